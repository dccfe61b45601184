import Foundation

// input-mask 7.x's spelling of `Country`: its field names, initialiser and search, kept so that
// code written for it compiles unchanged.
extension Country {
    /// Creates a country the way input-mask 7.x does, for custom country lists.
    ///
    /// ```swift
    /// let custom = Country(name: "Testland", nameNative: nil, emoji: "🏳️", iso3166alpha2: "TL",
    ///                      iso3166alpha3: "TLD", countryCode: "999", primaryFormat: "+999 [000] [0000]",
    ///                      affineFormats: [], phoneRegex: "^9$|^99$|^999")
    /// custom.phoneStartsWith(digits: "99912") // true
    /// ```
    /// - Parameters:
    ///   - name: the international name.
    ///   - nameNative: the name in the country's language.
    ///   - emoji: the flag emoji (``flag``).
    ///   - iso3166alpha2: the ISO 3166 alpha-2 code (``alpha2``).
    ///   - iso3166alpha3: the ISO 3166 alpha-3 code (``alpha3``; an empty string stands for none).
    ///   - countryCode: the dial code without `+` (``dialCode``).
    ///   - primaryFormat: the mask for the country's phone numbers.
    ///   - affineFormats: other masks for its numbers.
    ///   - phoneRegex: a regular expression that matches the digits of numbers of this country
    ///     as they are typed, dial code first (``phoneStartsWith(digits:)`` uses it).
    public init(
        name: String, nameNative: String?, emoji: String, iso3166alpha2: String, iso3166alpha3: String,
        countryCode: String, primaryFormat: String, affineFormats: [String], phoneRegex: String
    ) {
        self.init(
            name: name, nameNative: nameNative, alpha2: iso3166alpha2, alpha3: iso3166alpha3.isEmpty ? nil : iso3166alpha3,
            flag: emoji, dialCode: countryCode, primaryFormat: primaryFormat, affineFormats: affineFormats,
            exampleNumber: nil, exampleFormatted: nil, customPhoneRegex: phoneRegex)
    }

    /// input-mask 7.x's name for ``flag``.
    public var emoji: String { flag }

    /// input-mask 7.x's name for ``alpha2``.
    public var iso3166alpha2: String { alpha2 }

    /// input-mask 7.x's name for ``alpha3``: the empty string where ISO 3166 assigns no alpha-3
    /// code (Ascension Island, Tristan da Cunha, Kosovo).
    public var iso3166alpha3: String { alpha3 ?? "" }

    /// input-mask 7.x's name for ``dialCode``.
    public var countryCode: String { dialCode }

    /// A regular expression that matches the digits typed so far (dial code first) when they
    /// can still be a number of this country.
    ///
    /// It matches a beginning of the dial code (`^4$` for the United Kingdom), and the dial code
    /// followed by national digits that libphonenumber's number patterns allow for this country:
    /// for a dial code that several countries share, the prefix table that `PhoneNumberDetector`
    /// uses decides, so `phoneStartsWith(digits:)` and the detector agree. For a country made
    /// with ``init(name:nameNative:emoji:iso3166alpha2:iso3166alpha3:countryCode:primaryFormat:affineFormats:phoneRegex:)``
    /// it is the expression given there.
    ///
    /// ```swift
    /// Country.find("KZ")!.phoneStartsWith(digits: "77") // true
    /// Country.find("RU")!.phoneStartsWith(digits: "77") // false
    /// ```
    /// - Complexity: O(1) after the table's expressions are made, once per process, in
    ///   O(size of the prefix table).
    public var phoneRegex: String {
        customPhoneRegex ?? Country.generatedPhoneRegexes[alpha2] ?? "^$"
    }

    /// Whether `digits` (a number's digits as typed, dial code first) match ``phoneRegex``.
    ///
    /// An empty string matches no country, as in input-mask 7.x.
    /// - Parameter digits: the digits typed so far.
    /// - Complexity: that of the regular expression on `digits`; for the table's countries O(1)
    ///   in the length of `digits`, of which they read at most a few past the dial code.
    public func phoneStartsWith(digits: String) -> Bool {
        guard customPhoneRegex == nil else { return digits.range(of: phoneRegex, options: .regularExpression) != nil }
        return TablePhoneMatch(digits: Substring(digits)).matches(self)
    }

    /// The countries whose names or codes are among the terms and whose numbers can start with
    /// the digits of `phone`, as input-mask 7.x's phone listener filters them.
    ///
    /// A term names a country by its name or native name (any case), alpha-2 or alpha-3 code (any
    /// case) or flag emoji.
    ///
    /// ```swift
    /// Country.findCountries(amongCountries: nil, withTerms: nil, excluding: ["KZ"], phone: "+7 7").map(\.alpha2) // []
    /// Country.findCountries(amongCountries: nil, withTerms: ["ru", "kz"], excluding: nil, phone: "+7").count    // 2
    /// ```
    /// - Parameters:
    ///   - customCountries: the countries to choose from; `nil` for ``all``.
    ///   - includingTerms: the countries allowed; `nil` allows all.
    ///   - excludingTerms: the countries never returned; `nil` excludes none.
    ///   - phone: the number as typed; only its decimal digits count.
    /// - Returns: the matching countries, in the order given.
    /// - Complexity: O(length of `phone` + countries + matching countries × terms) for the table's
    ///   countries, which are answered from the generated dial codes, alpha-2 codes and prefix
    ///   tables, read in place (a first call parses no table and makes only the countries it
    ///   returns), without a regular expression; a custom country adds its expression's cost on
    ///   the digits.
    public static func findCountries(
        amongCountries customCountries: [Country]?, withTerms includingTerms: [String]?,
        excluding excludingTerms: [String]?, phone: String
    ) -> [Country] {
        var digitScalars = String.UnicodeScalarView()
        for scalar in phone.unicodeScalars where scalar.isASCII ? scalar.value &- 0x30 < 10 : isDecimalDigit(scalar) {
            digitScalars.append(scalar)
        }
        let digits = String(digitScalars)
        let table = TablePhoneMatch(digits: Substring(digits))
        // The digits first: they leave few countries, whose terms alone are then made.
        let matching = customCountries.map { countries in
            countries.filter { $0.customPhoneRegex == nil ? table.matches($0) : $0.phoneStartsWith(digits: digits) }
        } ?? table.tableCountries()
        guard includingTerms != nil || excludingTerms?.isEmpty == false else { return matching }
        let including = includingTerms.map { Set($0.map { $0.lowercased() }) }
        let excluding = Set((excludingTerms ?? []).map { $0.lowercased() })
        return matching.filter { country in
            let terms = country.searchTerms
            return (including.map { !$0.isDisjoint(with: terms) } ?? true) && excluding.isDisjoint(with: terms)
        }
    }

    /// Whether `scalar` is a decimal digit of some script.
    // Out of line, and matched by its case rather than compared as an optional: a first call with
    // ASCII digits alone then neither loads Unicode's property tables nor makes the optional's
    // type at run time.
    @inline(never)
    private static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if case .decimal? = scalar.properties.numericType { return true }
        return false
    }

    /// The lower-cased names, codes and flag that a search term may be.
    private var searchTerms: Set<String> {
        Set([name, nameNative, alpha2, alpha3, flag].compactMap { $0?.lowercased() })
    }
}

/// What ``Country/phoneRegex`` says of some digits for the table's countries, read from the prefix
/// table the expressions are made from: a proper beginning of a dial code, or a dial code followed
/// by national digits whose longest listed prefix names the country (none listed: every country
/// of the code).
struct TablePhoneMatch {
    /// The digits' bytes, as far as a match reads them: a dial code and the longest listed national prefix.
    private let digits: Substring.UTF8View
    /// The numbers that the first one, two and three digits spell, as far as they are ASCII
    /// digits: the first `headCount` of them count.
    // A tuple rather than an array: a first call then makes no array type at run time.
    private let heads: (Int, Int, Int)
    private let headCount: Int

    /// - Complexity: O(1): a long paste is read no further than a match reads.
    init(digits: Substring) {
        self.digits = digits.utf8.prefix(3 + Country.longestNationalPrefix)
        var heads = (0, 0, 0), headCount = 0, number = 0
        for byte in self.digits.prefix(3) {
            guard byte &- UInt8(ascii: "0") < 10 else { break }
            number = number * 10 + Int(byte &- UInt8(ascii: "0"))
            headCount += 1
            switch headCount {
            case 1: heads.0 = number
            case 2: heads.1 = number
            default: heads.2 = number
            }
        }
        self.heads = heads
        self.headCount = headCount
    }

    /// The number that the first `length` digits spell, `length` in `1...headCount`.
    private func head(_ length: Int) -> Int {
        length == 1 ? heads.0 : length == 2 ? heads.1 : heads.2
    }

    /// Whether `country` (of the table) matches the digits.
    ///
    /// - Complexity: O(log(listed national prefixes)) for a shared dial code, else O(1).
    func matches(_ country: Country) -> Bool {
        guard let code = Country.asciiNumber(country.dialCode.utf8) else { return false }
        switch codeMatch(code) {
        case .none: return false
        case .beginning: return true
        case .whole(let length):
            var alpha2 = country.alpha2
            return alpha2.withUTF8 { Country.sharedRegions(dialCode: code, national: digits.dropFirst(length))?.contains(alpha2: $0) ?? true }
        }
    }

    /// The countries of ``Country/all`` that match, in table order, read from the table's dial
    /// codes and alpha-2 codes so that only the matching countries are made.
    ///
    /// - Complexity: O(countries of the table + regions of a shared dial code × their length).
    func tableCountries() -> [Country] {
        var found: [Country] = []
        // The candidate regions after the one dial code that the digits start with (dial codes
        // are prefix-free), found at the first row of that code.
        var shared: Country.SharedRegions?
        var sharedFound = false
        Country.generatedAlpha2Codes.withUTF8Buffer { codes in
            for (row, code) in Country.generatedDialCodes.enumerated() {
                switch codeMatch(Int(code)) {
                case .none:
                    continue
                case .beginning:
                    break
                case .whole(let length):
                    if !sharedFound {
                        shared = Country.sharedRegions(dialCode: Int(code), national: digits.dropFirst(length))
                        sharedFound = true
                    }
                    // In bounds: the codes hold two bytes for each row.
                    let alpha2 = UnsafeBufferPointer(rebasing: codes[2 * row ..< 2 * row + 2])
                    guard shared?.contains(alpha2: alpha2) ?? true else { continue }
                }
                found.append(Country.generatedCountry(at: row))
            }
        }
        return found
    }

    /// How the digits meet a dial code.
    private enum CodeMatch {
        /// They are a proper beginning of it.
        case beginning
        /// They start with all `length` of its digits.
        case whole(length: Int)
        /// Neither.
        case none
    }

    /// How the digits meet dial code `code`. Dial codes are prefix-free, so the digits start with
    /// the whole of at most one.
    private func codeMatch(_ code: Int) -> CodeMatch {
        let length = code < 10 ? 1 : code < 100 ? 2 : 3
        guard digits.count >= length else {
            // Fewer bytes than the code: they match when they are its first digits.
            guard headCount == digits.count, headCount > 0 else { return .none }
            return code / (length - headCount == 1 ? 10 : 100) == head(headCount) ? .beginning : .none
        }
        return headCount >= length && head(length) == code ? .whole(length: length) : .none
    }
}
