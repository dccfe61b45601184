/// A mask read from the end of the text: for amounts and other values that grow to the left.
///
/// ```swift
/// let mask = try RTLMask(format: "[000] [000] [000]")
/// mask.apply(toText: CaretString(string: "1234", caretPosition: "1234".endIndex)).formattedText.string  // "1 234"
/// ```
///
/// The format is reversed (keeping `[]`, `{}` groups and escapes intact), and so are the text and
/// caret; the result is reversed back. Placeholder and metrics are those of the reversed format.
public final class RTLMask: Mask, @unchecked Sendable {
    override class var isRightToLeft: Bool { true }

    /// Returns a cached right-to-left mask for the format and notations, compiling it on first use.
    ///
    /// - Parameters:
    ///   - format: the mask format, as it reads left to right.
    ///   - customNotations: extra symbols for `[]` blocks; none by default.
    /// - Throws: `MaskFormatError` when the format is invalid.
    /// - Complexity: a hit costs a lock and a hash of the format; a miss adds a compilation.
    public override class func getOrCreate(withFormat format: String, customNotations: [Notation] = []) throws -> RTLMask {
        try cached(format: format, notations: customNotations)
    }

    /// Formats the text from its end, moves its caret, and extracts the value.
    ///
    /// - Parameter text: the text, its caret and the caret's gravity.
    /// - Complexity: O(n + m) for a text of n UTF-8 bytes and a format of m states.
    public override func apply(toText text: CaretString) -> Result {
        ApplyEngine.apply(graph, to: text, rightToLeft: true)
    }
}
