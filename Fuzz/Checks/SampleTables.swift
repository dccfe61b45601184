import Foundation

/// The fixed tables the decoders choose from: tricky input Characters, format characters, custom symbols
/// and character sets.
enum SampleTables {
    /// Input text that has broken text-field formatters: other scripts' digits, combining marks,
    /// emoji sequences, regional indicators, CR/LF, invisible and replacement characters.
    static let trickyText: [String] = [
        "é", "e\u{301}", "\u{301}", "\u{308}", "a\u{323}\u{308}", "ß", "ẞ", "ǅ", "ʰ", "Ω", "ж", "ы", "ש", "ع",
        "あ", "ア", "字", "한", "\u{1100}", "\u{1161}", "\u{11A8}", "ก", "\u{E33}", "\u{600}", "\u{903}",
        "١", "٢", "٩", "१", "５", "１", "𝟙", "²", "½", "Ⅳ", "Ⅷ", "〇", "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}",
        "👍", "👍🏽", "🏽", "👨‍👩‍👧", "\u{200D}", "❤️", "\u{FE0F}", "🇷🇺", "🇷", "🇺", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "😀",
        "\r", "\n", "\r\n", "\n\r", "\t", "\0", " ", "\u{A0}", "\u{200B}", "\u{2028}", "\u{FFFD}", "\u{FEFF}",
        "…", "№", "€", "£", "→", "\u{10FFFF}", "\u{E000}", "[", "]", "{", "}", "\\", "-", "_", ".", "/",
    ]

    /// Characters for free text and fixed blocks of generated formats: separators, digits and letters
    /// that collide with slot classes, and Unicode that merges with its neighbours.
    static let literalText: [String] = [
        " ", "-", "/", ".", ",", ":", "+", "(", ")", "*", "#", "@", "0", "1", "7", "8", "9", "a", "b", "A", "X",
        "_", "…", "№", "€", "→", "т", "é", "e\u{301}", "\u{301}", "١", "５", "👍🏽", "🇷", "🇺", "\r", "\n",
        "\r\n", "\u{1100}", "\u{1161}", "\u{FFFD}",
    ]

    /// Custom notation symbols: plain letters and punctuation, non-ASCII ones, and built-in symbols
    /// (which take precedence over a notation with the same character).
    static let customSymbols: [Character] = [
        "d", "D", "@", ".", "s", "h", "X", "#", "C", "x", "ы", "€", "🙂", "0", "A", "…", "é", "$",
    ]

    /// Character sets for custom notations.
    static let characterSets: [CharacterSet] = [
        CharacterSet(charactersIn: "."),
        CharacterSet(charactersIn: ".,"),
        CharacterSet(charactersIn: "$€"),
        CharacterSet(charactersIn: "@"),
        CharacterSet(charactersIn: "+-"),
        CharacterSet(charactersIn: "0123456789abcdefABCDEF"),
        CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        CharacterSet(charactersIn: "жЖё"),
        CharacterSet(charactersIn: "e\u{301}"),
        CharacterSet(charactersIn: "\r\n"),
        CharacterSet(charactersIn: "[]{}\\…"),
        CharacterSet(charactersIn: "👍🏽"),
        CharacterSet(),
        .decimalDigits,
        .letters,
        .alphanumerics,
        .whitespacesAndNewlines,
        .punctuationCharacters,
        .symbols,
        .nonBaseCharacters,
        CharacterSet.decimalDigits.inverted,
    ]
}
