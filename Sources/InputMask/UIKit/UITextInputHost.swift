#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UITextField`, `UITextView` or other `UITextInput` as the listener logic sees it.
@available(iOS 11, *)
@MainActor
final class UITextInputHost: TextInputHost {
    let textInput: UITextInput

    init(_ textInput: UITextInput) { self.textInput = textInput }

    var field: AnyObject { textInput }
    var hostText: String { textInput.allText }
    var isFirstResponder: Bool { (textInput as? UIResponder)?.isFirstResponder ?? false }

    var selectedUTF16Range: Range<Int> {
        guard let range = textInput.selectedTextRange else { return 0..<0 }
        return utf16Range(range)
    }

    var markedUTF16Range: Range<Int>? {
        textInput.markedTextRange.map(utf16Range)
    }

    func setHostText(_ text: String) { textInput.allText = text }

    func setSelectedUTF16Range(_ range: Range<Int>) {
        let start = textInput.beginningOfDocument
        guard let from = textInput.position(from: start, offset: range.lowerBound),
              let to = textInput.position(from: start, offset: range.upperBound) else { return }
        textInput.selectedTextRange = textInput.textRange(from: from, to: to)
    }

    func sendTextDidChange() {
        if let textField = textInput as? UITextField {
            textField.sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: textField)
        } else if let textView = textInput as? UITextView {
            NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: textView)
        }
    }

    private func utf16Range(_ range: UITextRange) -> Range<Int> {
        let start = textInput.beginningOfDocument
        let lower = textInput.offset(from: start, to: range.start)
        return lower..<max(lower, textInput.offset(from: start, to: range.end))
    }
}
#endif
