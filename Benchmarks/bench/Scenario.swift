/// A loop that performs a scenario's operation `count` times and returns a checksum of the
/// results, so that the optimizer cannot remove the work.
typealias OperationLoop = (_ count: Int) -> Int

/// One named benchmark of the suite: what it runs and what its figures are judged against.
struct Scenario: Sendable {
    /// The unique name, `group/what`, that `--filter` matches.
    let name: String
    /// One line saying what is measured, for `--list`.
    let summary: String
    /// How many threads run the operation at once.
    var threads = 1
    /// The existing library's (input-mask-ios) nanoseconds per operation, where the engine issue gives one.
    var legacyNanoseconds: Double? = nil
    /// The performance target from the engine issue, where one applies.
    var target: Target? = nil
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

/// A speed or memory goal from the engine issue; every limit it sets must hold for it to be met.
struct Target: Sendable, Codable {
    /// The slowest acceptable median, in nanoseconds per operation.
    var maximumMedianNanoseconds: Double? = nil
    /// The lowest acceptable input throughput, in MB/s (10^6 bytes per second).
    var minimumMegabytesPerSecond: Double? = nil
    /// The most heap allocations acceptable per operation.
    var maximumAllocationsPerOperation: Double? = nil

    /// The limits in words, such as `≤ 90 ns, ≤ 2 allocs`.
    var summary: String {
        var parts: [String] = []
        if let limit = maximumMedianNanoseconds { parts.append("≤ \(Format.nanoseconds(limit)) ns") }
        if let limit = minimumMegabytesPerSecond { parts.append("≥ \(Format.grouped(limit)) MB/s") }
        if let limit = maximumAllocationsPerOperation { parts.append("≤ \(Format.grouped(limit)) allocs") }
        return parts.joined(separator: ", ")
    }

    /// Whether the figures meet every limit; nil when allocations could not be counted and a limit needs them.
    func isMet(medianNanoseconds: Double, megabytesPerSecond: Double, allocationsPerOperation: Double?) -> Bool? {
        if let limit = maximumMedianNanoseconds, medianNanoseconds > limit { return false }
        if let limit = minimumMegabytesPerSecond, megabytesPerSecond < limit { return false }
        if let limit = maximumAllocationsPerOperation {
            guard let allocations = allocationsPerOperation else { return nil }
            if allocations > limit + 0.005 { return false }
        }
        return true
    }

    /// The limits that the figures miss, each with the measured figure, such as `median 120 ns > 90 ns`.
    func misses(medianNanoseconds: Double, megabytesPerSecond: Double, allocationsPerOperation: Double?) -> [String] {
        var misses: [String] = []
        if let limit = maximumMedianNanoseconds, medianNanoseconds > limit {
            misses.append("median \(Format.nanoseconds(medianNanoseconds)) ns > \(Format.nanoseconds(limit)) ns")
        }
        if let limit = minimumMegabytesPerSecond, megabytesPerSecond < limit {
            misses.append("\(Format.grouped(megabytesPerSecond)) MB/s < \(Format.grouped(limit)) MB/s")
        }
        if let limit = maximumAllocationsPerOperation, let allocations = allocationsPerOperation, allocations > limit + 0.005 {
            misses.append("\(Format.decimal(allocations, digits: 2)) allocs/op > \(Format.grouped(limit))")
        }
        return misses
    }
}
