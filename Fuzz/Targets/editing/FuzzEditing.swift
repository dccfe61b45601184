import InputMaskFuzzing

/// The `editing` fuzz target: libFuzzer runs `checkEditing` when built by Fuzz/run.sh; a plain build
/// replays the files and folders given as arguments.
@main
enum FuzzEditing {
    /// Runs the target.
    static func main() {
        FuzzTargetMain.run(checkEditing)
    }
}
