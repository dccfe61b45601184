import InputMask

/// The `compile` fuzz target's check: decodes a format from mask-syntax tokens (or a literal string)
/// and up to two custom notations, compiles it left to right and right to left, and checks with
/// `CompileInvariants` that it compiles or throws the typed error exactly when the reference model
/// does, with agreeing, consistent metrics. A format that compiles is then applied once to a text
/// decoded from the remaining bytes and checked with `ApplyInvariants`.
///
/// - Throws: `InvariantViolation` describing the first broken invariant.
public func checkCompile(_ data: [UInt8]) throws(InvariantViolation) {
    var input = FuzzInput(data)
    let format = input.bool() ? input.literalString() : syntaxTokens(&input)
    let spec = MaskSpec(format, MaskSpecDecoder.notations(&input))
    let gravity = TextDecoder.gravity(&input)
    let text = input.remainingString()
    for rightToLeft in [false, true] {
        guard let (mask, reference) = try CompileInvariants.compileBoth(spec, rightToLeft: rightToLeft) else { continue }
        let invariants = ApplyInvariants(spec: spec, rightToLeft: rightToLeft, mask: mask, reference: reference)
        let count = text.count
        try invariants.check(CaretString(string: text, caretPosition: text.endIndex, caretGravity: gravity), referenceCaret: count)
    }
}

/// The mask-syntax tokens a decoded format is made of: brackets, the escape, the ellipsis, built-in
/// and custom symbols, separators and Unicode that merges with its neighbours.
private let formatTokens: [String] = [
    "[", "]", "{", "}", "\\", "…", "0", "9", "A", "a", "_", "-", "d", "D", "@", ".", "s", "h", "#", "ы", "€", "🙂", "é",
    " ", "/", "(", ")", "+", "1", "7", "\u{301}", "\r", "\n", "🇷", "🇺", "👍🏽", "\u{200D}", "\u{FFFD}",
]

/// A format of up to 48 tokens, each from `formatTokens`, an ASCII byte, or a few raw UTF-8 bytes.
private func syntaxTokens(_ input: inout FuzzInput) -> String {
    var format = ""
    for _ in 0..<input.int(in: 0...48) {
        switch input.int(in: 0...7) {
        case 0: format += String(Character(Unicode.Scalar(UInt8(input.int(in: 0x20...0x7E)))))
        case 1: format += String(decoding: input.bytes(count: input.int(in: 1...4)), as: UTF8.self)
        default: format += input.pick(formatTokens)
        }
    }
    return format
}
