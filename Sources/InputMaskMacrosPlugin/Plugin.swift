#if Macros
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides `#mask` and `#rtlMask`.
@main
struct Plugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [MaskMacro.self, RTLMaskMacro.self]
}
#else
/// A stand-in without the `Macros` trait, which alone brings swift-syntax: it keeps `swift build`
/// and `swift test` of the whole package working for those who never use the macros.
@main
enum Plugin {
    static func main() {}
}
#endif
