extension Mask {
    /// The most bytes the package keeps beyond the masks you hold: 32 MiB unless set.
    ///
    /// It bounds, together, the masks `getOrCreate(withFormat:customNotations:)` caches and the
    /// compiled graphs that masks with equal normalised formats share (half the budget each).
    /// Each entry is charged what it keeps alive, and the least recently used entries (CLOCK) are
    /// evicted to make room; a mask charged more than its half is returned but not cached.
    /// Setting a smaller budget evicts at once; 0 turns caching off. Masks you hold stay valid
    /// whatever is evicted. Outside the budget the package keeps only fixed tables that never grow:
    /// the Unicode scalar table (about 47 KB, decoded the first time non-ASCII text is applied)
    /// and the country table. See "Memory" in ``Mask``.
    ///
    /// - Complexity: getting, O(1); setting, O(entries evicted).
    public static var cacheByteBudget: Int {
        get { CacheBudget.bytes }
        set { CacheBudget.set(newValue) }
    }

    /// Empties the mask cache and the shared compiled graphs.
    ///
    /// Masks you hold stay valid; `getOrCreate(withFormat:customNotations:)` compiles afresh.
    /// - Complexity: O(entries) plus the tables' fixed index sizes.
    public static func removeAllCachedMasks() {
        CacheBudget.removeAll()
    }

    /// The bytes the caches are charged for right now; never more than `cacheByteBudget`.
    package static var cachedByteCount: Int { CacheBudget.chargedBytes }
}
