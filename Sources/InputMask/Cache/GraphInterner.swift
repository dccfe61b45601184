/// Shares one compiled `StateGraph` among all masks whose normalised formats and notations are equal.
///
/// `[000AA]` and `[000][AA]` normalise alike, so both masks point at one graph. The table is a
/// `BoundedCache`: an evicted graph stays alive in the masks that use it; a later equal format
/// merely compiles a fresh one.
enum GraphInterner {
    /// A normalised format with the notations it was compiled with.
    struct Key: CacheKey {
        let normalizedFormat: String
        let notations: [Notation]
        let cacheHash: UInt64

        init(normalizedFormat: String, notations: [Notation]) {
            self.normalizedFormat = normalizedFormat
            self.notations = notations
            self.cacheHash = CacheKeyHashing.hash(format: normalizedFormat, notations: notations, seed: GraphInterner.shared.hashSeed)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.cacheHash == rhs.cacheHash && lhs.normalizedFormat == rhs.normalizedFormat && lhs.notations == rhs.notations
        }
    }

    /// The process-wide table, holding at most 4,096 graphs.
    static let shared = BoundedCache<Key, StateGraph>(capacity: 4_096)
}
