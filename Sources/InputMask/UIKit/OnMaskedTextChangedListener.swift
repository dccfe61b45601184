#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Told by ``MaskedTextInputListener`` after every edit it formats: the value the mask extracted,
/// whether the mandatory characters are filled, and the placeholder for the rest.
///
/// ```swift
/// final class FormViewController: UIViewController, OnMaskedTextChangedListener {
///     func textInput(_ textInput: UITextInput, didExtractValue value: String,
///                    didFillMandatoryCharacters complete: Bool, didComputeTailPlaceholder tailPlaceholder: String) {
///         submitButton.isEnabled = complete
///     }
/// }
/// ```
@available(iOS 11, *)
@MainActor
public protocol OnMaskedTextChangedListener: AnyObject {
    /// Called after the listener formatted an edit of `textInput`, also when the value did not change.
    ///
    /// - Parameters:
    ///   - textInput: the field or text view.
    ///   - value: the extracted value.
    ///   - complete: whether every mandatory character is filled.
    ///   - tailPlaceholder: the placeholder for what remains to be typed.
    func textInput(
        _ textInput: UITextInput,
        didExtractValue value: String,
        didFillMandatoryCharacters complete: Bool,
        didComputeTailPlaceholder tailPlaceholder: String
    )
}
#endif
