import InputMask
import Testing

/// Integer caret conveniences, in Characters and in UTF-16 code units, and caret edge cases.
@Suite("Caret offsets")
struct CaretStringTests {
    @Test("Character and UTF-16 offsets convert both ways around emoji", arguments: [
        // string, Character offset, UTF-16 offset
        ("👍🏽12", 0, 0), ("👍🏽12", 1, 4), ("👍🏽12", 2, 5), ("👍🏽12", 3, 6),
        ("e\u{301}x", 1, 2), ("🇺🇸🇫🇷", 1, 4), ("abc", 2, 2),
    ])
    func offsetsRoundTrip(string: String, characters: Int, utf16: Int) {
        let byCharacters = CaretString(string: string, characterOffset: characters)
        #expect(byCharacters.caretUTF16Offset == utf16)
        let byUTF16 = CaretString(string: string, utf16Offset: utf16)
        #expect(byUTF16.caretCharacterOffset == characters)
        #expect(byUTF16.caretPosition == byCharacters.caretPosition)
    }

    @Test("Offsets out of range are clamped, and a UTF-16 offset inside a Character rounds down")
    func clamping() {
        #expect(CaretString(string: "abc", characterOffset: -5).caretCharacterOffset == 0)
        #expect(CaretString(string: "abc", characterOffset: 99).caretCharacterOffset == 3)
        #expect(CaretString(string: "abc", utf16Offset: 99).caretUTF16Offset == 3)
        #expect(CaretString(string: "👍🏽1", utf16Offset: 1).caretCharacterOffset == 0)
        #expect(CaretString(string: "👍🏽1", utf16Offset: 3).caretUTF16Offset == 0)
    }

    @Test("A caret index from past the end of the text counts as the end")
    func caretPastTheEnd() throws {
        let long = "1234567890"
        let text = CaretString(string: "12", caretPosition: long.endIndex, caretGravity: .forward(autocomplete: true))
        let result = try Mask(format: "[00]{/}[00]").apply(toText: text)
        #expect(result.formattedText.string == "12/")
        #expect(result.formattedText.caretCharacterOffset == 3)
    }

    @Test("The output caret lands on a Character boundary after emoji and combining marks")
    func caretAfterEmoji() throws {
        let result = try apply("[A…]", to: "e\u{301}👍🏽a", caret: 2)
        #expect(result.formattedText.string == "e\u{301}a")
        #expect(result.formattedText.caretCharacterOffset == 1)
        #expect(result.formattedText.caretUTF16Offset == 2)
    }

    @Test("CR LF is one Character")
    func carriageReturnLineFeed() throws {
        let result = try apply("[_…]", to: "a\r\nb", caret: 2, gravity: .forward(autocomplete: false))
        #expect(result.formattedText.string == "ab")
        #expect(result.formattedText.caretCharacterOffset == 1)
        #expect(result.affinity == 1)
    }

    @Test("Descriptions mark the caret")
    func descriptions() {
        #expect(CaretString(string: "abc", characterOffset: 1).description == "a|bc")
    }
}
