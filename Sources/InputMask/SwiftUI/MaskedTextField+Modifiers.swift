#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// The attributes of the underlying `UITextField`, as modifiers. Each returns a ``MaskedTextField``,
/// so chain them before SwiftUI's own modifiers; some share SwiftUI's names (`onSubmit`,
/// `keyboardType`, `textContentType`, `bold`, `italic`, `monospaced`, `monospacedDigit`).
@available(iOS 13.0, tvOS 13.0, *)
public extension MaskedTextField {
    /// Sets ``textColor``.
    func textColor(_ color: UIColor) -> Self { with(\.textColor, color) }
    /// Sets ``font``.
    func fontFromUIFont(_ font: UIFont) -> Self { with(\.font, font) }
    /// Sets ``textAlignement`` (7.x's spelling).
    func textAlignement(_ alignment: NSTextAlignment) -> Self { with(\.textAlignement, alignment) }
    /// Sets ``borderStyle``.
    func borderStyle(_ borderStyle: UITextField.BorderStyle) -> Self { with(\.borderStyle, borderStyle) }
    /// Sets ``tintColor``.
    func tintColor(_ tintColor: UIColor) -> Self { with(\.tintColor, tintColor) }
    /// Sets ``clearsOnBeginEditing``.
    func clearsOnBeginEditing(_ clearsOnBeginEditing: Bool) -> Self { with(\.clearsOnBeginEditing, clearsOnBeginEditing) }
    /// Sets ``clearsOnInsertion``.
    func clearsOnInsertion(_ clearsOnInsertion: Bool) -> Self { with(\.clearsOnInsertion, clearsOnInsertion) }
    /// Sets ``adjustsFontSizeToFitWidth``.
    func adjustsFontSizeToFitWidth(_ adjustsFontSizeToFitWidth: Bool) -> Self { with(\.adjustsFontSizeToFitWidth, adjustsFontSizeToFitWidth) }
    /// Sets ``minimumFontSize``.
    func minimumFontSize(_ minimumFontSize: CGFloat) -> Self { with(\.minimumFontSize, minimumFontSize) }
    /// Sets ``background``.
    func backgroundImage(_ background: UIImage) -> Self { with(\.background, background) }
    /// Sets ``disabledBackground``.
    func disabledBackgroundImage(_ disabledBackground: UIImage) -> Self { with(\.disabledBackground, disabledBackground) }
    /// Sets ``clearButtonMode``.
    func clearButtonMode(_ clearButtonMode: UITextField.ViewMode) -> Self { with(\.clearButtonMode, clearButtonMode) }
    /// Sets ``leftView``.
    func leftView(_ leftView: UIView) -> Self { with(\.leftView, leftView) }
    /// Sets ``leftViewMode``.
    func leftViewMode(_ leftViewMode: UITextField.ViewMode) -> Self { with(\.leftViewMode, leftViewMode) }
    /// Sets ``rightView``.
    func rightView(_ rightView: UIView) -> Self { with(\.rightView, rightView) }
    /// Sets ``rightViewMode``.
    func rightViewMode(_ rightViewMode: UITextField.ViewMode) -> Self { with(\.rightViewMode, rightViewMode) }
    /// Sets ``inputView``.
    func inputView(_ inputView: UIView) -> Self { with(\.inputView, inputView) }
    /// Sets ``inputAccessoryView``.
    func inputAccessoryView(_ inputAccessoryView: UIView) -> Self { with(\.inputAccessoryView, inputAccessoryView) }
    /// Sets ``isUserInteractionEnabled``.
    func isUserInteractionEnabled(_ isUserInteractionEnabled: Bool) -> Self { with(\.isUserInteractionEnabled, isUserInteractionEnabled) }
    /// Sets ``autocapitalizationType``.
    func autocapitalizationType(_ autocapitalizationType: UITextAutocapitalizationType) -> Self {
        with(\.autocapitalizationType, autocapitalizationType)
    }
    /// Sets ``autocorrectionType``.
    func autocorrectionType(_ autocorrectionType: UITextAutocorrectionType) -> Self { with(\.autocorrectionType, autocorrectionType) }
    /// Sets ``spellCheckingType``.
    func spellCheckingType(_ spellCheckingType: UITextSpellCheckingType) -> Self { with(\.spellCheckingType, spellCheckingType) }
    /// Sets ``smartQuotesType``.
    func smartQuotesType(_ smartQuotesType: UITextSmartQuotesType) -> Self { with(\.smartQuotesType, smartQuotesType) }
    /// Sets ``smartDashesType``.
    func smartDashesType(_ smartDashesType: UITextSmartDashesType) -> Self { with(\.smartDashesType, smartDashesType) }
    /// Sets ``smartInsertDeleteType``.
    func smartInsertDeleteType(_ smartInsertDeleteType: UITextSmartInsertDeleteType) -> Self {
        with(\.smartInsertDeleteType, smartInsertDeleteType)
    }
    /// Sets ``keyboardType``.
    func keyboardType(_ keyboardType: UIKeyboardType) -> Self { with(\.keyboardType, keyboardType) }
    /// Sets ``keyboardAppearance``.
    func keyboardAppearance(_ keyboardAppearance: UIKeyboardAppearance) -> Self { with(\.keyboardAppearance, keyboardAppearance) }
    /// Sets ``returnKeyType``.
    func returnKeyType(_ returnKeyType: UIReturnKeyType) -> Self { with(\.returnKeyType, returnKeyType) }
    /// Sets ``enablesReturnKeyAutomatically``.
    func enablesReturnKeyAutomatically(_ enablesReturnKeyAutomatically: Bool) -> Self {
        with(\.enablesReturnKeyAutomatically, enablesReturnKeyAutomatically)
    }
    /// Sets ``isSecureTextEntry``.
    func isSecureTextEntry(_ isSecureTextEntry: Bool) -> Self { with(\.isSecureTextEntry, isSecureTextEntry) }
    /// Sets ``textContentType``.
    func textContentType(_ textContentType: UITextContentType) -> Self { with(\.textContentType, textContentType) }
    /// Sets ``passwordRules``.
    func passwordRules(_ passwordRules: UITextInputPasswordRules) -> Self { with(\.passwordRules, passwordRules) }
    /// Sets ``contentHuggingPriorityVertical``.
    func contentHuggingPriorityVertical(_ contentHuggingPriorityVertical: UILayoutPriority) -> Self {
        with(\.contentHuggingPriorityVertical, contentHuggingPriorityVertical)
    }
    /// Sets ``contentHuggingPriorityHorizontal``.
    func contentHuggingPriorityHorizontal(_ contentHuggingPriorityHorizontal: UILayoutPriority) -> Self {
        with(\.contentHuggingPriorityHorizontal, contentHuggingPriorityHorizontal)
    }
    /// Sets ``contentCompressionResistancePriorityHorizontal``.
    func contentCompressionResistancePriorityHorizontal(_ contentCompressionResistancePriorityHorizontal: UILayoutPriority) -> Self {
        with(\.contentCompressionResistancePriorityHorizontal, contentCompressionResistancePriorityHorizontal)
    }
    /// Sets ``contentCompressionResistancePriorityVertical``.
    func contentCompressionResistancePriorityVertical(_ contentCompressionResistancePriorityVertical: UILayoutPriority) -> Self {
        with(\.contentCompressionResistancePriorityVertical, contentCompressionResistancePriorityVertical)
    }
    /// Sets ``onSubmit``: called when the return key is tapped.
    func onSubmit(_ onSubmit: @escaping UITextFieldEvent) -> Self { with(\.onSubmit, onSubmit) }
    /// Sets ``onFocus``: called when the field gets focus.
    func onFocus(_ onFocus: @escaping UITextFieldEvent) -> Self { with(\.onFocus, onFocus) }
    /// Uses the system font with monospaced digits.
    func monospacedDigit(size: CGFloat = 16.0, weight: UIFont.Weight = .medium) -> Self {
        with(\.font, UIFont.monospacedDigitSystemFont(ofSize: size, weight: weight))
    }
    /// Uses the monospaced system font.
    func monospaced(size: CGFloat = 16.0, weight: UIFont.Weight = .medium) -> Self {
        with(\.font, UIFont.monospacedSystemFont(ofSize: size, weight: weight))
    }
    /// Uses the system font of `size` and `weight`.
    func fontSizeWeight(_ size: CGFloat = 16.0, _ weight: UIFont.Weight = .medium) -> Self {
        with(\.font, UIFont.systemFont(ofSize: size, weight: weight))
    }
    /// Uses the bold system font.
    func bold(_ size: CGFloat = 16.0) -> Self { with(\.font, UIFont.boldSystemFont(ofSize: size)) }
    /// Uses the italic system font.
    func italic(_ size: CGFloat = 16.0) -> Self { with(\.font, UIFont.italicSystemFont(ofSize: size)) }
}

@available(iOS 13.0, tvOS 13.0, *)
extension MaskedTextField {
    /// A copy with one attribute set.
    private func with<Value>(_ keyPath: WritableKeyPath<MaskedTextField, Value>, _ value: Value) -> Self {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
#endif
