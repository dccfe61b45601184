/// A whole run as the JSON output holds it: when, where, with what settings, and every scenario's figures.
struct BenchmarkReport: Codable, Sendable {
    /// The version of this layout; it changes only when a field changes meaning or goes away.
    var schemaVersion = 2
    /// When the run started, in ISO 8601 (UTC).
    var date: String
    /// The Swift compiler that built the benchmark.
    var swiftVersion: String
    /// The machine the run was on.
    var machine: MachineDescription
    /// The options the run was started with.
    var settings: RunSettings
    /// How allocations were counted and whether the counter passed its self-check.
    var allocationCounting: AllocationCounting
    /// The cost of the measuring loop itself per operation (taking the next input and calling the
    /// operation), which every figure includes.
    var harnessOverheadNanoseconds: Double
    /// The wall time of the whole run, in seconds.
    var totalSeconds: Double
    /// Every scenario that ran, in order.
    var scenarios: [ScenarioResult]
    /// The per-Character cost of each scaling series, where at least two of its sizes ran.
    var scaling: [ScalingSummary]
    /// Every target whose scenarios ran, judged on ratios measured in this run.
    var targets: [TargetResult]
}

/// The options a run was started with.
struct RunSettings: Codable, Sendable {
    /// Whether `--quick` was given.
    var quick: Bool
    /// The sampling time per scenario, in seconds.
    var timePerScenarioSeconds: Double
    /// The `--filter` regular expression, if one was given.
    var filter: String?
}

/// How allocations were counted in a run.
struct AllocationCounting: Codable, Sendable {
    /// Whether counts are reported (the counter works on this platform and passed its self-check).
    var available: Bool
    /// The method, in words.
    var method: String
    /// The known cases counted at start-up and what was counted.
    var selfCheck: String
}

/// The figures of one scenario.
struct ScenarioResult: Codable, Sendable {
    /// The scenario's name, such as `apply/phone`.
    var name: String
    /// The part of the name before the first `/`.
    var group: String
    /// What the scenario measures, in one line.
    var summary: String
    /// What describes its inputs: format, number of inputs, mean size, caret, gravity, and so on.
    var parameters: [String: String]
    /// How many threads ran the operation at once.
    var threads: Int
    /// How many samples were taken.
    var samples: Int
    /// How many operations each sample ran on each thread.
    var operationsPerSample: Int
    /// The median over the samples of nanoseconds per operation.
    var medianNanoseconds: Double
    /// The median over the samples of the timing thread's processor time per operation, in
    /// nanoseconds; with several threads, of all threads' processor time ÷ the operations of all threads.
    var medianThreadCPUNanoseconds: Double?
    /// With several threads, the median over the samples of how many ran at once on average
    /// (their processor time added up ÷ wall time); absent with one thread. Contention can show
    /// only as far as the threads ran at once: on a loaded machine, fewer do.
    var medianConcurrency: Double?
    /// With several threads, how many samples ran in parallel: with at least three quarters of as
    /// many threads at once as could run (the threads, or the processors if fewer); absent with one thread.
    var parallelSamples: Int?
    /// With several threads, the median processor time per operation over the samples that ran in
    /// parallel, in nanoseconds; absent with one thread or fewer than 5 such samples.
    var medianParallelThreadCPUNanoseconds: Double?
    /// With several threads, how often a thread blocked (gave up its processor of its own accord)
    /// per 1,000 operations; absent with one thread and where that cannot be counted.
    var blockingsPerThousandOperations: Double?
    /// The 99th percentile over the samples of nanoseconds per operation.
    var p99Nanoseconds: Double
    /// Operations per second at the median: 10^9 / median (all threads together).
    var operationsPerSecond: Double
    /// MB (10^6 bytes) of input per second at the median.
    var megabytesPerSecond: Double
    /// The mean UTF-8 bytes of input per operation.
    var inputBytesPerOperation: Double
    /// The mean Characters of input per operation.
    var charactersPerOperation: Double
    /// Heap allocations per operation; absent when they could not be counted.
    var allocationsPerOperation: Double?
    /// Bytes requested from the heap per operation; absent when they could not be counted.
    var allocatedBytesPerOperation: Double?
    /// The median nanoseconds per operation of the copy baseline: creating the outputs from their bytes.
    var copyBaselineMedianNanoseconds: Double
    /// Heap allocations per operation of the copy baseline: those that creating the outputs cannot avoid.
    var copyBaselineAllocationsPerOperation: Double?
    /// The median divided by the copy baseline's median.
    var ratioToCopyBaseline: Double
    /// input-mask-ios's nanoseconds per operation as the engine issue recorded them on another
    /// machine, where it gives one: not measured here.
    var recordedLegacyNanoseconds: Double?
    /// That recorded time divided by this run's median: a comparison across machines, not a measurement.
    var recordedLegacyRatio: Double?
}

/// How the cost per Character of one scaling series changes with the input size.
struct ScalingSummary: Codable, Sendable {
    /// The series, such as `digits` or `edit-paste-ltr`: its rows are named `sweep/<series>-<size>`.
    var series: String
    /// What one operation of the series does, such as `[0…]` or `PhoneNumberDetector.detect`.
    var description: String
    /// The sizes that ran, in Characters.
    var sizes: [Int]
    /// The median wall-clock nanoseconds per Character at each size.
    var nanosecondsPerCharacter: [Double]
    /// The median thread processor nanoseconds per Character at each size.
    var threadCPUNanosecondsPerCharacter: [Double]
    /// The thread processor time per Character at 1,000,000 Characters divided by that at 10,000;
    /// absent unless both sizes ran. Near 1 when cost grows linearly, below 1 when faster than linearly.
    var growth10KTo1M: Double?
}

/// One target judged in a run: a ratio (or a count) measured in this run against its limit.
struct TargetResult: Codable, Sendable {
    /// The target's name, such as `apply/phone ÷ copy`.
    var name: String
    /// What the figure is, in words.
    var meaning: String
    /// The scenarios it is computed from.
    var scenarios: [String]
    /// The figure measured in this run; absent when it could not be measured (allocations not counted).
    var measured: Double?
    /// The largest acceptable figure.
    var limit: Double
    /// The figure's unit as the report shows it: `×` for ratios, ` allocs` for allocation counts.
    var unit: String
    /// Whether the figure is within the limit; absent when it could not be measured.
    var met: Bool?
}
