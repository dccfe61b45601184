import InputMask
import InputMaskReference

/// The checks every target makes when it compiles a spec: validity agrees with the reference model,
/// errors are the typed `MaskFormatError` pointing into the format, and metrics agree and are consistent.
enum CompileInvariants {
    /// Compiles `spec` with the engine and the reference model and checks them against each other.
    ///
    /// - Returns: the engine's mask and the reference model's oracle, or `nil` when the format is
    ///   invalid (for both).
    static func compileBoth(_ spec: MaskSpec, rightToLeft: Bool) throws(InvariantViolation) -> (Mask, ReferenceOracle)? {
        let context = { spec.describe(rightToLeft: rightToLeft) }
        let reference = ReferenceOracle.of(spec, rightToLeft: rightToLeft)
        // A documented divergence (README, "Deliberate divergences"): where input-mask's String
        // handling glues format Characters together, the engine keeps them as written.
        if reference.normalisationMergesCharacters { return nil }
        let isValid = rightToLeft
            ? RTLMask.isValid(format: spec.format, customNotations: spec.notations)
            : Mask.isValid(format: spec.format, customNotations: spec.notations)
        let mask: Mask
        do {
            mask = try spec.compile(rightToLeft: rightToLeft)
        } catch let error as MaskFormatError {
            try require(!isValid, "isValid: \(context())\n  isValid says true, the initialiser throws \(error)")
            try checkError(error, spec: spec, rightToLeft: rightToLeft)
            try require(reference.mask == nil, "validity: \(context())\n  engine throws \(error)\n  reference compiles it")
            return nil
        } catch {
            throw InvariantViolation("untyped error: \(context())\n  engine throws \(error), not a MaskFormatError")
        }
        try require(isValid, "isValid: \(context())\n  isValid says false, the initialiser compiles it")
        guard let metrics = reference.metrics else {
            throw InvariantViolation("validity: \(context())\n  engine compiles it\n  reference throws")
        }
        try checkMetrics(mask, metrics, spec: spec, rightToLeft: rightToLeft)
        return (mask, reference)
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
    static func checkMetrics(
        _ mask: Mask, _ reference: (placeholder: String, lengths: [Int]), spec: MaskSpec, rightToLeft: Bool
    ) throws(InvariantViolation) {
        let context = { spec.describe(rightToLeft: rightToLeft) }
        let placeholder = mask.placeholder
        let lengths = [mask.acceptableTextLength, mask.totalTextLength, mask.acceptableValueLength, mask.totalValueLength]
        let engine = { [placeholder] + lengths.map { "\($0)" } }
        try require(placeholder == reference.placeholder && lengths == reference.lengths,
                    "metrics differ: \(context())\n  engine    [placeholder, acceptable text, total text, "
                        + "acceptable value, total value] \(engine().map(show))\n  reference "
                        + "\(([reference.placeholder] + reference.lengths.map { "\($0)" }).map(show))")
        try require(mask.acceptableTextLength <= mask.totalTextLength && mask.acceptableValueLength <= mask.totalValueLength
                        && mask.acceptableValueLength <= mask.acceptableTextLength && mask.totalValueLength <= mask.totalTextLength,
                    "metrics inconsistent: \(context())\n  \(engine())")
        let mayBeElliptical = spec.format.contains("…")
        let states = mask.totalTextLength
        let consistent = placeholder.count <= states && placeholder.unicodeScalars.count >= states - (mayBeElliptical ? 1 : 0)
        let plain = placeholder.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        let exact = placeholder.count == states || (mayBeElliptical && placeholder.count == states - 1)
        try require(consistent && (!plain || exact),
                    "placeholder length: \(context())\n  placeholder \(show(placeholder)) for total text length \(states)")
    }
}
