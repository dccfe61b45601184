extension PhoneNumberField {
    /// A digit typed at the end of a text that ``typingExtends``: the text is not read again, since
    /// its digits are ``reading``'s, as they were read, and the `+` before them as it was. An
    /// international number with its dial code, or a national number that reads as it did with
    /// the digit after it, is extended without being read again, and its layout extended in place
    /// while the format and grouping stay; any other is read from its digits with the new one.
    ///
    /// - Complexity: O(digits + formats of the dial code × longest leading-digit prefix + length of
    ///   the text).
    mutating func typeAtTheEnd(_ digit: UInt8) -> EditResult {
        if reading.isInternational, reading.dialCode != nil, let typed = extendInternationalNumber(by: digit) { return typed }
        if reading.isInternational, reading.dialCode == nil, let typed = extendBeforeDialCode(by: digit) { return typed }
        if !reading.isInternational, let typed = extendNationalNumber(by: digit) { return typed }
        // The digits the text shows (`extends(_:layout:)`): the dial code's and then the national
        // number's, or a national number's digits as read (its national prefix, then the number).
        var digits = reading.isInternational ? Array((reading.dialCode ?? "").utf8) + reading.national : reading.digits
        digits.append(digit)
        return show(digits: digits, plus: reading.isInternational, caretAfterDigits: nil)
    }

    /// ``typeAtTheEnd(_:)`` of a national number that stays national with the same national
    /// prefix (``PhoneNumberReading/extendNational(by:region:)``), its layout extended in place.
    /// `nil` when it does not, or the layout does not extend, or ``detected`` has no dial code (its
    /// countries are all excluded); ``reading`` is then as it was and ``layout`` has the shape it had.
    ///
    /// Extended, the text still holds the national prefix and the national digits as they are,
    /// which is what the layout of a national number must show to be shown formatted.
    private mutating func extendNationalNumber(by digit: UInt8) -> EditResult? {
        guard let region, let code = reading.dialCode, detected.dialCode == code else { return nil }
        var extended = reading
        guard extended.extendNational(by: digit, region: region), layout.append(extended, region: region) else { return nil }
        // The digits detected last are the national digits before the one typed.
        let kept = layout.kept
        if let changed = detection(extended, kept: kept, before: reading.national.prefix(kept - 1)) { detected = changed }
        reading = extended
        return publish(caretAfterDigits: nil, extends: true)
    }

    /// ``typeAtTheEnd(_:)`` of an international number whose dial code the digit leaves incomplete:
    /// the number is read as it was with the digit after its others, which is what reading its
    /// digits after `+` gives while no dial code starts them. `nil`, with ``reading`` as it was,
    /// when one does.
    private mutating func extendBeforeDialCode(by digit: UInt8) -> EditResult? {
        reading.appendNationalDigit(digit)
        guard PhoneFormatTable.shared.dialCodeNumber(startingWith: reading.national) == nil else {
            reading.removeLastNationalDigit()
            return nil
        }
        layout = PhoneNumberLayout(reading, region: region, previous: layout)
        detected = Self.detection(of: reading, kept: layout.kept, by: detector)
        return publish(caretAfterDigits: nil)
    }

    /// ``typeAtTheEnd(_:)`` of an international number with its dial code, ``reading`` and
    /// ``layout`` extended in place. `nil` when the digit is read otherwise (a national prefix
    /// dropped) or ``detected`` is not of its dial code (its countries are all excluded), with
    /// ``reading`` as it was and ``layout`` in the shape it had (which is all that reading the
    /// digits again takes of it).
    private mutating func extendInternationalNumber(by digit: UInt8) -> EditResult? {
        let number = reading.dialCodeNumber
        guard let code = reading.dialCode, detected.dialCode == code, let entry = PhoneFormatTable.shared.entry(ofDialCodeNumber: number),
            let main = entry.main
        else { return nil }
        reading.appendNationalDigit(digit)
        guard PhoneNumberReading.strippedPrefixLength(of: reading.national, region: main, isInternational: true) == nil else {
            reading.removeLastNationalDigit()
            return nil
        }
        let kept = layout.kept
        let appended = layout.appendInternational(reading.national, dialCode: number, formats: entry.formats, main: main)
        if !appended { layout = PhoneNumberLayout(reading, region: region, previous: layout) }
        // The digits detected last are the first `kept`, which the digit typed leaves as they were.
        if let changed = detection(reading, kept: layout.kept, before: reading.national.prefix(kept)) { detected = changed }
        // The text extended was ASCII, `+` first, with a digit for each digit read; the layout
        // appended adds the digit and literals of ASCII other than digits: it still reads so.
        return publish(caretAfterDigits: nil, extends: appended)
    }

    /// Whether the text of `layout` shows every digit `reading` was read from as it was read, and
    /// nothing else that reading takes: what ``typingExtends`` says.
    ///
    /// A national number's text holds its national prefix and national digits as they are
    /// (`shows(_:in:)`); an international number's, `+`, its dial code and national digits, typed
    /// with `+` rather than a call prefix, and no digit among the format's literals.
    static func extends(_ reading: PhoneNumberReading, layout: PhoneNumberLayout) -> Bool {
        let shown = layout.text
        guard layout.kept == reading.national.count else { return false }
        guard reading.isInternational else { return shows(reading, in: shown) }
        guard reading.hasPlus, reading.leadingDigits == reading.dialCode?.utf8.count ?? 0, shown.utf8.first == UInt8(ascii: "+")
        else { return false }
        // Literals of the format that are digits would read as more digits. A text with other
        // than ASCII is read afresh.
        var digits = 0
        for byte in shown.utf8 {
            guard byte < 0x80 else { return false }
            if byte &- UInt8(ascii: "0") < 10 { digits += 1 }
        }
        return digits == reading.leadingDigits + layout.kept
    }
}
