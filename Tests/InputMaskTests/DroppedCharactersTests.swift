@testable import InputMask
import InputMaskReference
import SeededRandom
import Testing

/// `DroppedCharacters`: runs that stay few however many Characters a paste drops, and a collection
/// that gives every Character with its offsets and reason, the same whether iterated or subscripted.
@Suite("Editing: the dropped list stored as runs")
struct DroppedCharactersTests {
    /// The list `MaskedTextInput` reports for `text` read as it comes (`setText`: a paste into an
    /// empty field may also be read without the whitespace at its ends).
    static func dropped(_ format: String, _ text: String, rightToLeft: Bool = false) throws -> DroppedCharacters {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: format, autocomplete: false, rightToLeft: rightToLeft))
        return input.setText(text).dropped
    }

    @Test("A paste that overflows a phone mask is one run, however long", arguments: [false, true])
    func overflowIsOneRun(rightToLeft: Bool) throws {
        let format = "+1 ([000]) [000]-[0000]"
        let paste = String(repeating: "1234567890", count: 20_000)
        let dropped = try Self.dropped(format, paste, rightToLeft: rightToLeft)
        let expected = try #require(try ReferenceMask(format: format, notations: [], rightToLeft: rightToLeft).droppedCharacters(paste))
        #expect(dropped.count == expected.count)
        #expect(dropped.count > paste.count - 12)
        #expect(dropped.runs.count == 1)
        #expect(dropped.allSatisfy { $0.reason == .maskFull && $0.isFromEdit })
        #expect(dropped.first?.inputOffset == expected.first?.offset)
        #expect(dropped.last?.inputOffset == expected.last?.offset)
    }

    @Test("Evenly spaced rejections in `[0…]` are one run each way; a Character is one byte or several")
    func evenlySpacedRejections() throws {
        let ascii = try Self.dropped("[0…]", String(repeating: "12a", count: 1_000))
        #expect(ascii.count == 1_000)
        #expect(ascii.runs.count == 1)
        #expect(ascii.map(\.inputOffset) == Array(stride(from: 2, to: 3_000, by: 3)))

        let cyrillic = try Self.dropped("[0…]", String(repeating: "1ж", count: 1_000))
        #expect(cyrillic.runs.count == 1)
        #expect(cyrillic.map(\.inputUTF16Offset) == Array(stride(from: 1, to: 2_000, by: 2)))
        #expect(cyrillic.allSatisfy { $0.character == "ж" })

        let flags = try Self.dropped("[0…]", String(repeating: "7🇷🇺", count: 500))
        #expect(flags.runs.count == 1)
        #expect(flags.map(\.inputUTF16Offset) == Array(stride(from: 1, to: 2_500, by: 5)))
        #expect(flags.allSatisfy { $0.character == "🇷🇺" })
    }

    @Test("A run splits where the edit ends, so each Character tells whether the edit brought it")
    func runsSplitAtTheEdit() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[00]"))
        _ = input.setText("12")
        // "1342" is read: "4" of the edit and "2" after it overflow the mask, next to each other.
        let result = input.replace(utf16Range: 1..<1, with: "34")
        #expect(result.text == "13")
        #expect(result.dropped.map(\.character) == ["4", "2"])
        #expect(result.dropped.map(\.isFromEdit) == [true, false])
        #expect(result.dropped.runs.count == 2)
    }

    @Test("Random texts: subscripting, iterating and the reference model agree", arguments: 0..<6)
    func randomTexts(seed: UInt64) throws {
        let formats = ["[0…]", "[00]-[AA]-[00]", "[A…]", "[0000] [0000]", "[_][-][_…]"]
        let pieces = ["1", "22", "a", "bb", "ж", "🇷🇺", "e\u{301}", " ", "-", "7z", "👍🏽"]
        var random = SplitMix64(seed: 0xD0C5 &+ seed)
        for _ in 0..<60 {
            let format = formats.randomElement(using: &random)!
            let rightToLeft = Bool.random(using: &random)
            let text = (0..<Int.random(in: 0..<40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let dropped = try Self.dropped(format, text, rightToLeft: rightToLeft)
            let iterated = Array(dropped)
            #expect(iterated.count == dropped.count)
            #expect(dropped.indices.map { dropped[$0] } == iterated, "\(format) \(text)")
            #expect(DroppedCharacters(iterated) == dropped)
            #expect(DroppedCharacters(iterated).hashValue == dropped.hashValue)
            let reference = try ReferenceMask(format: format, notations: [], rightToLeft: rightToLeft)
            if let expected = reference.droppedCharacters(text) {
                #expect(iterated.map(\.inputOffset) == expected.map(\.offset), "\(format) rtl \(rightToLeft): \(text)")
                #expect(iterated.map(\.character) == expected.map(\.character), "\(format) rtl \(rightToLeft): \(text)")
            }
        }
    }

    @Test("A list made from Characters compares, hashes and literals as an array would")
    func madeFromCharacters() {
        let one = DroppedCharacter(character: "x", inputOffset: 1, inputUTF16Offset: 1, isFromEdit: true, reason: .maskFull)
        let two = DroppedCharacter(character: "é", inputOffset: 2, inputUTF16Offset: 2, isFromEdit: false,
                                   reason: .mismatch(expected: .digit, placeholderOffset: 0))
        let list: DroppedCharacters = [one, two]
        #expect(Array(list) == [one, two])
        #expect(list[1] == two)
        #expect(list != [one])
        #expect(DroppedCharacters([]) == [])
        #expect(list.description == [one, two].description)
    }
}
