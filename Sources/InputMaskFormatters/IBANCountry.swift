import Foundation
import InputMask

/// A country's IBAN format from the SWIFT IBAN registry: its length and what each position holds.
///
/// An IBAN is the country's ISO 3166 alpha-2 code, two check digits and the country's BBAN, whose
/// every position is a digit, an upper-case letter A–Z, or either. ``IBANField`` picks one by the
/// first two Characters typed.
///
/// ```swift
/// let germany = IBANCountry(code: "DE")
/// germany?.length              // 22
/// IBANCountry.all.count        // every registry country
/// ```
public struct IBANCountry: Hashable, Sendable {
    /// The ISO 3166 alpha-2 code, upper-case (`"DE"`).
    public let code: String
    /// The number of Characters of the electronic form, country code and check digits included.
    public let length: Int
    /// The kind of each position, country code and check digits included.
    let kinds: [Kind]
    /// The mask of this country's IBANs: groups of four separated by a space, each run of one kind
    /// its own block (a block mixing kinds would have its symbols sorted).
    let format: String

    /// A country from its registry entry: `bban` holds one Character per BBAN position, `n` a
    /// digit, `a` an upper-case letter, `c` either.
    init(code: String, length: Int, bban: String) {
        self.code = code
        self.length = length
        kinds = [.letter, .letter, .digit, .digit]
            + bban.utf8.map { $0 == UInt8(ascii: "n") ? .digit : $0 == UInt8(ascii: "a") ? .letter : .alphanumeric }
        format = Self.format(of: kinds)
    }

    /// The registry country with this alpha-2 code (upper- or lower-case), or `nil`.
    ///
    /// - Parameter code: an ISO 3166 alpha-2 code such as `"DE"` or `"de"`.
    /// - Complexity: O(length of `code`).
    public init?(code: String) {
        let bytes = code.utf8
        guard bytes.count == 2, let country = Self.named(bytes.first!, bytes[bytes.index(after: bytes.startIndex)]) else { return nil }
        self = country
    }

    /// The registry country whose code is these two ASCII letters (either case), or `nil`.
    ///
    /// - Complexity: O(1), without allocating.
    static func named(_ first: UInt8, _ second: UInt8) -> IBANCountry? {
        let first = first & 0xDF &- UInt8(ascii: "A"), second = second & 0xDF &- UInt8(ascii: "A")
        guard first < 26, second < 26 else { return nil }
        let index = byCode[Int(first) * 26 + Int(second)]
        return index < 0 ? nil : registry[Int(index)]
    }

    /// Every country of the registry, sorted by code.
    ///
    /// - Complexity: O(1).
    public static var all: [IBANCountry] { registry }

    /// For each pair of letters (first × 26 + second), the index of its country in `registry`, or -1.
    private static let byCode: [Int16] = {
        var table = [Int16](repeating: -1, count: 26 * 26)
        for (index, country) in registry.enumerated() {
            let bytes = Array(country.code.utf8)
            table[Int(bytes[0] - UInt8(ascii: "A")) * 26 + Int(bytes[1] - UInt8(ascii: "A"))] = Int16(index)
        }
        return table
    }()

    // MARK: - Structure

    /// What a position of an electronic IBAN holds.
    enum Kind: UInt8 {
        case digit, letter, alphanumeric

        /// Whether `byte` (an upper-cased ASCII byte) may stand here.
        func accepts(_ byte: UInt8) -> Bool {
            let isDigit = byte &- UInt8(ascii: "0") < 10, isLetter = byte &- UInt8(ascii: "A") < 26
            switch self {
            case .digit: return isDigit
            case .letter: return isLetter
            case .alphanumeric: return isDigit || isLetter
            }
        }
    }

    /// The mask for text that names no registry country: as many letters or digits as ISO 13616
    /// allows any IBAN (34), so that nothing typed is lost while the code is incomplete.
    static let unknownCountryFormat = format(of: Array(repeating: .alphanumeric, count: 34))

    /// The custom symbols of ``format``: ASCII letters only (`A` would take any script's), and letters or digits.
    static let notations = [
        Notation(character: "L", characterSet: CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), isOptional: false),
        Notation(character: "C", characterSet: CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), isOptional: false),
    ]

    private static func format(of kinds: [Kind]) -> String {
        var format = ""
        var previous: Kind?
        for (position, kind) in kinds.enumerated() {
            let groupStarts = position > 0 && position % 4 == 0
            if groupStarts { format += "] [" } else if previous != kind && previous != nil { format += "][" }
            if position == 0 { format += "[" }
            switch kind {
            case .digit: format += "0"
            case .letter: format += "L"
            case .alphanumeric: format += "C"
            }
            previous = kind
        }
        return kinds.isEmpty ? "" : format + "]"
    }

    // MARK: - Checks

    /// Whether `electronic` (upper-case letters and digits, no spaces) can still become a valid IBAN
    /// of some registry country by typing more at its end.
    static func isPotentiallyValid(_ electronic: String) -> Bool {
        var bytes = electronic.utf8.makeIterator()
        guard let first = bytes.next() else { return true }
        guard let second = bytes.next() else {
            return Kind.letter.accepts(first) && registry.contains { $0.code.utf8.first == first }
        }
        guard Kind.letter.accepts(first), Kind.letter.accepts(second), let country = named(first, second) else { return false }
        var count = 2
        while let byte = bytes.next() {
            guard count < country.length, country.kinds[count].accepts(byte) else { return false }
            count += 1
        }
        return count < country.length || isValid(electronic)
    }

    /// Whether `electronic` is a valid IBAN: a registry country's length and structure, check digits
    /// 02–98, and the ISO 13616 (ISO 7064 MOD 97-10) check.
    static func isValid(_ electronic: String) -> Bool {
        let bytes = electronic.utf8
        guard bytes.count >= 4, let first = bytes.first, let second = bytes.dropFirst().first,
            Kind.letter.accepts(first), Kind.letter.accepts(second), let country = named(first, second),
            bytes.count == country.length, zip(bytes, country.kinds).allSatisfy({ $1.accepts($0) })
        else { return false }
        let check = bytes.dropFirst(2).prefix(2).reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard (2...98).contains(check) else { return false }
        // The BBAN, then the country code and check digits; letters count as 10...35.
        var remainder = 0
        func add(_ byte: UInt8) {
            if byte &- UInt8(ascii: "0") < 10 {
                remainder = (remainder * 10 + Int(byte - UInt8(ascii: "0"))) % 97
            } else {
                remainder = (remainder * 100 + Int(byte - UInt8(ascii: "A")) + 10) % 97
            }
        }
        bytes.dropFirst(4).forEach(add)
        bytes.prefix(4).forEach(add)
        return remainder == 1
    }
}
