/// What SwiftUI's `MaskedTextField` does when its view is updated: the text binding may have been
/// set by code, and the mask settings may have changed since the field was made.
package enum MaskedTextFieldSync: Equatable {
    /// The field already shows the binding's text under the current settings.
    case none
    /// The field must be set to this text, formatted (`put(text:into:)`): code set the binding or
    /// the settings changed.
    case put(String)

    /// The step for a field showing `fieldText` whose binding holds `binding`.
    ///
    /// - Complexity: O(n) for texts of n bytes.
    package static func decide(binding: String, fieldText: String, settingsChanged: Bool) -> MaskedTextFieldSync {
        binding != fieldText || settingsChanged ? .put(binding) : .none
    }
}
