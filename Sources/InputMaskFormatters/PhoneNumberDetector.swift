/// What ``PhoneNumberDetector`` made of some typed text.
///
/// ```swift
/// let detection = PhoneNumberDetector().detect("+1 204")
/// detection.country?.alpha2  // "CA"
/// ```
public struct PhoneNumberDetection: Hashable, Sendable {
    /// The ASCII digits of the input, dial code first (`"1204"`).
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
/// The input may mix digits, `+`, spaces and punctuation; only ASCII digits count, and they are
/// read as an international number (dial code first). Dial codes shared by several regions
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

    /// A detector over the allowed countries less the excluded ones.
    ///
    /// - Parameters:
    ///   - allowed: names, ISO alpha-2/alpha-3 codes or flag emoji; `nil` allows every country.
    ///     Keys that name no country are ignored.
    ///   - excluded: names, codes or flags of countries never to detect.
    /// - Complexity: O(countries × keys).
    public init(allowed: [String]? = nil, excluded: [String] = []) {
        countries = Country.all.filter { country in
            (allowed.map { keys in keys.contains(where: country.matches) } ?? true)
                && !excluded.contains(where: country.matches)
        }
    }

    /// The candidates for `input`.
    ///
    /// ```swift
    /// PhoneNumberDetector().detect("+44 7400").country?.alpha2 // "GB"
    /// PhoneNumberDetector().detect("+3").candidates.count     // every +3x country
    /// ```
    /// - Parameter input: what the user typed.
    /// - Returns: the digits, the dial code if complete, and the candidates.
    /// - Complexity: O(countries + input length).
    public func detect(_ input: String) -> PhoneNumberDetection {
        // An ASCII digit is one UTF-8 byte that no other scalar's encoding contains.
        let digits = String(decoding: input.utf8.filter { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }, as: UTF8.self)
        // E.164 dial codes are prefix-free: at most one complete code starts the digits.
        guard let code = countries.first(where: { digits.hasPrefix($0.dialCode) })?.dialCode else {
            let candidates = countries.filter { $0.dialCode.hasPrefix(digits) }
            return PhoneNumberDetection(digits: digits, dialCode: nil, candidates: candidates)
        }
        let national = digits.dropFirst(code.count)
        guard let shared = Country.sharedDialCodes[code] else {
            return PhoneNumberDetection(digits: digits, dialCode: code, candidates: countries.filter { $0.dialCode == code })
        }
        var regions = shared.regions
        // The longest listed prefix wins; no key is longer than `longestPrefix`, so only that many
        // national digits are ever looked at, however many were typed or pasted.
        let head = national.prefix(Self.longestPrefix[code] ?? 0)
        var length = head.count
        while length > 0 {
            if let listed = shared.prefixes[String(head.prefix(length))] {
                regions = listed
                break
            }
            length -= 1
        }
        let candidates = regions.compactMap { region in countries.first { $0.alpha2 == region } }
        return PhoneNumberDetection(digits: digits, dialCode: code, candidates: candidates)
    }

    /// The length of the longest national prefix listed for each shared dial code.
    private static let longestPrefix: [String: Int] = Country.sharedDialCodes.mapValues { shared in
        shared.prefixes.keys.map(\.count).max() ?? 0
    }
}
