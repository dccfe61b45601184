// Stand-in: the AppKit declarations TextViewListener uses.
@_exported import ObjectiveC

@MainActor @preconcurrency @objc
open class NSResponder: NSObject {
    public override init() { super.init() }
}

@MainActor @preconcurrency @objc
open class NSWindow: NSResponder {
    open var firstResponder: NSResponder? { nil }
}

@MainActor @preconcurrency @objc
open class NSView: NSResponder {
    open var window: NSWindow? { nil }
}

@MainActor @preconcurrency @objc
public protocol NSTextDelegate {}

@MainActor @preconcurrency @objc
open class NSText: NSView {
    open var string: String = ""
    open func didChangeText() {}
}

@MainActor @preconcurrency @objc
open class NSTextView: NSText {
    open weak var delegate: NSTextViewDelegate?
    open func selectedRange() -> NSRange { NSRange(location: 0, length: 0) }
    open func setSelectedRange(_ charRange: NSRange) {}
    open func hasMarkedText() -> Bool { false }
    open func markedRange() -> NSRange { NSRange(location: NSNotFound, length: 0) }
}

@MainActor @preconcurrency @objc
public protocol NSTextViewDelegate: NSTextDelegate {
    @objc optional func textView(_ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?) -> Bool
    @objc optional func textView(
        _ textView: NSTextView, willChangeSelectionFromCharacterRange oldSelectedCharRange: NSRange,
        toCharacterRange newSelectedCharRange: NSRange
    ) -> NSRange
}
