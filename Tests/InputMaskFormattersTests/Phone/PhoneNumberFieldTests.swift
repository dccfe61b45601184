import InputMask
import Testing

@testable import InputMaskFormatters

/// Types into a ``PhoneNumberField`` as a person does: each key at the caret.
struct PhoneFieldSimulator {
    var field: PhoneNumberField
    var caret = 0

    init(detector: PhoneNumberDetector = PhoneNumberDetector()) throws {
        field = try PhoneNumberField(detector: detector)
    }

    @discardableResult
    mutating func type(_ keys: String) -> [EditResult] {
        keys.map { key in
            let result = field.replace(utf16Range: caret..<caret, with: String(key))
            caret = result.caretUTF16Offset
            return result
        }
    }

    @discardableResult
    mutating func backspace() -> EditResult {
        let text = field.text
        let end = text.utf16.index(text.startIndex, offsetBy: caret)
        let start = text.index(before: end)
        let result = field.replace(utf16Range: text.utf16.distance(from: text.startIndex, to: start)..<caret, with: "")
        caret = result.caretUTF16Offset
        return result
    }
}

/// Countries whose example number is typed digit by digit.
let exampleCountries = Country.all.filter { $0.exampleNumber != nil }

@Test("every country's example number typed digit by digit ends formatted and complete", arguments: exampleCountries)
func typedExampleNumber(country: Country) throws {
    var simulator = try PhoneFieldSimulator()
    simulator.type(country.exampleNumber!)
    #expect(simulator.field.text == country.exampleFormatted, "\(country)")
    #expect(simulator.field.result.complete, "\(country)")
    #expect(simulator.field.e164 == country.exampleNumber)
    #expect(simulator.field.detection.candidates.contains(country), "\(country): \(simulator.field.detection.candidates)")
}

@Test("ambiguous dial codes resolve as digits arrive", arguments: [
    ("+12045551234", ["", "", "", "", "CA", "CA", "CA", "CA", "CA", "CA", "CA", "CA"], "+1 204-555-1234"),
    ("+12015550123", ["", "", "", "", "US", "US", "US", "US", "US", "US", "US", "US"], "+1 201-555-0123"),
    ("+77710009998", ["", "", "KZ", "KZ", "KZ", "KZ", "KZ", "KZ", "KZ", "KZ", "KZ", "KZ"], "+7 771 000 9998"),
    ("+79123456789", ["", "", "RU", "RU", "RU", "RU", "RU", "RU", "RU", "RU", "RU", "RU"], "+7 912 345-67-89"),
])
func ambiguousPrefixesResolve(keys: String, countries: [String], formatted: String) throws {
    var simulator = try PhoneFieldSimulator()
    let results = simulator.type(keys)
    #expect(results.count == countries.count)
    var seen = Array(repeating: "", count: keys.count)
    var replay = try PhoneFieldSimulator()
    for (index, key) in keys.enumerated() {
        replay.type(String(key))
        seen[index] = replay.field.country?.alpha2 ?? ""
    }
    #expect(seen == countries)
    #expect(simulator.field.text == formatted)
    #expect(simulator.field.result.complete)
}

@Test func plusOneStaysAmbiguousUntilTheAreaCode() throws {
    var simulator = try PhoneFieldSimulator()
    simulator.type("+1")
    #expect(simulator.field.detection.candidates.count == 25)
    simulator.type("20")
    #expect(simulator.field.detection.candidates.map(\.alpha2) == ["US", "CA"])
    #expect(simulator.field.text == "+1 20")
    simulator.type("4")
    #expect(simulator.field.country?.alpha2 == "CA")
}

@Test func masksFollowTheDialCodeWithoutAPlus() throws {
    var simulator = try PhoneFieldSimulator()
    let texts = simulator.type("44740").map(\.text)
    #expect(texts == ["+4", "+44 ", "+44 7", "+44 74", "+44 740"])
    #expect(simulator.field.country?.alpha2 == "GB")
}

@Test func deletingBackToTheDialCodeReturnsToTheGenericMask() throws {
    var simulator = try PhoneFieldSimulator()
    simulator.type("+447400")
    #expect(simulator.field.text == "+44 7400")
    // A backspace after the space that follows the dial code deletes the digit before it too.
    let texts = (0..<6).map { _ in simulator.backspace().text }
    #expect(texts == ["+44 740", "+44 74", "+44 7", "+44 ", "+4", "+"])
    #expect(simulator.field.detection.dialCode == nil)
    #expect(simulator.field.result.format == PhoneNumberDetector.genericFormat)
}

@Test func editingInTheMiddleKeepsTheCaretAfterTheDigit() throws {
    var simulator = try PhoneFieldSimulator()
    simulator.type("+7912345678")
    #expect(simulator.field.text == "+7 912 345-67-8")
    // Caret after "+7 9", then type 5 more digits in front of the rest: 10 national digits.
    simulator.caret = 4
    simulator.type("9")
    #expect(simulator.field.text == "+7 991 234-56-78")
    #expect(simulator.caret == 5)
    // Replace the leading 9 by 7: Kazakhstan.
    let result = simulator.field.replace(utf16Range: 3..<4, with: "7")
    #expect(simulator.field.country?.alpha2 == "KZ")
    #expect(result.text == "+7 791 234 5678")
    #expect(result.caretCharacterOffset == 4)
}

@Test func setTextAndClear() throws {
    var field = try PhoneNumberField()
    #expect(field.setText("+44 (7400) 123-456").text == "+44 7400 123456")
    #expect(field.country?.alpha2 == "GB")
    #expect(field.e164 == "+447400123456")
    #expect(field.result.value == "7400123456")
    #expect(field.clear().text == "")
    #expect(field.e164 == "")
    #expect(field.country == nil)
}

@Test func restrictedFieldOnlyDetectsAllowedCountries() throws {
    var simulator = try PhoneFieldSimulator(detector: PhoneNumberDetector(allowed: ["RU"]))
    simulator.type("+7")
    #expect(simulator.field.country?.alpha2 == "RU")
    #expect(simulator.field.text == "+7 ")
}

@Test("a pasted number of 100,000 digits is cut to the roomiest mask of its country", arguments: [
    ("+44 7400", "GB", "+44 7400 111111"), ("+1 204", "CA", "+1 204-111-1111"),
])
func pastedLongNumber(start: String, alpha2: String, text: String) throws {
    let digits = String(repeating: "1", count: longNationalDigits)
    var field = try PhoneNumberField()
    let result = field.setText(start + digits)
    let masks = PhoneNumberDetector().detect(start).formats
    let roomiest = try ([masks.primary] + masks.affine).map { try Mask.getOrCreate(withFormat: $0) }
        .max { $0.totalValueLength < $1.totalValueLength }!
    #expect(field.country?.alpha2 == alpha2)
    #expect(result.format == roomiest.description)
    #expect(result.text == text)
    #expect(result.caretCharacterOffset == result.text.count)
    #expect(field.e164 == "+" + result.text.filter(\.isASCIIDigit))
}

@Test func longPasteInTheMiddleKeepsTheCaretAfterTheLastDigitThatFits() throws {
    var simulator = try PhoneFieldSimulator()
    simulator.type("+447400")
    let result = simulator.field.replace(utf16Range: 6..<6, with: String(repeating: "9", count: longNationalDigits))
    #expect(simulator.field.country?.alpha2 == "GB")
    #expect(result.text.hasPrefix("+44 74"))
    #expect(result.text.dropFirst(6).allSatisfy { $0 == "9" || $0 == " " })
    #expect(result.caretCharacterOffset == result.text.count)
    #expect(result.caretUTF16Offset == result.text.utf16.count)
}

@Test("edit ranges outside the text are clamped", arguments: [Int.min..<Int.max, -5..<(-1), 100..<200])
func phoneEditsOutsideTheText(range: Range<Int>) throws {
    var field = try PhoneNumberField()
    field.setText("+7 912")
    let result = field.replace(utf16Range: range, with: "3")
    // Before the `+`, the 3 starts the digits: 37912 starts no dial code, so the generic mask applies.
    #expect(result.text == (range.lowerBound > 0 ? "+7 912 3" : range.upperBound > 0 ? "+3" : "+37912"))
}

@Test("other scripts' digits are written as ASCII digits, so re-setting the shown text keeps them", arguments: [
    ("١1000000", "11000000"), ("+٤٤ ٧٤٠٠ ١٢٣٤٥٦", "+44 7400 123456"), ("+𝟕 𝟗𝟏𝟔", "+7 916"),
])
func otherScriptsDigits(typed: String, ascii: String) throws {
    var field = try PhoneNumberField()
    let shown = field.setText(typed).text
    var plain = try PhoneNumberField()
    #expect(shown == plain.setText(ascii).text)
    #expect(field.e164 == plain.e164)
    #expect(field.setText(shown).text == shown)
    var typedKeys = try PhoneNumberField()
    for character in typed { typedKeys.replace(utf16Range: typedKeys.caretRange, with: String(character)) }
    #expect(typedKeys.text == shown)
}

@Test("anything before or inside the dial code is dropped, not pushed into the number", arguments: [
    ("\u{07}+39 ee000 \u{A0}9e0", "+3900090"), (" +44 7400 123456", "+447400123456"), ("(+44) 7400123456", "+447400123456"),
    ("+ 4 4 7400 123456", "+447400123456"), ("x+1 204 555 0123", "+12045550123"),
])
func junkAroundTheDialCode(typed: String, e164: String) throws {
    var field = try PhoneNumberField()
    let shown = field.setText(typed).text
    #expect(field.e164 == e164)
    var plain = try PhoneNumberField()
    #expect(shown == plain.setText(e164).text)
    #expect(field.setText(shown).text == shown)
    var pasted = try PhoneNumberField()
    #expect(pasted.replace(utf16Range: 0..<0, with: typed).text == shown)
}

@Test("a digit under a combining mark counts as its digit; setting the shown text gives it back", arguments: [
    ("+0", 2, "\u{301}2\u{301}" + String(repeating: "١", count: 11), "+0211111111111"),
    ("", 0, "0\u{301}1 204 555 0123", "+012045550123"),
])
func digitUnderACombiningMark(before: String, caret: Int, typed: String, e164: String) throws {
    var field = try PhoneNumberField()
    field.setText(before)
    let shown = field.replace(utf16Range: caret..<caret, with: typed)
    var plain = try PhoneNumberField()
    let again = plain.setText(shown.text)
    #expect(again.text == shown.text)
    #expect(plain.e164 == field.e164)
    #expect(field.e164 == e164)
    #expect(shown.caretUTF16Offset <= shown.text.utf16.count)
}

@Test("A pasted number longer than its country's longest format reports the digits left over as the field being full")
func longPasteReportsTheDigitsLeftOver() throws {
    var field = try PhoneNumberField()
    let result = field.setText("+12045550123999")
    #expect(result.text == "+1 204-555-0123")
    #expect(result.dropped.map(\.character) == ["9", "9", "9"])
    #expect(result.dropped.allSatisfy { $0.reason == .maskFull })
}
