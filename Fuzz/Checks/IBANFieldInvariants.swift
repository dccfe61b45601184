import InputMask
import InputMaskFormatters

/// The `formatters` target's checks of `IBANField`: up to eight edits (replacements with any range,
/// `setText`, backspaces, `clear`) of text made of IBAN pieces (country codes, BBAN runs, valid
/// IBANs in both forms) and the formatters' tricky Characters.
///
/// Checked after each: the result is the field's, the caret lies within the text with consistent
/// offsets, the value is at most 34 upper-case ASCII letters and digits and is the text without its
/// spaces, `isValid` implies `isPotentiallyValid` and completeness, the country is that of the
/// value's first two letters; and re-setting the shown text gives the same value, and setting the
/// value the same text (but for a space after the last group).
enum IBANFieldInvariants {
    /// Pieces IBANs are typed and pasted with.
    private static let pieces: [String] = [
        "DE", "de", "GB", "NO", "LC", "BR", "MT", "XX", "Z", "89", "82", "WEST", "3704", "0044", "12345698765432", " ", "-",
        "DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432", "NO9386011117947", "IBAN ", "Ä", "ß", "ﬁ",
    ]

    /// Decodes edits of a field and checks each result.
    static func check(_ input: inout FuzzInput) throws(InvariantViolation) {
        var field = IBANField()
        for _ in 0..<input.int(in: 1...8) {
            let before = field.text
            let operation: String
            let result: EditResult
            switch input.int(in: 0...5) {
            case 0, 1:
                let range = FormatterText.range(&input, length: before.utf16.count)
                let string = text(&input)
                operation = "replace(utf16Range: \(range), with: \(show(string)))"
                result = field.replace(utf16Range: range, with: string)
            case 2:
                let string = text(&input)
                operation = "setText(\(show(string)))"
                result = field.setText(string)
            case 3, 4:
                let caret = field.result.caretUTF16Offset
                operation = "backspace at \(caret)"
                result = field.replace(utf16Range: (caret - 1)..<caret, with: "")
            default:
                operation = "clear()"
                result = field.clear()
            }
            try checkResult(result, of: field, context: "before \(show(before))\n  operation \(operation)")
        }
    }

    /// IBAN pieces and the formatters' tricky text.
    private static func text(_ input: inout FuzzInput) -> String {
        input.bool() ? FormatterText.text(&input) : (0..<input.int(in: 1...6)).map { _ in input.pick(pieces) }.joined()
    }

    private static func checkResult(_ result: EditResult, of field: IBANField, context: @autoclosure () -> String) throws(InvariantViolation) {
        try require(result == field.result, "the returned result is not the field's: \(context())")
        try FormatterText.checkCaret(result.caretCharacterOffset, result.caretUTF16Offset, in: result.text, context: context())
        let value = result.value
        try require(value.utf8.count <= 34 && value.utf8.allSatisfy { $0 &- 0x30 < 10 || $0 &- 0x41 < 26 },
                    "the value is not 34 upper-case letters and digits at most: \(context())\n  value \(show(value))")
        try require(result.text.filter { $0 != " " } == value,
                    "the text is not the value in groups: \(context())\n  text \(show(result.text)) value \(show(value))")
        try require(!field.isValid || (field.isPotentiallyValid && result.complete),
                    "valid but not potentially valid or complete: \(context())\n  value \(show(value))")
        try require(field.country.map { value.hasPrefix($0.code) } ?? true, "the country is not the value's: \(context())")
        var again = field
        try require(again.setText(result.text).value == value,
                    "setting the shown text changes the value: \(context())\n  text \(show(result.text)) again \(show(again.result.value))")
        // Up to the space shown after a full group, which typing adds and a backspace may leave out.
        func trimmed(_ text: String) -> Substring { text.prefix(text.count - text.reversed().prefix { $0 == " " }.count) }
        try require(trimmed(again.setText(value).text) == trimmed(result.text),
                    "setting the value shows another text: \(context())\n  text \(show(result.text)) again \(show(again.text))")
    }
}
