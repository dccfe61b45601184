/// A fast, seeded 64-bit hash of a string's UTF-8 bytes, for the cache keys.
///
/// Cache lookups sit on the hot path of `getOrCreate`; hashing eight bytes per multiply is several
/// times cheaper than `String`'s SipHash over normalised text. Each cache draws a random seed
/// (`BoundedCache.hashSeed`), so formats from untrusted sources cannot be chosen to collide, and a
/// collision only costs a probe: keys are still compared in full.
enum CacheKeyHashing {
    /// A seed for a new cache, random per cache and process.
    static func randomSeed() -> UInt64 {
        UInt64.random(in: .min ... .max)
    }

    /// The hash of a format with its notations (their symbols and optionality: hashing a
    /// `CharacterSet` is slow, and keys compare the sets in full anyway).
    ///
    /// - Complexity: O(n) for n bytes of format and notation symbols.
    static func hash(format: String, notations: [Notation], seed: UInt64) -> UInt64 {
        let formatHash = hash(format, seed: seed)
        // Most masks have no custom notations: their hash stays a leaf function without the loop.
        return notations.isEmpty ? formatHash : hash(notations, seed: formatHash)
    }

    /// The hash of a format given as UTF-8 bytes with its notations: equal to `hash(format:notations:seed:)`
    /// of the String those bytes spell.
    ///
    /// - Complexity: O(n) for n bytes of format and notation symbols.
    static func hash(format: UnsafeBufferPointer<UInt8>, notations: [Notation], seed: UInt64) -> UInt64 {
        let formatHash = hash(bytes: format, seed: seed)
        return notations.isEmpty ? formatHash : hash(notations, seed: formatHash)
    }

    /// The hash of the symbols and optionality of `notations`.
    private static func hash(_ notations: [Notation], seed: UInt64) -> UInt64 {
        var combined = seed
        for notation in notations {
            combined = mix(hash(String(notation.character), seed: combined) ^ (notation.isOptional ? 1 : 0))
        }
        return combined
    }

    /// The hash of `string`'s UTF-8 bytes.
    ///
    /// - Complexity: O(n) for n bytes, eight bytes per step.
    @inline(__always)  // So that a cache hit takes no call, and a native string's branch folds.
    static func hash(_ string: String, seed: UInt64) -> UInt64 {
        // Native strings, small ones included, lend their bytes without copying them to the heap.
        string.utf8.withContiguousStorageIfAvailable { hash(bytes: $0, seed: seed) } ?? hashCopying(string, seed: seed)
    }

    /// The hash of a string that does not store UTF-8 contiguously (a bridged one).
    private static func hashCopying(_ string: String, seed: UInt64) -> UInt64 {
        var native = string
        return native.withUTF8 { hash(bytes: $0, seed: seed) }
    }

    /// The hash of a run of bytes: one multiply per eight bytes.
    @inline(__always)  // So that the closure of `withContiguousStorageIfAvailable` holds the whole loop.
    private static func hash(bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        let count = bytes.count
        // The length goes in first, so that the overlapping reads below cannot make two strings of
        // different lengths read the same words.
        var hash = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
        // Every load below stays within `bytes`: `count`, at least 1, bounds each offset. (An empty
        // string may come with a base address all the same.)
        guard count > 0, let base = UnsafeRawPointer(bytes.baseAddress) else { return fold(hash) }
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                hash = fold(hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset &+= 8
            }
            // The last eight bytes, overlapping the previous word when `count` is not a multiple
            // of eight: cheaper than gathering a tail byte by byte.
            hash = fold(hash ^ base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        } else if count >= 4 {
            let first = UInt64(base.loadUnaligned(as: UInt32.self))
            let last = UInt64(base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            hash = fold(hash ^ (first | last &<< 32))
        } else {
            // One to three bytes: the first, the middle and the last cover them all.
            let word = UInt64(bytes[0]) | UInt64(bytes[count &>> 1]) &<< 8 | UInt64(bytes[count &- 1]) &<< 16
            hash = fold(hash ^ word)
        }
        return hash
    }

    /// Multiplies by an odd constant to 128 bits and folds the halves together: every input bit
    /// reaches the high half, and the fold brings them down to the low bits the index uses.
    private static func fold(_ value: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: 0x9FB2_1C65_1E98_DF25)
        return product.high ^ product.low
    }

    /// A multiply-xorshift finaliser (from splitmix64).
    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0xBF58_476D_1CE4_E5B9
        x ^= x &>> 31
        x = x &* 0x94D0_49BB_1331_11EB
        return x ^ (x &>> 29)
    }
}
