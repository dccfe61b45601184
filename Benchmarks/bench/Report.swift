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

    private static let scenarioColumns: [Column] = [
        Column(title: "scenario", rightAligned: false) { $0.threads > 1 ? "\($0.name) (\($0.threads) threads)" : $0.name },
        Column(title: "median ns", rightAligned: true) { Format.nanoseconds($0.medianNanoseconds) },
        Column(title: "p99 ns", rightAligned: true) { Format.nanoseconds($0.p99Nanoseconds) },
        Column(title: "ops/s", rightAligned: true) { Format.rate($0.operationsPerSecond) },
        Column(title: "MB/s", rightAligned: true) { Format.throughput($0.megabytesPerSecond) },
        Column(title: "allocs/op", rightAligned: true) { $0.allocationsPerOperation.map { Format.decimal($0, digits: 2) } ?? "n/a" },
        Column(title: "× copy", rightAligned: true) { Format.ratio($0.ratioToCopyBaseline) },
        Column(title: "existing ns", rightAligned: true) { $0.legacyNanoseconds.map(Format.nanoseconds) ?? "" },
        Column(title: "speed-up", rightAligned: true) { $0.speedupVersusLegacy.map(Format.ratio) ?? "" },
        Column(title: "target", rightAligned: false) { $0.target?.summary ?? "" },
        Column(title: "met", rightAligned: false) { result in
            guard result.target != nil else { return "" }
            return result.targetMet.map { $0 ? "yes" : "NO" } ?? "?"
        },
    ]

    private static let sweepColumns: [Column] = [
        Column(title: "scenario", rightAligned: false) { $0.name },
        Column(title: "characters", rightAligned: true) { Format.grouped($0.charactersPerOperation) },
        Column(title: "median ns", rightAligned: true) { Format.nanoseconds($0.medianNanoseconds) },
        Column(title: "ns/char", rightAligned: true) { Format.decimal($0.medianNanoseconds / $0.charactersPerOperation, digits: 3) },
        Column(title: "MB/s", rightAligned: true) { Format.throughput($0.megabytesPerSecond) },
        Column(title: "allocs/op", rightAligned: true) { $0.allocationsPerOperation.map { Format.decimal($0, digits: 2) } ?? "n/a" },
        Column(title: "× copy", rightAligned: true) { Format.ratio($0.ratioToCopyBaseline) },
        Column(title: "existing ns", rightAligned: true) { $0.legacyNanoseconds.map(Format.nanoseconds) ?? "" },
        Column(title: "speed-up", rightAligned: true) { $0.speedupVersusLegacy.map(Format.ratio) ?? "" },
    ]

    /// The table or Markdown report: the scenarios, the sweep, the scaling line, unmet targets and notes.
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
            lines.append(markdown ? "Scaling sweep:" : "Scaling sweep")
            lines.append("")
            lines += table(sweep, columns: sweepColumns, markdown: markdown)
        }
        if let line = scalingLine(report.scaling) {
            lines.append("")
            lines.append(line)
        }
        lines.append("")
        lines += targetLines(report.scenarios, markdown: markdown)
        lines.append("")
        lines += notes(report, markdown: markdown)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The one line that says whether cost grows linearly, such as
    /// `Scaling: ns per Character at 1,000,000 ÷ at 10 = 0.21 for [0…], 0.30 for [A…]: linear.`
    static func scalingLine(_ scaling: [ScalingSummary]) -> String? {
        guard let first = scaling.first, let largest = first.sizes.last, let smallest = first.sizes.first else { return nil }
        let ratios = scaling.map { "\(Format.decimal($0.ratioLargestToSmallest, digits: 2)) for \($0.format)" }
        // Per-call costs make small inputs dearer per Character, so a linear cost gives a ratio at or below 1.
        let linear = scaling.allSatisfy { $0.ratioLargestToSmallest <= 1.25 }
        return "Scaling: ns per Character at \(Format.grouped(Double(largest))) characters ÷ at \(Format.grouped(Double(smallest))) = "
            + ratios.joined(separator: ", ")
            + (linear ? ": cost grows linearly with input length." : ": cost grows FASTER than linearly.")
    }

    private static func targetLines(_ results: [ScenarioResult], markdown: Bool) -> [String] {
        let missed = results.filter { $0.targetMet == false }
        let unknown = results.filter { $0.target != nil && $0.targetMet == nil }
        let judged = results.filter { $0.target != nil }
        var lines: [String] = []
        if missed.isEmpty {
            lines.append("Targets: \(judged.count - unknown.count) of \(judged.count) met.")
        } else {
            lines.append("Targets NOT met (\(missed.count) of \(judged.count)):")
            lines.append("")
            for result in missed {
                lines.append("- \(result.name): \(result.targetMisses.joined(separator: "; "))")
            }
        }
        if !unknown.isEmpty {
            lines.append("Not judged (allocations not counted): \(unknown.map(\.name).joined(separator: ", ")).")
        }
        return lines
    }

    private static func notes(_ report: BenchmarkReport, markdown: Bool) -> [String] {
        let bullet = markdown ? "- " : "  "
        return [
            "Notes:",
            bullet + "median/p99 ns: nanoseconds per operation; each sample is a batch timed with the monotonic clock (~1 ms; ~5 ms per thread with threads), so p99 is over batch means. With threads, ns is wall time ÷ operations of all threads.",
            bullet + "ops/s = 10^9 ÷ median. MB/s = input UTF-8 bytes per operation ÷ median (MB = 10^6 bytes).",
            bullet + "allocs/op: \(report.allocationCounting.method) Self-check \(report.allocationCounting.selfCheck).",
            bullet + "× copy: median ÷ the median of the copy baseline: creating just the output strings (formatted text and value; the format for compile and cache) from their bytes with String(decoding:as:), sampled in turn with the operation so both see the same machine.",
            bullet + "existing ns: input-mask-ios per operation, from the engine issue; speed-up = existing ÷ median. target/met: the engine issue's targets.",
            bullet + "Harness overhead in every figure: \(Format.nanoseconds(report.harnessOverheadNanoseconds)) ns per operation. Run took \(Format.decimal(report.totalSeconds, digits: 1)) s\(report.settings.quick ? " (--quick)" : "").",
        ]
    }

    private static func table(_ results: [ScenarioResult], columns: [Column], markdown: Bool) -> [String] {
        let rows = results.map { result in columns.map { $0.cell(result) } }
        if markdown {
            var lines = ["| " + columns.map(\.title).joined(separator: " | ") + " |"]
            lines.append("|" + columns.map { $0.rightAligned ? "---:|" : "---|" }.joined())
            lines += rows.map { "| " + $0.joined(separator: " | ") + " |" }
            return lines
        }
        let widths = columns.indices.map { index in
            ([columns[index].title] + rows.map { $0[index] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            zip(cells, columns.indices).map { cell, index in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return columns[index].rightAligned ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return [line(columns.map(\.title)), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")] + rows.map(line)
    }

    /// One line per scenario with plain numbers; empty cells where a figure does not apply.
    private static func csv(_ report: BenchmarkReport) -> String {
        let header = [
            "name", "group", "threads", "median_ns", "p99_ns", "ops_per_s", "mb_per_s", "input_bytes_per_op",
            "characters_per_op", "allocs_per_op", "alloc_bytes_per_op", "copy_baseline_ns", "ratio_to_copy",
            "existing_ns", "speedup_vs_existing", "target", "target_met", "parameters",
        ]
        func number(_ value: Double?) -> String { value.map { Format.decimal($0, digits: 3) } ?? "" }
        let rows = report.scenarios.map { result in
            [
                result.name, result.group, String(result.threads), number(result.medianNanoseconds), number(result.p99Nanoseconds),
                number(result.operationsPerSecond), number(result.megabytesPerSecond), number(result.inputBytesPerOperation),
                number(result.charactersPerOperation), number(result.allocationsPerOperation), number(result.allocatedBytesPerOperation),
                number(result.copyBaselineMedianNanoseconds), number(result.ratioToCopyBaseline), number(result.legacyNanoseconds),
                number(result.speedupVersusLegacy), result.target?.summary ?? "", result.targetMet.map(String.init) ?? "",
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
