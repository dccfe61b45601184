/// What a masked field shows after an edit: its text and caret, the value, and what the mask dropped.
///
/// Every operation of ``MaskedTextInput`` returns one; ``MaskedTextInput/result`` keeps the latest.
///
/// ```swift
/// var input = try MaskedTextInput(configuration: .init(primaryFormat: "+1 ([000]) [000]-[0000]"))
/// let result = input.replace(utf16Range: 0..<0, with: "555")
/// result.text                  // "+1 (555) "
/// result.caretCharacterOffset  // 9
/// result.value                 // "555"
/// result.complete              // false
/// result.tailPlaceholder       // "000-0000"
/// ```
public struct EditResult: Hashable, Sendable, CustomStringConvertible {
    /// The text to show: formatted, or, while ``isComposing``, with the marked text as typed.
    public let text: String
    /// Where the caret goes, in Characters from the start of ``text``.
    public let caretCharacterOffset: Int
    /// Where the caret goes, in UTF-16 code units from the start of ``text`` (what `NSRange` and
    /// `UITextField.offset(from:to:)` count); always at a Character boundary.
    public let caretUTF16Offset: Int
    /// The extracted value: the Characters typed into `[]` slots plus those of `{}` blocks.
    public let value: String
    /// Whether every mandatory slot is filled.
    public let complete: Bool
    /// The placeholder of the part of the mask after the text, for showing the rest of the format in grey.
    public let tailPlaceholder: String
    /// The format the text was formatted with: the primary format or one of the affine formats.
    public let format: String
    /// Whether ``value`` or ``complete`` differ from the previous result; the listener hears of this one when so.
    public let valueChanged: Bool
    /// The input Characters the mask left out, in input order, each with the reason.
    ///
    /// The engine logs them while it reads the text, each with the state that rejected it, so the
    /// list costs one linear pass (O(n + m) for n bytes of text and m states) however long it is.
    public let dropped: [DroppedCharacter]
    /// Whether the platform's input method is composing: the marked text stands unformatted in ``text``.
    public let isComposing: Bool
    /// The UTF-16 offsets of the marked (composing) text in ``text``, or `nil` when nothing is being composed.
    public let markedUTF16Range: Range<Int>?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - text: the text to show.
    ///   - caretCharacterOffset: the caret in Characters.
    ///   - caretUTF16Offset: the caret in UTF-16 code units.
    ///   - value: the extracted value.
    ///   - complete: whether every mandatory slot is filled.
    ///   - tailPlaceholder: the placeholder after the text.
    ///   - format: the format used.
    ///   - valueChanged: whether value or completeness changed with this edit.
    ///   - dropped: the input Characters left out.
    ///   - markedUTF16Range: the marked text's UTF-16 offsets, or `nil`.
    public init(
        text: String, caretCharacterOffset: Int, caretUTF16Offset: Int, value: String, complete: Bool,
        tailPlaceholder: String, format: String, valueChanged: Bool, dropped: [DroppedCharacter] = [],
        markedUTF16Range: Range<Int>? = nil
    ) {
        self.text = text
        self.caretCharacterOffset = caretCharacterOffset
        self.caretUTF16Offset = caretUTF16Offset
        self.value = value
        self.complete = complete
        self.tailPlaceholder = tailPlaceholder
        self.format = format
        self.valueChanged = valueChanged
        self.dropped = dropped
        self.isComposing = markedUTF16Range != nil
        self.markedUTF16Range = markedUTF16Range
    }

    /// The caret as an index into ``text``.
    ///
    /// - Complexity: O(caret offset).
    public var caretIndex: String.Index {
        text.utf16.index(text.startIndex, offsetBy: caretUTF16Offset, limitedBy: text.endIndex) ?? text.endIndex
    }

    /// The text with a `|` at the caret, the value and the flags, on one line.
    public var description: String {
        let caret = caretIndex
        var line = "\"\(text[..<caret])|\(text[caret...])\" value: \"\(value)\" complete: \(complete)"
        if isComposing { line += " composing" }
        if !dropped.isEmpty { line += " dropped: \(dropped.map { String($0.character) })" }
        return line
    }
}
