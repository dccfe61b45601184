import InputMaskFormatters

/// The `formatters` target's checks of `NumberField`: a built-in or custom `NumberLocale` (odd
/// separators and group sizes included), a configuration with edge values (negative or huge
/// `maximumFractionDigits`, also set through the `var` after `init`, which does not clamp), then
/// up to eight edits: replacements with any range, `setText`, backspaces and `setConfiguration`.
///
/// Checked after each: the result is the field's, the caret lies within the text with consistent
/// offsets, the value is a plain number (optional `-`, no leading zeros, at most the maximum of
/// fraction digits) and `decimal` reads it; and, for a locale whose separators are distinct, not
/// digits or minus signs and merge with nothing: re-formatting what the field shows (an empty
/// edit) changes neither text nor value, and `setText` of the value gives the value back.
enum NumberFieldInvariants {
    /// Separators a custom locale is made with, odd ones included.
    private static let separators: [Character] = [
        ",", ".", " ", "\u{A0}", "\u{202F}", "'", "_", "x", "1", "-", "\u{2212}", "\u{301}", "🇷", "e\u{301}", "\r", "\n",
    ]

    /// Decodes a field and its edits and checks each result.
    static func check(_ input: inout FuzzInput) throws(InvariantViolation) {
        var field = NumberField(configuration: configuration(&input))
        for _ in 0..<input.int(in: 1...8) {
            let before = field.result
            let operation: () -> String
            let result: NumberField.Result
            switch input.int(in: 0...3) {
            case 0:
                let range = FormatterText.range(&input, length: before.text.utf16.count)
                let string = FormatterText.text(&input)
                operation = { "replace(utf16Range: \(range), with: \(show(string)))" }
                result = field.replace(utf16Range: range, with: string)
            case 1:
                let string = FormatterText.text(&input)
                operation = { "setText(\(show(string)))" }
                result = field.setText(string)
            case 2:
                let caret = before.caretUTF16Offset
                operation = { "backspace at \(caret)" }
                result = field.replace(utf16Range: (caret - 1)..<caret, with: "")
            default:
                let configuration = configuration(&input)
                operation = { "setConfiguration(\(configuration))" }
                result = field.setConfiguration(configuration)
            }
            try checkResult(result, of: field, context: "\(field.configuration)\n  before \(show(before.text))\n  operation \(operation())")
        }
    }

    /// A configuration: a built-in locale or a custom one, then edge values.
    private static func configuration(_ input: inout FuzzInput) -> NumberField.Configuration {
        let locale = input.bool()
            ? input.pick(NumberLocale.builtIn)
            : NumberLocale(
                identifier: "custom", groupingSeparator: input.pick(separators), decimalSeparator: input.pick(separators),
                primaryGroupSize: FormatterText.size(&input), secondaryGroupSize: input.bool() ? nil : FormatterText.size(&input))
        var configuration = NumberField.Configuration(
            locale: locale, maximumFractionDigits: FormatterText.size(&input), allowsNegative: input.bool())
        if input.int(in: 0...3) == 0 { configuration.maximumFractionDigits = FormatterText.size(&input) }
        return configuration
    }

    /// Checks one result of `field`.
    private static func checkResult(_ result: NumberField.Result, of field: NumberField, context: @autoclosure () -> String) throws(InvariantViolation) {
        let configuration = field.configuration
        try require(result == field.result && field.text == result.text, "the returned result is not the field's: \(context())")
        try FormatterText.checkCaret(result.caretCharacterOffset, result.caretUTF16Offset, in: result.text, context: context())
        let value = result.value
        try require(isPlainNumber(value, maximumFractionDigits: configuration.maximumFractionDigits, allowsNegative: configuration.allowsNegative),
                    "the value is not a plain number: \(context())\n  result \(show(result.text)) value \(show(value))")
        // A plain number is ASCII: its bytes are its Characters.
        if !value.isEmpty && value.utf8.count <= 30 {
            try require(result.decimal != nil, "decimal does not read the value: \(context())\n  value \(show(value))")
        }
        let locale = configuration.locale
        let separators = [locale.groupingSeparator, locale.decimalSeparator]
        guard locale.groupingSeparator != locale.decimalSeparator,
              separators.allSatisfy({ !($0.isASCII && $0.isNumber) && $0 != "-" && $0 != "\u{2212}" && CharacterIsolation.isIsolated($0) })
        else { return }
        var copy = field
        let end = result.text.utf16.count
        let again = copy.replace(utf16Range: end..<end, with: "")
        try require(again.text == result.text && again.value == value,
                    "formatting what the field shows changes it: \(context())\n  shown \(show(result.text)) value \(show(value))\n"
                        + "  again \(show(again.text)) value \(show(again.value))")
        var fresh = field
        let restored = fresh.setText(value)
        try require(restored.value == value,
                    "setText of the value gives another value: \(context())\n  value \(show(value))\n  again \(show(restored.value))")
    }

    /// Whether `value` is empty or `-`? digits (no leading zero but a lone one) and, optionally, `.`
    /// and between 1 and `maximumFractionDigits` digits.
    private static func isPlainNumber(_ value: String, maximumFractionDigits: Int, allowsNegative: Bool) -> Bool {
        if value.isEmpty { return true }
        var utf8 = Substring(value).utf8[...]
        if utf8.first == UInt8(ascii: "-") {
            guard allowsNegative else { return false }
            utf8 = utf8.dropFirst()
        }
        let parts = utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let isDigits = { (part: Substring.UTF8View.SubSequence) in !part.isEmpty && part.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        guard parts.count <= 2, isDigits(parts[0]), parts[0].count == 1 || parts[0].first != UInt8(ascii: "0") else { return false }
        return parts.count == 1 || (isDigits(parts[1]) && parts[1].count <= maximumFractionDigits)
    }
}
