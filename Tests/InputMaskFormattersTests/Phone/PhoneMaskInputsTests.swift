import InputMask
import Testing

@testable import InputMaskFormatters

/// The formats phone layouts make of a few numbers typed key by key, international and national.
private func layoutFormats() throws -> [String] {
    var formats: [String] = []
    for (region, number) in [(nil, "+79114041112"), (nil, "+442071838750"), ("US", "2015550123"), ("GB", "07400123456"), ("RU", "89123456789")] {
        var field = try PhoneNumberField(defaultRegion: region)
        for key in number {
            field.replace(utf16Range: field.caretRange, with: String(key))
            if !formats.contains(field.layout.format) { formats.append(field.layout.format) }
        }
    }
    return formats
}

/// An input kept for a format gives, for any text set, what an input switched to that format from
/// another one gives (the field recomputes whether the value changed, so that is left out).
@Test func aKeptInputFormatsAsAnInputSwitchedToItsFormat() throws {
    let formats = try layoutFormats()
    #expect(formats.count > 10)
    let texts = ["", "+7 911", "+79114041112", "+44 20 7183 8750 99", "(201) 555-0123", "8 (912) 345-67-89", "٤٤ ٢٠", "x1-2"]
    for (position, format) in formats.enumerated() {
        let other = formats[(position + 1) % formats.count]
        for text in texts {
            var switched = try MaskedTextInput(configuration: .init(primaryFormat: other, autocomplete: false, autocompleteOnFocus: false))
            switched.setText(texts[(position + text.count) % texts.count])
            try switched.setConfiguration(.init(primaryFormat: format, autocomplete: false, autocompleteOnFocus: false))
            var kept = PhoneMaskInputs.input(for: format)
            #expect(kept.configuration == switched.configuration)
            let expected = switched.setPlainText(text)
            let result = kept.setPlainText(text)
            #expect(result.movingCaret(toCharacterOffset: result.caretCharacterOffset, utf16Offset: result.caretUTF16Offset, valueChanged: false)
                == expected.movingCaret(toCharacterOffset: expected.caretCharacterOffset, utf16Offset: expected.caretUTF16Offset, valueChanged: false),
                "\(format) \(text)")
        }
    }
}
