import InputMask

@testable import InputMaskFormatters

/// A field of this module with the editing contract of `MaskedTextInput`, typed into as a person does.
protocol TypableField {
    var result: EditResult { get }
    @discardableResult mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult
}

extension CardNumberField: TypableField {}
extension ExpiryDateField: TypableField {}
extension DateField: TypableField {}
extension TimeField: TypableField {}

extension TypableField {
    /// Types each Character of `keys` at the caret, one edit each; returns the last result.
    @discardableResult
    mutating func type(_ keys: String) -> EditResult {
        for key in keys {
            let caret = result.caretUTF16Offset
            replace(utf16Range: caret..<caret, with: String(key))
        }
        return result
    }

    /// Deletes the Character before the caret, as the backspace key does.
    @discardableResult
    mutating func backspace() -> EditResult {
        let text = result.text
        let caret = result.caretIndex
        guard caret > text.startIndex else { return result }
        let start = text.index(before: caret)
        return replace(utf16Range: start.utf16Offset(in: text)..<caret.utf16Offset(in: text), with: "")
    }

    /// Puts the caret at `offset` (UTF-16) and types `keys` there.
    @discardableResult
    mutating func type(_ keys: String, at offset: Int) -> EditResult {
        replace(utf16Range: offset..<offset, with: String(keys.first!))
        return type(String(keys.dropFirst()))
    }

    /// The text with `|` at the caret.
    var shown: String {
        let text = result.text
        let caret = result.caretIndex
        return String(text[..<caret]) + "|" + String(text[caret...])
    }
}
