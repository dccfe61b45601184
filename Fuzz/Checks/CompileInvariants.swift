import InputMask
import InputMaskReference
import Synchronization

/// The checks every target makes when it compiles a spec: validity agrees with the reference model,
/// errors are the typed `MaskFormatError` pointing into the format, and metrics agree and are consistent.
enum CompileInvariants {
    /// Compiles `spec` with the engine and the reference model and checks them against each other.
    ///
    /// - Returns: both masks, or `nil` when the format is invalid (for both).
    static func compileBoth(_ spec: MaskSpec, rightToLeft: Bool) throws(InvariantViolation) -> (Mask, ReferenceMask)? {
        let context = { spec.describe(rightToLeft: rightToLeft) }
        // A documented divergence (README, "Deliberate divergences"): where input-mask's String
        // handling glues format Characters together, the engine keeps them as written.
        if normalisationMergesCharacters(spec.format, rightToLeft: rightToLeft) { return nil }
        let reference = try? ReferenceMask(format: spec.format, notations: spec.referenceNotations, rightToLeft: rightToLeft)
        let isValid = rightToLeft
            ? RTLMask.isValid(format: spec.format, customNotations: spec.notations)
            : Mask.isValid(format: spec.format, customNotations: spec.notations)
        let mask: Mask
        do {
            mask = try spec.compile(rightToLeft: rightToLeft)
        } catch let error as MaskFormatError {
            try require(!isValid, "isValid: \(context())\n  isValid says true, the initialiser throws \(error)")
            try checkError(error, spec: spec, rightToLeft: rightToLeft)
            try require(reference == nil, "validity: \(context())\n  engine throws \(error)\n  reference compiles it")
            return nil
        } catch {
            throw InvariantViolation("untyped error: \(context())\n  engine throws \(error), not a MaskFormatError")
        }
        try require(isValid, "isValid: \(context())\n  isValid says false, the initialiser compiles it")
        guard let reference else {
            throw InvariantViolation("validity: \(context())\n  engine compiles it\n  reference throws")
        }
        try checkMetrics(mask, reference, spec: spec, rightToLeft: rightToLeft)
        return (mask, reference)
    }

    /// The reference model's answers to `normalisationMergesCharacters`, by exact format and direction:
    /// the model works it out with Foundation's string searches, which cost more than compiling both
    /// masks, and mutations mostly keep the format and change the text. Bounded, and locked because
    /// `swift test` runs checks on several threads.
    private static let mergingFormats = Mutex<[FormatKey: Bool]>([:])

    /// A format and a direction, compared by the format's exact UTF-8.
    private struct FormatKey: Hashable {
        let format: ExactText
        let rightToLeft: Bool
    }

    /// `ReferenceMask.normalisationMergesCharacters`, remembered.
    static func normalisationMergesCharacters(_ format: String, rightToLeft: Bool) -> Bool {
        let key = FormatKey(format: ExactText(format), rightToLeft: rightToLeft)
        if let known = mergingFormats.withLock({ $0[key] }) { return known }
        let merges = ReferenceMask.normalisationMergesCharacters(format: format, rightToLeft: rightToLeft)
        mergingFormats.withLock { answers in
            if answers.count >= 4_096 { answers.removeAll() }
            answers[key] = merges
        }
        return merges
    }

    /// Checks that an error names the format as written and an offset inside it holding the offending
    /// Character.
    static func checkError(_ error: MaskFormatError, spec: MaskSpec, rightToLeft: Bool) throws(InvariantViolation) {
        let context = { "\(spec.describe(rightToLeft: rightToLeft))\n  error \(error)" }
        let characters = Array(spec.format)
        try require(error.format == spec.format, "error format: \(context())\n  names format \(show(error.format))")
        try require(characters.indices.contains(error.offset),
                    "error offset: \(context())\n  offset \(error.offset) outside 0..<\(characters.count)")
        let found = characters[error.offset]
        let expected: Set<Character>
        switch error.reason {
        // A right-to-left format is reversed with its brackets swapped, so the offending `[` may be a `]` as written.
        case .nestedSquareBracket: expected = rightToLeft ? ["[", "]"] : ["["]
        case .nestedCurlyBracket: expected = rightToLeft ? ["{", "}"] : ["{"]
        // Splitting a mixed square block after a backslash adds an escaped `]` that is not in the
        // format as written (`[_\\0]` normalises to `[_\\]` and `[0]`): any Character may be blamed.
        case .unknownSymbol("]"): expected = [found]
        case .unknownSymbol(let symbol): expected = rightToLeft ? [symbol, mirrored(symbol)] : [symbol]
        case .ellipsisWithoutClass: expected = ["…"]
        case .tooLarge: throw InvariantViolation("too large: \(context())")
        }
        try require(expected.contains(found),
                    "error offset: \(context())\n  the Character at offset \(error.offset) is \(show(String(found)))")
    }

    /// The bracket facing the other way, or the Character itself: a right-to-left format swaps them.
    private static func mirrored(_ character: Character) -> Character {
        ["[": "]", "]": "[", "{": "}", "}": "{"][character] ?? character
    }

    /// Checks the metrics against the reference model and against each other.
    ///
    /// Narrowed (see Fuzz/README.md): the placeholder has one Character per counted state only when
    /// its Characters cannot merge, so in general it is checked by Characters (at most) and by Unicode
    /// scalars (at least); a plain ASCII placeholder has exactly one Character per state before the
    /// ellipsis (a format without `…` has none).
    static func checkMetrics(_ mask: Mask, _ reference: ReferenceMask, spec: MaskSpec, rightToLeft: Bool) throws(InvariantViolation) {
        let context = { spec.describe(rightToLeft: rightToLeft) }
        let engine = [mask.placeholder, "\(mask.acceptableTextLength)", "\(mask.totalTextLength)",
                      "\(mask.acceptableValueLength)", "\(mask.totalValueLength)"]
        let model = [reference.placeholder, "\(reference.acceptableTextLength)", "\(reference.totalTextLength)",
                     "\(reference.acceptableValueLength)", "\(reference.totalValueLength)"]
        try require(engine == model,
                    "metrics differ: \(context())\n  engine    [placeholder, acceptable text, total text, "
                        + "acceptable value, total value] \(engine.map(show))\n  reference \(model.map(show))")
        try require(mask.acceptableTextLength <= mask.totalTextLength && mask.acceptableValueLength <= mask.totalValueLength
                        && mask.acceptableValueLength <= mask.acceptableTextLength && mask.totalValueLength <= mask.totalTextLength,
                    "metrics inconsistent: \(context())\n  \(engine)")
        let placeholder = mask.placeholder
        let mayBeElliptical = spec.format.contains("…")
        let states = mask.totalTextLength
        let consistent = placeholder.count <= states && placeholder.unicodeScalars.count >= states - (mayBeElliptical ? 1 : 0)
        let plain = placeholder.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        let exact = placeholder.count == states || (mayBeElliptical && placeholder.count == states - 1)
        try require(consistent && (!plain || exact),
                    "placeholder length: \(context())\n  placeholder \(show(placeholder)) for total text length \(states)")
    }
}
