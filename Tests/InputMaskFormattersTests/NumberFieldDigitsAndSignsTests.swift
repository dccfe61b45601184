import Testing

@testable import InputMaskFormatters

// What keyboards send for digits and minus signs: full-width digits from CJK keyboards, the
// digits of Arabic, Persian and Devanagari keyboards (all Unicode category Nd), and the dashes
// that smart punctuation and other keyboards put where a person typed a minus.

@Test("any script's digits are written as ASCII", arguments: [
    ("１２３４", "1,234", "1234"),  // full-width
    ("١٢٣٤٫٥", "12,345", "12345"),  // Arabic-Indic; U+066B is not en_US's decimal separator, so it is ignored
    ("۱۲۳۴.۵", "1,234.5", "1234.5"),  // Extended Arabic-Indic (Persian)
    ("१२३४.५६", "1,234.56", "1234.56"),  // Devanagari
    ("𝟏𝟐𝟑𝟒", "1,234", "1234"),  // mathematical bold, outside the Basic Multilingual Plane
])
func anyScriptDigits(pasted: String, text: String, value: String) {
    var field = NumberField(configuration: .init(locale: .enUS))
    let result = field.setText(pasted)
    #expect(result.text == text)
    #expect(result.value == value)
}

@Test("full-width digits typed one by one")
func fullWidthTypedOneByOne() {
    var field = NumberField(configuration: .init(locale: .enUS))
    for key in "１２３４" { field.replace(utf16Range: field.result.caretUTF16Offset..<field.result.caretUTF16Offset, with: String(key)) }
    #expect(field.result.description == "1,234|")
    #expect(field.result.value == "1234")
}

@Test("every dash people type as a minus is read as one", arguments: ["-", "\u{2212}", "\u{2013}", "\u{2014}"])
func dashesAreMinus(dash: String) {
    var field = NumberField(configuration: .init(locale: .enUS))
    #expect(field.setText(dash + "1234").text == "-1,234")
    #expect(field.result.value == "-1234")
    // Typed before a number already there (iOS smart punctuation turns `-` into `–`).
    var typed = NumberField(configuration: .init(locale: .enUS))
    typed.setText("1234")
    #expect(typed.replace(utf16Range: 0..<0, with: dash).description == "-|1,234")
}

@Test("dashes are ignored where negatives are not allowed", arguments: ["-", "\u{2212}", "\u{2013}", "\u{2014}"])
func dashesIgnoredWithoutNegatives(dash: String) {
    var field = NumberField(configuration: .init(locale: .enUS, allowsNegative: false))
    #expect(field.setText(dash + "1234").text == "1,234")
}

@Test("a locale separator that is a digit of another script is not used", arguments: ["٣", "７"])
func digitSeparatorsAreReplaced(separator: Character) {
    var field = NumberField(configuration: .init(locale: NumberLocale(identifier: "x", groupingSeparator: separator, decimalSeparator: ".")))
    #expect(field.setText("1234567").text == "1234567")
}
