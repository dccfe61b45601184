import Foundation
import InputMaskFormatters

/// The `formatters` target's checks of `NumberField`: a built-in or custom `NumberLocale` (odd
/// separators and group sizes included), a configuration with edge values (negative or huge
/// `maximumFractionDigits`, also set through the `var` after `init`, which does not clamp; prefixes
/// and suffixes with digits, signs and merging Characters; bounds, a minimum above the maximum
/// included; odd committed fraction digits), then up to eight edits: replacements with any range,
/// `setText`, backspaces, `setConfiguration` and `commit`.
///
/// Checked after each: the result is the field's, the caret lies within the text with consistent
/// offsets, the value is a plain number (optional `-`, no leading zeros, at most the maximum of
/// fraction digits) and `decimal` reads it; and, for a locale whose separators are distinct, not
/// digits or minus signs and merge with nothing: re-formatting what the field shows (an empty
/// edit) changes neither text nor value, and `setText` of the value, or of the text shown, gives
/// the value back (unless the value starts with the prefix or ends with the suffix, which a paste
/// has removed). A shown
/// number has the prefix and suffix around it; a refused edit leaves text and value; `isValid`
/// is a value within the bounds.
enum NumberFieldInvariants {
    /// Separators a custom locale is made with, odd ones included.
    private static let separators: [Character] = [
        ",", ".", " ", "\u{A0}", "\u{202F}", "'", "_", "x", "1", "-", "\u{2212}", "\u{301}", "🇷", "e\u{301}", "\r", "\n", "\u{2013}", "\u{2014}", "٣",
    ]

    /// Prefixes and suffixes, odd ones included.
    private static let affixes: [String] = ["", "", "$", "€ ", " €", "/month", "-", "1", ".", ",", "\u{301}", "x\u{200D}", " m²/24h"]

    /// Bounds, odd ones included.
    private static let bounds: [Decimal?] = [nil, nil, 0, 100, -100, Decimal(string: "99.99"), Decimal(string: "1e40"), .nan]

    /// Decodes a field and its edits and checks each result.
    static func check(_ input: inout FuzzInput) throws(InvariantViolation) {
        var field = NumberField(configuration: configuration(&input))
        for _ in 0..<input.int(in: 1...8) {
            // A number field has no length limit, so pastes pile up; past one paste's size, more
            // edits check nothing new, and each costs its checks' several readings of the text.
            if field.result.text.utf8.count > FormatterText.maximumPaste { break }
            let before = field.result
            let operation: () -> String
            let result: NumberField.Result
            switch input.int(in: 0...4) {
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
            case 3:
                operation = { "commit()" }
                result = field.commit()
            default:
                let configuration = configuration(&input)
                operation = { "setConfiguration(\(configuration))" }
                result = field.setConfiguration(configuration)
            }
            let context = { "\(field.configuration)\n  before \(show(before.text))\n  operation \(operation())" }
            try require(result.refused == nil || (result.text == before.text && result.value == before.value),
                        "a refused edit changed the field: \(context())\n  result \(show(result.text))")
            try checkResult(result, of: field, context: context())
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
        configuration.prefix = input.pick(affixes)
        configuration.suffix = input.pick(affixes)
        configuration.minimum = input.pick(bounds)
        configuration.maximum = input.pick(bounds)
        configuration.committedFractionDigits = FormatterText.size(&input)
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
        // By scalars: an affix may merge with the digit next to it into one Character.
        let scalars = result.text.unicodeScalars
        try require(scalars.isEmpty || (scalars.starts(with: configuration.prefix.unicodeScalars)
                                          && scalars.reversed().starts(with: configuration.suffix.unicodeScalars.reversed())),
                    "the number is not between the prefix and the suffix: \(context())\n  result \(show(result.text))")
        try require(field.isValid == (!value.isEmpty && result.outOfRange == nil), "isValid is not the range check: \(context())")
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
        guard !(value.hasPrefix(configuration.prefix) && !configuration.prefix.isEmpty),
              !(value.hasSuffix(configuration.suffix) && !configuration.suffix.isEmpty)
        else { return }
        var fresh = field
        let restored = fresh.setText(value)
        try require(restored.value == value,
                    "setText of the value gives another value: \(context())\n  value \(show(value))\n  again \(show(restored.value))")
        // A paste of what the field shows (the number as the locale writes it, a grouping
        // separator with a whole group after it included) reads as the same value, when the
        // affixes around it hold nothing a number is read from and merge with nothing, unless the
        // grouping separator is `.` and a group holds no more digits than the fraction takes (one
        // `.` then reads as the value's decimal point: `setText` of the value wins).
        let affixes = configuration.prefix + configuration.suffix
        guard CharacterIsolation.isIsolated(configuration.prefix), CharacterIsolation.isIsolated(configuration.suffix),
              !affixes.unicodeScalars.contains(where: { $0.properties.numericType != nil || ".,-\u{2212}\u{2013}\u{2014}".unicodeScalars.contains($0) }),
              !affixes.contains(locale.groupingSeparator), !affixes.contains(locale.decimalSeparator),
              locale.groupingSeparator != "." || locale.primaryGroupSize > max(0, configuration.maximumFractionDigits)
        else { return }
        fresh = field
        let pasted = fresh.setText(result.text)
        try require(pasted.value == value,
                    "setText of the text shown gives another value: \(context())\n  shown \(show(result.text)) value \(show(value))\n"
                        + "  again \(show(pasted.text)) value \(show(pasted.value))")
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
