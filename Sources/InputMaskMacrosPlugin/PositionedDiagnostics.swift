#if Macros
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftDiagnostics
import SwiftSyntax
import Synchronization

/// Diagnostics at a position inside their node, also when the compiler runs the macros.
///
/// swift-syntax's plugin layer (600.0.0 to 603.0.1) sends the compiler the start of a diagnostic's
/// node and drops `Diagnostic.position` (swiftlang/swift#80110), so an error at a Character inside
/// a string literal would point at the literal's opening quote. A diagnostic made here records how
/// far past its node it belongs; `PositionedMessageHandler` moves it there in the reply to the
/// compiler. swift-syntax's own tools, such as `assertMacroExpansion`, read `position` directly.
enum PositionedDiagnostics {
    /// Where a diagnostic belongs: bytes past the start of its node, and the length to highlight.
    struct Placement: Sendable {
        let distance: Int
        let length: Int
    }

    /// The placements of the diagnostics made while one message is handled, by message text.
    final class PlacementLog: Sendable {
        let placements = Mutex<[String: Placement]>([:])
    }

    /// The log of the message being handled on this task, if any. Task-local rather than global,
    /// so that messages handled at once (tests run in parallel) never see each other's placements.
    @TaskLocal static var log: PlacementLog?

    /// An error at `position` inside `node`, highlighting `length` bytes there.
    ///
    /// - Complexity: O(1) amortised, plus hashing the message.
    static func error(
        at position: AbsolutePosition, length: Int, in node: some SyntaxProtocol, message: some DiagnosticMessage
    ) -> Diagnostic {
        let placement = Placement(distance: position.utf8Offset - node.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  length: length)
        log?.placements.withLock { $0[message.message] = placement }
        return Diagnostic(node: node, position: position, message: message)
    }
}

/// swift-syntax's message handler, with each recorded diagnostic moved to its placement.
struct PositionedMessageHandler<Base: PluginMessageHandler>: PluginMessageHandler {
    let base: Base

    func handleMessage(_ message: HostToPluginMessage) -> PluginToHostMessage {
        let log = PositionedDiagnostics.PlacementLog()
        let reply = PositionedDiagnostics.$log.withValue(log) { base.handleMessage(message) }
        let placements = log.placements.withLock { $0 }
        guard !placements.isEmpty else { return reply }
        switch reply {
        case .expandMacroResult(let source, let diagnostics):
            return .expandMacroResult(expandedSource: source, diagnostics: diagnostics.map { place($0, placements) })
        case .expandFreestandingMacroResult(let source, let diagnostics):
            return .expandFreestandingMacroResult(expandedSource: source, diagnostics: diagnostics.map { place($0, placements) })
        default:
            return reply
        }
    }

    func shutDown() throws {
        try base.shutDown()
    }

    private func place(
        _ diagnostic: PluginMessage.Diagnostic, _ placements: [String: PositionedDiagnostics.Placement]
    ) -> PluginMessage.Diagnostic {
        guard let placement = placements[diagnostic.message], diagnostic.position.fileName != "" else { return diagnostic }
        var placed = diagnostic
        placed.position.offset += placement.distance
        placed.highlights = [.init(fileName: placed.position.fileName, startOffset: placed.position.offset,
                                   endOffset: placed.position.offset + placement.length)]
        return placed
    }
}
#endif
