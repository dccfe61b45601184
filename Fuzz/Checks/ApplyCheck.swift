import InputMask

/// The `apply` fuzz target's check: decodes a mask spec, a direction and a short editing session
/// (a text, then edits of the formatted result at its caret), and checks every application with
/// `ApplyInvariants`, against the reference model; and, from the second step on, the byte-level API
/// on the input's last raw bytes with `UTF8ApplyInvariants.checkRawBytes` (`apply-fast` checks the
/// first step's, which costs it less).
///
/// Byte layout: spec source (structured, real, literal) and its bytes; right-to-left flag; number of
/// steps; first text, gravity and caret; then for each further step an edit (insertion at the caret
/// with forward gravity, or deletion before it with backward gravity).
///
/// - Throws: `InvariantViolation` describing the first broken invariant.
public func checkApply(_ data: [UInt8]) throws(InvariantViolation) {
    var input = FuzzInput(data)
    let spec = MaskSpecDecoder.spec(&input)
    let rightToLeft = input.bool()
    let raw = UTF8ApplyInvariants.RawBytes(data)
    var output = Mask.UTF8Output()
    var isFirstStep = true
    guard let (mask, reference) = try CompileInvariants.compileBoth(spec, rightToLeft: rightToLeft) else {
        // A format the reference model cannot follow still gets the raw bytes checked.
        if ReferenceOracle.of(spec, rightToLeft: rightToLeft).normalisationMergesCharacters,
           let mask = try? spec.compile(rightToLeft: rightToLeft) {
            try ApplySession.run(&input, spec: spec) { (text: CaretString, _: Int) throws(InvariantViolation) -> Mask.Result in
                if !isFirstStep { try UTF8ApplyInvariants.checkRawBytes(mask, raw, text: text, output: &output) }
                isFirstStep = false
                return mask.apply(toText: text)
            }
        }
        return
    }
    let invariants = ApplyInvariants(spec: spec, rightToLeft: rightToLeft, mask: mask, reference: reference)
    try ApplySession.run(&input, spec: spec) { (text: CaretString, referenceCaret: Int) throws(InvariantViolation) -> Mask.Result in
        let result = try invariants.check(text, referenceCaret: referenceCaret)
        if !isFirstStep { try UTF8ApplyInvariants.checkRawBytes(mask, raw, text: text, output: &output) }
        isFirstStep = false
        return result
    }
}

/// The `apply-fast` fuzz target's check: the `apply` target's input layout, with the engine alone
/// (no reference model, no validity cross-check), so that it runs many times faster. Each
/// application is checked with `StructuralInvariants`: the caret within the text on a Character
/// boundary with consistent offsets, the value's Characters from the format or the input, the
/// value's length against the metrics, and idempotence where the language guarantees it; and the
/// byte-level API against it with `UTF8ApplyInvariants`: on each step's text, and on the input's
/// last raw bytes on the first step only (two more passes of the engine; `apply` checks the other
/// steps').
///
/// - Throws: `InvariantViolation` describing the first broken invariant.
public func checkApplyFast(_ data: [UInt8]) throws(InvariantViolation) {
    var input = FuzzInput(data)
    let spec = MaskSpecDecoder.spec(&input)
    let rightToLeft = input.bool()
    guard let mask = try? spec.compile(rightToLeft: rightToLeft) else { return }
    let invariants = StructuralInvariants(spec: spec, rightToLeft: rightToLeft, mask: mask)
    var output = Mask.UTF8Output()
    let raw = UTF8ApplyInvariants.RawBytes(data)
    var isFirstStep = true
    try ApplySession.run(&input, spec: spec) { (text: CaretString, _: Int) throws(InvariantViolation) -> Mask.Result in
        let result = mask.apply(toText: text)
        let context = { "\(invariants.describeSpec())\n  input \(show(text.string)) caret \(text.caretCharacterOffset) gravity \(text.caretGravity)" }
        // Asked once per application, for both checks that need it.
        let inputIsolated = CharacterIsolation.isIsolated(text.string)
        try invariants.checkCaret(result, context: context())
        try invariants.checkValueOrigin(result, input: text.string, inputIsolated: inputIsolated, context: context())
        try invariants.checkValueLength(result, gravity: text.caretGravity, context: context())
        try invariants.checkGuaranteedIdempotence(result, inputIsolated: inputIsolated, context: context())
        if isFirstStep { try UTF8ApplyInvariants.checkRawBytes(mask, raw, text: text, output: &output) }
        isFirstStep = false
        try UTF8ApplyInvariants.checkText(mask, text: text, result: result, output: &output)
        return result
    }
}

/// The editing session both apply targets decode: a first text with a gravity and a caret, then
/// up to three edits of the formatted result at its caret, as a text field would make them.
enum ApplySession {
    /// Decodes the session from `input` and runs `apply` on each step's text, caret and gravity
    /// (with the caret as a Character offset, for the reference model).
    static func run(
        _ input: inout FuzzInput, spec: MaskSpec, apply: (CaretString, Int) throws(InvariantViolation) -> Mask.Result
    ) throws(InvariantViolation) {
        let steps = input.int(in: 1...4)
        var text = TextDecoder.text(&input, mask: spec)
        let gravity = TextDecoder.gravity(&input)
        var (caretString, referenceCaret) = TextDecoder.caretString(&input, text: text, gravity: gravity)
        for step in 1...steps {
            let result = try apply(caretString, referenceCaret)
            guard step < steps else { break }
            // Edit the formatted text at its caret (checked to be on a Character boundary), as a text
            // field would, and format it again.
            let formatted = result.formattedText.string
            let caretIndex = result.formattedText.caretPosition
            let caret = result.formattedText.caretCharacterOffset
            if input.bool() {
                let typed = TextDecoder.text(&input, mask: spec)
                text = formatted[..<caretIndex] + typed + formatted[caretIndex...]
                referenceCaret = caret + typed.count
                caretString = CaretString(string: text, characterOffset: referenceCaret, caretGravity: .forward(autocomplete: input.bool()))
            } else {
                let deleted = min(caret, input.int(in: 1...3))
                text = String(formatted[..<formatted.index(caretIndex, offsetBy: -deleted)] + formatted[caretIndex...])
                referenceCaret = caret - deleted
                caretString = CaretString(string: text, characterOffset: referenceCaret, caretGravity: .backward(autoskip: input.bool()))
            }
        }
    }
}
