import InputMaskFuzzing

/// The `apply` fuzz target: libFuzzer runs `checkApply` when built by Fuzz/run.sh; a plain build
/// replays the files and folders given as arguments.
@main
enum FuzzApply {
    /// Runs the target.
    static func main() {
        FuzzTargetMain.run(checkApply)
    }
}
