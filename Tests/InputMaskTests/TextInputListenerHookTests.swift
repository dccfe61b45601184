import InputMask
import Testing

/// The open methods of `MaskedTextInputListener`, seen from a subclass: their order, their
/// overrides, and the wrapped delegate's veto.
@Suite("Text input listener: hooks and delegates")
@MainActor
struct TextInputListenerHookTests {
    @Test("A keystroke calls the hooks in 7.x's order: replace, deletion?, pick, caret, notify")
    func hookOrder() {
        let (host, listener) = simulatedField("[00]-[00]")
        listener.clearHookCalls()
        host.type("1")
        #expect(listener.hookCalls == ["replaceCharacters", "isThisDeletion", "pickMask", "setCaretPosition", "notify"])
    }

    @Test("An overridden pickMask formats the edit")
    func pickMaskOverride() throws {
        let (host, listener) = simulatedField("[00]-[00]")
        let other = try Mask.getOrCreate(withFormat: "[0] [0] [0] [0]")
        listener.pickMaskOverride = { _ in other }
        host.typeEach("1234")
        #expect(host.display == "1 2 3 4|")
    }

    @Test("A wrapped delegate that refuses an edit stops it before any hook runs")
    func wrappedDelegateVeto() {
        let (host, listener) = simulatedField("[00]-[00]")
        listener.wrappedShouldChange = { _, string in string != "9" }
        listener.clearHookCalls()
        host.typeEach("19")
        #expect(host.hostText == "1")
        #expect(listener.hookCalls.filter { $0 == "pickMask" }.count == 1)
    }

    @Test("Affine formats: typing 8 picks the trunk format, pasting +7 the primary one, as 7.x picks")
    func affineSwitch() {
        let (host, listener) = simulatedField("+7 ([000]) [000]-[00]-[00]") {
            $0.affineFormats = ["8 ([000]) [000]-[00]-[00]"]
            $0.autocompleteOnFocus = false
        }
        host.typeEach("89621234567")
        #expect(host.hostText == "8 (962) 123-45-67")
        host.clearForNext(listener)
        host.paste("+79621234567")
        #expect(host.hostText == "+7 (962) 123-45-67")
    }

    @Test("Observers hear editingChanged only when the text changed, and not at all when turned off")
    func textDidChangeEvents() {
        let (host, listener) = simulatedField("[00]-[00]")
        let start = host.log.filter { $0 == "editingChanged" }.count
        host.type("1")
        host.type("x")
        let sent = host.log.filter { $0 == "editingChanged" }.count - start
        #expect(sent == 1)
        listener.core.sendsTextDidChange = false
        host.type("2")
        #expect(host.log.filter { $0 == "editingChanged" }.count - start == 1)
    }

    @Test("Focus on a non-empty field changes nothing and tells nobody")
    func focusNonEmpty() {
        let host = SimulatedTextHost(.textField)
        let listener = SimulatedListener("+7 ([000])", host: host)
        host.delegate = listener
        host.setTextFromCode("+7 (9")
        host.focus()
        #expect(host.hostText == "+7 (9")
        #expect(listener.notifications.isEmpty)
    }
}

extension SimulatedTextHost {
    /// Empties the field through the clear button, for a second flow on the same field.
    func clearForNext(_ listener: SimulatedListener) {
        tapClearButton()
        precondition(hostText.isEmpty)
    }
}
