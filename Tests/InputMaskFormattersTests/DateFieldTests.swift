import Foundation
import InputMask
import Testing

@testable import InputMaskFormatters

@Test func typingADateWithPadding() throws {
    var field = try DateField(pattern: "dd.MM.yyyy")
    #expect(field.type("4").text == "04.")
    #expect(field.type("4").text == "04.04.")
    #expect(field.type("2024").text == "04.04.2024")
    #expect(field.isValid && field.result.complete && field.result.value == "04042024")
    #expect(field.components == DateComponents(year: 2024, month: 4, day: 4))
    #expect(field.type("1").dropped.map(\.reason) == [.maskFull])
}

@Test("a digit no date can start with is refused with its rule", arguments: [
    ("dd.MM.yyyy", "32", "3", "day 01–31, within its month"),
    ("dd.MM.yyyy", "3113", "31.1", "month 01–12"),
    ("dd.MM.yyyy", "3104", "31.0", "a day within its month and year"),
    ("dd.MM.yyyy", "30.02", "30.0", "a day within its month and year"),
    ("dd.MM.yyyy", "29022023", "29.02.202", "a day within its month and year"),
    ("dd.MM.yyyy", "29021900", "29.02.190", "a day within its month and year"),
    ("MM/dd/yyyy", "0431", "04/3", "a day within its month and year"),
    ("yyyy-MM-dd", "0000", "000", "year 0001–9999"),
    ("yyyy-MM-dd", "2023-02-29", "2023-02-2", "a day within its month and year"),
])
func refusedDigits(pattern: String, keys: String, text: String, rule: String) throws {
    var field = try DateField(pattern: pattern)
    let result = field.type(keys)
    #expect(result.text == text)
    #expect(result.dropped.map(\.reason) == [.outOfRange(rule)])
    #expect(result.dropped.first?.isFromEdit == true)
}

@Test("leap days are accepted in leap years", arguments: ["29.02.2024", "29.02.2000", "29.02.1600"])
func leapDays(text: String) throws {
    var field = try DateField(pattern: "dd.MM.yyyy")
    field.type(text.filter(\.isNumber))
    #expect(field.text == text && field.isValid)
}

@Test func aDayThatCanOnlyStartOneValueIsPaddedForItsMonth() throws {
    var field = try DateField(pattern: "MM/dd/yyyy")
    #expect(field.type("023").text == "02/03/")
    field.clear()
    #expect(field.type("13").text == "1")
}

@Test("pasting formatted and unformatted dates", arguments: [
    ("dd.MM.yyyy", "4.5.2024", "04.05.2024"),
    ("dd.MM.yyyy", "05032024", "05.03.2024"),
    ("dd.MM.yyyy", "05/03/2024", "05.03.2024"),
    ("MM/dd/yyyy", "12/31/1999", "12/31/1999"),
    ("yyyy-MM-dd", "2024-02-29", "2024-02-29"),
    ("yyyy-MM-dd", "२०२४०७०९", "2024-07-09"),
])
func pasting(pattern: String, pasted: String, text: String) throws {
    var field = try DateField(pattern: pattern)
    field.setText(pasted)
    #expect(field.text == text && field.isValid)
    var typed = try DateField(pattern: pattern)
    typed.replace(utf16Range: 0..<0, with: pasted)
    #expect(typed.shown == text + "|")
}

@Test func backspaceAcrossASeparatorDeletesTheDigitBeforeIt() throws {
    var field = try DateField(pattern: "dd.MM.yyyy")
    field.type("1203")
    #expect(field.shown == "12.03.|")
    #expect(field.backspace().text == "12.0")
    #expect(field.backspace().text == "12")
    #expect(field.shown == "12|")
    field.setText("12.03.2024")
    field.replace(utf16Range: 2..<3, with: "")
    // The dot and the 2 before it go; 3 can then only start month 03.
    #expect(field.shown == "1|0.03.2024")
}

@Test func lettersAreDroppedWithTheSlotTheyMissed() throws {
    var field = try DateField(pattern: "dd.MM.yyyy")
    let result = field.replace(utf16Range: 0..<0, with: "1x")
    #expect(result.text == "1")
    #expect(result.dropped.map(\.reason) == [.mismatch(expected: .digit, placeholderOffset: 1)])
    #expect(result.tailPlaceholder == "d.MM.yyyy")
}

@Test("minimum and maximum are reported, not refused", arguments: [
    ("01.01.1999", false, false), ("01.01.19", false, false), ("01.01.20", false, true), ("01.01.2000", true, true),
    ("31.12.2030", true, true), ("01.01.2031", false, false), ("31.12.1999", false, false),
])
func bounds(text: String, valid: Bool, potentiallyValid: Bool) throws {
    var field = try DateField(pattern: "dd.MM.yyyy", minimum: DateComponents(year: 2000, month: 1, day: 1),
                              maximum: DateComponents(year: 2030, month: 12, day: 31))
    field.setText(text)
    #expect(field.text == text)
    #expect(field.isValid == valid && field.isPotentiallyValid == potentiallyValid)
}

@Test("invalid patterns are typed errors", arguments: [
    ("dd.MM.yy", DatePatternError.unknownField("yy")), ("dd.MMM.yyyy", .unknownField("MMM")),
    ("dd.MM.dd", .repeatedField("dd")), ("dd.MM", .missingField("yyyy")), ("", .missingField("dd")),
    ("dd.MM.yyyy HH", .unexpectedField("HH")), ("dd.MM.yyyy Q", .unknownField("Q")), ("dd.MM.yyyy ٢", .digitInLiteral("٢")),
])
func invalidPatterns(pattern: String, error: DatePatternError) {
    #expect(throws: error) { try DateField(pattern: pattern) }
}

@Test func hugeInputAndAnyRangeAreSafe() throws {
    var field = try DateField(pattern: "yyyy年MM月dd日")
    field.setText(String(repeating: "2", count: 100_000))
    #expect(field.text == "2222年02月22日" && field.isValid)
    field.replace(utf16Location: 3, length: .max, with: "")
    field.replace(utf16Range: 400..<500, with: "x")
    field.replace(utf16Location: .min, length: .min, with: "")
    #expect(field.text == "222")
}

@Test func literalsOfLettersAreSeparators() throws {
    var field = try DateField(pattern: "yyyy年MM月dd日")
    #expect(field.type("2024").text == "2024年")
    #expect(field.backspace().text == "202")
    field.type("41年")
    #expect(field.shown == "2024年01月|")
    #expect(field.result.dropped.isEmpty)
    field.type("9")
    #expect(field.shown == "2024年01月09日|")
    field.setText("2024年2月3日")
    #expect(field.text == "2024年02月03日" && field.components == DateComponents(year: 2024, month: 2, day: 3))
}
