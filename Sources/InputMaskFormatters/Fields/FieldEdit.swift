import InputMask

/// The editing rules that ``CardNumberField``, ``ExpiryDateField``, ``DateField`` and
/// ``TimeField`` share, stated once: how an edit of the shown text becomes the Characters the
/// field reads (``FieldText`` writes what the field makes of them).
///
/// - The replaced range is clamped to the text and widened to whole Characters, so any range is
///   safe: a range inside a Character removes that Character.
/// - A decimal digit of any script (`٣`, `৩`, `𝟕`), a Character of one scalar whose numeric type
///   is decimal, is read as its ASCII digit.
/// - A deletion that removes only separators (a backspace over the space of `4242 |4242`) also
///   removes the digit or letter before them, since the field would write the separators again.
/// - Separators the field wrote before are not reread as typed: only the edit's Characters can
///   ask for something (a typed `/` pads a one-digit month).
/// - The inserted string's Characters are its own: a combining mark typed after a digit is a
///   Character of its own, not a part of the digit.
struct FieldEdit {
    /// One Character of the edited text, with where it came from: a plain value, so that reading
    /// an edit copies no Characters and retains nothing.
    struct Item {
        /// The Character's byte when it is one ASCII scalar other than NUL (CR LF is two), else 0:
        /// the Character is then ``FieldEdit/others``' element at ``otherIndex``.
        let ascii: UInt8
        /// Its digit value (0–9) when it is a decimal digit of any script.
        let digit: UInt8?
        /// Whether it is whitespace or punctuation, which fields may skip.
        let isSeparator: Bool
        /// Whether it came from the edit's string rather than from the text already shown.
        let isFromEdit: Bool
        /// Its offset in Characters in the edited text, less the text an appending edit follows.
        let offset: Int
        /// Its offset in UTF-16 code units in the edited text, less the text an appending edit follows.
        let utf16Offset: Int
        /// Its length in UTF-16 code units.
        let utf16Count: Int
        /// Where a Character that is not one ASCII byte is kept in ``FieldEdit/others``.
        let otherIndex: Int
    }

    /// The edited text, Character by Character.
    private(set) var items: [Item] = []
    /// The Characters of ``items`` that are not one ASCII byte, in order.
    private var others: [Character] = []
    /// The UTF-16 offset after the last item.
    private var utf16End = 0
    /// The length in Characters and UTF-16 code units of the text an appending edit follows,
    /// which its items' offsets do not count.
    private var offsetBase = 0
    private var utf16Base = 0
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
    ///   - isContent: whether an item of `text` is content (a digit, an AM/PM letter) rather
    ///     than a separator the field wrote.
    /// - Complexity: O(length of `text` + length of `string`).
    init(replacing utf16Range: Range<Int>, in text: String, with string: String, isContent: (Item) -> Bool) {
        let lower = max(0, utf16Range.lowerBound)
        let upper = max(lower, utf16Range.upperBound)
        var removed = false
        var removedContent = false
        var inserted = false
        var start = 0
        items.reserveCapacity(text.utf8.count + string.utf8.count)
        forEachCharacter(of: text) { edit, ascii, character, utf16Count in
            let end = start + utf16Count
            if lower == upper ? start < lower : end <= lower {
                edit.append(ascii, character, utf16Count: utf16Count, fromEdit: false)
            } else if lower < upper, start < upper {
                removed = true
                if !removedContent { removedContent = isContent(Self.item(ascii, character, utf16Count: utf16Count)) }
            } else {
                if !inserted { edit.insert(string, removed: removed, removedContent: removedContent, isContent: isContent) }
                inserted = true
                edit.append(ascii, character, utf16Count: utf16Count, fromEdit: false)
            }
            start = end
        }
        if !inserted { insert(string, removed: removed, removedContent: removedContent, isContent: isContent) }
    }

    /// The edit that replaces the whole text with `text`, the caret at its end.
    ///
    /// - Complexity: O(length of `text`).
    init(setting text: String) {
        items.reserveCapacity(text.utf8.count)
        forEachCharacter(of: text) { edit, ascii, character, utf16Count in
            edit.append(ascii, character, utf16Count: utf16Count, fromEdit: true)
        }
        caret = items.count
    }

    /// The edit that appends `string` to a text of `characterCount` Characters and `utf16Count`
    /// UTF-16 code units, holding only the appended Characters (``drop(_:_:)`` adds the text's
    /// length to their offsets): a field reads it after what the text was read into.
    ///
    /// - Complexity: O(length of `string`).
    init(appending string: String, toTextOf characterCount: Int, utf16Count: Int) {
        offsetBase = characterCount
        utf16Base = utf16Count
        if string.utf8.count == 1, let byte = string.utf8.first, byte != 0, byte < 0x80 {
            // A key typed at the end: its item made once, with no array to allocate.
            items = Self.typedAtTheEnd[Int(byte)]
        } else {
            items.reserveCapacity(string.utf8.count)
            forEachCharacter(of: string) { edit, ascii, character, utf16Count in
                edit.append(ascii, character, utf16Count: utf16Count, fromEdit: true)
            }
        }
        caret = items.count
    }

    /// The edit of each ASCII key typed at the end (none for NUL), offsets counted from the end.
    private static let typedAtTheEnd: [[Item]] = (0..<128).map { byte in
        byte == 0 ? [] : [item(UInt8(byte), nil, utf16Count: 1, fromEdit: true)]
    }

    /// The Character `item` stands for.
    ///
    /// - Complexity: O(1).
    func character(of item: Item) -> Character {
        item.ascii != 0 ? Character(Unicode.Scalar(item.ascii)) : others[item.otherIndex]
    }

    /// A dropped Character for `item`, for `EditResult/dropped`.
    ///
    /// - Complexity: O(1).
    func drop(_ item: Item, _ reason: DroppedCharacter.Reason) -> DroppedCharacter {
        DroppedCharacter(character: character(of: item), inputOffset: offsetBase + item.offset, inputUTF16Offset: utf16Base + item.utf16Offset,
                         isFromEdit: item.isFromEdit, reason: reason)
    }

    /// Calls `body` with each Character of `text`: its byte when it is one ASCII scalar other than
    /// NUL (else 0, and the Character), and its length in UTF-16 code units.
    ///
    /// Text of ASCII bytes other than CR (which joins a following LF) is read byte by byte, each
    /// byte a Character of its own, without looking for grapheme boundaries or making Characters.
    private mutating func forEachCharacter(of text: String, _ body: (inout FieldEdit, UInt8, Character?, Int) -> Void) {
        if text.isPlainASCII {
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes { body(&self, byte, byte == 0 ? Character(Unicode.Scalar(0)) : nil, 1) }
            }
        } else {
            for character in text {
                let ascii = character.utf8.count == 1 ? character.utf8.first! : 0
                body(&self, ascii, ascii == 0 ? character : nil, ascii == 0 ? character.utf16.count : 1)
            }
        }
    }

    /// Appends the edit's string where the removed text stood, and puts the caret after it.
    private mutating func insert(_ string: String, removed: Bool, removedContent: Bool, isContent: (Item) -> Bool) {
        isDeletion = removed && string.isEmpty
        if isDeletion, !removedContent, let last = items.lastIndex(where: isContent) {
            items.removeSubrange(last...)
            utf16End = items.last.map { $0.utf16Offset + $0.utf16Count } ?? 0
        }
        forEachCharacter(of: string) { edit, ascii, character, utf16Count in
            edit.append(ascii, character, utf16Count: utf16Count, fromEdit: true)
        }
        caret = items.count
    }

    /// Appends an item for an ASCII byte, or for `character` when `ascii` is 0.
    private mutating func append(_ ascii: UInt8, _ character: Character?, utf16Count: Int, fromEdit: Bool) {
        if let character { others.append(character) }
        items.append(Self.item(ascii, character, utf16Count: utf16Count, fromEdit: fromEdit, offset: items.count,
                               utf16Offset: utf16End, otherIndex: character == nil ? -1 : others.count - 1))
        utf16End += utf16Count
    }

    /// The item of an ASCII byte, or of `character` when `ascii` is 0.
    private static func item(_ ascii: UInt8, _ character: Character?, utf16Count: Int, fromEdit: Bool = false, offset: Int = 0,
                             utf16Offset: Int = 0, otherIndex: Int = -1) -> Item {
        let digit: UInt8?
        let isSeparator: Bool
        if ascii != 0 {
            digit = ascii &- 0x30 < 10 ? ascii &- 0x30 : nil
            isSeparator = asciiSeparators[Int(ascii)]
        } else {
            digit = character?.decimalDigitByte.map { $0 - 0x30 }
            isSeparator = character.map { $0.isWhitespace || $0.isPunctuation } ?? false
        }
        return Item(ascii: ascii, digit: digit, isSeparator: isSeparator, isFromEdit: fromEdit, offset: offset,
                    utf16Offset: utf16Offset, utf16Count: utf16Count, otherIndex: otherIndex)
    }

    /// The value of a decimal digit of any script (`Character.decimalDigitByte`), or `nil`.
    ///
    /// - Complexity: O(1): a Character of more than one scalar is no digit, whatever it starts with.
    static func digit(of character: Character) -> UInt8? {
        if let byte = character.asciiByte { return byte &- 0x30 < 10 ? byte &- 0x30 : nil }
        return character.decimalDigitByte.map { $0 - 0x30 }
    }

    /// Whether each ASCII Character is whitespace or punctuation: what people type between blocks.
    private static let asciiSeparators: [Bool] = (0..<128).map { byte in
        let character = Character(Unicode.Scalar(UInt8(byte)))
        return character.isWhitespace || character.isPunctuation
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
