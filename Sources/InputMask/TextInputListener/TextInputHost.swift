/// A text field or text view as the listener logic sees it: its text, selection, marked text and
/// focus, in UTF-16 code units as `NSRange` counts them, and the few things the logic does to it.
///
/// UIKit's `UITextField` and `UITextView` and AppKit's `NSTextView` are wrapped in conformances
/// on Apple platforms; tests wrap simulated fields. The logic never reads a platform type, so all
/// of it runs and is tested on every platform.
@MainActor
package protocol TextInputHost: AnyObject {
    /// The field itself: two hosts wrapping the same field are the same field.
    var field: AnyObject { get }
    /// The whole text the field shows, marked text included.
    var hostText: String { get }
    /// The selection in UTF-16 code units of ``hostText``; empty for a caret.
    var selectedUTF16Range: Range<Int> { get }
    /// The input method's marked (composing) text in UTF-16 code units, or `nil` when not composing.
    var markedUTF16Range: Range<Int>? { get }
    /// Whether the field has focus (is the first responder); a field without focus has no caret.
    var isFirstResponder: Bool { get }
    /// Replaces the whole text without asking the delegate, as `UITextInput.replace(_:withText:)` does.
    func setHostText(_ text: String)
    /// Moves the caret or selection; only called while the field has focus.
    func setSelectedUTF16Range(_ range: Range<Int>)
    /// Tells the platform's observers that the text changed (`editingChanged` and the
    /// text-did-change notification on UIKit), which a delegate returning `false` suppresses.
    func sendTextDidChange()
}
