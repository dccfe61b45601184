import Foundation
import InputMask
import InputMaskReference
import SeededRandom
import Testing

/// `EditResult.dropped`, which the engine's scan reports, against two oracles on random edits: the
/// reference model (which state rejected which Character) and the prefix-by-prefix analysis the
/// editing layer used before (`LegacyDroppedCharacterAnalysis`).
@Suite("Editing: dropped characters against the reference model and the former analysis")
struct EditingDroppedCharacterDifferentialTests {
    static let hex = Notation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: false)
    static let optionalHex = Notation(character: "H", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: true)
    static let notations = [hex, optionalHex]

    static let configurations: [MaskedTextInput.Configuration] = [
        .init(primaryFormat: "+7 ([000]) [000]-[00]-[00]", affineFormats: ["8 ([000]) [000]-[00]-[00]", "[00000000000]"]),
        .init(primaryFormat: "+7 ([000]) [000]-[00]-[00]", affineFormats: ["8 ([000]) [000]-[00]-[00]"], affinityStrategy: .prefix, autoskip: true),
        .init(primaryFormat: "[0000] [0000]", affineFormats: ["[00] [AA]", "[A…]"], affinityStrategy: .extractedValueCapacity),
        .init(primaryFormat: "[00]{.}[00]{.}[9900]", affineFormats: ["[00]{/}[00]"], affinityStrategy: .capacity),
        .init(primaryFormat: "[0999]-[AAaa]", autocomplete: false),
        .init(primaryFormat: "[_][99]{.}[a]-[-]"),
        .init(primaryFormat: "[0…]", autoskip: true),
        .init(primaryFormat: "[00][A…]"),
        .init(primaryFormat: "{+}[09] [000]-[…]"),
        .init(primaryFormat: "#[hhhH]-[h…]", customNotations: notations),
        .init(primaryFormat: "[H][hh]", affineFormats: ["[0]{x}[h…]"], customNotations: notations),
        .init(primaryFormat: "x[a]x[0]x", autoskip: true),
        .init(primaryFormat: "👍🏽 [000] {é}[A]", autoskip: true),
        .init(primaryFormat: "🇫🇷[00]🇯🇵[0…]"),
        .init(primaryFormat: "[9…]", affineFormats: ["[a…]", "[H…]"], customNotations: notations),
        .init(primaryFormat: "[0] \u{301}[0]{e\u{301}}[0]", autoskip: true),
        .init(primaryFormat: "[000] [000] [000]", rightToLeft: true),
        .init(primaryFormat: "[999] [990]{.}[00]", autoskip: true, rightToLeft: true),
        .init(primaryFormat: "{$}[0…]", rightToLeft: true),
        .init(primaryFormat: "[00]-[00]", affineFormats: ["[AA]-[00]"], rightToLeft: true),
        .init(primaryFormat: "[hh] [0…]", customNotations: notations, rightToLeft: true),
    ]

    /// Pieces of typed and pasted text: digits (also Arabic-Indic), letters, separators, the masks' own
    /// literals, combining marks (precomposed, decomposed, and a lone one that joins its neighbour),
    /// emoji with a modifier, flags, a lone regional indicator, CR LF.
    static let pieces: [String] = [
        "1", "2", "5", "9", "0", "a", "b", "f", "x", "Z", "ж", "é", "e\u{301}", "\u{301}", "٣", " ", "-", ".", "/",
        "(", ")", "+", "#", "$", "👍🏽", "🇫🇷", "🇯🇵", "\u{1F1EB}", "\r\n", "12", "8 962 123", "+7 (962) 12-34", "ab12", "🇫🇷🇯🇵1",
    ]

    /// What one random edit replaces, in Characters of the text, and with what.
    static func randomEdit(of text: String, using random: inout SplitMix64) -> (range: Range<Int>, string: String) {
        let count = text.count
        let lower = Int.random(in: 0...count, using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: return (count..<count, pieces.randomElement(using: &random)!)
        case 5: return (lower..<lower, pieces.randomElement(using: &random)!)
        case 6: return (max(0, count - 1)..<count, "")
        case 7: return (lower..<Int.random(in: lower...count, using: &random), "")
        default:
            let paste = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            return (lower..<Int.random(in: lower...count, using: &random), paste)
        }
    }

    /// The UTF-16 offset of Character `offset` of `text`.
    static func utf16Offset(_ offset: Int, in text: String) -> Int {
        text.utf16.distance(from: text.startIndex, to: text.index(text.startIndex, offsetBy: offset))
    }

    @Test("Random edits: the dropped Characters, offsets and reasons of the reference model, and of the former analysis",
          arguments: configurations.indices)
    func randomEdits(configurationIndex: Int) throws {
        let configuration = Self.configurations[configurationIndex]
        let referenceNotations = configuration.customNotations.map {
            ReferenceNotation(character: $0.character, characterSet: $0.characterSet, isOptional: $0.isOptional)
        }
        var random = SplitMix64(seed: 0xD209 &+ UInt64(configurationIndex) &* 131)
        var comparedWithReference = 0
        for _ in 0..<30 {
            var input = try MaskedTextInput(configuration: configuration)
            for _ in 0..<12 {
                let before = input.text
                let edit = Self.randomEdit(of: before, using: &random)
                let lowerUTF16 = Self.utf16Offset(edit.range.lowerBound, in: before)
                let utf16Range = lowerUTF16..<Self.utf16Offset(edit.range.upperBound, in: before)
                let result = input.replace(utf16Range: utf16Range, with: edit.string)
                let reference = try ReferenceMask(format: result.format, notations: referenceNotations, rightToLeft: configuration.rightToLeft)
                // The text the mask reads, nothing formatted yet: the edit made, or the inserted text
                // alone when the edit was read as the whole text (the reading whose drops the result reports).
                let readings = try EditReading.candidates(before: before, utf16Range: utf16Range, string: edit.string, configuration: configuration)
                let reading = readings.count == 1 ? readings[0] : readings.first { candidate in
                    reference.droppedCharacters(candidate.read).map { $0.map(\.offset) == result.dropped.map(\.inputOffset) } ?? false
                }
                // Both readings possible and the reference unable to tell which one was made: nothing to compare.
                guard let reading else { continue }
                let read = reading.read
                let context: Comment = "\(result.format) (rtl: \(configuration.rightToLeft)): \"\(before)\" + \(edit) read \"\(read)\" gave \(result.dropped)"

                let editedUTF16 = reading.editedUTF16
                for drop in result.dropped {
                    #expect(drop.inputUTF16Offset == Self.utf16Offset(drop.inputOffset, in: read), context)
                    #expect(drop.isFromEdit == (edit.string.isEmpty ? false : editedUTF16.contains(drop.inputUTF16Offset)), context)
                }

                if let expected = reference.droppedCharacters(read) {
                    comparedWithReference += 1
                    #expect(result.dropped.map(\.inputOffset) == expected.map(\.offset), context)
                    #expect(result.dropped.map(\.character) == expected.map(\.character), context)
                    #expect(result.dropped.map(\.reason) == expected.map(Self.reason), context)
                }

                let mask: Mask = configuration.rightToLeft
                    ? try RTLMask(format: result.format, customNotations: configuration.customNotations)
                    : try Mask(format: result.format, customNotations: configuration.customNotations)
                let plain = mask.apply(toText: CaretString(string: read, caretPosition: read.endIndex))
                let former = LegacyDroppedCharacterAnalysis.dropped(
                    by: mask, in: read, editedUTF16Range: editedUTF16,
                    notations: configuration.customNotations, applied: plain, gravity: .forward(autocomplete: false))
                if Self.formerAnalysisIsExact(mask: mask, read: read) {
                    #expect(Array(result.dropped) == former, context)
                }
            }
        }
        #expect(comparedWithReference > 200)
    }

    /// The reason `DroppedCharacter` gives for a rejection by `rejector`.
    static func reason(_ drop: ReferenceDrop) -> DroppedCharacter.Reason {
        switch drop.rejector {
        case .slot(let symbol, let offset): .mismatch(expected: kind(symbol), placeholderOffset: offset)
        case .ellipsis(let symbol): .ellipsisMismatch(expected: kind(symbol))
        case .end: .maskFull
        }
    }

    static func kind(_ symbol: Character) -> DroppedCharacter.CharacterKind {
        switch symbol {
        case "0": .digit
        case "a": .letter
        case "-": .alphanumeric
        default: .custom(symbol)
        }
    }

    /// Where the former analysis is exact, as its documentation says: no Character merges with its
    /// neighbour in the output (none of the text starts with a combining mark or is half a flag, and
    /// no CR or LF can join another); for right-to-left masks, reversing the text keeps its
    /// Characters; and, as it compares Unicode scalars, no Character of the text is the first
    /// scalars of a longer literal (a space before the literal " \u{301}" passed for kept).
    static func formerAnalysisIsExact(mask: Mask, read: String) -> Bool {
        let characters = Array(read)
        if mask is RTLMask && !Array(String(characters.reversed())).elementsEqual(characters.reversed()) { return false }
        let longLiterals = mask.placeholder.filter { $0.unicodeScalars.count > 1 }.map { Array($0.unicodeScalars) }
        return characters.allSatisfy { character in
            let scalars = Array(character.unicodeScalars)
            let halfFlag = (0x1F1E6...0x1F1FF).contains(scalars[0].value) && scalars.count == 1
            let startsALiteral = longLiterals.contains { $0.count > scalars.count && $0.starts(with: scalars) }
            return !scalars[0].properties.isGraphemeExtend && !halfFlag && !startsALiteral
                && character != "\r\n" && character != "\r" && character != "\n"
        }
    }
}
