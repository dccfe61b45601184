import Foundation
@testable import InputMask
import Testing

/// `ReaderSlot`: a thread keeps its number, and threads alive at once have different numbers, so
/// that their cache lookups take different reader locks.
@Suite("Reader slots")
struct ReaderSlotTests {
    @Test("A thread gets the same number every time it asks")
    func stable() {
        let first = ReaderSlot.current
        #expect((0..<100).allSatisfy { _ in ReaderSlot.current == first })
    }

    @Test("Threads alive at once get different numbers")
    func distinctWhileAlive() {
        let threads = 8
        let numbers = Locked<[Int]>([])
        let asked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            Thread {
                let number = ReaderSlot.current
                numbers.withLock { $0.append(number) }
                asked.signal()
                // Each stays alive until all have asked, so no number could be handed out twice.
                release.wait()
                #expect(ReaderSlot.current == number)
                finished.signal()
            }.start()
        }
        for _ in 0..<threads { asked.wait() }
        for _ in 0..<threads { release.signal() }
        for _ in 0..<threads { finished.wait() }
        #expect(Set(numbers.withLock { $0 }).count == threads)
    }
}
