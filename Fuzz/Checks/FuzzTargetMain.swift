import Foundation

/// The `main` of every fuzz target executable. Built with `-DFUZZING` (see Fuzz/build-targets.sh) it
/// hands the check to libFuzzer; otherwise it replays the files and folders given as arguments.
public enum FuzzTargetMain {
    /// Runs the executable for `check` and exits.
    public static func run(_ check: @escaping ([UInt8]) throws(InvariantViolation) -> Void) -> Never {
        #if FUZZING
        runLibFuzzer(check)
        #else
        exit(replay(CommandLine.arguments.dropFirst(), check: check))
        #endif
    }

    /// Runs `check` on every file named, and every file inside every folder named, printing a line
    /// per failure and a closing `N passed, N failed` line.
    ///
    /// - Returns: the exit status: 0 when all passed, 1 when any failed, 2 when nothing was given.
    public static func replay(_ paths: some Collection<String>, check: ([UInt8]) throws(InvariantViolation) -> Void) -> Int32 {
        guard !paths.isEmpty else {
            print("usage: \(CommandLine.arguments.first ?? "fuzz-target") FILE_OR_FOLDER...")
            return 2
        }
        var passed = 0
        var failed = 0
        for file in paths.flatMap(filesUnder) {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("FAIL \(file): cannot read")
                failed += 1
                continue
            }
            do throws(InvariantViolation) {
                try check(Array(data))
                passed += 1
            } catch {
                print("FAIL \(file):\n\(error)")
                failed += 1
            }
        }
        print("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// The regular files at `path`: itself, or those inside it (recursively) when it is a folder, sorted.
    public static func filesUnder(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let url = URL(fileURLWithPath: path)
        let entries = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) ?? .init()
        return entries.compactMap { entry -> String? in
            guard let url = entry as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { return nil }
            return url.path
        }.sorted()
    }
}

#if FUZZING
/// The check libFuzzer's callback runs; set once, before libFuzzer starts, and read on its thread only.
nonisolated(unsafe) private var activeCheck: (([UInt8]) throws(InvariantViolation) -> Void)?

/// libFuzzer's entry point for programs with their own `main` (from `libclang_rt.fuzzer_no_main`).
@_extern(c, "LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// LeakSanitizer's built-in suppressions: swift-corelibs-foundation loses a 128-byte buffer in
/// every `CharacterSet(charactersIn:)`, which the decoders' tables (built once) and the real masks'
/// notations call. Compiled in, so that runs outside Fuzz/run.sh (ClusterFuzzLite) need no options file.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
    let suppressions: StaticString = "leak:_CFCharacterSetInitWithCharactersInString\n"
    return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// ThreadSanitizer's built-in suppressions: `Array(unsafeUninitializedCapacity: 0)` (the standard
/// library, inlined into the engine's format reader) writes the count of the shared empty-array
/// singleton, which any thread may be reading.
@_cdecl("__tsan_default_suppressions")
public func threadSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
    let suppressions: StaticString = "race:_swiftEmptyArrayStorage\n"
    return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// Hands `check` to libFuzzer with the command-line arguments; a violation crashes with its report,
/// which libFuzzer records as a crash.
private func runLibFuzzer(_ check: @escaping ([UInt8]) throws(InvariantViolation) -> Void) -> Never {
    activeCheck = check
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { start, count in
        let data = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        do throws(InvariantViolation) {
            try activeCheck!(data)
        } catch {
            fatalError("invariant violated: \(error)")
        }
        return 0
    })
}
#endif
