import Foundation
import InputMask

/// A time field on a pattern such as `HH:mm`, `HH:mm:ss` or `hh:mm a`, each block within its
/// range as it is typed.
///
/// Hours are 00–23 (`HH`) or 01–12 (`hh`, with `a` for AM/PM), minutes and seconds 00–59. A
/// digit no time could start with is refused with `DroppedCharacter.Reason.outOfRange`; a typed
/// digit that can only start one value is padded (`7` in an `HH` block is `07:`), and so is one
/// digit before a typed separator. In the AM/PM block `a` or `p` (either case) is written `AM` or `PM`.
///
/// ```swift
/// var field = try TimeField(pattern: "hh:mm a")
/// field.setText("930p")
/// field.text                 // "09:30 PM"
/// field.components.hour      // 21
/// ```
public struct TimeField: EditableField {
    private var input: DateBlockInput
    /// Whether every block is typed: a time of day.
    public private(set) var isValid = false
    /// Whether what is typed can still become a valid time: always, since a digit out of range
    /// is refused; kept beside ``isValid`` for forms that treat every field alike.
    public let isPotentiallyValid = true

    /// An empty field on `pattern`.
    ///
    /// - Parameter pattern: `HH` or `hh`, `mm`, optionally `ss`, and `a` exactly when the hour is `hh`.
    /// - Throws: ``DatePatternError`` for an unknown, repeated, missing or date block, or `hh` without `a`.
    /// - Complexity: O(length of `pattern`).
    public init(pattern: String = "HH:mm") throws(DatePatternError) {
        let parsed = try DatePattern(parsing: pattern)
        let blocks = parsed.blocks
        for block in blocks where [.day, .month, .year].contains(block) { throw .unexpectedField(block.letters) }
        if blocks.contains(.hour24), blocks.contains(.hour12) { throw .repeatedField("HH") }
        if !blocks.contains(.hour24), !blocks.contains(.hour12) { throw .missingField("HH") }
        if !blocks.contains(.minute) { throw .missingField("mm") }
        if blocks.contains(.hour12) != blocks.contains(.amPm) { throw .amPmMismatch }
        input = DateBlockInput(pattern: parsed)
    }

    /// The latest result: text, caret, value (the digits and `AM`/`PM` typed) and completeness.
    ///
    /// - Complexity: O(1).
    public var result: EditResult { input.result }

    /// The hour (0–23, from AM/PM when the pattern has it), minute and second whose blocks are complete.
    ///
    /// - Complexity: O(pattern length).
    public var components: DateComponents {
        let blocks = input.blocks
        var hour = blocks.value(of: .hour24)
        if let twelve = blocks.value(of: .hour12), let pm = blocks.value(of: .amPm) {
            hour = twelve % 12 + (pm == 1 ? 12 : 0)
        }
        return DateComponents(hour: hour, minute: blocks.value(of: .minute), second: blocks.value(of: .second))
    }

    /// Replaces `utf16Range` of ``text`` with `string`: a key press, paste, cut or deletion.
    ///
    /// The range is clamped to the text; a deletion of only a separator also deletes the Character before it.
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units, as UIKit reports it.
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(length of ``text`` + length of `string`).
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult {
        finish(input.replace(utf16Range: utf16Range, with: string))
    }

    /// Replaces the whole text, formatted or not (`"21:05"`, `"2105"`); the caret goes to the end.
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

    private mutating func finish(_ result: EditResult) -> EditResult {
        isValid = result.complete
        return result
    }
}
