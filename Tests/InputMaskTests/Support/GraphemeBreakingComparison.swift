import SeededRandom

/// How a finder of Characters from UTF-8 bytes (`EmojiCluster`, `SingleScalarCharacter`) agrees
/// with `String`'s grapheme breaking over random texts.
struct GraphemeBreakingComparison {
    /// Where the finder named a Character of another length than String's (the first 20), as the
    /// text's scalars in hex, the byte offset and the finder's length.
    private(set) var disagreements: [String] = []
    /// How many Characters the finder named (a length above 0); at the others it left the answer to String.
    private(set) var found = 0

    /// Runs `length` at every Character start of `texts` texts of 1 to 8 scalars drawn from `pool`
    /// by a generator seeded with `seed`, so that every run replays the same texts.
    ///
    /// `length` gets a byte offset, the text's bytes and their count, and returns the length in
    /// bytes of the Character there, or 0 when it cannot tell.
    init(pool: [Unicode.Scalar], seed: UInt64, texts: Int = 30_000,
         length: (_ offset: Int, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<texts {
            var text = ""
            for _ in 0..<(1 + Int(random.next() % 8)) {
                text.unicodeScalars.append(pool[Int(random.next() % UInt64(pool.count))])
            }
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                var offset = 0
                for character in text {
                    let named = length(offset, buffer.baseAddress!, buffer.count)
                    if named > 0 { found += 1 }
                    if named != 0 && named != character.utf8.count && disagreements.count < 20 {
                        disagreements.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }) at \(offset): \(named)")
                    }
                    offset += character.utf8.count
                }
            }
        }
    }
}
