// Spellings of input-mask releases before 7.x that its documentation still shows, kept so that
// copied code works and its warning names the 7.x spelling.
extension Mask {
    /// Formats the text with forward gravity, autocompleting when asked: the spelling of
    /// input-mask releases before the caret had a gravity.
    ///
    /// ```swift
    /// let input = "+71234567890"
    /// let result = mask.apply(toText: CaretString(string: input, caretPosition: input.endIndex), autocomplete: true)
    /// ```
    /// - Parameters:
    ///   - text: the text and its caret; its gravity is replaced by `.forward(autocomplete: autocomplete)`.
    ///   - autocomplete: whether to add the fixed characters that follow the input at the caret.
    /// - Returns: what ``apply(toText:)`` returns.
    /// - Complexity: that of ``apply(toText:)``.
    @available(*, deprecated, message: "use apply(toText: CaretString(string:caretPosition:caretGravity: .forward(autocomplete:)))")
    public func apply(toText text: CaretString, autocomplete: Bool) -> Result {
        apply(toText: CaretString(string: text.string, caretPosition: text.caretPosition, caretGravity: .forward(autocomplete: autocomplete)))
    }
}
