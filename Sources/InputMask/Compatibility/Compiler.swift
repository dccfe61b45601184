/// input-mask 7.x's mask compiler, kept as a namespace for its error type.
///
/// Masks compile themselves (``Mask/init(format:customNotations:)``); this type only carries
/// ``CompilerError`` so that code written for input-mask 7.x compiles unchanged.
public enum Compiler: Sendable {
    /// The error input-mask 7.x throws for an invalid format: here, ``MaskFormatError`` itself.
    ///
    /// Every invalid format throws one ``MaskFormatError``, whichever spelling catches it:
    ///
    /// ```swift
    /// do {
    ///     _ = try Mask(format: "[[00]000]")
    /// } catch Compiler.CompilerError.wrongFormat {     // input-mask 7.x's spelling
    ///     print("invalid")
    /// }
    ///
    /// do {
    ///     _ = try Mask(format: "[[00]000]")
    /// } catch let error as MaskFormatError {            // with the reason and where
    ///     print(error.reason, error.offset)             // nestedSquareBracket 1
    /// }
    /// ```
    ///
    /// `Compiler.CompilerError.wrongFormat` is ``MaskFormatError/wrongFormat``, a pattern that
    /// matches every ``MaskFormatError``, in the way Foundation's `catch CocoaError.fileNoSuchFile`
    /// matches a `CocoaError` by its code. One thrown type serves both spellings; two types
    /// could not, because a `catch` by type or by enum case succeeds only for the type thrown.
    public typealias CompilerError = MaskFormatError
}

extension MaskFormatError {
    /// The kinds of error input-mask 7.x tells apart: one, an invalid format.
    public enum Code: Error, Hashable, Sendable {
        /// The format cannot be compiled.
        case wrongFormat

        /// Whether `error` is a ``MaskFormatError`` (or this code itself): what lets
        /// `catch Compiler.CompilerError.wrongFormat` catch every invalid format.
        ///
        /// - Parameters:
        ///   - code: ``MaskFormatError/wrongFormat``.
        ///   - error: the error thrown.
        /// - Complexity: O(1).
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? MaskFormatError)?.code == code || (error as? Code) == code
        }

        /// Whether `error` has this code; always true for ``wrongFormat``.
        ///
        /// - Parameters:
        ///   - code: ``MaskFormatError/wrongFormat``.
        ///   - error: the error.
        /// - Complexity: O(1).
        public static func ~= (code: Code, error: MaskFormatError) -> Bool {
            error.code == code
        }
    }

    /// input-mask 7.x's only compiler error, as a pattern: `catch Compiler.CompilerError.wrongFormat`
    /// catches every ``MaskFormatError``.
    public static let wrongFormat = Code.wrongFormat

    /// The input-mask 7.x kind of this error: always ``Code/wrongFormat``.
    public var code: Code { .wrongFormat }
}
