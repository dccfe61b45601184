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
        let appended = layout.appending(extended)
        let layout = appended ?? PhoneNumberLayout(extended, region: region, previous: layout)
        // ``detection`` is of `+`, the dial code and the national digits before this one.
        let typed = layout.kept == national.count && self.detection.dialCode == code
            && self.detection.digits.utf8.count == code.utf8.count + layout.kept - 1
        let detection = (typed ? detector.detect(self.detection, appending: digit) : nil) ?? detect(extended, kept: layout.kept)
        guard detection.dialCode != nil else { return nil }
        // The text extended was ASCII, `+` first, with a digit for each digit read; the layout
        // appended adds the digit and literals of ASCII other than digits: it still reads so
        // when the mask shows it as it is.
        return publish(extended, layout: layout, detection: detection, caretAfterDigits: nil, extendsIfShown: appended != nil)
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
