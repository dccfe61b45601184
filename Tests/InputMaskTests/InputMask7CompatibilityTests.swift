import Foundation
import InputMask
import Testing

/// Code written for input-mask 7.x, spelled as 7.x spells it, against this package.
///
/// Written from 7.x's public API (names, signatures and documented results), not from its sources.
@Suite("input-mask 7.x source compatibility")
struct InputMask7CompatibilityTests {
    @Test("CaretString.CaretGravity is nested as in 7.x and is the same type as CaretGravity")
    func nestedCaretGravity() throws {
        let nested: CaretString.CaretGravity = .forward(autocomplete: true)
        let topLevel: CaretGravity = nested
        #expect(topLevel == .forward(autocomplete: true))
        let text = CaretString(string: "12", caretPosition: "12".endIndex, caretGravity: nested)
        let result = try Mask(format: "[00]{/}[00]").apply(toText: text)
        #expect(result.formattedText.string == "12/")
        #expect(result.formattedText.caretGravity == CaretString.CaretGravity.forward(autocomplete: true))
        #expect(CaretString.CaretGravity.backward(autoskip: true).autoskip)
    }

    // README: "the two-argument `CaretString(string:caretPosition:)` is valid (forward gravity
    // without autocompletion)".
    @Test("The two-argument CaretString(string:caretPosition:) has forward gravity without autocompletion")
    func twoArgumentCaretString() throws {
        let text = CaretString(string: "12", caretPosition: "12".endIndex)
        #expect(text.caretGravity == .forward(autocomplete: false))
        let result = try Mask(format: "[00]{/}[00]").apply(toText: text)
        #expect(result.formattedText.string == "12")
        #expect(result.formattedText.caretGravity == .forward(autocomplete: false))
    }

    static let invalidFormats = ["[[00]000]", "{{00}}", "[00x]", "{0{0}}", "+7 ([000]) [00y]"]

    @Test("catch Compiler.CompilerError.wrongFormat catches every invalid format", arguments: invalidFormats)
    func wrongFormatPattern(format: String) {
        func caughtAsWrongFormat(_ body: () throws -> Void) -> Bool {
            do {
                try body()
                return false
            } catch Compiler.CompilerError.wrongFormat {
                return true
            } catch {
                return false
            }
        }
        #expect(caughtAsWrongFormat { _ = try Mask(format: format) })
        #expect(caughtAsWrongFormat { _ = try RTLMask(format: format) })
        #expect(caughtAsWrongFormat { _ = try Mask.getOrCreate(withFormat: format) })
        #expect(caughtAsWrongFormat { _ = try RTLMask.getOrCreate(withFormat: format) })
        #expect(caughtAsWrongFormat { _ = try MaskedTextInput(configuration: .init(primaryFormat: format)) })
        #expect(caughtAsWrongFormat { _ = try MaskedTextInput(configuration: .init(primaryFormat: "[00]", affineFormats: [format])) })
    }

    @Test("the same error answers catch by MaskFormatError with its reason and offset")
    func typedCatch() {
        do {
            _ = try Mask(format: "[[00]000]")
            Issue.record("the format compiled")
        } catch let error as MaskFormatError {
            #expect(error.reason == .nestedSquareBracket)
            #expect(error.offset == 1)
            #expect(error.code == .wrongFormat)
        } catch {
            Issue.record("unexpected error \(error)")
        }
        do {
            _ = try Mask(format: "[00x]")
        } catch let error as Compiler.CompilerError {
            #expect(error.reason == .unknownSymbol("x"))
            switch error {
            case Compiler.CompilerError.wrongFormat: break
            default: Issue.record("the pattern must match every MaskFormatError")
            }
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("the wrongFormat pattern matches no other error")
    func patternIsSpecific() {
        struct Other: Error {}
        #expect(!(MaskFormatError.wrongFormat ~= Other() as any Error))
        #expect(MaskFormatError.wrongFormat ~= MaskFormatError.Code.wrongFormat as any Error)
    }

    @Test("the core API is callable with 7.x's labels and types")
    func coreSignatures() throws {
        let notation = Notation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: false)
        let mask: Mask = try Mask.getOrCreate(withFormat: "#[hhhhhh]", customNotations: [notation])
        #expect(Mask.isValid(format: "[00]", customNotations: []))
        #expect(!RTLMask.isValid(format: "[0[0]]"))
        let rtl: RTLMask = try RTLMask.getOrCreate(withFormat: "[000] [000]")
        let input = "12345"
        let rtlResult: Mask.Result = rtl.apply(toText: CaretString(string: input, caretPosition: input.endIndex, caretGravity: .forward(autocomplete: false)))
        #expect(rtlResult.formattedText.string == "12 345")
        let result: Mask.Result = mask.apply(toText: CaretString(string: "ff00aa", caretPosition: "ff00aa".endIndex, caretGravity: .forward(autocomplete: true)))
        #expect(result.formattedText.string == "#ff00aa")
        #expect(result.extractedValue == "ff00aa")
        #expect(result.complete)
        #expect(result.tailPlaceholder == "")
        #expect(mask.placeholder == "#hhhhhh")
        let metrics: [Int] = [mask.acceptableTextLength, mask.totalTextLength, mask.acceptableValueLength, mask.totalValueLength]
        #expect(metrics == [7, 7, 6, 6])
        let strategy: AffinityCalculationStrategy = .prefix
        #expect(strategy.calculateAffinity(ofMask: mask, forText: CaretString(string: "#f", caretPosition: "#f".endIndex, caretGravity: .forward(autocomplete: true)), autocomplete: true) == 2)
        #expect(mask.description == "#[hhhhhh]")
        let text = "ab"
        let caretString = CaretString(string: text, caretPosition: text.startIndex, caretGravity: .backward(autoskip: false))
        #expect(caretString == CaretString(string: text, caretPosition: text.startIndex, caretGravity: .backward(autoskip: false)))
    }
}
