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
        public init(
            primaryFormat: String,
            affineFormats: [String] = [],
            affinityStrategy: AffinityCalculationStrategy = .wholeString,
            customNotations: [Notation] = [],
            autocomplete: Bool = true,
            autoskip: Bool = false,
            rightToLeft: Bool = false,
            autocompleteOnFocus: Bool = true
        ) {
            self.primaryFormat = primaryFormat
            self.affineFormats = affineFormats
            self.affinityStrategy = affinityStrategy
            self.customNotations = customNotations
            self.autocomplete = autocomplete
            self.autoskip = autoskip
            self.rightToLeft = rightToLeft
            self.autocompleteOnFocus = autocompleteOnFocus
        }
    }
}
