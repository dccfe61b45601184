import InputMaskFuzzing

/// The `compile` fuzz target: libFuzzer runs `checkCompile` when built by Fuzz/run.sh; a plain build
/// replays the files and folders given as arguments.
@main
enum FuzzCompile {
    /// Runs the target.
    static func main() {
        FuzzTargetMain.run(checkCompile)
    }
}
