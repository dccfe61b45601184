import InputMask

/// Applies `format` to `text` with the caret at `caret` Characters (the end by default).
func apply(
    _ format: String, to text: String, caret: Int? = nil, gravity: CaretGravity = .forward(autocomplete: true),
    notations: [Notation] = [], rightToLeft: Bool = false
) throws -> Mask.Result {
    let mask = rightToLeft
        ? try RTLMask(format: format, customNotations: notations)
        : try Mask(format: format, customNotations: notations)
    return mask.apply(toText: CaretString(string: text, characterOffset: caret ?? text.count, caretGravity: gravity))
}

/// Types `keys` one by one into an empty field formatted by `format`, caret at the end, and
/// returns the text shown after each key.
func typeKeys(_ keys: String, into format: String, autocomplete: Bool, notations: [Notation] = []) throws -> [String] {
    let mask = try Mask(format: format, customNotations: notations)
    var shown = ""
    var history: [String] = []
    for key in keys {
        let typed = shown + String(key)
        shown = mask.apply(toText: CaretString(string: typed, caretPosition: typed.endIndex,
                                               caretGravity: .forward(autocomplete: autocomplete))).formattedText.string
        history.append(shown)
    }
    return history
}
