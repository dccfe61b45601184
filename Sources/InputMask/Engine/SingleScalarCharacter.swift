/// Recognises, from the UTF-8 bytes alone, a Character that is a single "simple" scalar: one that
/// no grapheme rule can join with the scalar after it when that one is simple too.
///
/// Cyrillic, Greek, Latin with precomposed accents, Arabic and Hebrew letters, CJK ideographs, kana,
/// Hangul syllables and full-width forms then skip `String`'s grapheme breaking entirely. Anything
/// else (combining marks, prepended marks, Hangul jamo, emoji, flags, 4-byte scalars) returns 0 and
/// takes the general slow path.
enum SingleScalarCharacter {
    /// The length in bytes of the Character starting at `position` when it is a single simple scalar
    /// (or a lone ASCII byte followed by one), else 0.
    ///
    /// - Parameter scalarBits: `CharacterClass.twoByteScalarBits`, read once per pass by the caller.
    /// - Complexity: O(1).
    @inline(__always)
    static func length(at position: Int, in input: UnsafePointer<UInt8>, count: Int, scalarBits: UnsafePointer<UInt8>) -> Int {
        let (scalar, length) = decode(at: position, in: input, count: count)
        guard length > 0, scalar < 0x80 ? scalar != 0x0D : isSimple(scalar, scalarBits: scalarBits) else { return 0 }
        let next = position &+ length
        if next == count || input[next] < 0x80 { return scalar < 0x80 ? 0 : length }
        let (following, followingLength) = decode(at: next, in: input, count: count)
        return followingLength > 0 && isSimple(following, scalarBits: scalarBits) ? length : 0
    }

    /// The scalar at `position` and its length when it is one to three bytes long, else length 0.
    @inline(__always)
    private static func decode(at position: Int, in input: UnsafePointer<UInt8>, count: Int) -> (UInt32, Int) {
        let lead = UInt32(input[position])
        if lead < 0x80 { return (lead, 1) }
        if lead >= 0xC2 && lead <= 0xDF && position &+ 1 < count {
            return (((lead & 0x1F) << 6) | (UInt32(input[position &+ 1]) & 0x3F), 2)
        }
        if lead >= 0xE0 && lead <= 0xEF && position &+ 2 < count {
            return (((lead & 0x0F) << 12) | ((UInt32(input[position &+ 1]) & 0x3F) << 6) | (UInt32(input[position &+ 2]) & 0x3F), 3)
        }
        return (0, 0)
    }

    /// Whether a non-ASCII scalar is simple: below U+0800 anything but grapheme extenders and
    /// prepended concatenation marks; above, the plain ranges of CJK, kana, Hangul syllables and
    /// full-width forms.
    @inline(__always)
    static func isSimple(_ scalar: UInt32, scalarBits: UnsafePointer<UInt8>) -> Bool {
        if scalar < 0x800 { return scalarBits[Int(scalar)] & CharacterClass.simpleScalarBit != 0 }
        switch scalar {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK ideographs
             0x3041...0x3096, 0x30A1...0x30FA,  // kana, without the combining voicing marks
             0xAC00...0xD7A3,  // Hangul syllables (jamo, which join them, are not simple)
             0xFF01...0xFF5E:  // full-width ASCII forms
            return true
        default:
            return false
        }
    }
}
