/// Finds the input Characters a mask drops, and why, from the engine's own record of what it rejected.
///
/// ## How
///
/// `apply` reads the input one Character at a time; each one is either kept (by a slot or a fixed or
/// free character equal to it) or rejected by the state the mask is on: a mandatory slot, the `…`
/// slot or the end. Whether a Character is kept depends neither on the caret nor on the gravity, so
/// `ApplyEngine.rejections(of:in:rightToLeft:)` runs the engine's scan once over the text with a log
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
    /// - Complexity: O(n + m) for n bytes of text and m states.
    static func dropped(by mask: Mask, in text: String, editedUTF16Range: Range<Int>) -> [DroppedCharacter] {
        let rejections = ApplyEngine.rejections(of: mask.graph, in: text, rightToLeft: mask is RTLMask)
        guard !rejections.isEmpty else { return [] }
        if ApplyEngine.isPlainASCII(text) {
            // Every byte is a Character and a UTF-16 code unit: one entry per rejection, made in
            // place by `map` (a paste into a full mask drops every byte).
            var text = text
            return text.withUTF8 { bytes in
                rejections.map { rejection in
                    let offset = rejection.utf8Offset
                    return DroppedCharacter(
                        character: StateGraph.asciiCharacters[Int(bytes[offset])], inputOffset: offset, inputUTF16Offset: offset,
                        isFromEdit: editedUTF16Range.contains(offset), reason: reason(rejection.rejector))
                }
            }
        }
        var dropped: [DroppedCharacter] = []
        dropped.reserveCapacity(rejections.count)
        func append(_ character: Character, offset: Int, utf16Offset: Int, rejector: ApplyEngine.Rejector) {
            dropped.append(DroppedCharacter(
                character: character, inputOffset: offset, inputUTF16Offset: utf16Offset,
                isFromEdit: editedUTF16Range.contains(utf16Offset), reason: reason(rejector)))
        }
        // One walk over the text's Characters, up to the last rejected one.
        var index = text.startIndex
        var byte = 0
        var offset = 0
        var utf16Offset = 0
        var lastReported = -1
        for rejection in rejections {
            while index < text.endIndex {
                let next = text.index(after: index)
                let length = text.utf8.distance(from: index, to: next)
                guard byte + length <= rejection.utf8Offset else { break }
                utf16Offset += text.utf16.distance(from: index, to: next)
                byte += length
                offset += 1
                index = next
            }
            // Reversal can split a Character of the text in two, both rejected: it is reported once.
            guard index < text.endIndex, offset != lastReported else { continue }
            lastReported = offset
            append(text[index], offset: offset, utf16Offset: utf16Offset, rejector: rejection.rejector)
        }
        return dropped
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
        switch symbol {
        case "0": .digit
        case "a": .letter
        case "-": .alphanumeric
        default: .custom(symbol)
        }
    }
}
