// The mask formats the benchmark's scenarios apply.

import Foundation
import InputMask

/// The mask formats of the suite.
enum Formats {
    /// The phone format of the engine issue.
    static let phone = "+7 ([000]) [000] [00] [00]"
    /// A US phone number.
    static let usPhone = "+1 ([000]) [000]-[0000]"
    /// A date with an optional century, the engine issue's date format.
    static let date = "[00]{.}[00]{.}[9900]"
    /// A 16-digit card number.
    static let card = "[0000] [0000] [0000] [0000]"
    /// An IBAN: country letters, check digits, and up to 30 letters or digits in groups of four.
    static let iban = "[AA][00] [____] [____] [____] [____] [____] [____] [__]"
    /// A name: a letter, then up to 53 letters or digits (input-mask's documentation example).
    static let name = "[A][-----------------------------------------------------]"
    /// An amount: digits, an optional decimal separator, up to two decimals (custom notations).
    static let decimal = "[0][dddddddd][s][dd]"
    /// A number grouped by thousands, for `RTLMask`.
    static let rightToLeftNumber = "[000] [000] [000] [000]"
    /// A phone number whose area code is shown in literal square brackets.
    static let escapedBrackets = "\\[[000]\\] [000]-[0000]"

    /// The notations of `decimal`: `d` an optional digit, `s` an optional decimal separator.
    static let decimalNotations = [
        Notation(character: "d", characterSet: CharacterSet(charactersIn: "0123456789"), isOptional: true),
        Notation(character: "s", characterSet: CharacterSet(charactersIn: ".,"), isOptional: true),
    ]

    /// A primary phone format and two affine ones, as a text field with affine formats holds them.
    static let affinePhones = ["+7 ([000]) [000]-[00]-[00]", "8 ([000]) [000]-[00]-[00]", "[00000000000]"]

    /// Sixteen formats from real apps (the suite's and input-mask's documentation's examples).
    static let realWorld = [
        phone, usPhone, date, card, iban, name, rightToLeftNumber, escapedBrackets,
        "[00000000000]", "{401}-[000]-[00]-[00]", "[000999999]", "{818}-[000]-[00]-[00]",
        "8 [0000000000]", "8([000])[000]-[00]-[00]", "[0000]{-}[00]", "[A][_______________________________________________________________]",
    ]

    /// The characters that may replace `XY` in a variant: printable ASCII without brackets and backslash.
    private static let variantCharacters = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }.filter { !"[]{}\\".contains($0) }

    /// Every format made by replacing `XY` in `template` with two free characters: 89² = 7,921 distinct
    /// formats, more than the mask cache (1,024) and the graph interner (4,096) hold, so taking them in
    /// turn never hits either.
    static func variants(of template: String) -> [String] {
        variantCharacters.flatMap { first in
            variantCharacters.map { second in template.replacingOccurrences(of: "XY", with: "\(first)\(second)") }
        }
    }
}

/// input-mask-ios's figures as the engine issue recorded them on another machine; not measured here.
enum Legacy {
    /// Nanoseconds to apply `[0…]` to that many digits.
    static let digitsNanoseconds: [Int: Double] = [100: 35_000, 100_000: 19e9]
}

/// Common ASCII first and last names, for the name scenario.
enum Names {
    /// First names.
    static let first = ["Anna", "Maria", "Olga", "John", "Jean", "Luis", "Mohammed", "Yuki", "Elizabeth", "Alexander", "Chen", "Sofia"]
    /// Last names, without spaces or apostrophes.
    static let last = ["Smith", "Ivanova", "Garcia", "Mueller", "Tanaka", "Rossi", "Dubois", "OBrien", "Nowak", "Kowalski", "Silva", "Lee"]
}

/// The kinds of long text of the suite, each with the elliptical mask it goes into.
enum LongText: CaseIterable {
    /// ASCII digits into `[0…]`.
    case digits
    /// Cyrillic letters (2 bytes each) into `[A…]`.
    case cyrillic
    /// CJK ideographs (3 bytes each) into `[A…]`.
    case cjk
    /// Cyrillic letters with emoji (skin-tone modifiers, ZWJ sequences) among them into `[A…]`, which drops the emoji.
    case emojiMixed

    /// The mask format.
    var format: String {
        self == .digits ? "[0…]" : "[A…]"
    }

    /// The name part of the long-input scenarios.
    var longLabel: String {
        switch self {
        case .digits: "digits"
        case .cyrillic: "cyrillic"
        case .cjk: "cjk"
        case .emojiMixed: "emoji-mixed"
        }
    }

    /// The name part of the sweep scenarios: the class of the mask.
    var sweepLabel: String {
        self == .digits ? "digits" : "letters"
    }

    /// The text in words.
    var description: String {
        switch self {
        case .digits: "ASCII digits"
        case .cyrillic: "Cyrillic letters"
        case .cjk: "CJK ideographs"
        case .emojiMixed: "Cyrillic letters with emoji (modifiers, ZWJ) among them"
        }
    }

    /// The pieces the text is made of, each one Character.
    var pieces: [String] {
        switch self {
        case .digits:
            return (0...9).map(String.init)
        case .cyrillic:
            return (0x0410...0x044F).map { String(Unicode.Scalar($0)!) }
        case .cjk:
            return (0x4E00...0x4FFF).map { String(Unicode.Scalar($0)!) }
        case .emojiMixed:
            let letters = (0x0430...0x044F).map { String(Unicode.Scalar($0)!) }
            return letters + ["👍🏽", "👋🏿", "🙂", "👩🏽‍💻", "🧑🏻‍🚀", "❤️", "🇺🇦", "👨‍👩‍👧"]
        }
    }
}
