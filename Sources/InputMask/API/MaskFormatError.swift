/// The error thrown when a mask format cannot be compiled: what is wrong, and where.
///
/// `offset` counts Characters from the start of the format as it was written, also for
/// right-to-left masks, whose formats are compiled reversed.
///
/// ```swift
/// do {
///     _ = try Mask(format: "[00[00]]")
/// } catch let error as MaskFormatError {
///     print(error)  // a `[` opens a square block while another is still open, at offset 3 ...
/// }
/// ```
public struct MaskFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the format.
    public enum Reason: Hashable, Sendable {
        /// A `[` opens a square block while another square block is still open.
        case nestedSquareBracket
        /// A `{` opens a curly block while another curly block is still open.
        case nestedCurlyBracket
        /// A symbol in a `[]` block that is neither built in (`0 9 A a _ - …`) nor a custom notation.
        case unknownSymbol(Character)
        /// An ellipsis `…` whose preceding character has no class to inherit (not a value symbol nor `[`).
        case ellipsisWithoutClass(after: Character)
        /// The compiled mask would not fit: the memory it needs (the format, and the custom symbols
        /// its slots show) cannot be allocated, or its placeholder would pass 2 GiB. `offset` is 0.
        case tooLarge
    }

    /// What is wrong.
    public let reason: Reason
    /// The offset, in Characters, of the offending character in the format as written.
    public let offset: Int
    /// The format as written.
    public let format: String

    /// Creates an error for `format` at `offset`.
    ///
    /// - Parameters:
    ///   - reason: what is wrong.
    ///   - offset: the offending character's offset in Characters.
    ///   - format: the format as written.
    public init(reason: Reason, offset: Int, format: String) {
        self.reason = reason
        self.offset = offset
        self.format = format
    }

    /// A sentence naming the problem and its offset.
    public var description: String {
        let what: String
        switch reason {
        case .nestedSquareBracket:
            what = "a `[` opens a square block while another is still open"
        case .nestedCurlyBracket:
            what = "a `{` opens a curly block while another is still open"
        case .unknownSymbol(let symbol):
            what = "`\(symbol)` in a square block is neither a built-in symbol (0 9 A a _ - …) nor a custom notation"
        case .ellipsisWithoutClass(let previous):
            what = "the ellipsis follows `\(previous)`, which has no character class to inherit"
        case .tooLarge:
            what = "the compiled mask would need more memory than can be allocated or addressed"
        }
        return "Invalid mask format \"\(format)\": \(what), at offset \(offset)."
    }
}
