import Foundation

extension NumberField {
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
        /// Text shown before the number (`"$"`, `"€ "`), never part of ``Result/value``; the caret
        /// never goes inside it. Shown only while the field holds a number, a sign or a separator.
        public var prefix: String
        /// Text shown after the number (`" €"`, `"/month"`), never part of ``Result/value``; the
        /// caret never goes inside it. Shown only while the field holds a number, a sign or a separator.
        public var suffix: String
        /// The smallest valid value, or `nil` for none. A value below it is reported
        /// (``Result/outOfRange``), not refused, since a person may still be typing; only typing
        /// that takes a negative value below it is refused, as more digits only lower it further.
        public var minimum: Decimal?
        /// The largest valid value, or `nil` for none. Typing or pasting that takes a positive
        /// value above it is refused (``Result/refused``); other values above it are reported.
        public var maximum: Decimal?
        /// The fraction digits ``NumberField/commit()`` writes at least (`1.5` → `1.50` with 2),
        /// padding with zeros. Counts as at least 0 and at most ``maximumFractionDigits`` and
        /// ``committedFractionDigitsLimit``, so that no setting makes a commit write unbounded text.
        public var committedFractionDigits: Int

        /// The most fraction digits ``NumberField/commit()`` pads to, whatever ``committedFractionDigits`` says.
        public static let committedFractionDigitsLimit = 100

        /// A configuration.
        ///
        /// ```swift
        /// let money = NumberField.Configuration(locale: .deDE, maximumFractionDigits: 2, allowsNegative: false)
        /// let rent = NumberField.Configuration(
        ///     locale: .enUS, prefix: "$", suffix: "/month", minimum: 100, maximum: 10_000, committedFractionDigits: 2)
        /// ```
        /// - Parameters:
        ///   - locale: separators and grouping.
        ///   - maximumFractionDigits: the most fraction digits kept (negative counts as 0).
        ///   - allowsNegative: whether a minus sign is accepted.
        ///   - prefix: text shown before the number; none by default.
        ///   - suffix: text shown after the number; none by default.
        ///   - minimum: the smallest valid value; none by default.
        ///   - maximum: the largest valid value; none by default.
        ///   - committedFractionDigits: the fraction digits ``NumberField/commit()`` writes at least; 0 by default.
        /// - Complexity: O(1).
        public init(
            locale: NumberLocale, maximumFractionDigits: Int = 2, allowsNegative: Bool = true, prefix: String = "",
            suffix: String = "", minimum: Decimal? = nil, maximum: Decimal? = nil, committedFractionDigits: Int = 0
        ) {
            self.locale = locale
            self.maximumFractionDigits = max(0, maximumFractionDigits)
            self.allowsNegative = allowsNegative
            self.prefix = prefix
            self.suffix = suffix
            self.minimum = minimum
            self.maximum = maximum
            self.committedFractionDigits = committedFractionDigits
        }
    }

    /// Which end of the configured range a value is beyond.
    public enum Bound: Hashable, Sendable {
        /// Below ``Configuration/minimum``.
        case belowMinimum
        /// Above ``Configuration/maximum``.
        case aboveMaximum
    }
}
