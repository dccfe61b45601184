import Testing

@testable import InputMaskFormatters

// How an edit's texts are read: text whose Characters are each one ASCII byte is read by bytes,
// any other Character by Character. Both ways must read the same number.

@Test("a text read Character by Character reads as its ASCII twin", arguments: [
    ("1,234.5", "\u{2009}"),  // a thin space (ignored) makes the text non-ASCII
    ("-12.75", "\u{00A0}"),
    ("1.234.567,89", "\u{202F}"),
    ("007", "\u{2009}"),
    (".5", "\u{00A0}"),
])
func characterReadingMatchesByteReading(ascii: String, ignored: String) {
    for locale in [NumberLocale.enUS, .deDE] {
        var plain = NumberField(configuration: .init(locale: locale))
        var mixed = NumberField(configuration: .init(locale: locale))
        let expected = plain.setText(ascii)
        let result = mixed.setText(ascii + ignored)
        #expect(result.text == expected.text)
        #expect(result.value == expected.value)
        #expect(result.caretUTF16Offset == expected.caretUTF16Offset)
    }
}

@Test("a carriage return makes a text be read by Characters, and it is ignored like any other")
func carriageReturnIsIgnored() {
    var field = NumberField(configuration: .init(locale: .enUS))
    #expect(field.setText("12\r\n34\r5").text == "12,345")
    #expect(field.result.value == "12345")
}

@Test("typing into a text with non-ASCII grouping separators keeps the caret after the typed digit", arguments: [
    (NumberLocale.frFR, "1\u{202F}234\u{202F}567,8"), (.ruRU, "1\u{00A0}234\u{00A0}567,8"),
])
func nonASCIISeparatorsKeepTheCaret(locale: NumberLocale, typed: String) {
    var field = NumberField(configuration: .init(locale: locale))
    for key in "1234567,8" {
        let caret = field.result.caretUTF16Offset
        field.replace(utf16Range: caret..<caret, with: String(key))
    }
    #expect(field.text == typed)
    #expect(field.result.caretUTF16Offset == typed.utf16.count)
    #expect(field.result.caretCharacterOffset == typed.count)
    // A digit typed after the first group's digit: the caret stays after it across the regrouping.
    field.replace(utf16Range: 1..<1, with: "9")
    #expect(field.result.value == "19234567.8")
    #expect(field.result.description == "19|\(typed.dropFirst(1).prefix(1))234\(typed.dropFirst(1).prefix(1))567,8")
}

@Test("an ASCII Character canonically equal to the locale's decimal separator is read as it")
func canonicallyEqualDecimalSeparator() {
    // U+037E GREEK QUESTION MARK is canonically equivalent to `;`.
    let locale = NumberLocale(identifier: "x", groupingSeparator: " ", decimalSeparator: "\u{037E}")
    var field = NumberField(configuration: .init(locale: locale))
    #expect(field.setText("1234;5").value == "1234.5")
    #expect(field.text == "1 234\u{037E}5")
    let end = field.result.caretUTF16Offset
    #expect(field.replace(utf16Range: end..<end, with: "6").value == "1234.56")
}
