import InputMask
import Testing

/// The four affinity strategies, with the documents' examples.
@Suite("Affinity")
struct AffinityTests {
    static func affinity(
        _ strategy: AffinityCalculationStrategy, _ format: String, _ text: String,
        gravity: CaretGravity = .forward(autocomplete: false), autocomplete: Bool = false
    ) throws -> Int {
        strategy.calculateAffinity(
            ofMask: try Mask(format: format),
            forText: CaretString(string: text, caretPosition: text.endIndex, caretGravity: gravity),
            autocomplete: autocomplete)
    }

    // The document scores `1.234` as 5 − 1 − 1 = 3, counting the superfluous dot among the five
    // kept symbols; the algorithm (and every recorded vector) keeps four: 4 − 1 − 1 = 2.
    @Test("Whole string: kept characters minus missed and superfluous ones", arguments: [
        ("1234", 3), ("12.34", 5), ("1.234", 2),
    ])
    func wholeString(input: String, expected: Int) throws {
        #expect(try Self.affinity(.wholeString, "[00].[00]", input) == expected)
    }

    @Test("Prefix: the common prefix of the input and its formatted text", arguments: [
        ("+7 12 345", "+7 [000] [000]", 5), ("+7 12 345", "8 [000] [000]", 0),
        ("8 12 345", "+7 [000] [000]", 0), ("8 12 345", "8 [000] [000]", 4),
    ])
    func prefix(input: String, format: String, expected: Int) throws {
        #expect(try Self.affinity(.prefix, format, input) == expected)
    }

    @Test("Capacity: input length minus what the mask holds, Int.min when it overflows", arguments: [
        ("1", [-2, -4, -6]), ("12", [-1, -3, -5]), ("123", [0, -2, -4]),
        ("1234", [Int.min, -1, -3]), ("12345", [Int.min, 0, -2]), ("123456", [Int.min, Int.min, -1]),
    ])
    func capacity(input: String, expected: [Int]) throws {
        let actual = try ["[000]", "[00000]", "[0000000]"].map { try Self.affinity(.capacity, $0, input) }
        #expect(actual == expected)
    }

    @Test("Extracted value capacity: value length minus what the mask extracts")
    func extractedValueCapacity() throws {
        #expect(try Self.affinity(.extractedValueCapacity, "[00]-[00]", "12-3") == -1)
        #expect(try Self.affinity(.extractedValueCapacity, "[00]{-}[00]", "12-34") == 0)
        #expect(try Self.affinity(.extractedValueCapacity, "[0…]", "123") == Int.min)
    }

    // README, behaviour notes: calculateAffinity(ofMask:forText:autocomplete:) ignores
    // `autocomplete`; the text's gravity decides. `12` into `[00]{/}[00]`, whose value holds at
    // most five Characters: without autocompletion the value is `12` (2 − 5); with it the fixed `/`
    // is added and extracted, `12/` (3 − 5). Of the four strategies only the extracted value's
    // capacity tells the two apart here, so it is the one that would show the argument honoured.
    @Test("The text's gravity, not the argument, decides autocompletion in the extracted-value score", arguments: [false, true])
    func gravityDecidesAutocompletion(argument: Bool) throws {
        #expect(try Self.affinity(.extractedValueCapacity, "[00]{/}[00]", "12", gravity: .forward(autocomplete: false), autocomplete: argument) == -3)
        #expect(try Self.affinity(.extractedValueCapacity, "[00]{/}[00]", "12", gravity: .forward(autocomplete: true), autocomplete: argument) == -2)
    }
}
