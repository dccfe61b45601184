import Foundation
import InputMask
import Testing

/// The behaviour the input-mask documents promise, with their own examples.
@Suite("Applying masks: the documented examples")
struct MaskApplyTests {
    @Test("Autocomplete adds the fixed `/` after the second digit; without it `/` waits for the third")
    func autocompletionTable() throws {
        #expect(try typeKeys("1234", into: "[00]{/}[00]", autocomplete: true) == ["1", "12/", "12/3", "12/34"])
        #expect(try typeKeys("1234", into: "[00]{/}[00]", autocomplete: false) == ["1", "12", "12/3", "12/34"])
    }

    @Test("Free characters are shown but not extracted; `{}` characters are extracted too")
    func freeAndFixedCharacters() throws {
        let free = try apply("[00]-[00]", to: "1234")
        #expect(free.formattedText.string == "12-34")
        #expect(free.extractedValue == "1234")
        let fixed = try apply("[00]{-}[00]", to: "1234")
        #expect(fixed.formattedText.string == "12-34")
        #expect(fixed.extractedValue == "12-34")
    }

    @Test("A phone number is formatted, completed and extracted", arguments: [
        ("+7 ([000]) [000]-[0000]", "1234567890", "+7 (123) 456-7890", "1234567890"),
        ("+1 ([000]) [000] [00] [00]", "5551234567", "+1 (555) 123 45 67", "5551234567"),
        ("+7 ([000]) [000] [00] [00]", "+71234567890", "+7 (123) 456 78 90", "1234567890"),
        ("{+7} ([000]) [000] [00] [00]", "9161234567", "+7 (916) 123 45 67", "+79161234567"),
        ("8([000])[000]-[00]-[00]", "9161234567", "8(916)123-45-67", "9161234567"),
    ])
    func phoneNumbers(format: String, input: String, output: String, value: String) throws {
        let result = try apply(format, to: input)
        #expect(result.formattedText.string == output)
        #expect(result.extractedValue == value)
        #expect(result.complete)
        #expect(result.formattedText.caretCharacterOffset == output.count)
    }

    @Test("Escaped brackets are shown, and extracted when inside `{}`")
    func escapedBrackets() throws {
        let shown = try apply("\\[[00]\\]", to: "12")
        #expect(shown.formattedText.string == "[12]")
        #expect(shown.extractedValue == "12")
        let extracted = try apply("\\[[00]{\\]}", to: "12")
        #expect(extracted.formattedText.string == "[12]")
        #expect(extracted.extractedValue == "12]")
    }

    @Test("Mixed square blocks are split: `[000AA]` behaves as `[000][AA]`")
    func mixedBlocksAreSplit() throws {
        for input in ["123ab", "12ab", "123a", "abc"] {
            #expect(try apply("[000AA]", to: input) == (try apply("[000][AA]", to: input)))
        }
        #expect(try apply("[000AA]", to: "123ab").formattedText.string == "123ab")
    }

    // MaskLanguage.md: "`[00099]` takes three to five digits".
    @Test("`[00099]` takes three to five digits: fewer are incomplete, more are cut to five", arguments: [
        // input, shown, complete
        ("12", "12", false),
        ("123", "123", true),
        ("1234", "1234", true),
        ("12345", "12345", true),
        ("123456", "12345", true),
    ])
    func threeToFiveDigits(input: String, shown: String, complete: Bool) throws {
        let result = try apply("[00099]", to: input)
        #expect(result.formattedText.string == shown)
        #expect(result.extractedValue == shown)
        #expect(result.complete == complete)
    }

    @Test("Optional symbols sort after mandatory ones: `a ([0909]) b` behaves as `a ([0099]) b`")
    func squareBlocksAreSorted() throws {
        let mask = try Mask(format: "a ([0909]) b")
        #expect(mask.placeholder == "a (0000) b")
        for input in ["1", "12", "123", "1234", "a (12) b"] {
            #expect(try apply("a ([0909]) b", to: input) == (try apply("a ([0099]) b", to: input)))
        }
    }

    @Test("A mandatory digit block keeps letters out: `[099][A]` and `[000][A]`", arguments: [
        ("[099][A]", "1b", "1b"), ("[099][A]", "12c", "12c"), ("[099][A]", "123d", "123d"),
        ("[000][A]", "1b", "1"), ("[000][A]", "12c", "12"), ("[000][A]", "123e", "123e"),
    ])
    func optionalDigitsBeforeLetter(format: String, input: String, output: String) throws {
        #expect(try apply(format, to: input).formattedText.string == output)
    }

    @Test("Unwanted characters are dropped and the caret moves left with them")
    func droppedCharactersMoveTheCaret() throws {
        let result = try apply("[000]", to: "1a2", caret: 3, gravity: .forward(autocomplete: false))
        #expect(result.formattedText.string == "12")
        #expect(result.formattedText.caretCharacterOffset == 2)
        #expect(result.affinity == 1)
    }

    @Test("Backspace after a separator with autoskip removes the separator too")
    func backspaceWithAutoskip() throws {
        let skipped = try apply("[00]{/}[00]", to: "12/", caret: 3, gravity: .backward(autoskip: true))
        #expect(skipped.formattedText.string == "12")
        #expect(skipped.formattedText.caretCharacterOffset == 2)
        #expect(skipped.extractedValue == "12")
        let kept = try apply("[00]{/}[00]", to: "12/", caret: 3, gravity: .backward(autoskip: false))
        #expect(kept.formattedText.string == "12/")
        #expect(kept.extractedValue == "12/")
    }

    @Test("Typing in the middle keeps the caret after the typed character")
    func caretInTheMiddle() throws {
        // "12/34" with "5" typed after "1": "152/34" is reformatted to "15/23" (4 is pushed out).
        let result = try apply("[00]{/}[00]", to: "152/34", caret: 2)
        #expect(result.formattedText.string == "15/23")
        #expect(result.formattedText.caretCharacterOffset == 3)
    }

    @Test("Completeness follows the mandatory slots")
    func completeness() throws {
        #expect(try apply("[00]{.}[00]{.}[9900]", to: "1203").complete == false)
        #expect(try apply("[00]{.}[00]{.}[9900]", to: "120319").complete)
        #expect(try apply("[00]{.}[00]{.}[9900]", to: "12031999").formattedText.string == "12.03.1999")
    }

    @Test("The tail placeholder shows what is left to type")
    func tailPlaceholder() throws {
        #expect(try apply("+7 ([000]) [000] [00] [00]", to: "+7 (91").tailPlaceholder == "0) 000 00 00")
        #expect(try apply("[00]{/}[00]", to: "12", gravity: .forward(autocomplete: false)).tailPlaceholder == "/00")
        #expect(try apply("[00]{/}[00]", to: "1234").tailPlaceholder == "")
    }
}
