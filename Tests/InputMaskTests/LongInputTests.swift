import InputMask
import Testing

/// Huge inputs and formats are handled without recursion, quadratic work or lost text.
/// (Speed is measured by the benchmark, not here.)
@Suite("Long inputs")
struct LongInputTests {
    @Test("A million digits pass through `[0…]` whole, with the caret in the middle")
    func millionDigits() throws {
        let digits = String(repeating: "0123456789", count: 100_000)
        let result = try apply("[0…]", to: digits, caret: 500_000)
        #expect(result.formattedText.string == digits)
        #expect(result.extractedValue == digits)
        #expect(result.formattedText.caretCharacterOffset == 500_000)
        #expect(result.affinity == 1_000_000)
    }

    @Test("Long non-ASCII input keeps every Character it accepts", arguments: ["жёлтый", "漢字かな", "👍🏽🇺🇸1"])
    func nonASCII(unit: String) throws {
        let text = String(repeating: unit, count: 10_000)
        let letters = try apply("[A…]", to: text, gravity: .backward(autoskip: true))
        #expect(letters.formattedText.string == String(text.filter { $0.isLetter }))
        let right = try apply("[_…]", to: text, rightToLeft: true)
        #expect(right.extractedValue == String(text.filter { $0.isLetter || $0.isNumber }))
    }

    @Test("Backspace with autoskip in a long text")
    func longBackspace() throws {
        let format = String(repeating: "[0]-", count: 20_000)
        let text = String(repeating: "1-", count: 20_000)
        let result = try apply(format, to: text, caret: 20_000, gravity: .backward(autoskip: true))
        #expect(result.formattedText.string == text)
        // Autoskip in the middle of the text jumps the caret back over the `-` before it.
        #expect(result.formattedText.caretCharacterOffset == 19_999)
    }
}
