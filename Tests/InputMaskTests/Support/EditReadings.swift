import InputMask
import InputMaskReference

/// The texts a mask may read for one edit of a `MaskedTextInput`, worked out with the reference model.
struct EditReading {
    /// The text the mask reads.
    var read: String
    /// The UTF-16 offsets in `read` of what the edit inserted.
    var editedUTF16: Range<Int>
    /// Whether this is the edit read as the whole text.
    var isWholeText: Bool

    /// The edit spliced into `before` and, when it may also be read as the whole text, `string`
    /// alone without the whitespace and invisible formatting characters at its ends: more than one
    /// Character inserted, and the text before the edit (after it, right to left) non-empty and the
    /// start (the end) of what one of the formats shows for an empty text with autocompletion, or
    /// the edit the whole text and `string` with such a Character at an end.
    static func candidates(
        before: String, utf16Range: Range<Int>, string: String, configuration: MaskedTextInput.Configuration
    ) throws -> [EditReading] {
        let units = Array(before.utf16)
        let spliced = String(decoding: units[..<utf16Range.lowerBound] + Array(string.utf16) + units[utf16Range.upperBound...], as: UTF16.self)
        let edited = utf16Range.lowerBound..<(utf16Range.lowerBound + (string.isEmpty ? 0 : string.utf16.count))
        var readings = [EditReading(read: spliced, editedUTF16: edited, isWholeText: false)]
        guard string.count > 1 else { return readings }
        let notations = configuration.customNotations.map {
            ReferenceNotation(character: $0.character, characterSet: $0.characterSet, isOptional: $0.isOptional)
        }
        // Read as the whole text, the inserted text leaves out the whitespace and invisible
        // formatting characters (category Cf) at its ends; an edit of the whole text is read so when
        // that changes it.
        let invisible = { (character: Character) in
            character.isWhitespace || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
        }
        var value = Substring(string)
        while let first = value.first, invisible(first) { value.removeFirst() }
        while let last = value.last, invisible(last) { value.removeLast() }
        let whole = EditReading(read: String(value), editedUTF16: 0..<value.utf16.count, isWholeText: true)
        if utf16Range == 0..<units.count {
            if value.count < string.count { readings.append(whole) }
            return readings
        }
        let outside = configuration.rightToLeft ? Array(units[utf16Range.upperBound...]) : Array(units[..<utf16Range.lowerBound])
        guard !outside.isEmpty else { return readings }
        for format in [configuration.primaryFormat] + configuration.affineFormats {
            let mask = try ReferenceMask(format: format, notations: notations, rightToLeft: configuration.rightToLeft)
            let shown = Array(mask.apply("", caret: 0, gravity: .forward(autocomplete: true)).text.utf16)
            let fits = configuration.rightToLeft ? shown.suffix(outside.count).elementsEqual(outside) : shown.prefix(outside.count).elementsEqual(outside)
            if shown.count >= outside.count && fits {
                readings.append(whole)
                break
            }
        }
        return readings
    }
}
