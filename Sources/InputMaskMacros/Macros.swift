#if Macros
/// A mask whose format the compiler checks: an invalid format is a build error at the offending
/// Character, and a valid one needs neither compilation at the call nor `try`.
///
/// ```swift
/// import InputMaskMacros
///
/// let phone = #mask("+7 ([000]) [000]-[00]-[00]")
/// let hex = #mask("#[hhhhhh]", customNotations: [
///     Notation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: false),
/// ])
/// ```
///
/// A format that `Mask(format:customNotations:)` would reject fails the build, with the
/// `MaskFormatError` description at the line and column of the Character it names:
///
/// ```
/// main.swift:1:38: error: Invalid mask format "+7 ([000]) [000]-[0x]": `x` in a square block is neither a built-in symbol (0 9 A a _ - …) nor a custom notation, at offset 19. (from macro 'mask')
/// 1 | let typo = #mask("+7 ([000]) [000]-[0x]")
///   |                                      `- error: Invalid mask format …
/// ```
///
/// Columns count UTF-8 bytes, as the compiler's do: escapes and multi-byte Characters before the
/// error move it by their length in the source.
///
/// The format must be a string literal without interpolation (escapes such as `"\\["`, raw strings
/// and multi-line literals are fine). `customNotations`, when given, must be an array literal of
/// `Notation(character: "x", characterSet: ..., isOptional: ...)` calls whose `character` is a
/// string literal: the macro checks the format with those characters, which is all validity
/// depends on, while the character sets and optionality are ordinary run-time values. Notations
/// built elsewhere are a build error, never a run-time trap; use `try Mask.getOrCreate(withFormat:customNotations:)`
/// for them.
///
/// The macro expands to `Mask.__macroExpansion(validatedFormat:customNotations:)`, which returns
/// the mask from the `getOrCreate(withFormat:customNotations:)` cache.
///
/// - Parameters:
///   - format: the mask format, as a string literal.
///   - customNotations: extra symbols for `[]` blocks, as literal `Notation` calls; none by default.
/// - Returns: the cached mask for the format and notations.
/// - Complexity: at run time, a cache hit costs a lock and a hash of the format; the first call, or
///   one after eviction, compiles the format in O(n log b) for n Characters whose longest `[]`
///   block has b symbols.
@freestanding(expression)
public macro mask(_ format: String, customNotations: [Notation] = []) -> Mask =
    #externalMacro(module: "InputMaskMacrosPlugin", type: "MaskMacro")

/// A right-to-left mask whose format the compiler checks, as `#mask` does for `Mask`.
///
/// ```swift
/// let amount = #rtlMask("[999] [999] [990]")   // "1234" formats as "1 234"
/// let typo = #rtlMask("[[00]000]")             // error at the `]` of offset 4:
/// // Invalid mask format "[[00]000]": a `[` opens a square block while another is still open, at offset 4.
/// ```
///
/// A right-to-left mask compiles its format reversed (`[[00]000]` reads `[000[00]]`, whose nested
/// `[` is the `]` written at offset 4), but offsets and columns count the format as written.
///
/// - Parameters:
///   - format: the mask format as it reads left to right, as a string literal.
///   - customNotations: extra symbols for `[]` blocks, as literal `Notation` calls; none by default.
/// - Returns: the cached right-to-left mask for the format and notations.
/// - Complexity: at run time, a cache hit costs a lock and a hash of the format; the first call, or
///   one after eviction, compiles the format in O(n log b) for n Characters whose longest `[]`
///   block has b symbols.
@freestanding(expression)
public macro rtlMask(_ format: String, customNotations: [Notation] = []) -> RTLMask =
    #externalMacro(module: "InputMaskMacrosPlugin", type: "RTLMaskMacro")
#endif
