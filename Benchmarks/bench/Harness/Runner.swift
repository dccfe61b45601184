/// Measures scenarios one after another: timing interleaved with the copy baseline, allocations,
/// and the figures derived from them.
struct Runner {
    /// How long to warm up and sample each scenario (its operation and copy baseline together).
    let plan: MeasurementPlan
    /// Where to show which scenario is running.
    let progress: ProgressLine

    /// How many operations to count allocations over: whole cycles of the inputs, up to 256
    /// operations or about 20 ms; but 256 operations of a longer cycle, and fewer (at least one)
    /// when one cycle takes more than 20 ms.
    static func countedOperations(inputCount: Int, medianNanoseconds: Double) -> Int {
        let most = 256
        let fitIn20Milliseconds = Int(20e6 / medianNanoseconds)
        if inputCount >= most { return most }
        if fitIn20Milliseconds < inputCount { return max(1, fitIn20Milliseconds) }
        return min(most / inputCount, fitIn20Milliseconds / inputCount) * inputCount
    }

    /// Measures every scenario in order.
    func run(_ scenarios: [Scenario]) -> [ScenarioResult] {
        scenarios.enumerated().map { index, scenario in
            let label = "[\(index + 1)/\(scenarios.count)] \(scenario.name)"
            let result = run(scenario, label: label)
            progress.finished(label: label, result: result)
            return result
        }
    }

    /// The harness's own cost per operation: the loop taking the next of 16 short texts and calling
    /// an operation that only reads its length.
    func harnessOverhead() -> Double {
        let texts = (0..<16).map { "\($0)0123456789" }
        let loop = TimedLoop(Workload.cycling(texts) { $0.utf8.count })
        var plan = plan
        plan.sampling = plan.sampling / 4
        return Measurement.time([loop], threads: 1, plan: plan) { _ in }[0].medianNanoseconds
    }

    private func run(_ scenario: Scenario, label: String) -> ScenarioResult {
        progress.show("\(label): preparing inputs")
        let workload = scenario.prepare()
        var plan = plan
        if scenario.threads > 1 {
            // Longer batches span several scheduler time slices when threads outnumber cores.
            plan.batch = plan.batch * 5
        }

        let operation = TimedLoop(workload.makeOperation)
        let copyBaseline = TimedLoop(workload.makeCopyBaseline)
        let timings = Measurement.time([operation, copyBaseline], threads: scenario.threads, plan: plan) { done in
            progress.show("\(label): measuring \(Int(done * 100))%")
        }
        let (timing, baseline) = (timings[0], timings[1])

        progress.show("\(label): counting allocations")
        // The timed loop goes on where it stopped, so caches see the same pattern as while timed.
        let operations = Self.countedOperations(inputCount: workload.inputCount, medianNanoseconds: timing.medianNanoseconds)
        let counting = AllocationCounter.selfCheck.passed
        let tally = counting ? AllocationCounter.count { blackHole(operation.loop(operations)) } : nil
        let copyTally = counting ? AllocationCounter.count { blackHole(copyBaseline.loop(operations)) } : nil

        let median = timing.medianNanoseconds
        let megabytesPerSecond = workload.inputBytesPerOperation / median * 1_000
        let allocations = tally.map { Double($0.allocations) / Double(operations) }
        return ScenarioResult(
            name: scenario.name,
            group: scenario.group,
            summary: scenario.summary,
            parameters: workload.parameters,
            threads: scenario.threads,
            samples: timing.samples,
            operationsPerSample: timing.operationsPerSample,
            medianNanoseconds: median,
            medianThreadCPUNanoseconds: timing.medianThreadCPUNanoseconds,
            medianConcurrency: timing.medianConcurrency,
            parallelSamples: timing.parallelSamples,
            medianParallelThreadCPUNanoseconds: timing.medianParallelThreadCPUNanoseconds,
            blockingsPerThousandOperations: timing.blockingsPerThousandOperations,
            p99Nanoseconds: timing.p99Nanoseconds,
            operationsPerSecond: 1e9 / median,
            megabytesPerSecond: megabytesPerSecond,
            inputBytesPerOperation: workload.inputBytesPerOperation,
            charactersPerOperation: workload.charactersPerOperation,
            allocationsPerOperation: allocations,
            allocatedBytesPerOperation: tally.map { Double($0.bytes) / Double(operations) },
            copyBaselineMedianNanoseconds: baseline.medianNanoseconds,
            copyBaselineAllocationsPerOperation: copyTally.map { Double($0.allocations) / Double(operations) },
            ratioToCopyBaseline: median / baseline.medianNanoseconds,
            recordedLegacyNanoseconds: scenario.recordedLegacyNanoseconds,
            recordedLegacyRatio: scenario.recordedLegacyNanoseconds.map { $0 / median })
    }

    /// Every scaling series: rows named `sweep/<series>-<size>`, and what one operation does.
    static let scalingSeries: [(series: String, description: String)] =
        [LongText.digits, .cyrillic].map { ($0.sweepLabel, "\($0.format) on \($0.description)") }
        + EditingScaling.Series.allCases.map { ($0.label, $0.summary) }
        + Suite.formatterEntryPoints.map { ($0.label, $0.entryPoint) }

    /// The scaling summary of each series of which at least two sizes ran.
    static func scaling(of results: [ScenarioResult]) -> [ScalingSummary] {
        scalingSeries.compactMap { series, description in
            let prefix = "sweep/\(series)-"
            let rows = results
                .filter { $0.name.hasPrefix(prefix) && $0.name.dropFirst(prefix.count).allSatisfy { $0.isNumber || $0 == "K" || $0 == "M" } }
                .sorted { $0.charactersPerOperation < $1.charactersPerOperation }
            guard rows.count >= 2 else { return nil }
            func processorPerCharacter(_ row: ScenarioResult) -> Double {
                (row.medianThreadCPUNanoseconds ?? row.medianNanoseconds) / row.charactersPerOperation
            }
            let small = rows.first { $0.name == prefix + "10K" }
            let large = rows.first { $0.name == prefix + "1M" }
            return ScalingSummary(
                series: series, description: description,
                sizes: rows.map { Int($0.charactersPerOperation.rounded()) },
                nanosecondsPerCharacter: rows.map { $0.medianNanoseconds / $0.charactersPerOperation },
                threadCPUNanosecondsPerCharacter: rows.map(processorPerCharacter),
                growth10KTo1M: small.flatMap { small in large.map { processorPerCharacter($0) / processorPerCharacter(small) } })
        }
    }
}
