import InputMask
import Testing

@testable import InputMaskFormatters

/// The formats phone layouts make of a few numbers typed key by key, international and national.
private func phoneLayoutFormats() throws -> [String] {
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

/// Every family with formats of its table and texts to set.
private func families() throws -> [(EmptyTableInputs.Family, formats: [String], texts: [String])] {
    let ibanFormats = Array(Set(IBANCountry.all.map(\.format) + [IBANCountry.unknownCountryFormat])).sorted()
    return [
        (.phoneLayout, try phoneLayoutFormats(),
         ["", "+7 911", "+79114041112", "+44 20 7183 8750 99", "(201) 555-0123", "8 (912) 345-67-89", "٤٤ ٢٠", "x1-2"]),
        (.ibanRegistry, ibanFormats,
         ["", "DE89370400440532013000", "GB82 WEST 1234 5698 7654 32", "de89 3704", "NO9386011117947", "x1-2", "IBAN FR14"]),
    ]
}

/// An input kept for a format gives, for any text set, what an input switched to that format from
/// another one gives (the field recomputes whether the value changed, so that is left out).
@Test func aKeptInputFormatsAsAnInputSwitchedToItsFormat() throws {
    for (family, formats, texts) in try families() {
        #expect(formats.count > 10)
        for (position, format) in formats.enumerated() {
            let other = formats[(position + 1) % formats.count]
            for text in texts {
                var switched = try MaskedTextInput(configuration: EmptyTableInputs.configuration(family, format: other))
                switched.setText(texts[(position + text.count) % texts.count])
                try switched.setConfiguration(EmptyTableInputs.configuration(family, format: format))
                var kept = EmptyTableInputs.input(family, format: format)
                #expect(kept.configuration == switched.configuration)
                let expected = switched.setPlainText(text)
                let result = kept.setPlainText(text)
                #expect(result.movingCaret(toCharacterOffset: result.caretCharacterOffset, utf16Offset: result.caretUTF16Offset, valueChanged: false)
                    == expected.movingCaret(toCharacterOffset: expected.caretCharacterOffset, utf16Offset: expected.caretUTF16Offset, valueChanged: false),
                    "\(family) \(format) \(text)")
            }
        }
    }
}

/// The same format in two families is two inputs, each configured as its family says.
@Test func familiesKeepTheirOwnInputs() {
    let format = "[0000] [0000]"
    let phone = EmptyTableInputs.input(.phoneLayout, format: format)
    let iban = EmptyTableInputs.input(.ibanRegistry, format: format)
    #expect(phone.configuration == EmptyTableInputs.configuration(.phoneLayout, format: format))
    #expect(iban.configuration == EmptyTableInputs.configuration(.ibanRegistry, format: format))
    #expect(phone.configuration != iban.configuration)
}
