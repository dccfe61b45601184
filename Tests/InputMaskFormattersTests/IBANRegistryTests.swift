import InputMask
import Testing

@testable import InputMaskFormatters

// The samples come from Scripts/generate-iban-samples.py: IBANs that schwifty (an independent
// implementation) generates and accepts, and each with a changed check digit that it rejects.

@Test("every registry country has samples and a mask that compiles")
func everyCountryHasSamplesAndAMask() throws {
    let sampled = Set(ibanSamples.map(\.country))
    #expect(sampled == Set(IBANCountry.all.map(\.code)))
    for country in IBANCountry.all {
        let mask = try Mask(format: country.format, customNotations: IBANCountry.notations)
        #expect(mask.totalValueLength == country.length, "\(country.code)")
        #expect(mask.acceptableValueLength == country.length, "\(country.code)")
    }
}

@Test("schwifty's valid IBANs are valid, typed or pasted", arguments: ibanSamples)
func schwiftyValidIBANsAreValid(sample: (country: String, valid: String, changedCheckDigit: String)) throws {
    var field = IBANField()
    let result = field.setText(sample.valid)
    #expect(result.value == sample.valid)
    #expect(result.complete)
    #expect(field.country?.code == sample.country)
    #expect(field.isValid)
    #expect(field.isPotentiallyValid)
    #expect(result.text.filter { $0 != " " } == sample.valid)
    let groups: [Substring] = result.text.split(separator: " ")
    #expect(groups.dropLast().allSatisfy { $0.count == 4 })

    var typed = IBANField()
    for character in sample.valid.lowercased() {
        #expect(typed.isPotentiallyValid)
        typed.replace(utf16Range: typed.caretRange, with: String(character))
    }
    #expect(typed.text == result.text)
    #expect(typed.isValid)
}

@Test("a changed check digit is rejected", arguments: ibanSamples)
func changedCheckDigitIsRejected(sample: (country: String, valid: String, changedCheckDigit: String)) throws {
    var field = IBANField()
    let result = field.setText(sample.changedCheckDigit)
    #expect(result.value == sample.changedCheckDigit)
    #expect(result.complete)
    #expect(!field.isValid)
    #expect(!field.isPotentiallyValid)
}

@Test("check digits 00, 01 and 99 are rejected even where mod 97 holds")
func aliasCheckDigitsAreRejected() throws {
    // GB82WEST12345698765432 is valid with 82; mod 97 also holds for 82 ± 97k only, so build
    // an IBAN whose canonical check digits are 02 and write it with 99 (02 + 97).
    var field = IBANField()
    let valid = try #require(ibanSamples.first { $0.valid.dropFirst(2).hasPrefix("02") }?.valid)
    #expect(field.setText(valid).value == valid)
    #expect(field.isValid)
    field.setText(String(valid.prefix(2)) + "99" + valid.dropFirst(4))
    #expect(!field.isValid)
}

@Test("a country's lookup ignores case and rejects unknown codes")
func countryLookup() {
    #expect(IBANCountry(code: "de")?.length == 22)
    #expect(IBANCountry(code: "GB")?.length == 22)
    #expect(IBANCountry(code: "NO")?.length == 15)
    #expect(IBANCountry(code: "XX") == nil)
    #expect(IBANCountry(code: "DEU") == nil)
    #expect(IBANCountry(code: "") == nil)
}

@Test("no registry IBAN is longer than the 34 Characters ISO 13616 allows, which the unknown-country mask holds")
func noIBANLongerThanTheUnknownCountryMask() throws {
    let mask = try Mask(format: IBANCountry.unknownCountryFormat, customNotations: IBANCountry.notations)
    #expect(mask.totalValueLength == 34)
    #expect(IBANCountry.all.allSatisfy { $0.length <= 34 && $0.length >= 15 })
}
