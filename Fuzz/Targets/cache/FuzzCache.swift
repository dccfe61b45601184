import InputMaskFuzzing

/// The `cache` fuzz target: libFuzzer runs `checkCache` when built by Fuzz/run.sh; a plain build
/// replays the files and folders given as arguments.
@main
enum FuzzCache {
    /// Runs the target.
    static func main() {
        FuzzTargetMain.run(checkCache)
    }
}
