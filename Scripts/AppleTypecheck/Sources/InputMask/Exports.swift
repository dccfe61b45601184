// The check's InputMask module: the real Apple-only sources (the links beside this file), over the
// rest of the real InputMask sources compiled as InputMaskEngine. On Linux the engine must be
// built without Objective-C interoperability (its pointer code does not compile with it), while
// the UIKit, SwiftUI and AppKit code needs it; both share the package name, so the Apple-only
// files see the engine's `package` declarations as they do inside InputMask.
@_exported import InputMaskEngine
