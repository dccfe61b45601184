import Foundation

/// The set of Characters a value slot accepts: a built-in Unicode class or a custom notation's set.
///
/// ASCII membership is a precomputed 128-bit table, so the byte-level fast path never calls
/// into Unicode property lookups or Foundation.
struct CharacterClass: Sendable {
    enum Kind: Sendable {
        /// General category Nd.
        case digits
        /// General categories L* and M*.
        case letters
        /// General categories L*, M* and N*.
        case alphanumerics
        /// A custom notation's set, with the notation's symbol (its placeholder character).
        case custom(CharacterSet)
    }

    let kind: Kind
    private let asciiLow: UInt64
    private let asciiHigh: UInt64

    init(_ kind: Kind) {
        self.kind = kind
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in UInt8(0)..<128 where Self.scalarBelongs(Unicode.Scalar(byte), to: kind) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        asciiLow = low
        asciiHigh = high
    }

    static let digits = CharacterClass(.digits)
    static let letters = CharacterClass(.letters)
    static let alphanumerics = CharacterClass(.alphanumerics)

    /// Whether the single-byte ASCII Character `byte` belongs to the class.
    @inline(__always)
    func contains(ascii byte: UInt8) -> Bool {
        byte < 64 ? asciiLow & (1 << UInt64(byte)) != 0 : asciiHigh & (1 << UInt64(byte &- 64)) != 0
    }

    /// Whether every Unicode scalar of `character` belongs to the class (the grapheme-correct slow path).
    func contains(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { Self.scalarBelongs($0, to: kind) }
    }

    private static func scalarBelongs(_ scalar: Unicode.Scalar, to kind: Kind) -> Bool {
        switch kind {
        case .digits:
            return scalar.properties.generalCategory == .decimalNumber
        case .letters:
            return isLetterOrMark(scalar.properties.generalCategory)
        case .alphanumerics:
            let category = scalar.properties.generalCategory
            return isLetterOrMark(category) || category == .decimalNumber
                || category == .letterNumber || category == .otherNumber
        case .custom(let set):
            return set.contains(scalar)
        }
    }

    private static func isLetterOrMark(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }
}
