import InputMask

/// A field's text as it is written, content and separators, with the caret placed after a count
/// of content Characters; the content alone is the field's value.
///
/// The bytes are written into scratch memory on the stack that ``write(capacity:caretAfterContent:_:)``
/// scopes, and only the text and value Strings are made: a keystroke allocates no buffers.
struct FieldText {
    /// The scratch memory: the text's bytes from the start, the value's from ``valueStart``.
    private let scratch: UnsafeMutableBufferPointer<UInt8>
    /// Where the value's bytes begin in ``scratch``: the text's capacity.
    private let valueStart: Int
    private var byteCount = 0
    private var valueCount = 0
    private var characterCount = 0
    private var utf16Count = 0
    private var caretCharacterOffset = 0
    private var caretUTF16Offset = 0
    /// Whether a write did not fit: the text is written again with more room.
    private var overflowed = false
    /// The content Characters the caret follows.
    private let caretContent: Int

    /// What was written, once the scratch memory is gone.
    struct Written {
        let text: String
        let value: String
        let characterCount: Int
        let utf16Count: Int
        let caretCharacterOffset: Int
        let caretUTF16Offset: Int

        /// The result that shows this text.
        ///
        /// - Parameters:
        ///   - complete: whether every block is filled.
        ///   - tail: the part of the layout's placeholder after the text.
        ///   - format: the format that names the layout.
        ///   - previous: the result before the edit, for `valueChanged`.
        ///   - dropped: what the field left out.
        func result(complete: Bool, tail: String, format: String, previous: EditResult,
                    dropped: [DroppedCharacter]) -> EditResult {
            EditResult(
                text: text, caretCharacterOffset: caretCharacterOffset, caretUTF16Offset: caretUTF16Offset, value: value,
                complete: complete, tailPlaceholder: tail, format: format,
                valueChanged: value != previous.value || complete != previous.complete, dropped: dropped)
        }
    }

    private init(scratch: UnsafeMutableBufferPointer<UInt8>, valueStart: Int, caretContent: Int) {
        self.scratch = scratch
        self.valueStart = valueStart
        self.caretContent = caretContent
    }

    /// The text `body` writes, its caret after `caretContent` content Characters.
    ///
    /// - Parameters:
    ///   - capacity: the most UTF-8 bytes the text is expected to take (the layout's placeholder's,
    ///     which the text never exceeds); should `body` write more, it is run again with more room.
    ///   - caretContent: the number of content Characters the caret follows.
    ///   - body: writes the text; it may run more than once, so it must depend only on its writer.
    /// - Complexity: O(`capacity` + what `body` costs).
    static func write(capacity: Int, caretAfterContent caretContent: Int, _ body: (inout FieldText) -> Void) -> Written {
        var capacity = max(capacity, 16)
        while true {
            let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { scratch -> Written? in
                var writer = FieldText(scratch: scratch, valueStart: capacity, caretContent: caretContent)
                body(&writer)
                guard !writer.overflowed else { return nil }
                // In bounds: every write checked its index against its region first.
                return Written(
                    text: string(UnsafeBufferPointer(rebasing: scratch[..<writer.byteCount])),
                    value: string(UnsafeBufferPointer(rebasing: scratch[capacity..<capacity + writer.valueCount])),
                    characterCount: writer.characterCount, utf16Count: writer.utf16Count, caretCharacterOffset: writer.caretCharacterOffset,
                    caretUTF16Offset: writer.caretUTF16Offset)
            }
            if let written { return written }
            capacity *= 2
        }
    }

    /// The String of `bytes`, which the writer wrote from whole Characters.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { storage in
            // In bounds: the storage holds `bytes.count` bytes.
            _ = storage.initialize(fromContentsOf: bytes)
            return bytes.count
        }
    }

    /// Appends a content Character, which is ASCII in every field: a digit, an AM/PM letter.
    mutating func appendContent(_ byte: UInt8) {
        assert(byte < 0x80 && byte != 0x0D, "content is one ASCII Character")
        guard byteCount < valueStart, valueCount < valueStart else { overflowed = true; return }
        // In bounds: the text's region is 0..<valueStart and the value's valueStart..<2 × valueStart.
        scratch[byteCount] = byte
        scratch[valueStart + valueCount] = byte
        byteCount += 1
        valueCount += 1
        characterCount += 1
        utf16Count += 1
        if valueCount == caretContent { placeCaret() }
    }

    /// Appends `value` as `count` ASCII digits, zeros first: content Characters.
    mutating func appendDigits(of value: Int, count: Int) {
        guard count > 0 else { return }
        guard count <= valueStart - byteCount, count <= valueStart - valueCount else { overflowed = true; return }
        var rest = value
        var offset = count
        // In bounds: `count` bytes fit in the text's region after `byteCount` and in the value's
        // after `valueCount`, checked above; the digits are written last first.
        while offset > 0 {
            offset -= 1
            let digit = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
            scratch[byteCount + offset] = digit
            scratch[valueStart + valueCount + offset] = digit
            rest /= 10
        }
        let caretInside = valueCount < caretContent && caretContent <= valueCount + count
        byteCount += count
        valueCount += count
        characterCount += count
        utf16Count += count
        if caretInside { placeCaret(backBy: valueCount - caretContent) }
    }

    /// Appends separators, which a caret at the end follows.
    mutating func appendSeparator(_ separator: FieldLiteral, caretFollows: Bool) {
        let bytes = separator.text.utf8.count
        guard bytes <= valueStart - byteCount else { overflowed = true; return }
        // In bounds: `bytes` fit in the text's region after `byteCount`, checked above.
        if let byte = separator.singleByte {
            scratch[byteCount] = byte
        } else {
            _ = UnsafeMutableBufferPointer(rebasing: scratch[byteCount..<byteCount + bytes]).initialize(from: separator.text.utf8)
        }
        byteCount += bytes
        characterCount += separator.characterCount
        utf16Count += separator.utf16Count
        if caretFollows { placeCaret() }
    }

    /// Puts the caret at the end of the text written so far, or `back` ASCII Characters before it.
    mutating func placeCaret(backBy back: Int = 0) {
        caretCharacterOffset = characterCount - back
        caretUTF16Offset = utf16Count - back
    }
}

/// Text a field writes as it stands (a separator, a placeholder), measured once.
struct FieldLiteral: Hashable, Sendable {
    let text: String
    /// Its length in Characters.
    let characterCount: Int
    /// Its length in UTF-16 code units.
    let utf16Count: Int
    /// Whether every byte is one Character (`String.isPlainASCII`).
    let isPlain: Bool
    /// The text's byte when it is one plain ASCII byte (`.`, `/`, a space), which a writer copies as it is.
    let singleByte: UInt8?

    /// `text`, measured.
    ///
    /// - Complexity: O(length of `text`).
    init(_ text: String) {
        self.text = text
        characterCount = text.count
        utf16Count = text.utf16.count
        isPlain = text.isPlainASCII
        singleByte = isPlain && text.utf8.count == 1 ? text.utf8.first : nil
    }

    /// The text after its first `count` Characters (all of it when `count` is negative).
    ///
    /// - Complexity: O(length of `text`).
    func suffix(after count: Int) -> String {
        let count = max(0, count)
        // A plain text's Characters are its bytes.
        return isPlain ? String(decoding: text.utf8.dropFirst(count), as: UTF8.self) : String(text.dropFirst(count))
    }

    /// The space between the groups of a card number.
    static let space = FieldLiteral(" ")
}
