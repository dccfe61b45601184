import Foundation
@testable import InputMask
import Testing

/// `Locked`: mutual exclusion through `withLock` and through `lock()`/`unlock()` with the state's
/// pointer, which the caches use to hold several locks at once.
@Suite("Locked")
struct LockedTests {
    @Test("Increments from many threads, half through withLock and half through lock() and the state's pointer, all count")
    func exclusion() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for _ in 0..<5_000 {
                        if worker.isMultiple(of: 2) {
                            counter.withLock { $0 += 1 }
                        } else {
                            counter.lock()
                            counter.unsafeState.pointee += 1
                            counter.unlock()
                        }
                    }
                }
            }
        }
        #expect(counter.withLock { $0 } == 40_000)
    }

    @Test("The state keeps its address, and a state larger than a cache line is kept whole")
    func stateInPlace() {
        let locked = Locked((1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20))
        let address = locked.unsafeState
        locked.withLock { $0.19 = 99 }
        #expect(locked.unsafeState == address)
        #expect(locked.withLock { $0.0 + $0.19 } == 100)
    }
}
