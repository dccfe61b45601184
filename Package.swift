// swift-tools-version: 6.1
import CompilerPluginSupport
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
        // `#mask` and `#rtlMask`: formats checked by the compiler. Needs the `Macros` trait.
        .library(name: "InputMaskMacros", targets: ["InputMaskMacros"]),
    ],
    // Off by default: swift-syntax is used only under this trait, so consumers that do not enable it
    // neither fetch nor build it (SwiftPM clones every dependency of any target a product reaches,
    // unless that dependency is conditional on a trait that is off).
    traits: [
        .trait(name: "Macros", description: "The #mask and #rtlMask macros (InputMaskMacros), built on swift-syntax."),
    ],
    dependencies: [
        // From 602: the message-handler API that InputMaskMacrosPlugin/Plugin.swift runs the plugin with.
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "InputMask"),
        .target(name: "InputMaskFormatters", dependencies: ["InputMask"]),
        .testTarget(name: "InputMaskFormattersTests", dependencies: ["InputMaskFormatters", "SeededRandom"]),
        // A plain, Character-by-Character model of the mask language used as the oracle for
        // differential tests and fuzzing; it shares no code with `InputMask`.
        .target(name: "InputMaskReference", path: "Tests/InputMaskReference"),
        // SplitMix64, the seeded generator of the random tests and of the bench's inputs; in no
        // product, so a consumer of the libraries never builds it.
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        .testTarget(
            name: "InputMaskTests",
            dependencies: ["InputMask", "InputMaskReference", "InputMaskFuzzing", "SeededRandom"],
            resources: []
        ),
        .executableTarget(
            name: "bench",
            dependencies: [
                "InputMask",
                "InputMaskFormatters",
                "SeededRandom",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Harness/ (running, measuring, reporting) and Scenarios/ (what is measured, on which inputs).
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
        // The macros (README, "Masks checked by the compiler"). Without the `Macros` trait these
        // three targets compile to stand-ins, so that `swift build` and `swift test` need no swift-syntax.
        .macro(
            name: "InputMaskMacrosPlugin",
            dependencies: [
                "InputMask",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "_SwiftCompilerPluginMessageHandling", package: "swift-syntax", condition: .when(traits: ["Macros"])),
            ]
        ),
        .target(
            name: "InputMaskMacros",
            dependencies: ["InputMask", .target(name: "InputMaskMacrosPlugin", condition: .when(traits: ["Macros"]))]
        ),
        .testTarget(
            name: "InputMaskMacrosTests",
            dependencies: [
                "InputMaskMacros",
                .target(name: "InputMaskMacrosPlugin", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax", condition: .when(traits: ["Macros"])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
