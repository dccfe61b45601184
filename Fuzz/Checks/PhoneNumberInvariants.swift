import InputMask
import InputMaskFormatters

/// The `formatters` target's checks of `PhoneNumberDetector` and `PhoneNumberField`: a detector
/// with allowed and excluded lists (names, codes, dial codes, nonsense), a default region (or none,
/// or a code that names none), text of random digits of several scripts, call prefixes and
/// punctuation, huge pastes included.
enum PhoneNumberInvariants {
    /// Keys the allowed and excluded lists are made of.
    private static let keys: [String] = [
        "RU", "ru", "US", "us", "CA", "KZ", "GB", "IT", "VA", "FR", "DE", "IN", "CN", "BR", "7", "+7", "1", "+1", "44", "39",
        "Canada", "Russia", "United States", "", "+", "x", "🇷🇺", "\u{FFFD}", "RUS", "usa",
    ]

    /// Default regions: national prefixes `0`, `8`, `1`, `8`/`80`; call prefixes `00`, `011`, `810`,
    /// `0011`; none; and codes that name no region.
    private static let regions: [String?] = [nil, "US", "GB", "RU", "BY", "DE", "FR", "AU", "JP", "BR", "AR", "IT", "KZ", "gb", "XX", ""]

    /// Text of digits, call prefixes and punctuation, sometimes after `+`, `tel:` or a call prefix.
    private static func phoneText(_ input: inout FuzzInput) -> String {
        let lead = input.pick(["", "", "+", "tel:+", "00", "011", "810", "8", "0", "1", "＋"])
        return lead + FormatterText.text(&input)
    }

    /// The decimal digits of `text`, of any script, as ASCII digits.
    private static func digits(of text: String) -> String {
        var digits = ""
        for scalar in text.unicodeScalars where scalar.properties.numericType == .decimal {
            if let value = scalar.properties.numericValue { digits.append(Character(Unicode.Scalar(UInt8(48 + Int(value))))) }
        }
        return digits
    }

    /// A detector with decoded allowed (or none) and excluded lists.
    private static func detector(_ input: inout FuzzInput) -> PhoneNumberDetector {
        let allowed = input.bool() ? nil : (0..<input.int(in: 0...4)).map { _ in input.pick(keys) }
        let excluded = (0..<input.int(in: 0...3)).map { _ in input.pick(keys) }
        return PhoneNumberDetector(allowed: allowed, excluded: excluded)
    }

    /// Checks one detection of a decoded text: its digits are the text's decimal digits, a dial code
    /// starts them and belongs to an allowed country (or none does and the candidates are the
    /// countries whose codes start with the digits), the candidates are allowed countries with that
    /// code, the formats compile, and detecting the digits alone gives the same detection.
    static func checkDetector(_ input: inout FuzzInput) throws(InvariantViolation) {
        let detector = detector(&input)
        let text = phoneText(&input)
        let detection = detector.detect(text)
        let context = { "detector of \(detector.countries.count) countries, input \(show(text))" }
        let digits = digits(of: text)
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
    /// and backspaces, in a field with or without a default region. After each: the result is the
    /// field's, the caret lies within the text with consistent offsets, the detection is that of
    /// `e164`, international text shows `e164`'s digits, and setting the shown text gives it back
    /// with the same `e164`.
    static func checkField(_ input: inout FuzzInput) throws(InvariantViolation) {
        let detector = detector(&input)
        let region = input.pick(regions)
        let field: PhoneNumberField
        do {
            field = try PhoneNumberField(detector: detector, defaultRegion: region)
        } catch {
            guard let region, (error as? PhoneNumberFieldError) == .unknownRegion(region), !["US", "GB", "RU", "BY", "DE", "FR", "AU", "JP", "BR", "AR", "IT", "KZ"].contains(region.uppercased()) else {
                throw InvariantViolation("PhoneNumberField(defaultRegion: \(show(region ?? "nil"))) throws \(error)")
            }
            return
        }
        var edited = field
        for _ in 0..<input.int(in: 1...8) {
            let before = edited.result
            let operation: () -> String
            let result: EditResult
            switch input.int(in: 0...3) {
            case 0:
                let range = FormatterText.range(&input, length: before.text.utf16.count)
                let string = phoneText(&input)
                operation = { "replace(utf16Range: \(range), with: \(show(string)))" }
                let start = edited
                result = edited.replace(utf16Range: range, with: string)
                if range.lowerBound >= before.text.utf16.count {
                    try checkInsertionAtTheEnd(of: string, into: start, gave: result, leaving: edited, operation: operation())
                }
            case 1:
                let string = phoneText(&input)
                operation = { "setText(\(show(string)))" }
                result = edited.setText(string)
            case 2:
                operation = { "clear()" }
                result = edited.clear()
            default:
                let caret = before.caretUTF16Offset
                operation = { "backspace at \(caret)" }
                result = edited.replace(utf16Range: (caret - 1)..<caret, with: "")
            }
            let context = { "detector of \(detector.countries.count) countries, region \(region ?? "nil")\n  before \(before)\n  operation \(operation())" }
            try checkField(edited, result: result, context: context())
        }
    }

    /// Checks an insertion of `string` at the end of `start`'s text, which gave `result` and left
    /// the field `edited`: without a plus sign (which may replace the text before it), it reads as
    /// the whole text with it does, and digits typed one by one there, each of which the field
    /// may read with the digits it read last, end where inserting them at once does.
    private static func checkInsertionAtTheEnd(
        of string: String, into start: PhoneNumberField, gave result: EditResult, leaving edited: PhoneNumberField,
        operation: @autoclosure () -> String
    ) throws(InvariantViolation) {
        let before = start.result
        // By scalars: a `+` under combining marks is a plus sign all the same.
        if !string.unicodeScalars.contains(where: { $0 == "+" || $0 == "＋" }) {
            var model = start
            var read = model.setText(before.text + string)
            // A national prefix the format shows otherwise than typed (added, widened or left out)
            // is read as typed by an edit that leaves it in place (`PhoneNumberField`'s
            // documentation): the model reads the text with some of the digits before the national
            // number's left out, or, where it shows none, with a prefix of one or two digits before it.
            if !(isSameExceptDropped(result, read) && edited.e164 == model.e164) {
                for typed in typedDigitsAfterAPrefix(start) where !(isSameExceptDropped(result, read) && edited.e164 == model.e164) {
                    model = start
                    read = model.setText(typed + string)
                }
            }
            try require(isSameExceptDropped(result, read) && edited.e164 == model.e164 && edited.detection == model.detection,
                        "an insertion at the end reads otherwise than the whole text: \(operation())\n  before \(before)\n  typed \(result)\n  read \(read)")
        }
        guard !string.isEmpty, string.utf8.count <= 32, string.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return }
        var typed = start
        for digit in string {
            let end = typed.text.utf16.count
            typed.replace(utf16Range: end..<end, with: String(digit))
        }
        try require(typed.text == result.text && typed.result.value == result.value && typed.e164 == edited.e164
                    && typed.detection == edited.detection,
                    "digits typed one by one end otherwise than inserted at once: \(operation())\n  before \(before)\n  at once \(result)\n  one by one \(typed.result)")
    }

    /// What the digits of `field`'s text, without a plus sign, may have been typed as when they
    /// show digits before its national number's (a national prefix, typed or shown by the format):
    /// the text's digits with some of those left out, fewest first; when they show none, the
    /// national digits after every prefix of one or two digits (a typed one the format left out).
    private static func typedDigitsAfterAPrefix(_ field: PhoneNumberField) -> [String] {
        guard let dialCode = field.detection.dialCode, field.e164.hasPrefix("+" + dialCode), !field.text.contains("+") else { return [] }
        let national = field.e164.dropFirst(1 + dialCode.count)
        let shown = digits(of: field.text)
        if shown == national {
            let prefixes = (0..<10).map { String($0) } + (0..<100).map { String($0 / 10) + String($0 % 10) }
            return prefixes.map { $0 + national }
        }
        // A national prefix is a few digits; a longer run is no prefix the format shows.
        guard shown.count > national.count, shown.count - national.count <= 6, shown.hasSuffix(national) else { return [] }
        let prefix = Array(shown.dropLast(national.count))
        let subsets = (1..<(1 << prefix.count)).sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }
        return subsets.map { left in
            String(prefix.indices.filter { left & (1 << $0) == 0 }.map { prefix[$0] }) + national
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
        try checkShownAsItsMaskShowsIt(result, context: context())
        let international = result.text.hasPrefix("+") || field.defaultRegion == nil
        // A national number is detected in its international form; before its digits, the region's
        // dial code. Digits that are not yet the number's are a national prefix or a call prefix
        // shown as typed (`011`), which only the region's tables tell apart: the latter is detected
        // as `+` alone.
        let dialCode = field.defaultRegion.flatMap { Country.find($0)?.dialCode } ?? ""
        var detection = field.detector.detect(international ? result.text : field.e164.isEmpty ? "+" + dialCode : field.e164)
        if !international, field.e164.isEmpty, !digits(of: result.text).isEmpty, field.detection != detection {
            detection = field.detector.detect("+")
        }
        try require(field.detection == detection && field.country == detection.country,
                    "the detection is not the number's: \(context())\n  after \(result)")
        if international {
            let digits = digits(of: result.text)
            try require(field.e164 == (digits.isEmpty ? "" : "+" + digits), "e164 \(show(field.e164)): \(context())\n  after \(result)")
        }
        var copy = field
        let again = copy.setText(result.text)
        try require(copy.e164 == field.e164 && again.text == result.text,
                    "setText of the shown text changes it: \(context())\n  shown \(result)\n  again \(again)")
    }

    /// Checks that a field's result is what the mask of its format makes of its text followed by
    /// the Characters it reports dropped: text, value, completeness, tail placeholder and drops.
    private static func checkShownAsItsMaskShowsIt(_ result: EditResult, context: @autoclosure () -> String) throws(InvariantViolation) {
        let configuration = MaskedTextInput.Configuration(primaryFormat: result.format, autocomplete: false, autocompleteOnFocus: false)
        guard var input = try? MaskedTextInput(configuration: configuration) else {
            throw InvariantViolation("format \(show(result.format)) does not compile: \(context())")
        }
        let dropped = result.dropped
        // The drops of a huge paste are left out: the text alone shows the same.
        let comparesDrops = dropped.count <= 64
        let mask = input.setText(comparesDrops ? result.text + String(dropped.map(\.character)) : result.text)
        try require(
            mask.text == result.text && mask.value == result.value && mask.complete == result.complete
                && mask.tailPlaceholder == result.tailPlaceholder && (!comparesDrops || mask.dropped == dropped),
            "the field shows otherwise than its mask: \(context())\n  field \(result)\n  mask \(mask)")
    }
}
