import Foundation
import InputMask
import Testing

/// The code of the input-mask documents (README, wiki and Swiftpack pages of earlier releases),
/// as they print it: it compiles against this package and gives the results the documents list.
///
/// Some snippets use spellings of releases before 7.x (`apply(toText:autocomplete:)`); those are
/// deprecated here, and the tests call them through `deprecated` (Support/DeprecatedCalls.swift).
@Suite("The input-mask documents' code, as printed")
struct SeedDocumentCodeTests {
    @Test("String formatting without views: the README's snippet with apply(toText:autocomplete:)")
    func stringFormattingWithoutViews() throws {
        let mask: Mask = try! Mask(format: "+7 ([000]) [000] [00] [00]")
        let input: String = "+71234567890"
        let result: Mask.Result = deprecated.apply(
            mask,
            toText: CaretString(
                string: input,
                caretPosition: input.endIndex
            ),
            autocomplete: true // you may consider disabling autocompletion for your case
        )
        let output: String = result.formattedText.string
        #expect(output == "+7 (123) 456 78 90")
        #expect(result.extractedValue == "1234567890")
        #expect(result.complete)
    }

    @Test("apply(toText:autocomplete:) replaces the caret's gravity", arguments: [true, false])
    func applyWithAutocompleteFlag(autocomplete: Bool) throws {
        let mask = try Mask(format: "[00]{/}[00]")
        let text = CaretString(string: "12", caretPosition: "12".endIndex, caretGravity: .backward(autoskip: true))
        let expected = mask.apply(toText: CaretString(string: "12", caretPosition: "12".endIndex, caretGravity: .forward(autocomplete: autocomplete)))
        #expect(deprecated.apply(mask, toText: text, autocomplete: autocomplete) == expected)
        #expect(expected.formattedText.string == (autocomplete ? "12/" : "12"))
    }

    @Test("Custom notations: Mask(format:customNotations:) and getOrCreate with a `.,` notation")
    func customNotationConstructors() throws {
        let mask = try Mask(
            format: "[999][.][99]",
            customNotations: [
                Notation(
                    character: ".",
                    characterSet: CharacterSet(charactersIn: ".,"),
                    isOptional: true
                ),
            ]
        )
        let cached = try Mask.getOrCreate(
            withFormat: "[999][.][99]",
            customNotations: [
                Notation(
                    character: ".",
                    characterSet: CharacterSet(charactersIn: ".,"),
                    isOptional: true
                ),
            ]
        )
        for input in ["1", "12.5", "123,45", "1,2"] {
            let text = CaretString(string: input, caretPosition: input.endIndex, caretGravity: .forward(autocomplete: false))
            #expect(mask.apply(toText: text).formattedText.string == input)
            #expect(cached.apply(toText: text) == mask.apply(toText: text))
        }
    }

    @Test("The mask format examples compile", arguments: [
        "[00000000000]", "{401}-[000]-[00]-[00]", "[000999999]", "{818}-[000]-[00]-[00]",
        "[A][-----------------------------------------------------]",
        "[A][_______________________________________________________________]", "8 [0000000000]",
        "8([000])[000]-[00]-[00]", "[0000]{-}[00]", "+1 ([000]) [000] [00] [00]",
        "[…]", "[00…]", "[9…]", "[_…]", "[-…]", "[0…][AAA]", "\\[[00]\\]", "\\[[00]{\\]}",
    ])
    func formatExamplesCompile(format: String) {
        #expect(Mask.isValid(format: format))
    }

    @Test("`[[00]000]` fails to initialise, as the documents say")
    func nestedBracketsFail() {
        #expect(!Mask.isValid(format: "[[00]000]"))
    }

    @Test("`let format: String = \"\\\\[[00]\\\\]\"` lets the user enter [12] and extracts 12; `{\\]}` extracts the bracket")
    func escapedBrackets() throws {
        let format: String = "\\[[00]\\]"
        let typed = "12"
        let result = try Mask(format: format).apply(toText: CaretString(string: typed, caretPosition: typed.endIndex, caretGravity: .forward(autocomplete: true)))
        #expect(result.formattedText.string == "[12]")
        #expect(result.extractedValue == "12")
        let fixed = try Mask(format: "\\[[00]{\\]}").apply(toText: CaretString(string: typed, caretPosition: typed.endIndex, caretGravity: .forward(autocomplete: true)))
        #expect(fixed.formattedText.string == "[12]")
        #expect(fixed.extractedValue == "12]")
    }

    @Test("Elliptical masks: completeness as the documents describe it", arguments: [
        ("[…]", "", true), ("[00…]", "1", false), ("[00…]", "12", true), ("[9…]", "", true),
        ("[_…]", "", false), ("[_…]", "a", true), ("[-…]", "", true), ("[0…][AAA]", "5", true),
    ])
    func ellipsisCompleteness(format: String, input: String, complete: Bool) throws {
        let result = try Mask(format: format).apply(toText: CaretString(string: input, caretPosition: input.endIndex, caretGravity: .forward(autocomplete: false)))
        #expect(result.complete == complete)
    }

    @Test("`[0…][AAA]` keeps accepting digits, not letters")
    func ellipsisTerminates() throws {
        let input = "5a67"
        let result = try Mask(format: "[0…][AAA]").apply(toText: CaretString(string: input, caretPosition: input.endIndex, caretGravity: .forward(autocomplete: false)))
        #expect(result.formattedText.string == "567")
    }

    @Test("The placeholder example: `([009])[Aa]` gives `(000)aa`")
    func placeholder() throws {
        #expect(try Mask(format: "([009])[Aa]").placeholder == "(000)aa")
    }
}
