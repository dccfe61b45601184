import Synchronization

/// A thread-safe dictionary with a fixed capacity and CLOCK (second-chance) eviction.
///
/// A hit marks its entry as recently used; when an insertion finds the cache full, a hand sweeps
/// the slots, clearing marks, and evicts the first unmarked entry. Memory is bounded by
/// `capacity` entries whatever callers insert, and a hit costs one lock and one hash lookup.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Slot {
        var key: Key
        var value: Value
        var recentlyUsed: Bool
    }

    private struct Storage {
        var slots: [Slot] = []
        var slotOfKey: [Key: Int] = [:]
        var hand = 0
    }

    /// The most entries the cache holds.
    let capacity: Int
    private let storage = Mutex(Storage())

    /// Creates an empty cache.
    ///
    /// - Parameter capacity: the most entries it holds; at least 1.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The value stored for `key`, marking it as recently used.
    ///
    /// - Complexity: O(1) on average, plus hashing the key.
    func value(for key: Key) -> Value? {
        storage.withLock { storage in
            guard let slot = storage.slotOfKey[key] else { return nil }
            storage.slots[slot].recentlyUsed = true
            return storage.slots[slot].value
        }
    }

    /// Stores `value` for `key` unless another thread stored one first, and returns the stored value.
    ///
    /// - Complexity: O(1) amortised: the eviction hand passes each slot at most twice per eviction.
    func insert(_ value: Value, for key: Key) -> Value {
        storage.withLock { storage in
            if let slot = storage.slotOfKey[key] { return storage.slots[slot].value }
            let newSlot = Slot(key: key, value: value, recentlyUsed: false)
            if storage.slots.count < capacity {
                storage.slotOfKey[key] = storage.slots.count
                storage.slots.append(newSlot)
                return value
            }
            while storage.slots[storage.hand].recentlyUsed {
                storage.slots[storage.hand].recentlyUsed = false
                storage.hand = (storage.hand + 1) % capacity
            }
            storage.slotOfKey[storage.slots[storage.hand].key] = nil
            storage.slots[storage.hand] = newSlot
            storage.slotOfKey[key] = storage.hand
            storage.hand = (storage.hand + 1) % capacity
            return value
        }
    }

    /// The number of entries stored.
    var count: Int { storage.withLock { $0.slots.count } }

    /// Removes every entry.
    func removeAll() {
        storage.withLock { $0 = Storage() }
    }
}
