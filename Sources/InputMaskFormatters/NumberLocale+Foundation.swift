import Foundation

extension NumberLocale {
    /// The separators and group sizes a Foundation `Locale` writes numbers with.
    ///
    /// Read from the locale's own formatting of `1234567890.5` (its CLDR decimal pattern, with
    /// the locale's numbering system), so that Indian lakh grouping comes out as 3 then 2, which
    /// `NumberFormatter.secondaryGroupingSize` does not report on every platform. When that text
    /// cannot be read (no decimal separator in it), `Locale.decimalSeparator` and
    /// `Locale.groupingSeparator` are used with groups of three. A locale that does not group gets
    /// its decimal separator as grouping separator, which a field leaves out (see "Separators a
    /// field can use"). A ``NumberField`` writes ASCII
    /// digits whatever the locale's numbering system.
    ///
    /// ```swift
    /// NumberLocale(locale: Locale(identifier: "de_CH")).group("1234567")   // "1’234’567"
    /// NumberLocale(locale: Locale(identifier: "hi_IN")).group("1234567")   // "12,34,567"
    /// ```
    /// - Parameter locale: a Foundation locale.
    /// - Complexity: O(1): one formatting of a fixed number.
    public init(locale: Locale) {
        let sample = Decimal(string: "1234567890.5", locale: Locale(identifier: "en_US_POSIX")) ?? 0
        let text = sample.formatted(.number.locale(locale))
        if let read = Self.read(formatted: text) {
            self.init(
                identifier: locale.identifier, groupingSeparator: read.grouping ?? read.decimal,
                decimalSeparator: read.decimal, primaryGroupSize: read.primary ?? 3, secondaryGroupSize: read.secondary)
        } else {
            self.init(
                identifier: locale.identifier, groupingSeparator: locale.groupingSeparator?.first ?? ",",
                decimalSeparator: locale.decimalSeparator?.first ?? ".")
        }
    }

    /// The separators and group sizes in `text`, a locale's formatting of `1234567890.5`: the
    /// Character before the last digit is the decimal separator, the first other one between
    /// integer digits the grouping separator; group sizes counted from the decimal separator.
    /// `nil` when the text is not ten digits, separators and one fraction digit.
    private static func read(formatted text: String) -> (decimal: Character, grouping: Character?, primary: Int?, secondary: Int?)? {
        var characters = Array(text.filter { !$0.isBidiMark })
        guard characters.count >= 12, characters.removeLast().decimalDigitByte != nil else { return nil }
        let decimal = characters.removeLast()
        guard decimal.decimalDigitByte == nil else { return nil }
        var grouping: Character?, groups: [Int] = [], run = 0, digits = 0
        for character in characters.reversed() {
            if character.decimalDigitByte != nil {
                run += 1
                digits += 1
            } else {
                guard grouping == nil || grouping == character else { return nil }
                grouping = character
                groups.append(run)
                run = 0
            }
        }
        guard digits == 10 else { return nil }
        return (decimal, grouping, groups.first, groups.dropFirst().first)
    }
}

extension Character {
    /// Whether this is a minus sign a ``NumberField`` reads: `-`, `−` (U+2212), `–` (en dash,
    /// what smart punctuation makes of `-`) or `—` (em dash).
    var isMinusSign: Bool {
        self == "-" || self == "\u{2212}" || self == "\u{2013}" || self == "\u{2014}"
    }

    /// Whether this is a bidirectional formatting mark some locales put around numbers.
    fileprivate var isBidiMark: Bool {
        self == "\u{200E}" || self == "\u{200F}" || self == "\u{061C}"
    }
}
