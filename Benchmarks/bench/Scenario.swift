/// A loop that performs a scenario's operation `count` times and returns a checksum of the
/// results, so that the optimizer cannot remove the work.
typealias OperationLoop = (_ count: Int) -> Int

/// One named benchmark of the suite: what it runs, with the figure recorded elsewhere for it, if any.
struct Scenario: Sendable {
    /// The unique name, `group/what`, that `--filter` matches.
    let name: String
    /// One line saying what is measured, for `--list`.
    let summary: String
    /// How many threads run the operation at once.
    var threads = 1
    /// input-mask-ios's nanoseconds per operation as the engine issue recorded them on another
    /// machine: context only, never measured here and never part of a target.
    var recordedLegacyNanoseconds: Double? = nil
    /// Builds the inputs, the timed operation and its copy baseline; runs only when the scenario is measured.
    let prepare: @Sendable () -> Workload

    /// The part of the name before the first `/`, such as `apply` or `sweep`.
    var group: String { String(name.prefix { $0 != "/" }) }
}

/// A scenario made ready to measure: its timed operation, the copy baseline, and what describes its inputs.
struct Workload: Sendable {
    /// What describes the inputs, such as the format, the number of inputs and their mean size.
    var parameters: [String: String]
    /// The mean UTF-8 bytes of input read by one operation, for MB/s.
    var inputBytesPerOperation: Double
    /// The Characters of input per operation, for the scaling sweep's cost per character.
    var charactersPerOperation: Double
    /// How many distinct inputs the operation takes in turn before it starts again.
    var inputCount: Int
    /// Makes a fresh loop over the inputs; every thread gets its own.
    var makeOperation: @Sendable () -> OperationLoop
    /// Makes a loop that only creates the operation's output strings from their bytes: the copy baseline.
    var makeCopyBaseline: @Sendable () -> OperationLoop
}
