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
