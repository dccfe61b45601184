import Foundation
import Testing

@testable import InputMaskFormatters

/// `text` with `G` and `D` standing for the locale's grouping and decimal separators.
func localized(_ template: String, _ locale: NumberLocale) -> String {
    String(template.map { $0 == "G" ? locale.groupingSeparator : $0 == "D" ? locale.decimalSeparator : $0 })
}

/// A number field with `|` marking the caret.
func display(_ result: NumberField.Result) -> String { result.description }

/// One edit on `1G234G567D89`: replace the Character range with `string`, expect `|`-marked text.
struct NumberEdit: Sendable, CustomStringConvertible {
    let range: Range<Int>
    let string: String
    let expected: String
    var description: String { "\(range) ← \"\(string)\" ⇒ \(expected)" }
}

let threeGroupEdits: [NumberEdit] = [
    .init(range: 5..<5, string: "0", expected: "12G340|G567D89"),  // type 0 after 1,234
    .init(range: 0..<0, string: "9", expected: "9|1G234G567D89"),  // type 9 at the front
    .init(range: 2..<2, string: "5", expected: "15|G234G567D89"),  // type 5 after "1,"
    .init(range: 4..<5, string: "", expected: "123|G567D89"),  // delete the 4
    .init(range: 1..<2, string: "", expected: "|234G567D89"),  // backspace over a separator deletes the 1
    .init(range: 6..<7, string: "", expected: "123G4|67D89"),  // delete the 5
    .init(range: 9..<10, string: "", expected: "123G456G7|89"),  // delete the decimal separator
    .init(range: 11..<11, string: "5", expected: "1G234G567D85|"),  // a third fraction digit is cut
    .init(range: 3..<3, string: ".", expected: "1G2|34G567D89"),  // a second separator is ignored
    .init(range: 3..<3, string: ",", expected: "1G2|34G567D89"),
    .init(range: 0..<9, string: "", expected: "|0D89"),  // the integer part becomes 0
    .init(range: 0..<0, string: "0", expected: "|1G234G567D89"),  // a leading zero collapses
    .init(range: 0..<0, string: "-", expected: "-|1G234G567D89"),
    .init(range: 12..<12, string: "7", expected: "1G234G567D89|"),  // no room in the fraction
]

@Test("typing and deleting in the middle of 1,234,567.89", arguments: [NumberLocale.enUS, .deDE, .frFR, .ruRU], threeGroupEdits)
func editInTheMiddle(locale: NumberLocale, edit: NumberEdit) {
    var field = NumberField(configuration: .init(locale: locale))
    #expect(field.setText("1234567.89").text == localized("1G234G567D89", locale))
    let text = field.text
    let lower = text.index(text.startIndex, offsetBy: edit.range.lowerBound)
    let upper = text.index(text.startIndex, offsetBy: edit.range.upperBound)
    let utf16 = text.utf16.distance(from: text.startIndex, to: lower)..<text.utf16.distance(from: text.startIndex, to: upper)
    let result = field.replace(utf16Range: utf16, with: edit.string)
    #expect(display(result) == localized(edit.expected, locale))
    #expect(result.caretUTF16Offset == String(result.text.prefix(result.caretCharacterOffset)).utf16.count)
}

@Test("en_IN lakh grouping", arguments: [
    NumberEdit(range: 4..<4, string: "0", expected: "1,23,0|4,567.89"),
    NumberEdit(range: 4..<5, string: "", expected: "1,23|,567.89"),  // delete the 4
    NumberEdit(range: 2..<3, string: "", expected: "1|,34,567.89"),  // backspace over "," deletes the 2
    NumberEdit(range: 0..<0, string: "9", expected: "9|,12,34,567.89"),
    NumberEdit(range: 6..<7, string: "", expected: "1,23,4|67.89"),  // delete the 5
    NumberEdit(range: 11..<11, string: "1", expected: "12,34,567.81|"),
])
func lakhGrouping(edit: NumberEdit) {
    var field = NumberField(configuration: .init(locale: .enIN))
    #expect(field.setText("1234567.89").text == "12,34,567.89")
    let result = field.replace(utf16Range: edit.range, with: edit.string)
    #expect(display(result) == edit.expected)
}

@Test("typing from empty, digit by digit", arguments: NumberLocale.builtIn)
func typeFromEmpty(locale: NumberLocale) {
    var field = NumberField(configuration: .init(locale: locale))
    var shown: [String] = []
    for key in "-001234567,891" {
        let result = field.replace(utf16Range: field.result.caretUTF16Offset..<field.result.caretUTF16Offset, with: String(key))
        shown.append(display(result))
    }
    let expected = locale == .enIN
        ? ["-|", "-0|", "-0|", "-1|", "-12|", "-123|", "-1,234|", "-12,345|", "-1,23,456|", "-12,34,567|", "-12,34,567.|",
           "-12,34,567.8|", "-12,34,567.89|", "-12,34,567.89|"]
        : ["-|", "-0|", "-0|", "-1|", "-12|", "-123|", "-1G234|", "-12G345|", "-123G456|", "-1G234G567|", "-1G234G567D|",
           "-1G234G567D8|", "-1G234G567D89|", "-1G234G567D89|"].map { localized($0, locale) }
    #expect(shown == expected)
    #expect(field.result.value == "-1234567.89")
    #expect(field.result.decimal == Decimal(string: "-1234567.89", locale: Locale(identifier: "en_US_POSIX")))
}

@Test("both . and , start the fraction when typed", arguments: NumberLocale.builtIn, [".", ","])
func eitherSeparatorTyped(locale: NumberLocale, separator: String) {
    var field = NumberField(configuration: .init(locale: locale))
    field.setText("12")
    let result = field.replace(utf16Range: 2..<2, with: separator)
    #expect(result.text == "12" + String(locale.decimalSeparator))
    #expect(field.replace(utf16Range: 3..<3, with: "5").text == "12" + String(locale.decimalSeparator) + "5")
    #expect(field.result.value == "12.5")
}

@Test("pasted and stored values", arguments: [
    (NumberLocale.enUS, "1,234,567.891", "1,234,567.89", "1234567.89"),
    (.deDE, "1.234.567,89", "1.234.567,89", "1234567.89"),
    (.enUS, "1234.5", "1,234.5", "1234.5"),
    (.frFR, "-0007,5", "-7,5", "-7.5"),
    (.ruRU, "12 345", "12\u{00A0}345", "12345"),
    (.enUS, "abc", "", ""),
    (.enUS, ".5", "0.5", "0.5"),
    (.enIN, "100000000", "10,00,00,000", "100000000"),
])
func setText(locale: NumberLocale, input: String, text: String, value: String) {
    var field = NumberField(configuration: .init(locale: locale))
    let result = field.setText(input)
    #expect(result.text == text)
    #expect(result.value == value)
    #expect(result.caretCharacterOffset == text.count)
}

// One `.` or `,` in a paste starts the fraction (`12,5` in en_US is 12.5), unless it is the
// locale's grouping separator with a whole group after it: then the locale wrote the number so,
// as a field's own text is written (`$1,234` copied from a page, or `field.text` set again). A `.`
// with as many fraction digits as a group is read as a stored value is written (`1.234`).
@Test("a pasted grouping separator with a whole group after it is grouping", arguments: [
    (NumberLocale.enUS, 2, "1,234", "1234"), (.enUS, 2, "$1,234", "1234"), (.enUS, 2, "53,750", "53750"), (.enIN, 2, "1,234", "1234"),
    (.deDE, 2, "1.234", "1234"), (.enUS, 2, "12,5", "12.5"), (.enUS, 2, "1,2345", "1.23"), (.enUS, 2, "1.234", "1.23"),
    (.deDE, 2, "1,234", "1.23"), (.frFR, 2, "1,234", "1.23"), (.enUS, 2, "1,２３４", "1234"), (.enUS, 0, "1,234", "1234"),
    (.deDE, 3, "1.234", "1.234"), (.enUS, 3, "1,234", "1234"), (.enUS, 3, "1.234", "1.234"), (.enIN, 4, "1,234", "1234"),
    (.deDE, 3, "1,234", "1.234"),
])
func pastedGroupingSeparator(locale: NumberLocale, fractionDigits: Int, pasted: String, value: String) {
    var field = NumberField(configuration: .init(locale: locale, maximumFractionDigits: fractionDigits))
    #expect(field.setText(pasted).value == value)
}

// Where the grouping separator is `.`, a value's form, a group of no more digits than the fraction
// takes reads as a value (the case above): de_DE is left out with three fraction digits or more.
@Test("setting the text a field shows gives its value back",
      arguments: NumberLocale.builtIn.flatMap { locale in (0...4).filter { locale != .deDE || $0 < 3 }.map { (locale, $0) } },
      ["1234", "53750", "1234567.5", "-1000.25", "999", "1234.125"])
func settingTheShownTextGivesTheValueBack(configuration: (locale: NumberLocale, fractionDigits: Int), value: String) {
    var field = NumberField(configuration: .init(locale: configuration.locale, maximumFractionDigits: configuration.fractionDigits))
    field.setText(value)
    var again = field
    #expect(again.setText(field.text) == field.result)
}

@Test func integersOnlyAndNoSign() {
    var field = NumberField(configuration: .init(locale: .enUS, maximumFractionDigits: 0, allowsNegative: false))
    #expect(field.setText("-1234.56").text == "1,234")  // no sign; the fraction is cut
    #expect(field.result.value == "1234")
    #expect(field.result.decimal == Decimal(1234))
    #expect(field.replace(utf16Range: 5..<5, with: ".").text == "1,234")
    field.setConfiguration(.init(locale: .deDE))
    #expect(field.text == "1.234")
}

@Test func emptyValueHasNoDecimal() {
    var field = NumberField(configuration: .init(locale: .enUS))
    #expect(field.setText("-").text == "-")
    #expect(field.result.value == "")
    #expect(field.result.decimal == nil)
}

@Test func localeDescriptors() {
    #expect(NumberLocale.builtIn("fr-FR") == .frFR)
    #expect(NumberLocale.builtIn("xx_XX") == nil)
    #expect(NumberLocale.frFR.groupingSeparator == "\u{202F}")
    #expect(NumberLocale.enIN.group("1234567") == "12,34,567")
    #expect(NumberLocale.deDE.group("123") == "123")
    #expect(NumberLocale.enUS.group("") == "")
}
