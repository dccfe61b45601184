import ArgumentParser
import Foundation

/// This run's medians against those of an earlier JSON result, and which regressed past a threshold.
struct BaselineComparison {
    /// One scenario present in both runs.
    struct Row {
        /// The scenario's name.
        let name: String
        /// The earlier median, in nanoseconds per operation.
        let previousNanoseconds: Double
        /// This run's median, in nanoseconds per operation.
        let currentNanoseconds: Double
        /// The change of the median, in percent (positive is slower).
        var changePercent: Double { (currentNanoseconds / previousNanoseconds - 1) * 100 }
    }

    /// The scenarios present in both runs, in this run's order.
    let rows: [Row]
    /// The scenarios of the earlier run that did not run now.
    let missing: [String]
    /// The largest slowdown, in percent, that does not count as a regression.
    let thresholdPercent: Double

    /// The part of the JSON report that a comparison needs, so older or newer layouts still load.
    struct Medians: Decodable {
        /// One scenario of the earlier run.
        struct Entry: Decodable {
            let name: String
            let medianNanoseconds: Double
        }
        /// Every scenario of the earlier run.
        let scenarios: [Entry]

        /// Reads the JSON report at `path`.
        ///
        /// - Throws: `ValidationError` naming the file when it cannot be read or is not a bench JSON report.
        static func load(from path: String) throws -> Medians {
            do {
                return try JSONDecoder().decode(Medians.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw ValidationError("--baseline \(path) is not a readable bench JSON report (\(error.localizedDescription)).")
            }
        }
    }

    /// Compares `current` with the earlier medians.
    init(previous: Medians, current: [ScenarioResult], thresholdPercent: Double) {
        let medians = Dictionary(previous.scenarios.map { ($0.name, $0.medianNanoseconds) }, uniquingKeysWith: { first, _ in first })
        rows = current.compactMap { result in
            medians[result.name].map { Row(name: result.name, previousNanoseconds: $0, currentNanoseconds: result.medianNanoseconds) }
        }
        let names = Set(current.map(\.name))
        missing = previous.scenarios.map(\.name).filter { !names.contains($0) }
        self.thresholdPercent = thresholdPercent
    }

    /// The scenarios whose median rose by more than the threshold.
    var regressions: [Row] { rows.filter { $0.changePercent > thresholdPercent } }

    /// A table of every scenario's change and a closing verdict line.
    func rendered() -> String {
        let width = max(8, rows.map(\.name.count).max() ?? 0)
        func padded(_ text: String, _ count: Int, right: Bool = true) -> String {
            let padding = String(repeating: " ", count: max(0, count - text.count))
            return right ? padding + text : text + padding
        }
        var lines = ["Change against the baseline (threshold +\(Format.decimal(thresholdPercent, digits: 1))%)", ""]
        lines.append(padded("scenario", width, right: false) + "  " + padded("before ns", 13) + "  " + padded("now ns", 13) + "  " + padded("change", 8))
        for row in rows {
            let change = (row.changePercent >= 0 ? "+" : "") + Format.decimal(row.changePercent, digits: 1) + "%"
            let verdict = row.changePercent > thresholdPercent ? "  REGRESSED" : ""
            lines.append(
                padded(row.name, width, right: false) + "  " + padded(Format.nanoseconds(row.previousNanoseconds), 13) + "  "
                    + padded(Format.nanoseconds(row.currentNanoseconds), 13) + "  " + padded(change, 8) + verdict)
        }
        if !missing.isEmpty {
            lines.append(missing.count <= 5
                ? "Not run now: \(missing.joined(separator: ", "))."
                : "\(missing.count) scenarios of the baseline did not run now.")
        }
        let regressed = regressions
        lines.append(
            regressed.isEmpty
                ? "No median regressed by more than \(Format.decimal(thresholdPercent, digits: 1))%."
                : "\(regressed.count) median(s) regressed by more than \(Format.decimal(thresholdPercent, digits: 1))%: \(regressed.map(\.name).joined(separator: ", ")).")
        return lines.joined(separator: "\n") + "\n"
    }
}
