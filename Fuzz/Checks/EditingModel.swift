import InputMask

/// What a `MaskedTextInput` must show after an operation, computed from freshly compiled masks
/// (not the mask cache the field uses) and plain UTF-16 arrays, as its documentation states it:
/// a range is clamped to the text and moved off the middle of surrogate pairs; replacing a
/// non-empty range with nothing formats backward (autoskip as configured) with the caret where the
/// range started, anything else forward (autocompletion as configured) with the caret after the
/// inserted text; the format with the highest affinity wins, the primary one on a tie, then the
/// affine one listed first.
struct EditingModel {
    /// The configuration the field was made with.
    let configuration: MaskedTextInput.Configuration
    /// The primary format, then the affine formats.
    let formats: [String]
    /// Their masks, compiled fresh.
    let masks: [Mask]

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
    func format(_ text: String, caretUTF16: Int, gravity: CaretGravity, edited: Range<Int>) -> Formatting {
        let caretString = CaretString(string: text, utf16Offset: caretUTF16, caretGravity: gravity)
        var best = 0
        if masks.count > 1 {
            let scores = masks.map {
                configuration.affinityStrategy.calculateAffinity(ofMask: $0, forText: caretString, autocomplete: gravity.autocomplete)
            }
            for index in scores.indices where scores[index] > scores[best] { best = index }
        }
        return Formatting(read: text, edited: edited, index: best, result: masks[best].apply(toText: caretString))
    }

    /// The formatting after replacing the UTF-16 offsets `lowerUTF16..<upperUTF16` of `text` with `string`.
    func replace(_ text: String, lowerUTF16: Int, upperUTF16: Int, with string: String) -> Formatting {
        let (lower, upper) = Self.alignedRange(in: text, lowerUTF16, upperUTF16)
        let read = Self.replacing(text, lower, upper, with: string)
        if lower < upper && string.isEmpty {
            return format(read, caretUTF16: lower, gravity: .backward(autoskip: configuration.autoskip), edited: lower..<lower)
        }
        let end = lower + string.utf16.count
        return format(read, caretUTF16: end, gravity: .forward(autocomplete: configuration.autocomplete), edited: lower..<end)
    }

    /// A range of UTF-16 offsets clamped to `text` and moved off the middle of surrogate pairs
    /// (the lower bound down, the upper one up); an empty or reversed range stays empty.
    static func alignedRange(in text: String, _ lowerUTF16: Int, _ upperUTF16: Int) -> (Int, Int) {
        let units = Array(text.utf16)
        func aligned(_ offset: Int, up: Bool) -> Int {
            let clamped = min(max(offset, 0), units.count)
            guard clamped > 0, clamped < units.count, UTF16.isTrailSurrogate(units[clamped]) else { return clamped }
            return up ? clamped + 1 : clamped - 1
        }
        let lower = aligned(lowerUTF16, up: false)
        return (lower, upperUTF16 > lowerUTF16 ? max(lower, aligned(upperUTF16, up: true)) : lower)
    }

    /// `text` with its UTF-16 code units `lower..<upper` (on scalar boundaries) replaced by `string`.
    static func replacing(_ text: String, _ lower: Int, _ upper: Int, with string: String) -> String {
        let units = Array(text.utf16)
        return String(decoding: units[..<lower] + Array(string.utf16) + units[upper...], as: UTF16.self)
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
