extension PhoneNumberField {
    /// The detection (``detected``) of the number `reading` reads, `kept` national digits of it,
    /// made while ``reading`` and ``layout`` are those detected last.
    ///
    /// - Complexity: O(national digits the detector reads + countries of the dial code).
    func detect(_ reading: PhoneNumberReading, kept: Int) -> PhoneNumberDetection {
        if let code = reading.dialCode, self.reading.dialCode == code, detected.dialCode == code {
            return detection(reading, kept: kept, before: self.reading.national.prefix(layout.kept)) ?? detected
        }
        return Self.detection(of: reading, kept: kept, by: detector)
    }

    /// `detector`'s detection of `reading`'s dial code and first `kept` national digits (or,
    /// before a dial code, its first `kept` digits), as ``detected`` keeps it: without its digits.
    ///
    /// - Complexity: O(`kept`).
    static func detection(of reading: PhoneNumberReading, kept: Int, by detector: PhoneNumberDetector) -> PhoneNumberDetection {
        detector.detection(ofDigits: (reading.dialCode ?? "").utf8, followedBy: reading.national.prefix(kept))
    }

    /// The detection of `reading`'s dial code followed by its first `kept` national digits,
    /// ``detected`` being that of the same dial code followed by `before`, or `nil` when it is
    /// ``detected``.
    ///
    /// The candidates of a dial code depend on a few national digits at most: while those stay as
    /// they were, the detection stays.
    /// - Complexity: O(national digits the detector reads + countries of the dial code).
    func detection(_ reading: PhoneNumberReading, kept: Int, before: ArraySlice<UInt8>) -> PhoneNumberDetection? {
        let deciding = detector.nationalDigitsDeciding(dialCodeNumber: reading.dialCodeNumber)
        guard deciding > 0, let code = reading.dialCode else { return nil }
        let national = reading.national.prefix(kept)
        if national.prefix(deciding).elementsEqual(before.prefix(deciding)) { return nil }
        return PhoneNumberDetection(digits: "", dialCode: code, candidates: detector.candidates(ofDialCode: code, national: national))
    }

    /// `+`, the dial code and the first `kept` national digits; or, before a dial code, `+` and the digits.
    static func international(_ reading: PhoneNumberReading, kept: Int) -> String {
        guard let code = reading.dialCode else { return "+" + String(decoding: reading.national.prefix(kept), as: UTF8.self) }
        return "+" + code + String(decoding: reading.national.prefix(kept), as: UTF8.self)
    }
}
