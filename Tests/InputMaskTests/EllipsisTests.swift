import InputMask
import Testing

/// Elliptical masks: `…` repeats the class of the symbol before it, and ends the format.
@Suite("Elliptical masks")
struct EllipsisTests {
    @Test("The documented elliptical formats", arguments: [
        // format, input, output, complete
        ("[…]", "", "", true),
        ("[…]", "ab12cd", "ab12cd", true),
        ("[-…]", "ab12cd", "ab12cd", true),
        ("[00…]", "1", "1", false),
        ("[00…]", "12", "12", true),
        ("[00…]", "12a345", "12345", true),
        ("[9…]", "", "", true),
        ("[9…]", "1x2", "12", true),
        ("[_…]", "", "", false),
        ("[_…]", "a", "a", true),
        ("[A…]", "ab1c", "abc", true),
        ("[a…]", "абв", "абв", true),
        ("[0…][AAA]", "5", "5", true),
        ("[0…][AAA]", "5abc", "5", true),
        ("[0…][AAA]", "56", "56", true),
    ])
    func documentedFormats(format: String, input: String, output: String, complete: Bool) throws {
        let result = try apply(format, to: input)
        #expect(result.formattedText.string == output)
        #expect(result.complete == complete)
    }

    @Test("Runs of letters end where a mark joins the last one or a Character is not in the class", arguments: [
        // input, output: a mark joins the letter before it into one Character, kept whole or dropped whole
        ("жж\u{0301}中中\u{0301}ж", "жж\u{0301}中中\u{0301}ж"),
        ("жж1\u{0301}ж", "жжж"),
        // a three-byte spacing mark after two-byte letters: the last letter is handed back whole
        ("жж\u{0903}ж", "жж\u{0903}ж"),
        ("ж中\u{0903}\u{0301}ж", "ж中\u{0903}\u{0301}ж"),
        ("中中\u{20E3}中", "中中\u{20E3}中"),  // an enclosing mark (Me) is in the class
        ("ж\u{1F44D}\u{1F3FD}中\u{1F1FA}\u{1F1E6}ж", "ж中ж"),
    ])
    func letterRuns(input: String, output: String) throws {
        let result = try apply("[A…]", to: input)
        #expect(result.formattedText.string == output)
        #expect(result.extractedValue == output)
    }

    @Test("A text an ellipsis takes whole gives the same result with the caret at the end as one Character before it", arguments: [
        ("[A…]", "жёлтый中文かなカナ한국"), ("[-…]", "ж1中٣"), ("[0…]", "١٢٣٤"), ("[A…]", "ж"), ("[_…]", "中١ж"),
        ("[…]", "жж"), ("[AAA…]", "жж"), ("[Aa…]", "ж"), ("[A0…]", "ж"), ("[00…]", "١٢"),
    ])
    func wholeTextTaken(format: String, text: String) throws {
        let mask = try Mask(format: format)
        let atEnd = mask.apply(toText: CaretString(string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: true)))
        let before = mask.apply(toText: CaretString(
            string: text, caretPosition: text.index(before: text.endIndex), caretGravity: .forward(autocomplete: true)))
        #expect(atEnd.formattedText.string == before.formattedText.string)
        #expect(atEnd.extractedValue == before.extractedValue)
        #expect(atEnd.affinity == before.affinity)
        #expect(atEnd.complete == before.complete)
        #expect(atEnd.tailPlaceholder == before.tailPlaceholder)
        #expect(atEnd.formattedText.caretPosition == atEnd.formattedText.string.endIndex)
        let output = atEnd.formattedText.string
        #expect(output.distance(from: output.startIndex, to: before.formattedText.caretPosition) == output.count - 1)
    }

    @Test("An ellipsis inherits a custom notation's set")
    func customEllipsis() throws {
        let upper = Notation(character: "C", characterSet: .uppercaseLetters, isOptional: false)
        #expect(try apply("[C…]", to: "ABcD1E", notations: [upper]).formattedText.string == "ABDE")
    }

    @Test("Text after an ellipsis is never used")
    func formatAfterEllipsisIsIgnored() throws {
        let mask = try Mask(format: "[0…][AAA]")
        #expect(mask.placeholder == "0")
        #expect(mask.totalTextLength == 2)
        #expect(mask.totalValueLength == 2)
    }
}
