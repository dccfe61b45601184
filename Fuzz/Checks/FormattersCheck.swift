import InputMask
import InputMaskFormatters

/// The `formatters` fuzz target's check: the first byte picks one of the formatters of
/// `InputMaskFormatters` (`NumberField`, `PhoneNumberField`, `PhoneNumberDetector`,
/// `DecoratedFormat`, `DecoratedTextEditor`, `IBANField`, and the card, expiry, date and time
/// fields); the rest decodes its configuration (odd values included) and a sequence of edits. Checked: nothing traps, the caret lies within the text with
/// consistent offsets, the value round-trips, and formatting what the field shows changes nothing.
///
/// - Throws: `InvariantViolation` describing the first broken invariant.
public func checkFormatters(_ data: [UInt8]) throws(InvariantViolation) {
    var input = FuzzInput(data)
    switch input.int(in: 0...6) {
    case 0: try NumberFieldInvariants.check(&input)
    case 1: try PhoneNumberInvariants.checkField(&input)
    case 2: try PhoneNumberInvariants.checkDetector(&input)
    case 3: try DecoratedFormatInvariants.checkFormat(&input)
    case 4: try DecoratedFormatInvariants.checkEditor(&input)
    case 5: try IBANFieldInvariants.check(&input)
    default: try CardAndDateFieldInvariants.check(&input)
    }
}

/// Text the formatters' decoders draw from: digits, separators, signs and tricky Unicode.
enum FormatterText {
    /// Characters numbers and phone numbers are typed and pasted with.
    static let pieces: [String] = [
        "0", "1", "2", "5", "7", "9", "00", "000", ".", ",", "-", "\u{2212}", "+", " ", "(", ")", "/", "\u{A0}", "\u{202F}",
        "'", "e", "E", "x", "١", "５", "𝟙", "½", "e\u{301}", "\u{301}", "🇷🇺", "👍🏽", "\r\n", "\u{FFFD}", "…",
    ]

    /// The largest paste, in UTF-8 bytes: a quadratic path on it costs billions of steps (a timeout),
    /// while a linear one, checks, AddressSanitizer and coverage included, stays well under a second
    /// or two (at 256 KiB several edits of one field under load came near the 5 s limit).
    static let maximumPaste = 65_536

    /// A text of up to 16 pieces (also raw UTF-8), where a piece may repeat the previous one; it stops
    /// growing past 4 KiB, or, after a repeat count of `TextDecoder.hugeRepeatMarker` (times up to
    /// 256), past `maximumPaste` bytes: rare huge pastes of digits or separators.
    static func text(_ input: inout FuzzInput) -> String {
        var cap = TextDecoder.maximumRepeatedBytes
        var text = ""
        var previous = "1"
        for _ in 0..<input.int(in: 0...16) {
            let piece: String
            switch input.int(in: 0...9) {
            case 0: piece = String(decoding: input.bytes(count: input.int(in: 1...8)), as: UTF8.self)
            case 1:
                let count = TextDecoder.repeatCount(&input, huge: true)
                if count > 1_024 { cap = maximumPaste }
                piece = String(repeating: previous, count: min(cap / max(1, previous.utf8.count), count))
            default: piece = input.pick(pieces)
            }
            text += piece
            previous = piece
            if text.utf8.count > cap { break }
        }
        return text
    }

    /// A UTF-16 offset around a text of `length` code units, sometimes far outside it.
    static func offset(_ input: inout FuzzInput, length: Int) -> Int {
        switch input.int(in: 0...15) {
        case 0: return Int.min
        case 1: return Int.max
        default: return input.int(in: -2...(length + 2))
        }
    }

    /// A range of two such offsets, in order.
    static func range(_ input: inout FuzzInput, length: Int) -> Range<Int> {
        let bounds = [offset(&input, length: length), offset(&input, length: length)].sorted()
        return bounds[0]..<bounds[1]
    }

    /// An integer for a size or count, odd values included (negative, zero, huge).
    static func size(_ input: inout FuzzInput) -> Int {
        switch input.int(in: 0...15) {
        case 0: return Int.min
        case 1: return Int.max
        case 2: return -input.int(in: 1...1_000)
        default: return input.int(in: 0...12)
        }
    }

    /// Checks that a caret in Characters and one in UTF-16 code units name the same place in `text`.
    static func checkCaret(
        _ characterOffset: Int, _ utf16Offset: Int, in text: String, context: @autoclosure () -> String
    ) throws(InvariantViolation) {
        // The place after `characterOffset` Characters, found by the standard library's walk (not a
        // table of every boundary, most of which a caret at the start would not need).
        let place = characterOffset >= 0 ? text.index(text.startIndex, offsetBy: characterOffset, limitedBy: text.endIndex) : nil
        try require(place.map { text.utf16.distance(from: text.startIndex, to: $0) == utf16Offset } ?? false,
                    "caret outside the text or its offsets name different places: \(context())\n  text \(show(text)) caret "
                        + "\(characterOffset) Characters, \(utf16Offset) UTF-16 code units")
    }
}
