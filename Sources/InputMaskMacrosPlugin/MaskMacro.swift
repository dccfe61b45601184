#if Macros
import InputMask
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#mask("…")`: a `Mask` whose format was compiled at build time.
struct MaskMacro: ExpressionMacro {
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        try MaskExpansion.expand(node, macro: "mask", rightToLeft: false)
    }
}

/// `#rtlMask("…")`: an `RTLMask` whose format was compiled at build time.
struct RTLMaskMacro: ExpressionMacro {
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        try MaskExpansion.expand(node, macro: "rtlMask", rightToLeft: true)
    }
}

/// What both macros do: compile the format with the notations' characters, then either report the
/// error at the offending Character or expand to the cached mask of a format known to be valid.
enum MaskExpansion {
    /// Checks a macro call and returns its expansion.
    ///
    /// - Parameters:
    ///   - node: the macro call.
    ///   - macro: the macro's name, for messages.
    ///   - rightToLeft: whether the mask is an `RTLMask`.
    /// - Throws: `DiagnosticsError` for an invalid format or an argument that is not a literal.
    /// - Complexity: that of compiling the format, O(n log b) for n Characters whose longest `[]`
    ///   block has b symbols, plus O(s) for s bytes of source in the arguments.
    static func expand(
        _ node: some FreestandingMacroExpansionSyntax, macro: String, rightToLeft: Bool
    ) throws(DiagnosticsError) -> ExprSyntax {
        guard let formatArgument = node.arguments.first(where: { $0.label == nil }) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: MaskMacroDiagnostic.stringLiteralRequired(macro: macro))])
        }
        guard let literal = formatArgument.expression.as(StringLiteralExprSyntax.self),
              let format = FormatLiteral(literal)
        else {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: formatArgument.expression, message: MaskMacroDiagnostic.stringLiteralRequired(macro: macro)),
            ])
        }
        let notationsArgument = node.arguments.first { $0.label?.text == "customNotations" }
        let notations = try notationsArgument.map { argument throws(DiagnosticsError) in
            try NotationLiterals.notations(in: argument.expression, macro: macro)
        } ?? []
        do throws(MaskFormatError) {
            // Typed, so every failure of the format is reported here, at its Character.
            try (rightToLeft ? RTLMask.self : Mask.self).checkFormat(format.value, customNotations: notations)
        } catch {
            let character = format.sourceRange(ofCharacterAt: error.offset)
            throw DiagnosticsError(diagnostics: [
                PositionedDiagnostics.error(at: character.lowerBound, length: character.upperBound.utf8Offset - character.lowerBound.utf8Offset,
                                            in: literal, message: MaskMacroDiagnostic.invalidFormat(error)),
            ])
        }
        let maskType = rightToLeft ? "RTLMask" : "Mask"
        if let notationsArgument {
            return "InputMask.\(raw: maskType).__macroExpansion(validatedFormat: \(literal.trimmed), customNotations: \(notationsArgument.expression.trimmed))"
        }
        return "InputMask.\(raw: maskType).__macroExpansion(validatedFormat: \(literal.trimmed))"
    }
}
#endif
