import ArgumentParser
import Foundation

/// The formats a report can be written in.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns for a terminal.
    case table
    /// One JSON object, documented in Benchmarks/README.md, for other tools.
    case json
    /// One line per scenario with plain numbers, for spreadsheets.
    case csv
    /// GitHub-flavoured Markdown tables with the notes, for the README.
    case markdown
}

/// Renders a report as a terminal table, JSON, CSV or Markdown.
enum ReportRenderer {
    /// The report in `format`, ending with a newline.
    static func render(_ report: BenchmarkReport, as format: OutputFormat) -> String {
        switch format {
        case .table: return text(report, markdown: false)
        case .markdown: return text(report, markdown: true)
        case .json: return json(report)
        case .csv: return csv(report)
        }
    }

    /// The report as JSON: pretty-printed, keys sorted.
    static func json(_ report: BenchmarkReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try! encoder.encode(report)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A column of a text table: its title, how it aligns, and its cell for a scenario.
    private struct Column: Sendable {
        let title: String
        let rightAligned: Bool
        let cell: @Sendable (ScenarioResult) -> String
    }

    /// The column titles of input-mask-ios's figures, which were recorded on another machine.
    private static let recordedTitle = "input-mask ns (recorded elsewhere)"
    private static let recordedRatioTitle = "vs recorded input-mask"

    private static let scenarioColumns: [Column] = [
        Column(title: "scenario", rightAligned: false) { $0.threads > 1 ? "\($0.name) (\($0.threads) threads)" : $0.name },
        Column(title: "median ns", rightAligned: true) { Format.nanoseconds($0.medianNanoseconds) },
        Column(title: "p99 ns", rightAligned: true) { Format.nanoseconds($0.p99Nanoseconds) },
        Column(title: "ops/s", rightAligned: true) { Format.rate($0.operationsPerSecond) },
        Column(title: "MB/s", rightAligned: true) { Format.throughput($0.megabytesPerSecond) },
        Column(title: "allocs/op", rightAligned: true) { $0.allocationsPerOperation.map { Format.decimal($0, digits: 2) } ?? "n/a" },
        Column(title: "× copy", rightAligned: true) { Format.ratio($0.ratioToCopyBaseline) },
        Column(title: recordedTitle, rightAligned: true) { $0.recordedLegacyNanoseconds.map(Format.nanoseconds) ?? "" },
        Column(title: recordedRatioTitle, rightAligned: true) { $0.recordedLegacyRatio.map(Format.ratio) ?? "" },
    ]

    private static let sweepColumns: [Column] = [
        Column(title: "scenario", rightAligned: false) { $0.name },
        Column(title: "characters", rightAligned: true) { Format.grouped($0.charactersPerOperation) },
        Column(title: "median ns", rightAligned: true) { Format.nanoseconds($0.medianNanoseconds) },
        Column(title: "ns/char", rightAligned: true) { Format.decimal($0.medianNanoseconds / $0.charactersPerOperation, digits: 3) },
        Column(title: "CPU ns/char", rightAligned: true) { result in
            result.medianThreadCPUNanoseconds.map { Format.decimal($0 / result.charactersPerOperation, digits: 3) } ?? ""
        },
        Column(title: "MB/s", rightAligned: true) { Format.throughput($0.megabytesPerSecond) },
        Column(title: "allocs/op", rightAligned: true) { $0.allocationsPerOperation.map { Format.decimal($0, digits: 2) } ?? "n/a" },
        Column(title: "× copy", rightAligned: true) { Format.ratio($0.ratioToCopyBaseline) },
        Column(title: recordedTitle, rightAligned: true) { $0.recordedLegacyNanoseconds.map(Format.nanoseconds) ?? "" },
        Column(title: recordedRatioTitle, rightAligned: true) { $0.recordedLegacyRatio.map(Format.ratio) ?? "" },
    ]

    /// A row of the targets table.
    private struct TargetRow: Sendable {
        let title: String
        let rightAligned: Bool
        let cell: @Sendable (TargetResult) -> String
    }

    private static let targetColumns: [TargetRow] = [
        TargetRow(title: "target (ratio measured in this run)", rightAligned: false) { $0.name },
        TargetRow(title: "measured", rightAligned: true) { Targets.figure($0.measured, $0.unit) },
        TargetRow(title: "limit", rightAligned: true) { "≤ " + Targets.figure($0.limit, $0.unit) },
        TargetRow(title: "met", rightAligned: false) { target in
            guard let met = target.met else { return "not judged" }
            // Per-call costs weigh more on short inputs, so a linear path can grow by less than 1×.
            if met, target.name.hasPrefix("sweep/"), let measured = target.measured, measured < 0.95 { return "yes (faster than linear)" }
            return met ? "yes" : "no"
        },
    ]

    /// The table or Markdown report: the scenarios, the sweep, the targets, their summary line and notes.
    private static func text(_ report: BenchmarkReport, markdown: Bool) -> String {
        let scenarios = report.scenarios.filter { $0.group != "sweep" }
        let sweep = report.scenarios.filter { $0.group == "sweep" }
        var lines: [String] = []
        let title = "bench: \(report.date), Swift \(report.swiftVersion), \(report.machine.summary)"
        lines.append(markdown ? "#### \(title)" : title)
        if !scenarios.isEmpty {
            lines.append("")
            lines += table(scenarios, columns: scenarioColumns, markdown: markdown)
        }
        if !sweep.isEmpty {
            lines.append("")
            lines.append(markdown ? "Scaling rows:" : "Scaling rows")
            lines.append("")
            lines += table(sweep, columns: sweepColumns, markdown: markdown)
        }
        if !report.targets.isEmpty {
            lines.append("")
            lines.append(markdown ? "Targets:" : "Targets")
            lines.append("")
            lines += targetTable(report.targets, markdown: markdown)
        }
        lines.append("")
        lines.append(report.targets.isEmpty
            ? "Targets: none judged (their scenarios did not run)."
            : Targets.summaryLine(report.targets))
        lines.append("")
        lines += notes(report, markdown: markdown)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func targetTable(_ targets: [TargetResult], markdown: Bool) -> [String] {
        let rows = targets.map { target in targetColumns.map { $0.cell(target) } }
        return layout(titles: targetColumns.map(\.title), rightAligned: targetColumns.map(\.rightAligned), rows: rows, markdown: markdown)
    }

    private static func notes(_ report: BenchmarkReport, markdown: Bool) -> [String] {
        let bullet = markdown ? "- " : "  "
        return [
            "Notes:",
            bullet + "median/p99 ns: wall-clock nanoseconds per operation; each sample is a batch timed with the monotonic clock (~1 ms; ~5 ms per thread with threads), so p99 is over batch means. With threads, ns is wall time ÷ operations of all threads, and the contention target compares processor time (all threads' CLOCK_THREAD_CPUTIME_ID ÷ operations of all threads): waiting for a core is no cost of an operation; what contention costs (cache lines moving between cores, spinning, blocking in the kernel and being woken) is.",
            bullet + "CPU ns/char (scaling rows): the median of the timing thread's processor time (CLOCK_THREAD_CPUTIME_ID) per operation ÷ Characters of input. Time the thread spends descheduled is not in it, so it holds on a loaded machine where wall time swings; the scaling targets use it.",
            bullet + "ops/s = 10^9 ÷ median. MB/s = input UTF-8 bytes per operation ÷ median (MB = 10^6 bytes).",
            bullet + "allocs/op: \(report.allocationCounting.method) Self-check \(report.allocationCounting.selfCheck).",
            bullet + "× copy: median ÷ the median of the copy baseline: creating just the output strings (formatted text and value; the format for compile and cache) from their bytes with String(decoding:as:), sampled in turn with the operation so both see the same machine.",
            bullet + "input-mask ns (recorded elsewhere): input-mask-ios's time per operation as the engine issue recorded it on another machine, not measured here; vs recorded input-mask = that time ÷ this run's median, a comparison across machines. Neither enters a target.",
            bullet + "Targets are ratios of figures measured in this run (or allocation counts), so they mean the same on any machine; they are informational, and --check makes the run exit 3 when one is not met.",
        ] + threadedRows(report.scenarios).map { bullet + $0 } + [
            bullet + "Harness overhead in every figure: \(Format.nanoseconds(report.harnessOverheadNanoseconds)) ns per operation. Run took \(Format.decimal(report.totalSeconds, digits: 1)) s\(report.settings.quick ? " (--quick)" : "").",
        ]
    }

    /// A line per threaded row: its processor time, how many threads ran at once (contention can
    /// show only as far as they did) and how often they blocked.
    private static func threadedRows(_ results: [ScenarioResult]) -> [String] {
        results.compactMap { result in
            guard result.threads > 1, let processor = result.medianThreadCPUNanoseconds, let concurrency = result.medianConcurrency else { return nil }
            let blockings = result.blockingsPerThousandOperations.map { "; they blocked \(Format.decimal($0, digits: 3)) times per 1,000 operations" } ?? ""
            let parallel = result.medianParallelThreadCPUNanoseconds.map { " (\(Format.nanoseconds($0)) ns over the samples run in parallel)" } ?? ""
            return "\(result.name): \(Format.nanoseconds(processor)) ns of processor time per operation\(parallel); the \(result.threads) threads ran "
                + "\(Format.decimal(concurrency, digits: 2)) at a time on average (processor time ÷ wall time), "
                + "\(result.parallelSamples ?? 0) of \(result.samples) samples in parallel\(blockings)."
        }
    }

    private static func table(_ results: [ScenarioResult], columns: [Column], markdown: Bool) -> [String] {
        let rows = results.map { result in columns.map { $0.cell(result) } }
        return layout(titles: columns.map(\.title), rightAligned: columns.map(\.rightAligned), rows: rows, markdown: markdown)
    }

    /// Rows of cells as a Markdown table or as aligned columns.
    private static func layout(titles: [String], rightAligned: [Bool], rows: [[String]], markdown: Bool) -> [String] {
        if markdown {
            var lines = ["| " + titles.joined(separator: " | ") + " |"]
            lines.append("|" + rightAligned.map { $0 ? "---:|" : "---|" }.joined())
            lines += rows.map { "| " + $0.joined(separator: " | ") + " |" }
            return lines
        }
        let widths = titles.indices.map { index in
            ([titles[index]] + rows.map { $0[index] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, titles.indices).map { cell, index in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return rightAligned[index] ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return [line(titles), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")] + rows.map(line)
    }

    /// One line per scenario with plain numbers; empty cells where a figure does not apply.
    private static func csv(_ report: BenchmarkReport) -> String {
        let header = [
            "name", "group", "threads", "median_ns", "thread_cpu_median_ns", "p99_ns", "ops_per_s", "mb_per_s", "input_bytes_per_op",
            "characters_per_op", "allocs_per_op", "alloc_bytes_per_op", "copy_baseline_ns", "ratio_to_copy",
            "input_mask_recorded_elsewhere_ns", "vs_recorded_input_mask", "parameters",
        ]
        func number(_ value: Double?) -> String { value.map { Format.decimal($0, digits: 3) } ?? "" }
        let rows = report.scenarios.map { result in
            [
                result.name, result.group, String(result.threads), number(result.medianNanoseconds),
                number(result.medianThreadCPUNanoseconds), number(result.p99Nanoseconds),
                number(result.operationsPerSecond), number(result.megabytesPerSecond), number(result.inputBytesPerOperation),
                number(result.charactersPerOperation), number(result.allocationsPerOperation), number(result.allocatedBytesPerOperation),
                number(result.copyBaselineMedianNanoseconds), number(result.ratioToCopyBaseline),
                number(result.recordedLegacyNanoseconds), number(result.recordedLegacyRatio),
                result.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "),
            ]
        }
        return ([header] + rows).map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
    }

    private static func csvField(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// Number formatting for the report.
enum Format {
    /// Nanoseconds: whole numbers with thousands separators from 1,000, else up to two decimals.
    static func nanoseconds(_ value: Double) -> String {
        if value >= 1_000 { return grouped(value) }
        if value >= 10 { return trimmed(decimal(value, digits: 1)) }
        return trimmed(decimal(value, digits: 2))
    }

    /// Operations per second: `11.8 M`, `950 k`, `42`.
    static func rate(_ value: Double) -> String {
        if value >= 1e9 { return decimal(value / 1e9, digits: 2) + " G" }
        if value >= 1e6 { return decimal(value / 1e6, digits: 1) + " M" }
        if value >= 1e3 { return decimal(value / 1e3, digits: 1) + " k" }
        return decimal(value, digits: 1)
    }

    /// MB/s: whole numbers with thousands separators from 100, else two decimals.
    static func throughput(_ value: Double) -> String {
        value >= 100 ? grouped(value) : decimal(value, digits: 2)
    }

    /// A ratio: `2.9×` below 10, `31×` from 10.
    static func ratio(_ value: Double) -> String {
        (value >= 10 ? grouped(value) : decimal(value, digits: 1)) + "×"
    }

    /// A number rounded to `digits` decimals.
    static func decimal(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// A number rounded to a whole number, with thousands separators (`28,000`).
    static func grouped(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let digits = String(Int64(value.rounded()).magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < -0.5 ? "-" : "") + result
    }

    /// A size in Characters as a short label: `10`, `1K`, `100K`, `1M`.
    static func sizeLabel(_ size: Int) -> String {
        if size >= 1_000_000 && size % 1_000_000 == 0 { return "\(size / 1_000_000)M" }
        if size >= 1_000 && size % 1_000 == 0 { return "\(size / 1_000)K" }
        return String(size)
    }

    /// A size in bytes as a label: `100 B`, `10 KB`, `1 MB` (decimal units).
    static func byteSize(_ bytes: Int) -> String {
        if bytes >= 1_000_000 && bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
        if bytes >= 1_000 && bytes % 1_000 == 0 { return "\(bytes / 1_000) KB" }
        return "\(bytes) B"
    }

    private static func trimmed(_ number: String) -> String {
        guard number.contains(".") else { return number }
        var number = number
        while number.hasSuffix("0") { number.removeLast() }
        if number.hasSuffix(".") { number.removeLast() }
        return number
    }
}
