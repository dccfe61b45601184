import InputMask
import Testing

/// `Configuration.normalizesDigits` and `normalizesDashes`: digits of every script written as ASCII,
/// dashes read as the `-` a mask shows.
@Suite("Editing: digits of any script and dashes")
struct EditingKeyboardTextNormalizerTests {
    static func digits(_ format: String, rightToLeft: Bool = false) -> MaskedTextInput.Configuration {
        .init(primaryFormat: format, rightToLeft: rightToLeft, normalizesDigits: true)
    }

    static func dashes(_ format: String, autocomplete: Bool = true) -> MaskedTextInput.Configuration {
        .init(primaryFormat: format, autocomplete: autocomplete, normalizesDashes: true)
    }

    /// Every Unicode scalar of general category Nd, with its digit value.
    static let decimalDigits: [(scalar: Unicode.Scalar, value: Int)] = (0...0x10FFFF).compactMap { code in
        guard let scalar = Unicode.Scalar(code), !scalar.isASCII, scalar.properties.numericType == .decimal,
              let value = scalar.properties.numericValue else { return nil }
        return (scalar, Int(value))
    }

    @Test("Every non-ASCII decimal digit of Unicode fills a digit slot as its ASCII digit")
    func everyDecimalDigit() throws {
        // Unicode 15 has 66 blocks of ten decimal digits besides ASCII's.
        #expect(Self.decimalDigits.count >= 650)
        var input = try MaskedTextInput(configuration: Self.digits("[0]"))
        for (scalar, value) in Self.decimalDigits {
            let result = input.setText(String(Character(scalar)))
            #expect(result.text == String(value), "U+\(String(scalar.value, radix: 16, uppercase: true))")
            #expect(result.value == String(value))
            #expect(result.complete)
        }
    }

    // Full-width digits from a Japanese keyboard (imaskjs #1095); Arabic-Indic, Persian and
    // Devanagari digits from those keyboards; mathematical digits outside the BMP.
    @Test("Digits of a script typed, pasted, set or composed are written as ASCII", arguments: [
        "１２３４５６７", "١٢٣٤٥٦٧", "۱۲۳۴۵۶۷", "१२३४५६७", "𝟏𝟐𝟑𝟒𝟓𝟔𝟕", "12３4５６７",
    ])
    func scriptDigits(_ digits: String) throws {
        try EditingScenario(name: digits, configuration: Self.digits("[000]-[0000]"), steps: [
            step(.paste(digits), "123-4567|", "1234567", dropped: []),
            step(.clear, "|", ""),
            step(.type(digits), "123-4567|", "1234567"),
            step(.setText(digits), "123-4567|", "1234567"),
            step(.clear, "|", ""),
            step(.compose(digits), "\(digits)|", ""),
            step(.commit, "123-4567|", "1234567"),
        ]).run()
    }

    static let digitScenarios: [EditingScenario] = [
        // input-mask 7.x keeps the digit as typed; so does the default configuration.
        EditingScenario(name: "off by default: full-width digits stay as typed", configuration: .init(primaryFormat: "[000]-[0000]"), steps: [
            step(.paste("１２３４"), "１２３-４|", "１２３４"),
        ]),
        EditingScenario(name: "a right-to-left amount in Arabic-Indic digits", configuration: digits("[000] [000]{.}[00]", rightToLeft: true), steps: [
            step(.paste("١٢٣٤٥"), "123.45|", "123.45"),
        ]),
        EditingScenario(name: "digits in an alphanumeric slot", configuration: digits("[___]"), steps: [
            step(.paste("a١b"), "a1b|", "a1b"),
        ]),
        EditingScenario(name: "a keycap digit is not one decimal digit: it is dropped as typed", configuration: digits("[000]"), steps: [
            step(.paste("1️⃣２"), "2|", "2", dropped: ["1️⃣"]),
        ]),
        // The format's own `٣` stays as typed, so its literal matches it and the shown text sets back to itself.
        EditingScenario(name: "a digit the format shows as a literal stays as typed", configuration: digits("{٣}[00]"), steps: [
            step(.paste("٣٤٥"), "٣45|", "٣45"),
            step(.setText("٣45"), "٣45|", "٣45"),
        ]),
        EditingScenario(name: "a full-width digit beyond the mask is dropped as its ASCII digit", configuration: digits("[00]"), steps: [
            step(.paste("１２３"), "12|", "12", dropped: ["3"]),
        ]),
    ]

    @Test("Digits: where they land", arguments: digitScenarios)
    func digitsScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }

    @Test("Turning the option on formats the text again with ASCII digits")
    func setConfigurationRewritesText() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[000]"))
        #expect(input.replace(utf16Range: 0..<0, with: "١٢").text == "١٢")
        let result = try input.setConfiguration(Self.digits("[000]"))
        #expect(result.text == "12")
        #expect(result.value == "12")
    }

    // Found by the editing fuzzer (its check expected the shown text back unrewritten).
    @Test("A digit with a combining mark stays as typed; left bare by deleting the mark, it is rewritten when set again",
          arguments: [false, true])
    func digitLeftBareByDeletingItsMark(rightToLeft: Bool) throws {
        var input = try MaskedTextInput(configuration: Self.digits("[___]", rightToLeft: rightToLeft))
        #expect(input.replace(utf16Range: 0..<0, with: "1٣\u{301}").text == "1٣\u{301}")
        let bare = input.replace(utf16Range: 2..<3, with: "")
        #expect(bare.text == "1٣")
        #expect(input.setText(bare.text).text == "13")
    }

    // Found by the editing fuzzer: marked text ended by an edit stood un-rewritten, so setting the
    // shown text again changed it.
    @Test("Marked text that an edit ends is rewritten too, and the edit's offsets move with it",
          arguments: [("５", 2), ("𝟓", 3)])
    func markedTextEndedByAnEdit(_ marked: String, _ end: Int) throws {
        var input = try MaskedTextInput(configuration: Self.digits("[000]"))
        input.replace(utf16Range: 0..<0, with: "1")
        #expect(input.setMarkedText(marked).text == "1\(marked)")
        let result = input.replace(utf16Range: end..<end, with: "6")
        #expect(result.text == "156")
        #expect(result.caretUTF16Offset == 3)
        #expect(input.setText(result.text).text == "156")
    }

    @Test("A dropped astral digit is reported at its offset in the rewritten text")
    func astralDigitOffsets() throws {
        var input = try MaskedTextInput(configuration: Self.digits("[0]"))
        let result = input.replace(utf16Range: 0..<0, with: "x𝟏𝟐")
        #expect(result.text == "1")
        #expect(result.dropped.map(\.character) == ["x", "2"])
        #expect(result.dropped.map(\.inputUTF16Offset) == [0, 2])
    }

    // MARK: - Dashes

    static let dashCharacters = ["-", "\u{2212}", "\u{2013}", "\u{2014}", "\u{2010}", "\u{2011}", "\u{FF0D}"]

    // Smart punctuation types an en dash for `--` (input-mask-android's report of a crash on `–`);
    // pasted numbers carry the minus sign or an em dash.
    @Test("A dash typed where the mask shows `-` is taken as that literal", arguments: dashCharacters)
    func dashAsLiteral(_ dash: String) throws {
        try EditingScenario(name: dash, configuration: Self.dashes("[00]-[00]", autocomplete: false), steps: [
            step(.type("12"), "12|", "12"),
            step(.type(dash), "12-|", "12", dropped: []),
            step(.type("34"), "12-34|", "1234"),
        ]).run()
        try EditingScenario(name: dash, configuration: Self.dashes("+1 ([000]) [000]-[0000]"), steps: [
            step(.paste("555 123\(dash)4567"), "+1 (555) 123-4567|", "5551234567", dropped: []),
        ]).run()
    }

    // input-mask 7.x: the mask adds its own `-` and drops the typed dash.
    @Test("Without the option, a dash other than `-` is dropped where `-` stands", arguments: dashCharacters.dropFirst())
    func dashDroppedByDefault(_ dash: String) throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[00]-[00]", autocomplete: false))
        input.replace(utf16Range: 0..<0, with: "12")
        let result = input.replace(utf16Range: 2..<2, with: dash)
        #expect(result.text == "12-")
        #expect(result.dropped.map(\.character) == [Character(dash)])
    }

    static let dashScenarios: [EditingScenario] = [
        EditingScenario(name: "a dash where the mask has no `-` is dropped as `-`", configuration: dashes("[0000]"), steps: [
            step(.paste("12–34"), "1234|", "1234", dropped: ["-"]),
        ]),
        EditingScenario(name: "a dash the format itself shows stays as typed", configuration: dashes("[00]–[00]", autocomplete: false), steps: [
            step(.paste("12–34"), "12–34|", "1234", dropped: []),
        ]),
        EditingScenario(name: "a `{-}` block keeps the dash in the value as `-`", configuration: dashes("[00]{-}[00]", autocomplete: false), steps: [
            step(.paste("12—34"), "12-34|", "12-34", dropped: []),
        ]),
        EditingScenario(name: "a one-time code written with an en dash", configuration: dashes("[000]-[000]"), steps: [
            step(.paste("123–456"), "123-456|", "123456", dropped: []),
        ]),
    ]

    @Test("Dashes: where they land", arguments: dashScenarios)
    func dashesScenarios(_ scenario: EditingScenario) throws {
        try scenario.run()
    }
}
