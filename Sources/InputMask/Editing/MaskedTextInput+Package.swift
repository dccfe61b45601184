extension MaskedTextInput {
    /// ``setText(_:)`` read straight from the text's bytes when they are plain ASCII and the
    /// configuration has one mask with plain literals and no rewriting: the byte-level formatting a
    /// keystroke takes, with the caret at the end, instead of a `CaretString` and a mask choice.
    /// The same result as ``setText(_:)`` otherwise.
    ///
    /// - Parameter text: the new text, formatted or not.
    /// - Returns: the new state.
    /// - Complexity: O(n + m) for n bytes of text and a mask of m states; as ``setText(_:)`` when
    ///   the text or the configuration is not plain.
    package mutating func setPlainText(_ text: String) -> EditResult {
        guard !chooser.normalizes, let mask = chooser.plainMask else { return setText(text) }
        var bytes = text
        let plain: EditResult? = bytes.withUTF8 { bytes in
            guard ApplyEngine.isPlainASCII(bytes) else { return nil }
            return plainResult(of: bytes, caretByte: bytes.count, gravity: .forward(autocomplete: chooser.autocomplete), mask: mask,
                               editedUTF16Range: 0..<bytes.count)
        }
        guard let plain else { return setText(text) }
        composition = nil
        return publish(plain)
    }
}

extension MaskedTextInput {
    /// The primary format, read without copying the ``configuration``.
    ///
    /// - Complexity: O(1).
    package var primaryFormat: String { chooser.configuration.primaryFormat }
}
