import Foundation
import Testing

@testable import InputMaskFormatters

// minimum and maximum: typing past the maximum is refused with the reason; a value below the
// minimum is reported, not refused, since the person may still be typing.

private func field(minimum: Decimal? = nil, maximum: Decimal? = nil) -> NumberField {
    NumberField(configuration: .init(locale: .enUS, minimum: minimum, maximum: maximum))
}

private func type(_ keys: String, into field: inout NumberField) {
    for key in keys {
        field.replace(utf16Range: field.result.caretUTF16Offset..<field.result.caretUTF16Offset, with: String(key))
    }
}

@Test("a digit that would exceed the maximum is refused and the reason reported")
func typingPastTheMaximumIsRefused() {
    var field = field(maximum: 1000)
    type("100", into: &field)
    let refused = field.replace(utf16Range: 3..<3, with: "1")
    #expect(refused.refused == .aboveMaximum)
    #expect(refused.text == "100")
    #expect(refused.value == "100")
    #expect(field.replace(utf16Range: 3..<3, with: "0").text == "1,000")
    #expect(field.result.refused == nil)
    #expect(field.isValid)
}

@Test("a paste above the maximum is refused; the field keeps what it had")
func pasteAboveTheMaximum() {
    var field = field(maximum: Decimal(string: "99.99"))
    field.setText("12")
    #expect(field.setText("100").refused == .aboveMaximum)
    #expect(field.text == "12")
    #expect(field.setText("99.99").text == "99.99")
}

@Test("below the minimum is reported, not refused, while typing", arguments: ["5", "50"])
func belowTheMinimumIsReported(typed: String) {
    var field = field(minimum: 100, maximum: 1000)
    type(typed, into: &field)
    #expect(field.text == typed)
    #expect(field.result.refused == nil)
    #expect(field.result.outOfRange == .belowMinimum)
    #expect(!field.isValid)
    #expect(field.isPotentiallyValid)
    type("0", into: &field)
    #expect(field.isValid == (typed == "50"))
}

@Test("a negative value below a negative minimum is refused: more digits only lower it")
func negativeBelowTheMinimum() {
    var field = field(minimum: -100)
    type("-50", into: &field)
    #expect(field.isValid)
    #expect(field.replace(utf16Range: 3..<3, with: "0").refused == .belowMinimum)
    #expect(field.text == "-50")
}

@Test("a minus sign that takes a value below a minimum of 0 is refused")
func minusBelowZero() {
    var field = field(minimum: 0)
    field.setText("5")
    #expect(field.replace(utf16Range: 0..<0, with: "-").refused == .belowMinimum)
    #expect(field.text == "5")
}

@Test("a deletion is never refused; a value it leaves out of range is reported")
func deletionIsReported() {
    var field = field(maximum: 500)
    field.setText("-1000")
    #expect(field.result.outOfRange == nil)
    let result = field.replace(utf16Range: 0..<1, with: "")
    #expect(result.text == "1,000")
    #expect(result.refused == nil)
    #expect(result.outOfRange == .aboveMaximum)
    #expect(!field.isPotentiallyValid)
}

@Test("bounds compare exactly, beyond Decimal's 38 digits")
func exactComparison() {
    let forty = String(repeating: "9", count: 40)
    var field = field(maximum: Decimal(string: "1" + String(repeating: "0", count: 40)))
    #expect(field.setText(forty + ".5").refused == nil)
    #expect(field.result.value == forty + ".5")
    #expect(field.setText("1" + String(repeating: "0", count: 39) + "1").refused == .aboveMaximum)
    #expect(field.setText("0.000000000000000000000000000000000000000000001").outOfRange == nil)
}

@Test("a minimum above the maximum makes no value valid, and nothing traps")
func minimumAboveMaximum() {
    var field = field(minimum: 10, maximum: 5)
    field.setText("7")
    #expect(!field.isValid)
    field.setText("3")
    #expect(!field.isValid)
}

@Test("changing the configuration reports, never refuses, the value it keeps")
func configurationChangeReports() {
    var field = field()
    field.setText("5000")
    let result = field.setConfiguration(.init(locale: .enUS, maximum: 100))
    #expect(result.text == "5,000")
    #expect(result.outOfRange == .aboveMaximum)
}
