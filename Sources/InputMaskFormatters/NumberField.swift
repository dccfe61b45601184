import Foundation

/// A number field: grouped integer part, one decimal separator, a cap on fraction digits, an
/// optional minus sign, and a caret that stays next to the digit just typed or deleted.
///
/// Formatting uses a ``NumberLocale`` descriptor, not `NumberFormatter`. After each edit the
/// field counts the digits, minus sign and decimal separator before the caret, re-formats, and
/// puts the caret after the same count.
///
/// - While typing, `.` and `,` both start the fraction; in text kept from the previous state
///   only the locale's decimal separator does (its grouping separators are ignored).
/// - A second decimal separator is ignored; fraction digits beyond the maximum are cut;
///   leading zeros collapse (`007` → `7`, `.5` → `0.5`).
/// - Deleting only a grouping separator deletes the digit before it instead (a backspace
///   over `1,|234` gives `|234`).
/// - Odd configurations are clamped where they are used, so changing ``configuration`` never
///   makes an edit trap: a negative ``Configuration/maximumFractionDigits`` counts as 0, and a
///   locale whose separators cannot be read back is written as ``NumberLocale`` describes under
///   "Separators a field can use".
///
/// ```swift
/// var field = NumberField(configuration: .init(locale: .enUS))
/// field.setText("1234567.891")          // text "1,234,567.89"
/// field.replace(utf16Range: 5..<5, with: "0")
/// field.text                            // "12,340,567.89", caret after the typed "0"
/// field.result.value                    // "12340567.89"
/// ```
public struct NumberField: Hashable, Sendable {
    /// What the field accepts and how it writes numbers.
    public struct Configuration: Hashable, Sendable {
        /// Separators and grouping.
        ///
        /// A separator the field could not read back from its own text (a digit, a minus sign,
        /// both separators the same, a Character that merges with a digit next to it) is replaced
        /// or left out as ``NumberLocale`` describes under "Separators a field can use".
        public var locale: NumberLocale
        /// The most fraction digits kept; 0 accepts integers only.
        ///
        /// A negative value, set here or through the initializer, counts as 0 at every edit.
        public var maximumFractionDigits: Int
        /// Whether a minus sign is accepted.
        public var allowsNegative: Bool

        /// A configuration.
        ///
        /// ```swift
        /// let money = NumberField.Configuration(locale: .deDE, maximumFractionDigits: 2, allowsNegative: false)
        /// ```
        /// - Parameters:
        ///   - locale: separators and grouping.
        ///   - maximumFractionDigits: the most fraction digits kept (negative counts as 0).
        ///   - allowsNegative: whether `-` is accepted.
        /// - Complexity: O(1).
        public init(locale: NumberLocale, maximumFractionDigits: Int = 2, allowsNegative: Bool = true) {
            self.locale = locale
            self.maximumFractionDigits = max(0, maximumFractionDigits)
            self.allowsNegative = allowsNegative
        }
    }

    /// The outcome of an edit.
    public struct Result: Hashable, Sendable, CustomStringConvertible {
        /// The formatted text (`"-1,234.5"`).
        public let text: String
        /// The caret in Characters.
        public let caretCharacterOffset: Int
        /// The caret in UTF-16 code units.
        public let caretUTF16Offset: Int
        /// The plain number: optional `-`, digits, and `.` before fraction digits (`"-1234.5"`);
        /// empty when there are no digits.
        public let value: String

        /// ``value`` as a `Decimal` (38 significant digits), or `nil` when it is empty or beyond
        /// `Decimal`'s range (from about 166 integer digits).
        ///
        /// - Complexity: O(value length).
        public var decimal: Decimal? {
            value.isEmpty ? nil : Decimal(string: value, locale: Locale(identifier: "en_US_POSIX"))
        }

        /// The text with `|` at the caret.
        ///
        /// - Complexity: O(text length).
        public var description: String {
            let caret = text.index(text.startIndex, offsetBy: caretCharacterOffset)
            return "\(text[..<caret])|\(text[caret...])"
        }
    }

    /// The configuration in force.
    public private(set) var configuration: Configuration
    /// The latest result.
    public private(set) var result: Result

    /// An empty field.
    ///
    /// - Parameter configuration: locale, fraction digits and sign.
    /// - Complexity: O(1).
    public init(configuration: Configuration) {
        self.configuration = configuration
        result = Result(text: "", caretCharacterOffset: 0, caretUTF16Offset: 0, value: "")
    }

    /// The text the field shows.
    ///
    /// - Complexity: O(1).
    public var text: String { result.text }

    /// Replaces `utf16Range` of ``text`` with `string` (a key press, paste or deletion).
    ///
    /// ```swift
    /// var field = NumberField(configuration: .init(locale: .deDE))
    /// field.setText("1234567,89")                      // "1.234.567,89"
    /// field.replace(utf16Range: 4..<5, with: "")       // "123.567,89": the 4 is gone, caret after 3
    /// ```
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units (clamped to the text).
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(text length + string length).
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> Result {
        let text = result.text
        let utf16Count = text.utf16.count
        var lower = text.utf16.index(text.startIndex, offsetBy: min(max(0, utf16Range.lowerBound), utf16Count))
        let upper = text.utf16.index(text.startIndex, offsetBy: min(max(0, utf16Range.upperBound), utf16Count))
        if string.isEmpty, lower < upper, let grouping = configuration.locale.fieldGroupingSeparator,
            text[lower..<upper].allSatisfy({ $0 == grouping })
        {
            // Backspace over a grouping separator deletes the digit before it.
            if let digit = text[..<lower].lastIndex(where: \.isASCIIDigit) { lower = digit }
        }
        result = Self.format(
            before: text[..<lower], inserted: string, after: text[upper...], configuration: configuration)
        return result
    }

    /// Replaces the whole text (a paste or a stored value); the caret goes to the end.
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
        result = Self.format(before: "", inserted: text, after: "", configuration: configuration)
        return result
    }

    /// Changes the configuration and re-formats the current value.
    ///
    /// - Parameter configuration: the new configuration.
    /// - Returns: the new result, caret at the end.
    /// - Complexity: O(text length).
    @discardableResult
    public mutating func setConfiguration(_ configuration: Configuration) -> Result {
        let value = result.value
        self.configuration = configuration
        result = Self.format(before: "", inserted: value, after: "", configuration: configuration)
        return result
    }

    // MARK: - Formatting

    private enum Kind: UInt8 { case minus, digit, decimal }

    /// One digit, minus sign or decimal separator read from the text; 4 bytes, so that a pasted
    /// million digits stay a few megabytes.
    private struct Unit {
        var kind: Kind
        /// The ASCII digit, for a digit.
        var digit: UInt8
        var beforeCaret: Bool
        var inserted: Bool
    }

    static func format(before: Substring, inserted: String, after: Substring, configuration: Configuration) -> Result {
        let decimalSeparator = configuration.locale.fieldDecimalSeparator
        let groupingSeparator = configuration.locale.fieldGroupingSeparator
        let maximumFractionDigits = max(0, configuration.maximumFractionDigits)
        var units: [Unit] = []
        // Which of `.` and `,` are decimal separators in the inserted text (see the type's notes).
        var insertedDecimals: Set<Character>
        var dots = 0, commas = 0
        for character in inserted {
            if character == "." { dots += 1 } else if character == "," { commas += 1 }
        }
        if inserted.contains(decimalSeparator) && dots + commas > 1 {
            insertedDecimals = [decimalSeparator]  // "1.234.567,89" pasted in de_DE
        } else if dots > 0 && commas > 0, let last = inserted.last(where: { $0 == "." || $0 == "," }) {
            insertedDecimals = [last]  // "1,234.5": the last one
        } else {
            insertedDecimals = []  // a repeated one is grouping
            if dots == 1 { insertedDecimals.insert(".") }
            if commas == 1 { insertedDecimals.insert(",") }
        }
        if decimalSeparator != "." && decimalSeparator != "," { insertedDecimals.insert(decimalSeparator) }
        func scan<S: StringProtocol>(_ piece: S, beforeCaret: Bool, inserted: Bool) {
            for character in piece {
                if let digit = character.asciiDigit {
                    units.append(Unit(kind: .digit, digit: digit, beforeCaret: beforeCaret, inserted: inserted))
                } else if character == "-" || character == "\u{2212}" {
                    if configuration.allowsNegative {
                        units.append(Unit(kind: .minus, digit: 0, beforeCaret: beforeCaret, inserted: inserted))
                    }
                } else if inserted ? insertedDecimals.contains(character) : character == decimalSeparator {
                    units.append(Unit(kind: .decimal, digit: 0, beforeCaret: beforeCaret, inserted: inserted))
                }
            }
        }
        scan(before, beforeCaret: true, inserted: false)
        scan(inserted, beforeCaret: true, inserted: true)
        scan(after, beforeCaret: false, inserted: false)

        // One minus sign, at the front.
        let minus = units.first { $0.kind == .minus }
        units.removeAll { $0.kind == .minus }
        // One decimal separator: one kept from before the edit wins over a typed one.
        let decimalIndex = units.firstIndex { $0.kind == .decimal && !$0.inserted } ?? units.firstIndex { $0.kind == .decimal }
        var integer = Array(units[..<(decimalIndex ?? units.endIndex)].filter { $0.kind == .digit })
        var decimal = decimalIndex.map { units[$0] }
        var fraction = decimalIndex.map { Array(units[($0 + 1)...].filter { $0.kind == .digit }) } ?? []
        if maximumFractionDigits == 0 {
            decimal = nil
            fraction = []
        }
        if fraction.count > maximumFractionDigits { fraction.removeLast(fraction.count - maximumFractionDigits) }
        // Leading zeros collapse in one cut: removing them one by one is quadratic in their number.
        let significant = integer.firstIndex { $0.digit != UInt8(ascii: "0") } ?? integer.endIndex
        integer.removeFirst(min(significant, max(0, integer.count - 1)))
        if integer.isEmpty, let separator = decimal {
            integer = [Unit(kind: .digit, digit: UInt8(ascii: "0"), beforeCaret: separator.beforeCaret, inserted: true)]
        }

        // Write the text, noting where the caret goes: after the same number of units. Every unit
        // and grouping separator is one Character (the locale's field separators guarantee it),
        // so Characters and UTF-16 units are counted as they are written.
        func beforeCaret(_ units: [Unit]) -> Int { units.reduce(0) { $0 + ($1.beforeCaret ? 1 : 0) } }
        var caretUnits = beforeCaret(integer) + beforeCaret(fraction)
        if minus?.beforeCaret == true { caretUnits += 1 }
        if decimal?.beforeCaret == true { caretUnits += 1 }
        let groupingUTF8 = groupingSeparator.map { Array(String($0).utf8) } ?? []
        let groupingUTF16 = groupingSeparator.map { String($0).utf16.count } ?? 0
        var utf8: [UInt8] = []
        utf8.reserveCapacity(integer.count * (1 + groupingUTF8.count) + fraction.count + 8)
        var characters = 0, utf16 = 0, written = 0
        var caret = (characters: 0, utf16: 0)
        func wroteUnit(utf16 length: Int) {
            characters += 1
            utf16 += length
            written += 1
            if written == caretUnits { caret = (characters, utf16) }
        }
        if minus != nil {
            utf8.append(UInt8(ascii: "-"))
            wroteUnit(utf16: 1)
        }
        let primary = configuration.locale.primaryGroupSize, secondary = configuration.locale.secondaryGroupSize
        for (index, unit) in integer.enumerated() {
            let remaining = integer.count - index
            if groupingSeparator != nil, index > 0,
                remaining == primary || (remaining > primary && (remaining - primary) % secondary == 0)
            {
                utf8.append(contentsOf: groupingUTF8)
                characters += 1
                utf16 += groupingUTF16
            }
            utf8.append(unit.digit)
            wroteUnit(utf16: 1)
        }
        if decimal != nil {
            utf8.append(contentsOf: String(decimalSeparator).utf8)
            wroteUnit(utf16: String(decimalSeparator).utf16.count)
        }
        for unit in fraction {
            utf8.append(unit.digit)
            wroteUnit(utf16: 1)
        }

        var value = String(decoding: integer.map(\.digit), as: UTF8.self)
        if !fraction.isEmpty { value += "." + String(decoding: fraction.map(\.digit), as: UTF8.self) }
        if minus != nil && !value.isEmpty { value = "-" + value }
        return Result(
            text: String(decoding: utf8, as: UTF8.self), caretCharacterOffset: caret.characters,
            caretUTF16Offset: caret.utf16, value: value)
    }
}
