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
        registryIndex(first, second).map { registry[$0] }
    }

    /// The position in ``registry`` of the country whose code is the ASCII letters `first` and
    /// `second` (either case), or `nil` when no registry country has that code.
    ///
    /// - Complexity: O(1).
    static func registryIndex(_ first: UInt8, _ second: UInt8) -> Int? {
        let first = first & 0xDF &- UInt8(ascii: "A"), second = second & 0xDF &- UInt8(ascii: "A")
        guard first < 26, second < 26 else { return nil }
        let index = byCode[Int(first) * 26 + Int(second)]
        return index < 0 ? nil : Int(index)
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
    ///
    /// - Complexity: O(n) for n bytes.
    static func isPotentiallyValid(_ electronic: String) -> Bool {
        withBytes(of: electronic) { bytes in
            guard let first = bytes.first else { return true }
            guard bytes.count >= 2 else { return Kind.letter.accepts(first) && registry.contains { $0.code.utf8.first == first } }
            guard let length = structureLength(of: bytes) else { return false }
            return bytes.count < length || passesCheck(bytes)
        }
    }

    /// Whether `electronic` is a valid IBAN: a registry country's length and structure, check digits
    /// 02–98, and the ISO 13616 (ISO 7064 MOD 97-10) check.
    ///
    /// - Complexity: O(n) for n bytes.
    static func isValid(_ electronic: String) -> Bool {
        withBytes(of: electronic) { bytes in
            structureLength(of: bytes) == bytes.count && passesCheck(bytes)
        }
    }

    /// `body` of the UTF-8 bytes of `text`, in place where the String's storage is contiguous.
    private static func withBytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The length of the IBANs of the country `bytes` start with, when `bytes` (at least two) are
    /// its code and follow its structure as far as they go; `nil` otherwise.
    private static func structureLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= 2, Kind.letter.accepts(bytes[0]), Kind.letter.accepts(bytes[1]),
            let index = registryIndex(bytes[0], bytes[1])
        else { return nil }
        return registry.withUnsafeBufferPointer { countries in
            // In bounds: `registryIndex` gives positions in the registry; `bytes.count` is checked
            // against the country's length, the count of its kinds.
            let length = countries[index].length
            guard bytes.count <= length else { return nil }
            return countries[index].kinds.withUnsafeBufferPointer { kinds in
                for offset in 2..<bytes.count where !kinds[offset].accepts(bytes[offset]) { return nil }
                return length
            }
        }
    }

    /// Whether complete `bytes` that follow their country's structure have check digits 02–98 and
    /// pass the MOD 97-10 check.
    private static func passesCheck(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let check = Int(bytes[2] &- UInt8(ascii: "0")) * 10 + Int(bytes[3] &- UInt8(ascii: "0"))
        guard (2...98).contains(check) else { return false }
        // The BBAN, then the country code and check digits; letters count as 10...35.
        var remainder = 0
        for offset in 4..<bytes.count + 4 {
            let byte = bytes[offset < bytes.count ? offset : offset - bytes.count]
            remainder = byte &- UInt8(ascii: "0") < 10
                ? (remainder * 10 + Int(byte &- UInt8(ascii: "0"))) % 97
                : (remainder * 100 + Int(byte &- UInt8(ascii: "A")) + 10) % 97
        }
        return remainder == 1
    }
}
