/// What ``PhoneNumberDetector`` made of some typed text.
///
/// ```swift
/// let detection = PhoneNumberDetector().detect("+1 204")
/// detection.country?.alpha2  // "CA"
/// ```
public struct PhoneNumberDetection: Hashable, Sendable {
    /// The digits of the input as ASCII digits, dial code first (`"1204"`).
    public let digits: String
    /// The complete dial code the digits start with (`"1"`), or `nil` while it is incomplete.
    public let dialCode: String?
    /// The candidate countries: all allowed ones whose dial code can still start the digits or,
    /// once the dial code is complete, those of that code whose numbers can start with the
    /// national digits (libphonenumber's order: main country first).
    public let candidates: [Country]

    /// The digits after the dial code (empty while the dial code is incomplete).
    ///
    /// - Complexity: O(digits).
    public var nationalDigits: String {
        guard let dialCode else { return "" }
        return String(digits.dropFirst(dialCode.count))
    }

    /// The country, when exactly one candidate is left.
    ///
    /// - Complexity: O(1).
    public var country: Country? { candidates.count == 1 ? candidates[0] : nil }

    /// Once the dial code is complete, the first candidate: libphonenumber's choice when the
    /// candidates' number patterns overlap for good (a Norwegian-range mobile number could be
    /// Svalbard's too; libphonenumber says Norway, the main country of +47).
    ///
    /// ```swift
    /// PhoneNumberDetector().detect("+47 406 12 345").likelyCountry?.alpha2 // "NO" (candidates NO, SJ)
    /// ```
    /// - Complexity: O(1).
    public var likelyCountry: Country? { dialCode == nil ? nil : candidates.first }

    /// The masks to format the input with: the country's when there is one; with a known dial
    /// code, every candidate's (the first candidate's primary mask first); otherwise
    /// ``PhoneNumberDetector/genericFormat``.
    ///
    /// - Complexity: O(m²) for the m masks of the candidates (a few dozen at most).
    public var formats: (primary: String, affine: [String]) {
        guard dialCode != nil, let first = candidates.first else { return (PhoneNumberDetector.genericFormat, []) }
        var affine: [String] = []
        for candidate in candidates {
            for format in [candidate.primaryFormat] + candidate.affineFormats
            where format != first.primaryFormat && !affine.contains(format) {
                affine.append(format)
            }
        }
        return (first.primaryFormat, affine)
    }
}

/// Guesses the country of a phone number from what the user typed, within allowed countries.
///
/// The input may mix digits, `+`, spaces and punctuation; only decimal digits count, of any
/// script (`+٤٤ ٧٤٠٠` is `+44 7400`), and they are read as an international number (dial code first). Dial codes shared by several regions
/// (`+1`, `+7`, `+44`, …) are told apart by the national prefix table generated from
/// libphonenumber's number patterns: `+1 204` is Canada, `+1 201` the United States.
///
/// ```swift
/// let detector = PhoneNumberDetector(excluded: ["🇰🇿"])
/// detector.detect("+7 7").candidates // [] (Kazakhstan's range, but it is excluded)
/// PhoneNumberDetector().detect("+7").candidates.map(\.alpha2) // ["RU", "KZ"]
/// ```
public struct PhoneNumberDetector: Hashable, Sendable {
    /// The mask used before any dial code is complete: `+` and up to 15 digits (E.164).
    ///
    /// The digits are mandatory so that punctuation between them is dropped, not taken as the end.
    public static let genericFormat = "+[000000000000000]"

    /// The countries detection chooses from, in table order.
    public let countries: [Country]
    /// Which countries of ``Country/all`` (by position) are in ``countries``: detection looks
    /// countries up in `DialCodeIndex` and keeps the allowed ones instead of testing every country.
    /// Derived from ``countries``, so it changes no comparison.
    private let isAllowed: [Bool]
    /// Whether ``isAllowed`` holds for every country (the default), so that a look-up's countries
    /// are the candidates as they are. Derived from ``countries`` too.
    private let allowsAll: Bool

    /// A detector over the allowed countries less the excluded ones.
    ///
    /// - Parameters:
    ///   - allowed: names, ISO alpha-2/alpha-3 codes or flag emoji; `nil` allows every country.
    ///     Keys that name no country are ignored.
    ///   - excluded: names, codes or flags of countries never to detect.
    /// - Complexity: O(countries + length of the keys): each key's countries are looked up
    ///   (`Country.positions(matching:)`, what ``Country/matches(_:)`` says of every country).
    public init(allowed: [String]? = nil, excluded: [String] = []) {
        let all = Country.all
        var isAllowed = [Bool](repeating: allowed == nil, count: all.count)
        for key in allowed ?? [] {
            for position in Country.positions(matching: key) { isAllowed[position] = true }
        }
        for key in excluded {
            for position in Country.positions(matching: key) { isAllowed[position] = false }
        }
        // Every country allowed (the default) shares the table instead of copying each country.
        allowsAll = isAllowed.allSatisfy { $0 }
        countries = allowsAll ? all : all.indices.compactMap { isAllowed[$0] ? all[$0] : nil }
        self.isAllowed = isAllowed
    }

    /// The candidates for `input`.
    ///
    /// ```swift
    /// PhoneNumberDetector().detect("+44 7400").country?.alpha2 // "GB"
    /// PhoneNumberDetector().detect("+3").candidates.count     // every +3x country
    /// ```
    /// - Parameter input: what the user typed.
    /// - Returns: the digits, the dial code if complete, and the candidates.
    /// - Complexity: O(input length + c) for the c countries whose dial code the digits start with
    ///   or that start with the digits: countries are looked up by dial code, not tested one by one.
    public func detect(_ input: String) -> PhoneNumberDetection {
        let digits = PhoneNumberReading.digits(of: input).digits
        let detection = detection(ofDigits: digits, followedBy: EmptyCollection())
        return PhoneNumberDetection(
            digits: String(decoding: digits, as: UTF8.self), dialCode: detection.dialCode, candidates: detection.candidates)
    }

    /// What ``detect(_:)`` finds for a text whose decimal digits (ASCII) are `digits` followed by
    /// `more`, with its ``PhoneNumberDetection/digits`` left empty: a field that has the digits (a
    /// dial code, then the national digits) detects them without writing them into a text and
    /// reading them back, or joining them.
    ///
    /// - Complexity: O(c) for the c countries whose dial code the digits start with or that start
    ///   with the digits, and the national digits that decide among a shared dial code's countries.
    func detection<Digits: Collection<UInt8>, More: Collection<UInt8>>(
        ofDigits digits: Digits, followedBy more: More
    ) -> PhoneNumberDetection {
        let index = DialCodeIndex.shared
        // The first allowed country, in table order, whose dial code starts the digits (E.164 dial
        // codes are prefix-free: at most one complete code does), and its code's length.
        var first: Int?
        var firstLength = 0
        var firstCode = 0
        var number = 0
        var length = 0
        var bytes = digits.makeIterator()
        var moreBytes = more.makeIterator()
        // A dial code never starts with 0; none is longer than three digits.
        while length < 3, let byte = bytes.next() ?? moreBytes.next(), length > 0 || byte != UInt8(ascii: "0") {
            number = number * 10 + Int(byte &- UInt8(ascii: "0"))
            length += 1
            if let match = index.byDialCodeNumber[number]?.positions.joined().first(where: { isAllowed[$0] }), match < first ?? .max {
                first = match
                firstLength = length
                firstCode = number
            }
        }
        guard first != nil else {
            // The countries whose dial code starts with the digits: all of them before any digit.
            let text =
                more.isEmpty
                ? String(decoding: digits, as: UTF8.self)
                : digits.isEmpty ? String(decoding: more, as: UTF8.self) : String(decoding: Array(digits) + more, as: UTF8.self)
            let candidates = text.isEmpty ? countries : allowed(index.byDialCodePrefix[text])
            return PhoneNumberDetection(digits: "", dialCode: nil, candidates: candidates)
        }
        let code = PhoneFormatTable.dialCode(ofNumber: firstCode)
        // The national digits, joined only when the dial code ends inside `digits` and more follow.
        let found: [Country]
        if firstLength >= digits.count {
            found = candidates(ofDialCode: code, national: more.dropFirst(firstLength - digits.count))
        } else if more.isEmpty {
            found = candidates(ofDialCode: code, national: digits.dropFirst(firstLength))
        } else {
            found = candidates(ofDialCode: code, national: Array(digits.dropFirst(firstLength)) + more)
        }
        return PhoneNumberDetection(digits: "", dialCode: code, candidates: found)
    }

    /// The candidates ``detect(_:)`` finds for digits that start with `code`, a dial code it
    /// finds, and go on with `national` (ASCII digits).
    ///
    /// They depend on no more than the first ``nationalDigitsDeciding(dialCodeNumber:)`` of `national`.
    /// - Complexity: O(``nationalDigitsDeciding(dialCodeNumber:)`` + countries of `code`).
    func candidates<Digits: Collection<UInt8>>(ofDialCode code: String, national: Digits) -> [Country] {
        let index = DialCodeIndex.shared
        // A dial code is found by its number (the index files every code it can spell under it).
        guard let number = PhoneFormatTable.number(ofDialCode: code) else { return allowed(index.byDialCode[code]) }
        guard let shared = index.sharedByDialCodeNumber[number] else { return allowed(index.byDialCodeNumber[number]) }
        return candidates(of: shared, national: national)
    }

    /// How many national digits after the dial code numbered `number`
    /// (`PhoneFormatTable.number(ofDialCode:)`), a dial code ``detect(_:)`` finds, its candidates
    /// depend on: the longest national prefix listed for a shared dial code, 0 for another.
    ///
    /// - Complexity: O(1).
    func nationalDigitsDeciding(dialCodeNumber number: Int) -> Int {
        let shared = DialCodeIndex.shared.sharedByDialCodeNumber
        return shared.indices.contains(number) ? shared[number]?.longestPrefix ?? 0 : 0
    }

    /// The allowed candidates of a shared dial code for the national digits after it.
    private func candidates<Digits: Collection<UInt8>>(of shared: DialCodeIndex.Shared, national: Digits) -> [Country] {
        // The longest listed prefix wins; no key is longer than `longestPrefix`, so only that many
        // national digits are ever looked at, however many were typed or pasted.
        var value = 0
        var length = 0
        for byte in national {
            guard length < shared.longestPrefix else { break }
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            length += 1
        }
        while length > 0 {
            if let listed = shared.prefixes[DialCodeIndex.prefixKey(length: length, value: value)] { return allowed(listed) }
            value /= 10
            length -= 1
        }
        return allowed(shared.regions)
    }

    /// The allowed countries of `listing`: all of it, shared, when its first countries by each
    /// key are allowed; else, for each key, the first allowed country.
    private func allowed(_ listing: DialCodeIndex.Listing?) -> [Country] {
        guard let listing else { return [] }
        if allowsAll || listing.positions.allSatisfy({ $0.allSatisfy { isAllowed[$0] } }) { return listing.countries }
        let all = Country.all
        return listing.positions.compactMap { positions in positions.first { isAllowed[$0] }.map { all[$0] } }
    }
}

/// The countries of ``Country/all`` by dial code, by every prefix of a dial code, and by the regions
/// of a shared dial code, so that a detection looks up the few countries it names instead of
/// comparing the digits with all 245 dial codes (several detections run on every keystroke of a
/// ``PhoneNumberField``), and, when all of them are allowed, returns a list made once.
private struct DialCodeIndex: Sendable {
    /// Countries under one key, in table order: for each entry, the positions in ``Country/all``
    /// of the countries it may name (the first allowed one is meant), and the first of each.
    struct Listing: Sendable {
        let positions: [[Int]]
        let countries: [Country]

        init(_ positions: [[Int]], in all: [Country]) {
            self.positions = positions.filter { !$0.isEmpty }
            countries = self.positions.map { all[$0[0]] }
        }
    }

    /// What `Country.sharedDialCodes` lists for a dial code, as listings.
    final class Shared: Sendable {
        /// The regions in libphonenumber's order.
        let regions: Listing
        /// The regions by national prefix, keyed by ``DialCodeIndex/prefixKey(length:value:)``.
        let prefixes: [Int: Listing]
        /// The length of the longest national prefix.
        let longestPrefix: Int

        init(regions: Listing, prefixes: [Int: Listing], longestPrefix: Int) {
            self.regions = regions
            self.prefixes = prefixes
            self.longestPrefix = longestPrefix
        }
    }

    /// Countries by their dial code, each its own entry.
    let byDialCode: [String: Listing]
    /// ``byDialCode`` by the number a dial code spells (dial codes never start with `0`).
    let byDialCodeNumber: [Listing?]
    /// Countries by every prefix of their dial code (the empty one and the whole code included),
    /// each its own entry: the countries whose dial code starts with a given text.
    let byDialCodePrefix: [String: Listing]
    /// The shared dial codes' regions, an entry per alpha-2 code.
    /// What `Country.sharedDialCodes` lists, by the number of the dial code (every dial code a
    /// country of the table is found by is below 1000 and has no leading zero).
    let sharedByDialCodeNumber: [Shared?]

    /// The key of a national prefix: its length and the number its digits spell, so that a
    /// look-up makes no string (`0` and `00` differ by length).
    static func prefixKey(length: Int, value: Int) -> Int { length * 10_000_000 + value }

    static let shared = DialCodeIndex(Country.all)

    private init(_ all: [Country]) {
        var byDialCode: [String: [[Int]]] = [:], byDialCodePrefix: [String: [[Int]]] = [:], byAlpha2: [String: [Int]] = [:]
        for (position, country) in all.enumerated() {
            let code = country.dialCode
            byDialCode[code, default: []].append([position])
            byAlpha2[country.alpha2, default: []].append(position)
            // A prefix spelled like another (canonically equivalent) is the same key, listed once per country.
            for length in 0...code.count where byDialCodePrefix[String(code.prefix(length))]?.last != [position] {
                byDialCodePrefix[String(code.prefix(length)), default: []].append([position])
            }
        }
        self.byDialCode = byDialCode.mapValues { Listing($0, in: all) }
        var byDialCodeNumber = [Listing?](repeating: nil, count: 1000)
        for (code, listing) in self.byDialCode {
            // One to three ASCII digits, the first not `0`: the code is the number written out.
            if let number = PhoneFormatTable.number(ofDialCode: code) { byDialCodeNumber[number] = listing }
        }
        self.byDialCodeNumber = byDialCodeNumber
        self.byDialCodePrefix = byDialCodePrefix.mapValues { Listing($0, in: all) }
        let regions = { (alpha2: [String]) in Listing(alpha2.map { byAlpha2[$0] ?? [] }, in: all) }
        var sharedByDialCodeNumber = [Shared?](repeating: nil, count: 1000)
        for (code, shared) in Country.sharedDialCodes {
            guard let number = Int(code), number < 1000, code.first != "0" else { continue }
            var prefixes: [Int: Listing] = [:]
            for (prefix, listed) in shared.prefixes {
                prefixes[Self.prefixKey(length: prefix.utf8.count, value: prefix.utf8.reduce(0) { $0 * 10 + Int($1 &- UInt8(ascii: "0")) })] = regions(listed)
            }
            sharedByDialCodeNumber[number] = Shared(
                regions: regions(shared.regions), prefixes: prefixes, longestPrefix: shared.prefixes.keys.map(\.count).max() ?? 0)
        }
        self.sharedByDialCodeNumber = sharedByDialCodeNumber
    }
}
