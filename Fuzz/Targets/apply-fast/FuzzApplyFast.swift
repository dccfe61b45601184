import InputMaskFuzzing

/// The `apply-fast` fuzz target: libFuzzer runs `checkApplyFast` when built by Fuzz/run.sh; a plain build
/// replays the files and folders given as arguments.
@main
enum FuzzApplyFast {
    /// Runs the target.
    static func main() {
        FuzzTargetMain.run(checkApplyFast)
    }
}
