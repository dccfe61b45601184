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
    /// One Character per BBAN position: `n` a digit, `a` an upper-case letter, `c` either.
    let bban: String

    init(code: String, length: Int, bban: String) {
        self.code = code
        self.length = length
        self.bban = bban
    }

    /// The registry country with this alpha-2 code (upper- or lower-case), or `nil`.
    ///
    /// - Parameter code: an ISO 3166 alpha-2 code such as `"DE"` or `"de"`.
    /// - Complexity: O(length of `code`).
    public init?(code: String) {
        guard code.utf8.count == 2, let country = Self.byCode[code.uppercased()] else { return nil }
        self = country
    }

    /// Every country of the registry, sorted by code.
    ///
    /// - Complexity: O(1).
    public static var all: [IBANCountry] { registry }

    private static let byCode: [String: IBANCountry] = Dictionary(uniqueKeysWithValues: registry.map { ($0.code, $0) })

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

    /// The kind of each position of this country's IBANs, country code and check digits included.
    var kinds: [Kind] {
        [.letter, .letter, .digit, .digit] + bban.utf8.map { $0 == UInt8(ascii: "n") ? .digit : $0 == UInt8(ascii: "a") ? .letter : .alphanumeric }
    }

    /// The mask of this country's IBANs: groups of four separated by a space, each run of one kind
    /// its own block (a block mixing kinds would have its symbols sorted).
    var format: String { Self.format(of: kinds) }

    /// The mask for text that names no registry country: 34 letters or digits, the longest any IBAN has.
    static let unknownCountryFormat = format(of: Array(repeating: .alphanumeric, count: 34))

    /// The longest IBAN of the registry.
    static let maximumLength = 34

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
        let bytes = Array(electronic.utf8.prefix(maximumLength + 1))
        if bytes.isEmpty { return true }
        if bytes.count < 2 { return Kind.letter.accepts(bytes[0]) && registry.contains { $0.code.utf8.first == bytes[0] } }
        guard let country = IBANCountry(code: String(decoding: bytes[..<2], as: UTF8.self)), bytes.count <= country.length else { return false }
        let kinds = country.kinds
        guard zip(bytes, kinds).allSatisfy({ $1.accepts($0) }) else { return false }
        return bytes.count < country.length || isValid(electronic)
    }

    /// Whether `electronic` is a valid IBAN: a registry country's length and structure, check digits
    /// 02–98, and the ISO 13616 (ISO 7064 MOD 97-10) check.
    static func isValid(_ electronic: String) -> Bool {
        let bytes = Array(electronic.utf8.prefix(maximumLength + 1))
        guard bytes.count >= 4, let country = IBANCountry(code: String(decoding: bytes[..<2], as: UTF8.self)),
            bytes.count == country.length, zip(bytes, country.kinds).allSatisfy({ $1.accepts($0) })
        else { return false }
        let checkDigits = Int(bytes[2] - UInt8(ascii: "0")) * 10 + Int(bytes[3] - UInt8(ascii: "0"))
        guard (2...98).contains(checkDigits) else { return false }
        // The BBAN, then the country code and check digits; letters count as 10...35.
        var remainder = 0
        for byte in bytes[4...] + bytes[..<4] {
            if byte &- UInt8(ascii: "0") < 10 {
                remainder = (remainder * 10 + Int(byte - UInt8(ascii: "0"))) % 97
            } else {
                remainder = (remainder * 100 + Int(byte - UInt8(ascii: "A")) + 10) % 97
            }
        }
        return remainder == 1
    }
}
