import Synchronization

/// A key for `BoundedCache`: equatable, with a well-mixed 64-bit hash of its own.
protocol CacheKey: Equatable, Sendable {
    /// A hash that equal keys share; `CacheKeyHashing` makes one.
    var cacheHash: UInt64 { get }
}

/// A thread-safe dictionary with a fixed capacity and CLOCK (second-chance) eviction.
///
/// A hit marks its entry as recently used; when an insertion finds the cache full, a hand sweeps
/// the slots, clearing marks, and evicts the first unmarked entry. Memory is bounded by `capacity`
/// entries whatever callers insert. Entries are found through an open-addressing index (linear
/// probing, backward-shift deletion) on the key's own hash, so a hit costs one lock, one cheap hash
/// and usually one key comparison: no `Hasher` round.
final class BoundedCache<Key: CacheKey, Value: Sendable>: Sendable {
    private struct Slot {
        var key: Key
        var hash: UInt64
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

        /// The index position holding `key`, or the empty position where it would go.
        func position(of key: Key, hash: UInt64) -> (position: Int, found: Bool) {
            var position = Int(truncatingIfNeeded: hash) & indexMask
            while true {
                let entry = Int(index[position])
                if entry == 0 { return (position, false) }
                let slot = slots[entry - 1]
                if slot.hash == hash && slot.key == key { return (position, true) }
                position = (position + 1) & indexMask
            }
        }

        /// Empties index `position`, shifting back the entries after it that probed past it.
        mutating func removeIndexEntry(at position: Int) {
            var hole = position
            var next = (position + 1) & indexMask
            while index[next] != 0 {
                let home = Int(truncatingIfNeeded: slots[Int(index[next]) - 1].hash) & indexMask
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
        let hash = key.cacheHash
        return storage.withLock { storage in
            let (position, found) = storage.position(of: key, hash: hash)
            guard found else { return nil }
            let slot = Int(storage.index[position]) - 1
            storage.slots[slot].recentlyUsed = true
            return storage.slots[slot].value
        }
    }

    /// Stores `value` for `key` unless another thread stored one first, and returns the stored value.
    ///
    /// - Complexity: O(1) amortised: the eviction hand passes each slot at most twice per eviction.
    func insert(_ value: Value, for key: Key) -> Value {
        let hash = key.cacheHash
        return storage.withLock { storage in
            let (position, found) = storage.position(of: key, hash: hash)
            if found { return storage.slots[Int(storage.index[position]) - 1].value }
            let newSlot = Slot(key: key, hash: hash, value: value, recentlyUsed: false)
            if storage.slots.count < capacity {
                storage.slots.append(newSlot)
                storage.index[position] = Int32(storage.slots.count)
                return value
            }
            while storage.slots[storage.hand].recentlyUsed {
                storage.slots[storage.hand].recentlyUsed = false
                storage.hand = (storage.hand + 1) % capacity
            }
            let victim = storage.slots[storage.hand]
            storage.removeIndexEntry(at: storage.position(of: victim.key, hash: victim.hash).position)
            storage.slots[storage.hand] = newSlot
            // Removing the victim may have moved entries, so look the new key's place up again.
            storage.index[storage.position(of: key, hash: hash).position] = Int32(storage.hand + 1)
            storage.hand = (storage.hand + 1) % capacity
            return value
        }
    }

    /// The number of entries stored.
    var count: Int { storage.withLock { $0.slots.count } }
}
