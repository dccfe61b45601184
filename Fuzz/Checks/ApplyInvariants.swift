import InputMask
import InputMaskReference

/// One compiled mask and its reference twin, checking each application of the mask: agreement with
/// the reference model in every field and every affinity strategy, idempotence, and the
/// structural invariants (caret placement, the origin of the value's Characters, agreement with
/// the metrics).
///
/// The reference model applies each text once: the affinity strategies are derived from that one
/// result (SEMANTICS.md, section 7, defines them from it), and a re-application with the same
/// gravity as one already made is not repeated.
struct ApplyInvariants {
    /// The spec both masks were compiled from.
    let spec: MaskSpec
    /// Whether the masks apply from the end.
    let rightToLeft: Bool
    /// The engine's mask.
    let mask: Mask
    /// The reference model's mask, with its remembered answers.
    let reference: ReferenceOracle
    /// The checks that need no reference model.
    private let structural: StructuralInvariants

    /// Prepares the checks of one mask and its reference twin.
    init(spec: MaskSpec, rightToLeft: Bool, mask: Mask, reference: ReferenceOracle) {
        self.spec = spec
        self.rightToLeft = rightToLeft
        self.mask = mask
        self.reference = reference
        structural = StructuralInvariants(spec: spec, rightToLeft: rightToLeft, mask: mask)
    }

    /// Applies the mask to `text` and checks the result.
    ///
    /// - Parameters:
    ///   - text: the text, caret and gravity given to the engine.
    ///   - referenceCaret: the same caret as a Character offset, for the reference model.
    /// - Returns: the engine's result.
    @discardableResult
    func check(_ text: CaretString, referenceCaret: Int) throws(InvariantViolation) -> Mask.Result {
        let (result, model) = try compareWithReference(text, referenceCaret: referenceCaret)
        let context = { self.describe(text, referenceCaret: referenceCaret) }
        try checkAffinities(text, referenceCaret: referenceCaret, model: model, context: context())
        try checkIdempotence(result, context: context())
        try structural.checkValueOrigin(result, input: text.string, inputIsolated: CharacterIsolation.isIsolated(text.string), context: context())
        try structural.checkValueLength(result, gravity: text.caretGravity, context: context())
        return result
    }

    /// Applies both masks and checks that the caret lies within the formatted text on a Character
    /// boundary and that every field agrees with the reference model.
    ///
    /// - Returns: the engine's result and the reference model's.
    private func compareWithReference(_ text: CaretString, referenceCaret: Int) throws(InvariantViolation) -> (Mask.Result, ReferenceResult) {
        let gravity = text.caretGravity
        let result = mask.apply(toText: text)
        let model = reference.apply(text.string, caret: referenceCaret, gravity: gravity)
        let caret = try structural.checkCaret(result, context: describe(text, referenceCaret: referenceCaret))
        let engineFields = ReferenceResult(
            text: result.formattedText.string, caret: caret, value: result.extractedValue,
            affinity: result.affinity, complete: result.complete, tailPlaceholder: result.tailPlaceholder)
        try require(engineFields == model && sameGravity(result.formattedText.caretGravity, gravity),
                    "differs from the reference model: \(describe(text, referenceCaret: referenceCaret))\n"
                        + "  engine    \(describe(engineFields)) gravity \(result.formattedText.caretGravity)\n"
                        + "  reference \(describe(model))")
        return (result, model)
    }

    /// Checks idempotence: the formatted text, re-applied with the caret at its end, stays as it is.
    ///
    /// Narrowed (see Fuzz/README.md), because the language itself is not idempotent:
    /// - autocompletion and autoskip act at the caret, so moving the caret to the end lets
    ///   autocompletion append fixed characters and autoskip remove trailing ones: with the same
    ///   gravity the text may only grow (autocompletion, after which a third application changes
    ///   nothing) or shrink (autoskip, which can go on shrinking it: `[999] [999]` takes `  ` to ` `,
    ///   then to nothing);
    /// - an optional slot takes a fixed or free character that follows it when it is in the slot's
    ///   class (`[a]{X}[0]` makes `5` into `X5`, and `X5` into `XX5`), and Characters that merged in
    ///   the formatted text are segmented differently when re-read.
    /// - Characters that re-pair when re-read (regional indicators) can make autoskip lengthen the
    ///   text again on the third application (4 indicators at the end, then 5, then 4).
    /// So every re-application (no flags, the same gravity, and a third one) is compared with the
    /// reference model, and idempotence is required wherever the reference model is idempotent on
    /// the first re-application; whether a third one settles is left to the comparison.
    private func checkIdempotence(_ result: Mask.Result, context: @autoclosure () -> String) throws(InvariantViolation) {
        let output = result.formattedText.string
        let gravity = result.formattedText.caretGravity
        let count = output.count
        let plainGravity = CaretGravity.forward(autocomplete: false)
        let (plain, model) = try compareWithReference(
            CaretString(string: output, caretPosition: output.endIndex, caretGravity: plainGravity), referenceCaret: count)
        let again = sameGravity(gravity, plainGravity)
            ? plain
            : try compareWithReference(CaretString(string: output, caretPosition: output.endIndex, caretGravity: gravity), referenceCaret: count).0
        guard model.text == output, model.value == result.extractedValue else { return }

        try require(plain.formattedText.string == output && plain.extractedValue == result.extractedValue,
                    "not idempotent: \(context())\n  first  \(render(result))\n  second \(render(plain)) (forward, no autocompletion)")
        let second = again.formattedText.string
        // Grown or shrunk at the end by scalars: what autocompletion appends can join the last
        // Character (a Hangul vowel jamo after another), which a Character prefix would not see.
        let allowed = gravity.autocomplete ? second.unicodeScalars.starts(with: output.unicodeScalars)
            : gravity.autoskip ? output.unicodeScalars.starts(with: second.unicodeScalars) : second == output
        try require(allowed && (gravity.autocomplete || gravity.autoskip || again.extractedValue == result.extractedValue),
                    "not idempotent: \(context())\n  first  \(render(result))\n  second \(render(again))")
        // When the second application gave the output back, a third would repeat it (same text,
        // caret and gravity).
        if second != output {
            _ = try compareWithReference(
                CaretString(string: second, caretPosition: second.endIndex, caretGravity: gravity), referenceCaret: second.count)
        }
    }

    /// Checks an affinity strategy of the engine's API against the value SEMANTICS.md section 7
    /// derives from `model`, the reference model's result for `text` (which the engine's result
    /// equals). The strategies that apply the mask again (`prefix`, `extractedValueCapacity`) cost an
    /// application each, so one strategy is checked per application, chosen by the text's length
    /// and caret: over a run every strategy meets every kind of text.
    private func checkAffinities(_ text: CaretString, referenceCaret: Int, model: ReferenceResult, context: @autoclosure () -> String) throws(InvariantViolation) {
        let strategies: [AffinityCalculationStrategy] = [.prefix, .capacity, .extractedValueCapacity]
        let strategy = strategies[(text.string.utf8.count + referenceCaret) % strategies.count]
        let engine = strategy.calculateAffinity(ofMask: mask, forText: text, autocomplete: text.caretGravity.autocomplete)
        let expected: Int
        switch strategy {
        case .prefix:
            expected = zip(model.text, text.string).prefix { $0 == $1 }.count
        case .capacity:
            expected = reference.capacityAffinity(text.string)
        default:
            let valueLength = model.value.count
            expected = valueLength > reference.totalValueLength ? Int.min : valueLength - reference.totalValueLength
        }
        try require(engine == expected, "affinity \(strategy) differs: \(context())\n  engine    \(engine)\n  reference \(expected)")
    }

    /// The reference model's gravity for an engine gravity.
    static func referenceGravity(_ gravity: CaretGravity) -> ReferenceGravity {
        switch gravity {
        case .forward(let autocomplete): return .forward(autocomplete: autocomplete)
        case .backward(let autoskip): return .backward(autoskip: autoskip)
        }
    }

    /// The report line for one application: the spec, the input, its caret and gravity.
    private func describe(_ text: CaretString, referenceCaret: Int) -> String {
        "\(spec.describe(rightToLeft: rightToLeft))\n  input \(show(text.string)) caret \(referenceCaret) (Characters) "
            + "gravity \(text.caretGravity)"
    }

    /// A one-line rendering of a result with non-ASCII text spelled out as scalars.
    private func describe(_ result: ReferenceResult) -> String {
        "text: \(show(result.text)) caret: \(result.caret) value: \(show(result.value)) affinity: \(result.affinity) "
            + "complete: \(result.complete) tail: \(show(result.tailPlaceholder))"
    }
}
