#if Macros
@testable import InputMaskMacrosPlugin
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// swift-syntax's `assertMacroExpansion` for `#mask` and `#rtlMask`, reporting to Swift Testing.
func assertExpansion(
    _ source: String, expandedSource: String, diagnostics: [DiagnosticSpec] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expandedSource, diagnostics: diagnostics,
        macroSpecs: ["mask": MacroSpec(type: MaskMacro.self), "rtlMask": MacroSpec(type: RTLMaskMacro.self)],
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    )
}
#endif
