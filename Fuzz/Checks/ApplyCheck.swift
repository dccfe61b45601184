import InputMask

/// The `apply` fuzz target's check: decodes a mask spec, a direction and a short editing session
/// (a text, then edits of the formatted result at its caret), and checks every application with
/// `ApplyInvariants`.
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
    guard let (mask, reference) = try CompileInvariants.compileBoth(spec, rightToLeft: rightToLeft) else { return }
    let invariants = ApplyInvariants(spec: spec, rightToLeft: rightToLeft, mask: mask, reference: reference)

    let steps = input.int(in: 1...4)
    var text = TextDecoder.text(&input, mask: spec)
    let gravity = TextDecoder.gravity(&input)
    var (caretString, referenceCaret) = TextDecoder.caretString(&input, text: text, gravity: gravity)
    for step in 1...steps {
        let result = try invariants.check(caretString, referenceCaret: referenceCaret)
        guard step < steps else { break }
        // Edit the formatted text at its caret, as a text field would, and format it again.
        let formatted = Array(result.formattedText.string)
        let caret = result.formattedText.caretCharacterOffset
        if input.bool() {
            let typed = TextDecoder.text(&input, mask: spec)
            text = String(formatted[..<caret]) + typed + String(formatted[caret...])
            referenceCaret = caret + typed.count
            caretString = CaretString(string: text, characterOffset: referenceCaret, caretGravity: .forward(autocomplete: input.bool()))
        } else {
            let deleted = min(caret, input.int(in: 1...3))
            text = String(formatted[..<(caret - deleted)] + formatted[caret...])
            referenceCaret = caret - deleted
            caretString = CaretString(string: text, characterOffset: referenceCaret, caretGravity: .backward(autoskip: input.bool()))
        }
    }
}
