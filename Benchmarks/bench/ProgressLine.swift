import Foundation

/// A status line rewritten in place on a terminal; silent when standard output is not a terminal.
final class ProgressLine {
    /// Whether standard output is a terminal, and so whether anything is shown.
    let isEnabled = isatty(STDOUT_FILENO) != 0

    /// Replaces the line with `text`.
    func show(_ text: String) {
        write("\r\u{1B}[2K" + text)
    }

    /// Erases the line, leaving the cursor at its start.
    func clear() {
        write("\r\u{1B}[2K")
    }

    private func write(_ text: String) {
        guard isEnabled else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
