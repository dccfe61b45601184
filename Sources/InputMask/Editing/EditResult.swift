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
    public var text: String { storage.text }
    /// Where the caret goes, in Characters from the start of ``text``.
    public var caretCharacterOffset: Int { storage.caretCharacterOffset }
    /// Where the caret goes, in UTF-16 code units from the start of ``text`` (what `NSRange` and
    /// `UITextField.offset(from:to:)` count); always at a Character boundary.
    public var caretUTF16Offset: Int { storage.caretUTF16Offset }
    /// The extracted value: the Characters typed into `[]` slots plus those of `{}` blocks.
    public var value: String { storage.value }
    /// Whether every mandatory slot is filled.
    public var complete: Bool { storage.complete }
    /// The placeholder of the part of the mask after the text, for showing the rest of the format in grey.
    public var tailPlaceholder: String { storage.tailPlaceholder }
    /// The format the text was formatted with: the primary format or one of the affine formats.
    public var format: String { storage.format }
    /// Whether ``value`` or ``complete`` differ from the previous result; the listener hears of this one when so.
    public var valueChanged: Bool { storage.valueChanged }
    /// The input Characters the mask left out, in input order, each with the reason.
    ///
    /// The engine logs them while it reads the text, each with the state that rejected it, so the
    /// list costs one linear pass however long it is. That pass is made on the first read of a
    /// result whose edit dropped something, and shared by the result's copies; an edit that dropped
    /// nothing, or whose list is never read, costs nothing more than its apply.
    ///
    /// - Complexity: O(n + m) for n bytes of text and m states on the first read after an edit
    ///   that dropped something; O(1) otherwise.
    public var dropped: DroppedCharacters { droppedCharacters.characters }
    /// The storage of ``dropped``.
    var droppedCharacters: DroppedCharacterList { storage.droppedCharacters }
    /// Whether ``text`` is known to be plain ASCII (`ApplyEngine.isPlainASCII`), which spares the
    /// next edit a look at its bytes; `false` when not known. Not part of equality: it follows from `text`.
    var textIsPlain: Bool { storage.textIsPlain }
    /// Whether the platform's input method is composing: the marked text stands unformatted in ``text``.
    public var isComposing: Bool { storage.isComposing }
    /// The UTF-16 offsets of the marked (composing) text in ``text``, or `nil` when nothing is being composed.
    public var markedUTF16Range: Range<Int>? { storage.markedUTF16Range }

    /// Creates a result.
    ///
    /// ```swift
    /// let result = EditResult(
    ///     text: "12/", caretCharacterOffset: 3, caretUTF16Offset: 3, value: "12", complete: false,
    ///     tailPlaceholder: "00", format: "[00]/[00]", valueChanged: true)
    /// result.dropped.isEmpty  // true
    /// ```
    /// - Parameters:
    ///   - text: the text to show.
    ///   - caretCharacterOffset: the caret in Characters.
    ///   - caretUTF16Offset: the caret in UTF-16 code units.
    ///   - value: the extracted value.
    ///   - complete: whether every mandatory slot is filled.
    ///   - tailPlaceholder: the placeholder after the text.
    ///   - format: the format used.
    ///   - valueChanged: whether value or completeness changed with this edit.
    ///   - dropped: the input Characters left out, in input order; none by default.
    ///   - markedUTF16Range: the marked text's UTF-16 offsets, or `nil`.
    /// - Complexity: O(1) when `dropped` is empty; O(n) for n dropped Characters.
    public init(
        text: String, caretCharacterOffset: Int, caretUTF16Offset: Int, value: String, complete: Bool,
        tailPlaceholder: String, format: String, valueChanged: Bool, dropped: [DroppedCharacter] = [],
        markedUTF16Range: Range<Int>? = nil
    ) {
        self.init(
            text: text, caretCharacterOffset: caretCharacterOffset, caretUTF16Offset: caretUTF16Offset, value: value,
            complete: complete, tailPlaceholder: tailPlaceholder, format: format, valueChanged: valueChanged,
            // Most results drop nothing: no empty list is built for them (a keystroke's hot path).
            droppedCharacters: dropped.isEmpty ? .none : DroppedCharacterList(DroppedCharacters(dropped)),
            markedUTF16Range: markedUTF16Range)
    }

    /// Creates a result whose dropped Characters are a list as ``dropped`` gives it (another
    /// result's), kept as it is.
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
    /// - Complexity: O(1).
    public init(
        text: String, caretCharacterOffset: Int, caretUTF16Offset: Int, value: String, complete: Bool,
        tailPlaceholder: String, format: String, valueChanged: Bool, dropped: DroppedCharacters,
        markedUTF16Range: Range<Int>? = nil
    ) {
        self.init(
            text: text, caretCharacterOffset: caretCharacterOffset, caretUTF16Offset: caretUTF16Offset, value: value,
            complete: complete, tailPlaceholder: tailPlaceholder, format: format, valueChanged: valueChanged,
            droppedCharacters: DroppedCharacterList(dropped), markedUTF16Range: markedUTF16Range)
    }

    /// Creates a result whose dropped Characters are any sequence of them (a slice of another
    /// result's, a lazy filter).
    ///
    /// The array and ``DroppedCharacters`` forms of this initialiser take their arguments as they
    /// are; this one reads the sequence once into a new list.
    /// - Parameters:
    ///   - text: the text to show.
    ///   - caretCharacterOffset: the caret in Characters.
    ///   - caretUTF16Offset: the caret in UTF-16 code units.
    ///   - value: the extracted value.
    ///   - complete: whether every mandatory slot is filled.
    ///   - tailPlaceholder: the placeholder after the text.
    ///   - format: the format used.
    ///   - valueChanged: whether value or completeness changed with this edit.
    ///   - dropped: the input Characters left out, in input order.
    ///   - markedUTF16Range: the marked text's UTF-16 offsets, or `nil`.
    /// - Complexity: O(n) for n dropped Characters.
    public init(
        text: String, caretCharacterOffset: Int, caretUTF16Offset: Int, value: String, complete: Bool,
        tailPlaceholder: String, format: String, valueChanged: Bool, dropped: some Sequence<DroppedCharacter>,
        markedUTF16Range: Range<Int>? = nil
    ) {
        self.init(
            text: text, caretCharacterOffset: caretCharacterOffset, caretUTF16Offset: caretUTF16Offset, value: value,
            complete: complete, tailPlaceholder: tailPlaceholder, format: format, valueChanged: valueChanged,
            droppedCharacters: DroppedCharacterList(DroppedCharacters(dropped)), markedUTF16Range: markedUTF16Range)
    }

    /// Creates a result whose dropped Characters may be worked out when first read.
    init(
        text: String, caretCharacterOffset: Int, caretUTF16Offset: Int, value: String, complete: Bool,
        tailPlaceholder: String, format: String, valueChanged: Bool, droppedCharacters: DroppedCharacterList,
        markedUTF16Range: Range<Int>? = nil, textIsPlain: Bool = false
    ) {
        storage = Storage(
            text: text, caretCharacterOffset: caretCharacterOffset, caretUTF16Offset: caretUTF16Offset, value: value,
            complete: complete, tailPlaceholder: tailPlaceholder, format: format, valueChanged: valueChanged,
            droppedCharacters: droppedCharacters, textIsPlain: textIsPlain, markedUTF16Range: markedUTF16Range)
    }

    /// Everything a result holds, in one object: a field keeps its latest result and returns it
    /// from every edit, and fields are values copied on every key, so copying a result retains one
    /// reference instead of one per String.
    private let storage: Storage

    private final class Storage: Sendable {
        let text: String
        let caretCharacterOffset: Int
        let caretUTF16Offset: Int
        let value: String
        let complete: Bool
        let tailPlaceholder: String
        let format: String
        let valueChanged: Bool
        let droppedCharacters: DroppedCharacterList
        let textIsPlain: Bool
        let isComposing: Bool
        let markedUTF16Range: Range<Int>?

        init(
            text: String, caretCharacterOffset: Int, caretUTF16Offset: Int, value: String, complete: Bool,
            tailPlaceholder: String, format: String, valueChanged: Bool, droppedCharacters: DroppedCharacterList,
            textIsPlain: Bool, markedUTF16Range: Range<Int>?
        ) {
            self.text = text
            self.caretCharacterOffset = caretCharacterOffset
            self.caretUTF16Offset = caretUTF16Offset
            self.value = value
            self.complete = complete
            self.tailPlaceholder = tailPlaceholder
            self.format = format
            self.valueChanged = valueChanged
            self.droppedCharacters = droppedCharacters
            self.textIsPlain = textIsPlain
            self.isComposing = markedUTF16Range != nil
            self.markedUTF16Range = markedUTF16Range
        }
    }

    /// This result with the caret moved and `valueChanged` set, its dropped Characters shared
    /// (still worked out only when read).
    ///
    /// - Parameters:
    ///   - caretCharacterOffset: the caret in Characters.
    ///   - caretUTF16Offset: the same caret in UTF-16 code units.
    ///   - valueChanged: whether value or completeness changed with the edit.
    /// - Complexity: O(1).
    package func movingCaret(toCharacterOffset caretCharacterOffset: Int, utf16Offset caretUTF16Offset: Int, valueChanged: Bool) -> EditResult {
        EditResult(
            text: text, caretCharacterOffset: caretCharacterOffset, caretUTF16Offset: caretUTF16Offset, value: value,
            complete: complete, tailPlaceholder: tailPlaceholder, format: format, valueChanged: valueChanged,
            droppedCharacters: droppedCharacters, markedUTF16Range: markedUTF16Range, textIsPlain: textIsPlain)
    }

    /// Whether two results show the same, the dropped Characters included.
    ///
    /// - Complexity: O(n) for n bytes of the results' Strings, plus reading ``dropped`` of each.
    public static func == (lhs: EditResult, rhs: EditResult) -> Bool {
        lhs.text == rhs.text && lhs.caretCharacterOffset == rhs.caretCharacterOffset
            && lhs.caretUTF16Offset == rhs.caretUTF16Offset && lhs.value == rhs.value && lhs.complete == rhs.complete
            && lhs.tailPlaceholder == rhs.tailPlaceholder && lhs.format == rhs.format && lhs.valueChanged == rhs.valueChanged
            && lhs.isComposing == rhs.isComposing && lhs.markedUTF16Range == rhs.markedUTF16Range && lhs.dropped == rhs.dropped
    }

    /// Hashes every property that `==` compares.
    ///
    /// - Parameter hasher: the hasher.
    /// - Complexity: O(n) for n bytes of the result's Strings, plus reading ``dropped``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(caretCharacterOffset)
        hasher.combine(caretUTF16Offset)
        hasher.combine(value)
        hasher.combine(complete)
        hasher.combine(tailPlaceholder)
        hasher.combine(format)
        hasher.combine(valueChanged)
        hasher.combine(dropped)
        hasher.combine(isComposing)
        hasher.combine(markedUTF16Range)
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
