extension MaskedTextInput {
    /// What a masked field formats with: its formats, how it chooses among them, and how it moves the caret.
    ///
    /// The defaults are those of input-mask's `MaskedTextInputListener`: autocompletion on, also
    /// on focus; automatic skipping off; the whole-string affinity strategy; left to right.
    ///
    /// ```swift
    /// var configuration = MaskedTextInput.Configuration(primaryFormat: "+7 ([000]) [000]-[00]-[00]")
    /// configuration.affineFormats = ["8 ([000]) [000]-[00]-[00]"]
    /// configuration.autoskip = true
    /// let input = try MaskedTextInput(configuration: configuration)
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The format used when no affine format fits better, such as `+1 ([000]) [000]-[0000]`.
        public var primaryFormat: String
        /// Other formats the field may switch to; the one with the highest affinity to the text wins,
        /// the primary format on a tie, then the earlier affine format.
        public var affineFormats: [String]
        /// How a text is scored against each format when there are affine formats.
        public var affinityStrategy: AffinityCalculationStrategy
        /// Extra symbols for the `[]` blocks of every format.
        public var customNotations: [Notation]
        /// Whether typing at the end adds the fixed characters that follow (`12` becomes `12/` for `[00]{/}[00]`).
        public var autocomplete: Bool
        /// Whether a backspace at the end also removes the fixed characters left dangling before the caret.
        public var autoskip: Bool
        /// Whether the formats apply from the end of the text (`RTLMask`), as for amounts.
        public var rightToLeft: Bool
        /// Whether ``MaskedTextInput/focus()`` on an empty field shows the formats' leading fixed characters.
        public var autocompleteOnFocus: Bool
        /// Whether decimal digits of every script are written, and extracted, as ASCII digits.
        ///
        /// Off (the default, as in input-mask 7.x), a `[0]` slot keeps a digit as typed: full-width
        /// `１２３` stays `１２３` in the text and the value. On, the text each edit brings (typed,
        /// pasted, set from code or committed by an input method) has every Character that is one
        /// decimal digit (Unicode general category Nd: full-width, Arabic-Indic `٠١٢`, Persian
        /// `۰۱۲`, Devanagari `०१२`, and the rest) rewritten as its ASCII digit before the mask reads
        /// it, so a server gets `123`:
        ///
        /// ```swift
        /// var configuration = MaskedTextInput.Configuration(primaryFormat: "[000]-[0000]")
        /// configuration.normalizesDigits = true
        /// var input = try MaskedTextInput(configuration: configuration)
        /// input.replace(utf16Range: 0..<0, with: "１２３４５６７").text   // "123-4567"
        /// ```
        ///
        /// The rewrite happens before the mask reads the text, whatever the digit meets: a `[0]`,
        /// `[_]` or custom-notation slot receives the ASCII digit (a notation meant for non-ASCII
        /// digits only then rejects it), and a dropped digit is reported as its ASCII digit, at its
        /// offset in the rewritten text (an astral digit such as `𝟏` takes two UTF-16 units before
        /// and one after). A digit that one of the formats contains (a literal written `{٣}`) is
        /// left as typed everywhere, so that literal still matches it and setting the text the
        /// field shows gives it back. Characters of several scalars (a keycap `1️⃣`) stay as typed.
        /// Text already in the field is not rewritten until it is set again, as
        /// ``MaskedTextInput/setConfiguration(_:)`` does.
        ///
        /// - Complexity: O(n) more per edit for n bytes of inserted text (a look at each byte when it is ASCII).
        public var normalizesDigits: Bool
        /// Whether dashes typed or pasted are read as `-` (hyphen-minus), so that they match a `-` the
        /// mask shows.
        ///
        /// iOS smart punctuation types `–` (en dash) for `--`, and pasted numbers carry `−` (U+2212
        /// minus sign), `—` (em dash) or `‐` (hyphen). On, each such Character of the text an edit
        /// brings becomes `-` before the mask reads it: U+2010 to U+2015, U+2212, U+FE58, U+FE63 and
        /// U+FF0D. A `-` of the format then takes it as its literal rather than dropping it; where the
        /// mask has no `-`, it is dropped as `-`. Custom-notation slots receive `-`. A dash that one
        /// of the formats contains (a literal `–`) is left as typed, so that literal still matches
        /// it. The engine's own matching is unchanged: a `-` literal still matches only `-`. Off by
        /// default.
        ///
        /// - Complexity: O(n) more per edit for n bytes of inserted text (a look at each byte when it is ASCII).
        public var normalizesDashes: Bool

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - primaryFormat: the format used when no affine format fits better.
        ///   - affineFormats: other formats to choose from; none by default.
        ///   - affinityStrategy: how texts are scored against formats; `.wholeString` by default.
        ///   - customNotations: extra symbols for `[]` blocks; none by default.
        ///   - autocomplete: add fixed characters after typing at the end; on by default.
        ///   - autoskip: remove dangling fixed characters after a backspace at the end; off by default.
        ///   - rightToLeft: apply the formats from the end of the text; off by default.
        ///   - autocompleteOnFocus: show the leading fixed characters when an empty field gets focus; on by default.
        ///   - normalizesDigits: write decimal digits of every script as ASCII digits; off by default.
        ///   - normalizesDashes: read dashes and the minus sign as `-`; off by default.
        public init(
            primaryFormat: String,
            affineFormats: [String] = [],
            affinityStrategy: AffinityCalculationStrategy = .wholeString,
            customNotations: [Notation] = [],
            autocomplete: Bool = true,
            autoskip: Bool = false,
            rightToLeft: Bool = false,
            autocompleteOnFocus: Bool = true,
            normalizesDigits: Bool = false,
            normalizesDashes: Bool = false
        ) {
            self.primaryFormat = primaryFormat
            self.affineFormats = affineFormats
            self.affinityStrategy = affinityStrategy
            self.customNotations = customNotations
            self.autocomplete = autocomplete
            self.autoskip = autoskip
            self.rightToLeft = rightToLeft
            self.autocompleteOnFocus = autocompleteOnFocus
            self.normalizesDigits = normalizesDigits
            self.normalizesDashes = normalizesDashes
        }
    }
}
