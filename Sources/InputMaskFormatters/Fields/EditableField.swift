import InputMask

/// The editing contract that the fields of this module share with `MaskedTextInput`: a result,
/// and edits that replace a range of the shown text, set it whole, or clear it.
///
/// One text-field delegate serves every field:
///
/// ```swift
/// func textField<Field: EditableField>(_ field: inout Field, replacing location: Int, length: Int, with string: String) -> String {
///     field.replace(utf16Location: location, length: length, with: string).text
/// }
/// ```
///
/// Conformers: ``PhoneNumberField``, ``IBANField``, ``CardNumberField``, ``ExpiryDateField``,
/// ``DateField``, ``TimeField`` and `MaskedTextInput`. (``NumberField`` has the same methods but
/// returns its own ``NumberField/Result``, which adds the number.)
public protocol EditableField: Sendable {
    /// The latest result: text, caret, value, completeness, dropped Characters.
    var result: EditResult { get }

    /// Replaces `utf16Range` of the shown text with `string`: a key press, paste, cut or deletion.
    ///
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units, as UIKit reports it; clamped to the text.
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(length of the text + length of `string`) in every conformer of this package.
    @discardableResult
    mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult

    /// Replaces the whole text (a paste, a stored value, formatted or not); the caret goes to the end.
    ///
    /// - Parameter text: the new text.
    /// - Returns: the new result.
    /// - Complexity: O(length of `text`) in every conformer of this package.
    @discardableResult
    mutating func setText(_ text: String) -> EditResult

    /// Empties the field.
    ///
    /// - Returns: the new result.
    /// - Complexity: O(1) in every conformer of this package.
    @discardableResult
    mutating func clear() -> EditResult
}

extension EditableField {
    /// The text the field shows.
    ///
    /// - Complexity: O(1).
    public var text: String { result.text }

    /// The empty range at the caret, in UTF-16 code units, for typing at the caret.
    ///
    /// - Complexity: O(1).
    public var caretRange: Range<Int> { result.caretUTF16Offset..<result.caretUTF16Offset }

    /// Replaces `length` UTF-16 code units from `utf16Location` with `string`: the `NSRange` form of
    /// ``replace(utf16Range:with:)``, safe for any location and length (`NSNotFound`, overflow).
    ///
    /// - Parameters:
    ///   - utf16Location: where the replaced range starts, in UTF-16 code units.
    ///   - length: its length; a negative length counts as 0.
    ///   - string: the inserted text.
    /// - Returns: the new result.
    /// - Complexity: that of ``replace(utf16Range:with:)``.
    @discardableResult
    public mutating func replace(utf16Location: Int, length: Int, with string: String) -> EditResult {
        replace(utf16Range: UTF16Bounds.range(location: utf16Location, length: length), with: string)
    }

    /// Replaces a range of the shown text given as `String` indices with `string`; indices of
    /// another string are read as UTF-16 offsets and clamped.
    ///
    /// - Parameters:
    ///   - range: the replaced range, as indices of ``text``.
    ///   - string: the inserted text.
    /// - Returns: the new result.
    /// - Complexity: that of ``replace(utf16Range:with:)``.
    @discardableResult
    public mutating func replace(_ range: Range<String.Index>, with string: String) -> EditResult {
        replace(utf16Range: UTF16Bounds.range(range, in: text), with: string)
    }
}

extension MaskedTextInput: EditableField {}
