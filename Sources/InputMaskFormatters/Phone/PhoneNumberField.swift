import InputMask

/// A phone field on the editing layer that formats numbers as libphonenumber does.
///
/// Every edit is read from the digits of the edited text (decimal digits of any script, written as
/// ASCII; everything else is punctuation, so no digit is lost to how a number was written, pasted
/// or autofilled), then shown in the format libphonenumber chooses by the number's leading digits
/// and length: its INTERNATIONAL format for a number typed with `+` (or with the default region's
/// international call prefix, `00`, `011`), its NATIONAL format for a number typed without one in
/// a field with a ``defaultRegion``. The caret stays after the same digit. The text is made from
/// the digits alone, so typing a number key by key ends where pasting it does, and setting the
/// text the field shows gives it back. A call prefix is shown as typed until the dial code after
/// it is complete and no more digits can make it a longer call prefix (`0011` in Bolivia, where
/// `00` is one too), then as `+`: `01144` typed in the US shows `011`, `0114`, then `+44 `. A
/// national prefix typed after a dial code is left out once no number of a region of the code can
/// keep it (`+7 8 912` shows `+7 912`, `+7 8 771` Kazakhstan's `+7 771`), which no digit typed
/// later undoes. A national prefix a NATIONAL format shows otherwise than typed (added to a
/// complete number, `07400 123456` of `7400123456`; widened, Belarus's `8 0` of a typed `0`; left
/// out, Bolivia's `57687701` of `057687701`) is read as typed by an edit that leaves it in place:
/// a digit typed after it, or a backspace, reads the digits typed, as pasting them does.
///
/// ```swift
/// var field = try PhoneNumberField()
/// field.setText("+61 212345678").text  // "+61 2 1234 5678"
/// field.country?.alpha2                // "AU"
///
/// var us = try PhoneNumberField(defaultRegion: "US")
/// us.setText("2015550123").text        // "(201) 555-0123"
/// us.e164                              // "+12015550123"
/// us.setText("+44 7400 123456").text   // "+44 7400 123456"
/// ```
public struct PhoneNumberField: EditableField {
    /// The detector that picks the country.
    ///
    /// - Complexity: O(1).
    public var detector: PhoneNumberDetector { settings.detector }
    /// The region whose national numbers digits typed without `+` are (ISO 3166 alpha-2, upper
    /// case), or `nil` when every number is read as international.
    ///
    /// - Complexity: O(1).
    public var defaultRegion: String? { settings.defaultRegion }
    /// The latest result: text, caret, value (the national digits once a dial code is complete).
    public internal(set) var result: EditResult
    /// The latest detection, of the number's digits in international form.
    ///
    /// - Complexity: O(digits).
    public var detection: PhoneNumberDetection {
        PhoneNumberDetection(
            digits: String(decoding: Self.international(reading, kept: layout.kept).utf8.dropFirst(), as: UTF8.self),
            dialCode: detected.dialCode, candidates: detected.candidates)
    }
    /// The parsing rules of ``defaultRegion``.
    var region: PhoneFormatTable.Region? { settings.region }
    /// What the field is made with, in one object: a field is copied on every edit, and the copy
    /// then retains one reference for all of it.
    private let settings: Settings
    /// ``detection`` without its digits, which are ``reading``'s, as far as ``layout`` keeps them:
    /// the detector's answer for them, kept as it is (`digits` empty), since an edit's detection
    /// starts from the one before.
    var detected: PhoneNumberDetection
    /// How the digits of ``text`` are read.
    var reading: PhoneNumberReading
    /// How they are shown.
    var layout: PhoneNumberLayout
    /// Whether ``text`` shows every digit ``reading`` was read from, as it was read
    /// (`extends(_:layout:)`), so that a digit typed after them is read with them instead
    /// of the text being read again.
    var typingExtends: Bool

    /// A field that detects among `detector`'s countries, starting empty.
    ///
    /// ```swift
    /// var field = try PhoneNumberField(defaultRegion: "RU")
    /// field.setText("89123456789").text // "8 (912) 345-67-89"
    /// ```
    /// - Parameters:
    ///   - detector: the allowed countries; every country by default.
    ///   - defaultRegion: the ISO 3166 alpha-2 code (any case) of the region whose national
    ///     numbers digits typed without `+` are; `nil` (the default) reads every number as
    ///     international, dial code first.
    /// - Throws: ``PhoneNumberFieldError/unknownRegion(_:)`` when `defaultRegion` is not a region of
    ///   libphonenumber's metadata.
    /// - Complexity: O(1) after the format table is read, once per process.
    public init(detector: PhoneNumberDetector = PhoneNumberDetector(), defaultRegion: String? = nil) throws {
        var region: PhoneFormatTable.Region?
        if let defaultRegion {
            region = PhoneFormatTable.shared.regions[defaultRegion.uppercased()]
            guard region != nil else { throw PhoneNumberFieldError.unknownRegion(defaultRegion) }
        }
        settings = Settings(detector: detector, defaultRegion: defaultRegion?.uppercased(), region: region)
        reading = PhoneNumberReading.read("", region: region)
        layout = PhoneNumberLayout(reading, region: region)
        result = Self.result(reading, layout: layout, caret: 0, previous: nil)
        detected = Self.detection(of: reading, kept: 0, by: detector)
        typingExtends = Self.extends(reading, layout: layout)
    }

    /// The detected country, when exactly one candidate is left.
    ///
    /// - Complexity: O(1).
    public var country: Country? { detected.country }

    /// The number in E.164 form, `+`, dial code and national number (`"+447400123456"`), as far
    /// as it is typed: `""` without digits, or with only a national or call prefix; while an
    /// international dial code is incomplete, `+` and the digits.
    ///
    /// - Complexity: O(digits).
    public var e164: String {
        if reading.dialCode != nil, !reading.isInternational, layout.kept == 0 { return "" }
        let international = Self.international(reading, kept: layout.kept)
        return international == "+" ? "" : international
    }

    /// Replaces `utf16Range` of ``text`` with `string` (a key press, paste or deletion).
    ///
    /// A deletion of punctuation alone (a backspace after a space) deletes the digit before it
    /// too; an insertion that brings its own `+` (a pasted or autofilled international number)
    /// over a text that shows no national digit before it replaces that text as well.
    /// - Parameters:
    ///   - utf16Range: the replaced range in UTF-16 code units, as UIKit reports it; clamped to the text.
    ///   - string: the inserted text; empty for a deletion.
    /// - Returns: the new result.
    /// - Complexity: O(text length + length of `string`): one reading, one detection, one format.
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult {
        // A text that typing extends is ASCII (`extends(_:layout:)`), its UTF-8 count its UTF-16 count.
        if typingExtends, utf16Range.lowerBound >= result.text.utf8.count, string.utf8.count == 1,
            let byte = string.utf8.first, byte &- UInt8(ascii: "0") < 10
        {
            return typeAtTheEnd(byte)
        }
        // Any range of an empty text is empty: the edit leaves the inserted text, as set.
        if result.text.isEmpty { return show(string, caretAfterDigits: nil) }
        return replaceReadingWholeText(utf16Range: utf16Range, with: string)
    }

    /// Replaces the whole text (for example a pasted or stored number); the caret goes to the end.
    ///
    /// - Parameter text: the new text.
    /// - Returns: the new result.
    /// - Complexity: O(length of `text`).
    @discardableResult
    public mutating func setText(_ text: String) -> EditResult {
        show(text, caretAfterDigits: nil)
    }

    /// Empties the field.
    ///
    /// - Complexity: O(1).
    @discardableResult
    public mutating func clear() -> EditResult {
        show("", caretAfterDigits: nil)
    }

    /// Shows `text` read afresh, the caret after its first `caretAfterDigits` digits (`nil`: at the end).
    private mutating func show(_ text: String, caretAfterDigits: Int?) -> EditResult {
        let (digits, plus) = PhoneNumberReading.digits(of: text)
        return show(digits: digits, plus: plus, caretAfterDigits: caretAfterDigits)
    }

    /// Shows a text whose digits (``PhoneNumberReading/digits(of:)``) are `digits`, after a `+`
    /// when `plus`: what ``show(_:caretAfterDigits:)`` shows of it, since a reading depends on
    /// nothing else.
    mutating func show(digits: [UInt8], plus: Bool, caretAfterDigits: Int?) -> EditResult {
        var reading = PhoneNumberReading.read(digits: digits, plus: plus, region: region)
        var layout = PhoneNumberLayout(reading, region: region, previous: self.layout)
        if !reading.isInternational, !Self.shows(reading, in: layout.text) {
            // The national text would read as another number, or be laid out otherwise when set
            // again (a typed national prefix the format leaves out): shown as typed, it reads as itself.
            let again = PhoneNumberReading.read(layout.text, region: region)
            if !again.national.elementsEqual(reading.national.prefix(layout.kept))
                || PhoneNumberLayout(again, region: region, previous: layout).text != layout.text
            {
                layout = PhoneNumberLayout.unformatted(reading, previous: self.layout)
            }
        }
        var detected = detect(reading, kept: layout.kept)
        if reading.dialCode != nil, detected.dialCode == nil {
            // Every country of the dial code is excluded: the digits stay unformatted, after the `+`
            // a call prefix stands for (its digits after a `+` would read as another number,
            // `+810…` as Japan's). A national number stays national, as typed: with a `+` before
            // its digits it would read as another number.
            if reading.isInternational {
                reading = PhoneNumberReading(
                    isInternational: true, national: Array(digits.dropFirst(reading.callPrefixLength)), leadingDigits: 0, hasPlus: true)
                layout = PhoneNumberLayout(reading)
            } else {
                layout = PhoneNumberLayout.unformatted(reading, previous: self.layout)
            }
            // The detection is of the digits the layout keeps.
            detected = Self.detection(of: reading, kept: layout.kept, by: detector)
        }
        self.reading = reading
        self.layout = layout
        self.detected = detected
        return publish(caretAfterDigits: caretAfterDigits)
    }

    /// Whether `text` holds the digits a national `reading` was read from, its national prefix and
    /// national digits, as they are (ASCII, no `+`): read again, it is then `reading`, since a
    /// reading depends on the digits and the `+` alone, and laid out again, the same text.
    ///
    /// - Complexity: O(length of `text`).
    static func shows(_ reading: PhoneNumberReading, in text: String) -> Bool {
        var digits = reading.nationalPrefix.makeIterator()
        var national = reading.national.makeIterator()
        for byte in text.utf8 {
            if byte >= 0x80 || byte == UInt8(ascii: "+") { return false }
            guard byte &- UInt8(ascii: "0") < 10 else { continue }
            guard byte == (digits.next() ?? national.next()) else { return false }
        }
        return digits.next() == nil && national.next() == nil
    }

    /// Shows ``layout`` of ``reading``, detected as ``detected``, the caret after the first
    /// `caretAfterDigits` digits (`nil`: at the end). `extends`: the caller knows that the text
    /// ``typingExtends``.
    mutating func publish(caretAfterDigits: Int?, extends: Bool = false) -> EditResult {
        typingExtends = extends || Self.extends(reading, layout: layout)
        var caret: Int?
        if let caretAfterDigits, !reading.typedCallPrefix.isEmpty, caretAfterDigits < reading.leadingDigits {
            // The call prefix and the dial code are shown as typed, a code unit per digit.
            caret = min(max(0, caretAfterDigits), layout.text.utf16.count)
        } else if let caretAfterDigits {
            let national = min(max(0, caretAfterDigits - reading.leadingDigits), layout.kept)
            caret = min(national == 0 ? layout.start : layout.digitEnd(national), layout.text.utf16.count)
        }
        result = Self.result(reading, layout: layout, caret: caret, previous: result)
        return result
    }

    /// What the field shows of `layout`, the caret at UTF-16 offset `caret` (`nil`: at the end):
    /// what the layout's mask makes of its text followed by the digits it cuts, which it shows as
    /// they are and reports dropped (`PhoneNumberFieldResultTests` checks the mask's result against
    /// this one).
    static func result(_ reading: PhoneNumberReading, layout: PhoneNumberLayout, caret: Int?, previous: EditResult?) -> EditResult {
        let text = layout.text
        let utf16Count = text.utf16.count
        let caret = caret ?? utf16Count
        // In ASCII text (no CR LF in a layout) every code unit is a Character.
        let isASCII = text.utf8.count == utf16Count
        let caretCharacter = isASCII ? caret : text.distance(from: text.startIndex, to: text.utf16.index(text.startIndex, offsetBy: caret))
        let value = String(decoding: reading.national.prefix(layout.kept), as: UTF8.self)
        let complete = layout.kept == layout.slots
        let valueChanged = previous.map { value != $0.value || complete != $0.complete } ?? false
        let cut = reading.national.count - layout.kept
        guard cut > 0 else {
            return EditResult(
                text: text, caretCharacterOffset: caretCharacter, caretUTF16Offset: caret, value: value, complete: complete,
                tailPlaceholder: layout.tail, format: layout.format, valueChanged: valueChanged, dropped: [])
        }
        let dropped = DroppedCharacters(
            cutDigits: reading.national.dropFirst(layout.kept), afterCharacters: isASCII ? text.utf8.count : text.count, utf16: utf16Count)
        return EditResult(
            text: text, caretCharacterOffset: caretCharacter, caretUTF16Offset: caret, value: value, complete: complete,
            tailPlaceholder: layout.tail, format: layout.format, valueChanged: valueChanged, dropped: dropped)
    }

}

extension PhoneNumberField {
    /// The detector, the default region and its parsing rules, which no edit changes.
    final class Settings: Sendable {
        let detector: PhoneNumberDetector
        let defaultRegion: String?
        let region: PhoneFormatTable.Region?

        init(detector: PhoneNumberDetector, defaultRegion: String?, region: PhoneFormatTable.Region?) {
            self.detector = detector
            self.defaultRegion = defaultRegion
            self.region = region
        }
    }
}

/// Why a ``PhoneNumberField`` cannot be made.
public enum PhoneNumberFieldError: Error, Hashable, Sendable {
    /// The default region is not a region of libphonenumber's metadata; the code as given.
    case unknownRegion(String)
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
