import Foundation
import InputMask
import Testing

/// `Country` as input-mask 7.x code uses it: its names, initialiser, regular expressions and search.
@Suite("Country: input-mask 7.x API")
struct CountryInputMask7Tests {
    @Test("7.x's field names read the generated table")
    func fieldNames() throws {
        let russia = try #require(Country.all.first { $0.iso3166alpha2 == "RU" })
        #expect(russia.name == "Russia")
        #expect(russia.nameNative == "Россия")
        #expect(russia.emoji == "🇷🇺")
        #expect(russia.iso3166alpha3 == "RUS")
        #expect(russia.countryCode == "7")
        #expect(russia.primaryFormat == "+7 [000] [000]-[00]-[00]")
        #expect(russia.affineFormats == russia.affineFormats)
        #expect(try #require(Country.find("AC")).iso3166alpha3 == "")
        #expect(Country.all.filter { $0.nameNative == nil }.count <= 2)
    }

    @Test("phoneStartsWith follows the dial code and, for shared codes, the national prefix", arguments: [
        ("RU", "7", true), ("KZ", "7", true), ("RU", "79", true), ("KZ", "79", false), ("KZ", "77", true),
        ("RU", "77", false), ("GB", "4", true), ("GB", "44", true), ("GB", "447400", true), ("DE", "44", false),
        ("CA", "1204", true), ("US", "1204", false), ("US", "1201", true), ("CA", "1", true), ("FR", "33612", true),
        ("FR", "3", true), ("FR", "34", false), ("FR", "", false), ("GG", "447781", true), ("GB", "447781", false),
    ])
    func phoneStartsWith(alpha2: String, digits: String, expected: Bool) throws {
        let country = try #require(Country.find(alpha2))
        #expect(country.phoneStartsWith(digits: digits) == expected, "\(alpha2) \(digits): \(country.phoneRegex.prefix(120))")
    }

    /// Digit strings that reach every listed national prefix of every shared dial code, each
    /// followed by nothing, a digit, or other digits.
    static var sharedCodeDigits: [String] {
        var strings: [String] = []
        for country in Country.all where ["1", "7", "39", "44", "47", "61", "212", "262", "290", "358", "590", "599"].contains(country.dialCode) {
            for format in [country.primaryFormat] + country.affineFormats {
                let digits = format.filter(\.isNumber)
                strings.append(digits)
            }
            if let example = country.exampleNumber { strings.append(String(example.dropFirst())) }
        }
        for code in ["1", "7", "44", "61", "590"] {
            for suffix in ["", "0", "2", "20", "204", "3100", "7400", "74576", "851001", "891703", "59027", "99999"] {
                strings.append(code + suffix)
            }
        }
        return Array(Set(strings)).sorted()
    }

    @Test("phoneStartsWith agrees with PhoneNumberDetector-style prefix rules on shared dial codes")
    func regexAgreesWithPrefixTable() {
        for digits in Self.sharedCodeDigits {
            let matching = Country.all.filter { $0.phoneStartsWith(digits: digits) }.map(\.alpha2)
            let expected = Self.candidates(for: digits)
            #expect(Set(matching) == Set(expected), "\(digits)")
        }
    }

    @Test("findCountries answers the table's countries from the prefix table as their regular expressions do")
    func findCountriesAgreesWithTheRegularExpressions() {
        var inputs = Self.sharedCodeDigits + ["", "٤٤", "+", "x"]
        for country in Country.all {
            let example = (country.exampleNumber ?? "+" + country.dialCode).filter(\.isNumber)
            inputs += (1...example.count).map { String(example.prefix($0)) }
        }
        for digits in inputs {
            let found = Country.findCountries(amongCountries: nil, withTerms: nil, excluding: nil, phone: digits).map(\.alpha2)
            // 7.x: every country's expression on the digits (the table's read a bounded prefix).
            let byRegex = Country.all.filter { country in
                digits.prefix(country.dialCode.count + 7).range(of: country.phoneRegex, options: .regularExpression) != nil
            }.map(\.alpha2)
            #expect(found == byRegex, "\(digits)")
        }
    }

    static let testland = Country(
        name: "Testland", nameNative: "Testlandia", emoji: "🏳️", iso3166alpha2: "TL", iso3166alpha3: "TLD",
        countryCode: "999", primaryFormat: "+999 [000] [0000]", affineFormats: [], phoneRegex: "^9$|^99$|^999")

    @Test("findCountries keeps the countries its terms name, less the excluded ones, among custom countries too", arguments: [
        (nil, ["ru", "KZ"], nil, "+7", ["KZ", "RU"]),
        (nil, ["россия", "kaz"], nil, "+7 9", ["RU"]),
        (nil, nil, ["🇰🇿"], "+7 7", []),
        (nil, nil, ["RU"], "+7", ["KZ"]),
        (nil, [], nil, "+7", []),
        (nil, ["gb", "Jersey", "im"], ["isle of man"], "+44", ["GB", "JE"]),
        (["TL", "RU"], nil, nil, "999 1", ["TL"]),
        (["TL", "RU"], nil, nil, "+7", ["RU"]),
        (["RU", "TL"], nil, nil, "9", ["TL"]),
        (["TL", "KZ", "RU"], ["testlandia", "ru"], nil, "+", []),
        (["TL", "KZ", "RU"], ["testlandia", "kz"], ["TLD"], "+7 7", ["KZ"]),
    ] as [([String]?, [String]?, [String]?, String, [String])])
    func findCountriesByTerms(custom: [String]?, including: [String]?, excluding: [String]?, phone: String, expected: [String]) throws {
        let countries = try custom.map { try $0.map { $0 == "TL" ? Self.testland : try #require(Country.find($0)) } }
        let found = Country.findCountries(amongCountries: countries, withTerms: including, excluding: excluding, phone: phone)
        #expect(found.map(\.alpha2) == expected)
        // 7.x's rule written plainly: terms compare lower-cased with every name, code and flag.
        let digits = String(phone.unicodeScalars.filter { $0.properties.numericType == .decimal }.map(Character.init))
        let plain = (countries ?? Country.all).filter { country in
            let names = [country.name, country.nameNative, country.iso3166alpha2, country.alpha3, country.emoji].compactMap { $0?.lowercased() }
            let included = including.map { $0.contains { names.contains($0.lowercased()) } } ?? true
            let excluded = (excluding ?? []).contains { names.contains($0.lowercased()) }
            return included && !excluded && country.phoneStartsWith(digits: digits)
        }
        #expect(found == plain)
    }

    /// The prefix table's rule written plainly: the longest listed prefix of the national digits
    /// decides; none listed, every region of the code.
    static func candidates(for digits: String) -> [String] {
        guard let code = Country.all.first(where: { digits.hasPrefix($0.dialCode) })?.dialCode else {
            return Country.all.filter { $0.dialCode.hasPrefix(digits) }.map(\.alpha2)
        }
        guard let shared = Country.sharedDialCodes[code] else {
            return Country.all.filter { $0.dialCode == code }.map(\.alpha2)
        }
        let national = digits.dropFirst(code.count)
        for length in stride(from: national.count, through: 1, by: -1) {
            if let listed = shared.prefixes[String(national.prefix(length))] { return listed }
        }
        return shared.regions
    }
}
