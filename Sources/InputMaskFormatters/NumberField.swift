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

    /// One digit read from the text; 2 bytes, so that a pasted million digits stay a few megabytes.
    private struct Unit {
        /// The ASCII digit.
        var digit: UInt8
        var beforeCaret: Bool
    }

    /// A decimal separator read from the text: how many digits precede it, and on which side of the caret it is.
    private struct DecimalMark {
        var digitsBefore: Int
        var beforeCaret: Bool
    }

    static func format(before: Substring, inserted: String, after: Substring, configuration: Configuration) -> Result {
        let decimalSeparator = configuration.locale.fieldDecimalSeparator
        let groupingSeparator = configuration.locale.fieldGroupingSeparator
        let maximumFractionDigits = max(0, configuration.maximumFractionDigits)
        // Characters of one ASCII scalar (most of any text) are compared as bytes, each byte's
        // answer to a Character comparison worked out once: no Character comparison or hash per Character.
        var isDecimalSeparator = ByteAnswers(), isInsertedDecimal = ByteAnswers()
        // Which of `.` and `,` are decimal separators in the inserted text (see the type's notes).
        var insertedDecimals: Set<Character>
        var dots = 0, commas = 0, insertedHasDecimalSeparator = false
        var lastDotOrComma: Character?
        for character in inserted {
            if let byte = character.asciiByte {
                if byte == UInt8(ascii: ".") { dots += 1 } else if byte == UInt8(ascii: ",") { commas += 1 }
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") { lastDotOrComma = character }
                if !insertedHasDecimalSeparator { insertedHasDecimalSeparator = isDecimalSeparator(byte) { $0 == decimalSeparator } }
            } else {
                if character == "." { dots += 1 } else if character == "," { commas += 1 }
                if character == "." || character == "," { lastDotOrComma = character }
                if !insertedHasDecimalSeparator { insertedHasDecimalSeparator = character == decimalSeparator }
            }
        }
        if insertedHasDecimalSeparator && dots + commas > 1 {
            insertedDecimals = [decimalSeparator]  // "1.234.567,89" pasted in de_DE
        } else if dots > 0 && commas > 0, let last = lastDotOrComma {
            insertedDecimals = [last]  // "1,234.5": the last one
        } else {
            insertedDecimals = []  // a repeated one is grouping
            if dots == 1 { insertedDecimals.insert(".") }
            if commas == 1 { insertedDecimals.insert(",") }
        }
        if decimalSeparator != "." && decimalSeparator != "," { insertedDecimals.insert(decimalSeparator) }

        // The digits in order; the first minus sign; the first decimal separator kept from before
        // the edit, and the first of all. Digits before the caret come first, so those before the
        // caret are the first `digitsBeforeCaret`.
        var digits: [Unit] = []
        // Whether the first minus sign is before the caret; `nil` when there is none.
        var minus: Bool?
        var firstKeptDecimal: DecimalMark?, firstDecimal: DecimalMark?
        func scan<S: StringProtocol>(_ piece: S, beforeCaret: Bool, inserted: Bool) {
            for character in piece {
                let isMinus: Bool, isDecimal: Bool
                if let byte = character.asciiByte {
                    if byte &- UInt8(ascii: "0") < 10 {
                        digits.append(Unit(digit: byte, beforeCaret: beforeCaret))
                        continue
                    }
                    isMinus = byte == UInt8(ascii: "-")
                    isDecimal = !isMinus
                        && (inserted
                            ? isInsertedDecimal(byte) { insertedDecimals.contains($0) } : isDecimalSeparator(byte) { $0 == decimalSeparator })
                } else {
                    isMinus = character == "-" || character == "\u{2212}"
                    isDecimal = !isMinus && (inserted ? insertedDecimals.contains(character) : character == decimalSeparator)
                }
                if isMinus {
                    if configuration.allowsNegative && minus == nil { minus = beforeCaret }
                } else if isDecimal {
                    let mark = DecimalMark(digitsBefore: digits.count, beforeCaret: beforeCaret)
                    if firstDecimal == nil { firstDecimal = mark }
                    if !inserted && firstKeptDecimal == nil { firstKeptDecimal = mark }
                }
            }
        }
        scan(before, beforeCaret: true, inserted: false)
        scan(inserted, beforeCaret: true, inserted: true)
        let digitsBeforeCaret = digits.count
        scan(after, beforeCaret: false, inserted: false)

        // One decimal separator: one kept from before the edit wins over a typed one.
        var decimal = firstKeptDecimal ?? firstDecimal
        var integer = digits[..<(decimal?.digitsBefore ?? digits.endIndex)]
        var fraction = decimal.map { digits[$0.digitsBefore...] } ?? []
        if maximumFractionDigits == 0 {
            decimal = nil
            fraction = []
        }
        if fraction.count > maximumFractionDigits { fraction = fraction.prefix(maximumFractionDigits) }
        // Leading zeros collapse in one cut: removing them one by one is quadratic in their number.
        let significant = integer.firstIndex { $0.digit != UInt8(ascii: "0") } ?? integer.endIndex
        integer = integer.dropFirst(min(significant - integer.startIndex, max(0, integer.count - 1)))
        // The digits before the caret are a prefix of `digits`, so each part holds those of its
        // positions below `digitsBeforeCaret`.
        func beforeCaret(_ part: ArraySlice<Unit>) -> Int { max(0, min(digitsBeforeCaret, part.endIndex) - part.startIndex) }
        var caretUnits = beforeCaret(integer) + beforeCaret(fraction)
        if integer.isEmpty, let separator = decimal {
            integer = [Unit(digit: UInt8(ascii: "0"), beforeCaret: separator.beforeCaret)]
            if separator.beforeCaret { caretUnits += 1 }
        }

        if minus == true { caretUnits += 1 }
        if decimal?.beforeCaret == true { caretUnits += 1 }

        // Write the text, noting where the caret goes: after the same number of units. Every unit
        // and grouping separator is one Character (the locale's field separators guarantee it),
        // so Characters and UTF-16 units are counted as they are written.
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
            utf8.append(contentsOf: decimalSeparator.utf8)
            wroteUnit(utf16: decimalSeparator.utf16.count)
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

/// Answers to a question about Characters of one ASCII scalar, by byte: each worked out on the
/// byte's first sight and remembered, so that a long text costs one Character comparison or hash
/// per distinct byte, not per Character.
private struct ByteAnswers {
    private var known = ASCIISet { _ in false }
    private var yes = ASCIISet { _ in false }

    /// The answer of `question` for the Character of `byte` alone (below 128).
    mutating func callAsFunction(_ byte: UInt8, _ question: (Character) -> Bool) -> Bool {
        if known.contains(byte) { return yes.contains(byte) }
        let answer = question(Character(Unicode.Scalar(byte)))
        known.insert(byte)
        if answer { yes.insert(byte) }
        return answer
    }
}
