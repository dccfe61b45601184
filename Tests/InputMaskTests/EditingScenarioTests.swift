import InputMask
import Testing

/// Keystroke-level scenarios: a person edits a field, and after every edit the field shows the
/// expected text, caret (`|`) or selection (`[` `]`), and value.
@Suite("Editing scenarios")
struct EditingScenarioTests {
    static let usPhone = "+1 ([000]) [000]-[0000]"
    static let ruPhone = "+7 ([000]) [000]-[00]-[00]"
    static let ruTrunk = "8 ([000]) [000]-[00]-[00]"

    // MARK: - Typing, deleting, pasting

    static let phone: [EditingScenario] = [
        EditingScenario(name: "typing a US phone number digit by digit", configuration: .init(primaryFormat: usPhone), steps: [
            step(.type("5"), "+1 (5|", "5"),
            step(.type("5"), "+1 (55|", "55"),
            step(.type("5"), "+1 (555) |", "555"),
            step(.type("1"), "+1 (555) 1|", "5551"),
            step(.type("2"), "+1 (555) 12|", "55512"),
            step(.type("3"), "+1 (555) 123-|", "555123"),
            step(.type("4"), "+1 (555) 123-4|", "5551234"),
            step(.type("5"), "+1 (555) 123-45|", "55512345"),
            step(.type("6"), "+1 (555) 123-456|", "555123456"),
            step(.type("7"), "+1 (555) 123-4567|", "5551234567"),
            step(.type("8"), "+1 (555) 123-4567|", "5551234567", dropped: ["8"]),
        ]),
        EditingScenario(name: "typing without autocompletion", configuration: .init(primaryFormat: usPhone, autocomplete: false), steps: [
            step(.type("5"), "+1 (5|", "5"),
            step(.type("55"), "+1 (555|", "555"),
            step(.type("1"), "+1 (555) 1|", "5551"),
        ]),
        EditingScenario(name: "backspacing over `) ` and `-` with autoskip", configuration: .init(primaryFormat: usPhone, autoskip: true), steps: [
            step(.type("555123"), "+1 (555) 123-|", "555123"),
            step(.backspace, "+1 (555) 123|", "555123"),
            step(.backspace, "+1 (555) 12|", "55512"),
            step(.backspace, "+1 (555) 1|", "5551"),
            step(.backspace, "+1 (555|", "555"),
            step(.backspace, "+1 (55|", "55"),
        ]),
        EditingScenario(name: "backspacing over `) ` and `-` without autoskip", configuration: .init(primaryFormat: usPhone, autoskip: false), steps: [
            step(.type("555123"), "+1 (555) 123-|", "555123"),
            step(.backspace, "+1 (555) 123|", "555123"),
            step(.backspace, "+1 (555) 12|", "55512"),
            step(.backspace, "+1 (555) 1|", "5551"),
            step(.backspace, "+1 (555) |", "555"),
            step(.backspace, "+1 (555)|", "555"),
            step(.backspace, "+1 (555|", "555"),
            step(.backspace, "+1 (55|", "55"),
        ]),
        EditingScenario(name: "backspacing separators in the middle: autoskip jumps the caret over them", configuration: .init(primaryFormat: usPhone, autoskip: true), steps: [
            step(.type("5551234567"), "+1 (555) 123-4567|", "5551234567"),
            step(.moveCaret(13), "+1 (555) 123-|4567", "5551234567"),
            step(.backspace, "+1 (555) 123|-4567", "5551234567"),
            step(.moveCaret(9), "+1 (555) |123-4567", "5551234567"),
            step(.backspace, "+1 (555|) 123-4567", "5551234567"),
        ]),
        EditingScenario(name: "backspacing separators in the middle without autoskip: the separator comes back", configuration: .init(primaryFormat: usPhone), steps: [
            step(.type("5551234567"), "+1 (555) 123-4567|", "5551234567"),
            step(.moveCaret(9), "+1 (555) |123-4567", "5551234567"),
            step(.backspace, "+1 (555)| 123-4567", "5551234567"),
            step(.backspace, "+1 (555|) 123-4567", "5551234567"),
            step(.backspace, "+1 (55|1) 234-567", "551234567"),
        ]),
        EditingScenario(name: "forward delete in the middle shifts the digits left", configuration: .init(primaryFormat: usPhone), steps: [
            step(.type("5551234567"), "+1 (555) 123-4567|", "5551234567"),
            step(.moveCaret(4), "+1 (|555) 123-4567", "5551234567"),
            step(.deleteForward, "+1 (|551) 234-567", "551234567"),
        ]),
        EditingScenario(name: "pasting a formatted number into an empty field", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.paste("+7 (962) 123-45-67"), "+7 (962) 123-45-67|", "9621234567", dropped: []),
        ]),
        EditingScenario(name: "pasting a formatted number into the middle of a filled field", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.paste("+7 (962) 123-45-67"), "+7 (962) 123-45-67|", "9621234567"),
            step(.moveCaret(8), "+7 (962)| 123-45-67", "9621234567"),
            // The pasted digits push the old ones out; its punctuation has no digit slot to go to.
            step(.paste("+7 (962) 123-45-67"), "+7 (962) 796-21-23|", "9627962123",
                 dropped: ["+", " ", "(", ")", " ", "-", "4", "5", "-", "6", "7"]),
        ]),
        EditingScenario(name: "pasting over a selection in the middle", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.paste("9621234567"), "+7 (962) 123-45-67|", "9621234567"),
            step(.select(9..<12), "+7 (962) [123]-45-67", "9621234567"),
            step(.paste("765"), "+7 (962) 765|-45-67", "9627654567"),
        ]),
        EditingScenario(name: "selecting all and typing", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.paste("9621234567"), "+7 (962) 123-45-67|", "9621234567"),
            step(.selectAll, "[+7 (962) 123-45-67]", "9621234567"),
            step(.type("8"), "+7 (8|", "8"),
            step(.type("9"), "+7 (89|", "89"),
        ]),
        EditingScenario(name: "cutting a selection", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.paste("9621234567"), "+7 (962) 123-45-67|", "9621234567"),
            step(.select(4..<7), "+7 ([962]) 123-45-67", "9621234567"),
            step(.cut, "+7 (|123) 456-7", "1234567"),
        ]),
        EditingScenario(name: "typing letters into a digits-only slot", configuration: .init(primaryFormat: usPhone), steps: [
            step(.type("a"), "+1 (|", "", dropped: ["a"]),
            step(.type("5"), "+1 (5|", "5", dropped: []),
            step(.type("b"), "+1 (5|", "5", dropped: ["b"]),
            step(.paste("x5y"), "+1 (55|", "55", dropped: ["x", "y"]),
        ]),
        EditingScenario(name: "clear and focus", configuration: .init(primaryFormat: usPhone), steps: [
            step(.focus, "+1 (|", ""),
            step(.type("555"), "+1 (555) |", "555"),
            step(.clear, "|", ""),
            step(.focus, "+1 (|", ""),
        ]),
    ]

    @Test("Phone fields", arguments: phone)
    func phoneScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }

    // MARK: - Emoji and combined characters

    static let unicode: [EditingScenario] = [
        EditingScenario(name: "an emoji with a skin tone before the caret", configuration: .init(primaryFormat: "👍🏽 [000]"), steps: [
            step(.type("1"), "👍🏽 1|", "1"),
            step(.type("2"), "👍🏽 12|", "12"),
            step(.backspace, "👍🏽 1|", "1"),
            step(.type("9"), "👍🏽 19|", "19"),
            step(.moveCaret(3), "👍🏽 1|9", "19"),
            step(.type("0"), "👍🏽 10|9", "109"),
            step(.backspace, "👍🏽 1|9", "19"),
        ]),
        EditingScenario(name: "combined characters and emoji in a letters field", configuration: .init(primaryFormat: "[A…]"), steps: [
            step(.type("e\u{301}"), "e\u{301}|", "e\u{301}"),
            step(.type("👍🏽"), "e\u{301}|", "e\u{301}", dropped: ["👍🏽"]),
            step(.type("b"), "e\u{301}b|", "e\u{301}b"),
            step(.moveCaret(1), "e\u{301}|b", "e\u{301}b"),
            step(.type("👨‍👩‍👧"), "e\u{301}|b", "e\u{301}b", dropped: ["👨‍👩‍👧"]),
            step(.backspace, "|b", "b"),
        ]),
        EditingScenario(name: "a combining accent typed after its letter joins it", configuration: .init(primaryFormat: "[AAA]"), steps: [
            step(.type("e"), "e|", "e"),
            step(.paste("\u{301}"), "e\u{301}|", "e\u{301}"),
            step(.type("x"), "e\u{301}x|", "e\u{301}x"),
        ]),
        EditingScenario(name: "emoji typed into a phone field before the caret", configuration: .init(primaryFormat: usPhone), steps: [
            step(.type("55"), "+1 (55|", "55"),
            step(.type("🇺🇦"), "+1 (55|", "55", dropped: ["🇺🇦"]),
            step(.type("5"), "+1 (555) |", "555"),
        ]),
    ]

    @Test("Emoji and combined characters", arguments: unicode)
    func unicodeScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }

    // MARK: - Affine formats

    /// The same edits with each strategy: `8…` or `+7…` typed, the whole text retyped, the first digit changed.
    static func affine(_ strategy: AffinityCalculationStrategy, _ steps: [EditingScenario.Step]) -> EditingScenario {
        EditingScenario(
            name: "an affine pair switching with the first digit, \(strategy)",
            configuration: .init(primaryFormat: ruPhone, affineFormats: [ruTrunk], affinityStrategy: strategy), steps: steps)
    }

    static let affinity: [EditingScenario] = [
        // Whole string: `8` keeps every character in `8 (…)` and none in `+7 (…)`.
        affine(.wholeString, [
            step(.type("8"), "8 (|", "", format: ruTrunk),
            step(.type("96"), "8 (96|", "96", format: ruTrunk),
            step(.selectAll, "[8 (96]", "96"),
            step(.type("+"), "+7 (|", "", format: ruPhone),
            step(.type("79"), "+7 (79|", "79", format: ruPhone),
            step(.select(0..<1), "[+]7 (79", "79"),
            step(.type("8"), "8 (|779", "779", format: ruTrunk),
        ]),
        // Prefix: the format whose output starts like the input wins; a tie keeps the primary format.
        affine(.prefix, [
            step(.type("8"), "8 (|", "", format: ruTrunk),
            step(.type("96"), "8 (96|", "96", format: ruTrunk),
            step(.selectAll, "[8 (96]", "96"),
            step(.type("+"), "+7 (|", "", format: ruPhone),
            step(.type("79"), "+7 (79|", "79", format: ruPhone),
            step(.clear, "|", "", format: ruPhone),
            step(.type("9"), "+7 (9|", "9", format: ruPhone),
        ]),
        // Capacity: the narrower `8 (…)` wins until the text no longer fits it.
        affine(.capacity, [
            step(.type("8"), "8 (|", "", format: ruTrunk),
            step(.selectAll, "[8 (]", ""),
            step(.type("+"), "8 (|", "", format: ruTrunk, dropped: ["+"]),
            step(.selectAll, "[8 (]", ""),
            // 18 Characters overflow the 17 of `8 (…)`: only the primary format holds them.
            step(.paste("+7 (962) 123-45-67"), "+7 (962) 123-45-67|", "9621234567", format: ruPhone),
        ]),
        // Extracted value capacity: the format that extracts more of the text wins. `8` is a value
        // digit only for `+7 (…)`; then `+7 (89` gives `89` to it and `789` to `8 (…)`.
        affine(.extractedValueCapacity, [
            step(.type("8"), "+7 (8|", "8", format: ruPhone),
            step(.type("9"), "8 (789) |", "789", format: ruTrunk),
            step(.clear, "|", ""),
            // Both extract ten digits from this paste: the tie keeps the primary format.
            step(.paste("8 (962) 123-45-67"), "+7 (896) 212-34-56|", "8962123456", format: ruPhone),
        ]),
    ]

    @Test("Affine formats with each affinity strategy", arguments: affinity)
    func affinityScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }

    // MARK: - Right to left

    static let rightToLeft: [EditingScenario] = [
        EditingScenario(name: "a right-to-left amount grouped by thousands",
                        configuration: .init(primaryFormat: "[000] [000] [000]", rightToLeft: true), steps: [
            step(.type("1"), "1|", "1"),
            step(.type("23"), "123|", "123"),
            step(.type("4"), "1 234|", "1234"),
            step(.type("5"), "12 345|", "12345"),
            step(.type("6"), "123 456|", "123456"),
            step(.type("7"), "1 234 567|", "1234567"),
            step(.backspace, "123 456|", "123456"),
            step(.backspace, "12 345|", "12345"),
            step(.moveCaret(0), "|12 345", "12345"),
            step(.type("9"), "9|12 345", "912345"),
        ]),
        EditingScenario(name: "a right-to-left amount with cents fills from the cents",
                        configuration: .init(primaryFormat: "[000] [000] [000]{.}[00]", rightToLeft: true), steps: [
            step(.type("1"), "1|", "1"),
            step(.type("2"), "12|", "12"),
            step(.type("3"), "1.23|", "1.23"),
            step(.type("4"), "12.34|", "12.34"),
            step(.type("567"), "12 345.67|", "12345.67"),
            step(.backspace, "1 234.56|", "1234.56"),
        ]),
    ]

    @Test("Right-to-left fields", arguments: rightToLeft)
    func rightToLeftScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }

    // MARK: - Input methods

    static let composition: [EditingScenario] = [
        EditingScenario(name: "a Japanese keyboard composes kana, committed into a digits field", configuration: .init(primaryFormat: usPhone), steps: [
            step(.focus, "+1 (|", ""),
            step(.type("5"), "+1 (5|", "5"),
            step(.compose("ｋ"), "+1 (5ｋ|", "5"),
            step(.compose("か"), "+1 (5か|", "5"),
            step(.commit, "+1 (5|", "5", dropped: ["か"]),
            // Full-width digits are decimal digits: the mask keeps them.
            step(.compose("１"), "+1 (5１|", "5"),
            step(.commit, "+1 (5１|", "5１"),
        ]),
        EditingScenario(name: "a Korean keyboard composes a syllable in a letters field", configuration: .init(primaryFormat: "[AAAA]"), steps: [
            step(.type("a"), "a|", "a"),
            step(.compose("ㅎ"), "aㅎ|", "a"),
            step(.compose("하"), "a하|", "a"),
            step(.compose("한"), "a한|", "a"),
            step(.commit, "a한|", "a한"),
        ]),
        EditingScenario(name: "a dead key: the accent is marked, then the letter replaces it", configuration: .init(primaryFormat: "[AA]{-}[00]"), steps: [
            step(.compose("´"), "´|", ""),
            step(.type("é"), "é|", "é"),
            step(.type("z"), "éz-|", "éz-"),
        ]),
        EditingScenario(name: "composing text that turns out empty deletes the selection it replaced", configuration: .init(primaryFormat: "[0000]"), steps: [
            step(.type("1234"), "1234|", "1234"),
            step(.select(1..<3), "1[23]4", "1234"),
            step(.compose("ｘ"), "1ｘ|4", "1234"),
            step(.compose(""), "1|4", "1234"),
            step(.commit, "1|4", "14"),
        ]),
    ]

    @Test("Input methods: marked text passes through and is formatted when committed", arguments: composition)
    func compositionScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }
}
