import Foundation
import Testing

@testable import InputMaskFormatters

// NumberLocale(locale:) reads what Foundation writes for the locale (on Linux and on Apple
// platforms alike, through FormatStyle with CLDR data): these are its separators and groups.

@Test("separators and groups read from Foundation locales", arguments: [
    ("de_CH", "\u{2019}", ".", 3, 3, "1’234’567.5"),
    ("fr_CH", "\u{202F}", ",", 3, 3, "1\u{202F}234\u{202F}567,5"),
    ("hi_IN", ",", ".", 3, 2, "12,34,567.5"),  // lakh grouping
    ("ar_EG", "\u{066C}", "\u{066B}", 3, 3, "1\u{066C}234\u{066C}567\u{066B}5"),  // ASCII digits in the field
    ("ja_JP", ",", ".", 3, 3, "1,234,567.5"),
])
func foundationLocales(identifier: String, grouping: String, decimal: String, primary: Int, secondary: Int, formatted: String) {
    let locale = NumberLocale(locale: Locale(identifier: identifier))
    #expect(locale.identifier == identifier)
    #expect(String(locale.groupingSeparator) == grouping)
    #expect(String(locale.decimalSeparator) == decimal)
    #expect(locale.primaryGroupSize == primary)
    #expect(locale.secondaryGroupSize == secondary)
    var field = NumberField(configuration: .init(locale: locale))
    #expect(field.setText("1234567" + decimal + "5").text == formatted)
    #expect(field.result.value == "1234567.5")
}

@Test("Arabic-Indic digits typed in an ar_EG field come out as ASCII digits")
func arabicDigitsInArabicLocale() {
    var field = NumberField(configuration: .init(locale: NumberLocale(locale: Locale(identifier: "ar_EG"))))
    #expect(field.setText("١٢٣٤٫٥").value == "1234.5")
}

@Test("grouping by four, as 万 and 億 are read")
func groupingByFour() {
    let locale = NumberLocale(locale: Locale(identifier: "ja_JP")).groupedByFour()
    #expect(locale.group("123456789") == "1,2345,6789")
    var field = NumberField(configuration: .init(locale: locale))
    #expect(field.setText("123456789.5").text == "1,2345,6789.5")
    #expect(field.replace(utf16Range: 1..<2, with: "").description == "|2345,6789.5")
}
