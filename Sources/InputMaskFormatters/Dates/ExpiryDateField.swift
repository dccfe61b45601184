import Foundation
import InputMask

/// A card expiry date field, `MM/YY` or `MM/YYYY`: a month 01–12, not expired, at most some years ahead.
///
/// The month block takes only 01–12: a first digit 2–9 is written `0x/`, a `1` followed by 3 is
/// refused with `DroppedCharacter.Reason.outOfRange`, and `1/` is `01/`. The date is valid while
/// its month has not ended, against the configuration's clock, and when its year is at most
/// ``Configuration/maximumYearsAhead`` years after the current one. A two-digit year is read in
/// the clock's century. An expired date is not refused while it is typed: ``isPotentiallyValid``
/// turns `false`, for the form to say why.
///
/// ```swift
/// var field = ExpiryDateField()
/// field.replace(utf16Range: 0..<0, with: "4")
/// field.text                 // "04/"
/// field.setText("1230")
/// (field.month, field.year)  // (12, 2030)
/// ```
public struct ExpiryDateField: EditableField {
    /// The year's digits, the clock and the furthest year accepted.
    public struct Configuration: Sendable {
        /// Whether the year has four digits (`MM/YYYY`) rather than two (`MM/YY`).
        public var fourDigitYear: Bool
        /// How many years after the current one an expiry may be; a negative value counts as 0.
        public var maximumYearsAhead: Int
        /// The calendar that reads the clock's year and month.
        public var calendar: Calendar
        /// The current time; inject a fixed one in tests.
        public var now: @Sendable () -> Date

        /// A configuration.
        ///
        /// - Parameters:
        ///   - fourDigitYear: `MM/YYYY` when `true`; `MM/YY` by default.
        ///   - maximumYearsAhead: the furthest year, counted from the current one; 20 by default.
        ///   - calendar: reads the clock's year and month; Gregorian by default.
        ///   - now: the clock; the system's by default.
        /// - Complexity: O(1).
        public init(fourDigitYear: Bool = false, maximumYearsAhead: Int = 20,
                    calendar: Calendar = Calendar(identifier: .gregorian), now: @escaping @Sendable () -> Date = { Date() }) {
            self.fourDigitYear = fourDigitYear
            self.maximumYearsAhead = maximumYearsAhead
            self.calendar = calendar
            self.now = now
        }
    }

    /// The configuration in force.
    public let configuration: Configuration
    private var input: DateBlockInput
    /// The month, 1–12, once both its digits are typed.
    public private(set) var month: Int?
    /// The year, with its century (`2030` for `30`), once all its digits are typed.
    public private(set) var year: Int?
    /// Whether the date is complete, its month not over, and its year not too far ahead.
    public private(set) var isValid = false
    /// Whether what is typed can still become a valid date; show an error only when it cannot.
    public private(set) var isPotentiallyValid = true

    /// An empty field.
    ///
    /// - Parameter configuration: the year's digits, the clock and the furthest year.
    /// - Complexity: O(1).
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let year: DatePattern.Block = configuration.fourDigitYear ? .year : .shortYear
        input = DateBlockInput(pattern: DatePattern(
            segments: [.block(.month), .literal(FieldLiteral("/")), .block(year)], source: configuration.fourDigitYear ? "MM/yyyy" : "MM/YY"))
    }

    /// The latest result: text, caret, value (the digits typed) and completeness.
    ///
    /// - Complexity: O(1).
    public var result: EditResult { input.result }

    /// Replaces `utf16Range` of ``text`` with `string`: a key press, paste, cut or deletion.
    ///
    /// The range is clamped to the text; a deletion of only the `/` also deletes the digit before it.
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units, as UIKit reports it.
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(length of ``text`` + length of `string`), and one reading of the clock.
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult {
        finish(input.replace(utf16Range: utf16Range, with: string))
    }

    /// Replaces the whole text, formatted or not (`"12/30"`, `"1230"`); the caret goes to the end.
    ///
    /// - Parameter text: the new text.
    /// - Returns: the new result.
    /// - Complexity: O(length of `text`), and one reading of the clock.
    @discardableResult
    public mutating func setText(_ text: String) -> EditResult {
        finish(input.setText(text))
    }

    /// Empties the field.
    ///
    /// - Returns: the new result.
    /// - Complexity: O(1), and one reading of the clock.
    @discardableResult
    public mutating func clear() -> EditResult {
        finish(input.setText(""))
    }

    /// Reads the values and checks them against the clock.
    private mutating func finish(_ result: EditResult) -> EditResult {
        let blocks = input.blocks
        let current = configuration.calendar.dateComponents([.year, .month], from: configuration.now())
        let nowYear = current.year ?? 1
        let nowMonth = current.month ?? 1
        let century = configuration.fourDigitYear ? 0 : nowYear / 100 * 100
        let yearBlock: DatePattern.Block = configuration.fourDigitYear ? .year : .shortYear
        month = blocks.value(of: .month)
        year = blocks.value(of: yearBlock).map { $0 + century }
        let latest = nowYear + min(max(0, configuration.maximumYearsAhead), 10_000)
        if let years = blocks.interval(of: yearBlock), let months = blocks.interval(of: .month) {
            let lower = max(years.lowerBound + century, nowYear)
            let upper = min(years.upperBound + century, latest)
            isPotentiallyValid = lower <= upper && (upper > nowYear || months.upperBound >= nowMonth)
        } else {
            isPotentiallyValid = false
        }
        isValid = result.complete && isPotentiallyValid
        return result
    }
}
