import Foundation

/// A number field: grouped integer part, one decimal separator, a cap on fraction digits, an
/// optional minus sign, an optional prefix and suffix, an optional range, and a caret that stays
/// next to the digit just typed or deleted.
///
/// Formatting uses a ``NumberLocale`` descriptor, not `NumberFormatter`. After each edit the
/// field counts the digits, minus sign and decimal separator before the caret, re-formats, and
/// puts the caret after the same count.
///
/// - Digits of any script (`１２３４`, `١٢٣٤`: Unicode category Nd) are written as ASCII digits.
/// - `-`, `−` (U+2212), `–` (en dash, what smart punctuation types) and `—` (em dash) are read
///   as the minus sign; the field writes `-`.
/// - While typing, `.` and `,` both start the fraction; in text kept from the previous state
///   only the locale's decimal separator does (its grouping separators are ignored). In a paste,
///   one `.` or `,` that is the locale's grouping separator with a whole group after it is
///   grouping (`1,234` in en_US is 1234, `12,5` is 12.5), so the text a field shows reads back
///   as its value; a `.` with as many fraction digits as a group or fewer after it starts the
///   fraction, as in ``Result/value``'s form (`1.234`), also in de_DE.
/// - A second decimal separator is ignored; fraction digits beyond the maximum are cut;
///   leading zeros collapse (`007` → `7`, `.5` → `0.5`).
/// - Deleting only a grouping separator deletes the digit before it instead (a backspace
///   over `1,|234` gives `|234`).
/// - The prefix and suffix are shown around any number and never edited: a replaced range is
///   clamped to the number between them, so the caret never splits them.
/// - Odd configurations are clamped where they are used, so changing ``configuration`` never
///   makes an edit trap: a negative ``Configuration/maximumFractionDigits`` counts as 0, a
///   minimum above the maximum makes no value valid, and a locale whose separators cannot be
///   read back is written as ``NumberLocale`` describes under "Separators a field can use".
///
/// ```swift
/// var field = NumberField(configuration: .init(locale: .enUS))
/// field.setText("1234567.891")          // text "1,234,567.89"
/// field.replace(utf16Range: 5..<5, with: "0")
/// field.text                            // "12,340,567.89", caret after the typed "0"
/// field.result.value                    // "12340567.89"
/// ```
public struct NumberField: Hashable, Sendable {
    /// The configuration in force.
    public private(set) var configuration: Configuration
    /// The latest result.
    public private(set) var result: Result

    /// An empty field.
    ///
    /// - Parameter configuration: locale, fraction digits, sign, affixes and range.
    /// - Complexity: O(1).
    public init(configuration: Configuration) {
        self.configuration = configuration
        result = Result(text: "", caretCharacterOffset: 0, caretUTF16Offset: 0, value: "")
    }

    /// The text the field shows.
    ///
    /// - Complexity: O(1).
    public var text: String { result.text }

    /// Whether the value is a number within ``Configuration/minimum`` and ``Configuration/maximum``.
    ///
    /// - Complexity: O(value length).
    public var isValid: Bool { !result.value.isEmpty && result.outOfRange == nil }

    /// Whether typing more can still make the value valid: it is empty, valid, or beyond a bound
    /// only on the side that more digits move away from (a positive value below the minimum, a
    /// negative one above the maximum). Show an error only when this is `false`.
    ///
    /// - Complexity: O(value length).
    public var isPotentiallyValid: Bool {
        guard let bound = result.outOfRange else { return true }
        return !configuration.isUnrecoverable(result.value, beyond: bound)
    }

    /// Replaces `utf16Range` of ``text`` with `string` (a key press, paste or deletion).
    ///
    /// The range is clamped to the number between the prefix and the suffix. An insertion that
    /// would take the value beyond a bound for good (see ``Configuration/maximum``) is refused:
    /// the result keeps the text and says which bound in ``Result/refused``.
    ///
    /// ```swift
    /// var field = NumberField(configuration: .init(locale: .deDE))
    /// field.setText("1234567,89")                      // "1.234.567,89"
    /// field.replace(utf16Range: 4..<5, with: "")       // "123.567,89": the 4 is gone, caret after 3
    /// ```
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units (clamped to the number).
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(text length + string length).
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> Result {
        let text = result.text, utf16Count = text.utf16.count
        let region = numberRange(utf16Count: utf16Count)
        var lower = min(max(region.lowerBound, utf16Range.lowerBound), region.upperBound)
        let upper = min(max(lower, utf16Range.upperBound), region.upperBound)
        if string.isEmpty, lower < upper, let grouping = configuration.locale.fieldGroupingSeparator?.character {
            let range = text.utf16.index(text.startIndex, offsetBy: lower)..<text.utf16.index(text.startIndex, offsetBy: upper)
            if text[range].allSatisfy({ $0 == grouping }) {
                // Backspace over a grouping separator deletes the digit before it.
                let start = text.utf16.index(text.startIndex, offsetBy: region.lowerBound)
                if let digit = text[start..<range.lowerBound].lastIndex(where: \.isASCIIDigit) {
                    lower = text.utf16.distance(from: text.startIndex, to: digit)
                }
            }
        }
        let utf16 = text.utf16
        func index(_ offset: Int) -> String.Index { utf16.index(text.startIndex, offsetBy: offset) }
        let number = Self.format(
            before: text[index(region.lowerBound)..<index(lower)], inserted: stripAffixes(string),
            after: text[index(upper)..<index(region.upperBound)], configuration: configuration)
        return publish(number, refusable: !string.isEmpty)
    }

    /// Replaces the whole text (a paste or a stored value, with or without the prefix and
    /// suffix); the caret goes to the end of the number. A value beyond a bound for good is
    /// refused, as in ``replace(utf16Range:with:)``.
    ///
    /// ```swift
    /// var field = NumberField(configuration: .init(locale: .enIN))
    /// field.setText("-1234567.5").text // "-12,34,567.5"
    /// ```
    /// - Parameter text: the new text.
    /// - Returns: the new result.
    /// - Complexity: O(text length).
    @discardableResult
    public mutating func setText(_ text: String) -> Result {
        publish(Self.format(before: "", inserted: stripAffixes(text), after: "", configuration: configuration), refusable: true)
    }

    /// Changes the configuration and re-formats the current value; a value now out of range is
    /// reported in ``Result/outOfRange``, not refused.
    ///
    /// - Parameter configuration: the new configuration.
    /// - Returns: the new result, caret at the end of the number.
    /// - Complexity: O(text length).
    @discardableResult
    public mutating func setConfiguration(_ configuration: Configuration) -> Result {
        let value = result.value
        self.configuration = configuration
        return publish(Self.format(before: "", inserted: value, after: "", configuration: configuration), refusable: false)
    }

    /// Ends the editing of the number, as a field does when it loses focus: writes at least
    /// ``Configuration/committedFractionDigits`` fraction digits (`1.5` → `1.50`), drops a
    /// decimal separator with no digit after it when none are asked for, and empties a field that
    /// holds no digit (a lone `-`).
    ///
    /// ```swift
    /// var field = NumberField(configuration: .init(locale: .enUS, committedFractionDigits: 2))
    /// field.setText("1234.5")
    /// field.commit().text   // "1,234.50"
    /// ```
    /// - Returns: the new result, caret at the end of the number.
    /// - Complexity: O(text length + committed fraction digits).
    @discardableResult
    public mutating func commit() -> Result {
        var value = result.value
        let digits = min(max(0, configuration.committedFractionDigits), max(0, configuration.maximumFractionDigits),
                         Configuration.committedFractionDigitsLimit)
        if !value.isEmpty {
            let present = value.utf8.firstIndex(of: UInt8(ascii: ".")).map { value.utf8.distance(from: $0, to: value.utf8.endIndex) - 1 }
            if digits > (present ?? 0) {
                if present == nil { value += "." }
                value += String(repeating: "0", count: digits - (present ?? 0))
            }
        }
        return publish(Self.format(before: "", inserted: value, after: "", configuration: configuration), refusable: false)
    }

    // MARK: - Prefix and suffix

    /// The UTF-16 range of the number in the field's text of `utf16Count` code units: between the
    /// prefix and the suffix when they are shown, the whole text when it is empty.
    private func numberRange(utf16Count: Int) -> Range<Int> {
        let prefix = configuration.prefix, suffix = configuration.suffix
        guard utf16Count > 0, !(prefix.isEmpty && suffix.isEmpty) else { return 0..<utf16Count }
        let lower = min(prefix.utf16.count, utf16Count)
        return lower..<max(lower, utf16Count - suffix.utf16.count)
    }

    /// `text` without the prefix at its start and the suffix at its end, where they stand there
    /// (a pasted `$1,234/month`): their digits and separators are not the number's.
    private func stripAffixes(_ text: String) -> String {
        let prefix = configuration.prefix, suffix = configuration.suffix
        if prefix.isEmpty && suffix.isEmpty { return text }
        var rest = Substring(text)
        if !prefix.isEmpty, rest.hasPrefix(prefix) { rest = rest.dropFirst(prefix.count) }
        if !suffix.isEmpty, rest.hasSuffix(suffix) { rest = rest.dropLast(suffix.count) }
        return String(rest)
    }

    /// Keeps `number` (the number part), with the prefix and suffix around it and its range
    /// checked; an insertion (`refusable`) that takes the value beyond a bound for good leaves
    /// the previous result, marked refused.
    private mutating func publish(_ number: Result, refusable: Bool) -> Result {
        let bound = configuration.bound(of: number.value)
        if refusable, let bound, configuration.isUnrecoverable(number.value, beyond: bound) {
            result = result.refusing(bound)
            return result
        }
        let prefix = configuration.prefix, suffix = configuration.suffix
        guard !number.text.isEmpty, !(prefix.isEmpty && suffix.isEmpty) else {
            result = Result(text: number.text, caretCharacterOffset: number.caretCharacterOffset,
                            caretUTF16Offset: number.caretUTF16Offset, value: number.value, outOfRange: bound)
            return result
        }
        let text = prefix + number.text + suffix
        let caret = Self.characterBoundary(in: text, atOrBefore: prefix.utf16.count + number.caretUTF16Offset)
        result = Result(text: text, caretCharacterOffset: caret.characters, caretUTF16Offset: caret.utf16,
                        value: number.value, outOfRange: bound)
        return result
    }

    /// The last Character boundary of `text` at or before `utf16Offset`, in Characters and
    /// UTF-16 code units: a prefix may merge with the number's first Character.
    ///
    /// - Complexity: O(utf16Offset).
    private static func characterBoundary(in text: String, atOrBefore utf16Offset: Int) -> (characters: Int, utf16: Int) {
        var characters = 0, utf16 = 0
        for character in text {
            let next = utf16 + character.utf16.count
            if next > utf16Offset { break }
            characters += 1
            utf16 = next
        }
        return (characters, utf16)
    }
}
