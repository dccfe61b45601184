import InputMask
import InputMaskFormatters

/// The `formatters` target's checks of `PhoneNumberDetector` and `PhoneNumberField`: a detector
/// with allowed and excluded lists (names, codes, dial codes, nonsense), text of random digits and
/// punctuation, huge pastes included.
enum PhoneNumberInvariants {
    /// Keys the allowed and excluded lists are made of.
    private static let keys: [String] = [
        "RU", "ru", "US", "us", "CA", "KZ", "GB", "IT", "VA", "FR", "DE", "IN", "CN", "BR", "7", "+7", "1", "+1", "44", "39",
        "Canada", "Russia", "United States", "", "+", "x", "🇷🇺", "\u{FFFD}", "RUS", "usa",
    ]

    /// A detector with decoded allowed (or none) and excluded lists.
    private static func detector(_ input: inout FuzzInput) -> PhoneNumberDetector {
        let allowed = input.bool() ? nil : (0..<input.int(in: 0...4)).map { _ in input.pick(keys) }
        let excluded = (0..<input.int(in: 0...3)).map { _ in input.pick(keys) }
        return PhoneNumberDetector(allowed: allowed, excluded: excluded)
    }

    /// Checks one detection of a decoded text: its digits are the text's ASCII digits, a dial code
    /// starts them and belongs to an allowed country (or none does and the candidates are the
    /// countries whose codes start with the digits), the candidates are allowed countries with that
    /// code, the formats compile, and detecting the digits alone gives the same detection.
    static func checkDetector(_ input: inout FuzzInput) throws(InvariantViolation) {
        let detector = detector(&input)
        let text = (input.bool() ? "+" : "") + FormatterText.text(&input)
        let detection = detector.detect(text)
        let context = { "detector of \(detector.countries.count) countries, input \(show(text))" }
        let digits = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 }))
        try require(detection.digits == digits, "digits: \(context())\n  detected \(show(detection.digits))")
        let allowed = Set(detector.countries.map(\.alpha2))
        try require(detection.candidates.allSatisfy { allowed.contains($0.alpha2) }, "a candidate is not allowed: \(context())")
        if let code = detection.dialCode {
            try require(digits.hasPrefix(code) && detector.countries.contains { $0.dialCode == code }
                            && detection.candidates.allSatisfy { $0.dialCode == code } && detection.nationalDigits == String(digits.dropFirst(code.count)),
                        "dial code \(code): \(context())\n  candidates \(detection.candidates.map(\.alpha2))")
        } else {
            let expected = detector.countries.filter { $0.dialCode.hasPrefix(digits) }.map(\.alpha2)
            try require(!detector.countries.contains { digits.hasPrefix($0.dialCode) } && detection.candidates.map(\.alpha2) == expected
                            && detection.nationalDigits.isEmpty,
                        "no dial code: \(context())\n  candidates \(detection.candidates.map(\.alpha2))")
        }
        try require(detection.country == (detection.candidates.count == 1 ? detection.candidates[0] : nil), "country: \(context())")
        let formats = detection.formats
        for format in [formats.primary] + formats.affine {
            try require(Mask.isValid(format: format), "format \(show(format)) does not compile: \(context())")
        }
        try require(detector.detect(digits) == detection, "detecting the digits alone differs: \(context())")
    }

    /// Checks a field through up to eight edits: replacements with any range, `setText`, `clear`
    /// and backspaces. After each: the result is the field's, the caret lies within the text with
    /// consistent offsets, the detection is that of the text and `e164` its digits; re-setting the
    /// shown text keeps its digits, and its text where the format has no optional slot.
    static func checkField(_ input: inout FuzzInput) throws(InvariantViolation) {
        let detector = detector(&input)
        guard var field = try? PhoneNumberField(detector: detector) else {
            throw InvariantViolation("PhoneNumberField(detector:) throws for \(detector.countries.count) countries")
        }
        for _ in 0..<input.int(in: 1...8) {
            let before = field.result
            let operation: () -> String
            let result: EditResult
            switch input.int(in: 0...3) {
            case 0:
                let range = FormatterText.range(&input, length: before.text.utf16.count)
                let string = (input.bool() ? "+" : "") + FormatterText.text(&input)
                operation = { "replace(utf16Range: \(range), with: \(show(string)))" }
                result = field.replace(utf16Range: range, with: string)
            case 1:
                let string = (input.bool() ? "+" : "") + FormatterText.text(&input)
                operation = { "setText(\(show(string)))" }
                result = field.setText(string)
            case 2:
                operation = { "clear()" }
                result = field.clear()
            default:
                let caret = before.caretUTF16Offset
                operation = { "backspace at \(caret)" }
                result = field.replace(utf16Range: (caret - 1)..<caret, with: "")
            }
            let context = { "detector of \(detector.countries.count) countries\n  before \(before)\n  operation \(operation())" }
            try checkField(field, result: result, context: context())
        }
    }

    /// Whether two results agree in everything but `dropped`. The field keeps the very result it
    /// returns, so both share one lazily built drop report: reading it here would only run the
    /// analysis (a third of this target's time on large pastes), whose content the `editing` target
    /// checks.
    private static func isSameExceptDropped(_ lhs: EditResult, _ rhs: EditResult) -> Bool {
        lhs.text == rhs.text && lhs.caretCharacterOffset == rhs.caretCharacterOffset && lhs.caretUTF16Offset == rhs.caretUTF16Offset
            && lhs.value == rhs.value && lhs.complete == rhs.complete && lhs.tailPlaceholder == rhs.tailPlaceholder
            && lhs.format == rhs.format && lhs.valueChanged == rhs.valueChanged && lhs.isComposing == rhs.isComposing
            && lhs.markedUTF16Range == rhs.markedUTF16Range
    }

    /// Checks one result of `field`.
    private static func checkField(_ field: PhoneNumberField, result: EditResult, context: @autoclosure () -> String) throws(InvariantViolation) {
        try require(isSameExceptDropped(result, field.result) && field.text == result.text,
                    "the returned result is not the field's: \(context())")
        try FormatterText.checkCaret(result.caretCharacterOffset, result.caretUTF16Offset, in: result.text, context: context())
        let detection = field.detector.detect(result.text)
        try require(field.detection == detection && field.country == detection.country,
                    "the detection is not the text's: \(context())\n  after \(result)")
        let digits = String(String.UnicodeScalarView(result.text.unicodeScalars.filter { $0.value >= 0x30 && $0.value <= 0x39 }))
        try require(field.e164 == (digits.isEmpty ? "" : "+" + digits), "e164 \(show(field.e164)): \(context())\n  after \(result)")
        var copy = field
        let again = copy.setText(result.text)
        try require(copy.e164 == field.e164, "setText of the shown text changes its digits: \(context())\n  shown \(result)\n  again \(again)")
        guard again.format == result.format, let mask = try? Mask.getOrCreate(withFormat: result.format),
              mask.acceptableTextLength == mask.totalTextLength, CharacterIsolation.areIsolated(result.text) else { return }
        try require(again.text.hasPrefix(result.text),
                    "setText of the shown text changes it: \(context())\n  shown \(result)\n  again \(again)")
    }
}
