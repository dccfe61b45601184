import InputMask

/// What a `MaskedTextInput` must show after an operation, computed from freshly compiled masks
/// (not the mask cache the field uses) and UTF-16 offsets, as its documentation states it:
/// a range is clamped to the text and moved off the middle of surrogate pairs; replacing a
/// non-empty range with nothing formats backward (autoskip as configured) with the caret where the
/// range started, anything else forward (autocompletion as configured) with the caret after the
/// inserted text; the format with the highest affinity wins, the primary one on a tie, then the
/// affine one listed first. With `normalizesDigits` or `normalizesDashes`, the text an edit brings
/// is rewritten first (`normalized(_:)`); an insertion of more than one Character after literals
/// the masks show by themselves may also be read as the whole text (`wholeTextReading`).
struct EditingModel {
    /// The configuration the field was made with.
    let configuration: MaskedTextInput.Configuration
    /// The primary format, then the affine formats.
    let formats: [String]
    /// Their masks, compiled fresh.
    let masks: [Mask]
    /// What each mask shows for an empty text with autocompletion.
    let shownTexts: [[UInt16]]
    /// The non-ASCII scalars of the formats, which the normalisation options leave as typed.
    let formatScalars: Set<Unicode.Scalar>

    /// Compiles every format of `configuration`; `nil` when one does not compile.
    init?(_ configuration: MaskedTextInput.Configuration) {
        self.configuration = configuration
        formats = [configuration.primaryFormat] + configuration.affineFormats
        var masks: [Mask] = []
        for format in formats {
            let mask = configuration.rightToLeft
                ? try? RTLMask(format: format, customNotations: configuration.customNotations)
                : try? Mask(format: format, customNotations: configuration.customNotations)
            guard let mask else { return nil }
            masks.append(mask)
        }
        self.masks = masks
        shownTexts = masks.map { mask in
            Array(mask.apply(toText: CaretString(string: "", caretPosition: "".endIndex, caretGravity: .forward(autocomplete: true)))
                .formattedText.string.utf16)
        }
        formatScalars = Set(formats.flatMap(\.unicodeScalars).filter { !$0.isASCII })
    }

    /// The dashes `normalizesDashes` reads as `-`, as its documentation lists them.
    static let dashes: Set<Unicode.Scalar> = [
        "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}", "\u{FE58}", "\u{FE63}", "\u{FF0D}",
    ]

    /// `text` as the options document the rewrite: each Character of one non-ASCII scalar that no
    /// format contains becomes its ASCII digit (a decimal digit, `normalizesDigits`) or `-` (a dash,
    /// `normalizesDashes`).
    func normalized(_ text: String) -> String {
        guard configuration.normalizesDigits || configuration.normalizesDashes else { return text }
        var rewritten = ""
        for character in text {
            let scalars = Array(character.unicodeScalars)
            if scalars.count == 1, !scalars[0].isASCII, !formatScalars.contains(scalars[0]) {
                let properties = scalars[0].properties
                if configuration.normalizesDigits, properties.numericType == .decimal, let value = properties.numericValue {
                    rewritten += String(Int(value))
                    continue
                }
                if configuration.normalizesDashes, Self.dashes.contains(scalars[0]) {
                    rewritten += "-"
                    continue
                }
            }
            rewritten.append(character)
        }
        return rewritten
    }

    /// A formatting the field must make: what the mask read, where its caret was, and what came of it.
    struct Formatting {
        /// The text the mask read: the field's text with the edit made.
        let read: String
        /// The UTF-16 offsets of what the edit inserted into `read`.
        let edited: Range<Int>
        /// The index of the chosen format in `formats`.
        let index: Int
        /// The chosen mask's result.
        let result: Mask.Result
    }

    /// Formats `text` as the field does, with the caret at `caretUTF16` and `gravity`.
    ///
    /// Each mask is applied once, and its affinity follows from that result as
    /// `AffinityCalculationStrategy` documents it (`capacity` needs no result: only the winner is
    /// applied), so the choice is checked against the documentation rather than the engine's own
    /// scoring, and the winner is not applied a second time.
    func format(_ text: String, caretUTF16: Int, gravity: CaretGravity, edited: Range<Int>) -> Formatting {
        let caretString = CaretString(string: text, utf16Offset: caretUTF16, caretGravity: gravity)
        guard masks.count > 1 else {
            return Formatting(read: text, edited: edited, index: 0, result: masks[0].apply(toText: caretString))
        }
        let strategy = configuration.affinityStrategy
        let textLength = strategy == .capacity ? text.count : 0
        var best = 0
        var bestScore = Int.min
        var bestResult: Mask.Result?
        for (index, mask) in masks.enumerated() {
            let applied = strategy == .capacity ? nil : mask.apply(toText: caretString)
            let score: Int
            switch strategy {
            case .wholeString:
                score = applied!.affinity
            case .prefix:
                score = zip(applied!.formattedText.string, text).prefix(while: ==).count
            case .capacity:
                score = textLength > mask.totalTextLength ? Int.min : textLength - mask.totalTextLength
            case .extractedValueCapacity:
                let length = applied!.extractedValue.count
                score = length > mask.totalValueLength ? Int.min : length - mask.totalValueLength
            }
            // Strictly greater: the primary format wins ties, then the affine format listed first.
            if index == 0 || score > bestScore {
                best = index
                bestScore = score
                bestResult = applied
            }
        }
        return Formatting(read: text, edited: edited, index: best, result: bestResult ?? masks[best].apply(toText: caretString))
    }

    /// The formatting after replacing the UTF-16 offsets `lowerUTF16..<upperUTF16` of `text` with
    /// `string` (normalised), read as it comes.
    func replace(_ text: String, lowerUTF16: Int, upperUTF16: Int, with string: String) -> Formatting {
        let string = normalized(string)
        let (lower, upper) = Self.alignedRange(in: text, lowerUTF16, upperUTF16)
        let read = Self.replacing(text, lower, upper, with: string)
        if lower < upper && string.isEmpty {
            return format(read, caretUTF16: lower, gravity: .backward(autoskip: configuration.autoskip), edited: lower..<lower)
        }
        let end = lower + string.utf16.count
        return format(read, caretUTF16: end, gravity: .forward(autocomplete: configuration.autocomplete), edited: lower..<end)
    }

    /// The same edit read as replacing the whole text with `string` (normalised, without the
    /// whitespace and invisible formatting characters, category Cf, at its ends), when it may be
    /// read so: more than one Character inserted, and the text before the aligned range (after it,
    /// right to left) non-empty and the start (the end) of what a mask shows for an empty text, or
    /// the aligned range the whole text and `string` with such a Character at an end. Right to
    /// left, the caret then stands before the literals the chosen mask shows at the end, when the
    /// text ends with them, they start a Character and the caret is after them.
    func wholeTextReading(_ text: String, lowerUTF16: Int, upperUTF16: Int, with string: String) -> Formatting? {
        let string = normalized(string)
        guard string.count > 1 else { return nil }
        let (lower, upper) = Self.alignedRange(in: text, lowerUTF16, upperUTF16)
        let units = Array(text.utf16)
        let rightToLeft = configuration.rightToLeft
        let outside = rightToLeft ? Array(units[upper...]) : Array(units[..<lower])
        let invisible = { (character: Character) in
            character.isWhitespace || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
        }
        var value = Substring(string)
        while let first = value.first, invisible(first) { value.removeFirst() }
        while let last = value.last, invisible(last) { value.removeLast() }
        let isWholeText = lower == 0 && upper == units.count
        guard isWholeText ? value.count < string.count : !outside.isEmpty && shownTexts.contains(where: { shown in
            shown.count >= outside.count
                && (rightToLeft ? shown.suffix(outside.count).elementsEqual(outside) : shown.prefix(outside.count).elementsEqual(outside))
        }) else { return nil }
        let inserted = value.utf16.count
        let whole = format(String(value), caretUTF16: inserted, gravity: .forward(autocomplete: configuration.autocomplete), edited: 0..<inserted)
        let shown = shownTexts[whole.index]
        let output = whole.result.formattedText
        let outputUnits = Array(output.string.utf16)
        guard rightToLeft, !shown.isEmpty, outputUnits.count >= shown.count, outputUnits.suffix(shown.count).elementsEqual(shown),
              output.caretUTF16Offset > outputUnits.count - shown.count,
              output.string.utf16.index(output.string.startIndex, offsetBy: outputUnits.count - shown.count)
                  .samePosition(in: output.string) != nil else { return whole }
        let moved = CaretString(string: output.string, utf16Offset: outputUnits.count - shown.count, caretGravity: output.caretGravity)
        let result = whole.result
        return Formatting(read: whole.read, edited: whole.edited, index: whole.index, result: Mask.Result(
            formattedText: moved, extractedValue: result.extractedValue, affinity: result.affinity, complete: result.complete,
            tailPlaceholder: result.tailPlaceholder))
    }

    /// `text` with the marked text at `range` normalised, and where it lies then.
    func normalizingMarked(_ text: String, _ range: Range<Int>) -> (text: String, range: Range<Int>) {
        guard !range.isEmpty else { return (text, range) }
        let units = text.utf16
        let start = units.index(units.startIndex, offsetBy: range.lowerBound)
        let end = units.index(start, offsetBy: range.count)
        let marked = String(Substring(text.unicodeScalars[start..<end]))
        let rewritten = normalized(marked)
        guard rewritten != marked else { return (text, range) }
        return (Self.replacing(text, range.lowerBound, range.upperBound, with: rewritten),
                range.lowerBound..<(range.lowerBound + rewritten.utf16.count))
    }

    /// `text` and the offsets `lower`, `upper` of an edit once the marked text at `marked` became
    /// ordinary text, normalised: offsets after it move by the change of its length, offsets inside
    /// it are clamped to the rewritten marked text.
    func endingComposition(_ text: String, _ marked: Range<Int>, _ lower: Int, _ upper: Int) -> (text: String, lower: Int, upper: Int) {
        let (rewritten, range) = normalizingMarked(text, marked)
        func moved(_ offset: Int) -> Int {
            if offset <= marked.lowerBound { return offset }
            if offset >= marked.upperBound { return offset - (marked.count - range.count) }
            return marked.lowerBound + min(offset - marked.lowerBound, range.count)
        }
        return (rewritten, moved(lower), moved(upper))
    }

    /// A range of UTF-16 offsets clamped to `text` and moved off the middle of surrogate pairs
    /// (the lower bound down, the upper one up); an empty or reversed range stays empty.
    static func alignedRange(in text: String, _ lowerUTF16: Int, _ upperUTF16: Int) -> (Int, Int) {
        // The UTF-16 view, not an array of it: a copy of a 64 KiB paste's code units per edit cost
        // more than the field's whole edit.
        let units = text.utf16
        let count = units.count
        func aligned(_ offset: Int, up: Bool) -> Int {
            let clamped = min(max(offset, 0), count)
            guard clamped > 0, clamped < count, UTF16.isTrailSurrogate(units[units.index(units.startIndex, offsetBy: clamped)]) else {
                return clamped
            }
            return up ? clamped + 1 : clamped - 1
        }
        let lower = aligned(lowerUTF16, up: false)
        return (lower, upperUTF16 > lowerUTF16 ? max(lower, aligned(upperUTF16, up: true)) : lower)
    }

    /// `text` with its UTF-16 code units `lower..<upper` (on scalar boundaries) replaced by `string`.
    static func replacing(_ text: String, _ lower: Int, _ upper: Int, with string: String) -> String {
        // Offsets on scalar boundaries give indices on scalar boundaries, so the pieces around them
        // are whole scalars: joining them joins the code units (the field splices UTF-8 bytes instead).
        let units = text.utf16
        let start = units.index(units.startIndex, offsetBy: lower)
        let end = units.index(start, offsetBy: upper - lower)
        var spliced = String(Substring(text.unicodeScalars[..<start]))
        spliced.append(contentsOf: string)
        spliced.append(contentsOf: Substring(text.unicodeScalars[end...]))
        return spliced
    }

    /// Whether a slot of `kind` accepts `character` (built-in classes by general category, a
    /// custom one by the first notation with its symbol).
    func accepts(_ kind: DroppedCharacter.CharacterKind, _ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            let category = scalar.properties.generalCategory
            let isLetter: Bool
            switch category {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark:
                isLetter = true
            default:
                isLetter = false
            }
            let isNumber = category == .decimalNumber || category == .letterNumber || category == .otherNumber
            switch kind {
            case .digit: return category == .decimalNumber
            case .letter: return isLetter
            case .alphanumeric: return isLetter || isNumber
            case .custom(let symbol):
                return configuration.customNotations.first { $0.character == symbol }?.characterSet.contains(scalar) ?? false
            }
        }
    }
}
