import Foundation
import InputMask
import InputMaskFormatters

/// The `formatters` target's checks of `CardNumberField`, `ExpiryDateField`, `DateField` and
/// `TimeField`: a field (patterns valid and not, odd expiry configurations), then up to eight
/// edits: replacements with any range, `setText`, `clear` and backspaces.
///
/// Checked after each: the result is the field's, the caret lies within the text with consistent
/// offsets, the value is ASCII digits (and `AM`/`PM`), a valid field is complete and potentially
/// valid, and setting the shown text, or the value, again changes neither the value nor the text
/// (but for the literal an edit away from the end leaves out after the last block).
enum CardAndDateFieldInvariants {
    /// Patterns for `DateField` and `TimeField`, invalid ones included.
    private static let patterns = [
        "dd.MM.yyyy", "MM/dd/yyyy", "yyyy-MM-dd", "yyyy年MM月dd日", "ddMMyyyy", "HH:mm", "hh:mm a", "HH:mm:ss", "a hh:mm",
        "dd.MM.yy", "", "HH", "hh:mm", "dd.MM.dd", "x", "🇷🇺dd MM yyyy", "e\u{301}HH:mm",
    ]

    /// Decodes a field and its edits and checks each result.
    static func check(_ input: inout FuzzInput) throws(InvariantViolation) {
        switch input.int(in: 0...3) {
        case 0:
            var field = CardNumberField()
            try run(&field, &input, name: "CardNumberField")
        case 1:
            let now = Date(timeIntervalSince1970: Double(input.int(in: -1_000_000...4_000_000)) * 1_000)
            var field = ExpiryDateField(configuration: .init(
                fourDigitYear: input.bool(), maximumYearsAhead: FormatterText.size(&input), now: { now }))
            try run(&field, &input, name: "ExpiryDateField")
        case 2:
            let pattern = input.pick(patterns)
            guard var field = try? DateField(pattern: pattern) else { return }
            try run(&field, &input, name: "DateField(\(pattern))")
            if field.result.complete {
                let components = field.components
                try require(components.year != nil && components.month != nil && components.day != nil
                                && Calendar(identifier: .gregorian).date(from: components).map {
                                    Calendar(identifier: .gregorian).component(.day, from: $0) == components.day
                                } ?? false,
                            "a complete date is no date of the calendar: \(show(field.text))")
            }
        default:
            let pattern = input.pick(patterns)
            guard var field = try? TimeField(pattern: pattern) else { return }
            try run(&field, &input, name: "TimeField(\(pattern))")
        }
    }

    /// Runs up to eight decoded edits on `field`, checking each result.
    private static func run<Field: CheckedField>(_ field: inout Field, _ input: inout FuzzInput, name: String) throws(InvariantViolation) {
        for _ in 0..<input.int(in: 1...8) {
            let before = field.result
            let operation: String
            let result: EditResult
            switch input.int(in: 0...3) {
            case 0:
                let range = FormatterText.range(&input, length: before.text.utf16.count)
                let string = FormatterText.text(&input) + (input.bool() ? input.pick(["a", "P", "m", ":", "."]) : "")
                operation = "replace(utf16Range: \(range), with: \(show(string)))"
                result = field.replace(utf16Range: range, with: string)
            case 1:
                let string = FormatterText.text(&input)
                operation = "setText(\(show(string)))"
                result = field.setText(string)
            case 2:
                operation = "clear()"
                result = field.clear()
            default:
                let caret = before.caretUTF16Offset
                operation = "backspace at \(caret)"
                result = field.replace(utf16Range: (caret - 1)..<caret, with: "")
            }
            try checkResult(result, of: field, context: "\(name)\n  before \(show(before.text))\n  operation \(operation)")
        }
    }

    /// Checks one result of `field`.
    private static func checkResult<Field: CheckedField>(_ result: EditResult, of field: Field, context: @autoclosure () -> String) throws(InvariantViolation) {
        try require(result == field.result, "the returned result is not the field's: \(context())")
        try FormatterText.checkCaret(result.caretCharacterOffset, result.caretUTF16Offset, in: result.text, context: context())
        let value = result.value
        try require(value.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "A") || $0 == UInt8(ascii: "P") || $0 == UInt8(ascii: "M") },
                    "the value is not ASCII digits and AM/PM: \(context())\n  value \(show(value))")
        try require(!field.isValid || (result.complete && field.isPotentiallyValid), "valid but incomplete or not potentially valid: \(context())")
        for again in [result.text, value] {
            var copy = field
            let reset = copy.setText(again)
            // An edit away from the end writes no literal after the last block; setting the text does.
            let added = reset.text.hasPrefix(result.text) ? reset.text.dropFirst(result.text.count) : "?"
            try require(reset.value == value && (again != result.text || added.allSatisfy { !$0.isNumber }),
                        "setting \(show(again)) again changes the field: \(context())\n  shown \(show(result.text)) then \(show(reset.text)) value \(show(reset.value))")
        }
    }
}

/// The operations the checks make, which every field of this kind has.
private protocol CheckedField {
    var result: EditResult { get }
    var isValid: Bool { get }
    var isPotentiallyValid: Bool { get }
    mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult
    mutating func setText(_ text: String) -> EditResult
    mutating func clear() -> EditResult
}

extension CardNumberField: CheckedField {}
extension ExpiryDateField: CheckedField {}
extension DateField: CheckedField {}
extension TimeField: CheckedField {}
