#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

@available(iOS 13.0, tvOS 13.0, *)
extension MaskedTextField {
    /// The listener behind a ``MaskedTextField``: it formats the field, writes the bindings, and
    /// calls `onSubmit` and `onFocus`.
    public final class Coordinator: MaskedTextInputListener {
        /// Called when the return key is tapped, before the wrapped delegate.
        public var onSubmit: UITextFieldEvent?
        /// Called when the field gets focus, after the listener showed the leading fixed characters.
        public var onFocus: UITextFieldEvent?

        /// Creates the listener of a masked text field; the parameters are ``MaskedTextInputListener``'s
        /// and the two events.
        public init(
            primaryFormat: String = "",
            autocomplete: Bool = true,
            autocompleteOnFocus: Bool = true,
            autoskip: Bool = false,
            rightToLeft: Bool = false,
            affineFormats: [String] = [],
            affinityCalculationStrategy: AffinityCalculationStrategy = .wholeString,
            customNotations: [Notation] = [],
            onMaskedTextChangedCallback: ((UITextInput, String, Bool, String) -> ())? = nil,
            allowSuggestions: Bool = true,
            onSubmit: UITextFieldEvent? = nil,
            onFocus: UITextFieldEvent? = nil
        ) {
            self.onSubmit = onSubmit
            self.onFocus = onFocus
            super.init(
                primaryFormat: primaryFormat, autocomplete: autocomplete, autocompleteOnFocus: autocompleteOnFocus, autoskip: autoskip,
                rightToLeft: rightToLeft, affineFormats: affineFormats, affinityCalculationStrategy: affinityCalculationStrategy,
                customNotations: customNotations, onMaskedTextChangedCallback: onMaskedTextChangedCallback,
                allowSuggestions: allowSuggestions)
        }

        /// Calls `onSubmit`, then the wrapped delegate.
        public override func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            onSubmit?(textField)
            return super.textFieldShouldReturn(textField)
        }

        /// Shows the leading fixed characters as the listener does, then calls `onFocus`.
        public override func textFieldDidBeginEditing(_ textField: UITextField) {
            super.textFieldDidBeginEditing(textField)
            onFocus?(textField)
        }

        /// Takes the mask settings of `field`.
        ///
        /// - Returns: whether any of them changed.
        func adopt(_ field: MaskedTextField) -> Bool {
            let configuration = MaskedTextInput.Configuration(
                primaryFormat: field.primaryMaskFormat, affineFormats: field.affineFormats,
                affinityStrategy: field.affinityCalculationStrategy, customNotations: field.customNotations,
                autocomplete: field.autocomplete, autoskip: field.autoskip, rightToLeft: field.rightToLeft,
                autocompleteOnFocus: field.autocompleteOnFocus)
            let changed = configuration != core.configuration || allowSuggestions != field.allowSuggestions
            core.configuration = configuration
            allowSuggestions = field.allowSuggestions
            return changed
        }
    }

    /// Sets the attributes that are not `nil` on `textField`, and whether it is enabled.
    func apply(to textField: UITextField, environment: EnvironmentValues) {
        textField.placeholder = placeholder
        textField.isEnabled = environment.isEnabled
        set(textColor, \.textColor, on: textField)
        set(font, \.font, on: textField)
        set(textAlignement, \.textAlignment, on: textField)
        set(borderStyle, \.borderStyle, on: textField)
        set(tintColor, \.tintColor, on: textField)
        set(clearsOnBeginEditing, \.clearsOnBeginEditing, on: textField)
        set(clearsOnInsertion, \.clearsOnInsertion, on: textField)
        set(adjustsFontSizeToFitWidth, \.adjustsFontSizeToFitWidth, on: textField)
        set(minimumFontSize, \.minimumFontSize, on: textField)
        set(background, \.background, on: textField)
        set(disabledBackground, \.disabledBackground, on: textField)
        set(clearButtonMode, \.clearButtonMode, on: textField)
        set(leftView, \.leftView, on: textField)
        set(leftViewMode, \.leftViewMode, on: textField)
        set(rightView, \.rightView, on: textField)
        set(rightViewMode, \.rightViewMode, on: textField)
        set(inputView, \.inputView, on: textField)
        set(inputAccessoryView, \.inputAccessoryView, on: textField)
        set(isUserInteractionEnabled, \.isUserInteractionEnabled, on: textField)
        set(autocapitalizationType, \.autocapitalizationType, on: textField)
        set(autocorrectionType, \.autocorrectionType, on: textField)
        set(spellCheckingType, \.spellCheckingType, on: textField)
        set(smartQuotesType, \.smartQuotesType, on: textField)
        set(smartDashesType, \.smartDashesType, on: textField)
        set(smartInsertDeleteType, \.smartInsertDeleteType, on: textField)
        set(keyboardType, \.keyboardType, on: textField)
        set(keyboardAppearance, \.keyboardAppearance, on: textField)
        set(returnKeyType, \.returnKeyType, on: textField)
        set(enablesReturnKeyAutomatically, \.enablesReturnKeyAutomatically, on: textField)
        set(isSecureTextEntry, \.isSecureTextEntry, on: textField)
        set(textContentType, \.textContentType, on: textField)
        set(passwordRules, \.passwordRules, on: textField)
        textField.setContentHuggingPriority(contentHuggingPriorityVertical, for: .vertical)
        if let contentHuggingPriorityHorizontal { textField.setContentHuggingPriority(contentHuggingPriorityHorizontal, for: .horizontal) }
        textField.setContentCompressionResistancePriority(contentCompressionResistancePriorityHorizontal, for: .horizontal)
        if let contentCompressionResistancePriorityVertical {
            textField.setContentCompressionResistancePriority(contentCompressionResistancePriorityVertical, for: .vertical)
        }
    }

    private func set<Value>(_ value: Value?, _ keyPath: ReferenceWritableKeyPath<UITextField, Value>, on textField: UITextField) {
        if let value { textField[keyPath: keyPath] = value }
    }

    private func set<Value>(_ value: Value?, _ keyPath: ReferenceWritableKeyPath<UITextField, Value?>, on textField: UITextField) {
        if let value { textField[keyPath: keyPath] = value }
    }
}
#endif
