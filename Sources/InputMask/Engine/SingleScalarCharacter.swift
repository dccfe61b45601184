/// Recognises, from the UTF-8 bytes alone, a Character that is a single "simple" scalar: one that
/// no grapheme rule can join with the scalar after it when that one is simple too, or any other
/// scalar that joins no simple scalar before it (`ScalarTable.joinsNoSimpleBit`).
///
/// Cyrillic, Greek, Latin with precomposed accents, Arabic and Hebrew letters, CJK ideographs, kana,
/// Hangul syllables, full-width forms and emoji without modifiers then skip `String`'s grapheme
/// breaking entirely. Anything else (combining marks, prepended marks, Hangul jamo, variation
/// selectors, emoji modifiers, flags, joiners) returns 0 and takes the general slow path.
enum SingleScalarCharacter {
    /// The length in bytes of the Character starting at `position` when it is a single simple scalar
    /// (or a lone ASCII byte followed by one), else 0.
    ///
    /// - Parameters:
    ///   - scalarBits: `CharacterClass.twoByteScalarBits`, read once per pass by the caller.
    ///   - table: `ScalarTable.shared`, read once per pass by the caller.
    /// - Complexity: O(1).
    @inline(__always)
    static func length(
        at position: Int, in input: UnsafePointer<UInt8>, count: Int, scalarBits: UnsafePointer<UInt8>, table: ScalarTable
    ) -> Int {
        let (scalar, length) = UTF8Scalar.decode(at: position, in: input, count: count)
        guard length > 0, scalar < 0x80 ? scalar != 0x0D : isSimple(scalar, scalarBits: scalarBits, table: table) else { return 0 }
        let next = position &+ length
        if next == count || input[next] < 0x80 { return scalar < 0x80 ? 0 : length }
        let (following, followingLength) = UTF8Scalar.decode(at: next, in: input, count: count)
        return followingLength > 0 && joinsNoSimple(following, scalarBits: scalarBits, table: table) ? length : 0
    }

    /// Whether no grapheme rule joins a non-ASCII scalar to a simple scalar before it: below U+0800
    /// when it is simple itself; above, as `ScalarTable` says (flags, prepended marks, jamo too).
    @inline(__always)
    static func joinsNoSimple(_ scalar: UInt32, scalarBits: UnsafePointer<UInt8>, table: ScalarTable) -> Bool {
        if scalar < 0x800 { return scalarBits[Int(scalar)] & CharacterClass.simpleScalarBit != 0 }
        return table.bits(of: scalar) & ScalarTable.joinsNoSimpleBit != 0
    }

    /// Whether a non-ASCII scalar is simple: below U+0800 anything but grapheme extenders, spacing
    /// marks and prepended concatenation marks (`CharacterClass.twoByteScalarBits`); above, as
    /// `ScalarTable` says.
    @inline(__always)
    static func isSimple(_ scalar: UInt32, scalarBits: UnsafePointer<UInt8>, table: ScalarTable) -> Bool {
        if scalar < 0x800 { return scalarBits[Int(scalar)] & CharacterClass.simpleScalarBit != 0 }
        return table.bits(of: scalar) & ScalarTable.simpleBit != 0
    }
}
