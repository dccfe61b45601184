import Foundation
import InputMask
import InputMaskFormatters

/// Peak resident memory of one large paste, its dropped Characters read whole, as a multiple of the
/// pasted bytes: how much memory an edit of n bytes can take at once.
///
/// Linux only. Each case runs in a process of its own (this executable again, with
/// `--memory-case NAME`), so that no memory freed by an earlier case hides a peak: the kernel's
/// high-water mark of resident memory (`VmHWM` in `/proc/self/status`) is reset through
/// `/proc/self/clear_refs` once the paste is built, and read after the case; the figure is that
/// mark less the resident memory at the reset.
enum PeakMemory {
    /// One paste: its name (matched by `--filter`) and the work it does with the pasted text.
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

    static let cases: [Case] = [
        Case(name: "memory/paste-10MB-phone-mask", summary: "10 MB of digits pasted into `+1 ([000]) [000]-[0000]` through MaskedTextInput, dropped read whole",
             paste: digits, run: { try pasteIntoInput("+1 ([000]) [000]-[0000]", $0) }),
        Case(name: "memory/paste-10MB-ellipsis", summary: "10 MB of `1234567a` pasted into `[0…]` through MaskedTextInput (every 8th Character dropped), dropped read whole",
             paste: { String(repeating: "1234567a", count: $0 / 8) }, run: { try pasteIntoInput("[0…]", $0) }),
        Case(name: "memory/paste-10MB-rtl-cyrillic", summary: "10 MB of `1ж` pasted into the right-to-left `[0…]`, dropped read whole",
             paste: { String(repeating: "1ж", count: $0 / 3) }, run: { try pasteIntoInput("[0…]", $0, rightToLeft: true) }),
        Case(name: "memory/paste-10MB-phone-field", summary: "10 MB of digits after `+7` set into PhoneNumberField, dropped read whole",
             paste: { "+7" + digits($0 - 2) }, run: { paste in
                 var field = try PhoneNumberField()
                 return readWhole(field.setText(paste).dropped)
             }),
        Case(name: "memory/paste-10MB-number-field", summary: "10 MB of digits set into NumberField (en_US)",
             paste: digits, run: { paste in
                 var field = NumberField(configuration: .init(locale: .enUS))
                 return field.setText(paste).text.utf8.count
             }),
    ]

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

    private static func pasteIntoInput(_ format: String, _ paste: String, rightToLeft: Bool = false) throws -> Int {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: format, rightToLeft: rightToLeft))
        return readWhole(input.replace(utf16Range: 0..<0, with: paste).dropped)
    }

    /// Reads every dropped Character, as a UI that lists them would.
    private static func readWhole(_ dropped: DroppedCharacters) -> Int {
        dropped.reduce(0) { $0 &+ $1.inputOffset &+ $1.character.utf8.count }
    }

    private static func digits(_ bytes: Int) -> String {
        String(repeating: "1234567890", count: bytes / 10)
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
