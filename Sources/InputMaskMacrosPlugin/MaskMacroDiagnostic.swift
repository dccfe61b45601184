#if Macros
import InputMask
import SwiftDiagnostics

/// The errors `#mask` and `#rtlMask` report at build time.
enum MaskMacroDiagnostic: DiagnosticMessage {
    /// The format does not compile; the message is the error's own description.
    case invalidFormat(MaskFormatError)
    /// The format is not a plain string literal (a variable, or a literal with interpolation).
    case stringLiteralRequired(macro: String)
    /// A custom notation whose character the macro cannot read at build time.
    case literalNotationRequired(macro: String)

    var message: String {
        switch self {
        case .invalidFormat(let error):
            return error.description
        case .stringLiteralRequired(let macro):
            return "#\(macro) needs its format as a string literal without interpolation, so that it can be checked at build time; for a format made at run time use `try Mask.getOrCreate(withFormat:)`"
        case .literalNotationRequired(let macro):
            return "#\(macro) needs customNotations as an array literal of `Notation(character: \"x\", characterSet: ..., isOptional: ...)` calls with a one-Character string literal for `character`, so that the format can be checked at build time; for notations made at run time use `try Mask.getOrCreate(withFormat:customNotations:)`"
        }
    }

    var diagnosticID: MessageID {
        switch self {
        case .invalidFormat: MessageID(domain: "InputMaskMacros", id: "invalidFormat")
        case .stringLiteralRequired: MessageID(domain: "InputMaskMacros", id: "stringLiteralRequired")
        case .literalNotationRequired: MessageID(domain: "InputMaskMacros", id: "literalNotationRequired")
        }
    }

    var severity: DiagnosticSeverity { .error }
}
#endif
