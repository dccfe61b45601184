#if canImport(os)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value guarded by a lock that exists on every platform the package supports.
///
/// `os_unfair_lock` on Apple platforms (iOS 10, macOS 10.12 and later); a POSIX mutex elsewhere,
/// which ThreadSanitizer understands, so the sanitizer sees the ordering the caches give (it does
/// not see `Synchronization.Mutex` on Linux, whose lock lives in an uninstrumented library).
/// `Synchronization.Mutex` itself would raise the deployment targets to iOS 18 and macOS 15, and on
/// Linux differs from a POSIX mutex only in a small part of an uncontended lock and unlock, too
/// little of a cache hit to keep a second lock kind and lose ThreadSanitizer.
///
/// The lock and the state live together in one allocation of their own, so that the lock's address
/// never moves, as both lock kinds need, and aligned to and padded to whole cache-line pairs: the
/// caches' reader locks then share no cache line (nor an adjacent-line prefetch pair), so that
/// threads on different reader locks pass no line between cores, and taking a lock brings the
/// state it guards into the cache with it. The state is reached through a pointer rather than a
/// stored property, which spares every `withLock` the runtime's exclusivity check of a class
/// property, a call into the runtime on every cache hit.
package final class Locked<State>: @unchecked Sendable {
    #if canImport(os)
    private typealias Lock = os_unfair_lock
    #else
    private typealias Lock = pthread_mutex_t
    #endif

    private let mutex: UnsafeMutablePointer<Lock>
    private let state: UnsafeMutablePointer<State>

    /// Two 64-byte lines: the span within which a neighbour's writes can slow this lock, counting
    /// the adjacent-line prefetcher of x86 processors.
    private static var alignment: Int { max(128, MemoryLayout<State>.alignment) }

    /// Where the state starts in the block: after the lock, aligned for the state.
    private static var stateOffset: Int {
        let stateAlignment = MemoryLayout<State>.alignment
        return (MemoryLayout<Lock>.size + stateAlignment - 1) / stateAlignment * stateAlignment
    }

    /// The bytes of the block: lock and state, rounded up to the alignment.
    private static var blockByteCount: Int {
        (stateOffset + MemoryLayout<State>.size + alignment - 1) / alignment * alignment
    }

    /// Creates the lock around `state`.
    package init(_ state: State) {
        let block = UnsafeMutableRawPointer.allocate(byteCount: Self.blockByteCount, alignment: Self.alignment)
        // Both regions lie within the block: `stateOffset` is past the lock's bytes and
        // `blockByteCount` past the state's, and both offsets keep their type's alignment.
        mutex = block.bindMemory(to: Lock.self, capacity: 1)
        self.state = (block + Self.stateOffset).bindMemory(to: State.self, capacity: 1)
        self.state.initialize(to: state)
        #if canImport(os)
        mutex.initialize(to: os_unfair_lock())
        #else
        mutex.initialize(to: pthread_mutex_t())
        // Default attributes: a normal, non-recursive mutex; creating one cannot fail on Linux.
        pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if !canImport(os)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        state.deinitialize(count: 1)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// Takes the lock, for a protocol that holds several locks at once (see `BoundedCache`);
    /// `unlock()` releases it. Prefer `withLock`.
    @inline(__always)
    package func lock() {
        #if canImport(os)
        os_unfair_lock_lock(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    /// Releases the lock `lock()` took, on the thread that took it.
    @inline(__always)
    package func unlock() {
        #if canImport(os)
        os_unfair_lock_unlock(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// The guarded state, to be read or written only while the calling thread holds the lock.
    /// It stays at this address for the lock's lifetime.
    package var unsafeState: UnsafeMutablePointer<State> { state }

    /// Runs `body` with exclusive access to the state.
    ///
    /// `body` must not call `withLock` on the same lock: neither lock kind is recursive.
    /// - Complexity: that of `body`, plus an uncontended lock and unlock.
    @inline(__always)  // The closure then inlines into the caller, as `Mutex.withLock` does.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body(&state.pointee)
    }
}
