import InputMaskFormatters

/// The `formatters` target's checks of `DecoratedFormat` and `DecoratedTextEditor`: random
/// decorations (empty, made of allowed characters, merging with their neighbours, at odd positions
/// and lengths), allowed sets and maximum lengths (negative, zero, huge).
enum DecoratedFormatInvariants {
    /// Decoration strings, odd ones included.
    private static let decorationStrings: [String] = [
        "(", ") ", "-", " ", "", "/", "+7 ", "1", "a", "((", "e\u{301}", "\u{301}", "🇷", "\r", "\n", "…",
    ]

    /// Allowed sets: none (every Character), digits, letters, a mix with separators.
    private static let allowedSets: [Set<Character>?] = [nil, Set("0123456789"), Set("abcxyz"), Set("0123456789-() "), []]

    /// A decoded format.
    private static func format(_ input: inout FuzzInput) -> DecoratedFormat {
        let decorations = (0..<input.int(in: 0...6)).map { _ in
            DecoratedFormat.Decoration(
                string: input.bool() ? input.pick(decorationStrings) : input.pick(FormatterText.pieces),
                position: FormatterText.size(&input), displaysAt: FormatterText.size(&input))
        }
        return DecoratedFormat(
            allowedCharacters: input.pick(allowedSets), maximumLength: input.bool() ? nil : FormatterText.size(&input),
            decorations: decorations)
    }

    /// Checks `sanitize`, `format(raw:)` and `raw(from:)` on a decoded text: the sanitized text keeps
    /// allowed Characters of the text in order, within the maximum length, and sanitizing it again
    /// changes nothing; formatting it gives the same text as formatting the raw text; and (where no
    /// decoration is made of allowed Characters and nothing merges) the raw text round-trips through
    /// the formatted one, and formatting what `raw(from:)` reads back changes nothing.
    static func checkFormat(_ input: inout FuzzInput) throws(InvariantViolation) {
        let format = format(&input)
        let raw = FormatterText.text(&input)
        let context = { "\(format)\n  raw \(show(raw))" }
        let sanitized = format.sanitize(raw)
        try require(format.sanitize(sanitized) == sanitized && sanitized.count <= (format.maximumLength ?? Int.max)
                        && sanitized.allSatisfy { format.allowedCharacters?.contains($0) ?? true },
                    "sanitize: \(context())\n  sanitized \(show(sanitized))")
        let shown = format.format(raw: raw)
        try require(format.format(raw: sanitized) == shown, "format of the sanitized text differs: \(context())")
        try checkRoundTrip(format, raw: sanitized, shown: shown, context: context())
    }

    /// Checks an editor through up to eight edits: `append`, `deleteBackward`, `edit(replacing:with:)`
    /// with any range, and `setRaw`. After each: the returned text is the editor's, its text is the
    /// format of its raw text, which is sanitized, and the raw text round-trips as `checkFormat` says.
    static func checkEditor(_ input: inout FuzzInput) throws(InvariantViolation) {
        let format = format(&input)
        var editor = DecoratedTextEditor(format: format, raw: FormatterText.text(&input))
        for _ in 0..<input.int(in: 1...8) {
            let text: String
            switch input.int(in: 0...3) {
            case 0: text = editor.append(FormatterText.text(&input))
            case 1: text = editor.deleteBackward()
            case 2:
                let range = FormatterText.range(&input, length: editor.text.utf16.count)
                text = editor.edit(replacing: range, with: input.bool() ? "" : FormatterText.text(&input))
            default: text = editor.setRaw(FormatterText.text(&input))
            }
            let context = { "\(format)\n  raw \(show(editor.raw))" }
            try require(text == editor.text && text == format.format(raw: editor.raw) && format.sanitize(editor.raw) == editor.raw,
                        "editor: \(context())\n  returned \(show(text)), text \(show(editor.text))")
            try checkRoundTrip(format, raw: editor.raw, shown: text, context: context())
        }
    }

    /// Checks that `raw(from:)` of `shown` (the format of `raw`, sanitized) gives `raw` back, where
    /// that is decidable: no decoration holds an allowed Character and nothing merges.
    private static func checkRoundTrip(
        _ format: DecoratedFormat, raw: String, shown: String, context: @autoclosure () -> String
    ) throws(InvariantViolation) {
        guard let allowed = format.allowedCharacters,
              format.decorations.allSatisfy({ $0.string.allSatisfy { !allowed.contains($0) } }),
              CharacterIsolation.areIsolated(raw, shown), format.decorations.allSatisfy({ CharacterIsolation.areIsolated($0.string) })
        else { return }
        let back = format.raw(from: shown)
        try require(back == raw, "raw(from:) of the formatted text differs: \(context())\n  shown \(show(shown))\n  back  \(show(back))")
        try require(format.format(raw: back) == shown, "formatting what raw(from:) reads changes the text: \(context())")
    }
}
