import Foundation
import InputMask
import Testing

/// How the compiler finds notations: many notations, enormous symbols, canonically equivalent
/// symbols, and more custom classes than 16 bits can number. Results only; the benchmark times them.
@Suite("Notation look-up")
struct NotationTableTests {
    /// Symbol number `index`: a private-use scalar from plane 15 on, each a Character of its own.
    static func symbol(_ index: Int) -> Character {
        Character(Unicode.Scalar(0xF_0000 + index)!)
    }

    /// A set of the one scalar `scalar`, built scalar by scalar (see `ForwardCharactersTests`).
    static func set(_ scalars: Unicode.Scalar...) -> CharacterSet {
        var set = CharacterSet()
        for scalar in scalars { set.insert(scalar) }
        return set
    }

    @Test("An enormous symbol no slot uses costs nothing, and the mask works")
    func unusedEnormousSymbol() throws {
        let enormous = Notation(
            character: Character("e" + String(repeating: "\u{301}", count: 200_000)), characterSet: Self.set("x"), isOptional: false)
        let mask = try Mask(format: String(repeating: "[00]-", count: 2_000), customNotations: [enormous])
        #expect(mask.placeholder.utf8.count == 6_000)
        let result = mask.apply(toText: CaretString(string: "1234", characterOffset: 4))
        #expect(result.formattedText.string == "12-34")
    }

    @Test("An enormous symbol used by slots shows in the placeholder and accepts its set")
    func usedEnormousSymbol() throws {
        let symbol = Character("e" + String(repeating: "\u{301}", count: 100_000))
        let enormous = Notation(character: symbol, characterSet: Self.set("x"), isOptional: false)
        let mask = try Mask(format: "[" + String(symbol) + String(symbol) + "]-[0]", customNotations: [enormous])
        #expect(mask.placeholder == String(symbol) + String(symbol) + "-0")
        #expect(mask.apply(toText: CaretString(string: "xx5", characterOffset: 3)).formattedText.string == "xx-5")
    }

    @Test("A symbol longer than the canonically equivalent units written in the format", arguments: [false, true])
    func longerEquivalentSymbol(rightToLeft: Bool) throws {
        // The notation is written decomposed (3 bytes), the format precomposed (2 bytes per slot):
        // the placeholder shows the notation's own bytes, half as many again as the format's.
        let notation = Notation(character: "e\u{301}", characterSet: Self.set("x"), isOptional: false)
        let format = "[" + String(repeating: "\u{E9}", count: 1_000) + "]"
        let mask = rightToLeft
            ? try RTLMask(format: format, customNotations: [notation])
            : try Mask(format: format, customNotations: [notation])
        #expect(Array(mask.placeholder.unicodeScalars) == Array(String(repeating: "e\u{301}", count: 1_000).unicodeScalars))
        #expect(mask.apply(toText: CaretString(string: "xxx", characterOffset: 3)).formattedText.string == "xxx")
    }

    @Test("Among canonically equal symbols the first notation wins, whichever form the format uses", arguments: [
        "[\u{E9}]", "[e\u{301}]",
    ])
    func firstEquivalentNotationWins(format: String) throws {
        let digits = Notation(character: "\u{E9}", characterSet: Self.set("5"), isOptional: false)
        let letters = Notation(character: "e\u{301}", characterSet: Self.set("x"), isOptional: false)
        let mask = try Mask(format: format, customNotations: [digits, letters])
        #expect(mask.apply(toText: CaretString(string: "5", characterOffset: 1)).formattedText.string == "5")
        #expect(mask.apply(toText: CaretString(string: "x", characterOffset: 1)).formattedText.string == "")
    }

    @Test("With thousands of notations each slot finds its own")
    func manyNotations() throws {
        // Notation i accepts the capital letter i % 26; the format uses the last 2,600.
        let notations = (0..<5_000).map { index in
            Notation(character: Self.symbol(index), characterSet: Self.set(Unicode.Scalar(UInt8(65 + index % 26))), isOptional: false)
        }
        let used = 2_400..<5_000
        let mask = try Mask(format: "[" + String(used.map(Self.symbol)) + "]", customNotations: notations)
        let input = String(used.map { Character(Unicode.Scalar(UInt8(65 + $0 % 26))) })
        let result = mask.apply(toText: CaretString(string: input, characterOffset: input.count))
        #expect(result.formattedText.string == input)
        #expect(result.complete)
        // One Character out of place is rejected by its slot.
        #expect(mask.apply(toText: CaretString(string: "Z", characterOffset: 1)).formattedText.string == "")
    }

    @Test("More custom classes than 16 bits can number keep their own sets")
    func classesBeyondSixteenBits() throws {
        // Slot i accepts only `A` when i is even, `B` when odd; class indices pass 65,535.
        let count = 66_000
        let notations = (0..<count).map { index in
            Notation(character: Self.symbol(index), characterSet: Self.set(index % 2 == 0 ? "A" : "B"), isOptional: false)
        }
        let mask = try Mask(format: "[" + String((0..<count).map(Self.symbol)) + "]", customNotations: notations)
        let input = String(repeating: "AB", count: count / 2)
        let result = mask.apply(toText: CaretString(string: input, characterOffset: input.count))
        #expect(result.formattedText.string == input)
        #expect(result.complete)
    }

    @Test("An unknown symbol is still reported where it stands")
    func unknownSymbolAmongMany() {
        let notations = (0..<1_000).map { Notation(character: Self.symbol($0), characterSet: Self.set("A"), isOptional: false) }
        let format = "[" + String(Self.symbol(0)) + String(Self.symbol(1)) + "\u{E9}]"
        #expect(throws: MaskFormatError(reason: .unknownSymbol("\u{E9}"), offset: 3, format: format)) {
            try Mask(format: format, customNotations: notations)
        }
    }
}
