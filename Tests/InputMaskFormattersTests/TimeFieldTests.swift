import Foundation
import InputMask
import Testing

@testable import InputMaskFormatters

@Test func typingATwentyFourHourTime() throws {
    var field = try TimeField()
    #expect(field.type("7").text == "07:")
    #expect(field.type("45").text == "07:45")
    #expect(field.isValid && field.components == DateComponents(hour: 7, minute: 45))
    field.clear()
    let refused = field.type("24")
    #expect(refused.text == "2" && refused.dropped.map(\.reason) == [.outOfRange("hour 00–23")])
    #expect(field.type("3").text == "23:")
    #expect(field.type("6").text == "23:06")
}

@Test("a digit that can only start one value is padded", arguments: [
    ("HH:mm", "3", "03:"), ("HH:mm", "2", "2"), ("hh:mm a", "2", "02:"), ("hh:mm a", "1", "1"),
    ("HH:mm", "127", "12:07"), ("HH:mm:ss", "12349", "12:34:09"), ("HH:mm:ss", "1234", "12:34:"),
])
func padding(pattern: String, keys: String, text: String) throws {
    var field = try TimeField(pattern: pattern)
    #expect(field.type(keys).text == text)
}

@Test func twelveHourTimesWithAMAndPM() throws {
    var field = try TimeField(pattern: "hh:mm a")
    field.setText("930p")
    #expect(field.text == "09:30 PM" && field.isValid)
    #expect(field.components == DateComponents(hour: 21, minute: 30))
    field.clear()
    field.type("1200a")
    #expect(field.text == "12:00 AM" && field.components.hour == 0)
    field.setText("12:00 pm")
    #expect(field.text == "12:00 PM" && field.components.hour == 12)
    let digit = field.replace(utf16Range: 6..<8, with: "5")
    #expect(digit.text == "12:00 " && digit.dropped.map(\.reason) == [.mismatch(expected: .letter, placeholderOffset: 6)])
    #expect(!field.isValid)
    #expect(field.type("0").dropped.map(\.reason) == [.mismatch(expected: .letter, placeholderOffset: 6)])
}

@Test func backspaceOverAMPMAndSeparators() throws {
    var field = try TimeField(pattern: "hh:mm a")
    field.type("1015p")
    #expect(field.shown == "10:15 PM|")
    #expect(field.backspace().text == "10:15")
    #expect(field.shown == "10:15|")
    field.type("a")
    #expect(field.shown == "10:15 AM|")
    field.setText("10:15")
    field.type(" ")
    #expect(field.shown == "10:15 |")
    #expect(field.backspace().text == "10:1")
}

@Test("invalid time patterns are typed errors", arguments: [
    ("hh:mm", DatePatternError.amPmMismatch), ("HH:mm a", .amPmMismatch), ("HH", .missingField("mm")),
    ("mm:ss", .missingField("HH")), ("HH:hh:mm a", .repeatedField("HH")), ("HH:mm dd", .unexpectedField("dd")),
    ("H:mm", .unknownField("H")), ("HH:mm:ss:ss", .repeatedField("ss")),
])
func invalidTimePatterns(pattern: String, error: DatePatternError) {
    #expect(throws: error) { try TimeField(pattern: pattern) }
}

@Test("pasting formatted and unformatted times", arguments: [
    ("HH:mm", "21:05", "21:05"), ("HH:mm", "2105", "21:05"), ("HH:mm", "9:05", "09:05"), ("HH:mm:ss", "23.59.59", "23:59:59"),
    ("hh:mm a", "07:45 AM", "07:45 AM"), ("hh:mm a", "٧:٤٥ pm", "07:45 PM"),
])
func pastingTimes(pattern: String, pasted: String, text: String) throws {
    var field = try TimeField(pattern: pattern)
    field.setText(pasted)
    #expect(field.shown == text + "|" && field.isValid)
}
