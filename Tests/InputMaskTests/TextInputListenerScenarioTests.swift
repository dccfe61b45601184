import InputMask
import Testing

/// The listener logic behind `MaskedTextInputListener`, driven through simulated UIKit fields in
/// the order UIKit calls a delegate (see `SimulatedTextHost` for what each step stands for).
@Suite("Text input listener: scenarios on simulated fields")
@MainActor
struct TextInputListenerScenarioTests {
    static let date = "[00]{.}[00]{.}[0000]"
    static let ukrainianPhone = "+380 ([00]) [000]-[00]-[00]"

    // MARK: 7.x's sample flows

    @Test("7.x sample: a date typed as 23022022 shows 23.02.2022, and the listener hears every key",
          arguments: [SimulatedTextHost.Kind.textField, .textView])
    func sampleDate(kind: SimulatedTextHost.Kind) {
        let (host, listener) = simulatedField(Self.date, kind: kind)
        // Focus on the empty field told the listeners once already.
        #expect(listener.notifications.count == 1)
        host.typeEach("23022022")
        #expect(host.display == "23.02.2022|")
        #expect(listener.notifications.count == 9)
        #expect(listener.notifications.last == .init(text: "23.02.2022", value: "23.02.2022", complete: true, tailPlaceholder: ""))
        #expect(listener.notifications.dropFirst().first?.value == "2")
    }

    @Test("7.x sample: the Ukrainian phone field (autocomplete on focus, as in 7.x's storyboard) typed as 981234567")
    func samplePhone() {
        // 7.x's UI test types "38981234567" after the tap; where UIKit leaves the caret after the
        // focus autocompletion decides what the leading "38" does, which only the simulator job shows.
        let (host, listener) = simulatedField(Self.ukrainianPhone)
        #expect(host.display == "+380 (|")
        host.typeEach("981234567")
        #expect(host.display == "+380 (98) 123-45-67|")
        #expect(listener.notifications.last?.value == "981234567")
        #expect(listener.notifications.last?.complete == true)
    }

    // MARK: Deleting

    @Test("Backspace removes the digit before the caret; over a fixed character the caret moves back")
    func backspace() {
        let (host, listener) = simulatedField(Self.date)
        host.typeEach("2302")
        #expect(host.display == "23.02.|")
        host.backspace()
        #expect(host.display == "23.02|")
        host.backspace()
        #expect(host.display == "23.0|")
        #expect(listener.notifications.last?.value == "23.0")
    }

    @Test("Backspace at offset 0: a text view asks with an empty range and the listener hears it; a text field asks nothing")
    func backspaceAtStart() {
        let (field, fieldListener) = simulatedField(Self.date, kind: .textField)
        let (view, viewListener) = simulatedField(Self.date, kind: .textView)
        let heard = (fieldListener.notifications.count, viewListener.notifications.count)
        viewListener.clearHookCalls()
        field.backspace()
        view.backspace()
        #expect(fieldListener.notifications.count == heard.0)
        #expect(viewListener.notifications.count == heard.1 + 1)
        #expect(viewListener.hookCalls == ["replaceCharacters", "isThisDeletion", "pickMask", "setCaretPosition", "notify"])
        #expect(view.hostText.isEmpty)
    }

    // MARK: Paste, suggestions, one-time codes

    @Test("Paste: UIKit's own selection after the delegate is corrected on the next main-queue turn")
    func pasteMovesCaretLater() {
        let (host, _) = simulatedField(Self.date)
        host.paste("23022022")
        #expect(host.display == "23.02.2022|")
    }

    @Test("Paste with atomic caret movement: UIKit's selection, set after the delegate, wins (input-mask-ios #32)")
    func pasteAtomicCaret() {
        let (host, listener) = simulatedField(Self.date)
        listener.core.atomicCaretMovement = true
        host.paste("23022022")
        #expect(host.display == "23.02.20|22")
    }

    @Test("Dictation inserts the recognised text at once, formatted like a paste")
    func dictation() {
        let (host, listener) = simulatedField(Self.date)
        host.type("23 02 2022")
        #expect(host.display == "23.02.2022|")
        #expect(listener.notifications.last?.complete == true)
    }

    @Test("AppKit's text view: TextViewListener's settings (caret at once, no suggestion fallback) type and paste a date")
    func appKitTextView() {
        let (host, listener) = simulatedField(Self.date, kind: .appKitTextView) { $0.autocompleteOnFocus = false }
        listener.core.atomicCaretMovement = true
        listener.core.allowSuggestions = false
        host.typeEach("2302")
        #expect(host.display == "23.02.|")
        host.backspace()
        host.backspace()
        #expect(host.display == "23.0|")
        host.setTextFromCode("")
        host.paste("23022022")
        #expect(host.display == "23.02.2022|")
    }

    @Test("AppKit's text view: a forward delete is a deletion of the Character after the caret, formatted as one")
    func appKitForwardDelete() {
        let (host, listener) = simulatedField(Self.date, kind: .appKitTextView) { $0.autocompleteOnFocus = false }
        listener.core.atomicCaretMovement = true
        host.paste("23022022")
        host.moveCaret(to: 3)
        host.deleteForward()
        #expect(host.display == "23.|22.022")
        #expect(listener.notifications.last?.value == "23.22.022")
        host.moveCaret(to: host.hostText.utf16.count)
        let notified = listener.notifications.count
        host.deleteForward()
        #expect(host.display == "23.22.022|")
        #expect(listener.notifications.count == notified)
    }

    @Test("A QuickType suggestion: the lone space falls back, then the suggestion is formatted")
    func quickTypeSuggestion() {
        let (host, listener) = simulatedField(Self.ukrainianPhone) { $0.autocompleteOnFocus = false }
        host.acceptSuggestion("+380981234567")
        #expect(host.display == "+380 (98) 123-45-67|")
        #expect(listener.notifications.count == 1)
    }

    @Test("Without allowSuggestions the space is formatted away and the suggestion never arrives, as in 7.x")
    func quickTypeWithoutSuggestions() {
        let (host, listener) = simulatedField(Self.ukrainianPhone) { $0.autocompleteOnFocus = false }
        listener.core.allowSuggestions = false
        host.acceptSuggestion("+380981234567")
        #expect(!host.hostText.contains("98"))
    }

    @Test("A one-time code from Messages arrives as a suggestion")
    func oneTimeCode() {
        let (host, listener) = simulatedField("[000]-[000]")
        host.acceptSuggestion("123456")
        #expect(host.display == "123-456|")
        #expect(listener.notifications.last?.complete == true)
    }

    // MARK: Input methods

    @Test("Marked text stands unformatted while composing and is formatted on commit")
    func composition() {
        let (host, listener) = simulatedField("[AA]-[AA]") { $0.autocomplete = false }
        host.typeEach("ab")
        #expect(host.hostText == "ab")
        let heard = listener.notifications.count
        host.setMarkedText("ㅎ")
        host.setMarkedText("하")
        host.setMarkedText("한")
        #expect(host.hostText == "ab한")
        #expect(listener.notifications.count == heard)
        host.unmarkText()
        #expect(host.display == "ab-한|")
        #expect(listener.notifications.count == heard + 1)
        #expect(listener.notifications.last?.value == "ab한")
    }

    // MARK: Clear, code, undo

    @Test("The clear button empties the field and the listeners hear it once")
    func clearButton() {
        let (host, listener) = simulatedField(Self.date)
        host.typeEach("2302")
        let heard = listener.notifications.count
        host.tapClearButton()
        #expect(host.hostText.isEmpty)
        #expect(listener.notifications.count == heard + 1)
        #expect(listener.notifications.last?.value == "")
    }

    @Test("text = from code is left as set; the next key formats it all")
    func textFromCode() {
        let (host, _) = simulatedField(Self.date)
        host.setTextFromCode("2302202")
        #expect(host.hostText == "2302202")
        host.type("2")
        #expect(host.display == "23.02.2022|")
    }

    @Test("put(text:into:) formats, notifies once, and tells no observer, as code setting text does")
    func putFromCode() {
        let (host, listener) = simulatedField(Self.date)
        let logged = host.log.count
        let heard = listener.notifications.count
        let result = listener.put("23022022", into: host)
        #expect(result.formattedText.string == "23.02.2022")
        #expect(host.hostText == "23.02.2022")
        #expect(listener.notifications.count == heard + 1)
        #expect(!host.log.dropFirst(logged).contains("editingChanged"))
    }

    // UsingInputMaskInUIKitAndSwiftUI.md, "In code": a listener with the primary format
    // `+7 ([000]) [000]-[00]-[00]`, the affine `8 ([000]) [000]-[00]-[00]` and the other defaults;
    // `listener.put(text: "+79161234567", into: phoneField)` shows "+7 (916) 123-45-67". (Digits
    // alone would show "8 (916) 123-45-67": the affine format adds fewer Characters to them.)
    @Test("DocC article: put(text: \"+79161234567\") into the +7 field with an 8 affine format shows +7 (916) 123-45-67",
          arguments: [false, true])
    func articlePhonePut(focused: Bool) {
        let host = SimulatedTextHost(.textField)
        let configuration = MaskedTextInput.Configuration(
            primaryFormat: "+7 ([000]) [000]-[00]-[00]", affineFormats: ["8 ([000]) [000]-[00]-[00]"])
        let listener = SimulatedListener(configuration, host: host)
        host.delegate = listener
        if focused { host.focus() }
        let result = listener.put("+79161234567", into: host)
        #expect(host.hostText == "+7 (916) 123-45-67")
        #expect(result.formattedText.string == "+7 (916) 123-45-67")
        #expect(listener.notifications.last?.value == "9161234567")
        #expect(listener.notifications.last?.complete == true)
    }

    @Test("Undo replaying a range of a longer, older text is clamped (input-mask-ios #84)")
    func undoStaleRange() {
        let (host, _) = simulatedField(Self.date)
        host.typeEach("2302")
        host.undo(replaying: 8..<12, with: "")
        #expect(host.hostText == "23.02.")
        host.undo(replaying: 40..<41, with: "2")
        #expect(host.display == "23.02.2|")
    }

    // MARK: Counting in UTF-16

    @Test("Emoji and flags before the caret: the caret lands at the end, counted in UTF-16",
          arguments: ["🇺🇦 [00]-[00]", "👍🏽 [00]-[00]", "e\u{301} [00]-[00]"])
    func utf16Caret(format: String) {
        let (host, _) = simulatedField(format) { $0.autocompleteOnFocus = false }
        host.typeEach("1234")
        #expect(host.selectedUTF16Range == host.hostText.utf16.count..<host.hostText.utf16.count)
        #expect(host.hostText.hasSuffix("12-34"))
        host.backspace()
        #expect(host.hostText.hasSuffix("12-3"))
        #expect(host.selectedUTF16Range.lowerBound == host.hostText.utf16.count)
    }
}
