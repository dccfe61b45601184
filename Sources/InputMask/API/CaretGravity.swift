/// The direction the caret leans while text is formatted: ``CaretString/CaretGravity``.
///
/// The same type under a shorter name; input-mask 7.x code spells it `CaretString.CaretGravity`.
public typealias CaretGravity = CaretString.CaretGravity

extension CaretString {
    /// The direction the caret leans while text is formatted: after typing (forward) or after deleting (backward).
    ///
    /// ```swift
    /// let gravity: CaretString.CaretGravity = .forward(autocomplete: true)
    /// CaretString(string: "12", caretPosition: "12".endIndex, caretGravity: gravity)
    /// ```
    public enum CaretGravity: Hashable, Sendable {
        /// Text was typed or pasted. With `autocomplete`, fixed characters that follow the input at the
        /// caret are added (`12` becomes `12/` for `[00]{/}[00]`).
        case forward(autocomplete: Bool)
        /// Text was deleted. With `autoskip`, fixed characters left dangling before the caret at the end
        /// are removed too (`12/` becomes `12` after a backspace).
        case backward(autoskip: Bool)

        /// Whether the gravity is forward with autocompletion on.
        public var autocomplete: Bool {
            if case .forward(let autocomplete) = self { return autocomplete }
            return false
        }

        /// Whether the gravity is backward with automatic skipping on.
        public var autoskip: Bool {
            if case .backward(let autoskip) = self { return autoskip }
            return false
        }
    }
}
