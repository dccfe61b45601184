@testable import InputMask
import SeededRandom
import Testing

/// `EmojiCluster` against `String`'s grapheme breaking.
@Suite("Emoji clusters")
struct EmojiClusterTests {
    /// Scalars of every kind that meets emoji in grapheme breaking: emoji, modifiers, variation
    /// selectors, joiners, tags, keycaps, regional indicators, marks, prepended marks, Hangul jamo,
    /// CR and LF, letters of several scripts, and emoji below U+0800.
    static let pool: [Unicode.Scalar] = [
        "\u{1F469}", "\u{1F44D}", "\u{1F3FD}", "\u{1F3FB}", "\u{FE0F}", "\u{FE0E}", "\u{200D}", "\u{1F4BB}", "\u{2764}",
        "\u{1F642}", "\u{1F1FA}", "\u{1F1E6}", "\u{E0067}", "\u{E007F}", "\u{20E3}", "\u{0301}", "\u{093F}", "\u{0915}",
        "\u{094D}", "\u{0600}", "\u{110BD}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\r", "\n", "a", "1",
        "\u{0436}", "\u{4E2D}", "\u{00A9}", "\u{1F9D1}", "\u{1F680}", "\u{0E33}", "\u{1F3F4}", "\u{2640}",
    ]

    @Test("Wherever it finds a Character, String finds the same one")
    func agreesWithString() {
        let comparison = GraphemeBreakingComparison(pool: Self.pool, seed: 0x9E37_79B9_7F4A_7C15) { offset, bytes, count in
            EmojiCluster.length(at: offset, in: bytes, count: count, scalarBits: CharacterClass.twoByteScalarBits, table: .shared)
        }
        #expect(comparison.disagreements.isEmpty, "\(comparison.disagreements)")
        // The comparison means something only if the fast path answers often.
        #expect(comparison.found > 1_000)
    }

    @Test("A run of emoji that letters drop is whole Characters, each dropped, kept apart when asked", arguments: [false, true])
    func droppedRunsAreWholeCharacters(keepingApartReversed: Bool) {
        var random = SplitMix64(seed: keepingApartReversed ? 0x5EED_E3D0_0000_0002 : 0x5EED_E3D0_0000_0001)
        let letters = CharacterClass.builtInBitMask(classIndex: FormatCompiler.lettersClass)
        var disagreements: [String] = []
        var runs = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(1 + Int(random.next() % 8)) {
                text.unicodeScalars.append(Self.pool[Int(random.next() % UInt64(Self.pool.count))])
            }
            let characters = Array(text)
            var starts = [0]
            for character in characters { starts.append(starts.last! + character.utf8.count) }
            let bytes = Array(text.utf8)
            for (index, start) in starts.dropLast().enumerated() {
                // Any limit: the end, or a byte offset inside the text.
                let limit = random.next() % 2 == 0 ? bytes.count : Int(random.next() % UInt64(bytes.count + 1))
                let run = bytes.withUnsafeBufferPointer {
                    EmojiCluster.droppedRun(
                        from: start, to: limit, in: $0.baseAddress!, count: $0.count, builtInMask: letters,
                        keepingApartReversed: keepingApartReversed, scalarBits: CharacterClass.twoByteScalarBits, table: .shared)
                }
                let label = "\(text.unicodeScalars.map { String($0.value, radix: 16) }) from \(start) to \(limit): \(run)"
                guard run.characters > 0 else {
                    if run.end != start { disagreements.append(label) }
                    continue
                }
                runs += 1
                let taken = characters[index..<(index + run.characters)]
                // Whole Characters, within the limit, none of which letters take (a scalar that is no letter or mark).
                let whole = index + run.characters < starts.count && starts[index + run.characters] == run.end && run.end <= limit
                let dropped = taken.allSatisfy { character in
                    character.unicodeScalars.contains { !$0.properties.isAlphabetic && $0.properties.generalCategory != .nonspacingMark }
                }
                // Read back to front, they are the same Characters.
                let apart = !keepingApartReversed || String(taken.reversed()).count == run.characters
                if !(whole && dropped && apart) && disagreements.count < 20 { disagreements.append(label) }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
        #expect(runs > 1_000)
    }

    @Test("Emoji sequences are found without String", arguments: [
        "\u{1F44D}\u{1F3FD}", "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", "\u{1F9D1}\u{1F3FB}\u{200D}\u{1F680}", "\u{2764}\u{FE0F}",
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F642}", "\u{1F1FA}\u{1F1E6}", "\u{1F1FA}\u{1F1E6}\u{FE0F}",
    ])
    func emojiSequences(emoji: String) {
        let bytes = Array((emoji + "\u{0436}").utf8)
        let length = bytes.withUnsafeBufferPointer {
            EmojiCluster.length(
                at: 0, in: $0.baseAddress!, count: $0.count, scalarBits: CharacterClass.twoByteScalarBits, table: .shared)
        }
        #expect(length == emoji.utf8.count)
    }

    @Test("A field of letters drops emoji found without String, and the caret stays after the same letter", arguments: [
        // text, caret offset in Characters, output, output caret offset
        ("аб\u{1F44D}\u{1F3FD}вг", 3, "абвг", 2),
        ("а\u{1F469}\u{200D}\u{1F4BB}б\u{2764}\u{FE0F}в", 4, "абв", 2),
        ("\u{1F642}жж\u{1F1FA}\u{1F1E6}ж", 5, "жжж", 3),
        ("ж\u{1F44D}\u{0301}ж", 1, "жж", 1),
    ])
    func lettersDropEmoji(text: String, caret: Int, output: String, outputCaret: Int) throws {
        let mask = try Mask(format: "[A…]")
        let result = mask.apply(toText: CaretString(
            string: text, caretPosition: text.index(text.startIndex, offsetBy: caret), caretGravity: .forward(autocomplete: true)))
        #expect(result.formattedText.string == output)
        #expect(result.formattedText.string.distance(
            from: result.formattedText.string.startIndex, to: result.formattedText.caretPosition) == outputCaret)
        #expect(result.extractedValue == output)
    }
}
