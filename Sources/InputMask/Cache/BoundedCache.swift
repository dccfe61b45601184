import Synchronization

/// A key for `BoundedCache`: equatable, with a well-mixed 64-bit hash of its own.
protocol CacheKey: Equatable, Sendable {
    /// A hash that equal keys share; `CacheKeyHashing` makes one with the cache's `hashSeed`.
    var cacheHash: UInt64 { get }
}

/// A thread-safe dictionary with a fixed capacity and CLOCK (second-chance) eviction.
///
/// A hit marks its entry as recently used; when an insertion finds the cache full, a hand sweeps
/// the slots, clearing marks, and evicts the first unmarked entry. Memory is bounded by `capacity`
/// entries whatever callers insert. Entries are found through an open-addressing index (linear
/// probing, backward-shift deletion) on the key's own hash, so a hit costs one lock, one cheap hash
/// and usually one key comparison: no `Hasher` round, and no key built just to look one up.
final class BoundedCache<Key: CacheKey, Value: Sendable>: Sendable {
    private struct Slot {
        var key: Key
        var value: Value
        var recentlyUsed: Bool
    }

    private struct Storage {
        var slots: [Slot] = []
        /// Open-addressing index: 0 is empty, else a slot number plus one.
        var index: [Int32]
        var hand = 0

        init(indexSize: Int) {
            index = Array(repeating: 0, count: indexSize)
        }

        var indexMask: Int { index.count - 1 }

        /// The index position holding the key with `hash` that `matches` accepts, or the empty
        /// position where such a key would go.
        ///
        /// `matches` sees the stored key in place, so a lookup neither builds nor copies a key.
        func position(hash: UInt64, matching matches: (Key) -> Bool) -> (position: Int, found: Bool) {
            var position = Int(truncatingIfNeeded: hash) & indexMask
            while true {
                let entry = Int(index[position])
                if entry == 0 { return (position, false) }
                if slots[entry - 1].key.cacheHash == hash && matches(slots[entry - 1].key) { return (position, true) }
                position = (position + 1) & indexMask
            }
        }

        /// The index position that points at slot `slot`, which must be in use.
        ///
        /// Found by slot number, not by key, so evicting copies and compares no key.
        func position(ofSlot slot: Int) -> Int {
            var position = Int(truncatingIfNeeded: slots[slot].key.cacheHash) & indexMask
            while Int(index[position]) != slot + 1 { position = (position + 1) & indexMask }
            return position
        }

        /// Empties index `position`, shifting back the entries after it that probed past it.
        mutating func removeIndexEntry(at position: Int) {
            var hole = position
            var next = (position + 1) & indexMask
            while index[next] != 0 {
                let home = Int(truncatingIfNeeded: slots[Int(index[next]) - 1].key.cacheHash) & indexMask
                // Move the entry into the hole unless its home lies cyclically in (hole, next].
                let distanceToHome = (next - home) & indexMask
                let distanceToHole = (next - hole) & indexMask
                if distanceToHome >= distanceToHole {
                    index[hole] = index[next]
                    hole = next
                }
                next = (next + 1) & indexMask
            }
            index[hole] = 0
        }
    }

    /// The most entries the cache holds.
    let capacity: Int
    /// The seed of its keys' hashes. A stored seed, unlike a global one, costs no one-time
    /// initialisation check on each lookup.
    let hashSeed = CacheKeyHashing.randomSeed()
    private let storage: Mutex<Storage>

    /// Creates an empty cache.
    ///
    /// - Parameter capacity: the most entries it holds; at least 1.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        var indexSize = 2
        while indexSize < 2 * self.capacity { indexSize *= 2 }
        storage = Mutex(Storage(indexSize: indexSize))
    }

    /// The value stored for `key`, marking it as recently used.
    ///
    /// - Complexity: O(1) on average.
    func value(for key: Key) -> Value? {
        value(hash: key.cacheHash) { $0 == key }
    }

    // Always inlined, measured: else `matches` and the lock's closure do not inline, and their
    // contexts retain and release the caller's key parts: 180 more instructions per hit (callgrind).
    /// The value stored under the key with `hash` that `matches` accepts, marking it as recently used.
    ///
    /// For callers that can recognise their key from its parts without building one.
    /// - Parameters:
    ///   - hash: the `cacheHash` of the key looked for.
    ///   - matches: whether a stored key with that hash is the one looked for; called under the lock.
    /// - Complexity: O(1) on average.
    @inline(__always)
    func value(hash: UInt64, matching matches: (Key) -> Bool) -> Value? {
        storage.withLock { storage in
            let (position, found) = storage.position(hash: hash, matching: matches)
            guard found else { return nil }
            let slot = Int(storage.index[position]) - 1
            // Hits on a marked entry, the usual case, then write nothing: no uniqueness check of
            // the slots, and the slot's cache line stays shared between threads.
            if !storage.slots[slot].recentlyUsed { storage.slots[slot].recentlyUsed = true }
            return storage.slots[slot].value
        }
    }

    /// Stores `value` for `key` unless another thread stored one first, and returns the stored value.
    ///
    /// - Complexity: O(1) amortised: the eviction hand passes each slot at most twice per eviction.
    func insert(_ value: Value, for key: Key) -> Value {
        let hash = key.cacheHash
        return storage.withLock { storage in
            let (position, found) = storage.position(hash: hash) { $0 == key }
            if found { return storage.slots[Int(storage.index[position]) - 1].value }
            let newSlot = Slot(key: key, value: value, recentlyUsed: false)
            if storage.slots.count < capacity {
                storage.slots.append(newSlot)
                storage.index[position] = Int32(storage.slots.count)
                return value
            }
            while storage.slots[storage.hand].recentlyUsed {
                storage.slots[storage.hand].recentlyUsed = false
                storage.hand = (storage.hand + 1) % capacity
            }
            storage.removeIndexEntry(at: storage.position(ofSlot: storage.hand))
            storage.slots[storage.hand] = newSlot
            // Removing the victim may have moved entries, so look the new key's place up again.
            storage.index[storage.position(hash: hash) { $0 == key }.position] = Int32(storage.hand + 1)
            storage.hand = (storage.hand + 1) % capacity
            return value
        }
    }

    /// The number of entries stored.
    var count: Int { storage.withLock { $0.slots.count } }
}
