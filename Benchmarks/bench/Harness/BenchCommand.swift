import ArgumentParser
import Foundation

/// The `bench` command: runs the suite, prints or writes the report, and compares it with a baseline.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measures the InputMask engine: speed, allocations and scaling of the public API.",
        discussion: """
            Run it in release: swift run -c release bench
            Targets are ratios measured in the same run (see Benchmarks/README.md); a plain run reports \
            them in one line and exits 0 whether or not they are met.
            Exit status: 0 on success; 1 for a debug build, no matching scenario or an unwritable --output; \
            64 for a bad option or an unreadable --baseline; 2 when --baseline finds a median that regressed \
            by more than --threshold percent; 3 with --check when a target is not met (2 wins when both apply).
            """)

    @Option(name: .long, help: ArgumentHelp("Run only the scenarios whose name matches this regular expression.", valueName: "regex"))
    var filter: String?

    @Flag(name: .long, help: "List the scenarios (after --filter) and exit.")
    var list = false

    @Flag(name: .long, help: "Sample each scenario briefly: a few seconds in all, for CI smoke runs.")
    var quick = false

    @Option(name: .long, help: ArgumentHelp("Seconds of sampling per scenario, its copy baseline interleaved (default 0.6, or 0.03 with --quick).", valueName: "seconds"))
    var timePerScenario: Double?

    @Option(name: .long, help: "The report's format: table, json, csv or markdown.")
    var format: OutputFormat = .table

    @Option(name: .long, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("A JSON report of an earlier run: print the change of every median and exit 2 if any regressed past --threshold.", valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("The slowdown of a median, in percent, above which --baseline reports a regression.", valueName: "percent"))
    var threshold: Double = 10

    @Flag(name: .long, help: "Exit 3 when a target is not met, for CI gating (a plain run reports targets and exits 0).")
    var check = false

    @Option(name: .long, help: .hidden)
    var memoryCase: String?

    /// Whether this executable was built without optimisation, when its timings would mean nothing.
    static let isDebugBuild: Bool = {
        #if DEBUG
        true
        #else
        false
        #endif
    }()

    func validate() throws {
        if let timePerScenario, !(timePerScenario > 0) { throw ValidationError("--time-per-scenario must be a positive number of seconds.") }
        if !(threshold >= 0) { throw ValidationError("--threshold must be a percentage of 0 or more.") }
        if let filter, (try? NSRegularExpression(pattern: filter)) == nil { throw ValidationError("--filter is not a valid regular expression: \(filter)") }
    }

    func run() throws {
        if let memoryCase {
            // A child of `PeakMemory.measure`: one case in a process of its own.
            guard let ratio = PeakMemory.peakRatio(ofCase: memoryCase) else { throw ExitCode(1) }
            print(ratio)
            return
        }
        let scenarios = try selectedScenarios()
        if list {
            let width = scenarios.map(\.name.count).max() ?? 0
            for scenario in scenarios {
                print(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scenario.summary)
            }
            return
        }
        guard !Self.isDebugBuild else {
            printError("bench must be built in release: swift run -c release bench")
            throw ExitCode(1)
        }
        guard !scenarios.isEmpty || PeakMemory.cases.contains(where: { matchesFilter($0.name) }) else {
            printError("bench: no scenario matches --filter \(filter ?? ""); see bench --list")
            throw ExitCode(1)
        }
        // Read the baseline and try the output file first, so that a wrong path fails before a minute of measuring.
        let previous = try baseline.map(BaselineComparison.Medians.load(from:))
        if let output { try "".write(toFile: output, atomically: false, encoding: .utf8) }

        let report = measure(scenarios)
        let rendered = ReportRenderer.render(report, as: format)
        if let output {
            try rendered.write(toFile: output, atomically: true, encoding: .utf8)
            printError("bench: wrote the \(format.rawValue) report to \(output)")
        } else {
            print(rendered, terminator: "")
        }

        if let previous {
            let comparison = BaselineComparison(previous: previous, current: report.scenarios, thresholdPercent: threshold)
            // Keep machine-readable standard output clean.
            if output == nil && (format == .json || format == .csv) {
                printError(comparison.rendered())
            } else {
                print("\n" + comparison.rendered(), terminator: "")
            }
            if !comparison.regressions.isEmpty { throw ExitCode(2) }
        }
        if check, report.targets.contains(where: { $0.met == false }) {
            printError("bench: --check: \(Targets.summaryLine(report.targets))")
            throw ExitCode(3)
        }
    }

    private func selectedScenarios() throws -> [Scenario] {
        Suite.scenarios.filter { matchesFilter($0.name) }
    }

    /// Whether `--filter` (validated in `validate()`) selects the scenario or memory case `name`.
    private func matchesFilter(_ name: String) -> Bool {
        guard let filter, let regex = try? NSRegularExpression(pattern: filter) else { return true }
        return regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }

    /// Runs the scenarios with the plan the options give and gathers the report.
    private func measure(_ scenarios: [Scenario]) -> BenchmarkReport {
        let start = Instant.now
        let date = Date()
        let seconds = timePerScenario ?? (quick ? 0.03 : 0.6)
        let sampling = seconds * 1e9
        let plan = MeasurementPlan(warmUp: sampling / 20, sampling: sampling, minimumSamples: quick ? 1 : 5, batch: 1e6)
        let progress = ProgressLine()
        let runner = Runner(plan: plan, progress: progress)

        progress.started("measuring \(scenarios.count) scenarios, \(Format.decimal(seconds, digits: 2)) s of sampling each; a line per scenario follows")
        progress.show("checking the allocation counter")
        let selfCheck = AllocationCounter.selfCheck
        progress.show("measuring the harness overhead")
        let overhead = runner.harnessOverhead()
        let results = runner.run(scenarios)
        progress.show("measuring peak memory of large pastes")
        let memoryTargets = PeakMemory.measure(include: matchesFilter)
        progress.clear()
        let machine = MachineDescription.current()
        let scaling = Runner.scaling(of: results)

        return BenchmarkReport(
            date: date.ISO8601Format(),
            swiftVersion: Toolchain.swiftVersion,
            machine: machine,
            settings: RunSettings(quick: quick, timePerScenarioSeconds: seconds, filter: filter),
            allocationCounting: AllocationCounting(available: selfCheck.passed, method: AllocationCounter.method, selfCheck: selfCheck.summary),
            harnessOverheadNanoseconds: overhead,
            totalSeconds: (Instant.now - start) / 1e9,
            scenarios: results,
            scaling: scaling,
            targets: Targets.judge(results, scaling: scaling) + memoryTargets)
    }

    private func printError(_ message: String) {
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
    }
}
