import InputMask

/// A text field, text view or AppKit text view as its platform drives a delegate, for the
/// listener logic under test: text, selection and marked text in UTF-16 code units, focus, a queue
/// for the next main-queue turn, and a log of what observers would see.
///
/// Each action below is one thing a person or the app does, and calls the delegate in the order
/// the platform does; the comments name the Apple documentation the order is taken from.
@MainActor
final class SimulatedTextHost: TextInputHost {
    enum Kind {
        /// `UITextField`: a backspace at offset 0 asks nothing; text changes send `editingChanged`.
        case textField
        /// `UITextView`: a backspace at offset 0 asks for an empty replacement of 0..<0.
        case textView
        /// AppKit's `NSTextView`, edited through `TextViewListener`.
        case appKitTextView
    }

    let kind: Kind
    private(set) var hostText = ""
    private(set) var selectedUTF16Range = 0..<0
    private(set) var markedUTF16Range: Range<Int>?
    private(set) var isFirstResponder = false
    /// What observers saw: `editingChanged`, and every caret the listener set.
    private(set) var log: [String] = []
    /// Work for the next main-queue turn (`DispatchQueue.main.async`), run by ``runMainQueue()``.
    private var mainQueue: [@MainActor () -> Void] = []
    /// The listener, as the field's `delegate`.
    var delegate: SimulatedListener?

    init(_ kind: Kind) { self.kind = kind }

    // MARK: TextInputHost

    var field: AnyObject { self }

    func setHostText(_ text: String) {
        // `UITextInput.replace(_:withText:)` over the whole text: no delegate call; the caret goes to the end.
        hostText = text
        markedUTF16Range = nil
        let end = text.utf16.count
        selectedUTF16Range = end..<end
    }

    func setSelectedUTF16Range(_ range: Range<Int>) {
        selectedUTF16Range = range
        log.append("caret \(range.lowerBound)")
        delegate?.didChangeSelection(self)
    }

    func sendTextDidChange() { log.append("editingChanged") }

    /// Runs later work as the main queue's next turn would.
    func enqueue(_ work: @escaping @MainActor () -> Void) { mainQueue.append(work) }

    /// Runs the main queue's pending work, as the run loop does after the current event.
    func runMainQueue() {
        while !mainQueue.isEmpty { mainQueue.removeFirst()() }
    }

    // MARK: Focus

    /// A tap into the field: `textFieldShouldBeginEditing`, first responder, `textFieldDidBeginEditing`
    /// (UITextFieldDelegate, "Managing editing"); the caret goes to the end of the text.
    func focus() {
        guard !isFirstResponder, delegate?.shouldBeginEditing(self) ?? true else { return }
        isFirstResponder = true
        let end = hostText.utf16.count
        selectedUTF16Range = end..<end
        delegate?.didBeginEditing(self)
        runMainQueue()
    }

    /// `resignFirstResponder()`: the keyboard goes away, the field has no caret any more.
    func resign() {
        guard isFirstResponder else { return }
        isFirstResponder = false
        markedUTF16Range = nil
    }

    // MARK: Typing

    /// A key (or dictation's recognised text, inserted at once): `insertText(_:)` asks
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` with the selection; on `true` the
    /// field replaces it and the caret follows the text (UITextFieldDelegate).
    func type(_ string: String) {
        ask(selectedUTF16Range, string)
        runMainQueue()
    }

    /// Types each Character in turn.
    func typeEach(_ string: String) {
        for character in string { type(String(character)) }
    }

    /// `deleteBackward()`: the selection, or the Character before the caret; at offset 0 a
    /// `UITextView` still asks with an empty range and a `UITextField` asks nothing.
    func backspace() {
        var range = selectedUTF16Range
        if range.isEmpty {
            if range.lowerBound == 0 {
                guard kind == .textView else { return }
            } else {
                range = previousCharacterRange(before: range.lowerBound)
            }
        }
        ask(range, "")
        runMainQueue()
    }

    /// A forward delete (`deleteForward(_:)`, fn-delete): the selection, or else the Character
    /// after the caret, is replaced by nothing through the delegate; at the end of the text with
    /// nothing selected there is nothing to delete and no call.
    func deleteForward() {
        var range = selectedUTF16Range
        if range.isEmpty {
            guard range.lowerBound < hostText.utf16.count else { return }
            range = nextCharacterRange(after: range.lowerBound)
        }
        ask(range, "")
        runMainQueue()
    }

    /// `paste(_:)`: the pasted text replaces the selection through the delegate, and then UIKit
    /// selects the end of the pasted text itself, whatever the delegate did (input-mask-ios #32);
    /// later work runs after that. AppKit's `paste(_:)` leaves the selection to the delegate.
    func paste(_ string: String) {
        let range = selectedUTF16Range
        ask(range, string)
        if isFirstResponder && kind != .appKitTextView {
            let end = min(range.lowerBound + string.utf16.count, hostText.utf16.count)
            selectedUTF16Range = end..<end
        }
        runMainQueue()
    }

    /// A QuickType suggestion, or a one-time code from Messages, into the field: first a " " at the
    /// caret, then, if that was let in, the suggestion replacing it (the order 7.x's
    /// `allowSuggestions` was written for, input-mask-ios PR #90).
    func acceptSuggestion(_ suggestion: String) {
        let caret = selectedUTF16Range.lowerBound
        let before = hostText
        ask(selectedUTF16Range, " ")
        if hostText != before && hostText.utf16.count == before.utf16.count + 1 {
            ask(caret..<(caret + 1), suggestion)
        }
        runMainQueue()
    }

    /// An input method's `setMarkedText(_:selectedRange:)`: the marked text replaces the current
    /// marked text, or the selection, and the field is in marked-text mode (`markedTextRange` set)
    /// when it asks the delegate (UITextInput, "Working with marked and selected text").
    func setMarkedText(_ string: String) {
        let range = markedUTF16Range ?? selectedUTF16Range
        markedUTF16Range = range
        ask(range, string)
        guard markedUTF16Range != nil else { return }
        markedUTF16Range = range.lowerBound..<(range.lowerBound + string.utf16.count)
    }

    /// `unmarkText()`: the marked text becomes ordinary text, and the selection change is reported.
    func unmarkText() {
        guard markedUTF16Range != nil else { return }
        markedUTF16Range = nil
        delegate?.didChangeSelection(self)
        runMainQueue()
    }

    /// The clear button: `textFieldShouldClear(_:)`, then on `true` the field empties itself and
    /// sends `editingChanged` (UITextFieldDelegate).
    func tapClearButton() {
        guard delegate?.shouldClear(self) ?? true else { return }
        hostText = ""
        selectedUTF16Range = 0..<0
        log.append("editingChanged")
        runMainQueue()
    }

    /// `text = ` from code: no delegate call and no `editingChanged` (UITextField.text).
    func setTextFromCode(_ text: String) {
        hostText = text
        let end = text.utf16.count
        selectedUTF16Range = end..<end
    }

    /// Undo of an earlier edit: `UndoManager` replays the range it recorded, which may lie past the
    /// text the mask left (input-mask-ios #84).
    func undo(replaying range: Range<Int>, with string: String) {
        ask(range, string)
        runMainQueue()
    }

    /// Places the caret, as a tap inside the text does.
    func moveCaret(to offset: Int) {
        selectedUTF16Range = offset..<offset
    }

    // MARK: Helpers

    /// Asks the delegate, and applies the edit itself when it agrees.
    private func ask(_ range: Range<Int>, _ string: String) {
        let agreed = delegate?.shouldChange(self, range: range, string: string) ?? true
        guard agreed else { return }
        // A text view edits whole Unicode scalars: the range is clamped and widened off surrogate halves.
        let lower = scalarBoundary(atOrBefore: range.lowerBound)
        let upper = max(lower, scalarBoundary(atOrAfter: range.upperBound))
        let units = Array(hostText.utf16)
        hostText = String(decoding: units[..<lower] + Array(string.utf16) + units[upper...], as: UTF16.self)
        let caret = lower + string.utf16.count
        selectedUTF16Range = caret..<caret
        if kind == .textField { log.append("editingChanged") }
        delegate?.didChangeSelection(self)
    }

    private func previousCharacterRange(before utf16Offset: Int) -> Range<Int> {
        let end = hostText.utf16.index(hostText.startIndex, offsetBy: min(utf16Offset, hostText.utf16.count))
        // A caret inside a Character deletes back to that Character's start; else the Character before it goes.
        let characterStart = hostText.index(end, offsetBy: 0)
        let start = characterStart < end ? characterStart : hostText.index(before: end)
        return hostText.utf16.distance(from: hostText.startIndex, to: start)..<utf16Offset
    }

    private func nextCharacterRange(after utf16Offset: Int) -> Range<Int> {
        let caret = hostText.utf16.index(hostText.startIndex, offsetBy: min(utf16Offset, hostText.utf16.count))
        // A caret inside a Character deletes that Character from its start.
        let start = hostText.index(caret, offsetBy: 0)
        let end = hostText.index(after: start)
        return hostText.utf16.distance(from: hostText.startIndex, to: start)..<hostText.utf16.distance(from: hostText.startIndex, to: end)
    }

    private func scalarBoundary(atOrBefore utf16Offset: Int) -> Int {
        let index = hostText.utf16.index(hostText.startIndex, offsetBy: min(max(utf16Offset, 0), hostText.utf16.count))
        return hostText.utf16.distance(from: hostText.startIndex, to: hostText.unicodeScalars.index(index, offsetBy: 0))
    }

    private func scalarBoundary(atOrAfter utf16Offset: Int) -> Int {
        let before = scalarBoundary(atOrBefore: utf16Offset)
        return before < min(max(utf16Offset, 0), hostText.utf16.count) ? before + 2 : before
    }

    /// The text with `|` at the caret.
    var display: String {
        let units = Array(hostText.utf16)
        let caret = min(selectedUTF16Range.lowerBound, units.count)
        return String(decoding: units[..<caret], as: UTF16.self) + "|" + String(decoding: units[caret...], as: UTF16.self)
    }
}
