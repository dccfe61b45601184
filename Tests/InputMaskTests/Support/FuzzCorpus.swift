import Foundation
import InputMaskFuzzing

/// The fuzz corpus in `Corpus/`: seed inputs and kept regressions of each fuzz target.
enum FuzzCorpus {
    /// `Corpus/`, found from this file's location (`Tests/InputMaskTests/Support/`).
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // InputMaskTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Corpus", isDirectory: true)

    /// The inputs of `target` (a folder of `Corpus/`, such as `apply`), as paths relative to `Corpus/`:
    /// every file of its folder and of its `regressions/` folder except the dictionary.
    static func inputs(of target: String) -> [String] {
        let prefix = directory.path + "/"
        return FuzzTargetMain.filesUnder(directory.appendingPathComponent(target).path)
            .filter { !$0.hasSuffix(".dict") }
            .map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
    }

    /// The open findings (`Corpus/open-findings/TARGET/NAME.bin`: failures not fixed yet, which
    /// libFuzzer does not read), as paths relative to `Corpus/`.
    static func openFindings() -> [String] {
        let prefix = directory.path + "/"
        return FuzzTargetMain.filesUnder(directory.appendingPathComponent("open-findings").path)
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".bin") }
            .map { String($0.dropFirst(prefix.count)) }
    }

    /// The bytes of an input named by its path relative to `Corpus/` (none if it cannot be read).
    static func bytes(of input: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: directory.appendingPathComponent(input).path) ?? Data())
    }
}
