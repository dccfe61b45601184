import InputMask

/// The logic behind `MaskedTextInputListener`, driven by the `editing` target's operations on a
/// field that applies what the listener lets through, as UIKit does: whatever the ranges (stale,
/// out of range, splitting surrogate pairs, `NSNotFound`), the listener never traps, the caret stays
/// in the text, the field shows what the listener formatted, and with a format that does not
/// compile the text stays exactly as typed while `formatError` says why.
///
/// - Returns: a report of the first broken invariant, or `nil`.
@MainActor
func listenerViolation(_ configuration: MaskedTextInput.Configuration, compiles: Bool, operations: [EditingOperation]) -> String? {
    let host = ListenerFuzzHost()
    let core = TextInputListenerCore(configuration: configuration, scheduleOnMainQueue: { host.later.append($0) })
    let hooks = core.defaultHooks(for: host, isTextView: false)
    guard (core.formatError == nil) == compiles else {
        return "listener formatError \(String(describing: core.formatError)) where the formats compile: \(compiles); \(describe(configuration))"
    }
    for (step, operation) in operations.enumerated() {
        let before = host.hostText
        let formatted = perform(operation, on: host, core: core, hooks: hooks)
        let context = "listener step \(step + 1), \(operation) on \(show(before)) gave \(show(host.hostText)); \(describe(configuration))"
        let length = host.hostText.utf16.count
        let selection = host.selectedUTF16Range
        guard selection.lowerBound >= 0, selection.upperBound <= length else { return "caret \(selection) outside the text: \(context)" }
        guard let (result, updated) = formatted else { continue }
        guard host.hostText == result.formattedText.string else { return "the field does not show the formatted text: \(context)" }
        if !compiles, let updated, result.formattedText.string != updated {
            return "an invalid format changed the text \(show(updated)): \(context)"
        }
    }
    return nil
}

/// Performs `operation` as the platform and the listener's delegate methods would; returns the
/// listener's result and, for edits, the text it read, when the listener formatted.
@MainActor
private func perform(_ operation: EditingOperation, on host: ListenerFuzzHost, core: TextInputListenerCore,
                     hooks: ListenerHooks) -> (Mask.Result, String?)? {
    func edit(_ location: Int, _ length: Int, _ string: String) -> (Mask.Result, String?)? {
        var read: String?
        var outcome = TextInputListenerCore.EditOutcome.fallback
        let platformApplies = core.shouldChangeCharacters(in: host, hooks: hooks) {
            let range = TextInputListenerCore.clampedRange(location: location, length: length, count: host.hostText.utf16.count)
            read = TextInputListenerCore.replacingCharacters(in: host.hostText, utf16Range: range, with: string)
            outcome = core.edit(host, utf16Location: location, length: length, string: string, hooks: hooks)
            return outcome
        }
        if platformApplies { host.apply(location: location, length: length, string: string) }
        host.runLater()
        if case .formatted(let result) = outcome { return (result, read) }
        return nil
    }
    switch operation {
    case .replace(let range, let string): return edit(range.lowerBound, range.upperBound &- range.lowerBound, string)
    case .replaceNSRange(let location, let length, let string): return edit(location, length, string)
    case .replaceIndices(let range, let stale, let string):
        let lower = stale.utf8.distance(from: stale.startIndex, to: range.lowerBound)
        return edit(lower, stale.utf8.distance(from: range.lowerBound, to: range.upperBound), string)
    case .backspace:
        let caret = host.selectedUTF16Range
        guard caret.isEmpty else { return edit(caret.lowerBound, caret.count, "") }
        guard caret.lowerBound > 0 else { return nil }
        return edit(caret.lowerBound - 1, 1, "")
    case .focus:
        host.isFirstResponder = true
        core.didBeginEditing(host, hooks: hooks)
    case .clear:
        core.clear(host, hooks: hooks)
    case .setMarkedText(let marked, _, let replacing):
        let range = replacing ?? host.markedUTF16Range ?? host.selectedUTF16Range
        let clamped = TextInputListenerCore.clampedRange(
            location: range.lowerBound, length: range.upperBound &- range.lowerBound, count: host.hostText.utf16.count)
        host.markedUTF16Range = clamped
        _ = edit(clamped.lowerBound, clamped.count, marked)
        if host.markedUTF16Range != nil {
            // The listener may have formatted the text shorter than where the marked text began.
            let length = host.hostText.utf16.count
            let start = min(clamped.lowerBound, length)
            host.markedUTF16Range = start..<min(start + marked.utf16.count, length)
        }
    case .unmarkText:
        host.markedUTF16Range = nil
        core.selectionDidChange(host, hooks: hooks)
    case .setText(let text):
        host.setHostText(text)
    }
    host.runLater()
    return nil
}

/// A field for the listener: it applies edits the listener lets through, and runs later work on demand.
@MainActor
final class ListenerFuzzHost: TextInputHost {
    var hostText = ""
    var selectedUTF16Range = 0..<0
    var markedUTF16Range: Range<Int>?
    var isFirstResponder = false
    var later: [@MainActor () -> Void] = []
    var field: AnyObject { self }

    func setHostText(_ text: String) {
        hostText = text
        markedUTF16Range = nil
        selectedUTF16Range = text.utf16.count..<text.utf16.count
    }

    func setSelectedUTF16Range(_ range: Range<Int>) { selectedUTF16Range = range }

    func sendTextDidChange() {}

    /// Applies an edit the listener let through, as the platform does.
    func apply(location: Int, length: Int, string: String) {
        let range = TextInputListenerCore.clampedRange(location: location, length: length, count: hostText.utf16.count)
        hostText = TextInputListenerCore.replacingCharacters(in: hostText, utf16Range: range, with: string)
        let caret = min(range.lowerBound + string.utf16.count, hostText.utf16.count)
        selectedUTF16Range = caret..<caret
    }

    func runLater() {
        while !later.isEmpty { later.removeFirst()() }
    }
}
