#if Macros
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin that provides `#mask` and `#rtlMask`.
///
/// It runs swift-syntax's message loop as `CompilerPlugin.main()` does, with one difference: the
/// replies pass through `PositionedMessageHandler`, so that a format error points at the offending
/// Character rather than at the start of the literal.
@main
enum Plugin {
    static func main() throws {
        let handler = PositionedMessageHandler(base: PluginProviderMessageHandler(provider: MacroProvider()))
        try CompilerPluginMessageListener(connection: try StandardIOMessageConnection(), messageHandler: handler).main()
    }
}

/// Finds the macros by the type names their declarations give to `#externalMacro`.
struct MacroProvider: PluginProvider {
    struct UnknownMacro: Error, CustomStringConvertible {
        let description: String
    }

    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "MaskMacro": return MaskMacro.self
        case "RTLMaskMacro": return RTLMaskMacro.self
        default: throw UnknownMacro(description: "InputMaskMacrosPlugin has no macro \(moduleName).\(typeName)")
        }
    }
}
#else
/// A stand-in without the `Macros` trait, which alone brings swift-syntax: it keeps `swift build`
/// and `swift test` of the whole package working for those who never use the macros.
@main
enum Plugin {
    static func main() {}
}
#endif
