import InputMask

/// The delegate wiring of `MaskedTextInputListener` (Sources/InputMask/UIKit) over a simulated
/// host: each delegate method makes the same one call into `TextInputListenerCore` as the Apple
/// listener does, so that the scenarios exercise the logic the Apple listener runs.
@MainActor
final class SimulatedListener {
    struct Notification: Equatable {
        var text: String
        var value: String
        var complete: Bool
        var tailPlaceholder: String
    }

    let core: TextInputListenerCore
    /// What `listener` / `onMaskedTextChangedCallback` heard, in order.
    private(set) var notifications: [Notification] = []
    /// The wrapped `textFieldDelegate`'s answer to `shouldChangeCharactersIn`; `nil` when it has none.
    var wrappedShouldChange: ((Range<Int>, String) -> Bool)?
    /// Overrides of the open methods, as a subclass would make them.
    var pickMaskOverride: ((CaretString) -> Mask)?
    /// The calls to the open hooks, in order, as a subclass overriding them would see them.
    private(set) var hookCalls: [String] = []

    init(_ configuration: MaskedTextInput.Configuration, host: SimulatedTextHost) {
        core = TextInputListenerCore(configuration: configuration, scheduleOnMainQueue: { [weak host] work in host?.enqueue(work) })
    }

    convenience init(_ format: String, host: SimulatedTextHost) {
        self.init(.init(primaryFormat: format), host: host)
    }

    func hooks(for host: SimulatedTextHost) -> ListenerHooks {
        var hooks = core.defaultHooks(for: host, isTextView: host.kind == .textView)
        let base = hooks
        hooks.replaceCharacters = { [unowned self] text, range, string in
            hookCalls.append("replaceCharacters")
            return base.replaceCharacters(text, range, string)
        }
        hooks.isDeletion = { [unowned self] range, string in
            hookCalls.append("isThisDeletion")
            return base.isDeletion(range, string)
        }
        hooks.pickMask = { [unowned self] text in
            hookCalls.append("pickMask")
            return pickMaskOverride?(text) ?? base.pickMask(text)
        }
        hooks.setCaretPosition = { [unowned self] offset in
            hookCalls.append("setCaretPosition")
            base.setCaretPosition(offset)
        }
        hooks.notify = { [unowned self, unowned host] result in
            hookCalls.append("notify")
            notifications.append(Notification(
                text: host.hostText, value: result.extractedValue, complete: result.complete, tailPlaceholder: result.tailPlaceholder))
        }
        return hooks
    }

    // MARK: Delegate methods

    func shouldBeginEditing(_ host: SimulatedTextHost) -> Bool { true }

    func didBeginEditing(_ host: SimulatedTextHost) {
        core.didBeginEditing(host, hooks: hooks(for: host))
    }

    func shouldChange(_ host: SimulatedTextHost, range: Range<Int>, string: String) -> Bool {
        if let wrappedShouldChange, !wrappedShouldChange(range, string) { return false }
        let hooks = hooks(for: host)
        return core.shouldChangeCharacters(in: host, hooks: hooks) {
            core.edit(host, utf16Location: range.lowerBound, length: range.count, string: string, hooks: hooks)
        }
    }

    func didChangeSelection(_ host: SimulatedTextHost) {
        core.selectionDidChange(host, hooks: hooks(for: host))
    }

    func shouldClear(_ host: SimulatedTextHost) -> Bool {
        core.clear(host, hooks: hooks(for: host))
        return true
    }

    func put(_ text: String, into host: SimulatedTextHost, autocomplete: Bool? = nil) -> Mask.Result {
        core.put(text, into: host, autocomplete: autocomplete, hooks: hooks(for: host))
    }

    func clearHookCalls() { hookCalls.removeAll() }
}

/// A focused host of `kind` with a listener for `format`.
@MainActor
func simulatedField(
    _ format: String, kind: SimulatedTextHost.Kind = .textField,
    configure: (inout MaskedTextInput.Configuration) -> Void = { _ in }
) -> (SimulatedTextHost, SimulatedListener) {
    let host = SimulatedTextHost(kind)
    var configuration = MaskedTextInput.Configuration(primaryFormat: format)
    configure(&configuration)
    let listener = SimulatedListener(configuration, host: host)
    host.delegate = listener
    host.focus()
    return (host, listener)
}
