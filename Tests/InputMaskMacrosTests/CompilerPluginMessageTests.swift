#if Macros
@testable import InputMaskMacrosPlugin
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import Testing

/// The plugin as the compiler runs it: a format error goes back at the offending Character's
/// offset in the file, highlighting that Character, not at the start of its literal.
@Suite("#mask through the compiler-plugin messages")
struct CompilerPluginMessageTests {
    /// Expands `source`, written at byte `offset` of a file, as the compiler asks the plugin to.
    private func expand(_ source: String, typeName: String = "MaskMacro", at offset: Int) -> PluginToHostMessage {
        let handler = PositionedMessageHandler(base: PluginProviderMessageHandler(provider: MacroProvider()))
        // The compiler's handshake: a host of this protocol version gets `expandMacroResult` replies.
        _ = handler.handleMessage(.getCapability(capability: .init(protocolVersion: PluginMessage.PROTOCOL_VERSION_NUMBER)))
        return handler.handleMessage(.expandFreestandingMacro(
            macro: .init(moduleName: "InputMaskMacrosPlugin", typeName: typeName, name: "mask"),
            macroRole: .expression,
            discriminator: "$s4main4maskfMf_",
            syntax: .init(kind: .expression, source: source,
                          location: .init(fileID: "App/main.swift", fileName: "/App/main.swift", offset: offset, line: 4, column: 12))
        ))
    }

    private func diagnostics(_ reply: PluginToHostMessage) -> [PluginMessage.Diagnostic] {
        switch reply {
        case .expandMacroResult(_, let diagnostics): diagnostics
        default: []
        }
    }

    @Test("An error is sent at the byte offset of the offending Character, after escapes and multi-byte Characters")
    func errorOffset() throws {
        // `#mask("` is 7 bytes; `Тел. ` 8; `\\[` 3; `[0` 2: the `x` is 20 bytes into the source.
        let reply = diagnostics(expand(#"#mask("Тел. \\[[0x]")"#, at: 100))
        let error = try #require(reply.first)
        #expect(reply.count == 1)
        #expect(error.severity == .error)
        #expect(error.message.hasSuffix("at offset 9."))
        #expect(error.position.fileName == "/App/main.swift")
        #expect(error.position.offset == 120)
        #expect(error.highlights.map { [$0.startOffset, $0.endOffset] } == [[120, 121]])
    }

    @Test("A multi-byte offending Character is highlighted whole")
    func multiByteHighlight() throws {
        // `é` is 2 bytes, at 8 bytes into the source.
        let error = try #require(diagnostics(expand(#"#rtlMask("[é]")"#, typeName: "RTLMaskMacro", at: 0)).first)
        #expect(error.position.offset == 11)
        #expect(error.highlights.map { [$0.startOffset, $0.endOffset] } == [[11, 13]])
    }

    @Test("A valid format is expanded with no diagnostics")
    func validFormat() {
        let reply = expand(#"#mask("[00]")"#, at: 100)
        #expect(diagnostics(reply).isEmpty)
        guard case .expandMacroResult(let source, _) = reply else {
            Issue.record("unexpected reply \(reply)")
            return
        }
        #expect(source == #"InputMask.Mask.__macroExpansion(validatedFormat: "[00]")"#)
    }
}
#endif
