import InputMask

// The package's values compared field by field in the checks, not through their `==`: a `==`
// implemented in `InputMask` is compiled with all of libFuzzer's coverage (edges and comparison
// tracing), so calling it from a check costs the callbacks and steers the fuzzer towards inputs
// that differ only in what the check compared (see Fuzz/README.md, Speed). Compiled here, the
// comparisons carry no coverage.

/// Whether two gravities are the same case with the same flag.
func sameGravity(_ lhs: CaretGravity, _ rhs: CaretGravity) -> Bool {
    switch (lhs, rhs) {
    case (.forward(let left), .forward(let right)), (.backward(let left), .backward(let right)): return left == right
    default: return false
    }
}

/// Whether two results agree in every field: text, caret position and gravity, value, affinity,
/// completeness and tail placeholder (what `Mask.Result`'s `==` compares).
func sameResult(_ lhs: Mask.Result, _ rhs: Mask.Result) -> Bool {
    lhs.formattedText.string == rhs.formattedText.string && lhs.formattedText.caretPosition == rhs.formattedText.caretPosition
        && sameGravity(lhs.formattedText.caretGravity, rhs.formattedText.caretGravity)
        && lhs.extractedValue == rhs.extractedValue && lhs.affinity == rhs.affinity && lhs.complete == rhs.complete
        && lhs.tailPlaceholder == rhs.tailPlaceholder
}

/// Whether two format errors agree in every field: reason (with its Character), offset and format.
func sameError(_ lhs: MaskFormatError, _ rhs: MaskFormatError) -> Bool {
    let sameReason: Bool
    switch (lhs.reason, rhs.reason) {
    case (.nestedSquareBracket, .nestedSquareBracket), (.nestedCurlyBracket, .nestedCurlyBracket), (.tooLarge, .tooLarge):
        sameReason = true
    case (.unknownSymbol(let left), .unknownSymbol(let right)), (.ellipsisWithoutClass(let left), .ellipsisWithoutClass(let right)):
        sameReason = left == right
    default:
        sameReason = false
    }
    return sameReason && lhs.offset == rhs.offset && lhs.format == rhs.format
}
