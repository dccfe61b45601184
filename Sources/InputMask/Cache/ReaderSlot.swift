#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A small number for each thread, handed out in turn the first time the thread asks, so that the
/// caches' lookups on different threads take different reader locks (see `BoundedCache`).
///
/// Kept in a POSIX thread-specific value, which exists on every platform the package supports and
/// costs a few instructions to read (glibc and Darwin keep the first keys in the thread's own
/// control block). Numbers are not reused when threads end: taking them in turn, however many
/// threads come and go, any `n` threads alive at once that started one after another get `n`
/// different numbers modulo a power of two at least `n`.
enum ReaderSlot {
    /// The key of the thread-specific value: the thread's number plus one (0, no value, is unset).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // No destructor: the value is a number, not memory. Creating a key fails only when a
        // process has used up its keys (1,024 on Linux); then every thread gets number 0.
        guard pthread_key_create(&key, nil) == 0 else { return invalidKey }
        return key
    }()

    /// Stands for a key that could not be created.
    private static let invalidKey = pthread_key_t.max

    /// The next number to hand out.
    private static let next = Locked(0)

    /// The calling thread's number: the same every time one thread asks.
    ///
    /// - Complexity: O(1): a thread-specific read; the first call on a thread also takes a lock.
    @inline(__always)
    static var current: Int {
        let key = Self.key
        guard key != invalidKey else { return 0 }
        if let value = pthread_getspecific(key) { return Int(bitPattern: value) &- 1 }
        return assign(key)
    }

    /// Hands the calling thread the next number and stores it.
    private static func assign(_ key: pthread_key_t) -> Int {
        let number = next.withLock { next in
            defer { next = next == Int.max - 1 ? 0 : next + 1 }
            return next
        }
        // The stored value is the number plus one, never 0, so `pthread_getspecific` finds it set.
        // Storing fails only without memory for the thread's table; the next call then assigns again.
        _ = pthread_setspecific(key, UnsafeRawPointer(bitPattern: number + 1))
        return number
    }
}
