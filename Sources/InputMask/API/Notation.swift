import Foundation

/// A custom symbol for `[]` blocks: the character written in the format and the characters it accepts.
///
/// ```swift
/// let hex = Notation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: false)
/// let mask = try Mask(format: "#[hhhhhh]", customNotations: [hex])
/// ```
public struct Notation: Hashable, Sendable {
    /// The symbol as written inside `[]` in a format.
    public let character: Character
    /// The characters the symbol accepts; a Character matches when all its Unicode scalars are members.
    public let characterSet: CharacterSet
    /// Whether the slot may be left out (like `9`) rather than being mandatory (like `0`).
    public let isOptional: Bool

    /// Creates a custom notation.
    ///
    /// - Parameters:
    ///   - character: the symbol used in formats. Built-in symbols (`0 9 A a _ - …`) take precedence over it.
    ///   - characterSet: the characters it accepts.
    ///   - isOptional: whether the slot is optional.
    public init(character: Character, characterSet: CharacterSet, isOptional: Bool) {
        self.character = character
        self.characterSet = characterSet
        self.isOptional = isOptional
    }
}
