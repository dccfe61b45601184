import Testing

@testable import InputMaskFormatters

/// How many leading zeros the long-input tests paste.
let leadingZeros = 300_000

@Test("300,000 leading zeros collapse", arguments: NumberLocale.builtIn)
func manyLeadingZerosCollapse(locale: NumberLocale) {
    var field = NumberField(configuration: .init(locale: locale))
    let result = field.setText(String(repeating: "0", count: leadingZeros) + localized("1234567D891", locale))
    #expect(result.text == localized(locale == .enIN ? "12G34G567D89" : "1G234G567D89", locale))
    #expect(result.value == "1234567.89")
    #expect(result.caretCharacterOffset == result.text.count)
    #expect(field.setText(String(repeating: "0", count: leadingZeros)).text == "0")
    #expect(field.result.value == "0")
}

@Test func manyZerosTypedAtTheFrontLeaveTheCaretAtTheFront() {
    var field = NumberField(configuration: .init(locale: .enUS))
    field.setText("1234")
    let result = field.replace(utf16Range: 0..<0, with: String(repeating: "0", count: leadingZeros))
    #expect(display(result) == "|1,234")
    let behind = field.replace(utf16Range: 5..<5, with: String(repeating: "0", count: leadingZeros))
    #expect(behind.value == "1234" + String(repeating: "0", count: leadingZeros))
    #expect(behind.text == NumberLocale.enUS.group(behind.value))
    #expect(behind.caretCharacterOffset == behind.text.count)
}

@Test("a fraction-digit maximum below 0 set after init counts as 0", arguments: [-1, -2, Int.min])
func negativeFractionDigitsSetLater(maximum: Int) {
    var configuration = NumberField.Configuration(locale: .enUS)
    configuration.maximumFractionDigits = maximum
    var field = NumberField(configuration: configuration)
    #expect(field.setText("-1234.56").text == "-1,234")
    #expect(field.replace(utf16Range: 6..<6, with: ".5").text == "-1,234")
    #expect(field.result.value == "-1234")
    var other = NumberField(configuration: .init(locale: .deDE))
    other.setText("12,5")
    #expect(other.setConfiguration(configuration).text == "12")
}

@Test func hugeFractionDigitMaximumKeepsEveryDigit() {
    var configuration = NumberField.Configuration(locale: .enUS)
    configuration.maximumFractionDigits = .max
    var field = NumberField(configuration: configuration)
    let fraction = String(repeating: "7", count: 1_000)
    #expect(field.setText("1." + fraction).value == "1." + fraction)
}

/// A locale with the given separators and group sizes.
func oddLocale(_ grouping: Character, _ decimal: Character, primary: Int = 3, secondary: Int? = nil) -> NumberLocale {
    NumberLocale(
        identifier: "odd", groupingSeparator: grouping, decimalSeparator: decimal, primaryGroupSize: primary,
        secondaryGroupSize: secondary)
}

/// A locale whose separators the field cannot all read back, and what it writes instead.
struct OddSeparators: Sendable, CustomStringConvertible {
    let locale: NumberLocale
    let text: String
    var description: String {
        "grouping \(locale.groupingSeparator.unicodeScalars.map(\.value)), decimal \(locale.decimalSeparator.unicodeScalars.map(\.value))"
    }
}

@Test("separators the field could not read back are replaced or left out", arguments: [
    OddSeparators(locale: oddLocale(",", ","), text: "1234567,89"),  // the same: no grouping
    OddSeparators(locale: oddLocale("1", "."), text: "1234567.89"),  // a digit groups nothing
    OddSeparators(locale: oddLocale(",", "5"), text: "1,234,567.89"),  // a digit decimal becomes "."
    OddSeparators(locale: oddLocale(".", "0"), text: "1.234.567,89"),  // … or "," next to a "." grouping
    OddSeparators(locale: oddLocale(",", "-"), text: "1,234,567.89"),
    OddSeparators(locale: oddLocale("-", "."), text: "1234567.89"),
    OddSeparators(locale: oddLocale(",", "\u{2212}"), text: "1,234,567.89"),
    OddSeparators(locale: oddLocale("\u{0301}", "."), text: "1234567.89"),  // a combining mark would merge
    OddSeparators(locale: oddLocale(",", "\u{0301}"), text: "1,234,567.89"),
    OddSeparators(locale: oddLocale("7", "7"), text: "1234567.89"),
    OddSeparators(locale: oddLocale(".", "."), text: "1234567.89"),
])
func unreadableSeparators(odd: OddSeparators) {
    var configuration = NumberField.Configuration(locale: .enUS)
    configuration.locale = odd.locale
    var field = NumberField(configuration: configuration)
    #expect(field.setText("1234567.89").text == odd.text)
    #expect(field.result.value == "1234567.89")
    // Text kept from the previous state reads back to the same number, edit after edit.
    let typed = field.replace(utf16Range: 1..<1, with: "9")
    #expect(typed.value == "19234567.89")
    #expect(typed.caretCharacterOffset == 2)
    let deleted = field.replace(utf16Range: 1..<2, with: "")
    #expect(deleted.value == "1234567.89")
    #expect(deleted.text == odd.text)
}

@Test func separatorsOutsideTheBasicPlaneAreKeptAndEditsInsideThemDoNotTrap() {
    var field = NumberField(configuration: .init(locale: oddLocale("🙂", "🎉")))
    #expect(field.setText("1234567🎉89").text == "1🙂234🙂567🎉89")
    #expect(field.result.value == "1234567.89")
    // UTF-16 offset 2 is inside the first 🙂.
    let split = field.replace(utf16Range: 2..<3, with: "")
    #expect(split.value == "234567.89" || split.value == "1234567.89")
    #expect(field.replace(utf16Range: 2..<2, with: "5").caretUTF16Offset <= field.text.utf16.count)
}

@Test("group sizes: huge keeps one group, below 1 counts as 1", arguments: [
    (Int.max, nil, "1234567.89"), (3, Int.max, "1234,567.89"), (0, nil, "1,2,3,4,5,6,7.89"), (Int.min, -5, "1,2,3,4,5,6,7.89"),
] as [(Int, Int?, String)])
func oddGroupSizes(primary: Int, secondary: Int?, text: String) {
    var field = NumberField(configuration: .init(locale: oddLocale(",", ".", primary: primary, secondary: secondary)))
    #expect(field.setText("1234567.89").text == text)
    #expect(field.replace(utf16Range: 0..<0, with: "9").value == "91234567.89")
}

@Test("edit ranges outside the text are clamped", arguments: [Int.min..<Int.max, -5..<(-1), 100..<200, 0..<Int.max])
func outOfRangeEdits(range: Range<Int>) {
    var field = NumberField(configuration: .init(locale: .enUS))
    field.setText("1234.5")
    let result = field.replace(utf16Range: range, with: "6")
    #expect(result.text == (range.lowerBound > 0 ? "1,234.56" : range.upperBound > 0 ? "6" : "61,234.5"))
}

@Test("after any edit the text is the value written in the locale, and both carets agree", arguments: [
    NumberLocale.enUS, .deDE, .frFR, .enIN, oddLocale("🙂", "🎉"), oddLocale("\u{202F}", ",", primary: 2, secondary: 4),
])
func editsKeepTextValueAndCaretsConsistent(locale: NumberLocale) {
    var field = NumberField(configuration: .init(locale: locale, maximumFractionDigits: 3))
    var random: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
        random = random &* 6364136223846793005 &+ 1442695040888963407
        return Int((random >> 33) % UInt64(bound))
    }
    let keys = ["1", "2", "0", "9", "-", ".", ",", "00", "123", String(locale.decimalSeparator), String(locale.groupingSeparator), ""]
    for _ in 0..<400 {
        let count = field.text.utf16.count
        let lower = next(count + 1)
        let upper = lower + next(count - lower + 1)
        let result = field.replace(utf16Range: lower..<upper, with: keys[next(keys.count)])
        #expect(result.caretUTF16Offset == result.text.prefix(result.caretCharacterOffset).utf16.count)
        let negative = result.value.hasPrefix("-")
        let parts = result.value.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
        var expected = negative || (result.value.isEmpty && result.text == "-") ? "-" : ""
        if let integer = parts.first { expected += locale.group(String(integer)) }
        if parts.count > 1 { expected += String(locale.decimalSeparator) + parts[1] }
        if result.value.isEmpty, result.text.isEmpty { expected = "" }
        #expect(result.text == expected || result.text == expected + String(locale.decimalSeparator), "\(result)")
    }
}
