#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

/// A SwiftUI text field that formats what people type with a mask: a `UITextField` whose delegate
/// is a ``MaskedTextInputListener`` (input-mask 7.x's view of the same name and surface).
///
/// ```swift
/// @State var text = ""
/// @State var value = ""
/// @State var complete = false
///
/// MaskedTextField(text: $text, value: $value, complete: $complete,
///                 placeholder: "Phone", primaryMaskFormat: "+1 ([000]) [000]-[0000]")
///     .keyboardType(.phonePad)
///     .onSubmit { _ in submit() }
/// ```
///
/// Its modifiers return `MaskedTextField`, so chain them before SwiftUI's own. Differences from
/// 7.x: text that code puts into the `text` binding is formatted, and `value` and `complete`
/// follow it; mask settings that change after the field was made take effect; attributes left
/// `nil` keep the field's own values instead of resetting them.
@available(iOS 13.0, tvOS 13.0, *)
public struct MaskedTextField: UIViewRepresentable {
    /// An action on the underlying text field.
    public typealias UITextFieldEvent = (_ textField: UITextField) -> Void

    /// The text the field shows, formatted.
    @Binding public var text: String
    /// The value the mask extracts.
    @Binding public var value: String
    /// Whether every mandatory character is filled.
    @Binding public var complete: Bool

    /// The placeholder shown while the field is empty.
    public var placeholder: String
    /// `UITextField.textColor`.
    public var textColor: UIColor?
    /// `UITextField.font`.
    public var font: UIFont?
    /// `UITextField.textAlignment` (the name is 7.x's).
    public var textAlignement: NSTextAlignment?
    /// `UITextField.borderStyle`.
    public var borderStyle: UITextField.BorderStyle?
    /// `UIView.tintColor`.
    public var tintColor: UIColor?
    /// `UITextField.clearsOnBeginEditing`.
    public var clearsOnBeginEditing: Bool?
    /// `UITextField.clearsOnInsertion`.
    public var clearsOnInsertion: Bool?
    /// `UITextField.adjustsFontSizeToFitWidth`.
    public var adjustsFontSizeToFitWidth: Bool?
    /// `UITextField.minimumFontSize`.
    public var minimumFontSize: CGFloat?
    /// `UITextField.background`.
    public var background: UIImage?
    /// `UITextField.disabledBackground`.
    public var disabledBackground: UIImage?
    /// `UITextField.clearButtonMode`.
    public var clearButtonMode: UITextField.ViewMode?
    /// `UITextField.leftView`.
    public var leftView: UIView?
    /// `UITextField.leftViewMode`.
    public var leftViewMode: UITextField.ViewMode?
    /// `UITextField.rightView`.
    public var rightView: UIView?
    /// `UITextField.rightViewMode`.
    public var rightViewMode: UITextField.ViewMode?
    /// `UITextField.inputView`.
    public var inputView: UIView?
    /// `UITextField.inputAccessoryView`.
    public var inputAccessoryView: UIView?
    /// `UIView.isUserInteractionEnabled`.
    public var isUserInteractionEnabled: Bool?
    /// `UITextInputTraits.autocapitalizationType`.
    public var autocapitalizationType: UITextAutocapitalizationType?
    /// `UITextInputTraits.autocorrectionType`.
    public var autocorrectionType: UITextAutocorrectionType?
    /// `UITextInputTraits.spellCheckingType`.
    public var spellCheckingType: UITextSpellCheckingType?
    /// `UITextInputTraits.smartQuotesType`.
    public var smartQuotesType: UITextSmartQuotesType?
    /// `UITextInputTraits.smartDashesType`.
    public var smartDashesType: UITextSmartDashesType?
    /// `UITextInputTraits.smartInsertDeleteType`.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType?
    /// `UITextInputTraits.keyboardType`.
    public var keyboardType: UIKeyboardType?
    /// `UITextInputTraits.keyboardAppearance`.
    public var keyboardAppearance: UIKeyboardAppearance?
    /// `UITextInputTraits.returnKeyType`.
    public var returnKeyType: UIReturnKeyType?
    /// `UITextInputTraits.enablesReturnKeyAutomatically`.
    public var enablesReturnKeyAutomatically: Bool?
    /// `UITextInputTraits.isSecureTextEntry`.
    public var isSecureTextEntry: Bool?
    /// `UITextInputTraits.textContentType`, such as `.oneTimeCode` or `.telephoneNumber`.
    public var textContentType: UITextContentType?
    /// `UITextInputTraits.passwordRules`.
    public var passwordRules: UITextInputPasswordRules?
    /// The field's vertical content hugging priority.
    public var contentHuggingPriorityVertical: UILayoutPriority = .defaultHigh
    /// The field's horizontal content hugging priority, when set.
    public var contentHuggingPriorityHorizontal: UILayoutPriority?
    /// The field's horizontal compression resistance priority.
    public var contentCompressionResistancePriorityHorizontal: UILayoutPriority = .defaultLow
    /// The field's vertical compression resistance priority, when set.
    public var contentCompressionResistancePriorityVertical: UILayoutPriority?
    /// Called when the return key is tapped.
    public var onSubmit: UITextFieldEvent?
    /// Called when the field gets focus.
    public var onFocus: UITextFieldEvent?

    /// The format used when no affine format fits better.
    public let primaryMaskFormat: String
    /// Whether typing at the end adds the fixed characters that follow.
    public let autocomplete: Bool
    /// Whether an empty field shows the leading fixed characters when it gets focus.
    public let autocompleteOnFocus: Bool
    /// Whether a backspace at the end also removes dangling fixed characters.
    public let autoskip: Bool
    /// Whether the formats apply from the end of the text.
    public let rightToLeft: Bool
    /// Whether a lone " " passes unformatted, for QuickType suggestions.
    public let allowSuggestions: Bool
    /// Whether the caret moves at once: always `false`, as in 7.x.
    public let atomicCursorMovement: Bool = false
    /// Other formats the field switches to when they fit better.
    public let affineFormats: [String]
    /// How texts are scored against the formats.
    public let affinityCalculationStrategy: AffinityCalculationStrategy
    /// Extra symbols for the formats' `[]` blocks.
    public let customNotations: [Notation]

    /// Creates a masked text field.
    ///
    /// - Parameters:
    ///   - text: the formatted text; text that code sets is formatted.
    ///   - value: receives the extracted value.
    ///   - complete: receives whether every mandatory character is filled.
    ///   - placeholder: shown while the field is empty.
    ///   - primaryMaskFormat: the format used when no affine format fits better.
    ///   - autocomplete: add fixed characters after typing at the end.
    ///   - autocompleteOnFocus: show the leading fixed characters when an empty field gets focus.
    ///   - autoskip: remove dangling fixed characters after a backspace at the end.
    ///   - rightToLeft: apply the formats from the end of the text.
    ///   - allowSuggestions: let a lone " " pass, for QuickType suggestions.
    ///   - affineFormats: other formats to switch to.
    ///   - affinityCalculationStrategy: how texts are scored against formats.
    ///   - customNotations: extra symbols for `[]` blocks.
    public init(
        text: Binding<String>,
        value: Binding<String>,
        complete: Binding<Bool>,
        placeholder: String,
        primaryMaskFormat: String = "",
        autocomplete: Bool = true,
        autocompleteOnFocus: Bool = true,
        autoskip: Bool = false,
        rightToLeft: Bool = false,
        allowSuggestions: Bool = true,
        affineFormats: [String] = [],
        affinityCalculationStrategy: AffinityCalculationStrategy = .wholeString,
        customNotations: [Notation] = []
    ) {
        _text = text
        _value = value
        _complete = complete
        self.placeholder = placeholder
        self.primaryMaskFormat = primaryMaskFormat
        self.autocomplete = autocomplete
        self.autocompleteOnFocus = autocompleteOnFocus
        self.autoskip = autoskip
        self.rightToLeft = rightToLeft
        self.allowSuggestions = allowSuggestions
        self.affineFormats = affineFormats
        self.affinityCalculationStrategy = affinityCalculationStrategy
        self.customNotations = customNotations
    }

    /// Makes the text field, its delegate the coordinator.
    public func makeUIView(context: Context) -> UITextField {
        let textField = UITextField()
        textField.delegate = context.coordinator
        apply(to: textField, environment: context.environment)
        return textField
    }

    /// Applies the attributes and mask settings, and formats text that code put into the binding.
    public func updateUIView(_ uiView: UITextField, context: Context) {
        let coordinator = context.coordinator
        coordinator.onSubmit = onSubmit
        coordinator.onFocus = onFocus
        coordinator.onMaskedTextChangedCallback = bindingWriter()
        let settingsChanged = coordinator.adopt(self)
        apply(to: uiView, environment: context.environment)
        if case .put(let text) = MaskedTextFieldSync.decide(binding: text, fieldText: uiView.text ?? "", settingsChanged: settingsChanged) {
            // The bindings change when the listeners are told: not during SwiftUI's update.
            DispatchQueue.main.async { coordinator.put(text: text, into: uiView) }
        }
    }

    /// Makes the listener that formats the field.
    public func makeCoordinator() -> Coordinator {
        Coordinator(
            primaryFormat: primaryMaskFormat, autocomplete: autocomplete, autocompleteOnFocus: autocompleteOnFocus, autoskip: autoskip,
            rightToLeft: rightToLeft, affineFormats: affineFormats, affinityCalculationStrategy: affinityCalculationStrategy,
            customNotations: customNotations, onMaskedTextChangedCallback: bindingWriter(), allowSuggestions: allowSuggestions,
            onSubmit: onSubmit, onFocus: onFocus)
    }

    /// Writes what the listener hears into the bindings.
    private func bindingWriter() -> (UITextInput, String, Bool, String) -> Void {
        let text = $text
        let value = $value
        let complete = $complete
        return { input, newValue, newComplete, _ in
            let shown = input.allText
            if text.wrappedValue != shown { text.wrappedValue = shown }
            if value.wrappedValue != newValue { value.wrappedValue = newValue }
            if complete.wrappedValue != newComplete { complete.wrappedValue = newComplete }
        }
    }
}
#endif
