import Foundation

/// Shows how far a run is: on a terminal, a status line rewritten in place on standard output;
/// otherwise one line per finished scenario on standard error, so that logs show progress while
/// standard output stays the report alone.
final class ProgressLine {
    /// Whether standard output is a terminal, and so whether the status line is shown.
    let isEnabled = isatty(STDOUT_FILENO) != 0

    /// Replaces the status line with `text`.
    func show(_ text: String) {
        write("\r\u{1B}[2K" + text)
    }

    /// Erases the status line, leaving the cursor at its start.
    func clear() {
        write("\r\u{1B}[2K")
    }

    /// Says once, off a terminal, what the run is about to do.
    func started(_ text: String) {
        guard !isEnabled else { return }
        FileHandle.standardError.write(Data("bench: \(text)\n".utf8))
    }

    /// Off a terminal, one line for a scenario just measured: its name, median and ratio to its copy baseline.
    func finished(label: String, result: ScenarioResult) {
        guard !isEnabled else { return }
        let line = "\(label): median \(Format.nanoseconds(result.medianNanoseconds)) ns, \(Format.ratio(result.ratioToCopyBaseline)) copy\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    private func write(_ text: String) {
        guard isEnabled else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
