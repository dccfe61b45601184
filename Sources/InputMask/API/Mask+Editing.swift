/// What the editing layer (`MaskedTextInput`, the drop reports) asks of a mask beyond `apply`, so
/// that it reaches the engine through the mask, which knows its own direction, rather than through
/// engine internals and a separate direction flag.
extension Mask {
    /// Applies the mask to plain bytes that no String holds: the pass `apply(toText:)` takes for
    /// plain text, read from the end for a right-to-left mask.
    ///
    /// - Parameters:
    ///   - bytes: plain ASCII (`ApplyEngine.isPlainASCII`), with a mask whose literals are plain.
    ///   - caretByte: the caret, within `0...bytes.count`.
    /// - Complexity: O(n + m) for n bytes and m states.
    func applyPlain(toBytes bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity) -> ApplyEngine.PlainApplied {
        ApplyEngine.plainApplied(graph, bytes: bytes, caretByte: caretByte, gravity: gravity, rightToLeft: type(of: self).isRightToLeft)
    }

    /// Whether the mask keeps every Character of `text`, told without a drop report when that is
    /// quick to know (see `ApplyEngine.keptCharacters(of:in:rightToLeft:isPlain:)`).
    ///
    /// - Complexity: O(n) for n bytes of text.
    func keptCharacters(of text: String, isPlain: Bool) -> ApplyEngine.KeptCharacters {
        ApplyEngine.keptCharacters(of: text, in: graph, rightToLeft: type(of: self).isRightToLeft, isPlain: isPlain)
    }

    /// The Characters of `text` the mask's states reject, with who rejects each
    /// (see `ApplyEngine.rejections(of:in:rightToLeft:)`).
    ///
    /// - Complexity: O(n + m) for n bytes of text and m states.
    func rejections(in text: String) -> [ApplyEngine.Rejection] {
        ApplyEngine.rejections(of: graph, in: text, rightToLeft: type(of: self).isRightToLeft)
    }
}
