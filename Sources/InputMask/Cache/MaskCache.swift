/// The cache behind `Mask.getOrCreate` and `RTLMask.getOrCreate`.
///
/// Keyed by the format as written, the notations and the direction, so a second call with other
/// notations never returns a mask built for the first. It holds at most `Mask.cacheCapacity`
/// masks within half of `CacheBudget` and evicts with CLOCK, so formats from untrusted sources
/// cannot grow memory without limit.
enum MaskCache {
    struct Key: CacheKey {
        let format: String
        let notations: [Notation]
        let rightToLeft: Bool
        let cacheHash: UInt64

        init(format: String, notations: [Notation], rightToLeft: Bool) {
            self.format = format
            self.notations = notations
            self.rightToLeft = rightToLeft
            self.cacheHash = MaskCache.hash(format: format, notations: notations, rightToLeft: rightToLeft, in: MaskCache.shared)
        }

        /// Whether this is the key of the format, notations and direction. The direction is
        /// cheapest to compare; the format is compared before the notations, whose sets are costly.
        func matches(format: String, notations: [Notation], rightToLeft: Bool) -> Bool {
            self.rightToLeft == rightToLeft && self.format == format
                && self.notations.count == notations.count && (notations.isEmpty || self.notations == notations)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.cacheHash == rhs.cacheHash && lhs.matches(format: rhs.format, notations: rhs.notations, rightToLeft: rhs.rightToLeft)
        }
    }

    /// The process-wide cache. Sixteen reader locks: hits on up to 16 threads at once take
    /// different locks (see `BoundedCache`), and the 16 locks a miss takes to insert are uncontended
    /// in the common case and small beside the compile a miss makes anyway.
    static let shared = BoundedCache<Key, Mask>(capacity: Mask.cacheCapacity, byteLimit: CacheBudget.defaultBytes / 2, readerLocks: 16)

    /// Caches `mask` under `key` unless a mask is cached there already, and returns the cached
    /// mask, or `mask` itself when it is too large to cache.
    static func insert(_ mask: Mask, for key: Key) -> Mask {
        // The key's format is the mask's: one String, charged once.
        let cost = mask.graph.footprint + CacheBudget.objectBytes(words: 3) + CacheBudget.heapBytes(utf8Count: key.format.utf8.count)
            + CacheBudget.notationBytes(key.notations) + CacheBudget.slotBytes
        return shared.insert(mask, for: key, cost: cost)
    }

    /// The cached mask for the format, notations and direction, if any, marked as recently used.
    ///
    /// A hit is the hot path of `getOrCreate`, so it compares the stored key with the arguments
    /// instead of building a key to compare.
    @inline(__always)  // So that the hash and the comparison inline into the caller's hit path.
    static func mask(format: String, notations: [Notation], rightToLeft: Bool) -> Mask? {
        let cache = shared
        let hash = hash(format: format, notations: notations, rightToLeft: rightToLeft, in: cache)
        return cache.value(hash: hash) { $0.matches(format: format, notations: notations, rightToLeft: rightToLeft) }
    }

    /// The `cacheHash` of the key of the format, notations and direction in `cache`.
    private static func hash(format: String, notations: [Notation], rightToLeft: Bool, in cache: BoundedCache<Key, Mask>) -> UInt64 {
        // Flipping a bit of the seed gives the other direction an unrelated hash.
        CacheKeyHashing.hash(format: format, notations: notations, seed: cache.hashSeed ^ (rightToLeft ? 1 : 0))
    }
}
