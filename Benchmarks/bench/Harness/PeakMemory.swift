import Foundation

/// Peak resident memory of one large paste, its dropped Characters read whole, as a multiple of the
/// pasted bytes: how much memory an edit of n bytes can take at once.
///
/// Linux only. Each case runs in a process of its own (this executable again, with
/// `--memory-case NAME`), so that no memory freed by an earlier case hides a peak: the kernel's
/// high-water mark of resident memory (`VmHWM` in `/proc/self/status`) is reset through
/// `/proc/self/clear_refs` once the paste is built, and read after the case; the figure is that
/// mark less the resident memory at the reset.
enum PeakMemory {
    /// One paste (the cases are in Scenarios/MemoryScenarios.swift): its name (matched by
    /// `--filter`) and the work it does with the pasted text.
    struct Case: Sendable {
        let name: String
        let summary: String
        let paste: @Sendable (_ bytes: Int) -> String
        let run: @Sendable (_ paste: String) throws -> Int
    }

    /// The most a paste may take at its peak, in multiples of its bytes.
    static let limit = 10.0
    /// The size of each paste.
    static let pasteBytes = 10_000_000

    /// Measures the cases whose names `include` accepts, each in a child process, judged against ``limit``.
    static func measure(include: (String) -> Bool) -> [TargetResult] {
        cases.filter { include($0.name) }.map { testCase in
            let ratio = ratioFromChild(testCase.name)
            return TargetResult(
                name: "\(testCase.name) peak ÷ bytes",
                meaning: "peak resident memory during the paste ÷ pasted bytes (VmHWM, reset before the paste, in a process of its own): \(testCase.summary)",
                scenarios: [testCase.name], measured: ratio, limit: limit, unit: "×", met: ratio.map { $0 <= limit })
        }
    }

    /// Runs case `name` in this process and returns its peak ÷ bytes, or `nil` where the mark
    /// cannot be reset or read or the case fails.
    static func peakRatio(ofCase name: String) -> Double? {
        guard let testCase = cases.first(where: { $0.name == name }) else { return nil }
        let paste = testCase.paste(pasteBytes)
        let bytes = paste.utf8.count
        guard resetHighWaterMark(), let before = statusKilobytes("VmRSS") else { return nil }
        let checksum = (try? testCase.run(paste)) ?? -1
        guard let peak = statusKilobytes("VmHWM"), checksum >= 0 else { return nil }
        return Double(max(0, peak - before) * 1024) / Double(bytes)
    }

    /// Runs this executable with `--memory-case name` and reads the ratio it prints.
    private static func ratioFromChild(_ name: String) -> Double? {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        child.arguments = ["--memory-case", name]
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        guard (try? child.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Resets the kernel's high-water mark of this process's resident memory to its current size.
    private static func resetHighWaterMark() -> Bool {
        guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? file.close() }
        return (try? file.write(contentsOf: Data("5".utf8))) != nil
    }

    /// A `kB` field of `/proc/self/status`, such as `VmHWM`.
    private static func statusKilobytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }
}
