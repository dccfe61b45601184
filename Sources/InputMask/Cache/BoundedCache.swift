/// A key for `BoundedCache`: equatable, with a well-mixed 64-bit hash of its own.
protocol CacheKey: Equatable, Sendable {
    /// A hash that equal keys share; `CacheKeyHashing` makes one with the cache's `hashSeed`.
    var cacheHash: UInt64 { get }
}

/// A thread-safe dictionary bounded both in entries and in bytes, with CLOCK (second-chance)
/// eviction, whose lookups on different threads do not wait for one another.
///
/// One table (`CacheTable`) holds the entries; several reader locks guard it. A lookup takes only
/// the lock of its thread's `ReaderSlot`, so that lookups on different threads take different
/// locks: none waits for another, and no lock's cache line moves between cores. Anything that
/// changes the table (an insertion, an eviction, a new byte limit) takes every reader lock, in
/// order. A lookup marks what it finds as recently used in marks of its own reader lock, so it
/// writes nothing the others read. With one lock for all, every hit would take the same lock,
/// whose line then moves between cores on every call, and a thread that finds it taken sleeps in
/// the kernel: threads looking up formats of their own would wait for each other for nothing.
///
/// Each entry is charged the bytes its insertion says it keeps alive; an entry charged more than
/// the byte limit is not stored at all. When an insertion would pass either bound, the hand sweeps
/// the slots, clearing marks, and evicts unmarked entries until it fits.
//  `@unchecked Sendable`: the table is read only under a reader lock and changed only under all
//  of them; each reader's marks are written under its own lock, or under all of them.
final class BoundedCache<Key: CacheKey, Value: Sendable>: @unchecked Sendable {
    /// The most entries the cache holds.
    let capacity: Int
    /// The seed of its keys' hashes. A stored seed, unlike a global one, costs no one-time
    /// initialisation check on each lookup.
    let hashSeed = CacheKeyHashing.randomSeed()
    private let table: UnsafeMutablePointer<CacheTable<Key, Value>>
    /// The reader locks, a power of two of them, each guarding its CLOCK marks. Referenced without
    /// counting: the array keeps each alive for as long as the cache, and a lookup that retained
    /// and released its lock object would write that object's reference count, a cache line
    /// every thread shares.
    private let readers: [Unmanaged<Locked<ClockMarks>>]
    /// The marks of every reader, in reader order, for whoever holds all reader locks.
    private let marks: UnsafeMutableBufferPointer<UnsafeMutablePointer<ClockMarks>>

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - capacity: the most entries it holds; at least 1.
    ///   - byteLimit: the most bytes its entries may be charged together; at least 0.
    ///   - readerLocks: how many reader locks it has, rounded up to a power of two; at least 1.
    ///     More let more threads look up at once without meeting on a lock; each insertion takes
    ///     them all, so each one adds a lock and an unlock to every miss.
    init(capacity: Int, byteLimit: Int, readerLocks: Int) {
        let capacity = max(1, capacity)
        self.capacity = capacity
        table = .allocate(capacity: 1)
        table.initialize(to: CacheTable(capacity: capacity, byteLimit: max(0, byteLimit)))
        var readerCount = 1
        while readerCount < readerLocks { readerCount *= 2 }
        readers = (0..<readerCount).map { _ in .passRetained(Locked(ClockMarks(capacity: capacity))) }
        marks = .allocate(capacity: readerCount)
        // The locks' states never move (see `Locked`), so these pointers stay valid.
        _ = marks.initialize(from: readers.map { $0.takeUnretainedValue().unsafeState })
    }

    deinit {
        for reader in readers { reader.release() }
        marks.deallocate()
        table.pointee.deallocate()
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// Runs `body` under the calling thread's reader lock, with that reader's marks.
    @inline(__always)
    private func withReaderLock<Result>(_ body: (inout ClockMarks) throws -> Result) rethrows -> Result {
        // Masking with the count less one, a power of two, keeps the index in bounds. With one
        // lock the thread's slot is not needed, so that lookup reads no thread-specific value.
        let reader = readers.count == 1 ? 0 : ReaderSlot.current & (readers.count - 1)
        return try readers[reader]._withUnsafeGuaranteedRef { try $0.withLock(body) }
    }

    /// Runs `body` holding every reader lock, taken in order (so that two writers never deadlock),
    /// with the table and the marks of every reader.
    private func withAllLocks<Result>(_ body: (inout CacheTable<Key, Value>, CacheTable<Key, Value>.Marks) throws -> Result) rethrows -> Result {
        for reader in readers { reader._withUnsafeGuaranteedRef { $0.lock() } }
        defer { for reader in readers.reversed() { reader._withUnsafeGuaranteedRef { $0.unlock() } } }
        return try body(&table.pointee, UnsafeBufferPointer(marks))
    }

    /// The value stored for `key`, marking it as recently used.
    ///
    /// - Complexity: O(1) on average.
    func value(for key: Key) -> Value? {
        value(hash: key.cacheHash) { $0 == key }
    }

    // Always inlined: else `matches` and the lock's closure do not inline, and their contexts
    // retain and release the caller's key parts on every hit.
    /// The value stored under the key with `hash` that `matches` accepts, marking it as recently used.
    ///
    /// For callers that can recognise their key from its parts without building one.
    /// - Parameters:
    ///   - hash: the `cacheHash` of the key looked for.
    ///   - matches: whether a stored key with that hash is the one looked for; called under a lock.
    /// - Complexity: O(1) on average.
    @inline(__always)
    func value(hash: UInt64, matching matches: (Key) -> Bool) -> Value? {
        let table = self.table
        return withReaderLock { marks in table.pointee.value(hash: hash, matching: matches, marking: &marks) }
    }

    /// Stores `value` for `key`, charged `cost` bytes, unless another thread stored one first, and
    /// returns the stored value; a value charged more than the byte limit is returned unstored.
    ///
    /// - Complexity: O(readers) amortised: every eviction removes an entry some insertion stored,
    ///   and the hand passes each slot at most twice per eviction.
    func insert(_ value: Value, for key: Key, cost: Int) -> Value {
        withAllLocks { table, marks in table.insert(value, for: key, cost: cost, matching: { $0 == key }, marks) }
    }

    /// The most bytes the entries may be charged together.
    var byteLimit: Int { withReaderLock { _ in table.pointee.byteLimit } }

    /// Sets the byte limit, evicting entries (CLOCK) until they fit within it.
    ///
    /// - Parameter byteLimit: the new limit; below 0 counts as 0.
    /// - Complexity: O(readers × entries evicted), amortised.
    func setByteLimit(_ byteLimit: Int) {
        withAllLocks { table, marks in table.setByteLimit(max(0, byteLimit), marks) }
    }

    /// Removes every entry.
    ///
    /// - Complexity: O(entries + capacity).
    func removeAll() {
        // The entries are released after the locks are, so that freeing them blocks no lookup.
        _ = withAllLocks { table, marks in table.removeAll(marks) }
    }

    /// The bytes charged for the entries stored.
    var chargedBytes: Int { withReaderLock { _ in table.pointee.chargedBytes } }

    /// The number of entries stored.
    var count: Int { withReaderLock { _ in table.pointee.count } }
}
