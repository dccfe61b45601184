/// The cache behind `Mask.getOrCreate` and `RTLMask.getOrCreate`.
///
/// Keyed by the format as written, the notations and the direction, so a second call with other
/// notations never returns a mask built for the first. It holds at most `Mask.cacheCapacity`
/// masks and evicts with CLOCK, so formats from untrusted sources cannot grow memory without limit.
enum MaskCache {
    struct Key: Hashable, Sendable {
        var format: String
        var notations: [Notation]
        var rightToLeft: Bool

        func hash(into hasher: inout Hasher) {
            hasher.combine(format)
            hasher.combine(rightToLeft)
            NotationFingerprint.combine(notations, into: &hasher)
        }
    }

    static let shared = BoundedCache<Key, Mask>(capacity: Mask.cacheCapacity)
}
