#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UITextFieldDelegate`: the edits are formatted; every call goes to ``MaskedTextInputListener/textFieldDelegate`` first.
@available(iOS 11, *)
extension MaskedTextInputListener: UITextFieldDelegate {
    /// Tells the wrapped delegate, then shows the leading fixed characters in an empty field when
    /// ``autocompleteOnFocus`` is on, and tells the listeners once.
    open func textFieldDidBeginEditing(_ textField: UITextField) {
        textFieldDelegate?.textFieldDidBeginEditing?(textField)
        core.didBeginEditing(UITextInputHost(textField), hooks: hooks(for: textField))
    }

    /// Formats the edit unless the wrapped delegate refuses it or an input method is composing;
    /// returns `false` when the listener applied it.
    open func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        if textFieldDelegate?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string) == false {
            return false
        }
        return core.shouldChangeCharacters(in: UITextInputHost(textField), hooks: hooks(for: textField)) {
            switch textInput(textField, isChangingCharactersIn: range, replacementString: string) {
            case .fallback: .fallback
            case .notifyListeners(let result): .formatted(result)
            }
        }
    }

    /// Empties the field unless the wrapped delegate refuses, and tells the listeners once.
    open func textFieldShouldClear(_ textField: UITextField) -> Bool {
        if textFieldDelegate?.textFieldShouldClear?(textField) == false { return false }
        core.clear(UITextInputHost(textField), hooks: hooks(for: textField))
        return true
    }

    /// Forwarded; `true` without a wrapped delegate.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        textFieldDelegate?.textFieldShouldBeginEditing?(textField) ?? true
    }

    /// Forwarded; `true` without a wrapped delegate.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        textFieldDelegate?.textFieldShouldEndEditing?(textField) ?? true
    }

    /// Forwarded.
    public func textFieldDidEndEditing(_ textField: UITextField) {
        textFieldDelegate?.textFieldDidEndEditing?(textField)
    }

    /// Forwarded.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDelegate?.textFieldDidEndEditing?(textField, reason: reason)
    }

    /// Formats the text an input method has just committed, then forwards.
    @available(iOS 13.0, tvOS 13.0, *)
    public func textFieldDidChangeSelection(_ textField: UITextField) {
        core.selectionDidChange(UITextInputHost(textField), hooks: hooks(for: textField))
        textFieldDelegate?.textFieldDidChangeSelection?(textField)
    }

    /// Forwarded; `true` without a wrapped delegate.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textFieldDelegate?.textFieldShouldReturn?(textField) ?? true
    }

    /// Forwarded; the system menu without a wrapped delegate.
    @available(iOS 16.0, tvOS 16.0, *)
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textFieldDelegate?.textField?(textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }
}
#endif
