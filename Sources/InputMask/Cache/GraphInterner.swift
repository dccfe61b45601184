import Foundation

/// Shares one compiled `StateGraph` among all masks whose normalised formats and notations are equal.
///
/// `[000AA]` and `[000][AA]` normalise alike, so both masks point at one graph. The table is a
/// `BoundedCache`, bounded in graphs and in bytes (`CacheBudget`): an evicted graph stays alive in
/// the masks that use it; a later equal format merely compiles a fresh one.
///
/// Normalised formats are compared as UTF-8 bytes, and each graph keeps the bytes it was compiled
/// from (`StateGraph.normalizedFormat`): a key then needs no String of its own, which a fresh
/// compile would allocate, validate and release.
enum GraphInterner {
    /// A graph's normalised format with the notations it was compiled with.
    struct Key: CacheKey {
        /// The graph, not kept alive by the key: in the table the slot's value is the same graph,
        /// and a key outside it is made by `FormatCompiler` from a graph it holds for as long as
        /// the key lives. A counted reference would add retains and releases to every insertion,
        /// and evicting a graph would release it twice. `Unmanaged`, not
        /// `unowned(unsafe)`, whose reads retained and released the graph on every lookup.
        private let graph: Unmanaged<StateGraph>
        let notations: [Notation]
        let cacheHash: UInt64

        /// - Parameters:
        ///   - graph: a graph the caller keeps alive for as long as the key, if the key is not stored.
        ///   - cacheHash: `GraphInterner.hash(of: graph.normalizedFormat, notations: notations)`.
        init(graph: StateGraph, notations: [Notation], cacheHash: UInt64) {
            self.graph = .passUnretained(graph)
            self.notations = notations
            self.cacheHash = cacheHash
        }

        /// Whether this key is for `normalizedFormat` compiled with `notations`.
        func matches(_ normalizedFormat: UnsafeBufferPointer<UInt8>, notations: [Notation]) -> Bool {
            graph._withUnsafeGuaranteedRef { GraphInterner.equal($0.normalizedFormat, normalizedFormat) }
                && GraphInterner.equal(self.notations, notations)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.cacheHash == rhs.cacheHash
                && (lhs.graph.toOpaque() == rhs.graph.toOpaque()
                    || rhs.graph._withUnsafeGuaranteedRef { lhs.matches($0.normalizedFormat, notations: rhs.notations) })
        }
    }

    /// The process-wide table, holding at most 4,096 graphs within half of `CacheBudget`.
    ///
    /// One reader lock: every compile of a new format inserts, which takes every reader lock (16
    /// would add sixteen locks and unlocks to every such compile), and only compiles look here,
    /// which `getOrCreate` hits do not.
    static let shared = BoundedCache<Key, StateGraph>(capacity: 4_096, byteLimit: CacheBudget.defaultBytes / 2, readerLocks: 1)

    /// Shares `graph` under `key` unless a graph is stored there already, and returns the stored
    /// graph, or `graph` itself when it is too large to keep.
    static func insert(_ graph: StateGraph, for key: Key) -> StateGraph {
        shared.insert(graph, for: key, cost: graph.footprint + CacheBudget.notationBytes(key.notations) + CacheBudget.slotBytes)
    }

    /// The key hash of a normalised format (its UTF-8 bytes) with `notations`.
    static func hash(of normalizedFormat: UnsafeBufferPointer<UInt8>, notations: [Notation]) -> UInt64 {
        CacheKeyHashing.hash(format: normalizedFormat, notations: notations, seed: shared.hashSeed)
    }

    /// The graph stored for a normalised format with `notations`, whose key hash is `hash`.
    static func graph(for normalizedFormat: UnsafeBufferPointer<UInt8>, notations: [Notation], hash: UInt64) -> StateGraph? {
        shared.value(hash: hash) { $0.matches(normalizedFormat, notations: notations) }
    }

    /// Whether two lists of notations are equal, answered without a call when either is empty, as
    /// most are: the compiler may call `==` out of line, retaining both arrays and the graph around
    /// it on every interned compile.
    private static func equal(_ lhs: [Notation], _ rhs: [Notation]) -> Bool {
        lhs.isEmpty || rhs.isEmpty ? lhs.isEmpty && rhs.isEmpty : lhs == rhs
    }

    private static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        lhs.count == rhs.count && (lhs.count == 0 || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
    }
}
