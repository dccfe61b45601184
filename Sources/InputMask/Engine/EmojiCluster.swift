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
        var first = Scalar(at: position, in: input, count: count, table: table)
        guard var walk = Walk(startingWith: first) else { return 0 }
        switch walk.end(from: position &+ first.length, in: input, count: count, after: &first, scalarBits: scalarBits, table: table) {
        case .unknown: return 0
        case .end(let end), .emojiAt(let end): return end &- position
        }
    }

    /// The run of emoji Characters from `position`, a Character boundary, that the built-in class
    /// whose bits are `builtInMask` drops: each is found as `length(at:)` finds it and ends at or
    /// before `limit`, and the class does not take its first scalar (`CharacterClass.tableContains`),
    /// so not the Character; with `keepingApartReversed`, each also keeps
    /// apart when the text's Characters are reordered (`ReversedReading.keepsApart`). Where the
    /// run ends, and how many Characters it holds.
    ///
    /// - Complexity: O(length of the run and of the Character after it).
    // Transparent, so that it is inlined into the filtering scan: its runs are one or two emoji
    // between short runs of letters, and a call each would cost that scan as much as the run.
    @_transparent
    static func droppedRun(
        from position: Int, to limit: Int, in input: UnsafePointer<UInt8>, count: Int, builtInMask: UInt8,
        keepingApartReversed: Bool, scalarBits: UnsafePointer<UInt8>, table: ScalarTable
    ) -> (end: Int, characters: Int) {
        var start = position, characters = 0
        var first = Scalar(at: position, in: input, count: count, table: table)
        // `first.bits` are none below U+0800, which the tables then do not tell of: the run stops.
        while CharacterClass.tableContains(bits: first.bits, mask: builtInMask) == false, var walk = Walk(startingWith: first) {
            let end: Int, emojiFollows: Bool, firstValue = first.value, firstLength = first.length
            switch walk.end(from: start &+ first.length, in: input, count: count, after: &first, scalarBits: scalarBits, table: table) {
            case .unknown: return (start, characters)
            case .end(let found): (end, emojiFollows) = (found, false)
            case .emojiAt(let found): (end, emojiFollows) = (found, true)
            }
            guard end <= limit else { break }
            if keepingApartReversed && !ReversedReading.keepsApart(
                emojiCluster: input + start, length: end &- start, first: firstValue, firstLength: firstLength) { break }
            characters &+= 1
            start = end
            guard emojiFollows else { break }
        }
        return (start, characters)
    }

    /// Whether a scalar is a regional indicator (U+1F1E6 to U+1F1FF), half of a flag.
    @inline(__always)
    static func isRegionalIndicator(_ scalar: UInt32) -> Bool {
        scalar &- 0x1F1E6 < 26
    }
}

extension EmojiCluster {
    /// A scalar of the text, with its `ScalarTable` bits from U+0800 up (none below); `length` 0
    /// where no whole scalar starts (a scalar the end of the text cuts).
    struct Scalar {
        let value: UInt32
        let length: Int
        var bits: UInt8 = 0

        @inline(__always)
        init(at position: Int, in input: UnsafePointer<UInt8>, count: Int, table: ScalarTable) {
            (value, length) = UTF8Scalar.decode(at: position, in: input, count: count)
            if value >= ScalarTable.firstScalar { bits = table.bits(of: value) }
        }
    }

    /// Where a Character's scalars, walked one by one, end.
    enum End {
        /// At this byte offset, before ASCII, the end of the text or a simple scalar that starts no emoji.
        case end(Int)
        /// At this byte offset, before a pictographic scalar or a regional indicator: the next
        /// Character may be an emoji too.
        case emojiAt(Int)
        /// Where only `String` can tell.
        case unknown
    }

    /// The state of a walk through the scalars of an emoji Character.
    struct Walk {
        /// Whether the scalars so far end in `\p{ExtPict} Extend*`, which a joiner then an emoji
        /// may follow (GB11).
        private var inEmojiSequence: Bool
        /// Whether they end in that and a joiner.
        private var afterJoiner = false
        /// Whether the Character so far is one regional indicator, which pairs with one after it
        /// (GB12, GB13: at a Character boundary a regional indicator starts a pair).
        private var isLoneRegionalIndicator: Bool

        /// The walk of a Character that starts with `first`, when it is a pictographic scalar or a
        /// regional indicator.
        @inline(__always)
        init?(startingWith first: Scalar) {
            if EmojiCluster.isRegionalIndicator(first.value) {
                inEmojiSequence = false
                isLoneRegionalIndicator = true
            } else if first.bits & ScalarTable.pictographicBit != 0 {
                inEmojiSequence = true
                isLoneRegionalIndicator = false
            } else {
                return nil
            }
        }

        /// Walks the scalars from `position`, the end of the Character's first, to the Character's
        /// end; `after` is then the scalar that follows it, when `.emojiAt`.
        @inline(__always)
        mutating func end(
            from position: Int, in input: UnsafePointer<UInt8>, count: Int, after: inout Scalar,
            scalarBits: UnsafePointer<UInt8>, table: ScalarTable
        ) -> End {
            var end = position
            while end < count && input[end] >= 0x80 {
                after = Scalar(at: end, in: input, count: count, table: table)
                guard after.length > 0 else { return .unknown }
                guard after.value >= ScalarTable.firstScalar else {
                    // Below U+0800 only simpleness is known: a simple scalar (Cyrillic, Greek,
                    // Arabic... after an emoji) is a boundary unless a joiner is before it (© and ®
                    // are pictographic). Marks and the like are left to String.
                    return !afterJoiner && scalarBits[Int(after.value)] & CharacterClass.simpleScalarBit != 0 ? .end(end) : .unknown
                }
                guard joins(after) else {
                    // No rule joins a simple scalar to an emoji, flag, extender or joiner before it
                    // but GB11, nor a regional indicator but to a lone one right before it.
                    if EmojiCluster.isRegionalIndicator(after.value) || after.bits & ScalarTable.pictographicBit != 0 {
                        return .emojiAt(end)
                    }
                    return after.bits & ScalarTable.simpleBit != 0 ? .end(end) : .unknown
                }
                end &+= after.length
            }
            // ASCII (or the end) after the Character: a boundary, since no ASCII scalar extends or
            // is pictographic.
            return .end(end)
        }

        /// Whether `scalar` joins the Character walked so far, which then takes it; false when
        /// it may not (a boundary before a simple scalar, or a scalar left to `String`).
        @inline(__always)
        private mutating func joins(_ scalar: Scalar) -> Bool {
            if scalar.value == 0x200D {
                afterJoiner = inEmojiSequence
                inEmojiSequence = false
            } else if scalar.bits & ScalarTable.emojiExtendBit != 0 {
                if afterJoiner { inEmojiSequence = false }
                afterJoiner = false
            } else if afterJoiner && scalar.bits & ScalarTable.pictographicBit != 0 {
                inEmojiSequence = true
                afterJoiner = false
            } else if isLoneRegionalIndicator && EmojiCluster.isRegionalIndicator(scalar.value) {
                inEmojiSequence = false
            } else {
                return false
            }
            isLoneRegionalIndicator = false
            return true
        }
    }
}
