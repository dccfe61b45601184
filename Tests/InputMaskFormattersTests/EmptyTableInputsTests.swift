import InputMask
import Testing

@testable import InputMaskFormatters

/// An input kept for a registry format gives, for any text set, what an input switched to that
/// format from another one gives (the field recomputes whether the value changed, so that is left out).
@Test func aKeptInputFormatsAsAnInputSwitchedToItsFormat() throws {
    let formats = Array(Set(IBANCountry.all.map(\.format) + [IBANCountry.unknownCountryFormat])).sorted()
    let texts = ["", "DE89370400440532013000", "GB82 WEST 1234 5698 7654 32", "de89 3704", "NO9386011117947", "x1-2", "IBAN FR14"]
    #expect(formats.count > 10)
    for (position, format) in formats.enumerated() {
        let other = formats[(position + 1) % formats.count]
        for text in texts {
            var switched = try MaskedTextInput(configuration: EmptyTableInputs.configuration(format: other))
            switched.setText(texts[(position + text.count) % texts.count])
            try switched.setConfiguration(EmptyTableInputs.configuration(format: format))
            var kept = EmptyTableInputs.input(format: format)
            #expect(kept.configuration == switched.configuration)
            let expected = switched.setText(text)
            let result = kept.setText(text)
            #expect(result.movingCaret(toCharacterOffset: result.caretCharacterOffset, utf16Offset: result.caretUTF16Offset, valueChanged: false)
                == expected.movingCaret(toCharacterOffset: expected.caretCharacterOffset, utf16Offset: expected.caretUTF16Offset, valueChanged: false),
                "\(format) \(text)")
        }
    }
}
