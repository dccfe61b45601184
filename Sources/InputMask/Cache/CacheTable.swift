/// The entries of a `BoundedCache`: slots, their byte charges, an index on the keys' hashes, and
/// the CLOCK hand that evicts within both bounds.
///
/// Entries are found through an open-addressing index (linear probing, backward-shift deletion)
/// on the key's own hash, so a lookup costs one cheap hash and usually one key comparison: no
/// `Hasher` round, and no key built just to look one up. The "recently used" marks of CLOCK are
/// not here but in `ClockMarks`, one set per reader lock of the cache, so that lookups, which may
/// run at once, never write the table: evicting reads and clears the marks of every reader.
///
/// The slots, charges and index live in memory of fixed size, allocated once (the bounds fix it),
/// not in arrays: lookups on several threads read the table through a pointer, and reading an
/// array there retains and releases its buffer, a reference count every thread writes;
/// borrowing the table in place instead counts as a write of it, so that lookups race (ThreadSanitizer).
/// `deallocate()` frees the memory.
struct CacheTable<Key: CacheKey, Value> {
    struct Slot {
        var key: Key
        var value: Value
    }

    /// The marks of every reader lock of the cache; a slot is recently used if any reader marked it.
    typealias Marks = UnsafeBufferPointer<UnsafeMutablePointer<ClockMarks>>

    /// The entries, `count` of them from the start, without gaps: an evicted entry's slot takes
    /// the last one. Room for `capacity`.
    private let slots: UnsafeMutablePointer<Slot>
    /// The number of entries.
    private(set) var count = 0
    /// The bytes charged for each slot's entry. Apart from `slots`, whose records a hit reads,
    /// so that those stay as small as before the byte bound and a hit reads no cost it does not
    /// need. Room for `capacity`.
    private let costs: UnsafeMutablePointer<Int>
    /// Open-addressing index of `indexMask + 1` entries, a power of two at least twice the
    /// capacity: 0 is empty, else a slot number plus one.
    private let index: UnsafeMutablePointer<Int32>
    private let indexMask: Int
    private var hand = 0
    /// The most entries the table holds.
    let capacity: Int
    /// The most bytes the entries may be charged together.
    private(set) var byteLimit: Int
    /// The bytes charged for the entries stored.
    private(set) var chargedBytes = 0

    /// An empty table for at most `capacity` entries (at least 1) charged at most `byteLimit` bytes.
    init(capacity: Int, byteLimit: Int) {
        self.capacity = capacity
        self.byteLimit = byteLimit
        var indexSize = 2
        while indexSize < 2 * capacity { indexSize *= 2 }
        indexMask = indexSize - 1
        index = .allocate(capacity: indexSize)
        index.initialize(repeating: 0, count: indexSize)
        slots = .allocate(capacity: capacity)
        costs = .allocate(capacity: capacity)
    }

    /// Releases the entries and frees the memory; the table is not used afterwards.
    func deallocate() {
        slots.deinitialize(count: count)
        slots.deallocate()
        costs.deallocate()
        index.deallocate()
    }

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

    /// The value stored under the key with `hash` that `matches` accepts, marked as recently
    /// used in `marks`.
    @inline(__always)
    func value(hash: UInt64, matching matches: (Key) -> Bool, marking marks: inout ClockMarks) -> Value? {
        let (position, found) = position(hash: hash, matching: matches)
        guard found else { return nil }
        let slot = Int(index[position]) - 1
        marks.set(slot)
        return slots[slot].value
    }

    /// The index position that points at slot `slot`, which must be in use.
    ///
    /// Found by slot number, not by key, so evicting copies and compares no key.
    private func position(ofSlot slot: Int) -> Int {
        var position = Int(truncatingIfNeeded: slots[slot].key.cacheHash) & indexMask
        while Int(index[position]) != slot + 1 { position = (position + 1) & indexMask }
        return position
    }

    /// Empties index `position`, shifting back the entries after it that probed past it.
    private mutating func removeIndexEntry(at position: Int) {
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

    /// Moves the hand to the first entry no reader marked, clearing the marks it passes.
    ///
    /// - Complexity: O(readers) amortised: the hand passes each slot at most twice per eviction.
    private mutating func moveHandToVictim(_ marks: Marks) {
        while true {
            var marked = false
            for readerMarks in marks where readerMarks.pointee.isSet(hand) {
                readerMarks.pointee.clear(hand)
                marked = true
            }
            guard marked else { return }
            hand = (hand + 1) % count
        }
    }

    /// Removes the entry in `slot` from the index and the charges, leaving the slot to be
    /// filled or removed.
    private mutating func unlinkSlot(_ slot: Int) {
        removeIndexEntry(at: position(ofSlot: slot))
        chargedBytes -= costs[slot]
    }

    /// Removes unlinked slot `slot`, moving the last entry, with its marks, into its place.
    private mutating func removeUnlinkedSlot(_ slot: Int, _ marks: Marks) {
        let last = count - 1
        if slot != last {
            index[position(ofSlot: last)] = Int32(slot + 1)
            swap(&slots[slot], &slots[last])
            costs[slot] = costs[last]
        }
        for readerMarks in marks {
            if slot != last { readerMarks.pointee.move(from: last, to: slot) } else { readerMarks.pointee.clear(last) }
        }
        (slots + last).deinitialize(count: 1)
        count = last
        if hand == count { hand = 0 }
    }

    /// Evicts entries (CLOCK) until they are charged at most `byteLimit`.
    private mutating func evictToByteLimit(_ marks: Marks) {
        while chargedBytes > byteLimit {
            moveHandToVictim(marks)
            unlinkSlot(hand)
            removeUnlinkedSlot(hand, marks)
        }
    }

    /// Sets the byte limit, evicting entries (CLOCK) until they fit within it.
    mutating func setByteLimit(_ byteLimit: Int, _ marks: Marks) {
        self.byteLimit = byteLimit
        evictToByteLimit(marks)
    }

    /// Stores `value` for the key of `slot` unless one is stored, charged `cost` bytes, evicting
    /// (CLOCK) to make room, and returns the stored value; a value charged more than the byte limit
    /// is returned unstored.
    ///
    /// - Parameter matches: whether a stored key is the one of `key`.
    /// - Complexity: O(readers) amortised: every eviction removes an entry some insertion stored,
    ///   and the hand passes each slot at most twice per eviction.
    mutating func insert(_ value: Value, for key: Key, cost: Int, matching matches: (Key) -> Bool, _ marks: Marks) -> Value {
        let lookup = position(hash: key.cacheHash, matching: matches)
        if lookup.found { return slots[Int(index[lookup.position]) - 1].value }
        guard cost <= byteLimit else { return value }
        let slot = Slot(key: key, value: value)
        if count < capacity && chargedBytes <= byteLimit - cost {
            (slots + count).initialize(to: slot)
            costs[count] = cost
            count += 1
            index[lookup.position] = Int32(count)
        } else {
            insertEvicting(slot, cost: cost, matching: matches, marks)
        }
        chargedBytes += cost
        return value
    }

    // Always inlined: called, it takes the key's closure as a context that is allocated or
    // retained and released on every eviction.
    /// Stores `slot`, whose key is not stored and which fits within `byteLimit` alone, evicting
    /// entries (CLOCK) until both bounds leave room for it.
    ///
    /// Usually one eviction makes room, and the new entry takes the victim's slot just behind
    /// the hand, so that it gets a whole sweep before it can be evicted in turn. The victim's slot
    /// carries no marks: the hand stops only at a slot no reader marked.
    @inline(__always)
    private mutating func insertEvicting(_ slot: Slot, cost: Int, matching matches: (Key) -> Bool, _ marks: Marks) {
        while count > 0 {
            moveHandToVictim(marks)
            unlinkSlot(hand)
            if chargedBytes <= byteLimit - cost {
                slots[hand] = slot
                costs[hand] = cost
                // Unlinking the victim may have moved index entries, so the new key's place is looked up now.
                index[position(hash: slot.key.cacheHash, matching: matches).position] = Int32(hand + 1)
                hand = (hand + 1) % count
                return
            }
            removeUnlinkedSlot(hand, marks)
        }
        slots.initialize(to: slot)
        costs[0] = cost
        count = 1
        index[position(hash: slot.key.cacheHash, matching: matches).position] = 1
    }

    /// Removes every entry and mark, and returns the entries, for the caller to release.
    ///
    /// - Complexity: O(entries + capacity).
    mutating func removeAll(_ marks: Marks) -> [Slot] {
        let removed = Array(UnsafeBufferPointer(start: slots, count: count))
        slots.deinitialize(count: count)
        count = 0
        index.update(repeating: 0, count: indexMask + 1)
        hand = 0
        chargedBytes = 0
        for readerMarks in marks { readerMarks.pointee.removeAll() }
        return removed
    }
}

/// The CLOCK marks that hits through one reader lock of a `BoundedCache` set: a bit per slot.
struct ClockMarks {
    private var words: [UInt64]

    /// No marks, for a table of `capacity` slots.
    init(capacity: Int) {
        words = Array(repeating: 0, count: (capacity + 63) / 64)
    }

    /// Whether `slot` is marked.
    func isSet(_ slot: Int) -> Bool {
        words[slot &>> 6] & (1 &<< UInt64(slot & 63)) != 0
    }

    /// Marks `slot`, writing only when it is not marked yet: the usual hit then writes nothing,
    /// and the marks' cache line stays shared with the evicting thread.
    @inline(__always)
    mutating func set(_ slot: Int) {
        let bit: UInt64 = 1 &<< UInt64(slot & 63)
        if words[slot &>> 6] & bit == 0 { words[slot &>> 6] |= bit }
    }

    /// Unmarks `slot`.
    mutating func clear(_ slot: Int) {
        words[slot &>> 6] &= ~(1 &<< UInt64(slot & 63))
    }

    /// Gives `destination` the mark of `source` and unmarks `source`.
    mutating func move(from source: Int, to destination: Int) {
        let marked = isSet(source)
        clear(source)
        if marked { set(destination) } else { clear(destination) }
    }

    /// Unmarks every slot.
    mutating func removeAll() {
        for index in words.indices { words[index] = 0 }
    }
}
