import Foundation
@testable import InputMask
import Testing

/// `BoundedCache` on its own: CLOCK eviction that honours what lookups on any thread marked, both
/// bounds, the first value stored winning, and many threads at once. Each test makes its own cache,
/// so none of them touches the process-wide ones.
@Suite("Bounded cache")
struct BoundedCacheTests {
    /// A key whose hash is its number spread over all bits, so that the index sees distinct homes.
    struct NumberKey: CacheKey {
        let number: Int
        var cacheHash: UInt64 { UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15 }
    }

    /// A value whose identity the tests compare.
    final class Box: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    /// Runs `body` on a thread of its own, started after this one, and waits for it: a thread that
    /// takes a reader slot other than the caller's.
    static func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        done.wait()
    }

    @Test("A hit returns the stored instance; a second insertion of a key keeps the first value")
    func firstValueWins() {
        let cache = BoundedCache<NumberKey, Box>(capacity: 4, byteLimit: 1_000, readerLocks: 4)
        let first = Box(1)
        #expect(cache.insert(first, for: NumberKey(number: 1), cost: 10) === first)
        #expect(cache.insert(Box(1), for: NumberKey(number: 1), cost: 10) === first)
        #expect(cache.value(for: NumberKey(number: 1)) === first)
        #expect(cache.value(for: NumberKey(number: 2)) == nil)
        #expect(cache.count == 1 && cache.chargedBytes == 10)
    }

    @Test("An entry looked up on another thread gets a second chance; the one never looked up is evicted")
    func marksFromAnyReaderCount() {
        let cache = BoundedCache<NumberKey, Box>(capacity: 2, byteLimit: 1_000, readerLocks: 4)
        _ = cache.insert(Box(1), for: NumberKey(number: 1), cost: 1)
        _ = cache.insert(Box(2), for: NumberKey(number: 2), cost: 1)
        Self.onAnotherThread { _ = cache.value(for: NumberKey(number: 1)) }
        _ = cache.insert(Box(3), for: NumberKey(number: 3), cost: 1)
        #expect(cache.value(for: NumberKey(number: 1))?.number == 1)
        #expect(cache.value(for: NumberKey(number: 2)) == nil)
        #expect(cache.value(for: NumberKey(number: 3))?.number == 3)
        #expect(cache.count == 2)
    }

    @Test("A mark moves with its entry when eviction fills the gap with the last slot")
    func marksMoveWithTheirEntry() {
        let cache = BoundedCache<NumberKey, Box>(capacity: 4, byteLimit: 40, readerLocks: 4)
        for number in 1...4 { _ = cache.insert(Box(number), for: NumberKey(number: number), cost: 10) }
        Self.onAnotherThread { _ = cache.value(for: NumberKey(number: 4)) }
        // Evicts 1, the first unmarked; 4, the last slot, moves into its place, marked.
        cache.setByteLimit(30)
        #expect(cache.value(for: NumberKey(number: 1)) == nil)
        // Passes 4, clearing its mark, and evicts 2.
        cache.setByteLimit(20)
        #expect(cache.value(for: NumberKey(number: 2)) == nil)
        #expect(cache.value(for: NumberKey(number: 3))?.number == 3)
        #expect(cache.value(for: NumberKey(number: 4))?.number == 4)
        #expect(cache.chargedBytes == 20)
    }

    @Test("Both bounds hold however many entries pass through, and an oversized value is returned unstored")
    func bounds() {
        let cache = BoundedCache<NumberKey, Box>(capacity: 8, byteLimit: 100, readerLocks: 2)
        for number in 0..<1_000 {
            let box = Box(number)
            #expect(cache.insert(box, for: NumberKey(number: number), cost: 1 + number % 30) === box)
            #expect(cache.count <= 8 && cache.chargedBytes <= 100)
        }
        let oversized = Box(-1)
        #expect(cache.insert(oversized, for: NumberKey(number: -1), cost: 101) === oversized)
        #expect(cache.value(for: NumberKey(number: -1)) == nil)
        #expect(cache.byteLimit == 100)
    }

    @Test("Emptying removes every entry and mark; the cache fills again from nothing")
    func emptying() {
        let cache = BoundedCache<NumberKey, Box>(capacity: 2, byteLimit: 1_000, readerLocks: 4)
        _ = cache.insert(Box(1), for: NumberKey(number: 1), cost: 5)
        _ = cache.value(for: NumberKey(number: 1))
        cache.removeAll()
        #expect(cache.count == 0 && cache.chargedBytes == 0)
        #expect(cache.value(for: NumberKey(number: 1)) == nil)
        // No mark is left over from before: the first entry stored afterwards, never looked up, goes first.
        _ = cache.insert(Box(2), for: NumberKey(number: 2), cost: 5)
        _ = cache.insert(Box(3), for: NumberKey(number: 3), cost: 5)
        _ = cache.insert(Box(4), for: NumberKey(number: 4), cost: 5)
        #expect(cache.value(for: NumberKey(number: 2)) == nil)
        #expect(cache.value(for: NumberKey(number: 3))?.number == 3)
    }

    @Test("Threads looking up and inserting at once always get a value stored for their key", arguments: [1, 16])
    func concurrentUse(readerLocks: Int) async {
        let cache = BoundedCache<NumberKey, Box>(capacity: 16, byteLimit: 1_000, readerLocks: readerLocks)
        let agreed = await withTaskGroup(of: Bool.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var agreed = true
                    for round in 0..<2_000 {
                        // 40 keys over 16 slots: lookups, insertions and evictions interleave.
                        let number = (worker * 13 + round * 7) % 40
                        let key = NumberKey(number: number)
                        let box = cache.value(for: key) ?? cache.insert(Box(number), for: key, cost: 1 + number % 5)
                        agreed = agreed && box.number == number
                    }
                    return agreed
                }
            }
            return await group.allSatisfy { $0 }
        }
        #expect(agreed)
        #expect(cache.count <= 16 && cache.chargedBytes <= 1_000)
    }
}
