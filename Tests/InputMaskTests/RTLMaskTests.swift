import InputMask
import Testing

/// Right-to-left masks: groups fill from the end of the text.
@Suite("Right-to-left masks")
struct RTLMaskTests {
    @Test("Thousands are grouped from the end", arguments: [
        ("1", "1"), ("1234", "1 234"), ("1234567", "1 234 567"), ("123456789", "123 456 789"),
    ])
    func groupsFromTheEnd(input: String, output: String) throws {
        let result = try apply("[999] [999] [990]", to: input, rightToLeft: true)
        #expect(result.formattedText.string == output)
        #expect(result.extractedValue == input)
        #expect(result.formattedText.caretCharacterOffset == output.count)
    }

    @Test("An empty format drops every Character in both directions", arguments: ["", "7", "123 45"], [false, true])
    func emptyFormat(input: String, rightToLeft: Bool) throws {
        let result = try apply("", to: input, rightToLeft: rightToLeft)
        #expect(result.formattedText.string == "")
        #expect(result.formattedText.caretCharacterOffset == 0)
        #expect(result.extractedValue == "")
        #expect(result.affinity == -input.count)
        #expect(result.complete)
        #expect(result.tailPlaceholder == "")
    }

    @Test("A fixed prefix stays in front of an elliptical amount")
    func currencyPrefix() throws {
        let result = try apply("{$}[0…]", to: "1234", rightToLeft: true)
        #expect(result.formattedText.string == "1234")
        // Reversed, `{$}[0…]` reads `[0…]{$}`: the ellipsis ends it before `$`.
        #expect(try RTLMask(format: "{$}[0…]").placeholder == "0")
    }

    @Test("The placeholder and metrics are those of the reversed format")
    func reversedPlaceholder() throws {
        let mask = try RTLMask(format: "[00]{.}[00]{.}[9900]")
        #expect(mask.placeholder == "0000.00.00")
        #expect(mask.totalTextLength == 10)
    }

    @Test("Escaped brackets stay escaped when the format is reversed")
    func escapes() throws {
        // Read from the end, the leading `[` is what follows the input, so autocompletion adds it
        // only when the caret is at the start of the text.
        let caretAtEnd = try apply("\\[[00]\\]", to: "12", rightToLeft: true)
        #expect(caretAtEnd.formattedText.string == "12]")
        #expect(caretAtEnd.extractedValue == "12")
        let caretAtStart = try apply("\\[[00]\\]", to: "12", caret: 0, rightToLeft: true)
        #expect(caretAtStart.formattedText.string == "[12]")
        #expect(caretAtStart.extractedValue == "12")
    }

    @Test("RTLMask.getOrCreate returns a right-to-left mask, distinct from the left-to-right one")
    func cachedByDirection() throws {
        let rtl = try RTLMask.getOrCreate(withFormat: "[0] [000]")
        let ltr = try Mask.getOrCreate(withFormat: "[0] [000]")
        #expect(!(ltr is RTLMask))
        let text = CaretString(string: "12", caretPosition: "12".endIndex)
        #expect(rtl.apply(toText: text).formattedText.string == "12")
        #expect(ltr.apply(toText: text).formattedText.string == "1 2")
    }
}
