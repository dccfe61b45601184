import Foundation
import InputMask
import Testing

@testable import InputMaskFormatters

/// A field whose clock says 15 June 2026, UTC.
func expiryField(fourDigitYear: Bool = false, maximumYearsAhead: Int = 20) -> ExpiryDateField {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let now = DateComponents(calendar: calendar, year: 2026, month: 6, day: 15, hour: 12).date!
    return ExpiryDateField(configuration: .init(fourDigitYear: fourDigitYear, maximumYearsAhead: maximumYearsAhead,
                                                calendar: calendar, now: { now }))
}

@Test("a first digit 2–9 becomes 0x/", arguments: 2...9)
func firstDigitIsPadded(digit: Int) {
    var field = expiryField()
    field.type(String(digit))
    #expect(field.shown == "0\(digit)/|")
    #expect(field.month == digit)
}

@Test func typingAnExpiryDate() {
    var field = expiryField()
    #expect(field.type("1").text == "1")
    #expect(field.type("2").text == "12/")
    #expect(field.type("2").text == "12/2")
    #expect(!field.isValid && field.isPotentiallyValid)
    #expect(field.type("8").text == "12/28")
    #expect(field.isValid && field.result.complete)
    #expect(field.month == 12 && field.year == 2028)
    #expect(field.result.value == "1228")
    #expect(field.type("1").dropped.map(\.reason) == [.maskFull])
}

@Test("month 13 and month 00 are refused with a reason", arguments: ["13", "00", "19"])
func monthOutOfRange(keys: String) {
    var field = expiryField()
    let result = field.type(keys)
    #expect(result.text == String(keys.first!))
    #expect(result.dropped.map(\.reason) == [.outOfRange("month 01–12")])
}

@Test func aSlashAfterOneDigitPadsTheMonth() {
    var field = expiryField()
    #expect(field.type("1/").text == "01/")
    field.clear()
    field.setText("1/30")
    #expect(field.text == "01/30" && field.month == 1 && field.year == 2030)
}

@Test("the current month is valid to its end; earlier and too far ahead are not", arguments: [
    ("06/26", true, true), ("05/26", false, false), ("07/26", true, true), ("12/25", false, false),
    ("01/46", true, true), ("12/46", true, true), ("01/47", false, false),
])
func againstTheClock(text: String, valid: Bool, potentiallyValid: Bool) {
    var field = expiryField()
    field.setText(text)
    #expect(field.text == text)
    #expect(field.isValid == valid && field.isPotentiallyValid == potentiallyValid)
}

@Test func anExpiredYearIsReportedWhileTyping() {
    var field = expiryField()
    field.type("122")
    #expect(field.isPotentiallyValid)
    field.type("5")
    #expect(field.text == "12/25" && !field.isPotentiallyValid && !field.isValid)
    field.setText("1")
    #expect(field.isPotentiallyValid)
}

@Test func fourDigitYears() {
    var field = expiryField(fourDigitYear: true, maximumYearsAhead: 5)
    field.setText("٠٩٢٠٢٨")
    #expect(field.text == "09/2028" && field.year == 2028 && field.isValid)
    field.setText("09/2032")
    #expect(!field.isValid && !field.isPotentiallyValid)
    field.setText("09/20")
    #expect(field.isPotentiallyValid)
    field.setText("09/19")
    #expect(!field.isPotentiallyValid)
}

@Test func backspaceAcrossTheSlashDeletesTheMonthDigit() {
    var field = expiryField()
    field.type("12")
    #expect(field.shown == "12/|")
    #expect(field.backspace().text == "1")
    field.type("23")
    #expect(field.shown == "12/3|")
    field.backspace()
    #expect(field.shown == "12|")
    // Deleting the month's first digit reflows the rest: 2 can only start month 02.
    field.setText("12/34")
    field.replace(utf16Range: 0..<1, with: "")
    #expect(field.shown == "|02/34")
}

@Test func oddConfigurationsAndRangesAreSafe() {
    var field = expiryField(maximumYearsAhead: -3)
    field.setText("0626")
    #expect(field.isValid)
    field.setText("0627")
    #expect(!field.isValid)
    field = expiryField(maximumYearsAhead: .max)
    field.setText("1299")
    #expect(field.isValid)
    field.replace(utf16Location: .max, length: .max, with: "1")
    field.replace(utf16Range: -4 ..< -2, with: "")
    field.setText(String(repeating: "1", count: 50_000))
    #expect(field.text == "11/11")
}
