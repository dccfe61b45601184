import InputMask

/// The dropped-character analysis the editing layer used before the engine reported rejections
/// itself, kept as an oracle for `EditingDroppedCharacterDifferentialTests`: it finds what was dropped
/// through the public `Mask` API alone, by locating each input Character in the output and applying
/// the mask to prefixes where that is not enough (O(n · m) at worst).
///
/// Its rules are exact when no output Character merges with a neighbour into one grapheme; it names
/// a `…` slot's kind by offering it a digit and a letter after the rejected Character's prefix.
enum LegacyDroppedCharacterAnalysis {
    /// The Characters of `text` that `mask` drops, in input order.
    ///
    /// - Parameters:
    ///   - mask: the mask the text was formatted with (`RTLMask` reads from the end).
    ///   - text: the text given to the mask.
    ///   - editedUTF16Range: the UTF-16 offsets in `text` of what the edit inserted; marks `isFromEdit`.
    ///   - notations: the custom notations of the mask, to name a custom `…` slot.
    ///   - applied: the result of applying `mask` to `text` with `gravity`, which often settles that nothing was dropped.
    ///   - gravity: the gravity `applied` was made with.
    /// - Complexity: see the type's documentation: O(n) typically, O(n · m) at worst.
    static func dropped(
        by mask: Mask, in text: String, editedUTF16Range: Range<Int>, notations: [Notation], applied: Mask.Result, gravity: CaretGravity
    ) -> [DroppedCharacter] {
        let count = text.count
        guard count > 0 else { return [] }
        // 3 × dropped + skipped optional slots = 2n − (output without autocompletion) − affinity,
        // and the affinity does not depend on the gravity. Without autocompletion the output is at
        // most that long (autoskip only removes), so the result already in hand may settle it.
        if !gravity.autocomplete, 2 * count - applied.formattedText.string.count - applied.affinity < 3 { return [] }
        let whole = gravity == .forward(autocomplete: false) ? applied : apply(mask, to: text)
        if 2 * count - whole.formattedText.string.count - whole.affinity < 3 { return [] }

        var search = Search(mask: mask, text: text, whole: whole, notations: notations)
        let drops = search.drops()
        guard !drops.isEmpty else { return [] }
        let characters = search.characters
        var utf16Offsets: [Int] = []
        utf16Offsets.reserveCapacity(count)
        var offset = 0
        for character in characters {
            utf16Offsets.append(offset)
            offset += character.utf16.count
        }
        return drops.map { drop in
            let inputOffset = search.rightToLeft ? count - 1 - drop.index : drop.index
            let utf16Offset = utf16Offsets[inputOffset]
            return DroppedCharacter(
                character: characters[inputOffset], inputOffset: inputOffset, inputUTF16Offset: utf16Offset,
                isFromEdit: editedUTF16Range.contains(utf16Offset), reason: drop.reason)
        }.sorted { $0.inputOffset < $1.inputOffset }
    }

    /// The search for dropped Characters over one text, input and output in the order the mask
    /// reads them.
    private struct Search {
        let mask: Mask
        let notations: [Notation]
        /// The text's Characters as given.
        let characters: [Character]
        let rightToLeft: Bool
        /// The Characters in reading order.
        let input: [Character]
        /// The scalars of the whole text's output, in reading order.
        let output: [Unicode.Scalar]
        let placeholderCount: Int
        let totalTextLength: Int
        let hasEllipsis: Bool
        /// The kind of the `…` slot, once asked.
        var ellipsisKind: DroppedCharacter.CharacterKind?

        init(mask: Mask, text: String, whole: Mask.Result, notations: [Notation]) {
            self.mask = mask
            self.notations = notations
            characters = Array(text)
            let wholeOutput = Array(whole.formattedText.string)
            rightToLeft = mask is RTLMask
            input = rightToLeft ? Array(characters.reversed()) : characters
            output = Array((rightToLeft ? Array(wholeOutput.reversed()) : wholeOutput).lazy.flatMap(\.unicodeScalars))
            placeholderCount = mask.placeholder.count
            totalTextLength = mask.totalTextLength
            hasEllipsis = placeholderCount < totalTextLength
        }

        /// The positions in reading order of the dropped Characters, with why each was dropped.
        mutating func drops() -> [(index: Int, reason: DroppedCharacter.Reason)] {
            var drops: [(index: Int, reason: DroppedCharacter.Reason)] = []
            var position = 0          // output scalars produced before the current Character
            var produced = 0          // output Characters produced before it (at most; merges count once)
            var rejecting: DroppedCharacter.Reason?  // set while the mask sits on a state that rejected a Character
            for index in input.indices {
                let scalars = input[index].unicodeScalars
                if output.hasScalars(scalars, at: position) {
                    position += scalars.count
                    produced += 1
                    rejecting = nil
                    continue
                }
                if produced >= totalTextLength {
                    // Past every state but `…`: on the `…` slot, or at the end, for good.
                    drops.append((index, hasEllipsis ? .ellipsisMismatch(expected: kindOfEllipsis(after: index)) : .maskFull))
                    continue
                }
                if let rejecting {
                    drops.append((index, rejecting))
                    continue
                }
                let after = applyPrefix(index + 1)
                guard after.scalars >= position, after.scalars <= output.count else { break }  // not a prefix: give up
                let length = scalars.count
                if after.scalars - length >= position, output.hasScalars(scalars, at: after.scalars - length) {
                    rejecting = nil
                } else {
                    let why = reason(tail: after.tail, prefix: index)
                    drops.append((index, why))
                    rejecting = why
                }
                position = after.scalars
                produced = after.characters
            }
            return drops
        }

        /// Applies the mask to the first `prefix` Characters in reading order (plus `probe` after them).
        func applyPrefix(_ prefix: Int, probe: Character? = nil) -> (scalars: Int, characters: Int, tail: [Character]) {
            let count = characters.count
            var string = rightToLeft ? String(characters[(count - prefix)...]) : String(characters[..<prefix])
            if let probe {
                if rightToLeft { string.insert(probe, at: string.startIndex) } else { string.append(probe) }
            }
            let result = LegacyDroppedCharacterAnalysis.apply(mask, to: string)
            let tail = Array(result.tailPlaceholder)
            return (result.formattedText.string.unicodeScalars.count, result.formattedText.string.count,
                    rightToLeft ? tail.reversed() : tail)
        }

        /// The kind of the `…` slot, found by offering it a digit and a letter after `prefix` Characters.
        mutating func kindOfEllipsis(after prefix: Int) -> DroppedCharacter.CharacterKind {
            if let ellipsisKind { return ellipsisKind }
            let kind: DroppedCharacter.CharacterKind
            if let symbol = LegacyDroppedCharacterAnalysis.customSymbolBeforeEllipsis(in: mask.description, notations: notations) {
                kind = .custom(symbol)
            } else {
                let base = applyPrefix(prefix).characters
                let digit = applyPrefix(prefix, probe: "0").characters > base
                let letter = applyPrefix(prefix, probe: "a").characters > base
                kind = digit ? (letter ? .alphanumeric : .digit) : (letter ? .letter : .alphanumeric)
            }
            ellipsisKind = kind
            return kind
        }

        /// Why the state after `tail` rejected the Character read after `prefix` Characters.
        mutating func reason(tail: [Character], prefix: Int) -> DroppedCharacter.Reason {
            guard let symbol = tail.first else {
                return hasEllipsis ? .ellipsisMismatch(expected: kindOfEllipsis(after: prefix)) : .maskFull
            }
            return .mismatch(
                expected: LegacyDroppedCharacterAnalysis.kind(ofPlaceholderSymbol: symbol),
                placeholderOffset: max(0, placeholderCount - tail.count))
        }
    }

    /// Applies `mask` forward without autocompletion, the caret at the end: the plain reading of the text.
    private static func apply(_ mask: Mask, to text: String) -> Mask.Result {
        mask.apply(toText: CaretString(string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false)))
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

    /// The custom notation symbol right before the first `…` of `format`, if there is one.
    private static func customSymbolBeforeEllipsis(in format: String, notations: [Notation]) -> Character? {
        guard !notations.isEmpty, let ellipsis = format.firstIndex(of: "…"), ellipsis > format.startIndex else { return nil }
        let symbol = format[format.index(before: ellipsis)]
        guard !"09Aa_-[".contains(symbol), notations.contains(where: { $0.character == symbol }) else { return nil }
        return symbol
    }
}

extension Array where Element == Unicode.Scalar {
    /// Whether the scalars of a Character stand at `position`.
    fileprivate func hasScalars(_ scalars: Character.UnicodeScalarView, at position: Int) -> Bool {
        var index = position
        for scalar in scalars {
            guard index < count, self[index] == scalar else { return false }
            index += 1
        }
        return true
    }
}
