import InputMaskFuzzing
import Testing

/// Replays the fuzz corpus (seeds and kept regressions under `Corpus/`) through the fuzz targets'
/// checks, so `swift test` covers every input a fuzzer ever failed on.
@Suite("Fuzz corpus replay")
struct FuzzRegressionTests {
    @Test("compile: the format compiles or throws the typed error, as the reference model does",
          arguments: FuzzCorpus.inputs(of: "compile"))
    func compile(input: String) {
        replay(input, checkCompile)
    }

    @Test("apply: results match the reference model and keep every invariant", arguments: FuzzCorpus.inputs(of: "apply"))
    func apply(input: String) {
        replay(input, checkApply)
    }

    @Test("apply-fast: the engine alone keeps the structural invariants", arguments: FuzzCorpus.inputs(of: "apply-fast"))
    func applyFast(input: String) {
        replay(input, checkApplyFast)
    }

    @Test("cache: getOrCreate from two threads gives fresh masks' results", arguments: FuzzCorpus.inputs(of: "cache"))
    func cache(input: String) {
        replay(input, checkCache)
    }

    /// On the main actor: the check also drives the main-actor listener logic, as libFuzzer does on its main thread.
    @Test("editing: MaskedTextInput shows what fresh masks give, carets and dropped Characters agree; the listener logic holds",
          arguments: FuzzCorpus.inputs(of: "editing"))
    @MainActor
    func editing(input: String) {
        replay(input, checkEditing)
    }

    @Test("formatters: number, phone and decorated fields keep carets in bounds and values round-trip",
          arguments: FuzzCorpus.inputs(of: "formatters"))
    func formatters(input: String) {
        replay(input, checkFormatters)
    }

    @Test("open findings still fail (each is a known issue until fixed; then it moves to regressions/)",
          arguments: FuzzCorpus.openFindings())
    @MainActor
    func openFinding(input: String) {
        let target = input.split(separator: "/").dropFirst().first.map(String.init) ?? ""
        guard let check = Self.check(of: target) else {
            Issue.record("Corpus/\(input): no fuzz target named \(target)")
            return
        }
        withKnownIssue("Corpus/\(input) is an open finding") {
            replay(input, check)
        }
    }

    /// The check of the target whose folder in `Corpus/` is `target`.
    private static func check(of target: String) -> (([UInt8]) throws(InvariantViolation) -> Void)? {
        switch target {
        case "compile": checkCompile
        case "apply": checkApply
        case "apply-fast": checkApplyFast
        case "cache": checkCache
        case "editing": checkEditing
        case "formatters": checkFormatters
        default: nil
        }
    }

    /// Runs `check` on the input's bytes, recording its violation report as the failure.
    private func replay(_ input: String, _ check: ([UInt8]) throws(InvariantViolation) -> Void) {
        do throws(InvariantViolation) {
            try check(FuzzCorpus.bytes(of: input))
        } catch {
            Issue.record("Corpus/\(input):\n\(error)")
        }
    }
}
