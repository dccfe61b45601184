import InputMask
import SeededRandom
import Testing

@testable import InputMaskFormatters

@Test("detection by typed prefix", arguments: [
    ("+1", nil, 25), ("+1 2", nil, 7), ("+1 (204)", "CA", 1), ("+1 201", "US", 1), ("1-242-3", "BS", 1),
    ("+7", nil, 2), ("+7 7", "KZ", 1), ("+7 9", "RU", 1), ("+7 (912) 345", "RU", 1),
    ("+44", nil, 4), ("+44 7400", "GB", 1), ("+47 79", "SJ", 1), ("+47 2", "NO", 1),
    ("+49", "DE", 1), ("+33 6", "FR", 1), ("+380", "UA", 1), ("++8 6.1", "CN", 1), ("+999", nil, 0),
] as [(String, String?, Int)])
func detectByPrefix(input: String, alpha2: String?, candidates: Int) {
    let detection = PhoneNumberDetector().detect(input)
    #expect(detection.country?.alpha2 == alpha2, "\(input): \(detection.candidates.map(\.alpha2))")
    #expect(detection.candidates.count == candidates, "\(input): \(detection.candidates.map(\.alpha2))")
}

@Test func sharedDialCodesListTheMainCountryFirst() {
    #expect(PhoneNumberDetector().detect("+7").candidates.map(\.alpha2) == ["RU", "KZ"])
    #expect(PhoneNumberDetector().detect("+44").candidates.map(\.alpha2) == ["GB", "GG", "IM", "JE"])
    #expect(PhoneNumberDetector().detect("+1").candidates.first?.alpha2 == "US")
    #expect(PhoneNumberDetector().detect("+1 20").candidates.map(\.alpha2) == ["US", "CA"])
}

@Test func incompleteDialCodeListsEveryCountryItCouldStart() {
    let detection = PhoneNumberDetector().detect("+3")
    #expect(detection.dialCode == nil)
    #expect(detection.nationalDigits == "")
    #expect(detection.candidates.allSatisfy { $0.dialCode.hasPrefix("3") })
    #expect(detection.candidates.contains { $0.alpha2 == "FR" } && detection.candidates.contains { $0.alpha2 == "UA" })
    #expect(PhoneNumberDetector().detect("").candidates.count == 245)
    #expect(PhoneNumberDetector().detect("+35").country == nil)
}

@Test func digitsAndNationalDigits() {
    let detection = PhoneNumberDetector().detect(" +44 (0)20-7946 0958 ")
    #expect(detection.digits == "440207946" + "0958")
    #expect(detection.dialCode == "44")
    #expect(detection.nationalDigits == "0207946" + "0958")
}

@Test("allowed and excluded countries by name, code or flag")
func filters() {
    let northAmerica = PhoneNumberDetector(allowed: ["United States", "CAN", "🇷🇺"])
    #expect(northAmerica.countries.map(\.alpha2) == ["CA", "RU", "US"])
    #expect(northAmerica.detect("+1").candidates.map(\.alpha2) == ["US", "CA"])
    #expect(northAmerica.detect("+1 242").candidates.isEmpty)  // the Bahamas, not allowed
    #expect(northAmerica.detect("+7").country?.alpha2 == "RU")
    #expect(northAmerica.detect("+4").candidates.isEmpty)

    let noKazakhstan = PhoneNumberDetector(excluded: ["kz"])
    #expect(noKazakhstan.detect("+7").country?.alpha2 == "RU")
    #expect(noKazakhstan.detect("+7 7").candidates.isEmpty)
    #expect(PhoneNumberDetector(excluded: ["🇬🇧", "Guernsey", "IMN"]).detect("+44").country?.alpha2 == "JE")
    #expect(PhoneNumberDetector(allowed: ["nowhere"]).countries.isEmpty)
}

@Test func formatsBeforeAndAfterDetection() {
    #expect(PhoneNumberDetector().detect("+4").formats.primary == PhoneNumberDetector.genericFormat)
    let ambiguous = PhoneNumberDetector().detect("+7").formats
    #expect(ambiguous.primary == "+7 [000] [000]-[00]-[00]")
    #expect(ambiguous.affine.contains("+7 [000] [000] [0000]"))
    let germany = PhoneNumberDetector().detect("+49 30").formats
    #expect(germany.primary == "+49 [0000] [0000000]")
    #expect(germany.affine == Country.find("DE")!.affineFormats)
}

@Test("numbers whose patterns overlap for good stay ambiguous; the likely country is libphonenumber's", arguments: [
    ("+47 406 12 345", ["NO", "SJ"], "NO"), ("+61 412 345 678", ["AU", "CC", "CX"], "AU"),
    ("+358 41 2345678", ["FI", "AX"], "FI"), ("+590 690 00 12 34", ["GP", "BL", "MF"], "GP"),
])
func overlappingRanges(input: String, candidates: [String], likely: String) {
    let detection = PhoneNumberDetector().detect(input)
    #expect(detection.candidates.map(\.alpha2) == candidates)
    #expect(detection.country == nil)
    #expect(detection.likelyCountry?.alpha2 == likely)
    #expect(PhoneNumberDetector().detect("+4").likelyCountry == nil)
}

/// A pasted number far longer than any real one: 100,000 national digits.
let longNationalDigits = 100_000

@Test("a very long number is detected by its leading national digits", arguments: [
    ("+44 7400", ["GB"]), ("+1 204", ["CA"]), ("+61 412", ["AU", "CC", "CX"]), ("+7 7", ["KZ"]), ("+44 1481", ["GG"]),
])
func longNationalNumber(start: String, candidates: [String]) {
    let typed = start + String(repeating: "5", count: longNationalDigits - start.filter(\.isASCIIDigit).count + 2)
    let detection = PhoneNumberDetector().detect(typed)
    let short = PhoneNumberDetector().detect(start + "55")
    #expect(detection.candidates.map(\.alpha2) == candidates)
    #expect(detection.candidates == short.candidates)
    #expect(detection.dialCode == short.dialCode)
    #expect(detection.nationalDigits.count == longNationalDigits - detection.dialCode!.count + 2)
    #expect(detection.digits == typed.filter(\.isASCIIDigit))
}

@Test func longInputWithoutACompleteDialCodeHasNoCandidates() {
    let detection = PhoneNumberDetector().detect("+999" + String(repeating: "1", count: longNationalDigits))
    #expect(detection.dialCode == nil)
    #expect(detection.candidates.isEmpty)
    #expect(detection.digits.count == longNationalDigits + 3)
}

/// What `detect` is defined to give, by testing every allowed country: the first whose dial code
/// starts the digits; the regions of a shared code by its longest national prefix.
private func detectionByTestingEveryCountry(_ detector: PhoneNumberDetector, _ digits: String) -> PhoneNumberDetection {
    let countries = detector.countries
    guard let code = countries.first(where: { digits.hasPrefix($0.dialCode) })?.dialCode else {
        return PhoneNumberDetection(digits: digits, dialCode: nil, candidates: countries.filter { $0.dialCode.hasPrefix(digits) })
    }
    guard let shared = Country.sharedDialCodes[code] else {
        return PhoneNumberDetection(digits: digits, dialCode: code, candidates: countries.filter { $0.dialCode == code })
    }
    let national = digits.dropFirst(code.count)
    let prefix = (0...national.count).reversed().first { shared.prefixes[String(national.prefix($0))] != nil }
    let regions = prefix.flatMap { shared.prefixes[String(national.prefix($0))] } ?? shared.regions
    return PhoneNumberDetection(digits: digits, dialCode: code, candidates: regions.compactMap { region in countries.first { $0.alpha2 == region } })
}

@Test("detection by dial-code look-up, of the digits whole or in two parts, gives what testing every country gives", arguments: [
    PhoneNumberDetector(), PhoneNumberDetector(allowed: ["US", "CA", "RU", "GB", "JE", "NO", "BS"]),
    PhoneNumberDetector(excluded: ["US", "KZ", "GG", "SJ", "FR"]), PhoneNumberDetector(allowed: []),
])
func lookUpsAgreeWithTestingEveryCountry(detector: PhoneNumberDetector) {
    var inputs: Set<String> = ["", "0", "999", "+1 (204) 555", "+7 (7", "+44 7400 123456"]
    for country in Country.all {
        let code = country.dialCode
        for length in 0...code.count { inputs.insert(String(code.prefix(length))) }
        inputs.insert(code + "9")
        inputs.insert(code + "0123456789")
    }
    for (code, shared) in Country.sharedDialCodes {
        for prefix in shared.prefixes.keys { inputs.formUnion([code + prefix, code + prefix + "5", code + String(prefix.dropLast())]) }
    }
    for input in inputs {
        let digits = String(input.unicodeScalars.filter { $0.isASCII && $0.properties.numericType == .decimal }.map(Character.init))
        let expected = detectionByTestingEveryCountry(detector, digits)
        #expect(detector.detect(input) == expected, "\(input)")
        // The digits given in two parts, split anywhere (a field gives its dial code and national digits apart).
        let bytes = Array(digits.utf8)
        for split in 0...bytes.count {
            let parts = detector.detection(ofDigits: bytes[..<split], followedBy: bytes[split...])
            #expect(parts.dialCode == expected.dialCode && parts.candidates == expected.candidates, "\(input) split at \(split)")
        }
    }
}

@Test("digits of any script are read as their ASCII digits", arguments: [
    ("+٤٤ ٧٤٠٠", "447400", "GB"), ("＋１ ２０４", "1204", "CA"), ("+۷ ۹۱۲", "7912", "RU"), ("+४४ ७४००", "447400", "GB"),
])
func digitsOfAnyScript(input: String, digits: String, alpha2: String) {
    let detection = PhoneNumberDetector().detect(input)
    #expect(detection.digits == digits)
    #expect(detection.country?.alpha2 == alpha2)
}

/// The candidates of a dial code found and the national digits after it are those detecting the
/// digits finds, for dial codes of one region and shared ones, with countries excluded or not; and
/// no national digit after the first `nationalDigitsDeciding(dialCode:)` changes them.
@Test("candidates of a dial code and national digits agree with detecting the digits", arguments: [[], ["🇷🇺", "🇬🇧"], ["🇺🇸", "🇰🇿", "🇯🇪"]] as [[String]])
func candidatesOfADialCodeAgreeWithDetection(excluded: [String]) {
    let detector = PhoneNumberDetector(excluded: excluded)
    var random = SplitMix64(seed: UInt64(excluded.count) &+ 11)
    let starts = ["1", "7", "44", "49", "47", "262", "590", "61", "39", "3", "8", "99"]
    var (compared, decidedEarlier) = (0, 0)
    for _ in 0..<400 {
        var digits = starts.randomElement(using: &random)!
        var before = detector.detect(digits)
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            digits.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &random)))
            let whole = detector.detect(digits)
            if let code = whole.dialCode {
                compared += 1
                let national = Array(digits.utf8.dropFirst(code.utf8.count))
                #expect(detector.candidates(ofDialCode: code, national: national) == whole.candidates, "\(digits)")
                if before.dialCode == code, national.count > detector.nationalDigitsDeciding(dialCodeNumber: Int(code)!) {
                    decidedEarlier += 1
                    #expect(before.candidates == whole.candidates, "\(digits)")
                }
            }
            before = whole
        }
    }
    #expect(compared > 1000 && decidedEarlier > 500, "\(compared) \(decidedEarlier)")
}

/// A dial code found stays found as digits are typed after it: no dial code starts with another.
@Test func noDialCodeStartsWithAnother() {
    let codes = Set(Country.all.map(\.dialCode))
    for code in codes {
        #expect(!codes.contains { $0 != code && $0.hasPrefix(code) }, "\(code)")
    }
}
