/// The steps of an edit that `MaskedTextInputListener` exposes as open methods, as closures, so
/// that ``TextInputListenerCore`` calls a subclass's overrides in 7.x's order.
///
/// The Apple listener builds one per field from its open methods; ``TextInputListenerCore/defaultHooks()``
/// gives the behaviour of the methods that are not overridden.
@MainActor
package struct ListenerHooks {
    /// `replaceCharacters(inText:range:withCharacters:)`: the text after an edit of a UTF-16 range.
    package var replaceCharacters: (_ text: String, _ utf16Range: Range<Int>, _ string: String) -> String
    /// `isThisDeletion(inRange:string:field:)`: whether an edit deletes.
    package var isDeletion: (_ utf16Range: Range<Int>, _ string: String) -> Bool
    /// `pickMask(forText:)`: the mask for a text, its caret and gravity.
    package var pickMask: (_ text: CaretString) -> Mask
    /// `setCaretPosition(_:in:)`: moves the caret to a UTF-16 offset.
    package var setCaretPosition: (_ utf16Offset: Int) -> Void
    /// `notifyOnMaskedTextChangedListeners(forTextInput:result:)`.
    package var notify: (_ result: Mask.Result) -> Void

    /// Creates hooks from the five steps.
    package init(
        replaceCharacters: @escaping (String, Range<Int>, String) -> String,
        isDeletion: @escaping (Range<Int>, String) -> Bool,
        pickMask: @escaping (CaretString) -> Mask,
        setCaretPosition: @escaping (Int) -> Void,
        notify: @escaping (Mask.Result) -> Void
    ) {
        self.replaceCharacters = replaceCharacters
        self.isDeletion = isDeletion
        self.pickMask = pickMask
        self.setCaretPosition = setCaretPosition
        self.notify = notify
    }
}
