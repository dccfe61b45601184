#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// Told by ``TextViewListener`` after every edit it formats in an `NSTextView`.
@MainActor
public protocol OnMaskedTextViewChangedListener: AnyObject {
    /// Called after the listener formatted an edit of `textView`, also when the value did not change.
    ///
    /// - Parameters:
    ///   - textView: the text view.
    ///   - value: the extracted value.
    ///   - complete: whether every mandatory character is filled.
    ///   - tailPlaceholder: the placeholder for what remains to be typed.
    func textView(
        _ textView: NSTextView,
        didExtractValue value: String,
        didFillMandatoryCharacters complete: Bool,
        didComputeTailPlaceholder tailPlaceholder: String
    )
}
#endif
