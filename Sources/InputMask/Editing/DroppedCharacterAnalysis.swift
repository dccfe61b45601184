/// Finds the input Characters a mask drops, and why, from the engine's own record of what it rejected.
///
/// ## How
///
/// `apply` reads the input one Character at a time; each one is either kept (by a slot or a fixed or
/// free character equal to it) or rejected by the state the mask is on: a mandatory slot, the `…`
/// slot or the end. Whether a Character is kept depends neither on the caret nor on the gravity, so
/// `Mask.rejections(in:)` runs the engine's scan once over the text with a log
/// of each rejection: where the Character is and which state rejected it. This type turns those
/// byte offsets into Character and UTF-16 offsets in the text, and the states into reasons.
///
/// ## Cost
///
/// O(n + m) for a text of n bytes and a mask of m states, whatever is dropped: one scan, one walk
/// over the text up to its last dropped Character (none for plain ASCII text), and one walk over the
/// placeholder when a mandatory slot rejected something.
///
/// ## Right-to-left masks and merging Characters
///
/// A right-to-left mask reads the text reversed Character by Character. Where reversed Characters
/// merge or split (a lone combining mark, an odd run of regional indicators), a rejected Character of
/// the reading is reported as the text's Character that holds its first scalar, once.
enum DroppedCharacterAnalysis {
    /// The Characters of `text` that `mask` drops, in input order.
    ///
    /// - Parameters:
    ///   - mask: the mask the text was formatted with (`RTLMask` reads from the end).
    ///   - text: the text given to the mask.
    ///   - editedUTF16Range: the UTF-16 offsets in `text` of what the edit inserted; marks `isFromEdit`.
    /// - Complexity: O(n + m) for n bytes of text and m states; memory O(r) for r runs of the list.
    static func dropped(by mask: Mask, in text: String, editedUTF16Range: Range<Int>) -> DroppedCharacters {
        var text = text
        text.makeContiguousUTF8()
        let rejections = mask.rejections(in: text)
        guard !rejections.isEmpty else { return [] }
        var list = DroppedCharacters.Builder()
        if ApplyEngine.isPlainASCII(text) {
            // Every byte is a Character and a UTF-16 code unit: a run of rejections is a run of the list.
            for rejection in rejections {
                list.appendASCII(
                    offset: rejection.utf8Offset, stride: rejection.utf8Stride, count: rejection.count,
                    edited: editedUTF16Range, reason: reason(rejection.rejector))
            }
            return list.list(over: text)
        }
        // One walk over the text's Characters, up to the last rejected one.
        var index = text.startIndex
        var byte = 0
        var offset = 0
        var utf16Offset = 0
        var lastReported = -1
        for rejection in rejections {
            let why = reason(rejection.rejector)
            for k in 0..<rejection.count {
                let target = rejection.utf8Offset + k * rejection.utf8Stride
                var length = 0
                while index < text.endIndex {
                    let next = text.index(after: index)
                    length = text.utf8.distance(from: index, to: next)
                    guard byte + length <= target else { break }
                    utf16Offset += text.utf16.distance(from: index, to: next)
                    byte += length
                    offset += 1
                    index = next
                }
                // Reversal can split a Character of the text in two, both rejected: it is reported once.
                guard index < text.endIndex, offset != lastReported else { continue }
                lastReported = offset
                list.append(
                    offset: offset, utf16Offset: utf16Offset, byteOffset: byte, byteLength: length,
                    isFromEdit: editedUTF16Range.contains(utf16Offset), reason: why)
            }
        }
        return list.list(over: text)
    }

    /// The reason for a rejection by `rejector`.
    static func reason(_ rejector: ApplyEngine.Rejector) -> DroppedCharacter.Reason {
        switch rejector {
        case .slot(let symbol, let placeholderOffset):
            .mismatch(expected: kind(ofPlaceholderSymbol: symbol), placeholderOffset: placeholderOffset)
        case .ellipsis(let symbol):
            .ellipsisMismatch(expected: kind(ofPlaceholderSymbol: symbol))
        case .end:
            .maskFull
        }
    }

    /// The kind of slot a placeholder symbol stands for.
    static func kind(ofPlaceholderSymbol symbol: Character) -> DroppedCharacter.CharacterKind {
        switch BuiltInSymbol.classIndex(ofPlaceholder: symbol) {
        case FormatCompiler.digitsClass: .digit
        case FormatCompiler.lettersClass: .letter
        case FormatCompiler.alphanumericsClass: .alphanumeric
        default: .custom(symbol)
        }
    }
}
