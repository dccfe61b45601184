
/// A key for `BoundedCache`: equatable, with a well-mixed 64-bit hash of its own.
protocol CacheKey: Equatable, Sendable {
    /// A hash that equal keys share; `CacheKeyHashing` makes one with the cache's `hashSeed`.
    var cacheHash: UInt64 { get }
}

/// A thread-safe dictionary bounded both in entries and in bytes, with CLOCK (second-chance) eviction.
///
/// Each entry is charged the bytes its insertion says it keeps alive. A hit marks its entry as
/// recently used; when an insertion would pass either bound, a hand sweeps the slots, clearing
/// marks, and evicts unmarked entries until it fits. An entry charged more than the whole byte
/// limit is not stored at all. Entries are found through an open-addressing index (linear
/// probing, backward-shift deletion) on the key's own hash, so a hit costs one lock, one cheap hash
/// and usually one key comparison: no `Hasher` round, and no key built just to look one up.
final class BoundedCache<Key: CacheKey, Value: Sendable>: Sendable {
    private struct Slot {
        var key: Key
        var value: Value
        var recentlyUsed: Bool
    }

    private struct Storage {
        /// The entries, without gaps: an evicted entry's slot takes the last one.
        var slots: [Slot] = []
        /// The bytes charged for each slot's entry. Apart from `slots`, whose records a hit reads,
        /// so that those stay as small as before the byte bound (measured: 125 more instructions
        /// per interner hit with the cost in the slot).
        var costs: [Int] = []
        /// Open-addressing index: 0 is empty, else a slot number plus one.
        var index: [Int32]
        var hand = 0
        var byteLimit: Int
        /// The bytes charged for the entries stored.
        var chargedBytes = 0

        init(indexSize: Int, byteLimit: Int) {
            index = Array(repeating: 0, count: indexSize)
            self.byteLimit = byteLimit
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

        /// Moves the hand to the first entry it finds unmarked, clearing the marks it passes.
        ///
        /// - Complexity: O(1) amortised: the hand passes each slot at most twice per eviction.
        mutating func moveHandToVictim() {
            while slots[hand].recentlyUsed {
                slots[hand].recentlyUsed = false
                hand = (hand + 1) % slots.count
            }
        }

        /// Removes the entry in `slot` from the index and the charges, leaving the slot to be
        /// filled or removed.
        mutating func unlinkSlot(_ slot: Int) {
            removeIndexEntry(at: position(ofSlot: slot))
            chargedBytes -= costs[slot]
        }

        /// Removes unlinked slot `slot`, moving the last entry into its place.
        mutating func removeUnlinkedSlot(_ slot: Int) {
            let last = slots.count - 1
            if slot != last {
                index[position(ofSlot: last)] = Int32(slot + 1)
                slots.swapAt(slot, last)
                costs.swapAt(slot, last)
            }
            slots.removeLast()
            costs.removeLast()
            if hand == slots.count { hand = 0 }
        }

        /// Evicts entries (CLOCK) until they are charged at most `byteLimit`.
        mutating func evictToByteLimit() {
            while chargedBytes > byteLimit {
                moveHandToVictim()
                unlinkSlot(hand)
                removeUnlinkedSlot(hand)
            }
        }

        // Always inlined, measured: called with the key's closure it cost 100 to 220 more instructions
        // per eviction (callgrind).
        /// Stores `slot`, whose key is not stored and which fits within `byteLimit` alone, evicting
        /// entries (CLOCK) until both bounds leave room for it.
        ///
        /// Usually one eviction makes room, and the new entry takes the victim's slot just behind
        /// the hand, so that it gets a whole sweep before it can be evicted in turn.
        @inline(__always)
        mutating func insertEvicting(_ slot: Slot, cost: Int, matching matches: (Key) -> Bool) {
            while !slots.isEmpty {
                moveHandToVictim()
                unlinkSlot(hand)
                if chargedBytes <= byteLimit - cost {
                    slots[hand] = slot
                    costs[hand] = cost
                    // Unlinking the victim may have moved index entries, so the new key's place is looked up now.
                    index[position(hash: slot.key.cacheHash, matching: matches).position] = Int32(hand + 1)
                    hand = (hand + 1) % slots.count
                    return
                }
                removeUnlinkedSlot(hand)
            }
            slots.append(slot)
            costs.append(cost)
            index[position(hash: slot.key.cacheHash, matching: matches).position] = 1
        }
    }

    /// The most entries the cache holds.
    let capacity: Int
    /// The seed of its keys' hashes. A stored seed, unlike a global one, costs no one-time
    /// initialisation check on each lookup.
    let hashSeed = CacheKeyHashing.randomSeed()
    private let storage: Locked<Storage>

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - capacity: the most entries it holds; at least 1.
    ///   - byteLimit: the most bytes its entries may be charged together; at least 0.
    init(capacity: Int, byteLimit: Int) {
        self.capacity = max(1, capacity)
        var indexSize = 2
        while indexSize < 2 * self.capacity { indexSize *= 2 }
        storage = Locked(Storage(indexSize: indexSize, byteLimit: max(0, byteLimit)))
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

    /// Stores `value` for `key`, charged `cost` bytes, unless another thread stored one first, and
    /// returns the stored value; a value charged more than the byte limit is returned unstored.
    ///
    /// - Complexity: O(1) amortised: every eviction removes an entry some insertion stored, and the
    ///   hand passes each slot at most twice per eviction.
    func insert(_ value: Value, for key: Key, cost: Int) -> Value {
        let hash = key.cacheHash
        return storage.withLock { storage in
            let lookup = storage.position(hash: hash) { $0 == key }
            if lookup.found { return storage.slots[Int(storage.index[lookup.position]) - 1].value }
            guard cost <= storage.byteLimit else { return value }
            let slot = Slot(key: key, value: value, recentlyUsed: false)
            if storage.slots.count < capacity && storage.chargedBytes <= storage.byteLimit - cost {
                storage.slots.append(slot)
                storage.costs.append(cost)
                storage.index[lookup.position] = Int32(storage.slots.count)
            } else {
                storage.insertEvicting(slot, cost: cost) { $0 == key }
            }
            storage.chargedBytes += cost
            return value
        }
    }

    /// The most bytes the entries may be charged together.
    var byteLimit: Int { storage.withLock { $0.byteLimit } }

    /// Sets the byte limit, evicting entries (CLOCK) until they fit within it.
    ///
    /// - Parameter byteLimit: the new limit; below 0 counts as 0.
    /// - Complexity: O(entries evicted), amortised.
    func setByteLimit(_ byteLimit: Int) {
        storage.withLock { storage in
            storage.byteLimit = max(0, byteLimit)
            storage.evictToByteLimit()
        }
    }

    /// Removes every entry.
    ///
    /// - Complexity: O(entries + capacity).
    func removeAll() {
        // The entries are released after the lock is, so that freeing them blocks no lookup.
        _ = storage.withLock { storage in
            let slots = storage.slots
            storage.slots = []
            storage.costs = []
            storage.index = Array(repeating: 0, count: storage.index.count)
            storage.hand = 0
            storage.chargedBytes = 0
            return slots
        }
    }

    /// The bytes charged for the entries stored.
    var chargedBytes: Int { storage.withLock { $0.chargedBytes } }

    /// The number of entries stored.
    var count: Int { storage.withLock { $0.slots.count } }
}
