#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body(0)` on a second POSIX thread and `body(1)` on the calling thread at the same time, and
/// returns both reports once both are done.
///
/// The second thread is one of `WorkerPool`'s, started once and woken for each call: a thread
/// created and joined per input cost the `cache` target a tenth of its time under AddressSanitizer
/// (its stack and the sanitizer's per-thread state are mapped and unmapped every time). When another
/// thread is using that worker (`swift test` runs checks in parallel), a thread is created for the
/// call. POSIX threads, mutexes and condition variables (not Dispatch) so that ThreadSanitizer sees
/// every ordering between the two threads.
func runOnTwoThreads(_ body: @escaping @Sendable (Int) -> String?) -> [String?] {
    if let worker = WorkerPool.claim() {
        worker.start { body(0) }
        let mine = body(1)
        return [worker.finish(), mine]
    }
    let thread = SpawnedThread { body(0) }
    let mine = body(1)
    return [thread.join(), mine]
}

/// The worker threads, taken in turn.
///
/// Sixteen, as many as the mask cache's reader locks: the cache gives each thread a reader lock by
/// the order in which threads first look a mask up, so taking the workers in turn makes successive
/// inputs run on every reader lock (and its CLOCK marks), as a new thread per input did.
private enum WorkerPool {
    static let workers = (0..<16).map { _ in Worker() }
    /// Guards `turn`.
    private static let turnLock = PthreadMutex()
    /// The worker the next call takes.
    nonisolated(unsafe) private static var turn = 0

    /// The next worker, for the caller's exclusive use until its `finish()`, or `nil` when another
    /// caller has it.
    static func claim() -> Worker? {
        turnLock.lock()
        let index = turn
        turn = (turn + 1) % workers.count
        turnLock.unlock()
        return workers[index].claim()
    }
}

/// A thread that runs one job at a time for whoever claims it.
private final class Worker: @unchecked Sendable {
    /// Held by the caller that claimed the worker, from `claim()` to `finish()`.
    private let claimed = PthreadMutex()
    /// Guards `job`, `report` and `done`, and goes with `changed`.
    private let state = PthreadMutex()
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    /// The job to run, set by `start` and taken by the thread.
    private var job: (@Sendable () -> String?)?
    /// The finished job's report, read by `finish`.
    private var report: String?
    private var done = false

    init() {
        changed = .allocate(capacity: 1)
        changed.initialize(to: pthread_cond_t())
        pthread_cond_init(changed, nil)
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            Unmanaged<Worker>.fromOpaque(context!).takeUnretainedValue().serve()
        }, context)
        precondition(created == 0, "pthread_create failed: \(created)")
        pthread_detach(thread)
    }

    /// The worker, for the caller's exclusive use until `finish()`, or `nil` when another caller has it.
    func claim() -> Worker? {
        claimed.tryLock() ? self : nil
    }

    /// Hands `job` to the thread.
    func start(_ job: @escaping @Sendable () -> String?) {
        state.lock()
        self.job = job
        done = false
        pthread_cond_broadcast(changed)
        state.unlock()
    }

    /// Waits for the job and returns its report, releasing the worker.
    func finish() -> String? {
        state.lock()
        while !done { pthread_cond_wait(changed, state.pointer) }
        let report = self.report
        self.report = nil
        state.unlock()
        claimed.unlock()
        return report
    }

    /// The thread's loop: runs each job handed to it.
    private func serve() -> Never {
        while true {
            state.lock()
            while job == nil { pthread_cond_wait(changed, state.pointer) }
            let job = self.job!
            self.job = nil
            state.unlock()
            let report = job()
            state.lock()
            self.report = report
            done = true
            pthread_cond_broadcast(changed)
            state.unlock()
        }
    }
}

/// A POSIX mutex at a fixed address.
private final class PthreadMutex: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: pthread_mutex_t())
        pthread_mutex_init(pointer, nil)
    }

    func lock() { pthread_mutex_lock(pointer) }
    func unlock() { pthread_mutex_unlock(pointer) }
    func tryLock() -> Bool { pthread_mutex_trylock(pointer) == 0 }
}

/// A POSIX thread running `body`, whose report is read after joining it.
private final class SpawnedThread: @unchecked Sendable {
    private let body: @Sendable () -> String?
    /// Written by the thread, read only after `pthread_join`.
    private var report: String?
    private var thread = pthread_t()

    /// Starts the thread.
    init(_ body: @escaping @Sendable () -> String?) {
        self.body = body
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            let spawned = Unmanaged<SpawnedThread>.fromOpaque(context!).takeRetainedValue()
            spawned.report = spawned.body()
            return nil
        }, context)
        precondition(created == 0, "pthread_create failed: \(created)")
    }

    /// Waits for the thread and returns its report.
    func join() -> String? {
        pthread_join(thread, nil)
        return report
    }
}
