import InputMask

/// The editing rules that ``CardNumberField``, ``ExpiryDateField``, ``DateField`` and
/// ``TimeField`` share, stated once: how an edit of the shown text becomes the Characters the
/// field reads, and how the field's layout becomes an `EditResult`.
///
/// - The replaced range is clamped to the text and widened to whole Characters, so any range is
///   safe: a range inside a Character removes that Character.
/// - A decimal digit of any script (`٣`, `৩`, `𝟕`), a Character of one scalar whose numeric type
///   is decimal, is read as its ASCII digit.
/// - A deletion that removes only separators (a backspace over the space of `4242 |4242`) also
///   removes the digit or letter before them, since the field would write the separators again.
/// - Separators the field wrote before are not reread as typed: only the edit's Characters can
///   ask for something (a typed `/` pads a one-digit month).
struct FieldEdit {
    /// One Character of the edited text, with where it came from.
    struct Item {
        /// The Character as it stands in the edited text.
        let character: Character
        /// Its digit value (0–9) when it is a decimal digit of any script.
        let digit: UInt8?
        /// Whether it is whitespace or punctuation, which fields may skip.
        let isSeparator: Bool
        /// Whether it came from the edit's string rather than from the text already shown.
        let isFromEdit: Bool
        /// Its offset in Characters in the edited text.
        let offset: Int
        /// Its offset in UTF-16 code units in the edited text.
        let utf16Offset: Int

        /// Its length in UTF-16 code units.
        var utf16Count: Int { character.asciiByte != nil ? 1 : character.utf16.count }
    }

    /// The edited text, Character by Character.
    private(set) var items: [Item] = []
    /// How many items stand before the caret.
    private(set) var caret = 0
    /// Whether the edit removed text and inserted nothing.
    private(set) var isDeletion = false

    /// The edit that replaces `utf16Range` of `text` with `string`.
    ///
    /// - Parameters:
    ///   - utf16Range: the replaced UTF-16 code units; clamped, and widened to whole Characters.
    ///   - text: the text the field shows.
    ///   - string: the inserted text; empty for a deletion.
    ///   - isContent: whether a Character of `text` is content (a digit, an AM/PM letter) rather
    ///     than a separator the field wrote.
    /// - Complexity: O(length of `text` + length of `string`).
    init(replacing utf16Range: Range<Int>, in text: String, with string: String, isContent: (Character) -> Bool) {
        let lower = max(0, utf16Range.lowerBound)
        let upper = max(lower, utf16Range.upperBound)
        var removed = false
        var removedContent = false
        var inserted = false
        var start = 0
        items.reserveCapacity(text.utf8.count + string.utf8.count)
        Self.forEachCharacter(of: text) { character, utf16Count in
            let end = start + utf16Count
            if lower == upper ? start < lower : end <= lower {
                append(character, fromEdit: false)
            } else if lower < upper, start < upper {
                removed = true
                removedContent = removedContent || isContent(character)
            } else {
                if !inserted { insert(string, removed: removed, removedContent: removedContent, isContent: isContent) }
                inserted = true
                append(character, fromEdit: false)
            }
            start = end
        }
        if !inserted { insert(string, removed: removed, removedContent: removedContent, isContent: isContent) }
    }

    /// Calls `body` with each Character of `text` and its length in UTF-16 code units.
    ///
    /// Text of ASCII bytes other than CR (which joins a following LF) is read byte by byte, each
    /// byte a Character of its own, without looking for grapheme boundaries.
    static func forEachCharacter(of text: String, _ body: (Character, Int) -> Void) {
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            for byte in text.utf8 { body(Character(Unicode.Scalar(byte)), 1) }
        } else {
            for character in text { body(character, character.utf16.count) }
        }
    }

    /// Appends the edit's string where the removed text stood, and puts the caret after it.
    private mutating func insert(_ string: String, removed: Bool, removedContent: Bool, isContent: (Character) -> Bool) {
        isDeletion = removed && string.isEmpty
        if isDeletion, !removedContent, let last = items.lastIndex(where: { isContent($0.character) }) {
            items.removeSubrange(last...)
        }
        Self.forEachCharacter(of: string) { character, _ in append(character, fromEdit: true) }
        caret = items.count
    }

    /// The edit that replaces the whole text with `text`, the caret at its end.
    ///
    /// - Complexity: O(length of `text`).
    init(setting text: String) {
        items.reserveCapacity(text.utf8.count)
        Self.forEachCharacter(of: text) { character, _ in append(character, fromEdit: true) }
        caret = items.count
    }

    private mutating func append(_ character: Character, fromEdit: Bool) {
        let offset = items.count
        let utf16Offset = items.last.map { $0.utf16Offset + $0.utf16Count } ?? 0
        items.append(Item(character: character, digit: Self.digit(of: character), isSeparator: Self.isSeparator(character),
                          isFromEdit: fromEdit, offset: offset, utf16Offset: utf16Offset))
    }

    /// The value of a decimal digit of any script (`Character.decimalDigitByte`), or `nil`.
    ///
    /// - Complexity: O(1): a Character of more than one scalar is no digit, whatever it starts with.
    static func digit(of character: Character) -> UInt8? {
        if let byte = character.asciiByte { return byte &- 0x30 < 10 ? byte &- 0x30 : nil }
        return character.decimalDigitByte.map { $0 - 0x30 }
    }

    /// Whether `character` is whitespace or punctuation: what people type between blocks.
    ///
    /// - Complexity: O(1); a table for ASCII, which is what fields write and most people type.
    static func isSeparator(_ character: Character) -> Bool {
        if let byte = character.asciiByte, byte < 0x80 { return asciiSeparators[Int(byte)] }
        return character.isWhitespace || character.isPunctuation
    }

    /// `isSeparator` of each ASCII Character, by the same Unicode properties.
    private static let asciiSeparators: [Bool] = (0..<128).map { byte in
        let character = Character(Unicode.Scalar(UInt8(byte)))
        return character.isWhitespace || character.isPunctuation
    }

    /// A dropped Character for `item`, for `EditResult/dropped`.
    ///
    /// - Complexity: O(1).
    static func drop(_ item: Item, _ reason: DroppedCharacter.Reason) -> DroppedCharacter {
        DroppedCharacter(character: item.character, inputOffset: item.offset, inputUTF16Offset: item.utf16Offset,
                         isFromEdit: item.isFromEdit, reason: reason)
    }
}

/// A field's text as it is written, content and separators, with the caret placed after a count
/// of content Characters.
struct FieldText {
    /// The text's UTF-8 bytes, made a String once, in ``result(value:complete:placeholder:format:previous:dropped:)``.
    private var bytes: [UInt8] = []
    private(set) var characterCount = 0
    private(set) var utf16Count = 0
    private(set) var contentCount = 0
    private(set) var caretCharacterOffset = 0
    private(set) var caretUTF16Offset = 0
    /// The content Characters the caret follows.
    let caretContent: Int

    /// An empty text whose caret will follow `caretContent` content Characters.
    init(caretAfterContent caretContent: Int) {
        self.caretContent = caretContent
        bytes.reserveCapacity(32)
    }

    /// Appends a content Character (a digit, an AM/PM letter).
    mutating func appendContent(_ character: Character) {
        append(character)
        contentCount += 1
        if contentCount == caretContent { placeCaret() }
    }

    /// Appends separators, which a caret at the end follows.
    mutating func appendSeparator(_ separator: String, caretFollows: Bool) {
        for character in separator { append(character) }
        if caretFollows { placeCaret() }
    }

    /// Puts the caret at the end of the text written so far.
    mutating func placeCaret() {
        caretCharacterOffset = characterCount
        caretUTF16Offset = utf16Count
    }

    private mutating func append(_ character: Character) {
        if let byte = character.asciiByte {
            bytes.append(byte)
            utf16Count += 1
        } else {
            bytes.append(contentsOf: character.utf8)
            utf16Count += character.utf16.count
        }
        characterCount += 1
    }

    /// The result that shows this text.
    ///
    /// - Parameters:
    ///   - value: the field's value.
    ///   - complete: whether every block is filled.
    ///   - placeholder: the whole layout's placeholder, of which the part after the text is the tail.
    ///   - format: the format that names the layout.
    ///   - previous: the result before the edit, for `valueChanged`.
    ///   - dropped: what the field left out.
    func result(value: String, complete: Bool, placeholder: String, format: String, previous: EditResult,
                dropped: [DroppedCharacter]) -> EditResult {
        // An ASCII placeholder's Characters are its bytes.
        let tail = placeholder.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
            ? String(decoding: placeholder.utf8.dropFirst(characterCount), as: UTF8.self)
            : String(placeholder.dropFirst(characterCount))
        return EditResult(
            text: String(decoding: bytes, as: UTF8.self), caretCharacterOffset: caretCharacterOffset,
            caretUTF16Offset: caretUTF16Offset, value: value, complete: complete, tailPlaceholder: tail, format: format,
            valueChanged: value != previous.value || complete != previous.complete, dropped: dropped)
    }
}

extension EditResult {
    /// The result of an empty field formatted with `format`.
    static func empty(format: String, placeholder: String) -> EditResult {
        EditResult(text: "", caretCharacterOffset: 0, caretUTF16Offset: 0, value: "", complete: false,
                   tailPlaceholder: placeholder, format: format, valueChanged: false)
    }
}

/// The range forms of an edit, made into the UTF-16 range ``FieldEdit`` clamps.
enum UTF16Bounds {
    /// `location..<location + length`, safe for any values: a negative length counts as 0 and an
    /// overflowing end as `Int.max`.
    static func range(location: Int, length: Int) -> Range<Int> {
        let lower = max(0, location)
        let (end, overflow) = location.addingReportingOverflow(max(0, length))
        return lower..<max(lower, overflow ? Int.max : end)
    }

    /// The UTF-16 offsets of `range` in `text`; an index past the text's end counts as its end.
    static func range(_ range: Range<String.Index>, in text: String) -> Range<Int> {
        func offset(_ index: String.Index) -> Int {
            index >= text.endIndex ? text.utf16.count : index.utf16Offset(in: text)
        }
        let lower = offset(range.lowerBound)
        return lower..<max(lower, offset(range.upperBound))
    }
}
