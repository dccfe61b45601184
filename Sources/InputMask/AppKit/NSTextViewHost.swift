#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// An `NSTextView` as the listener logic sees it.
@MainActor
final class NSTextViewHost: TextInputHost {
    let textView: NSTextView

    init(_ textView: NSTextView) { self.textView = textView }

    var field: AnyObject { textView }
    var hostText: String { textView.string }
    var isFirstResponder: Bool { textView.window?.firstResponder === textView }

    var selectedUTF16Range: Range<Int> {
        let range = textView.selectedRange()
        return range.location..<(range.location + range.length)
    }

    var markedUTF16Range: Range<Int>? {
        guard textView.hasMarkedText() else { return nil }
        let range = textView.markedRange()
        return range.location..<(range.location + range.length)
    }

    /// Setting `string` does not ask the delegate.
    func setHostText(_ text: String) { textView.string = text }

    func setSelectedUTF16Range(_ range: Range<Int>) { textView.setSelectedRange(NSRange(range)) }

    /// `didChangeText()` posts `NSText.didChangeNotification` and tells the delegate's `textDidChange(_:)`.
    func sendTextDidChange() { textView.didChangeText() }
}
#endif
