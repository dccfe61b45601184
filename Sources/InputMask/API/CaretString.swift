/// A string with a caret position in it and the gravity of that caret: what `Mask.apply(toText:)` reads and returns.
///
/// ```swift
/// let text = CaretString(string: "12", caretPosition: "12".endIndex, caretGravity: .forward(autocomplete: true))
/// ```
public struct CaretString: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The text.
    public let string: String
    /// The caret, an index into `string`. An index past the end counts as the end; one inside a
    /// Character counts as that Character's start.
    public let caretPosition: String.Index
    /// The direction the caret leans, with its autocomplete or autoskip flag.
    public let caretGravity: CaretGravity

    /// Creates a caret string.
    ///
    /// - Parameters:
    ///   - string: the text.
    ///   - caretPosition: an index into `string`.
    ///   - caretGravity: the caret's gravity; forward without autocompletion by default.
    public init(string: String, caretPosition: String.Index, caretGravity: CaretGravity = .forward(autocomplete: false)) {
        self.string = string
        self.caretPosition = caretPosition
        self.caretGravity = caretGravity
    }

    /// The text with a marker `|` at the caret.
    public var description: String {
        let caret = min(caretPosition, string.endIndex)
        return String(string[..<caret]) + "|" + String(string[caret...])
    }

    /// The text with a marker at the caret and the gravity.
    public var debugDescription: String { "CaretString(\"\(description)\", \(caretGravity))" }
}
