extension PhoneNumberField {
    /// The detection (``detected``) of the number `reading` reads, `kept` national digits of it,
    /// made while ``reading`` and ``layout`` are those detected last.
    ///
    /// - Complexity: O(national digits the detector reads + countries of the dial code).
    func detect(_ reading: PhoneNumberReading, kept: Int) -> PhoneNumberDetection {
        if let code = reading.dialCode, self.reading.dialCode == code, detected.dialCode == code {
            return detected(dialCode: code, national: reading.national.prefix(kept), before: self.reading.national.prefix(layout.kept))
        }
        return Self.withoutDigits(detector.detect(Self.international(reading, kept: kept)))
    }

    /// The detection of `code` followed by `national`, ``detected`` being that of `code` followed
    /// by `before`.
    ///
    /// The candidates of a dial code depend on a few national digits at most: while those stay as
    /// they were, the candidates serve.
    /// - Complexity: O(national digits the detector reads + countries of the dial code).
    func detected(dialCode code: String, national: ArraySlice<UInt8>, before: ArraySlice<UInt8>) -> PhoneNumberDetection {
        let deciding = detector.nationalDigitsDeciding(dialCode: code)
        if national.prefix(deciding).elementsEqual(before.prefix(deciding)) { return detected }
        return PhoneNumberDetection(digits: "", dialCode: code, candidates: detector.candidates(ofDialCode: code, national: national))
    }

    /// `detection` without its digits, as ``detected`` keeps it.
    static func withoutDigits(_ detection: PhoneNumberDetection) -> PhoneNumberDetection {
        PhoneNumberDetection(digits: "", dialCode: detection.dialCode, candidates: detection.candidates)
    }

    /// `+`, the dial code and the first `kept` national digits; or, before a dial code, `+` and the digits.
    static func international(_ reading: PhoneNumberReading, kept: Int) -> String {
        guard let code = reading.dialCode else { return "+" + String(decoding: reading.national.prefix(kept), as: UTF8.self) }
        return "+" + code + String(decoding: reading.national.prefix(kept), as: UTF8.self)
    }
}
