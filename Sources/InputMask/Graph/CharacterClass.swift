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
    /// ASCII membership: bit `b` of `asciiLow` for bytes below 64, bit `b - 64` of `asciiHigh` above.
    let asciiLow: UInt64
    let asciiHigh: UInt64

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


    /// Whether every Unicode scalar of a Character, given as its valid UTF-8 bytes, belongs to the class.
    ///
    /// This is the grapheme-correct slow path; scalars below U+0800 (Latin, Greek, Cyrillic, Arabic,
    /// Hebrew, ...) use a precomputed table for the built-in classes.
    func contains(utf8 character: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.allScalars(of: character) { Self.scalarBelongs($0, to: kind) }
    }

    /// `contains(utf8:)` for the built-in class with compiler class index 0, 1 or 2 (digits,
    /// letters, alphanumerics), without a `CharacterClass` value to copy.
    static func builtInContains(utf8 character: UnsafeBufferPointer<UInt8>, classIndex: UInt32) -> Bool {
        builtInContains(utf8: character, classIndex: classIndex, table: ScalarTable.shared)
    }

    /// `builtInContains(utf8:classIndex:)` with `ScalarTable.shared` read once by the caller, for
    /// the scans, which ask it for every Character of several scalars (emoji with modifiers).
    ///
    /// - Complexity: O(length of the Character); it stops at the first scalar outside the class.
    // Out of line: the scans' loops keep their variables in registers around the call.
    @inline(never)
    static func builtInContains(utf8 character: UnsafeBufferPointer<UInt8>, classIndex: UInt32, table: ScalarTable) -> Bool {
        guard let base = character.baseAddress else { return true }
        let mask = builtInBitMask(classIndex: classIndex)
        var index = 0
        while index < character.count {
            let (value, length) = UTF8Scalar.decode(at: index, in: base, count: character.count)
            guard length > 0 else { return false }
            let belongs: Bool
            if let known = tableContains(value, mask: mask, scalarBits: twoByteScalarBits, table: table) {
                belongs = known
            } else if let scalar = Unicode.Scalar(value) {
                belongs = scalarBelongs(scalar, to: classIndex == 0 ? .digits : classIndex == 1 ? .letters : .alphanumerics)
            } else {
                belongs = false
            }
            guard belongs else { return false }
            index &+= length
        }
        return true
    }

    /// Whether the built-in class whose bits are `mask` (`builtInBitMask`) takes `scalar`, as the
    /// tables tell; nil for a scalar they leave to the standard library.
    ///
    /// - Parameters:
    ///   - scalarBits: `twoByteScalarBits`, read once by the caller.
    ///   - table: `ScalarTable.shared`, read once by the caller.
    /// - Complexity: O(1).
    @inline(__always)
    static func tableContains(_ scalar: UInt32, mask: UInt8, scalarBits: UnsafePointer<UInt8>, table: ScalarTable) -> Bool? {
        if scalar < 0x800 { return scalarBits[Int(scalar)] & mask != 0 }
        return tableContains(bits: table.bits(of: scalar), mask: mask)
    }

    /// `tableContains(_:mask:scalarBits:table:)` for a scalar from U+0800 up whose `ScalarTable`
    /// bits are `bits`, read already.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func tableContains(bits: UInt8, mask: UInt8) -> Bool? {
        bits & ScalarTable.knownBit != 0 ? bits & mask != 0 : nil
    }

    /// The bits of `twoByteScalarBits` (and of `ScalarTable`, which uses the same ones) that mark
    /// members of the built-in class with compiler class index 0, 1 or 2: digit; letter or mark;
    /// letter, mark or number.
    // One shift rather than two compares: the scans ask it for every non-ASCII Character they classify.
    @inline(__always)
    static func builtInBitMask(classIndex: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: UInt32(0x06_02_01) &>> (min(classIndex, 2) &* 8))
    }

    /// Whether every scalar of valid UTF-8 `bytes` satisfies `predicate`.
    @inline(__always)
    private static func allScalars(of bytes: UnsafeBufferPointer<UInt8>, _ predicate: (Unicode.Scalar) -> Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index < bytes.count {
            let (value, length) = UTF8Scalar.decode(at: index, in: base, count: bytes.count)
            guard length > 0, let scalar = Unicode.Scalar(value), predicate(scalar) else { return false }
            index += length
        }
        return true
    }

    /// Bits of every scalar below U+0800: 1 digit, 2 letter or mark, 4 number (the built-in
    /// classes), 8 simple for grapheme breaking (see `SingleScalarCharacter`).
    ///
    /// Allocated once and never freed, so that the apply engine can read it through a pointer for a
    /// whole pass: a global array costs a lazy-initialisation check and a retain on every access.
    /// Never written after its one-time initialisation, so sharing it between threads is safe.
    nonisolated(unsafe) static let twoByteScalarBits: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x800)
        for value in 0..<0x800 { table[value] = twoByteScalarBits(of: UInt32(value)) }
        return UnsafePointer(table)
    }()

    private static func twoByteScalarBits(of value: UInt32) -> UInt8 {
        let properties = Unicode.Scalar(value)?.properties
        let category = properties?.generalCategory ?? .unassigned
        var bits: UInt8 = 0
        if category == .decimalNumber { bits |= 1 }
        if isLetterOrMark(category) { bits |= 2 }
        if category == .decimalNumber || category == .letterNumber || category == .otherNumber { bits |= 4 }
        // Not simple: extenders (they join the scalar before them), spacing marks, and prepended
        // concatenation marks (they join the scalar after them).
        let isPrepended = (0x600...0x605).contains(value) || value == 0x6DD || value == 0x70F
        if !(properties?.isGraphemeExtend ?? true) && category != .spacingMark && !isPrepended { bits |= simpleScalarBit }
        return bits
    }

    /// The bit of `twoByteScalarBits` that marks a scalar simple for grapheme breaking (see `SingleScalarCharacter`).
    static let simpleScalarBit: UInt8 = 8

    private static func scalarBelongs(_ scalar: Unicode.Scalar, to kind: Kind) -> Bool {
        if scalar.value < 0x800 {
            let bits = twoByteScalarBits[Int(scalar.value)]
            switch kind {
            case .digits: return bits & 1 != 0
            case .letters: return bits & 2 != 0
            case .alphanumerics: return bits & 6 != 0
            case .custom(let set): return set.contains(scalar)
            }
        }
        switch kind {
        case .custom(let set):
            return set.contains(scalar)
        default:
            break
        }
        let bits = ScalarTable.shared.bits(of: scalar.value)
        if bits & ScalarTable.knownBit != 0 {
            switch kind {
            case .digits: return bits & ScalarTable.digitBit != 0
            case .letters: return bits & ScalarTable.letterOrMarkBit != 0
            default: return bits & (ScalarTable.letterOrMarkBit | ScalarTable.numberBit) != 0
            }
        }
        // Assigned after the table's Unicode version: as the standard library at hand knows it.
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
