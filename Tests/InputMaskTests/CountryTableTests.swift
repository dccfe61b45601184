@testable import InputMask
import Testing

@Test("the generated table covers libphonenumber's 245 regions, once each, sorted")
func tableCoversEveryRegion() {
    let codes = Country.all.map(\.alpha2)
    #expect(codes.count == 245)
    #expect(Set(codes).count == codes.count)
    #expect(codes == codes.sorted())
    #expect(Set(Country.all.compactMap(\.alpha3)).count == 242)
    #expect(Country.all.filter { $0.alpha3 == nil }.map(\.alpha2) == ["AC", "TA", "XK"])
}

@Test("the tables a search by digits reads instead of the rows agree with the rows")
func rowTablesAgreeWithTheRows() {
    #expect(Country.generatedRowCount == Country.all.count)
    #expect(Country.generatedAlpha2Codes.description == Country.all.map(\.alpha2).joined())
    #expect(Country.generatedDialCodes.map(String.init) == Country.all.map(\.dialCode))
    for code in Country.generatedSharedDialCodes {
        let regions = Country.generatedSharedRegions(dialCode: code)?.description.split(separator: ",").map(String.init) ?? []
        let countries = Country.all.filter { $0.dialCode == String(code) }.map(\.alpha2)
        #expect(regions.count == countries.count && Set(regions) == Set(countries), "+\(code)")
    }
    #expect(Set(Country.generatedSharedDialCodes) == Set(Country.all.map(\.dialCode).filter { code in
        Country.all.filter { $0.dialCode == code }.count > 1
    }.compactMap { Int($0) }))
}

@Test("every country's masks compile and start with its dial code", arguments: Country.all)
func masksCompile(country: Country) throws {
    for format in [country.primaryFormat] + country.affineFormats {
        _ = try Mask(format: format)
        #expect(format.hasPrefix("+\(country.dialCode) "), "\(country): \(format)")
    }
    #expect(country.flag.unicodeScalars.map(\.value) == country.alpha2.unicodeScalars.map { 0x1F1E6 + $0.value - 65 })
    #expect(country.flag.count == 1)
}

@Test("countries are found by name, alpha-2, alpha-3 and flag, in any case", arguments: [
    ("United Kingdom", "GB"), ("gb", "GB"), ("GBR", "GB"), ("🇬🇧", "GB"), ("  germany ", "DE"),
    ("deu", "DE"), ("🇯🇵", "JP"), ("Kosovo", "XK"), ("Canada", "CA"), ("KAZ", "KZ"),
])
func findCountry(key: String, alpha2: String) {
    #expect(Country.find(key)?.alpha2 == alpha2)
    #expect(Country.find(key)?.matches(key) == true)
}

@Test func unknownKeysFindNothing() {
    #expect(Country.find("Atlantis") == nil)
    #expect(Country.find("") == nil)
    #expect(Country.find("ZZ") == nil)
}

@Test("well-known rows", arguments: [
    ("GB", "44", "+44 [0000] [000000]"), ("US", "1", "+1 [000]-[000]-[0000]"), ("RU", "7", "+7 [000] [000]-[00]-[00]"),
    ("DE", "49", "+49 [0000] [0000000]"), ("FR", "33", "+33 [0] [00] [00] [00] [00]"), ("IN", "91", "+91 [00000] [00000]"),
])
func wellKnownRows(alpha2: String, dialCode: String, primary: String) throws {
    let country = try #require(Country.find(alpha2))
    #expect(country.dialCode == dialCode)
    #expect(country.primaryFormat == primary)
}

@Test func configurationFormatsThroughTheEditingLayer() throws {
    var input = try MaskedTextInput(configuration: try #require(Country.find("FR")).configuration)
    #expect(input.setText("33612345678").text == "+33 6 12 34 56 78")
    #expect(input.result.complete)
}

@Test("a key's countries by look-up are those it matches", arguments: [
    "RU", "ru", " us ", "USA", "rus", "Canada", "  united kingdom", "🇯🇵", "🇷🇺 ", "", "+7", "7", "x", "Russia", "russia ",
])
func positionsMatchingAKeyAreThoseItMatches(key: String) {
    let expected = Country.all.indices.filter { Country.all[$0].matches(key) }
    #expect(Country.positions(matching: key) == expected)
}

@Test func everyCountryIsFoundByEachOfItsKeys() {
    for (position, country) in Country.all.enumerated() {
        for key in [country.name, country.alpha2, country.alpha3, country.flag].compactMap({ $0 }) {
            let positions = Country.positions(matching: key)
            #expect(positions.contains(position) && positions == Country.all.indices.filter { Country.all[$0].matches(key) }, "\(key)")
        }
    }
}
