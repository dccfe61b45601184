import Foundation

/// A custom symbol that may appear inside square brackets of a format, together with the characters it accepts.
public struct ReferenceNotation: Sendable {
    /// The symbol written inside `[]` in the format.
    public var character: Character
    /// The set of Unicode scalars an input Character must consist of to be accepted.
    public var characterSet: CharacterSet
    /// Whether the symbol compiles to an optional state rather than a mandatory one.
    public var isOptional: Bool

    /// Creates a custom notation.
    public init(character: Character, characterSet: CharacterSet, isOptional: Bool) {
        self.character = character
        self.characterSet = characterSet
        self.isOptional = isOptional
    }
}

/// The direction in which the caret moves when the mask inserts characters at the caret.
public enum ReferenceGravity: Sendable, Equatable {
    /// Insertions at the caret go before it; `autocomplete` appends following free and fixed characters.
    case forward(autocomplete: Bool)
    /// Insertions at the caret go after it; `autoskip` removes trailing free and fixed characters at the caret.
    case backward(autoskip: Bool)

    /// Whether this gravity asks for autocompletion.
    var autocomplete: Bool {
        if case .forward(let autocomplete) = self { return autocomplete }
        return false
    }

    /// Whether this gravity asks for autoskip.
    var autoskip: Bool {
        if case .backward(let autoskip) = self { return autoskip }
        return false
    }

    /// Whether this is backward gravity.
    var isBackward: Bool {
        if case .backward = self { return true }
        return false
    }
}

/// The error thrown when a format does not compile.
public struct ReferenceFormatError: Error, Equatable, Sendable {
    /// A human-readable reason for the rejection.
    public var message: String

    /// Creates an error with a reason.
    public init(message: String) {
        self.message = message
    }
}

/// The outcome of applying a mask to a text with a caret.
public struct ReferenceResult: Equatable, Sendable, CustomStringConvertible {
    /// The formatted text.
    public var text: String
    /// The caret in the formatted text, counted in Characters.
    public var caret: Int
    /// The value extracted from the text.
    public var value: String
    /// The whole-string affinity between the mask and the input.
    public var affinity: Int
    /// Whether every mandatory character of the mask has been filled.
    public var complete: Bool
    /// The placeholder for the part of the mask not yet filled.
    public var tailPlaceholder: String

    /// Creates a result.
    public init(text: String, caret: Int, value: String, affinity: Int, complete: Bool, tailPlaceholder: String) {
        self.text = text
        self.caret = caret
        self.value = value
        self.affinity = affinity
        self.complete = complete
        self.tailPlaceholder = tailPlaceholder
    }

    /// A one-line debug rendering of every field.
    public var description: String {
        "text: \(text.debugDescription) caret: \(caret) value: \(value.debugDescription) affinity: \(affinity) "
            + "complete: \(complete) tail: \(tailPlaceholder.debugDescription)"
    }
}

// MARK: - Compiled states (internal)

/// A class of characters a value, optional or ellipsis state accepts.
enum CharacterClass: Sendable {
    case digits
    case letters
    case alphanumerics
    case custom(Character, CharacterSet)

    /// Whether every Unicode scalar of `character` belongs to the class.
    func contains(_ character: Character) -> Bool {
        for scalar in character.unicodeScalars {
            if !containsScalar(scalar) { return false }
        }
        return true
    }

    private func containsScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .digits:
            return scalar.properties.generalCategory == .decimalNumber
        case .letters:
            return isLetterOrMark(scalar)
        case .alphanumerics:
            return isLetterOrMark(scalar) || isNumber(scalar)
        case .custom(_, let set):
            return set.contains(scalar)
        }
    }

    private func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    private func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// The character this class shows in a placeholder.
    var placeholderCharacter: Character {
        switch self {
        case .digits: return "0"
        case .letters: return "a"
        case .alphanumerics: return "-"
        case .custom(let symbol, _): return symbol
        }
    }
}

/// One compiled state of a mask.
enum ReferenceState: Sendable {
    /// A character outside brackets: inserted, never part of the value.
    case free(Character)
    /// A character inside `{}`: inserted and part of the value.
    case fixed(Character)
    /// A mandatory symbol inside `[]`.
    case value(CharacterClass)
    /// An optional symbol inside `[]`.
    case optional(CharacterClass)
    /// `…` inside `[]`: accepts any number of characters of its class.
    case ellipsis(CharacterClass)
    /// The end of the format.
    case end
}
