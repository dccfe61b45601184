import InputMask
import Testing

/// A whole value inserted after the prefix a field shows by itself (`+7 (` after focus): the edit
/// is also read as the whole new text, and the reading that keeps more inserted Characters wins.
@Suite("Editing: a whole value inserted over a shown prefix")
struct EditingWholeTextReadingTests {
    static let ruPhone = "+7 ([000]) [000]-[00]-[00]"
    static let ruTrunk = "8 ([000]) [000]-[00]-[00]"
    static let usPhone = "+1 ([000]) [000]-[0000]"

    /// The number every paste below means, and how people and contacts write it.
    static let ruNumber = "+7 (911) 404-11-12|"
    static let ruForms = ["+79114041112", "+7 911 404-11-12", "+7 (911) 404-11-12", "+7 911 4041112", "9114041112"]

    // Autofill and a contact's number repeat the country code the field shows after focus
    // (PhoneNumberKit #426's autofill into a prefixed field; the paste after `+7 (` of input-mask-ios #32).
    @Test("A number in any written form pasted after the `+7 (` focus shows gives the number once", arguments: ruForms)
    func pastedAfterFocusPrefix(_ pasted: String) throws {
        try EditingScenario(name: pasted, configuration: .init(primaryFormat: Self.ruPhone), steps: [
            step(.focus, "+7 (|", ""),
            step(.paste(pasted), Self.ruNumber, "9114041112", dropped: []),
        ]).run()
    }

    // The same paste with affine formats takes the general path (no single plain mask).
    @Test("With an affine trunk format, the paste after `+7 (` chooses the format the whole number fits", arguments: [
        ("+79114041112", "+7 (911) 404-11-12|", ruPhone),
        ("+7 (911) 404-11-12", "+7 (911) 404-11-12|", ruPhone),
        // The national form fits `8 (…)` whole; read after `+7 (` it would lose two digits.
        ("89114041112", "8 (911) 404-11-12|", ruTrunk),
    ])
    func pastedAfterFocusPrefixWithAffineFormats(_ pasted: String, _ display: String, _ format: String) throws {
        try EditingScenario(name: pasted, configuration: .init(primaryFormat: Self.ruPhone, affineFormats: [Self.ruTrunk]), steps: [
            step(.focus, "+7 (|", ""),
            step(.paste(pasted), display, "9114041112", format: format, dropped: []),
        ]).run()
    }

    static let readings: [EditingScenario] = [
        // Nothing inserted is dropped as it comes: the plain reading stands.
        EditingScenario(name: "digits pasted after the prefix read as they come", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.focus, "+7 (|", ""),
            step(.paste("911"), "+7 (911) |", "911", dropped: []),
        ]),
        // One Character is a keystroke: never read as the whole text.
        EditingScenario(name: "a `+` typed after the prefix is dropped", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.focus, "+7 (|", ""),
            step(.type("+"), "+7 (|", "", dropped: ["+"]),
        ]),
        // Both readings drop the last `2` (the national `8` fills the first slot either way): a tie keeps the plain one.
        EditingScenario(name: "a national number after the prefix: a tie keeps the reading as it comes",
                        configuration: .init(primaryFormat: ruPhone), steps: [
            step(.focus, "+7 (|", ""),
            step(.paste("89114041112"), "+7 (891) 140-41-11|", "8911404111", dropped: ["2"]),
        ]),
        // A typed digit before the caret: the text before it is not only what the mask shows.
        EditingScenario(name: "a number pasted after a typed digit reads as it comes", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.type("9"), "+7 (9|", "9"),
            step(.paste("+7 11"), "+7 (971) 1|", "9711", dropped: ["+", " "]),
        ]),
        // The caret put back after the prefix of a filled field: a whole new number replaces the old one.
        EditingScenario(name: "a whole number pasted after the prefix of a filled field replaces it",
                        configuration: .init(primaryFormat: ruPhone), steps: [
            step(.paste("9114041112"), "+7 (911) 404-11-12|", "9114041112"),
            step(.moveCaret(4), "+7 (|911) 404-11-12", "9114041112"),
            step(.paste("+7 (922) 111-22-33"), "+7 (922) 111-22-33|", "9221112233", dropped: []),
        ]),
        // A part of the prefix left (the `(` deleted) still counts as shown by the mask.
        EditingScenario(name: "a number pasted after part of the prefix", configuration: .init(primaryFormat: usPhone, autocomplete: false), steps: [
            step(.setText("+1 "), "+1 |", ""),
            step(.paste("+1 (555) 123-4567"), "+1 (555) 123-4567|", "5551234567", dropped: []),
        ]),
        // QuickType offers a contact's number as written in Contacts (input-mask-ios #70's `+1` field).
        EditingScenario(name: "a contact's number inserted after the `+1 (` the field shows", configuration: .init(primaryFormat: usPhone), steps: [
            step(.focus, "+1 (|", ""),
            // `-` after `555` meets the `) ` the mask shows there and has no slot: the digits all stay.
            step(.paste("+1 555-123-4567"), "+1 (555) 123-4567|", "5551234567", dropped: ["-"]),
        ]),
        // A number copied with whitespace around it (a selection dragged over the space before it):
        // before the value, the space would meet the literals and put the `7` in a slot.
        EditingScenario(name: "a number copied with a space before it, pasted after the prefix", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.focus, "+7 (|", ""),
            step(.paste(" +7 (911) 404-11-12"), ruNumber, "9114041112", dropped: []),
        ]),
        EditingScenario(name: "a number copied with a tab and a line break around it, pasted after the prefix",
                        configuration: .init(primaryFormat: ruPhone), steps: [
            step(.focus, "+7 (|", ""),
            step(.paste("\t+79114041112\n"), ruNumber, "9114041112", dropped: []),
        ]),
        // Contacts and messaging apps copy a number between bidirectional marks (Signal-Android #11630:
        // first strong isolate and pop directional isolate; iOS: left-to-right embedding and pop directional formatting).
        EditingScenario(name: "a number copied between bidirectional isolates, pasted after the prefix",
                        configuration: .init(primaryFormat: ruPhone), steps: [
            step(.focus, "+7 (|", ""),
            step(.paste("\u{2068}+7 911 404-11-12\u{2069}"), ruNumber, "9114041112", dropped: []),
        ]),
        EditingScenario(name: "a number copied between a left-to-right embedding and its pop, pasted into an empty field",
                        configuration: .init(primaryFormat: ruPhone, autocompleteOnFocus: false), steps: [
            step(.paste("\u{202A}+7 (911) 404-11-12\u{202C}"), ruNumber, "9114041112", dropped: []),
        ]),
        EditingScenario(name: "a number copied after a left-to-right mark, pasted after the prefix", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.focus, "+7 (|", ""),
            step(.paste("\u{200E}+79114041112"), ruNumber, "9114041112", dropped: []),
        ]),
        // Pasted over the whole text, or into an empty field, the reading without the whitespace is the second one.
        EditingScenario(name: "a number copied with a space before it, pasted over the whole text", configuration: .init(primaryFormat: ruPhone), steps: [
            step(.paste("9224041112"), "+7 (922) 404-11-12|", "9224041112"),
            step(.selectAll, "[+7 (922) 404-11-12]", "9224041112"),
            step(.paste(" +7 (911) 404-11-12"), ruNumber, "9114041112", dropped: []),
        ]),
        EditingScenario(name: "a number copied with a space before it, pasted into an empty field",
                        configuration: .init(primaryFormat: ruPhone, autocompleteOnFocus: false), steps: [
            step(.paste(" +7 (911) 404-11-12"), ruNumber, "9114041112", dropped: []),
        ]),
        // The whitespace left out is not the value's: what the mask drops of the rest is all that counts.
        EditingScenario(name: "a national number with a space before it, pasted into an empty field with a trunk format",
                        configuration: .init(primaryFormat: ruPhone, affineFormats: [ruTrunk], autocompleteOnFocus: false), steps: [
            step(.paste(" 89114041112"), "8 (911) 404-11-12|", "9114041112", format: ruTrunk, dropped: []),
        ]),
        // Spaces inside the value are the value's: a reading without them is never made.
        EditingScenario(name: "a code with a space inside reads as it comes", configuration: .init(primaryFormat: "[000000]"), steps: [
            step(.paste("123 456"), "123456|", "123456", dropped: [" "]),
        ]),
        // Right to left, the literals a field shows by itself stand after the caret (` ₽`).
        EditingScenario(name: "an amount pasted before the ` ₽` a right-to-left field shows",
                        configuration: .init(primaryFormat: "[000] [000] ₽", rightToLeft: true), steps: [
            step(.focus, "| ₽", ""),
            step(.paste("12 345 ₽"), "12 345| ₽", "12345", dropped: []),
        ]),
    ]

    @Test("Which reading wins", arguments: readings)
    func readingScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }

    @Test("The reading as a whole text reports what it drops, beyond the mask, as from the edit")
    func wholeReadingReportsOverflow() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: Self.ruPhone))
        input.focus()
        let result = input.replace(utf16Range: 4..<4, with: "+7 (911) 404-11-1299")
        #expect(result.text == "+7 (911) 404-11-12")
        #expect(result.dropped.map(\.character) == ["9", "9"])
        #expect(result.dropped.allSatisfy { $0.isFromEdit && $0.reason == .maskFull })
        #expect(result.caretUTF16Offset == 18)
        #expect(result.valueChanged)
    }

    // input-mask-ios #84: pastes longer than the mask. Both readings are made, each linear.
    @Test("A paste of 200,000 Characters after the prefix keeps the number and reports the rest as beyond the mask")
    func hugePasteAfterPrefix() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: Self.ruPhone))
        input.focus()
        let pasted = "+7 (911) 404-11-12" + String(repeating: "9", count: 200_000)
        let result = input.replace(utf16Range: 4..<4, with: pasted)
        #expect(result.text == "+7 (911) 404-11-12")
        #expect(result.dropped.count == 200_000)
        #expect(result.dropped.allSatisfy { $0.reason == .maskFull && $0.isFromEdit })
    }
}
