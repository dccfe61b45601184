#if Macros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Invalid formats are build errors at the line and UTF-8 column of the offending Character, with
/// `MaskFormatError`'s description; columns below count from the `#` of `#mask` at column 1, so
/// the format's first Character is at column 8 (`#rtlMask`: 11).
@Suite("#mask diagnostics")
struct MaskMacroDiagnosticTests {
    @Test("A nested square bracket is reported at that bracket")
    func nestedSquareBracket() {
        assertExpansion(#"#mask("[00[00]]")"#, expandedSource: #"#mask("[00[00]]")"#, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "[00[00]]": a `[` opens a square block while another is still open, at offset 3."#,
                line: 1, column: 11),
        ])
    }

    @Test("A nested curly bracket is reported at that bracket")
    func nestedCurlyBracket() {
        assertExpansion(#"#mask("{1{2}}")"#, expandedSource: #"#mask("{1{2}}")"#, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "{1{2}}": a `{` opens a curly block while another is still open, at offset 2."#,
                line: 1, column: 10),
        ])
    }

    @Test("An unknown symbol is reported at that symbol")
    func unknownSymbol() {
        assertExpansion(#"#mask("+7 ([000]) [000]-[0x]")"#, expandedSource: #"#mask("+7 ([000]) [000]-[0x]")"#, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "+7 ([000]) [000]-[0x]": `x` in a square block is neither a built-in symbol (0 9 A a _ - …) nor a custom notation, at offset 19."#,
                line: 1, column: 27),
        ])
    }

    @Test("An ellipsis without a class is reported at the ellipsis, after an escaped backslash")
    func ellipsisWithoutClass() {
        // The format is `[\…]`: the source spells the backslash as two bytes.
        assertExpansion(#"#mask("[\\…]")"#, expandedSource: #"#mask("[\\…]")"#, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "[\…]": the ellipsis follows `\`, which has no character class to inherit, at offset 2."#,
                line: 1, column: 11),
        ])
    }

    @Test("Escapes before the error move its column by their length in the source")
    func escapesBefore() {
        // The format is `\["[0x]`: `x` is Character 5, written after two two-byte escapes.
        assertExpansion(#"#mask("\\[\"[0x]")"#, expandedSource: #"#mask("\\[\"[0x]")"#, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "\["[0x]": `x` in a square block is neither a built-in symbol (0 9 A a _ - …) nor a custom notation, at offset 5."#,
                line: 1, column: 15),
        ])
        // Two `\u{…}` escapes make one Character, a flag, so `x` is Character 4 at byte column 29.
        assertExpansion(#"#mask("\u{1F1FA}\u{1F1F8} [0x]")"#, expandedSource: #"#mask("\u{1F1FA}\u{1F1F8} [0x]")"#, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "🇺🇸 [0x]": `x` in a square block is neither a built-in symbol (0 9 A a _ - …) nor a custom notation, at offset 4."#,
                line: 1, column: 29),
        ])
    }

    @Test("Multi-byte Characters before the error count once in the offset and by their bytes in the column")
    func multiByteBefore() {
        // Т е л: two bytes each; the flag: eight bytes, one Character.
        assertExpansion(#"#mask("Тел. 🇷🇺 [0x]")"#, expandedSource: #"#mask("Тел. 🇷🇺 [0x]")"#, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "Тел. 🇷🇺 [0x]": `x` in a square block is neither a built-in symbol (0 9 A a _ - …) nor a custom notation, at offset 9."#,
                line: 1, column: 27),
        ])
    }

    @Test("Raw and multi-line literals point at the Character as written")
    func rawAndMultiLine() {
        assertExpansion(##"#mask(#"\[[0[0]]"#)"##, expandedSource: ##"#mask(#"\[[0[0]]"#)"##, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "\[[0[0]]": a `[` opens a square block while another is still open, at offset 4."#,
                line: 1, column: 13),
        ])
        assertExpansion(
            #"""
            #mask("""
                [00[0]]
                """)
            """#,
            expandedSource: #"""
            #mask("""
                [00[0]]
                """)
            """#,
            diagnostics: [
                DiagnosticSpec(
                    message: #"Invalid mask format "[00[0]]": a `[` opens a square block while another is still open, at offset 3."#,
                    line: 2, column: 8),
            ])
    }

    @Test("#rtlMask reports offsets into the format as written, left to right")
    func rightToLeft() {
        // Read from the end, `[[00]000]` is `[000[00]]`: the nested bracket is the `]` at offset 4.
        assertExpansion(#"#rtlMask("[[00]000]")"#, expandedSource: #"#rtlMask("[[00]000]")"#, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "[[00]000]": a `[` opens a square block while another is still open, at offset 4."#,
                line: 1, column: 15),
        ])
    }

    @Test("A custom notation's character is only valid where it is declared")
    func customNotations() {
        let call = #"#mask("[hh]", customNotations: [Notation(character: "g", characterSet: hex, isOptional: false)])"#
        assertExpansion(call, expandedSource: call, diagnostics: [
            DiagnosticSpec(
                message: #"Invalid mask format "[hh]": `h` in a square block is neither a built-in symbol (0 9 A a _ - …) nor a custom notation, at offset 1."#,
                line: 1, column: 9),
        ])
    }

    @Test("A format that is not a plain string literal is an error at the argument")
    func stringLiteralRequired() {
        let message = "#mask needs its format as a string literal without interpolation, so that it can be checked at build time; for a format made at run time use `try Mask.getOrCreate(withFormat:)`"
        assertExpansion(#"#mask("[0\(n)]")"#, expandedSource: #"#mask("[0\(n)]")"#, diagnostics: [
            DiagnosticSpec(message: message, line: 1, column: 7),
        ])
        assertExpansion(#"#mask(format)"#, expandedSource: #"#mask(format)"#, diagnostics: [
            DiagnosticSpec(message: message, line: 1, column: 7),
        ])
    }

    @Test("Notations the macro cannot read are an error at the element or array, never a run-time trap")
    func literalNotationRequired() {
        let message = #"#rtlMask needs customNotations as an array literal of `Notation(character: "x", characterSet: ..., isOptional: ...)` calls with a one-Character string literal for `character`, so that the format can be checked at build time; for notations made at run time use `try Mask.getOrCreate(withFormat:customNotations:)`"#
        let variable = #"#rtlMask("[hh]", customNotations: notations)"#
        assertExpansion(variable, expandedSource: variable, diagnostics: [
            DiagnosticSpec(message: message, line: 1, column: 35),
        ])
        let element = #"#rtlMask("[hh]", customNotations: [Notation(character: character, characterSet: hex, isOptional: false)])"#
        assertExpansion(element, expandedSource: element, diagnostics: [
            DiagnosticSpec(message: message, line: 1, column: 36),
        ])
    }
}
#endif
