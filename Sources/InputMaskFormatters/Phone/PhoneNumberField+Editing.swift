extension PhoneNumberField {
    /// ``replace(utf16Range:with:)`` reading the edited text afresh: what typing at the end must agree with.
    mutating func replaceReadingWholeText(utf16Range: Range<Int>, with string: String) -> EditResult {
        let text = result.text
        let count = text.utf16.count
        var lower = min(max(0, utf16Range.lowerBound), count)
        let upper = min(max(lower, utf16Range.upperBound), count)
        let inserted = PhoneNumberReading.digits(of: string)
        if string.isEmpty, lower < upper, Self.digitCount(in: text, utf16Range: lower..<upper) == 0 {
            lower = Self.lastDigitOffset(in: text, before: lower) ?? lower
        }
        if inserted.plus, Self.digitCount(in: text, utf16Range: 0..<lower) <= reading.leadingDigits {
            lower = 0
        }
        let edited = Self.splicing(text, utf16Range: lower..<upper, with: string)
        let digitsKeptBefore = Self.digitCount(in: text, utf16Range: 0..<lower)
        var (digits, plus) = PhoneNumberReading.digits(of: edited)
        var digitsBefore = digitsKeptBefore + inserted.digits.count
        // A national prefix the format shows otherwise than typed is read as typed by an edit that
        // leaves it in place, so that typing past it ends where pasting the digits typed does.
        if !plus, let shownPrefix = prefixShownOtherwise, digitsKeptBefore >= shownPrefix {
            digits.replaceSubrange(0..<shownPrefix, with: reading.nationalPrefix)
            digitsBefore += reading.nationalPrefix.count - shownPrefix
        }
        return show(digits: digits, plus: plus, caretAfterDigits: upper == count ? nil : digitsBefore)
    }

    /// How many digits ``text`` shows before the national number when it shows the national
    /// prefix otherwise than it was typed, else `nil`: a NATIONAL format's prefix added where none
    /// was typed (the `0` of `07400 123456`, typed `7400123456`), the typed one widened (Belarus's
    /// `8 0` for a typed `0` or `8`), or left out (Bolivia's `57687701`, typed `057687701`).
    ///
    /// - Complexity: O(length of ``text``).
    private var prefixShownOtherwise: Int? {
        guard !reading.isInternational else { return nil }
        let shown = PhoneNumberReading.digits(of: result.text).digits
        let national = reading.national.prefix(layout.kept)
        guard shown.count >= national.count, shown.suffix(national.count).elementsEqual(national) else { return nil }
        let prefix = shown.dropLast(national.count)
        return prefix.elementsEqual(reading.nationalPrefix) ? nil : prefix.count
    }

    /// `text` with the UTF-16 code units in `range` (within the text) replaced by `string`: the
    /// decoding of the spliced code units, where an end inside a surrogate pair leaves a lone
    /// surrogate, which becomes U+FFFD (or pairs with the other end's).
    ///
    /// - Complexity: O(length of `text` + length of `string`): with both ends on scalar boundaries,
    ///   the scalars around them are copied as they are, without transcoding.
    private static func splicing(_ text: String, utf16Range range: Range<Int>, with string: String) -> String {
        let lower = text.utf16.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.utf16.index(lower, offsetBy: range.count)
        guard lower.samePosition(in: text.unicodeScalars) != nil, upper.samePosition(in: text.unicodeScalars) != nil else {
            let utf16 = Array(text.utf16)
            return String(decoding: utf16[..<range.lowerBound] + Array(string.utf16) + utf16[range.upperBound...], as: UTF16.self)
        }
        var edited = String(Substring(text.unicodeScalars[..<lower]))
        edited.reserveCapacity(text.utf8.count + string.utf8.count)
        edited += string
        edited += Substring(text.unicodeScalars[upper...])
        return edited
    }

    /// How many decimal digits (any script) are in `range` of `text`, a range of UTF-16 offsets.
    private static func digitCount(in text: String, utf16Range range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        if text.utf8.count == text.utf16.count {
            // ASCII: offsets are bytes, and a digit is a byte.
            return text.utf8.dropFirst(range.lowerBound).prefix(range.count).reduce(0) { $0 + ($1 &- UInt8(ascii: "0") < 10 ? 1 : 0) }
        }
        let lower = text.utf16.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.utf16.index(lower, offsetBy: range.count)
        return PhoneNumberReading.digits(of: String(Substring(text.unicodeScalars[lower..<upper]))).digits.count
    }

    /// The UTF-16 offset of the last ASCII digit before `offset` in `text`, if any.
    private static func lastDigitOffset(in text: String, before offset: Int) -> Int? {
        var last: Int?
        for (position, unit) in text.utf16.prefix(offset).enumerated() where unit >= 0x30 && unit <= 0x39 { last = position }
        return last
    }
}
