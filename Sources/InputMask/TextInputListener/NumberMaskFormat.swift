import Foundation

/// The format input-mask 7.x's `NumberInputListener` builds for a number as it is typed: the
/// digits of its integer part grouped by a `NumberFormatter`, then its decimal separator and fraction.
///
/// Each digit of the grouped integer part is a `[0]` slot, except the first digit of a non-zero
/// number, a `[1]` slot (``nonZeroDigit``), so that the number never starts with 0; every other
/// character of the grouping (separators, currency signs) is a fixed `{}` character.
package enum NumberMaskFormat {
    /// The slot `1`: a digit 1 to 9.
    package static let nonZeroDigit = Notation(character: "1", characterSet: CharacterSet(charactersIn: "123456789"), isOptional: false)

    /// The format that keeps any digits, for text that is no number.
    package static let anyDigits = "[…]"

    /// The format for `text` as `formatter` shows numbers, or ``anyDigits`` without a formatter or
    /// when the integer part is no number.
    ///
    /// The formatter's decimal and currency decimal separators both count as the separator; only
    /// digits and the last separator are kept; the integer part is cut to the formatter's
    /// `maximumIntegerDigits` and the fraction to `maximumFractionDigits`.
    /// - Complexity: O(n) for a text of n bytes, plus the formatter's cost on the integer part.
    package static func format(for text: String, formatter: NumberFormatter?) -> String {
        guard let formatter else { return anyDigits }
        let separators = [formatter.decimalSeparator, formatter.currencyDecimalSeparator].compactMap { $0 }.filter { !$0.isEmpty }
        var normalized = text
        for separator in separators { normalized = normalized.replacingOccurrences(of: separator, with: ".") }
        let kept = normalized.unicodeScalars.filter { $0 == "." || CharacterSet.decimalDigits.contains($0) }
        let digitsAndDots = String(String.UnicodeScalarView(kept))
        let hasSeparator = digitsAndDots.contains(".")
        let lastDot = digitsAndDots.lastIndex(of: ".")
        var integer = lastDot.map { String(digitsAndDots[..<$0]) } ?? digitsAndDots
        var fraction = lastDot.map { String(digitsAndDots[digitsAndDots.index(after: $0)...]) } ?? ""
        integer.removeAll { $0 == "." }
        if integer.isEmpty { integer = "0" }
        integer = String(integer.prefix(max(0, formatter.maximumIntegerDigits)))
        fraction = String(fraction.prefix(max(0, formatter.maximumFractionDigits)))
        let plain = NumberFormatter()
        plain.locale = Locale(identifier: "en_US_POSIX")
        guard let number = plain.number(from: integer), let grouped = formatter.string(from: number) else { return anyDigits }
        var format = ""
        var firstDigit = true
        for character in grouped {
            if character.unicodeScalars.allSatisfy(CharacterSet.decimalDigits.contains) {
                format += firstDigit && number.intValue != 0 ? "[1]" : "[0]"
                firstDigit = false
            } else {
                format += fixed(String(character))
            }
        }
        guard hasSeparator else { return format }
        let currency = formatter.currencyDecimalSeparator.flatMap { $0.isEmpty || !text.contains($0) ? nil : $0 }
        format += fixed(currency ?? formatter.decimalSeparator ?? ".")
        format += String(repeating: "[0]", count: fraction.count)
        return format
    }

    /// `text` as fixed characters of a format, brackets and backslashes escaped.
    private static func fixed(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "[]{}\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "{\(escaped)}"
    }
}
