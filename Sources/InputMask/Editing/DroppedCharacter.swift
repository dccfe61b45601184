/// An input character that the mask left out of the formatted text, and why.
///
/// A UI can use it to explain a rejected keystroke ("a digit is expected here") or to announce it
/// for accessibility. Characters that a mask keeps, and fixed characters it adds, are not listed.
/// The engine reports each one as its scan rejects it, so ``EditResult/dropped`` costs one linear
/// pass over the text, however many Characters are dropped.
///
/// ```swift
/// var input = try MaskedTextInput(configuration: .init(primaryFormat: "[00]{/}[00]"))
/// let result = input.replace(utf16Range: 0..<0, with: "1x")
/// result.dropped[0].character     // "x"
/// result.dropped[0].inputOffset   // 1
/// result.dropped[0].reason        // .mismatch(expected: .digit, placeholderOffset: 1)
/// ```
public struct DroppedCharacter: Hashable, Sendable, CustomStringConvertible {
    /// Why a character was dropped.
    public enum Reason: Hashable, Sendable {
        /// A mandatory slot expected another kind of character. `placeholderOffset` is the slot's
        /// offset in Characters in the chosen mask's `Mask.placeholder` (which, for right-to-left
        /// masks, reads reversed).
        case mismatch(expected: CharacterKind, placeholderOffset: Int)
        /// The `…` slot at the end of the mask expected another kind of character.
        case ellipsisMismatch(expected: CharacterKind)
        /// Every slot of the mask was already filled: there was no room for more.
        case maskFull
        /// The slot takes this kind of Character, but a field's rule refuses this one here; the
        /// string says which rule in words, such as `month 01–12`. Masks never give this reason;
        /// the fields of `InputMaskFormatters` (dates, expiry dates, card numbers) do.
        case outOfRange(String)
    }

    /// The kinds of character a slot accepts.
    public enum CharacterKind: Hashable, Sendable, CustomStringConvertible {
        /// A decimal digit (`0` and `9` in formats).
        case digit
        /// A letter (`A` and `a` in formats).
        case letter
        /// A letter or a digit (`_` and `-` in formats).
        case alphanumeric
        /// A member of the custom notation with this symbol.
        case custom(Character)

        /// The kind in words, such as `a digit`.
        public var description: String {
            switch self {
            case .digit: "a digit"
            case .letter: "a letter"
            case .alphanumeric: "a letter or a digit"
            case .custom(let symbol): "a character of notation `\(symbol)`"
            }
        }
    }

    /// The dropped character.
    public let character: Character
    /// Its offset in Characters in the text the mask read: the field's text with the edit made, before formatting.
    public let inputOffset: Int
    /// Its offset in UTF-16 code units in that same text.
    public let inputUTF16Offset: Int
    /// Whether it came from the edit (the typed, pasted or committed string) rather than from the text already there.
    public let isFromEdit: Bool
    /// Why the mask dropped it.
    public let reason: Reason

    /// Creates a dropped character.
    ///
    /// - Parameters:
    ///   - character: the character.
    ///   - inputOffset: its offset in Characters in the text the mask read.
    ///   - inputUTF16Offset: its offset in UTF-16 code units in that text.
    ///   - isFromEdit: whether it came from the edit.
    ///   - reason: why the mask dropped it.
    public init(character: Character, inputOffset: Int, inputUTF16Offset: Int, isFromEdit: Bool, reason: Reason) {
        self.character = character
        self.inputOffset = inputOffset
        self.inputUTF16Offset = inputUTF16Offset
        self.isFromEdit = isFromEdit
        self.reason = reason
    }

    /// A sentence for a person, such as `"x" at 1: a digit is expected here`.
    public var description: String {
        let why: String
        switch reason {
        case .mismatch(let expected, _), .ellipsisMismatch(let expected):
            why = "\(expected) is expected here"
        case .maskFull:
            why = "the field is full"
        case .outOfRange(let rule):
            why = "out of range (\(rule))"
        }
        return "\"\(character)\" at \(inputOffset): \(why)"
    }
}
