#if Macros
import Foundation
import InputMaskMacros
import Testing

/// What the expansions do at run time: the cached masks, formatting as `getOrCreate`'s do.
@Suite("#mask at run time")
struct MaskMacroRuntimeTests {
    private func format(_ mask: Mask, _ text: String) -> Mask.Result {
        mask.apply(toText: CaretString(string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: true)))
    }

    @Test("#mask formats text and extracts the value")
    func phone() throws {
        let mask = #mask("+7 ([000]) [000]-[00]-[00]")
        let result = format(mask, "9123456789")
        #expect(result.formattedText.string == "+7 (912) 345-67-89")
        #expect(result.extractedValue == "9123456789")
        #expect(result.complete)
        #expect(mask === (try Mask.getOrCreate(withFormat: "+7 ([000]) [000]-[00]-[00]")))
    }

    @Test("#mask keeps the escapes of its literal")
    func escapes() {
        let mask = #mask("\\[[00]\\]")
        #expect(format(mask, "12").formattedText.string == "[12]")
    }

    @Test("#rtlMask fills from the end")
    func rightToLeft() {
        let mask: RTLMask = #rtlMask("[999] [999] [990]")
        #expect(format(mask, "1234").formattedText.string == "1 234")
    }

    @Test("Custom notations keep their run-time character sets")
    func customNotations() {
        let mask = #mask("#[hhhhhh]", customNotations: [
            Notation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: false),
        ])
        let result = format(mask, "c0ffeeg")
        #expect(result.formattedText.string == "#c0ffee")
        #expect(result.complete)
        #expect(format(mask, "xyz").extractedValue == "")
    }
}
#endif
