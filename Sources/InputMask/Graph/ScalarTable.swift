// The Unicode properties the engine asks of scalars from U+0800 up (scalars below are in
// `CharacterClass.twoByteScalarBits`), as one table lookup instead of the standard library's
// property lookups. The table is generated from the standard library by
// Scripts/generate-scalar-table.swift into ScalarTable+Generated.swift; ScalarTableTests checks it
// against the standard library for every scalar.

/// Bits per scalar from U+0800, in blocks of `1 << blockShift` scalars shared where equal. The
/// class and simple bits are those of `CharacterClass.twoByteScalarBits`, so either table answers
/// with the same masks.
///
/// Decoded once from the generated hex into memory that is never freed nor written again, so that
/// the apply loop reads it through plain pointers (no lazy-initialisation check per access), and
/// sharing it between threads is safe.
struct ScalarTable: @unchecked Sendable {
    /// General category Nd.
    static let digitBit: UInt8 = 1
    /// General categories L* and M*.
    static let letterOrMarkBit: UInt8 = 2
    /// General categories Nd, Nl and No.
    static let numberBit: UInt8 = 4
    /// Simple for grapheme breaking: no grapheme rule joins it to a neighbour that is simple too
    /// (see `SingleScalarCharacter`).
    static let simpleBit: UInt8 = 8
    /// The other bits are the scalar's: it was assigned in the Unicode version the table covers.
    /// Scalars assigned later are asked of the standard library at run time, which knows them
    /// only where it is new enough.
    static let knownBit: UInt8 = 16
    /// Simple and Extended_Pictographic: an emoji a joiner after an emoji joins (grapheme rule GB11).
    static let pictographicBit: UInt8 = 32
    /// Grapheme_Cluster_Break=Extend other than the joiner U+200D: joins the scalar before it, and
    /// keeps an emoji sequence open for a joiner (see `EmojiCluster`).
    static let emojiExtendBit: UInt8 = 64
    /// No grapheme rule joins it to a simple scalar before it, so a simple scalar followed by it is
    /// a Character of its own: a letter before a flag, a prepended mark or a Hangul jamo.
    static let joinsNoSimpleBit: UInt8 = 128

    /// The first scalar the table covers.
    static let firstScalar: UInt32 = 0x800

    /// Block numbers, one per `1 << blockShift` scalars from `firstScalar`.
    let index: UnsafePointer<UInt16>
    /// The blocks' bits, one byte per scalar.
    let blocks: UnsafePointer<UInt8>

    /// The table, decoded on first use.
    static let shared = ScalarTable()

    private init() {
        let scalars = 0x110000 - Int(Self.firstScalar)
        let blockCount = scalars >> Self.blockShift
        let index = UnsafeMutablePointer<UInt16>.allocate(capacity: blockCount)
        let indexBytes = Self.decodeHex(Self.encodedIndex, count: 2 * blockCount)
        for block in 0..<blockCount {
            index[block] = UInt16(indexBytes[2 * block]) << 8 | UInt16(indexBytes[2 * block + 1])
        }
        indexBytes.deallocate()
        self.index = UnsafePointer(index)
        blocks = UnsafePointer(Self.decodeHex(Self.encodedBlocks, count: Self.blockCount << Self.blockShift))
    }

    /// The bits of `scalar`, which is at least `firstScalar` and below 0x110000.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func bits(of scalar: UInt32) -> UInt8 {
        let offset = Int(scalar &- Self.firstScalar)
        // In bounds: `offset >> blockShift` is below the index's count for every scalar below
        // 0x110000, and every index entry is below `blockCount`.
        return blocks[Int(index[offset &>> Self.blockShift]) &<< Self.blockShift | offset & (1 &<< Self.blockShift &- 1)]
    }

    /// The `count` bytes written as hex digits in `text`, line breaks and indentation skipped.
    private static func decodeHex(_ text: StaticString, count: Int) -> UnsafeMutablePointer<UInt8> {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        var written = 0
        var high: UInt8? = nil
        text.withUTF8Buffer { hex in
            for character in hex {
                let nibble: UInt8
                switch character {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = character - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = character - UInt8(ascii: "a") + 10
                default: continue
                }
                if let first = high {
                    precondition(written < count, "generated table longer than declared")
                    bytes[written] = first << 4 | nibble
                    written += 1
                    high = nil
                } else {
                    high = nibble
                }
            }
        }
        precondition(written == count, "generated table shorter than declared")
        return bytes
    }
}
