#if Macros
import Foundation
import InputMask
import SwiftDiagnostics
import SwiftSyntax

/// Reads the custom notations written in a macro call, as far as compiling a format needs them.
enum NotationLiterals {
    /// A notation for each `Notation(character: "x", ...)` in the array literal, with an empty
    /// character set: whether a format compiles depends only on the notations' characters.
    ///
    /// - Parameters:
    ///   - expression: the `customNotations:` argument.
    ///   - macro: the macro's name, for the message.
    /// - Throws: `DiagnosticsError` at the first element the macro cannot read.
    /// - Complexity: O(n) for n bytes of source in the argument.
    static func notations(in expression: ExprSyntax, macro: String) throws(DiagnosticsError) -> [Notation] {
        guard let array = expression.as(ArrayExprSyntax.self) else {
            throw error(at: expression, macro: macro)
        }
        var notations: [Notation] = []
        for element in array.elements {
            guard let character = character(of: element.expression) else {
                throw error(at: element.expression, macro: macro)
            }
            notations.append(Notation(character: character, characterSet: CharacterSet(), isOptional: false))
        }
        return notations
    }

    /// The character of a `Notation(character: "x", ...)` call, or `nil` for any other expression.
    private static func character(of expression: ExprSyntax) -> Character? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              ["Notation", "InputMask.Notation", ".init", "Notation.init", "InputMask.Notation.init"]
                  .contains(call.calledExpression.trimmedDescription),
              let argument = call.arguments.first, argument.label?.text == "character",
              let literal = argument.expression.as(StringLiteralExprSyntax.self),
              let value = literal.representedLiteralValue, value.count == 1
        else { return nil }
        return value.first
    }

    private static func error(at node: ExprSyntax, macro: String) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: node, message: MaskMacroDiagnostic.literalNotationRequired(macro: macro))])
    }
}
#endif
