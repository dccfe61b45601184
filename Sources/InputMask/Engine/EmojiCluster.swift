/// Finds, from the UTF-8 bytes alone, the end of a Character made of emoji: a pictographic scalar
/// or a flag (a pair of regional indicators) with its extenders (skin-tone modifiers, variation
/// selectors) and, after joiners, further emoji (grapheme rules GB9, GB11 to GB13), which
/// `String`'s grapheme breaking takes far longer to find.
///
/// Anything else that could join (spacing marks, prepended marks, Hangul jamo, regional
/// indicators, marks below U+0800, scalars newer than `ScalarTable` knows) returns 0 and is left
/// to `String`.
enum EmojiCluster {
    /// The length in bytes of the Character that starts at `position`, a Character boundary, when it
    /// starts with a pictographic scalar or a regional indicator and holds only the scalars above,
    /// else 0.
    ///
    /// - Parameters:
    ///   - scalarBits: `CharacterClass.twoByteScalarBits`.
    ///   - table: `ScalarTable.shared`.
    /// - Complexity: O(length of the Character).
    static func length(
        at position: Int, in input: UnsafePointer<UInt8>, count: Int, scalarBits: UnsafePointer<UInt8>, table: ScalarTable
    ) -> Int {
        let (first, firstLength) = UTF8Scalar.decode(at: position, in: input, count: count)
        guard firstLength > 0, first >= ScalarTable.firstScalar else { return 0 }
        var end = position &+ firstLength
        // GB11 joins an emoji after `\p{ExtPict} Extend* ZWJ`: whether the scalars so far end in
        // `\p{ExtPict} Extend*`, and whether they end in that and a joiner.
        var inEmojiSequence = true
        var afterJoiner = false
        if isRegionalIndicator(first) {
            // At a Character boundary a regional indicator starts a pair (GB12, GB13): a flag.
            inEmojiSequence = false
            if end < count {
                let (second, secondLength) = UTF8Scalar.decode(at: end, in: input, count: count)
                if secondLength > 0 && isRegionalIndicator(second) { end &+= secondLength }
            }
        } else if table.bits(of: first) & ScalarTable.pictographicBit == 0 {
            return 0
        }
        while end < count && input[end] >= 0x80 {
            let (scalar, length) = UTF8Scalar.decode(at: end, in: input, count: count)
            guard length > 0 else { return 0 }
            guard scalar >= ScalarTable.firstScalar else {
                // Below U+0800 only simpleness is known: a simple scalar (Cyrillic, Greek,
                // Arabic... after an emoji) is a boundary unless a joiner is before it (© and ®
                // are pictographic). Marks and the like are left to String.
                if !afterJoiner && scalarBits[Int(scalar)] & CharacterClass.simpleScalarBit != 0 { break }
                return 0
            }
            let bits = table.bits(of: scalar)
            if scalar == 0x200D {
                afterJoiner = inEmojiSequence
                inEmojiSequence = false
            } else if bits & ScalarTable.emojiExtendBit != 0 {
                if afterJoiner { inEmojiSequence = false }
                afterJoiner = false
            } else if afterJoiner && bits & ScalarTable.pictographicBit != 0 {
                inEmojiSequence = true
                afterJoiner = false
            } else if bits & ScalarTable.simpleBit != 0 || isRegionalIndicator(scalar) {
                // No rule joins a simple scalar to an emoji, flag, extender or joiner before it
                // but GB11, nor a regional indicator but to one right before it.
                break
            } else {
                return 0
            }
            end &+= length
        }
        // ASCII (or the end) after the Character: a boundary, since no ASCII scalar extends or is
        // pictographic.
        return end &- position
    }

    /// Whether a scalar is a regional indicator (U+1F1E6 to U+1F1FF), half of a flag.
    @inline(__always)
    static func isRegionalIndicator(_ scalar: UInt32) -> Bool {
        scalar &- 0x1F1E6 < 26
    }
}
