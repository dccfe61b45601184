import InputMask
import Testing

/// When the caret moves: at once, or on the next main-queue turn, and never on a field that
/// changed or lost focus meanwhile (input-mask-ios #120).
@Suite("Text input listener: caret")
@MainActor
struct TextInputListenerCaretTests {
    @Test("A later caret is dropped when code changed the text before the main queue ran")
    func staleTextDropsCaret() {
        let (host, listener) = simulatedField("[00]-[00]")
        listener.core.setCaret(1, in: host)
        host.setTextFromCode("12-34")
        host.runMainQueue()
        #expect(host.selectedUTF16Range == 5..<5)
        #expect(!host.log.contains("caret 1"))
    }

    @Test("A later caret is dropped when the field lost focus before the main queue ran")
    func resignDropsCaret() {
        let (host, listener) = simulatedField("[00]-[00]")
        host.typeEach("123")
        listener.core.setCaret(0, in: host)
        host.resign()
        host.runMainQueue()
        #expect(!host.log.contains("caret 0"))
    }

    @Test("A later caret on an unchanged, focused field moves it, clamped to the text")
    func laterCaretMoves() {
        let (host, listener) = simulatedField("[00]-[00]")
        host.typeEach("12")
        listener.core.setCaret(1, in: host)
        #expect(host.selectedUTF16Range == 3..<3)
        host.runMainQueue()
        #expect(host.selectedUTF16Range == 1..<1)
        listener.core.setCaret(99, in: host)
        host.runMainQueue()
        #expect(host.selectedUTF16Range == 3..<3)
    }

    @Test("put(text:into:) on a field without focus sets no caret, now or later")
    func putWithoutFocus() {
        let host = SimulatedTextHost(.textField)
        let listener = SimulatedListener("[00]-[00]", host: host)
        host.delegate = listener
        _ = listener.put("1234", into: host)
        host.runMainQueue()
        #expect(host.hostText == "12-34")
        #expect(!host.log.contains { $0.hasPrefix("caret") })
    }

    @Test("An NSRange of any location and length is clamped to the text",
          arguments: [(0, 0, 0..<0), (-3, 2, 0..<2), (4, 10, 4..<5), (Int.max, 1, 5..<5), (2, Int.max, 2..<5)])
    func clampedRange(location: Int, length: Int, expected: Range<Int>) {
        #expect(TextInputListenerCore.clampedRange(location: location, length: length, count: 5) == expected)
    }
}
