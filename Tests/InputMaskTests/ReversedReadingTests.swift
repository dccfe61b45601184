@testable import InputMask
import Testing

/// `ReversedReading`, the text as right-to-left masks read it.
@Suite("Reversed reading")
struct ReversedReadingTests {
    @Test("Plain text is reversed byte for byte, other text Character by Character, as String(reversed()) does",
          arguments: ["", "a", "12-34", "ab\nc", "\r\n1", "\u{0436}\u{0451}", "e\u{301}x", "\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}1"])
    func charactersReversed(text: String) {
        #expect(Array(ReversedReading.characters(of: text).utf8) == Array(String(text.reversed()).utf8))
    }

    @Test("Carets and bytes mirror to as far from the other end", arguments: [(0, 5, 5), (5, 5, 0), (2, 7, 5)])
    func mirroring(caret: Int, count: Int, mirrored: Int) {
        #expect(ReversedReading.mirroredCaret(caret, count: count) == mirrored)
        #expect(ReversedReading.mirroredCaret(mirrored, count: count) == caret)
        if caret < count { #expect(ReversedReading.mirroredByte(caret, count: count) == mirrored - 1) }
    }
}
