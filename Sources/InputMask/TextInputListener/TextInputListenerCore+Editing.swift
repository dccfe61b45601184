/// What each thing a person or the app does to the field becomes: an edit, a `put`, focus, the
/// clear button, an input method's composition.
extension TextInputListenerCore {
    /// What ``edit(_:utf16Location:length:string:hooks:)`` did.
    package enum EditOutcome: Equatable {
        /// The listener formatted the edit and set the field; the platform must not apply it.
        case formatted(Mask.Result)
        /// The platform applies the edit itself, unformatted.
        case fallback
    }

    /// Whether the field's input method is composing: then the edit passes unformatted, and the
    /// text is formatted when the composition commits (``selectionDidChange(_:hooks:)``).
    ///
    /// - Complexity: O(1).
    package func passesWhileComposing(_ host: any TextInputHost) -> Bool {
        guard host.markedUTF16Range != nil else { return false }
        composingField = host.field
        return true
    }

    /// 7.x's `textInput(_:isChangingCharactersIn:replacementString:)`: formats the field's text
    /// with `length` UTF-16 units from `utf16Location` replaced by `string`.
    ///
    /// The range is clamped to the text. A lone " " into an empty field falls back when
    /// ``allowSuggestions`` is on. Otherwise the hooks run in 7.x's order: `replaceCharacters`,
    /// `isThisDeletion`, `pickMask`, then the field gets the text and `setCaretPosition` the caret.
    /// - Complexity: that of the hooks; by default O(f · (n + m)) for f formats of at most m
    ///   states and n bytes of text.
    package func edit(_ host: any TextInputHost, utf16Location: Int, length: Int, string: String, hooks: ListenerHooks) -> EditOutcome {
        let old = host.hostText
        let range = Self.clampedRange(location: utf16Location, length: length, count: old.utf16.count)
        let updated = hooks.replaceCharacters(old, range, string)
        if allowSuggestions && string == " " && updated == " " { return .fallback }
        let deletion = hooks.isDeletion(range, string)
        let caret = min(deletion ? range.lowerBound : range.lowerBound + string.utf16.count, updated.utf16.count)
        let gravity: CaretGravity = deletion
            ? .backward(autoskip: configuration.autoskip) : .forward(autocomplete: configuration.autocomplete)
        let text = CaretString(string: updated, utf16Offset: caret, caretGravity: gravity)
        let result = hooks.pickMask(text).apply(toText: text)
        show(result, in: host, hooks: hooks, announce: sendsTextDidChange && result.formattedText.string != old)
        return .formatted(result)
    }

    /// 7.x's `put(text:into:autocomplete:)`: formats `text` with the caret at its end, shows it,
    /// and notifies. Observers are not told, as when code sets `text`.
    ///
    /// - Complexity: that of one edit of the whole text.
    @discardableResult
    package func put(_ text: String, into host: any TextInputHost, autocomplete: Bool?, hooks: ListenerHooks) -> Mask.Result {
        let caretString = CaretString(
            string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: autocomplete ?? configuration.autocomplete))
        let result = hooks.pickMask(caretString).apply(toText: caretString)
        show(result, in: host, hooks: hooks, announce: false)
        hooks.notify(result)
        return result
    }

    /// Focus: an empty field with `autocompleteOnFocus` shows the formats' leading fixed
    /// characters, and the listeners are told once (7.x tells them twice).
    ///
    /// - Complexity: that of ``put(_:into:autocomplete:hooks:)`` on an empty field; O(1) otherwise.
    package func didBeginEditing(_ host: any TextInputHost, hooks: ListenerHooks) {
        guard configuration.autocompleteOnFocus, host.hostText.isEmpty else { return }
        put("", into: host, autocomplete: true, hooks: hooks)
    }

    /// The clear button: the field is emptied and the listeners told once (7.x tells them twice).
    ///
    /// - Complexity: that of ``put(_:into:autocomplete:hooks:)`` on an empty field.
    package func clear(_ host: any TextInputHost, hooks: ListenerHooks) {
        if composingField === host.field { composingField = nil }
        put("", into: host, autocomplete: false, hooks: hooks)
    }

    /// The selection or text changed: when the field's input method has just committed its marked
    /// text, the text is formatted as if the committed text had been typed at the caret.
    ///
    /// - Returns: the result when a commit was formatted, else `nil`.
    /// - Complexity: that of an edit when committing; O(1) otherwise.
    @discardableResult
    package func selectionDidChange(_ host: any TextInputHost, hooks: ListenerHooks) -> Mask.Result? {
        guard composingField === host.field, host.markedUTF16Range == nil else { return nil }
        composingField = nil
        let old = host.hostText
        let caret = min(host.selectedUTF16Range.upperBound, old.utf16.count)
        let text = CaretString(string: old, utf16Offset: caret, caretGravity: .forward(autocomplete: configuration.autocomplete))
        let result = hooks.pickMask(text).apply(toText: text)
        show(result, in: host, hooks: hooks, announce: sendsTextDidChange && result.formattedText.string != old)
        hooks.notify(result)
        return result
    }

    private func show(_ result: Mask.Result, in host: any TextInputHost, hooks: ListenerHooks, announce: Bool) {
        host.setHostText(result.formattedText.string)
        hooks.setCaretPosition(result.formattedText.caretUTF16Offset)
        if announce { host.sendTextDidChange() }
    }

    // MARK: - Caret

    /// 7.x's `setCaretPosition(_:in:)`: at once with ``atomicCaretMovement``, else on the next
    /// main-queue turn. A later move is dropped when the field's text or focus changed meanwhile
    /// (input-mask-ios #120): it was computed for a text the field no longer shows.
    ///
    /// - Complexity: O(n) for n bytes of text, to compare the texts.
    package func setCaret(_ utf16Offset: Int, in host: any TextInputHost) {
        if atomicCaretMovement {
            Self.moveCaret(utf16Offset, in: host)
            return
        }
        let text = host.hostText
        let focused = host.isFirstResponder
        // The host is held until the turn comes, as UIKit holds a field while it shows it.
        scheduleOnMainQueue {
            guard host.isFirstResponder == focused, host.hostText == text else { return }
            Self.moveCaret(utf16Offset, in: host)
        }
    }

    /// Puts the caret at `utf16Offset`, clamped to the text, when the field has focus and the
    /// caret is elsewhere (setting a selection is not free: input-mask-ios #97).
    ///
    /// - Complexity: O(1).
    package static func moveCaret(_ utf16Offset: Int, in host: any TextInputHost) {
        guard host.isFirstResponder else { return }
        let offset = min(max(utf16Offset, 0), host.hostText.utf16.count)
        if host.selectedUTF16Range != offset..<offset { host.setSelectedUTF16Range(offset..<offset) }
    }
}

extension TextInputListenerCore {
    /// 7.x's `textField(_:shouldChangeCharactersIn:replacementString:)` after the wrapped delegate
    /// agreed: marked text passes while the input method composes; otherwise `edit` (the listener's
    /// open `textInput(_:isChangingCharactersIn:replacementString:)`) runs, and a formatted edit is
    /// announced to the listeners.
    ///
    /// - Returns: whether the platform should apply the edit itself.
    /// - Complexity: that of `edit`.
    package func shouldChangeCharacters(in host: any TextInputHost, hooks: ListenerHooks, edit: () -> EditOutcome) -> Bool {
        if passesWhileComposing(host) { return true }
        switch edit() {
        case .fallback:
            return true
        case .formatted(let result):
            hooks.notify(result)
            return false
        }
    }
}
