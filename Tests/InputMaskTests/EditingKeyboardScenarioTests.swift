import InputMask
import Testing

/// What keyboards send, as the reference trackers report it: QuickType suggestions, one-time codes,
/// predictive words, swipe and double-space punctuation, forwarded to `MaskedTextInput` as a text
/// field delegate receives them.
@Suite("Editing: what keyboards send")
struct EditingKeyboardScenarioTests {
    static let usPhone = "+1 ([000]) [000]-[0000]"
    static let code = "[000000]"

    // MARK: - QuickType suggestions

    /// How a contact's number may be written in Contacts, which QuickType sends as it is.
    static let suggestions = ["(555) 123-4567", "+1 (555) 123-4567", "+1 555-123-4567", "5551234567", "+15551234567", "555-123-4567"]

    /// QuickType first sends `" "` (PhoneNumberKit #221) or, since iOS 14, `""` (PhoneNumberKit #426)
    /// at `0..<0`, then the suggestion over that space or inserted at the caret.
    static let quickTypeEvents: [(first: String, overTheSpace: Bool)] = [(" ", true), (" ", false), ("", true), ("", false)]

    @Test("A QuickType phone suggestion fills a `+1` field once, whatever its first event and written form",
          arguments: suggestions, quickTypeEvents.indices)
    func quickTypePhoneSuggestion(_ suggestion: String, _ events: Int) throws {
        let (first, overTheSpace) = Self.quickTypeEvents[events]
        var field = try TextFieldSimulator(.init(primaryFormat: Self.usPhone))
        field.edit(0..<0, with: first)
        #expect(field.display == "+1 (|")
        let result = overTheSpace ? field.edit(0..<1, with: suggestion) : field.paste(suggestion)
        #expect(field.display == "+1 (555) 123-4567|")
        #expect(result.value == "5551234567")
        #expect(result.complete)
        // Every digit of the number is kept; only punctuation the mask has no place for may go.
        #expect(result.dropped.filter(\.isFromEdit).allSatisfy { !$0.character.isNumber })
    }

    // input-mask-ios #70: in `([000]) [000]-[0000]` the suggestion left only `(`.
    @Test("A QuickType suggestion in a field without country code", arguments: quickTypeEvents.indices)
    func quickTypeWithoutCountryCode(_ events: Int) throws {
        let (first, overTheSpace) = Self.quickTypeEvents[events]
        var field = try TextFieldSimulator(.init(primaryFormat: "([000]) [000]-[0000]"))
        field.edit(0..<0, with: first)
        #expect(field.display == "(|")
        let result = overTheSpace ? field.edit(0..<1, with: "(555) 123-4567") : field.paste("(555) 123-4567")
        #expect(field.display == "(555) 123-4567|")
        #expect(result.value == "5551234567")
        #expect(result.dropped.filter(\.isFromEdit).isEmpty)
    }

    // MARK: - One-time codes

    static let oneTimeCodes: [EditingScenario] = [
        EditingScenario(name: "a one-time code arrives whole", configuration: .init(primaryFormat: code), steps: [
            step(.paste("123456"), "123456|", "123456", dropped: []),
        ]),
        // LiuSky/CodeTextField #3: the whole code, then again digit by digit.
        EditingScenario(name: "a one-time code arrives whole, then again digit by digit", configuration: .init(primaryFormat: code), steps: [
            step(.paste("123456"), "123456|", "123456"),
            step(.type("1"), "123456|", "123456", dropped: ["1"]),
            step(.type("2345"), "123456|", "123456", dropped: ["5"]),
            step(.type("6"), "123456|", "123456", dropped: ["6"]),
        ]),
        EditingScenario(name: "a one-time code arrives whole twice", configuration: .init(primaryFormat: code), steps: [
            step(.paste("123456"), "123456|", "123456"),
            step(.paste("123456"), "123456|", "123456", dropped: ["1", "2", "3", "4", "5", "6"]),
        ]),
        // iOS-OTPField #3: `""`, `""`, then one event per digit.
        EditingScenario(name: "a one-time code arrives digit by digit after two empty insertions", configuration: .init(primaryFormat: code), steps: [
            step(.edit(0..<0, ""), "|", ""),
            step(.edit(0..<0, ""), "|", ""),
            step(.type("12345"), "12345|", "12345"),
            step(.type("6"), "123456|", "123456", dropped: []),
        ]),
        EditingScenario(name: "a one-time code written `123 456`", configuration: .init(primaryFormat: code), steps: [
            step(.paste("123 456"), "123456|", "123456", dropped: [" "]),
        ]),
        EditingScenario(name: "a one-time code written `123-456`", configuration: .init(primaryFormat: code), steps: [
            step(.paste("123-456"), "123456|", "123456", dropped: ["-"]),
        ]),
        // input-mask-ios #84: a paste longer than the mask crashed.
        EditingScenario(name: "a paste longer than the code field", configuration: .init(primaryFormat: code), steps: [
            step(.paste("12345678901234"), "123456|", "123456", dropped: Array("78901234")),
        ]),
    ]

    @Test("One-time codes", arguments: oneTimeCodes)
    func oneTimeCodeScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }

    @Test("What goes beyond a full code field is dropped because the field is full", arguments: ["1234567", "123456123456"])
    func codeOverflowReason(_ pasted: String) throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: Self.code))
        let result = input.replace(utf16Range: 0..<0, with: pasted)
        #expect(result.text == "123456")
        #expect(result.complete)
        #expect(result.dropped.count == pasted.count - 6)
        #expect(result.dropped.allSatisfy { $0.reason == .maskFull && $0.isFromEdit })
    }

    // MARK: - Predictive text, swipe, double space

    static let predictive: [EditingScenario] = [
        // input-mask-ios #60: delete all, type `f`, pick the prediction `For` (it crashed).
        EditingScenario(name: "a predicted word replaces the current word", configuration: .init(primaryFormat: "{F}[00099]"), steps: [
            step(.setText("F12345"), "F12345|", "F12345"),
            step(.selectAll, "[F12345]", "F12345"),
            step(.backspace, "|", ""),
            step(.type("f"), "F|", "F", dropped: ["f"]),
            step(.edit(0..<1, "For"), "F|", "F", dropped: ["o", "r"]),
            step(.type("1"), "F1|", "F1"),
        ]),
        // Swipe typing re-sends the word (iOS 13; RSFormView #59, input-mask-ios #81).
        EditingScenario(name: "a swiped word sent twice", configuration: .init(primaryFormat: "[AAAAA]"), steps: [
            step(.paste("Hello"), "Hello|", "Hello"),
            step(.paste("Hello"), "Hello|", "Hello", dropped: Array("Hello")),
            step(.paste(" Hello"), "Hello|", "Hello", dropped: Array(" Hello")),
        ]),
        EditingScenario(name: "a swiped word sent twice into a half-filled field", configuration: .init(primaryFormat: "[AAAAAAAA]"), steps: [
            step(.paste("Hello"), "Hello|", "Hello"),
            step(.paste("Hello"), "HelloHel|", "HelloHel", dropped: ["l", "o"]),
        ]),
        // input-mask-android #92, event detail from maskito #2023: the first space is rejected, then
        // the keyboard deletes backwards and inserts `". "`, taking a real Character.
        EditingScenario(name: "a double space turned into `. ` after a delete", configuration: .init(primaryFormat: "[AA00] [____] [____]"), steps: [
            step(.setText("SE32 T"), "SE32 T|", "SE32T"),
            step(.type(" "), "SE32 T|", "SE32T", dropped: [" "]),
            step(.backspace, "SE32 |", "SE32"),
            step(.paste(". "), "SE32 |", "SE32", dropped: [".", " "]),
        ]),
        // maskito #2023 on macOS: the previous space is selected and replaced with `". "`.
        EditingScenario(name: "a double space turned into `. ` over the previous space", configuration: .init(primaryFormat: "[AA00] [____] [____]"), steps: [
            step(.setText("SE32 T"), "SE32 T|", "SE32T"),
            step(.type(" "), "SE32 T|", "SE32T", dropped: [" "]),
            step(.select(4..<5), "SE32[ ]T", "SE32T"),
            step(.paste(". "), "SE32 |T", "SE32T", dropped: [".", " "]),
        ]),
        // input-mask-android #71: a Samsung keyboard keeps composing into a full field.
        EditingScenario(name: "keys pressed in a full field", configuration: .init(primaryFormat: "[AA]{-}[0000]{-}[000000]"), steps: [
            step(.setText("AB-1234-567890"), "AB-1234-567890|", "AB-1234-567890"),
            step(.type("0000"), "AB-1234-567890|", "AB-1234-567890", dropped: ["0"]),
            step(.type("0"), "AB-1234-567890|", "AB-1234-567890", dropped: ["0"]),
        ]),
        // Smart punctuation in a letters field: dropped with a reason, no crash.
        EditingScenario(name: "smart quotes and dashes in a letters field", configuration: .init(primaryFormat: "[AAAA]"), steps: [
            step(.paste("it’s"), "its|", "its", dropped: ["’"]),
            step(.paste("–—"), "its|", "its", dropped: ["–", "—"]),
        ]),
    ]

    @Test("Predictive text, swipe and double space", arguments: predictive)
    func predictiveScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }

    @Test("Each keystroke in a full field reports the field full")
    func fullFieldKeystrokeReason() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[AA]{-}[0000]{-}[000000]"))
        input.setText("AB-1234-567890")
        for _ in 0..<5 {
            let result = input.replace(utf16Range: 14..<14, with: "0")
            #expect(result.text == "AB-1234-567890")
            #expect(result.dropped.map(\.reason) == [.maskFull])
            #expect(!result.valueChanged)
        }
    }
}
