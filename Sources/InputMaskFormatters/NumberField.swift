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
        public var locale: NumberLocale
        /// The most fraction digits kept; 0 accepts integers only. A negative value becomes 0, here
        /// as in `init`, so that formatting never cuts a negative number of digits.
        public var maximumFractionDigits: Int {
            didSet { maximumFractionDigits = max(0, maximumFractionDigits) }
        }
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

        /// ``value`` as a `Decimal`, or `nil` when it is empty.
        ///
        /// - Complexity: O(value length).
        public var decimal: Decimal? {
            value.isEmpty ? nil : Decimal(string: value, locale: Locale(identifier: "en_US_POSIX"))
        }

        /// The text with `|` at the caret.
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
        if string.isEmpty, lower < upper, text[lower..<upper].allSatisfy({ $0 == configuration.locale.groupingSeparator }) {
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

    private enum Kind { case minus, digit, decimal }

    private struct Unit {
        var kind: Kind
        var character: Character
        var beforeCaret: Bool
        var inserted: Bool
    }

    static func format(before: Substring, inserted: String, after: Substring, configuration: Configuration) -> Result {
        let locale = configuration.locale
        var units: [Unit] = []
        // Which of `.` and `,` are decimal separators in the inserted text (see the type's notes).
        var insertedDecimals: Set<Character>
        let dots = inserted.filter { $0 == "." }.count, commas = inserted.filter { $0 == "," }.count
        if inserted.contains(locale.decimalSeparator) && dots + commas > 1 {
            insertedDecimals = [locale.decimalSeparator]  // "1.234.567,89" pasted in de_DE
        } else if dots > 0 && commas > 0, let last = inserted.last(where: { $0 == "." || $0 == "," }) {
            insertedDecimals = [last]  // "1,234.5": the last one
        } else {
            insertedDecimals = []  // a repeated one is grouping
            if dots == 1 { insertedDecimals.insert(".") }
            if commas == 1 { insertedDecimals.insert(",") }
        }
        if locale.decimalSeparator != "." && locale.decimalSeparator != "," { insertedDecimals.insert(locale.decimalSeparator) }
        func scan<S: StringProtocol>(_ piece: S, beforeCaret: Bool, inserted: Bool) {
            for character in piece {
                if character.isASCIIDigit {
                    units.append(Unit(kind: .digit, character: character, beforeCaret: beforeCaret, inserted: inserted))
                } else if character == "-" || character == "\u{2212}" {
                    if configuration.allowsNegative {
                        units.append(Unit(kind: .minus, character: "-", beforeCaret: beforeCaret, inserted: inserted))
                    }
                } else if inserted ? insertedDecimals.contains(character) : character == locale.decimalSeparator {
                    units.append(Unit(kind: .decimal, character: ".", beforeCaret: beforeCaret, inserted: inserted))
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
        if configuration.maximumFractionDigits == 0 {
            decimal = nil
            fraction = []
        }
        if fraction.count > configuration.maximumFractionDigits { fraction.removeLast(fraction.count - configuration.maximumFractionDigits) }
        while integer.count > 1 && integer[0].character == "0" { integer.removeFirst() }
        if integer.isEmpty, let separator = decimal {
            integer = [Unit(kind: .digit, character: "0", beforeCaret: separator.beforeCaret, inserted: true)]
        }

        // Write the text, noting where the caret goes: after the same number of units.
        let caretUnits = ([minus].compactMap { $0 } + integer + [decimal].compactMap { $0 } + fraction).filter(\.beforeCaret).count
        var text = ""
        var written = 0
        var caret = 0
        func write(_ character: Character, isUnit: Bool) {
            text.append(character)
            if isUnit {
                written += 1
                if written == caretUnits { caret = text.count }
            }
        }
        if minus != nil { write("-", isUnit: true) }
        let grouped = locale.group(String(integer.map(\.character)))
        for character in grouped { write(character, isUnit: character != locale.groupingSeparator) }
        if decimal != nil { write(locale.decimalSeparator, isUnit: true) }
        for unit in fraction { write(unit.character, isUnit: true) }

        var value = integer.isEmpty ? "" : String(integer.map(\.character))
        if !fraction.isEmpty { value += "." + String(fraction.map(\.character)) }
        if minus != nil && !value.isEmpty { value = "-" + value }
        return Result(
            text: text, caretCharacterOffset: caret, caretUTF16Offset: text.prefix(caret).utf16.count, value: value)
    }
}
