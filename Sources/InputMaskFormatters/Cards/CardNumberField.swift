import InputMask

/// A payment card number field: the brand from the leading digits as they are typed, the brand's
/// grouping and lengths, and the Luhn check.
///
/// The field reads the digits of each edit (of any script, written as ASCII), detects the
/// ``CardBrand`` from them, and writes them in the brand's groups: `4-4-4-4` for most, `4-6-5`
/// for American Express, `4-6-4` for 14-digit Diners Club, `4-4-4-4-3` for 19 digits. While no
/// brand is known the groups are of four, up to 19 digits. When the brand changes the grouping
/// (`3` typed before `4242…` makes an American Express number), the caret stays after the same
/// digit. Digits beyond the brand's longest length are dropped with `DroppedCharacter/Reason/maskFull`;
/// letters with `mismatch`. Spaces, dashes and other separators in a paste are skipped.
///
/// ```swift
/// var field = CardNumberField()
/// field.setText("3782 8224 6310 005")
/// field.text              // "3782 822463 10005"
/// field.brand?.name       // "American Express"
/// field.cvcLength         // 4
/// field.isValid           // true
/// ```
public struct CardNumberField: EditableField {
    /// The latest result: text, caret, value (the digits) and completeness (a valid length of the brand).
    public private(set) var result: EditResult
    /// The brand of the digits typed, or `nil` while no brand's range holds them.
    ///
    /// - Complexity: O(1).
    public var brand: CardBrand? { brandIndex.map { CardBrand.all[$0] } }
    /// The index of ``brand`` in `CardBrand.all`: copying the field copies no brand.
    private var brandIndex: Int?
    /// Whether the number has a valid length for its brand and, if the brand uses it, a correct
    /// Luhn check digit.
    public private(set) var isValid = false
    /// Whether the digits typed so far can still become a valid number: some brand can still
    /// issue a number that starts with them, and it is valid or may grow to a valid length.
    /// An empty field is potentially valid; show an error only when this is `false`.
    public private(set) var isPotentiallyValid = true

    /// An empty field.
    ///
    /// - Complexity: O(1).
    public init() {
        let layout = CardBrand.unknownLayouts.short
        result = .empty(format: layout.format, placeholder: layout.placeholder.text)
    }

    /// The digits of the number, ASCII, without separators.
    ///
    /// - Complexity: O(1).
    public var number: String { result.value }

    /// The length of the security code to ask for: the brand's, or 3 while no brand is known.
    ///
    /// - Complexity: O(1).
    public var cvcLength: Int { brand?.cvcLength ?? 3 }

    /// Replaces `utf16Range` of ``text`` with `string`: a key press, paste, cut or deletion.
    ///
    /// The range is clamped to the text; a deletion of only a space also deletes the digit before it.
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units, as UIKit reports it.
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(length of ``text`` + length of `string`).
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult {
        // Typing or pasting at the end reads only the inserted Characters, after the digits shown:
        // the text is ASCII digits and spaces, which read back as those digits, the value.
        let text = text
        let length = text.utf16.count
        guard utf16Range.lowerBound >= length, !string.isEmpty else {
            return replaceReadingWholeText(utf16Range: utf16Range, with: string)
        }
        return apply(FieldEdit(appending: string, toTextOf: length, utf16Count: length), digitsBefore: number)
    }

    /// ``replace(utf16Range:with:)``, reading the whole edited text.
    mutating func replaceReadingWholeText(utf16Range: Range<Int>, with string: String) -> EditResult {
        apply(FieldEdit(replacing: utf16Range, in: text, with: string, isContent: { $0.digit != nil }))
    }

    /// Replaces the whole text, formatted or not (a paste, a stored number); the caret goes to the end.
    ///
    /// - Parameter text: the new text, such as `"4242-4242-4242-4242"`.
    /// - Returns: the new result.
    /// - Complexity: O(length of `text`).
    @discardableResult
    public mutating func setText(_ text: String) -> EditResult {
        apply(FieldEdit(setting: text))
    }

    /// Empties the field.
    ///
    /// - Returns: the new result.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func clear() -> EditResult {
        apply(FieldEdit(setting: ""))
    }

    /// Reads the edit's digits after `digitsBefore` (ASCII), detects the brand and writes the groups.
    private mutating func apply(_ edit: FieldEdit, digitsBefore: String = "") -> EditResult {
        var digits: [UInt8] = []
        digits.reserveCapacity(CardBrand.unknownMaximumLength)
        for byte in digitsBefore.utf8 { digits.append(byte &- 0x30) }
        // The brand's longest length, once read. No brand stops before `CardBrand.brandDecides`
        // digits, by which its prefix is complete, so digits before those are all taken and the brand
        // is read at most once while reading.
        var limit: Int?
        var matched: (brand: Int?, canStart: Bool)?
        var dropped: [(item: FieldEdit.Item, slot: Int?)] = []
        var caretDigits = 0
        for index in edit.items.indices {
            let item = edit.items[index]
            if index == edit.caret { caretDigits = digits.count }
            if let digit = item.digit {
                if matched == nil, digits.count >= CardBrand.brandDecides {
                    matched = CardBrand.match(digits: digits)
                    limit = matched?.brand.map { CardBrand.all[$0].maximumLength } ?? CardBrand.unknownMaximumLength
                }
                if digits.count < limit ?? Int.max {
                    digits.append(digit)
                } else {
                    dropped.append((item, nil))
                }
            } else if !item.isSeparator {
                dropped.append((item, digits.count))
            }
        }
        if edit.caret == edit.items.count { caretDigits = digits.count }
        let match = matched ?? CardBrand.match(digits: digits)
        let detected = match.brand
        let layout = detected.map { CardBrand.all[$0].layout(forLength: digits.count) }
            ?? (digits.count <= 16 ? CardBrand.unknownLayouts.short : CardBrand.unknownLayouts.long)
        let written = FieldText.write(capacity: layout.placeholder.text.utf8.count, caretAfterContent: caretDigits) { writer in
            var boundaries = layout.boundaries[...]
            for index in digits.indices {
                if boundaries.first == index {
                    boundaries.removeFirst()
                    writer.appendSeparator(.space, caretFollows: false)
                }
                writer.appendContent(digits[index] + 0x30)
            }
            if !edit.isDeletion, caretDigits == digits.count, boundaries.first == digits.count {
                writer.appendSeparator(.space, caretFollows: true)
            }
        }
        let reasons = dropped.map { drop -> DroppedCharacter in
            guard let slot = drop.slot, slot < layout.groups.reduce(0, +) else { return edit.drop(drop.item, .maskFull) }
            return edit.drop(drop.item, .mismatch(expected: .digit, placeholderOffset: layout.placeholderOffset(ofDigit: slot)))
        }
        let complete = detected.map { CardBrand.all[$0].lengths.contains(digits.count) } ?? false
        brandIndex = detected
        isValid = complete && (detected.map { !CardBrand.all[$0].usesLuhn } == true || CardBrand.passesLuhn(digits))
        if let detected {
            isPotentiallyValid = isValid || digits.count < CardBrand.all[detected].maximumLength
        } else {
            isPotentiallyValid = match.canStart
        }
        result = written.result(complete: complete, tail: layout.tail(after: written.characterCount), format: layout.format,
                               previous: result, dropped: reasons)
        return result
    }
}
