#if Macros
import Testing

/// Valid formats expand to the cached mask of a format known to be valid, written as in the call.
@Suite("#mask expansion")
struct MaskMacroExpansionTests {
    @Test("A valid format expands to Mask.__macroExpansion with the literal as written")
    func validFormat() {
        assertExpansion(
            #"let phone = #mask("+7 ([000]) [000]-[00]-[00]")"#,
            expandedSource: #"let phone = InputMask.Mask.__macroExpansion(validatedFormat: "+7 ([000]) [000]-[00]-[00]")"#
        )
    }

    @Test("Escapes, raw strings and multi-line literals are passed on unchanged")
    func literalForms() {
        assertExpansion(
            #"#mask("\\[[00]\u{1F1F7}\u{1F1FA}")"#,
            expandedSource: #"InputMask.Mask.__macroExpansion(validatedFormat: "\\[[00]\u{1F1F7}\u{1F1FA}")"#
        )
        assertExpansion(
            ##"#mask(#"\[[00]"#)"##,
            expandedSource: ##"InputMask.Mask.__macroExpansion(validatedFormat: #"\[[00]"#)"##
        )
        assertExpansion(
            #"""
            #mask("""
                [00]-[00]
                """)
            """#,
            expandedSource: #"""
            InputMask.Mask.__macroExpansion(validatedFormat: """
                [00]-[00]
                """)
            """#
        )
    }

    @Test("#rtlMask expands to RTLMask.__macroExpansion")
    func rightToLeft() {
        assertExpansion(
            #"#rtlMask("[999] [999] [990]")"#,
            expandedSource: #"InputMask.RTLMask.__macroExpansion(validatedFormat: "[999] [999] [990]")"#
        )
    }

    @Test("Literal custom notations make their symbols valid and are passed on unchanged")
    func customNotations() {
        assertExpansion(
            ##"#mask("#[hhhhhh]", customNotations: [Notation(character: "h", characterSet: hexDigits, isOptional: false)])"##,
            expandedSource: ##"InputMask.Mask.__macroExpansion(validatedFormat: "#[hhhhhh]", customNotations: [Notation(character: "h", characterSet: hexDigits, isOptional: false)])"##
        )
        assertExpansion(
            #"#rtlMask("[hh]", customNotations: [.init(character: "h", characterSet: set(), isOptional: true)])"#,
            expandedSource: #"InputMask.RTLMask.__macroExpansion(validatedFormat: "[hh]", customNotations: [.init(character: "h", characterSet: set(), isOptional: true)])"#
        )
        assertExpansion(
            #"#mask("[00]", customNotations: [])"#,
            expandedSource: #"InputMask.Mask.__macroExpansion(validatedFormat: "[00]", customNotations: [])"#
        )
    }
}
#endif
