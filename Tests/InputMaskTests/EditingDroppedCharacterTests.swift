import Foundation
import InputMask
import SeededRandom
import Testing

/// Which input Characters the mask dropped and why, checked against a slow, obvious oracle.
@Suite("Editing: dropped characters")
struct EditingDroppedCharacterTests {
    /// The dropped Characters of `text` as `MaskedTextInput` reports them after `setText`.
    static func dropped(_ format: String, _ text: String, rightToLeft: Bool = false, notations: [Notation] = []) throws -> [DroppedCharacter] {
        var input = try MaskedTextInput(configuration: .init(
            primaryFormat: format, customNotations: notations, autocomplete: false, rightToLeft: rightToLeft))
        return Array(input.setText(text).dropped)
    }

    static let hex = Notation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: false)

    @Test("Each reason names the slot's kind and place", arguments: [
        ("[00]{/}[00]", "1x", [DroppedCharacter.Reason.mismatch(expected: .digit, placeholderOffset: 1)]),
        ("[AA]-[00]", "a1", [.mismatch(expected: .letter, placeholderOffset: 1)]),
        ("[__]", "a😀", [.mismatch(expected: .alphanumeric, placeholderOffset: 1)]),
        ("#[hhh]", "#1z", [.mismatch(expected: .custom("h"), placeholderOffset: 2)]),
        ("[00]", "123", [.maskFull]),
        ("[0…]", "1a", [.ellipsisMismatch(expected: .digit)]),
        ("[A…]", "a1", [.ellipsisMismatch(expected: .letter)]),
        ("[…]", "a-", [.ellipsisMismatch(expected: .alphanumeric)]),
        ("[h…]", "aZ", [.ellipsisMismatch(expected: .custom("h"))]),
    ] as [(String, String, [DroppedCharacter.Reason])])
    func reasons(format: String, text: String, reasons: [DroppedCharacter.Reason]) throws {
        #expect(try Self.dropped(format, text, notations: [Self.hex]).map(\.reason) == reasons)
    }

    @Test("Offsets count Characters and UTF-16 units of the text the mask read; isFromEdit marks the typed ones")
    func offsets() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[000]"))
        input.setText("1")
        let result = input.replace(utf16Range: 1..<1, with: "👍🏽2é")
        #expect(result.text == "12")
        #expect(result.dropped.map(\.character) == ["👍🏽", "é"])
        #expect(result.dropped.map(\.inputOffset) == [1, 3])
        #expect(result.dropped.map(\.inputUTF16Offset) == [1, 6])
        #expect(result.dropped.allSatisfy { $0.isFromEdit })
    }

    @Test("Right-to-left masks report offsets in the text as it reads, left to right")
    func rightToLeft() throws {
        let dropped = try Self.dropped("[000] [000]", "1a234", rightToLeft: true)
        #expect(dropped.map(\.character) == ["a"])
        #expect(dropped.map(\.inputOffset) == [1])
        #expect(try Self.dropped("[000]", "12345", rightToLeft: true).map(\.character) == ["1", "2"])
    }

    @Test("Nothing kept or added is reported: free and fixed characters typed as they are shown")
    func nothingDropped() throws {
        #expect(try Self.dropped("+7 ([000]) [000]-[00]-[00]", "+7 (962) 123-45-67").isEmpty)
        #expect(try Self.dropped("[00]{/}[00]", "12/34").isEmpty)
        #expect(try Self.dropped("[099]", "1").isEmpty)
    }

    // MARK: - Against the oracle

    static let formats: [(String, Bool)] = [
        ("+7 ([000]) [000]-[00]-[00]", false), ("8 ([000]) [000]-[00]-[00]", false), ("[00]{/}[00]", false),
        ("[0999]-[AAaa]", false), ("[A][-----]", false), ("[_][99]{.}[a]", false), ("[0…]", false), ("[00][A…]", false),
        ("{+}[09] [000]", false), ("#[hhh]-[h…]", false), ("[000] [000] [000]", true), ("[999] [990]{.}[00]", true),
        ("[99]x[0]", false), ("x[a]x[0]x", false), ("[…]", false), ("[00]-[00]", true),
    ]

    static let alphabet: [Character] = Array("0123456789abcxyzAZ +-()/.#é٣Жx") + ["👍🏽"]

    /// The slow, obvious way: apply the mask to every prefix (in reading order) and see what each
    /// Character added. A Character was kept when the output grew and ends with it.
    static func oracle(_ mask: Mask, _ text: String) -> [(offset: Int, character: Character, full: Bool)] {
        let rightToLeft = mask is RTLMask
        let characters = Array(text)
        func output(_ count: Int) -> (characters: [Character], tail: String) {
            let string = rightToLeft ? String(characters[(characters.count - count)...]) : String(characters[..<count])
            let result = mask.apply(toText: CaretString(string: string, caretPosition: string.endIndex, caretGravity: .forward(autocomplete: false)))
            let out = Array(result.formattedText.string)
            return (rightToLeft ? out.reversed() : out, result.tailPlaceholder)
        }
        var dropped: [(Int, Character, Bool)] = []
        var before = output(0).characters
        for index in characters.indices {
            let character = rightToLeft ? characters[characters.count - 1 - index] : characters[index]
            let after = output(index + 1)
            if !(after.characters.count > before.count && after.characters.last == character) {
                dropped.append((rightToLeft ? characters.count - 1 - index : index, character, after.tail.isEmpty))
            }
            before = after.characters
        }
        return dropped.sorted { $0.0 < $1.0 }
    }

    @Test("Random texts into sixteen masks: the same Characters as the oracle, with the same slots", arguments: 0..<16)
    func differential(formatIndex: Int) throws {
        let (format, rightToLeft) = Self.formats[formatIndex]
        let mask: Mask = rightToLeft ? try RTLMask(format: format, customNotations: [Self.hex]) : try Mask(format: format, customNotations: [Self.hex])
        var random = SplitMix64(seed: UInt64(formatIndex) &* 7_919 &+ 17)
        for _ in 0..<150 {
            let length = Int.random(in: 0...24, using: &random)
            let text = String((0..<length).map { _ in Self.alphabet.randomElement(using: &random)! })
            let expected = Self.oracle(mask, text)
            let actual = try Self.dropped(format, text, rightToLeft: rightToLeft, notations: [Self.hex])
            #expect(actual.map(\.inputOffset) == expected.map(\.offset), "\(format) ← \"\(text)\"")
            #expect(actual.map(\.character) == expected.map(\.character), "\(format) ← \"\(text)\"")
            // A tail placeholder that is empty means the end or the `…` slot; otherwise a value slot.
            let atEnd = actual.map { drop -> Bool in
                if case .mismatch = drop.reason { return false }
                return true
            }
            #expect(atEnd == expected.map(\.full), "\(format) ← \"\(text)\"")
        }
    }

    @Test("Long pastes: 200,000 Characters, half of them dropped, each reported")
    func longPaste() throws {
        let text = String(repeating: "1a", count: 100_000)
        var dropped = try Self.dropped("[0…]", text)
        #expect(dropped.count == 100_000)
        #expect(dropped.allSatisfy { $0.character == "a" && $0.reason == .ellipsisMismatch(expected: .digit) })
        #expect(dropped.map(\.inputOffset) == Array(stride(from: 1, to: 200_000, by: 2)))
        dropped = try Self.dropped("+7 ([000]) [000]-[00]-[00]", String(repeating: "9a-", count: 20_000))
        #expect(dropped.count == 60_000 - 10)
    }

    @Test("A 10,000-character paste into 10,000 digit slots: every other Character dropped, each at its slot",
          arguments: [false, true])
    func pasteIntoTenThousandSlots(rightToLeft: Bool) throws {
        let format = "[" + String(repeating: "0", count: 10_000) + "]"
        var input = try MaskedTextInput(configuration: .init(primaryFormat: format, rightToLeft: rightToLeft))
        let result = input.replace(utf16Range: 0..<0, with: String(repeating: "1x", count: 5_000))
        #expect(result.text == String(repeating: "1", count: 5_000))
        #expect(result.dropped.map(\.inputOffset) == Array(stride(from: 1, to: 10_000, by: 2)))
        #expect(result.dropped.allSatisfy { $0.character == "x" && $0.isFromEdit && $0.inputUTF16Offset == $0.inputOffset })
        // Left to right, the x after i + 1 digits meets slot i + 1; right to left (reading from the
        // end) the x before the last 5,000 − i digits meets slot 4,999 − i.
        let slots = (0..<5_000).map { rightToLeft ? 4_999 - $0 : $0 + 1 }
        #expect(result.dropped.map(\.reason) == slots.map { .mismatch(expected: .digit, placeholderOffset: $0) })
    }

    @Test("One rejected keystroke at the end of a megabyte [0…] field is reported with its reason", arguments: [false, true])
    func rejectedKeystrokeInAMegabyteField(rightToLeft: Bool) throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[0…]", rightToLeft: rightToLeft))
        let digits = String(repeating: "0123456789", count: 100_000)
        input.setText(digits)
        let result = input.replace(utf16Range: 1_000_000..<1_000_000, with: "x")
        #expect(result.text == digits)
        // `[0…]` is a digit slot and then `…`; right to left, the x is read first, by the slot.
        #expect(result.dropped == [DroppedCharacter(
            character: "x", inputOffset: 1_000_000, inputUTF16Offset: 1_000_000, isFromEdit: true,
            reason: rightToLeft ? .mismatch(expected: .digit, placeholderOffset: 0) : .ellipsisMismatch(expected: .digit))])
    }

    @Test("A rejected keystroke after half a million Cyrillic letters and emoji: offsets in Characters and UTF-16 units")
    func rejectedKeystrokeAfterNonASCII() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[A…]"))
        let letters = String(repeating: "жé", count: 250_000)
        input.setText(letters + "👍🏽")
        #expect(input.result.dropped.map(\.inputOffset) == [500_000])
        let result = input.replace(utf16Range: 500_000..<500_000, with: "7")
        #expect(result.dropped == [DroppedCharacter(
            character: "7", inputOffset: 500_000, inputUTF16Offset: 500_000, isFromEdit: true,
            reason: .ellipsisMismatch(expected: .letter))])
    }
}
