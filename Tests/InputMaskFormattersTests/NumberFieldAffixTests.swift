import Foundation
import Testing

@testable import InputMaskFormatters

// Prefix and suffix: shown around the number, never in the value, never split by the caret.

private func field(prefix: String = "", suffix: String = "", locale: NumberLocale = .enUS) -> NumberField {
    NumberField(configuration: .init(locale: locale, prefix: prefix, suffix: suffix))
}

@Test("typing into an empty field shows the affixes with the first digit", arguments: [
    ("$", "", "$1,234|"),
    ("€ ", "", "€ 1,234|"),
    ("", " €", "1,234| €"),
    ("", "/month", "1,234|/month"),
    ("$", "/month", "$1,234|/month"),
])
func typingShowsAffixes(prefix: String, suffix: String, expected: String) {
    var field = field(prefix: prefix, suffix: suffix)
    for key in "1234" {
        field.replace(utf16Range: field.result.caretUTF16Offset..<field.result.caretUTF16Offset, with: String(key))
    }
    #expect(field.result.description == expected)
    #expect(field.result.value == "1234")
    #expect(field.result.caretCharacterOffset == expected.prefix { $0 != "|" }.count)
}

@Test("deleting the last digit removes the affixes too")
func deletingEverythingEmpties() {
    var field = field(prefix: "$", suffix: "/month")
    field.setText("5")
    #expect(field.text == "$5/month")
    #expect(field.replace(utf16Range: 1..<2, with: "").text == "")
    #expect(field.result.value == "")
}

@Test("a backspace or selection inside an affix edits only the number")
func editsInsideAffixesAreClamped() {
    var field = field(prefix: "€ ", suffix: "/month")
    field.setText("1234")
    #expect(field.text == "€ 1,234/month")
    // Backspace with the caret right after the prefix: the range is inside the prefix.
    #expect(field.replace(utf16Range: 1..<2, with: "").description == "€ |1,234/month")
    // Typing inside the suffix lands at the number's end.
    #expect(field.replace(utf16Range: 10..<10, with: "5").description == "€ 12,345|/month")
    // Select all and delete.
    #expect(field.replace(utf16Range: 0..<field.text.utf16.count, with: "").text == "")
}

@Test("a pasted value with the affixes keeps their digits and separators out", arguments: [
    "$1,234.50/month", "1234.50", "$1234.5",
])
func pastedWithAffixes(pasted: String) {
    var field = field(prefix: "$", suffix: "/month")
    let result = field.setText(pasted)
    #expect(result.value == (pasted.hasSuffix("5") ? "1234.5" : "1234.50"))
    #expect(result.text == "$" + (pasted.hasSuffix("5") ? "1,234.5" : "1,234.50") + "/month")
}

@Test("an affix with digits is not read as part of the number")
func affixWithDigits() {
    var field = field(suffix: " m²/24h")
    field.setText("12")
    #expect(field.text == "12 m²/24h")
    #expect(field.replace(utf16Range: 2..<2, with: "3").text == "123 m²/24h")
    #expect(field.result.value == "123")
}

@Test("negative numbers keep the sign after the prefix")
func negativeAfterPrefix() {
    var field = field(prefix: "$")
    #expect(field.setText("–5").text == "$-5")
    #expect(field.result.value == "-5")
}

@Test("a prefix that merges with the number's first Character never puts the caret inside it")
func mergingPrefix() {
    // A lone combining mark after the prefix's last letter would merge; here a ZWJ ends it.
    var field = field(prefix: "x\u{200D}")
    let result = field.setText("5")
    #expect(result.value == "5")
    #expect(result.caretUTF16Offset == String(result.text.prefix(result.caretCharacterOffset)).utf16.count)
}

@Test("a Swiss rent field: locale from Foundation, prefix, suffix, bounds and commit together")
func swissRentField() {
    var rent = NumberField(configuration: .init(
        locale: NumberLocale(locale: Locale(identifier: "de_CH")), prefix: "CHF ", suffix: "/Monat",
        minimum: 100, maximum: 10_000, committedFractionDigits: 2))
    #expect(rent.setText("１２３４.5").text == "CHF 1’234.5/Monat")
    #expect(rent.commit().text == "CHF 1’234.50/Monat")
    #expect(rent.setText("20000").refused == .aboveMaximum)
    #expect(rent.text == "CHF 1’234.50/Monat")
    #expect(rent.isValid)
    #expect(rent.result.decimal == Decimal(string: "1234.5"))
}
