import InputMask

/// An IBAN field on the editing layer: the country from the first two letters, that country's
/// registry structure as the mask, groups of four, and the ISO 13616 check.
///
/// Each edit writes letters upper-case and any script's digits as ASCII, then picks the mask:
/// the country's (``IBANCountry/format``) when the text starts with a registry country's code,
/// else 34 letters or digits in groups of four, so that nothing typed is lost while the code is
/// incomplete or being corrected. A Character a position cannot hold (a letter where the BBAN
/// has a digit, anything past the country's length) is dropped and reported in
/// ``EditResult/dropped``. When the mask changes, the text is formatted again with the caret
/// after the same letter or digit. A leading `IBAN` label before a country code (`IBAN: DE89 …`),
/// pasted or typed, is left out. The value is the electronic form (`DE89370400440532013000`).
///
/// ```swift
/// var field = IBANField()
/// field.setText("de89 3704 0044 0532 0130 00")
/// field.text               // "DE89 3704 0044 0532 0130 00"
/// field.result.value       // "DE89370400440532013000"
/// field.country?.code      // "DE"
/// field.isValid            // true
/// ```
public struct IBANField: EditableField {
    /// The latest result: text, caret, value (the electronic form), completeness, dropped Characters.
    public private(set) var result: EditResult
    private var input: MaskedTextInput

    /// An empty field.
    ///
    /// - Complexity: O(1).
    public init() {
        input = EmptyTableInputs.input(format: IBANCountry.unknownCountryFormat)
        result = input.result
    }

    /// The country named by the first two Characters, when it is a registry country.
    ///
    /// - Complexity: O(1).
    public var country: IBANCountry? { Self.country(of: result.value) }

    /// Whether the value is a valid IBAN: a registry country's length and structure, check digits
    /// 02–98 and the ISO 13616 mod-97 check.
    ///
    /// - Complexity: O(value length), at most 34.
    public var isValid: Bool { IBANCountry.isValid(result.value) }

    /// Whether typing more at the end can still make the value valid: empty, or a prefix of a
    /// registry country's structure (a complete one passing the check). Show an error only when
    /// this is `false`.
    ///
    /// - Complexity: O(value length), at most 34.
    public var isPotentiallyValid: Bool { IBANCountry.isPotentiallyValid(result.value) }

    /// Replaces `utf16Range` of ``text`` with `string` (a key press, paste or deletion).
    ///
    /// ```swift
    /// var field = IBANField()
    /// field.setText("GB82WEST12345698765432")        // "GB82 WEST 1234 5698 7654 32"
    /// field.replace(utf16Range: 26..<27, with: "")   // "GB82 WEST 1234 5698 7654 3"
    /// ```
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units (clamped to the text).
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(text length + string length).
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult {
        let text = result.text
        let count = text.utf16.count
        let lower = min(max(0, utf16Range.lowerBound), count)
        let upper = min(max(lower, utf16Range.upperBound), count)
        if lower <= Self.labelDecidingLength(text) {
            // A label is read on the text the edit makes, as `setText` reads it, so that an edit and
            // setting the text it shows agree (`IBAN ` typed before `DE…`, or `DE` after `IBAN `).
            let made = text.replacingUTF16(lower..<upper, with: string)
            if Self.withoutLabel(made) != made { return setText(made) }
        }
        let string = string.writingDigitsAsASCII(uppercasingASCII: true)
        // Every mask starts with two slots, so a text that starts with two ASCII letters or digits
        // (Characters of their own: the byte after them is ASCII) keeps its mask through an edit
        // after them that leaves them Characters of their own: only an edit of the code picks
        // again. An insertion that starts with ASCII does (a combining mark would join the letter
        // before it, which the mask then drops), and so does a deletion, since the field's text
        // is ASCII letters, digits and spaces.
        var bytes = text.utf8.makeIterator()
        if lower >= 2, (string.utf8.first ?? 0) < 0x80, let first = bytes.next(), let second = bytes.next(),
            Self.isSlotUnit(UInt16(first)), Self.isSlotUnit(UInt16(second)), (bytes.next() ?? 0) < 0x80
        {
            result = input.replace(utf16Range: lower..<upper, with: string)
            return result
        }
        let edited = text.replacingUTF16(lower..<upper, with: string)
        let format = Self.format(for: edited)
        let previous = result
        let formatted = format != input.primaryFormat
            ? reformat(edited, caretUTF16Offset: lower + string.utf16.count, with: format)
            : input.replace(utf16Range: lower..<upper, with: string)
        return publish(settle(formatted), after: previous)
    }

    /// Replaces the whole text (a paste or a stored IBAN, with or without spaces); the caret goes to the end.
    ///
    /// - Parameter text: the new text.
    /// - Returns: the new result.
    /// - Complexity: O(text length).
    @discardableResult
    public mutating func setText(_ text: String) -> EditResult {
        let text = Self.withoutLabel(text).writingDigitsAsASCII(uppercasingASCII: true)
        let format = Self.format(for: text)
        let previous = result
        let formatted = format != input.primaryFormat
            ? reformat(text, caretUTF16Offset: text.utf16.count, with: format)
            : input.setText(text)
        return publish(settle(formatted), after: previous)
    }

    /// Empties the field.
    ///
    /// - Returns: the new result: empty text and value.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func clear() -> EditResult {
        let previous = result
        input = EmptyTableInputs.input(format: IBANCountry.unknownCountryFormat)
        return publish(input.result, after: previous)
    }

    /// `text` without a leading `IBAN` label and what separates it from the number (`IBAN: DE89 …`,
    /// as statements print it and people copy it), which would otherwise be read as the country code.
    ///
    /// The label is read on letters alone, skipping whatever else stands between them, and only
    /// before a registry country's code: so a text and the text the field shows for it (the same
    /// letters and digits, regrouped) agree on whether it has one, and what is left, which starts
    /// with a country code (`IB` is none), never has one. Letters and digits are Characters, as
    /// the mask reads them: `E` with a combining accent is neither, and the mask drops it.
    ///
    /// - Complexity: O(length of `text`) at most; it stops at the sixth letter or the first digit.
    private static func withoutLabel(_ text: String) -> String {
        var letters: [UInt8] = []
        var labelEnd = text.startIndex
        for index in text.indices {
            let character = text[index]
            if let letter = asciiLetter(character) {
                letters.append(letter & 0xDF)
            } else if isDecimalDigit(character) {
                return text
            } else {
                continue
            }
            if letters.count == 4 {
                guard letters == label else { return text }
                labelEnd = text.index(after: index)
            } else if letters.count == 6 {
                guard IBANCountry.named(letters[4], letters[5]) != nil else { return text }
                return String(text[labelEnd...].drop { asciiLetter($0) == nil })
            }
        }
        return text
    }

    /// The label's letters, upper-case.
    private static let label = Array("IBAN".utf8)

    /// The UTF-16 length of the start of `text` that decides whether it has a label: up to its
    /// first digit, its first letter that cannot continue `IBAN`, or its sixth letter. An edit
    /// after it leaves the answer unchanged.
    ///
    /// - Complexity: O(length of `text`) at most; it stops where ``withoutLabel(_:)`` would.
    private static func labelDecidingLength(_ text: String) -> Int {
        // An ASCII byte is a Character of its own when the byte after it is ASCII too (CR LF, one
        // Character, counts two UTF-16 units either way): such bytes are read without looking for
        // Character boundaries, and the Characters only from the first byte that is not.
        let plain: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var reading = LabelReading()
            for (offset, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                if let length = reading.read(letter: asciiLetter(byte), isDigit: byte &- 0x30 < 10, utf16Count: 1) {
                    return offset + 1 == bytes.count || bytes[offset + 1] < 0x80 ? length : nil
                }
            }
            return reading.length
        }
        if let plain = plain ?? nil { return plain }
        var reading = LabelReading()
        for character in text {
            if let length = reading.read(letter: asciiLetter(character), isDigit: isDecimalDigit(character), utf16Count: character.utf16.count) {
                return length
            }
        }
        return reading.length
    }

    /// ``labelDecidingLength(_:)`` read one Character at a time.
    private struct LabelReading {
        /// The letters read so far.
        var letters = 0
        /// The UTF-16 length of the Characters read so far.
        var length = 0

        /// Reads a Character: its ASCII letter (if it is one), whether it is a decimal digit, and
        /// its UTF-16 length; returns the deciding length when the Character ends the reading.
        mutating func read(letter: UInt8?, isDigit: Bool, utf16Count: Int) -> Int? {
            if isDigit { return length }
            length += utf16Count
            guard let letter else { return nil }
            letters += 1
            return letters == 6 || (letters <= 4 && letter & 0xDF != label[letters - 1]) ? length : nil
        }
    }

    /// Whether `character` is a decimal digit of any script (one scalar, as the mask reads digits).
    private static func isDecimalDigit(_ character: Character) -> Bool {
        character.decimalDigitByte != nil
    }

    /// The byte of `character` when it is one ASCII letter, else `nil`.
    private static func asciiLetter(_ character: Character) -> UInt8? {
        character.asciiByte.flatMap(asciiLetter)
    }

    /// `byte` when it is an ASCII letter, else `nil`.
    private static func asciiLetter(_ byte: UInt8) -> UInt8? {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A ? byte : nil
    }

    // MARK: - Choosing the mask

    /// The registry country whose code the first two Characters of `text` are, ignoring none:
    /// every mask starts with the two code letters, so a text that does not start so names no country.
    private static func country(of text: String) -> IBANCountry? {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(),
            first &- UInt8(ascii: "A") < 26, second &- UInt8(ascii: "A") < 26
        else { return nil }
        return IBANCountry.named(first, second)
    }

    /// The mask for `text`: its country's, when its first two letters or digits (the Characters
    /// the mask's first slots take) are a registry country's code.
    private static func format(for text: String) -> String {
        var code: (UInt8, UInt8) = (0, 0), found = 0
        for character in text {
            guard let byte = character.asciiByte, isSlotUnit(UInt16(byte)) else { continue }
            if found == 0 { code.0 = byte } else { code.1 = byte }
            found += 1
            if found == 2 { break }
        }
        guard found == 2, code.0 &- UInt8(ascii: "A") < 26, code.1 &- UInt8(ascii: "A") < 26,
            let country = IBANCountry.named(code.0, code.1)
        else { return IBANCountry.unknownCountryFormat }
        return country.format
    }

    /// Formats `text` with `format`, the caret after as many letters and digits as precede
    /// `caret` in `text`.
    private mutating func reformat(_ text: String, caretUTF16Offset caret: Int, with format: String) -> EditResult {
        input = EmptyTableInputs.input(format: format)
        let formatted = input.setText(text)
        let prefix = text.utf16.prefix(caret)
        let kept = prefix.reduce(0) { $0 + (Self.isSlotUnit($1) ? 1 : 0) }
        var characters = 0, utf16 = 0, seen = 0
        if caret < text.utf16.count {
            for character in formatted.text where seen < kept {
                characters += 1
                utf16 += character.utf16.count
                if let byte = character.asciiByte, Self.isSlotUnit(UInt16(byte)) { seen += 1 }
            }
        } else {
            (characters, utf16) = (formatted.caretCharacterOffset, formatted.caretUTF16Offset)
        }
        return formatted.movingCaret(toCharacterOffset: characters, utf16Offset: utf16, valueChanged: formatted.valueChanged)
    }

    /// Whether a UTF-16 code unit is an upper-case ASCII letter or an ASCII digit.
    private static func isSlotUnit(_ unit: UInt16) -> Bool {
        unit &- 0x41 < 26 || unit &- 0x30 < 10
    }

    /// `edited`, or, when the shown text names another country than the mask's (the mask dropped
    /// a Character among the first two), the shown text formatted with that country's mask.
    private mutating func settle(_ edited: EditResult) -> EditResult {
        let format = Self.format(for: edited.text)
        guard format != input.primaryFormat else { return edited }
        return reformat(edited.text, caretUTF16Offset: edited.caretUTF16Offset, with: format)
    }

    /// Keeps `edited` as the result, its `valueChanged` measured against `previous`, the result
    /// before the edit (a reformatting compares with the text it formatted again).
    private mutating func publish(_ edited: EditResult, after previous: EditResult) -> EditResult {
        result = edited.movingCaret(
            toCharacterOffset: edited.caretCharacterOffset, utf16Offset: edited.caretUTF16Offset,
            valueChanged: edited.value != previous.value || edited.complete != previous.complete)
        return result
    }
}
