extension PhoneNumberField {
    /// A digit typed at the end of a text that ``typingExtends``: the reading of the last edit is
    /// extended by it instead of being made again from the text, and so is its layout while the
    /// format and grouping stay. `nil` when the digit is read otherwise (a national prefix dropped)
    /// or the dial code's countries are all excluded; the whole text is then read.
    ///
    /// The text reads as `+`, the dial code and ``reading``'s national digits, so the text with
    /// the digit reads as them with the digit, but for the national prefix, which is checked.
    /// - Complexity: O(digits + formats of the dial code × longest leading-digit prefix), and the
    ///   mask's formatting of the new text.
    mutating func typeAtTheEnd(_ digit: UInt8) -> EditResult? {
        guard let code = reading.dialCode, let main = PhoneFormatTable.shared.mainRegion(ofDialCode: code) else { return nil }
        var national = reading.national
        national.append(digit)
        guard PhoneNumberReading.strippedPrefixLength(of: national[...], region: main, isInternational: true) == nil else { return nil }
        var extended = reading
        extended.national = national
        let layout = layout.appending(extended) ?? PhoneNumberLayout(extended, region: region, previous: layout)
        let detection = detection(extendedBy: digit, extended, kept: layout.kept)
        guard detection.dialCode != nil else { return nil }
        return publish(extended, layout: layout, detection: detection, caretAfterDigits: nil)
    }

    /// What `detect(_:kept:)` gives for `extended`, ``reading`` with `digit` typed after its
    /// `kept - 1` national digits: ``detection`` extended by the digit, which the detector reads
    /// without the text once it has three digits.
    private func detection(extendedBy digit: UInt8, _ extended: PhoneNumberReading, kept: Int) -> PhoneNumberDetection {
        guard let code = extended.dialCode, detection.dialCode == code,
            detection.digits.utf8.count == code.utf8.count + kept - 1,
            let detected = detector.detect(detection, appending: digit)
        else { return detect(extended, kept: kept) }
        return detected
    }

    /// Whether `shown`, the text the mask made of `layout`, reads as `reading` with every digit
    /// shown: what ``typingExtends`` says.
    static func extends(_ reading: PhoneNumberReading, layout: PhoneNumberLayout, shown: String) -> Bool {
        guard reading.isInternational, reading.hasPlus, let code = reading.dialCode, reading.leadingDigits == code.utf8.count,
            layout.kept == reading.national.count, shown == layout.text, shown.utf8.first == UInt8(ascii: "+")
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
