import InputMask
import Testing

/// What SwiftUI's `MaskedTextField` does when SwiftUI updates it.
@Suite("Text input listener: SwiftUI field sync")
struct MaskedTextFieldSyncTests {
    @Test("SwiftUI field sync: code setting the binding, or changed settings, formats the field again",
          arguments: [("1", "1", false, MaskedTextFieldSync.none), ("12", "1", false, .put("12")), ("1", "1", true, .put("1"))])
    func swiftUISync(binding: String, field: String, changed: Bool, expected: MaskedTextFieldSync) {
        #expect(MaskedTextFieldSync.decide(binding: binding, fieldText: field, settingsChanged: changed) == expected)
    }
}
