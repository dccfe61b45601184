import InputMask
import Testing

/// The countries `PhoneInputListener` considers for a number as it is typed.
@Suite("Text input listener: phone country choice")
struct PhoneMaskChoiceTests {
    @Test("A Ukrainian number picks Ukraine and its format")
    func ukraine() throws {
        let choice = PhoneMaskChoice(text: "+380 98", customCountries: nil, enabled: nil, disabled: nil)
        let country = try #require(choice.country)
        #expect(country.alpha2 == "UA")
        #expect(choice.countries == [country])
    }

    @Test("A shared dialling code leaves several countries open and none chosen")
    func undecided() {
        let choice = PhoneMaskChoice(text: "+1", customCountries: nil, enabled: nil, disabled: nil)
        #expect(choice.country == nil)
        #expect(choice.countries.count > 1)
        #expect(choice.countries.allSatisfy { $0.dialCode.hasPrefix("1") })
    }

    @Test("Enabled and disabled countries restrict the choice")
    func restricted() {
        let only = PhoneMaskChoice(text: "+7", customCountries: nil, enabled: ["RU"], disabled: nil)
        #expect(only.country?.alpha2 == "RU")
        let none = PhoneMaskChoice(text: "+380", customCountries: nil, enabled: nil, disabled: ["ua"])
        #expect(none.country == nil)
        #expect(none.countries.isEmpty)
    }

}
