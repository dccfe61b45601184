import InputMaskFuzzing

/// The `formatters` fuzz target: libFuzzer runs `checkFormatters` when built by Fuzz/run.sh; a plain build
/// replays the files and folders given as arguments.
@main
enum FuzzFormatters {
    /// Runs the target.
    static func main() {
        FuzzTargetMain.run(checkFormatters)
    }
}
