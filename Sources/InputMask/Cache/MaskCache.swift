/// The cache behind `Mask.getOrCreate` and `RTLMask.getOrCreate`.
///
/// Keyed by the format as written, the notations and the direction, so a second call with other
/// notations never returns a mask built for the first. It holds at most `Mask.cacheCapacity`
/// masks and evicts with CLOCK, so formats from untrusted sources cannot grow memory without limit.
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
            self.cacheHash = CacheKeyHashing.hash(format: format, notations: notations, salt: rightToLeft ? 1 : 0)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.cacheHash == rhs.cacheHash && lhs.rightToLeft == rhs.rightToLeft
                && lhs.format == rhs.format && lhs.notations == rhs.notations
        }
    }

    static let shared = BoundedCache<Key, Mask>(capacity: Mask.cacheCapacity)
}
