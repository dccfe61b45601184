// swift-tools-version: 6.1
// Type-checks the Apple-only sources of InputMask (UIKit, SwiftUI, AppKit) on a machine without
// Apple's SDKs: stand-in modules named like the SDK's declare exactly what those sources and a
// sample app use, with Apple's signatures and main-actor isolation. Run it through
// Scripts/typecheck-apple.sh. It is no part of the InputMask package: nothing depends on it.
import PackageDescription

// Objective-C interoperability, as on Apple platforms: `@objc optional` delegate requirements,
// `@IBOutlet`, overrides of methods declared in extensions.
let objc: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module"]),
]

let package = Package(
    name: "AppleTypecheck",
    targets: [
        // `NSRange` as Apple's SDK has it: a C struct, so that it can appear in `@objc` methods.
        .target(name: "CFoundationStandIns"),
        .target(name: "ObjectiveC", dependencies: ["CFoundationStandIns"], swiftSettings: objc),
        .target(name: "UIKit", dependencies: ["ObjectiveC"], swiftSettings: objc),
        .target(name: "SwiftUI", dependencies: ["UIKit"], swiftSettings: objc),
        .target(name: "AppKit", dependencies: ["ObjectiveC"], swiftSettings: objc),
        // The real sources, unchanged: the engine (a link to Sources/InputMask without the Apple-only
        // folders), and the Apple-only folders (links), where `canImport(UIKit)` holds.
        .target(name: "InputMaskEngine", exclude: ["InputMask.docc", "UIKit", "SwiftUI", "AppKit"]),
        .target(name: "InputMask", dependencies: ["InputMaskEngine", "UIKit", "SwiftUI", "AppKit"], swiftSettings: objc),
        // The sample app and any files given to the script (copied in by it).
        .target(name: "AppCode", dependencies: ["InputMask", "UIKit", "SwiftUI", "AppKit"], swiftSettings: objc),
    ],
    swiftLanguageModes: [.v6]
)
