import Foundation
import InputMask

/// A date field on a pattern such as `dd.MM.yyyy`, `MM/dd/yyyy` or `yyyy-MM-dd`, each block
/// within its range as it is typed, the day within its month and year.
///
/// Digits fill the blocks in order (any script, written as ASCII) and the pattern's separators
/// are written between them. A digit no date could start with is refused with
/// `DroppedCharacter.Reason.outOfRange`: month 13, day 32, day 30 when the month is February,
/// the last digit of 2023 after 29 February. A typed digit that can only start one value is
/// padded (`4` in a month block is `04`), and so is one digit before a typed separator (`5.` in a
/// day block is `05.`). An optional ``minimum`` and ``maximum`` are checked, not refused: a
/// person may still be typing.
///
/// ```swift
/// var field = try DateField(pattern: "dd.MM.yyyy")
/// field.replace(utf16Range: 0..<0, with: "4")
/// field.text                    // "04."
/// field.setText("29022024")
/// field.text                    // "29.02.2024"
/// field.components.month        // 2
/// ```
public struct DateField: EditableField {
    private var input: DateBlockInput
    /// The bounds as year, month and day, missing parts filled in; kept as numbers so that copying
    /// the field copies no `DateComponents`.
    private let low: (Int, Int, Int)?
    private let high: (Int, Int, Int)?

    /// The earliest date accepted, if any, its missing month or day filled in as 1.
    ///
    /// - Complexity: O(1).
    public var minimum: DateComponents? { low.map { DateComponents(year: $0.0, month: $0.1, day: $0.2) } }
    /// The latest date accepted, if any, its missing month filled in as 12 and day as 31.
    ///
    /// - Complexity: O(1).
    public var maximum: DateComponents? { high.map { DateComponents(year: $0.0, month: $0.1, day: $0.2) } }
    /// Whether the date is complete and within ``minimum`` and ``maximum``.
    public private(set) var isValid = false
    /// Whether what is typed can still become a valid date. While the date is incomplete only its
    /// year is compared with ``minimum`` and ``maximum``; show an error only when this is `false`.
    public private(set) var isPotentiallyValid = true

    /// An empty field on `pattern`.
    ///
    /// - Parameters:
    ///   - pattern: `dd`, `MM` and `yyyy` once each, in any order, with literal text around them.
    ///   - minimum: the earliest date; a missing month or day counts as 1.
    ///   - maximum: the latest date; a missing month counts as 12 and a missing day as 31.
    /// - Throws: ``DatePatternError`` for an unknown, repeated, missing or time block.
    /// - Complexity: O(length of `pattern`).
    public init(pattern: String, minimum: DateComponents? = nil, maximum: DateComponents? = nil) throws(DatePatternError) {
        let parsed = try DatePattern(parsing: pattern)
        for block in parsed.blocks where ![.day, .month, .year].contains(block) { throw .unexpectedField(block.letters) }
        for block in [DatePattern.Block.day, .month, .year] where !parsed.blocks.contains(block) { throw .missingField(block.letters) }
        input = DateBlockInput(pattern: parsed)
        low = minimum.map { ($0.year ?? Int.min, $0.month ?? 1, $0.day ?? 1) }
        high = maximum.map { ($0.year ?? Int.max, $0.month ?? 12, $0.day ?? 31) }
    }

    /// The latest result: text, caret, value (the digits typed, in pattern order) and completeness.
    ///
    /// - Complexity: O(1).
    public var result: EditResult { input.result }

    /// The year, month and day whose blocks are complete; the others are `nil`.
    ///
    /// - Complexity: O(pattern length).
    public var components: DateComponents {
        DateComponents(year: input.blocks.value(of: .year), month: input.blocks.value(of: .month), day: input.blocks.value(of: .day))
    }

    /// Replaces `utf16Range` of ``text`` with `string`: a key press, paste, cut or deletion.
    ///
    /// The range is clamped to the text; a deletion of only a separator also deletes the digit before it.
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units, as UIKit reports it.
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(length of ``text`` + length of `string`).
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult {
        finish(input.replace(utf16Range: utf16Range, with: string))
    }

    /// Replaces the whole text, formatted or not (`"29.02.2024"`, `"29022024"`, `"4.5.2024"`); the caret goes to the end.
    ///
    /// - Parameter text: the new text.
    /// - Returns: the new result.
    /// - Complexity: O(length of `text`).
    @discardableResult
    public mutating func setText(_ text: String) -> EditResult {
        finish(input.setText(text))
    }

    /// Empties the field.
    ///
    /// - Returns: the new result.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func clear() -> EditResult {
        finish(input.setText(""))
    }

    /// Checks the bounds.
    private mutating func finish(_ result: EditResult) -> EditResult {
        // Without bounds a date is valid when complete (its blocks are its day, month and year),
        // and anything typed may still become one.
        guard low != nil || high != nil else {
            isValid = result.complete
            isPotentiallyValid = true
            return result
        }
        if let year = input.blocks.value(of: .year), let month = input.blocks.value(of: .month), let day = input.blocks.value(of: .day) {
            let date = (year, month, day)
            isValid = low.map { date >= $0 } ?? true
            isValid = isValid && (high.map { date <= $0 } ?? true)
            isPotentiallyValid = isValid
        } else {
            let years = input.blocks.interval(of: .year) ?? 1...1
            isValid = false
            isPotentiallyValid = (low.map { years.upperBound >= $0.0 } ?? true) && (high.map { years.lowerBound <= $0.0 } ?? true)
        }
        return result
    }
}
