// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "InputMask",
    platforms: [
        // The oldest releases the package is checked to build for (GitHub's macOS runners); the
        // caches' lock is `os_unfair_lock` there, which iOS 10 and macOS 10.12 already have.
        .macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1),
    ],
    products: [
        .library(name: "InputMask", targets: ["InputMask"]),
        .library(name: "InputMaskFormatters", targets: ["InputMaskFormatters"]),
        .executable(name: "bench", targets: ["bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "InputMask"),
        .target(name: "InputMaskFormatters", dependencies: ["InputMask"]),
        .testTarget(name: "InputMaskFormattersTests", dependencies: ["InputMaskFormatters"]),
        // A plain, Character-by-Character model of the mask language used as the oracle for
        // differential tests and fuzzing; it shares no code with `InputMask`.
        .target(name: "InputMaskReference", path: "Tests/InputMaskReference"),
        .testTarget(
            name: "InputMaskTests",
            dependencies: ["InputMask", "InputMaskReference", "InputMaskFuzzing"],
            resources: []
        ),
        .executableTarget(
            name: "bench",
            dependencies: [
                "InputMask",
                "InputMaskFormatters",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/bench"
        ),
        // Fuzzing (Fuzz/README.md): byte decoders, generators and invariant checks shared by the
        // libFuzzer targets below and by the regression replay in InputMaskTests.
        .target(
            name: "InputMaskFuzzing",
            dependencies: ["InputMask", "InputMaskFormatters", "InputMaskReference"],
            path: "Fuzz/Checks"
        ),
        .executableTarget(name: "fuzz-compile", dependencies: ["InputMaskFuzzing"], path: "Fuzz/Targets/compile"),
        .executableTarget(name: "fuzz-apply", dependencies: ["InputMaskFuzzing"], path: "Fuzz/Targets/apply"),
        .executableTarget(name: "fuzz-cache", dependencies: ["InputMaskFuzzing"], path: "Fuzz/Targets/cache"),
        .executableTarget(name: "fuzz-apply-fast", dependencies: ["InputMaskFuzzing"], path: "Fuzz/Targets/apply-fast"),
        .executableTarget(name: "fuzz-editing", dependencies: ["InputMaskFuzzing"], path: "Fuzz/Targets/editing"),
        .executableTarget(name: "fuzz-formatters", dependencies: ["InputMaskFuzzing"], path: "Fuzz/Targets/formatters"),
    ],
    swiftLanguageModes: [.v6]
)
