#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UITextViewDelegate`: the edits are formatted; every call goes to ``MaskedTextInputListener/textViewDelegate`` first.
@available(iOS 11, *)
extension MaskedTextInputListener: UITextViewDelegate {
    /// Tells the wrapped delegate, then shows the leading fixed characters in an empty text view
    /// when ``autocompleteOnFocus`` is on, and tells the listeners once.
    open func textViewDidBeginEditing(_ textView: UITextView) {
        textViewDelegate?.textViewDidBeginEditing?(textView)
        core.didBeginEditing(UITextInputHost(textView), hooks: hooks(for: textView))
    }

    /// Formats the edit unless the wrapped delegate refuses it or an input method is composing;
    /// returns `false` when the listener applied it.
    open func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if textViewDelegate?.textView?(textView, shouldChangeTextIn: range, replacementText: text) == false {
            return false
        }
        return core.shouldChangeCharacters(in: UITextInputHost(textView), hooks: hooks(for: textView)) {
            switch textInput(textView, isChangingCharactersIn: range, replacementString: text) {
            case .fallback: .fallback
            case .notifyListeners(let result): .formatted(result)
            }
        }
    }

    /// Forwarded; `true` without a wrapped delegate.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        textViewDelegate?.textViewShouldBeginEditing?(textView) ?? true
    }

    /// Forwarded; `true` without a wrapped delegate.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        textViewDelegate?.textViewShouldEndEditing?(textView) ?? true
    }

    /// Forwarded.
    public func textViewDidEndEditing(_ textView: UITextView) {
        textViewDelegate?.textViewDidEndEditing?(textView)
    }

    /// Forwarded.
    public func textViewDidChange(_ textView: UITextView) {
        textViewDelegate?.textViewDidChange?(textView)
    }

    /// Formats the text an input method has just committed, then forwards.
    public func textViewDidChangeSelection(_ textView: UITextView) {
        core.selectionDidChange(UITextInputHost(textView), hooks: hooks(for: textView))
        textViewDelegate?.textViewDidChangeSelection?(textView)
    }

    /// Forwarded; `true` without a wrapped delegate.
    @available(iOS, deprecated: 17.0)
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        textViewDelegate?.textView?(textView, shouldInteractWith: URL, in: characterRange, interaction: interaction) ?? true
    }

    /// Forwarded; `true` without a wrapped delegate.
    @available(iOS, deprecated: 17.0)
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        textViewDelegate?.textView?(textView, shouldInteractWith: textAttachment, in: characterRange, interaction: interaction) ?? true
    }

    /// Forwarded; the system menu without a wrapped delegate.
    @available(iOS 16.0, tvOS 16.0, *)
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textViewDelegate?.textView?(textView, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }
}
#endif
