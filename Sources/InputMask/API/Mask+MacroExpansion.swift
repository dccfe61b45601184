extension Mask {
    /// For the `#mask` and `#rtlMask` macros of `InputMaskMacros` only: the cached mask for a format
    /// the macro has already compiled at build time. Call `getOrCreate(withFormat:customNotations:)`
    /// instead.
    ///
    /// The macro compiles `format` with a notation for each character written in `customNotations`
    /// before it expands to this call; whether a format compiles depends only on those characters,
    /// never on the notations' character sets or optionality, so the compilation here cannot fail
    /// for the code the macro emits.
    ///
    /// - Parameters:
    ///   - format: a format the macro found valid, as written in the macro's string literal.
    ///   - customNotations: the notations written in the macro call, in the same order.
    /// - Returns: the cached mask of this class (`Mask` or `RTLMask`) for the format and notations.
    /// - Complexity: a cache hit costs a lock and a hash of the format; a miss adds a compilation,
    ///   O(n log b) for n Characters whose longest `[]` block has b symbols.
    public class func __macroExpansion(validatedFormat format: String, customNotations: [Notation] = []) -> Self {
        do {
            return try cached(format: format, notations: customNotations)
        } catch {
            // The macro compiled this very format at build time, so only code it did not generate (a
            // hand-written call with an unchecked format) reaches this: a broken expansion, not
            // input to clamp or a configuration to report.
            preconditionFailure("__macroExpansion is for #mask and #rtlMask, which check the format at build time: \(error)")
        }
    }
}

extension Mask {
    /// For the `#mask` and `#rtlMask` macros only: compiles `format` with `customNotations` as
    /// ``init(format:customNotations:)`` does for masks of this class, with the error typed, so that
    /// the macro reports every failure as a diagnostic and has no other case to handle.
    ///
    /// - Throws: `MaskFormatError` when the format does not compile.
    /// - Complexity: O(n log b) for n Characters whose longest `[]` block has b symbols.
    package class func checkFormat(_ format: String, customNotations: [Notation]) throws(MaskFormatError) {
        _ = try FormatCompiler.compile(format: format, notations: customNotations, rightToLeft: isRightToLeft)
    }
}
