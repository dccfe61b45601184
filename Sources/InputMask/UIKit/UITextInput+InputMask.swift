#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The whole text and the caret of any `UITextInput`, counted in UTF-16 code units as `NSRange` is.
@available(iOS 11, *)
public extension UITextInput {
    /// The whole text; setting it replaces the text without asking the delegate.
    ///
    /// ```swift
    /// textField.allText = "+1 (555) 123-4567"
    /// ```
    /// - Complexity: O(n) for a text of n UTF-16 code units.
    var allText: String {
        get { allTextRange.flatMap { text(in: $0) } ?? "" }
        set { if let allTextRange { replace(allTextRange, withText: newValue) } }
    }

    /// The caret's offset in UTF-16 code units; the text's length when the input has no focus.
    ///
    /// Setting it moves the caret only while the input is the first responder; an offset past the
    /// text puts it at the end (input-mask 7.x ignored such an offset, and counted in Characters).
    /// - Complexity: O(n) for a text of n UTF-16 code units.
    var caretPosition: Int {
        get {
            guard (self as? UIResponder)?.isFirstResponder == true else { return allText.utf16.count }
            guard let range = selectedTextRange else { return 0 }
            return offset(from: beginningOfDocument, to: range.start)
        }
        set { TextInputListenerCore.moveCaret(newValue, in: UITextInputHost(self)) }
    }

    /// The range of the whole text, or `nil` when the input cannot make one.
    ///
    /// - Complexity: O(1).
    var allTextRange: UITextRange? {
        textRange(from: beginningOfDocument, to: endOfDocument)
    }
}
#endif
