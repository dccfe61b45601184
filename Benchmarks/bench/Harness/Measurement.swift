import Foundation
import InputMask

/// Where checksums go so that the optimizer must compute them: a store under a lock is a side
/// effect it cannot drop. (`Synchronization.Atomic` would need macOS 15; one lock per batch of
/// about a millisecond costs nothing measurable.)
let checksumSink = Locked(0)

/// Consumes a checksum so that the work that produced it cannot be optimised away.
@inline(never)
func blackHole(_ checksum: Int) {
    checksumSink.withLock { $0 &+= checksum }
}

/// How long to warm up and sample one loop, and the fewest samples that make a median.
struct MeasurementPlan: Sendable {
    /// The least time spent running the loop, untimed, before sampling, in nanoseconds.
    var warmUp: Double
    /// The time spent taking samples (more when the loop is too slow to give `minimumSamples` in it), in nanoseconds.
    var sampling: Double
    /// The fewest samples taken, however slow the loop.
    var minimumSamples: Int
    /// The time one sample (one batch of operations) should take on one thread, in nanoseconds.
    var batch: Double
}

/// A reading of the monotonic clock, in nanoseconds.
///
/// `DispatchTime` exists on every platform the package supports; `ContinuousClock` needs macOS 13
/// and iOS 16, above the package's deployment targets.
struct Instant: Sendable {
    let nanoseconds: UInt64

    /// The clock now.
    static var now: Instant { Instant(nanoseconds: DispatchTime.now().uptimeNanoseconds) }

    /// The nanoseconds from `start` to `end`.
    static func - (end: Instant, start: Instant) -> Double {
        Double(end.nanoseconds &- start.nanoseconds)
    }
}

/// The time per operation of one loop: median and 99th percentile over the samples.
struct Timing: Sendable {
    /// The median of the samples' nanoseconds per operation.
    var medianNanoseconds: Double
    /// The median of the samples' processor time of the timing thread per operation, in
    /// nanoseconds; with several threads, of all threads added up ÷ the operations of all threads.
    /// Time a thread spends descheduled is not in it, so it holds still on a loaded machine, or
    /// with more threads than processors, where wall time does not.
    var medianThreadCPUNanoseconds: Double?
    /// With several threads, the median over the samples of how many ran at once on average:
    /// their processor time added up ÷ the sample's wall time. nil with one thread.
    var medianConcurrency: Double?
    /// With several threads, how many samples ran in parallel: with at least three quarters of
    /// as many threads at once as could run (the threads, or the processors if fewer).
    var parallelSamples: Int?
    /// With several threads, the median processor time per operation over the samples that ran in
    /// parallel, where there are at least `minimumParallelSamples`: contention shows only where
    /// threads run at once, and on a loaded machine most samples do not.
    var medianParallelThreadCPUNanoseconds: Double?
    /// With several threads, how often a thread gave up its processor of its own accord (blocked
    /// on a lock, or slept) per 1,000 operations, over all samples; nil with one thread and where
    /// the count cannot be read.
    var blockingsPerThousandOperations: Double?
    /// The 99th percentile (nearest rank) of the samples' nanoseconds per operation.
    var p99Nanoseconds: Double
    /// How many samples were taken.
    var samples: Int
    /// How many operations each sample ran on each thread.
    var operationsPerSample: Int
}

/// A loop to time: the instance this thread runs, and how to make one for each other thread.
struct TimedLoop {
    /// The loop this thread runs; it also sizes the batch and warms up.
    let loop: OperationLoop
    /// Makes a fresh loop for each thread when several threads run at once.
    let makeLoop: @Sendable () -> OperationLoop

    /// A loop made by `makeLoop`, with `makeLoop` kept for other threads.
    init(_ makeLoop: @escaping @Sendable () -> OperationLoop) {
        self.loop = makeLoop()
        self.makeLoop = makeLoop
    }
}

/// Times operation loops with the monotonic clock: warm up, size a batch to the plan's batch time,
/// then take samples (one batch each) until the sampling time is spent.
enum Measurement {
    /// The most samples kept per loop, which bounds memory for very fast loops.
    static let maximumSamples = 200_000
    /// The fewest samples run in parallel that give `medianParallelThreadCPUNanoseconds`.
    static let minimumParallelSamples = 5

    /// Times several loops with their samples interleaved (one batch of each in turn), so that all
    /// of them see the same machine: a noisy neighbour slows them alike, and their ratio holds.
    ///
    /// Each batch is sized on this thread with the loop's own instance, which also warms up. With
    /// several threads, each sample starts all of them together and lasts until the last one
    /// finishes; its nanoseconds per operation are that wall time divided by the operations of all threads.
    /// - Parameter progress: told the fraction of the sampling time spent, now and then.
    /// - Returns: the timing of each loop, in the order given.
    static func time(_ loops: [TimedLoop], threads: Int, plan: MeasurementPlan, progress: (Double) -> Void) -> [Timing] {
        let batches = loops.map { calibratedBatch($0.loop, plan: plan) }
        // Each sampler returns a sample's wall and processor nanoseconds per operation and, with
        // threads, how many ran at once and how often they blocked.
        let samplers: [() -> Sample] = zip(loops, batches).map { timed, batch in
            if threads == 1 {
                let loop = timed.loop
                return {
                    let processorStart = threadCPUNanoseconds()
                    let wall = nanoseconds { blackHole(loop(batch)) }
                    return Sample(wall: wall / Double(batch), processor: (threadCPUNanoseconds() - processorStart) / Double(batch))
                }
            }
            let group = ThreadGroup(threads: threads, makeLoop: timed.makeLoop)
            return {
                let operations = Double(batch * threads)
                let run = group.run(batch: batch)
                return Sample(wall: run.wall / operations, processor: run.processor / operations,
                              concurrency: run.processor / run.wall, blockings: run.blockings)
            }
        }
        var samples = Array(repeating: [Double](), count: loops.count)
        var processorSamples = Array(repeating: [Double](), count: loops.count)
        var concurrencySamples = Array(repeating: [Double](), count: loops.count)
        var blockings = Array(repeating: 0 as Int?, count: loops.count)
        let start = Instant.now
        var lastReport = start
        while samples[0].count < plan.minimumSamples || (Instant.now - start < plan.sampling && samples[0].count < maximumSamples) {
            for index in samplers.indices {
                let sample = samplers[index]()
                samples[index].append(sample.wall)
                processorSamples[index].append(sample.processor)
                if let concurrency = sample.concurrency { concurrencySamples[index].append(concurrency) }
                blockings[index] = blockings[index].flatMap { total in sample.blockings.map { total + $0 } }
            }
            let now = Instant.now
            if now - lastReport > 100_000_000 {
                progress(min(1, (now - start) / plan.sampling))
                lastReport = now
            }
        }
        return samples.indices.map { index in
            let sorted = samples[index].sorted()
            let processor = processorSamples[index].sorted()
            let concurrency = concurrencySamples[index].sorted()
            let operations = Double(sorted.count * batches[index] * threads)
            // Samples whose threads ran at least three quarters as parallel as they could.
            let parallelAtLeast = 0.75 * Double(min(threads, ProcessInfo.processInfo.activeProcessorCount))
            let parallel = zip(processorSamples[index], concurrencySamples[index])
                .filter { $0.1 >= parallelAtLeast }.map(\.0).sorted()
            return Timing(
                medianNanoseconds: percentile(50, ofSorted: sorted),
                medianThreadCPUNanoseconds: percentile(50, ofSorted: processor),
                medianConcurrency: threads == 1 ? nil : percentile(50, ofSorted: concurrency),
                parallelSamples: threads == 1 ? nil : parallel.count,
                medianParallelThreadCPUNanoseconds: parallel.count < minimumParallelSamples ? nil : percentile(50, ofSorted: parallel),
                blockingsPerThousandOperations: threads == 1 ? nil : blockings[index].map { Double($0) * 1_000 / operations },
                p99Nanoseconds: percentile(99, ofSorted: sorted),
                samples: sorted.count,
                operationsPerSample: batches[index])
        }
    }

    /// Runs the loop untimed for at least the warm-up time while doubling the batch until one batch
    /// takes the plan's batch time, and returns the batch size that fits it (at least one).
    private static func calibratedBatch(_ loop: OperationLoop, plan: MeasurementPlan) -> Int {
        let start = Instant.now
        let batchNanoseconds = plan.batch
        var batch = 1
        var elapsed = 0.0
        repeat {
            elapsed = nanoseconds { blackHole(loop(batch)) }
            if elapsed < batchNanoseconds && batch < 1 << 40 { batch *= 2 }
        } while elapsed < batchNanoseconds || Instant.now - start < plan.warmUp
        return max(1, Int((batchNanoseconds / (elapsed / Double(batch))).rounded()))
    }

    /// The nearest-rank percentile of sorted, non-empty samples.
    static func percentile(_ percent: Double, ofSorted samples: [Double]) -> Double {
        let rank = Int((percent / 100 * Double(samples.count)).rounded(.up))
        return samples[min(samples.count, max(1, rank)) - 1]
    }

    /// The processor time the calling thread has used, in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`,
    /// which Linux and Apple platforms provide).
    static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// How many times the calling thread has given up its processor of its own accord (blocked,
    /// slept or yielded): `ru_nvcsw` of `getrusage(RUSAGE_THREAD)` on Linux; nil elsewhere.
    static func threadVoluntarySwitches() -> Int? {
        #if os(Linux)
        var usage = rusage()
        // RUSAGE_THREAD is 1 on Linux; the Glibc module leaves it out (it needs _GNU_SOURCE).
        let thread: __rusage_who_t = 1
        guard getrusage(thread, &usage) == 0 else { return nil }
        return usage.ru_nvcsw
        #else
        return nil
        #endif
    }

    /// The nanoseconds that `body` takes.
    static func nanoseconds(_ body: () -> Void) -> Double {
        let start = Instant.now
        body()
        return Instant.now - start
    }
}

/// One sample of a loop: nanoseconds per operation and, with threads, how they ran.
struct Sample {
    /// Wall-clock nanoseconds per operation (with threads: ÷ the operations of all threads).
    var wall: Double
    /// Processor nanoseconds per operation (with threads: all threads' added up).
    var processor: Double
    /// With threads, how many ran at once on average.
    var concurrency: Double?
    /// With threads, how many times they blocked while running the loop, where that can be counted.
    var blockings: Int?
}

/// Threads that run the same loop at once, started together for each sample.
///
/// Each sample creates the threads, lets them wait at a start line, releases them together, and
/// reports the time from the release until the last one finishes; thread creation is not timed.
/// It also reports the threads' processor time and how often they blocked while running the loop:
/// with more threads than processors, or busy neighbours, wall time is mostly waiting for a
/// processor, which says how loaded the machine is, not what an operation costs.
final class ThreadGroup: Sendable {
    private let threads: Int
    private let makeLoop: @Sendable () -> OperationLoop

    /// Creates a group of `threads` threads that each run a loop made by `makeLoop`.
    init(threads: Int, makeLoop: @escaping @Sendable () -> OperationLoop) {
        self.threads = threads
        self.makeLoop = makeLoop
    }

    /// Runs `batch` operations on every thread at once and returns the wall-clock nanoseconds, the
    /// processor nanoseconds of all threads together, and how many times they blocked (nil where
    /// that cannot be counted).
    func run(batch: Int) -> (wall: Double, processor: Double, blockings: Int?) {
        let race = Race()
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            let makeLoop = makeLoop
            let thread = Thread {
                let loop = makeLoop()
                race.ready.withLock { $0 += 1 }
                while !race.started.withLock({ $0 }) { sched_yield() }
                // Read after the start line, whose `sched_yield` calls are voluntary switches too.
                let switchesBefore = Measurement.threadVoluntarySwitches()
                let processorStart = Measurement.threadCPUNanoseconds()
                let checksum = loop(batch)
                let processor = Measurement.threadCPUNanoseconds() - processorStart
                let switchesAfter = Measurement.threadVoluntarySwitches()
                let end = Int(Instant.now - race.startLine)
                blackHole(checksum)
                race.lastFinish.withLock { $0 = max($0, end) }
                race.processor.withLock { $0 += processor }
                let blockings = switchesBefore.flatMap { before in switchesAfter.map { $0 - before } }
                race.blockings.withLock { total in total = total.flatMap { total in blockings.map { total + $0 } } }
                finished.signal()
            }
            thread.start()
        }
        while race.ready.withLock({ $0 }) < threads { sched_yield() }
        race.startLine = Instant.now
        race.started.withLock { $0 = true }
        for _ in 0..<threads { finished.wait() }
        return (Double(race.lastFinish.withLock { $0 }), race.processor.withLock { $0 }, race.blockings.withLock { $0 })
    }
}

/// The start line and finish times shared by the threads of one sample.
private final class Race: @unchecked Sendable {
    // `startLine` is written once by the timing thread before it sets `started`, and read by the
    // workers only after they see `started` set, under the same lock, which orders the accesses.
    var startLine = Instant.now
    let ready = Locked(0)
    let started = Locked(false)
    let lastFinish = Locked(0)
    /// The processor nanoseconds of the threads finished so far.
    let processor = Locked(0.0)
    /// How many times the threads finished so far blocked; nil once one could not count.
    let blockings = Locked<Int?>(0)
}
