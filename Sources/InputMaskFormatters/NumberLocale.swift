/// How a locale writes numbers: grouping separator, group sizes and decimal separator.
///
/// Values follow CLDR's standard decimal pattern for each locale.
///
/// ```swift
/// NumberLocale.enIN.group("1234567") // "12,34,567"
/// ```
///
/// ## Separators a field can use
///
/// ``NumberField`` reads its own text back on every edit, so it needs separators it can tell
/// from digits, from the minus sign and from each other. Any Character is accepted here; the
/// field clamps at each edit:
///
/// - A decimal separator that is a decimal digit of any script, a minus sign the field reads (`-`,
///   `−` U+2212, `–` U+2013, `—` U+2014) or a Character that merges with a digit next to it (a lone
///   combining mark) is written as `.`, or as `,` when the grouping separator is `.`.
/// - A grouping separator that is such a digit, minus sign or merging Character, or the same as
///   the decimal separator the field writes, is left out: the integer part is not grouped.
public struct NumberLocale: Hashable, Sendable {
    /// The locale identifier (`"de_DE"`).
    public let identifier: String
    /// The separator between digit groups of the integer part.
    public let groupingSeparator: Character
    /// The separator before the fraction digits.
    public let decimalSeparator: Character
    /// The size of the group nearest the decimal separator (3).
    public let primaryGroupSize: Int
    /// The size of every further group (3, or 2 for Indian lakh/crore grouping).
    public let secondaryGroupSize: Int
    /// The decimal separator a ``NumberField`` writes (see "Separators a field can use"), worked
    /// out when the locale is made, since a field needs it at every edit.
    let fieldDecimalSeparator: FieldSeparator
    /// The grouping separator a ``NumberField`` writes, or `nil` when it leaves groups unseparated.
    let fieldGroupingSeparator: FieldSeparator?

    /// A locale descriptor.
    ///
    /// ```swift
    /// let swiss = NumberLocale(identifier: "de_CH", groupingSeparator: "’", decimalSeparator: ".")
    /// ```
    /// - Parameters:
    ///   - identifier: a name for the locale.
    ///   - groupingSeparator: the grouping separator.
    ///   - decimalSeparator: the decimal separator.
    ///   - primaryGroupSize: the first group size from the right, at least 1.
    ///   - secondaryGroupSize: the size of further groups, at least 1; defaults to the primary.
    /// - Complexity: O(1).
    public init(
        identifier: String, groupingSeparator: Character, decimalSeparator: Character, primaryGroupSize: Int = 3,
        secondaryGroupSize: Int? = nil
    ) {
        self.identifier = identifier
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
        self.primaryGroupSize = max(1, primaryGroupSize)
        self.secondaryGroupSize = max(1, secondaryGroupSize ?? primaryGroupSize)
        let decimal = Self.isReadableSeparator(decimalSeparator) ? decimalSeparator : groupingSeparator == "." ? "," : "."
        fieldDecimalSeparator = FieldSeparator(decimal)
        fieldGroupingSeparator =
            Self.isReadableSeparator(groupingSeparator) && groupingSeparator != decimal ? FieldSeparator(groupingSeparator) : nil
    }

    /// English (United States): `1,234,567.89`.
    public static let enUS = NumberLocale(identifier: "en_US", groupingSeparator: ",", decimalSeparator: ".")
    /// German (Germany): `1.234.567,89`.
    public static let deDE = NumberLocale(identifier: "de_DE", groupingSeparator: ".", decimalSeparator: ",")
    /// French (France): `1 234 567,89` with U+202F NARROW NO-BREAK SPACE between groups.
    public static let frFR = NumberLocale(identifier: "fr_FR", groupingSeparator: "\u{202F}", decimalSeparator: ",")
    /// Russian (Russia): `1 234 567,89` with U+00A0 NO-BREAK SPACE between groups.
    public static let ruRU = NumberLocale(identifier: "ru_RU", groupingSeparator: "\u{00A0}", decimalSeparator: ",")
    /// English (India): `12,34,567.89` (lakh grouping: 3, then 2).
    public static let enIN = NumberLocale(
        identifier: "en_IN", groupingSeparator: ",", decimalSeparator: ".", primaryGroupSize: 3, secondaryGroupSize: 2)

    /// The five built-in locales.
    public static let builtIn: [NumberLocale] = [.enUS, .deDE, .frFR, .ruRU, .enIN]

    /// The built-in locale with this identifier (`"fr_FR"` or `"fr-FR"`), if any.
    ///
    /// - Parameter identifier: a locale identifier.
    /// - Complexity: O(1).
    public static func builtIn(_ identifier: String) -> NumberLocale? {
        let normalized = String(identifier.map { $0 == "-" ? "_" : $0 })
        return builtIn.first { $0.identifier == normalized }
    }

    /// `digits` grouped by this locale's separator and sizes.
    ///
    /// ```swift
    /// NumberLocale.deDE.group("1234567") // "1.234.567"
    /// ```
    /// - Parameter digits: the integer digits, no sign.
    /// - Complexity: O(digits).
    public func group(_ digits: String) -> String {
        group(digits, separator: groupingSeparator)
    }

    /// `digits` grouped by this locale's sizes with `separator` between the groups.
    func group(_ digits: String, separator: Character) -> String {
        var groups: [Substring] = []
        var end = digits.endIndex
        var size = primaryGroupSize
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -size, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
            size = secondaryGroupSize
        }
        return groups.reversed().joined(separator: String(separator))
    }

    /// This locale with groups of four digits, as East Asian numbers are read (万, 億: `1234,5678`).
    ///
    /// ```swift
    /// NumberLocale(locale: Locale(identifier: "ja_JP")).groupedByFour().group("123456789") // "1,2345,6789"
    /// ```
    /// - Complexity: O(1).
    public func groupedByFour() -> NumberLocale {
        NumberLocale(
            identifier: identifier, groupingSeparator: groupingSeparator, decimalSeparator: decimalSeparator,
            primaryGroupSize: 4, secondaryGroupSize: 4)
    }

    /// Whether `separator` stays one Character between digits and is neither a digit nor a minus sign.
    private static func isReadableSeparator(_ separator: Character) -> Bool {
        // One ASCII scalar merges with no digit (only CR and LF merge, with each other): no copies to compare.
        if let byte = separator.asciiByte { return byte &- UInt8(ascii: "0") >= 10 && byte != UInt8(ascii: "-") }
        return separator.decimalDigitByte == nil && !separator.isMinusSign
            && Array("0" + String(separator) + "0") == ["0", separator, "0"]
    }
}

/// A separator as a ``NumberField`` writes it: one Character, and its length in UTF-16 code units.
struct FieldSeparator: Hashable, Sendable {
    let character: Character
    let utf16Count: Int

    init(_ character: Character) {
        self.character = character
        utf16Count = character.utf16.count
    }
}
