import InputMask

/// A phone field on the editing layer that re-picks its masks as digits arrive.
///
/// Each edit's digits are run through a ``PhoneNumberDetector``. The field then picks one mask
/// among the detected country's (or, while the country is ambiguous, the dial code's) by the
/// number of national digits: the primary mask while it can hold them, else the first that
/// holds them exactly, else the first with room. The edit goes through a `MaskedTextInput`
/// configured with that mask; when the mask changes the text is re-formatted with the new one
/// and the caret stays after the same digit. Before a dial code is complete the mask is
/// ``PhoneNumberDetector/genericFormat``. Digits of other scripts (`١`, `৩`) are written as ASCII
/// digits, which dial codes and ``e164`` count.
///
/// ```swift
/// var field = try PhoneNumberField()
/// for key in "+447400123456" { field.replace(utf16Range: field.caretRange, with: String(key)) }
/// field.text              // "+44 7400 123456"
/// field.country?.alpha2   // "GB"
/// field.result.complete   // true
/// field.e164              // "+447400123456"
/// ```
public struct PhoneNumberField: Sendable {
    /// The detector that picks the country.
    public let detector: PhoneNumberDetector
    /// The latest result: text, caret, value (national digits once a country mask applies).
    public private(set) var result: EditResult
    /// The latest detection.
    public private(set) var detection: PhoneNumberDetection
    private var input: MaskedTextInput

    /// A field that detects among `detector`'s countries, starting empty with the generic mask.
    ///
    /// - Parameter detector: the allowed countries; every country by default.
    /// - Throws: only if a generated mask were invalid (the tests compile every one).
    /// - Complexity: O(1).
    public init(detector: PhoneNumberDetector = PhoneNumberDetector()) throws {
        self.detector = detector
        input = try MaskedTextInput(configuration: .init(primaryFormat: PhoneNumberDetector.genericFormat))
        result = input.result
        detection = detector.detect("")
    }

    /// The text the field shows.
    ///
    /// - Complexity: O(1).
    public var text: String { result.text }

    /// The detected country, when exactly one candidate is left.
    ///
    /// - Complexity: O(1).
    public var country: Country? { detection.country }

    /// `+` and every digit typed (`"+447400123456"`), or `""` when there are none.
    ///
    /// - Complexity: O(digits).
    public var e164: String { detection.digits.isEmpty ? "" : "+" + detection.digits }

    /// The empty range at the caret, in UTF-16 code units, for typing at the caret.
    ///
    /// - Complexity: O(1).
    public var caretRange: Range<Int> { result.caretUTF16Offset..<result.caretUTF16Offset }

    /// Replaces `utf16Range` of ``text`` with `string` (a key press, paste or deletion).
    ///
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units, as UIKit reports it.
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(masks + text length).
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult {
        let previous = result
        return settle(edit(utf16Range: utf16Range, with: string), after: previous)
    }

    /// ``replace(utf16Range:with:)`` before ``settle(_:after:)``.
    private mutating func edit(utf16Range: Range<Int>, with string: String) -> EditResult {
        let string = Self.asciiDigits(string)
        let text = result.text
        let count = text.utf16.count
        let lower = min(max(0, utf16Range.lowerBound), count)
        let upper = min(max(lower, utf16Range.upperBound), count)
        let edited = Self.splicing(text, utf16Range: lower..<upper, with: string)
        let caret = lower + string.utf16.count
        // One detection serves both questions when the dial code is already written canonically.
        let detection = detector.detect(edited)
        if let (canonical, canonicalCaret) = canonicalDialCode(of: edited, detected: detection, caretUTF16Offset: caret) {
            return reformat(canonical, caretUTF16Offset: canonicalCaret,
                            with: pickFormat(detector.detect(canonical)) ?? input.configuration.primaryFormat)
        }
        if let format = pickFormat(detection), format != input.configuration.primaryFormat {
            return reformat(edited, caretUTF16Offset: caret, with: format)
        }
        return finish(input.replace(utf16Range: lower..<upper, with: string))
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

    /// Replaces the whole text (for example a pasted or stored number); the caret goes to the end.
    ///
    /// - Parameter text: the new text.
    /// - Returns: the new result.
    /// - Complexity: O(masks + text length).
    @discardableResult
    public mutating func setText(_ text: String) -> EditResult {
        let previous = result
        return settle(replaceAll(with: text), after: previous)
    }

    /// ``setText(_:)`` before ``settle(_:after:)``.
    private mutating func replaceAll(with text: String) -> EditResult {
        var text = Self.asciiDigits(text)
        // One detection serves both questions when the dial code is already written canonically.
        var detection = detector.detect(text)
        if let (canonical, _) = canonicalDialCode(of: text, detected: detection, caretUTF16Offset: text.utf16.count) {
            text = canonical
            detection = detector.detect(text)
        }
        if let format = pickFormat(detection), format != input.configuration.primaryFormat {
            return reformat(text, caretUTF16Offset: text.utf16.count, with: format)
        }
        return finish(input.setText(text))
    }

    /// `text` with every decimal digit of another script (`١`, `৩`, `𝟕`) written as its ASCII digit.
    ///
    /// The masks' digit slots accept any script's digits, but dial codes, national prefixes and
    /// ``e164`` are ASCII: a digit kept as typed would be shown yet not counted, and lost when the
    /// shown text is set again.
    /// - Complexity: O(length of `text`); no copy when it has no such digit.
    private static func asciiDigits(_ text: String) -> String {
        // ASCII text (as many UTF-16 code units as UTF-8 bytes, which the standard library knows
        // without a walk) has no such digit.
        guard text.utf16.count != text.utf8.count,
            text.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.numericType == .decimal })
        else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !scalar.isASCII, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                scalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `text` with everything up to its dial code's last digit written as `+` and the dial code, and
    /// the caret moved with it; `nil` when the text already starts so, or has no complete dial code.
    ///
    /// A country mask starts with `+` and the dial code as free characters; anything else before or
    /// inside them (a space, a control character, a bracket) would push the dial code's digits into
    /// the number's slots, and the field would show them twice.
    /// - Parameter detection: `detector`'s detection of `text`.
    /// - Complexity: O(length of `text`).
    private func canonicalDialCode(of text: String, detected detection: PhoneNumberDetection, caretUTF16Offset caret: Int) -> (String, Int)? {
        guard let dialCode = detection.dialCode else { return nil }
        let canonical = "+" + dialCode
        var end = 0
        var digits = 0
        for unit in text.utf16 {
            end += 1
            if unit >= 0x30, unit <= 0x39 {
                digits += 1
                if digits == dialCode.utf8.count { break }
            }
        }
        // `end` follows an ASCII digit, so it is a scalar boundary: the scalar view splits there
        // without rounding to a Character, and nothing is copied but the rest.
        let split = text.utf16.index(text.utf16.startIndex, offsetBy: end)
        if text.utf16[..<split].elementsEqual(canonical.utf16) { return nil }
        let rest = String(Substring(text.unicodeScalars[split...]))
        let length = canonical.utf16.count
        return (canonical + rest, caret <= end ? length : caret - end + length)
    }

    /// Empties the field and returns to the generic mask.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func clear() -> EditResult {
        if input.configuration.primaryFormat != PhoneNumberDetector.genericFormat {
            _ = try? input.setConfiguration(.init(primaryFormat: PhoneNumberDetector.genericFormat))
        }
        return finish(input.clear())
    }

    /// The mask for the digits of a detection: among the detected formats (primary first), the
    /// first that holds exactly as many national digits, else the first that can still hold them
    /// all, else the roomiest.
    private func pickFormat(_ detection: PhoneNumberDetection) -> String? {
        let formats = detection.formats
        let all = [formats.primary] + formats.affine
        let masks = all.compactMap { format in (try? Mask.getOrCreate(withFormat: format)).map { (format, $0) } }
        guard !masks.isEmpty else { return nil }
        guard detection.dialCode != nil else { return formats.primary }
        let digits = detection.nationalDigits.count
        return masks.first { $0.1.acceptableValueLength <= digits && digits <= $0.1.totalValueLength }?.0
            ?? masks.first { digits <= $0.1.totalValueLength }?.0
            ?? masks.max { $0.1.totalValueLength < $1.1.totalValueLength }?.0
    }

    /// Formats `text` with `format`, keeping the caret after the same number of digits.
    private mutating func reformat(_ text: String, caretUTF16Offset caret: Int, with format: String) -> EditResult {
        guard (try? input.setConfiguration(.init(primaryFormat: format))) != nil else { return finish(input.setText(text)) }
        let formatted = input.setText(text)
        var caretCharacter = formatted.caretCharacterOffset
        if let digitsBefore = Self.digitCharacters(in: text, beforeUTF16Offset: caret) {
            var seen = 0
            caretCharacter = 0
            for character in formatted.text where seen < digitsBefore {
                caretCharacter += 1
                if character.isASCIIDigit { seen += 1 }
            }
            if digitsBefore == 0 { caretCharacter = formatted.text.prefix { !$0.isASCIIDigit }.count }
        }
        return finish(formatted.movingCaret(
            toCharacterOffset: caretCharacter, utf16Offset: formatted.text.prefix(caretCharacter).utf16.count,
            valueChanged: formatted.value != result.value || formatted.complete != result.complete))
    }

    /// How many ASCII digits are among the Characters of `text`'s first `caret` UTF-16 code units,
    /// decoded on their own; `nil` when those make as many Characters as `text` (a caret at the
    /// end, or inside the last Character), so that the caret stays where the mask put it.
    ///
    /// - Complexity: O(caret); no copy of the text unless the caret is inside a Character.
    private static func digitCharacters(in text: String, beforeUTF16Offset caret: Int) -> Int? {
        guard caret < text.utf16.count else { return nil }
        let end = text.utf16.index(text.startIndex, offsetBy: caret)
        guard end.samePosition(in: text) != nil else {
            // Inside a Character, its first scalars on their own may make more than one.
            let prefix = String(decoding: Array(text.utf16).prefix(caret), as: UTF16.self)
            return prefix.count < text.count ? prefix.filter(\.isASCIIDigit).count : nil
        }
        // On a Character boundary the Characters before it are the text's own (a boundary depends on
        // what precedes it and the next scalar only), and at least one follows. In ASCII text (as
        // many UTF-16 code units as UTF-8 bytes) every digit byte is a Character of its own.
        if text.utf16.count == text.utf8.count {
            return text.utf8[..<end].reduce(0) { $0 + ($1 >= UInt8(ascii: "0") && $1 <= UInt8(ascii: "9") ? 1 : 0) }
        }
        var digits = 0
        for character in text[..<end] where character.isASCIIDigit { digits += 1 }
        return digits
    }

    /// `edited`, or, when the shown text's own digits call for another format, the shown text
    /// formatted with that one, the caret after the same digits.
    ///
    /// The format was picked by the ASCII digits of the edited text, but the mask can drop a
    /// Character that holds one (a digit under a combining mark, `0\u{301}`): the shown text then
    /// starts with other digits, perhaps another dial code, and setting it again would change it.
    /// The shown text holds only what the mask kept, so one more formatting settles it.
    /// - Complexity: O(masks + text length).
    private mutating func settle(_ edited: EditResult, after previous: EditResult) -> EditResult {
        guard let format = pickFormat(detection), format != input.configuration.primaryFormat else { return edited }
        let settled = reformat(edited.text, caretUTF16Offset: edited.caretUTF16Offset, with: format)
        return finish(settled.movingCaret(
            toCharacterOffset: settled.caretCharacterOffset, utf16Offset: settled.caretUTF16Offset,
            valueChanged: settled.value != previous.value || settled.complete != previous.complete))
    }

    private mutating func finish(_ edited: EditResult) -> EditResult {
        result = edited
        detection = detector.detect(edited.text)
        return edited
    }
}

extension Character {
    /// The byte of a Character made of one ASCII scalar, else `nil`: what `asciiValue` gives
    /// without comparing the Character with `"\r\n"` (whose `asciiValue` is a line feed).
    var asciiByte: UInt8? {
        utf8.count == 1 ? utf8.first : nil
    }

    /// The byte of an ASCII digit, else `nil` (`"\r\n"` is not a digit).
    var asciiDigit: UInt8? {
        guard let byte = asciiByte, byte &- UInt8(ascii: "0") < 10 else { return nil }
        return byte
    }

    var isASCIIDigit: Bool { asciiDigit != nil }
}
