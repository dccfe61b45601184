import Foundation
import InputMask

/// The invariants of one application that need no reference model: the caret's placement, where
/// the value's Characters come from, the value's length against the metrics, and idempotence where
/// the language guarantees it. Shared by `apply` (with the reference model) and `apply-fast`.
struct StructuralInvariants {
    /// The spec the mask was compiled from.
    let spec: MaskSpec
    /// The engine's mask.
    let mask: Mask
    /// The report line of the spec, built only when a check fails.
    let describeSpec: () -> String

    /// Format Characters a value may hold (with swapped brackets for a right-to-left format).
    private let formatCharacters: Set<Character>
    /// Which ASCII bytes are, as Characters of their own, members of `formatCharacters` as spelled
    /// there: a table lookup for the common Character in `valueFollowsInput`.
    private let asciiFormatCharacters: [Bool]
    /// The format's Characters as scalar pieces, which merged value Characters are made of: built
    /// only when a value Character is neither fixed nor kept, which few applications meet.
    private var formatPieces: [[Unicode.Scalar]] {
        (Array(spec.format) + Self.mirroredBrackets(rightToLeft)).map { Array($0.unicodeScalars) }
    }
    /// The character sets of the custom notations the format uses.
    private let customSets: [CharacterSet]
    /// Whether the format has an ellipsis (it then counts in the metrics but may be empty).
    private let mayBeElliptical: Bool
    /// Whether no Character of the format merges with a neighbour.
    private let isolatedFormat: Bool
    /// Whether re-reading a formatted text follows the states that wrote it (see `checkGuaranteedIdempotence`).
    private let readsBackItsOutput: Bool
    /// Whether the mask reads from the end: its results are reversed by Characters, which turns a
    /// flag that re-paired with a neighbour's regional indicator around (`🇷🇺` can come back as `🇺🇷`).
    private let rightToLeft: Bool

    /// Prepares the checks of one mask.
    init(spec: MaskSpec, rightToLeft: Bool, mask: Mask) {
        self.spec = spec
        self.mask = mask
        self.rightToLeft = rightToLeft
        describeSpec = { spec.describe(rightToLeft: rightToLeft) }
        formatCharacters = Set(spec.format).union(Self.mirroredBrackets(rightToLeft))
        var asciiFormatCharacters = [Bool](repeating: false, count: 128)
        for character in formatCharacters where character.utf8.count == 1 {
            if let byte = character.utf8.first, byte < 0x80 { asciiFormatCharacters[Int(byte)] = true }
        }
        self.asciiFormatCharacters = asciiFormatCharacters
        customSets = spec.notations.filter { spec.format.contains($0.character) }.map(\.characterSet)
        // Foundation's substring search (which `contains("…")` is) only where the scalar is present:
        // it cost more than the rest of the set-up.
        mayBeElliptical = spec.format.unicodeScalars.contains("\u{2026}") && spec.format.contains("…")
        isolatedFormat = CharacterIsolation.areIsolated(spec.format)
        readsBackItsOutput = mask.acceptableTextLength == mask.totalTextLength && isolatedFormat
    }

    /// Checks that the caret lies within the formatted text on a Character boundary and that the
    /// result's Character and UTF-16 carets name that place.
    ///
    /// - Returns: the caret as a Character offset.
    @discardableResult
    func checkCaret(_ result: Mask.Result, context: @autoclosure () -> String) throws(InvariantViolation) -> Int {
        let output = result.formattedText.string
        let caretIndex = result.formattedText.caretPosition
        try require(caretIndex >= output.startIndex && caretIndex <= output.endIndex,
                    "caret outside the text: \(context())\n  engine \(render(result))")
        let caretUTF8 = output.utf8.distance(from: output.startIndex, to: caretIndex)
        // Walked Character by Character only up to the caret: the Characters after it say nothing about it.
        var caret = 0
        var boundaryUTF8 = 0
        for character in output {
            if boundaryUTF8 >= caretUTF8 { break }
            boundaryUTF8 += character.utf8.count
            caret += 1
        }
        try require(boundaryUTF8 == caretUTF8, "caret inside a Character: \(context())\n  engine \(render(result))")
        let utf16 = output.utf16.distance(from: output.startIndex, to: caretIndex)
        try require(result.formattedText.caretCharacterOffset == caret && result.formattedText.caretUTF16Offset == utf16,
                    "caret offsets disagree: \(context())\n  engine \(render(result)) Character offset "
                        + "\(result.formattedText.caretCharacterOffset) UTF-16 offset \(result.formattedText.caretUTF16Offset), "
                        + "expected \(caret) and \(utf16)")
        return caret
    }

    /// The Characters a format may show beyond its own: a right-to-left format is reversed with its
    /// brackets swapped, so an escaped `{` can be a fixed `}`.
    private static func mirroredBrackets(_ rightToLeft: Bool) -> [Character] {
        rightToLeft ? ["[", "]", "{", "}"] : []
    }

    /// `scalars` cut before each regional indicator: each indicator with the scalars after it up to
    /// the next indicator, and the scalars before the first one.
    private static func cutAtRegionalIndicators(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var pieces: [[Unicode.Scalar]] = [[]]
        for scalar in scalars {
            if isRegionalIndicator(scalar) && !pieces[pieces.count - 1].isEmpty { pieces.append([]) }
            pieces[pieces.count - 1].append(scalar)
        }
        return pieces
    }

    /// Whether `scalar` is one of the 26 regional indicators that pair into flags.
    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Checks that every Character of the value is a Character of the format (a fixed one) or a kept
    /// input Character of a class the mask has, and that the value's scalars are a subsequence of the
    /// formatted text's (when no Characters merged in the text or value).
    ///
    /// Narrowed (see Fuzz/README.md): Characters merge where pieces meet (Hangul jamo, regional
    /// indicators, a combining mark that starts an input, CR before LF), so a value Character that is
    /// neither must be a concatenation of such pieces.
    ///
    /// - Parameter inputIsolated: `CharacterIsolation.isIsolated(input)`, which the caller computes
    ///   once per application for this check and `checkGuaranteedIdempotence`.
    func checkValueOrigin(_ result: Mask.Result, input: String, inputIsolated: Bool, context: @autoclosure () -> String) throws(InvariantViolation) {
        let value = result.extractedValue
        if value.isEmpty { return }
        // The common case, with no hashing: the value's other Characters are kept input Characters,
        // met in the input in order, and nothing merges.
        if isolatedFormat, inputIsolated, valueFollowsInput(value, input) {
            try checkValueInText(result, context: context())
            return
        }
        // The input is searched only for the value's keepable Characters, and only until all are
        // found: hashing every Character of a long paste cost more than the rest of the check.
        var candidates: [(character: Character, keepable: Bool)] = []
        var sought = Set<Character>()
        for character in value where !formatCharacters.contains(character) {
            let keepable = isKeepable(character)
            candidates.append((character, keepable))
            if keepable { sought.insert(character) }
        }
        if !sought.isEmpty {
            for character in input {
                sought.remove(character)
                if sought.isEmpty { break }
            }
        }
        let strays = candidates.filter { !$0.keepable || sought.contains($0.character) }.map(\.character)
        if !strays.isEmpty {
            // An array, not a String: kept Characters written next to each other could merge.
            let keptInput = Array(input).filter(isKeepable)
            // Pieces are taken Character by Character, not from a Set of Characters: a Set keeps one
            // of two canonically equivalent Characters (`é` and `e` + U+0301), whose scalars differ.
            var pieces = Array(Set(formatPieces + keptInput.map { Array($0.unicodeScalars) }))
            // Right to left, a run of regional indicators from several pieces is re-paired and
            // reversed by Characters, so its indicators may come back paired any way (`🇷🇺` and a
            // fixed `🇺` as `🇷🇷🇺🇺🇺`; the reference model agrees, and it was compared first):
            // there, each indicator of a piece counts as a piece of its own.
            //
            // And a Character of the input that holds regional indicators with marks or modifiers
            // after them (`🇺🇺🏽🏽`) is re-paired with a fixed indicator beside it and cut at its
            // indicators, even when the mask keeps none of it (a fixed `🇺` before it gives `🇺🏽🏽`,
            // `🇺` and `🇺` in the value; the reference model agrees): there, each indicator with what
            // follows it up to the next one counts as a piece.
            if rightToLeft {
                let indicators = Set(pieces.joined().filter(Self.isRegionalIndicator))
                pieces += indicators.map { [$0] }
                for character in Set(input) where character.unicodeScalars.contains(where: Self.isRegionalIndicator) {
                    pieces += Self.cutAtRegionalIndicators(Array(character.unicodeScalars))
                }
            }
            // Pieces written next to each other can also re-pair across a piece (`🇺` then `🇷🇺` reads
            // as `🇺🇷` and `🇺`), so the value as a whole may be cut into pieces where a Character cannot.
            // Autoskip then removes the value's last Character, which may hold the end of one piece
            // and the next (`🇺🇺` of `🇺🇺🇺🇷🇺🇺`, fixed `🇺🇺🇺` and `🇷🇺🇺`, leaving `🇺🇺🇺🇷`): the value
            // may end inside a piece.
            let autoskipped = result.formattedText.caretGravity.autoskip
            if !Self.isConcatenation(Array(value.unicodeScalars), of: pieces, endingInsideAPiece: autoskipped) {
                for character in strays {
                    try require(Self.isConcatenation(Array(character.unicodeScalars), of: pieces),
                                "value Character \(show(String(character))) is neither fixed nor a kept input Character "
                                    + "of a slot's class: \(context())\n  engine \(render(result))")
                }
            }
        }
        // Where Characters can merge in the text or the value (CR before LF, Hangul jamo, a
        // right-to-left result reversed by Characters), autoskip and reversal compare and move merged
        // Characters, so the value need not follow the text scalar by scalar (the reference model
        // agrees). Merged Characters can also equal input Characters (fixed `\r` and `\n` give the
        // `\r\n` an input holds), so only isolation rules merging out.
        guard isolatedFormat, inputIsolated else { return }
        try checkValueInText(result, context: context())
    }

    /// Whether every Character of `value` that is not a format Character is a keepable Character
    /// met in `input` after the previous one.
    ///
    /// Narrower than that, never wider, so that a `true` still means the full check has no stray:
    /// an ASCII value Character counts as a format Character only when the format holds it spelled
    /// that way (not a canonical equivalent, such as the Kelvin sign for `K`), and an input
    /// Character matches only with the same UTF-8 (the engine copies kept Characters as they are).
    /// Hashing and canonical comparison of every input Character passed cost more than the engine.
    private func valueFollowsInput(_ value: String, _ input: String) -> Bool {
        if input.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return valueFollowsPlainInput(value, input) }
        var rest = input.makeIterator()
        for character in value {
            let utf8 = character.utf8
            if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
                if asciiFormatCharacters[Int(byte)] { continue }
            } else if formatCharacters.contains(character) {
                continue
            }
            guard isKeepable(character) else { return false }
            while true {
                guard let next = rest.next() else { return false }
                if next.utf8.elementsEqual(utf8) { break }
            }
        }
        return true
    }

    /// `valueFollowsInput` for a plain input (ASCII without CR, a Character per byte), searched by
    /// bytes: a value Character of more than one byte is in no such input.
    private func valueFollowsPlainInput(_ value: String, _ input: String) -> Bool {
        let bytes = input.utf8
        var position = bytes.startIndex
        for character in value {
            let utf8 = character.utf8
            guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else {
                if formatCharacters.contains(character) { continue }
                return false
            }
            if asciiFormatCharacters[Int(byte)] { continue }
            guard isKeepable(character), let found = bytes[position...].firstIndex(of: byte) else { return false }
            position = bytes.index(after: found)
        }
        return true
    }

    /// Checks that the value's scalars are a subsequence of the formatted text's, unless autoskip made
    /// the result: it removes the text's last Character and the value's by two separate comparisons
    /// (SEMANTICS.md section 5), so the text can lose a fixed Character the value keeps (see Fuzz/README.md).
    private func checkValueInText(_ result: Mask.Result, context: @autoclosure () -> String) throws(InvariantViolation) {
        if result.formattedText.caretGravity.autoskip { return }
        let textScalars = result.formattedText.string.unicodeScalars
        var position = textScalars.startIndex
        for scalar in result.extractedValue.unicodeScalars {
            guard let found = textScalars[position...].firstIndex(of: scalar) else {
                throw InvariantViolation("value is not a subsequence of the formatted text: \(context())\n  engine \(render(result))")
            }
            position = textScalars.index(after: found)
        }
    }

    /// Checks the value's length against the metrics: at most `totalValueLength` Characters without an
    /// ellipsis, and, for a complete result that autoskip did not shorten, at least
    /// `acceptableValueLength` less one for an ellipsis.
    ///
    /// Narrowed (see Fuzz/README.md): an ellipsis counts as one in the metrics but is complete when
    /// empty; autoskip removes fixed characters from a complete value; and value Characters can merge
    /// (Hangul jamo, regional indicators), so the lower bound counts Unicode scalars.
    func checkValueLength(_ result: Mask.Result, gravity: CaretGravity, context: @autoclosure () -> String) throws(InvariantViolation) {
        let value = result.extractedValue
        if !mayBeElliptical {
            try require(value.count <= mask.totalValueLength,
                        "value longer than totalValueLength \(mask.totalValueLength): \(context())\n  engine \(render(result))")
        }
        if result.complete, !gravity.autoskip {
            try require(value.unicodeScalars.count >= mask.acceptableValueLength - (mayBeElliptical ? 1 : 0),
                        "complete value shorter than acceptableValueLength \(mask.acceptableValueLength): "
                            + "\(context())\n  engine \(render(result))")
        }
    }

    /// Checks idempotence where the language guarantees it, without a reference model: a mask with
    /// no optional slot writes its output one state at a time, each Character either the state's
    /// own or one it accepted, so re-reading the output (forward, no autocompletion, caret at the
    /// end) walks the same states and writes the same text. That needs every Character of the
    /// format, the input and the output to stand alone (nothing merges, so the output re-reads as
    /// the pieces that were written). The value is compared too unless autoskip made the result.
    ///
    /// - Parameter inputIsolated: `CharacterIsolation.isIsolated` of the input the result came from.
    func checkGuaranteedIdempotence(_ result: Mask.Result, inputIsolated: Bool, context: @autoclosure () -> String) throws(InvariantViolation) {
        let output = result.formattedText.string
        guard readsBackItsOutput, inputIsolated, CharacterIsolation.isIsolated(output) else { return }
        let again = mask.apply(toText: CaretString(string: output, caretPosition: output.endIndex, caretGravity: .forward(autocomplete: false)))
        let sameValue = result.formattedText.caretGravity.autoskip || again.extractedValue == result.extractedValue
        try require(again.formattedText.string == output && sameValue,
                    "not idempotent (a mask without optional slots, nothing merging): \(context())\n"
                        + "  first  \(render(result))\n  second \(render(again)) (forward, no autocompletion)")
    }

    /// Whether `character` is one a slot may keep: alphanumeric (the widest built-in class) or in a
    /// custom notation's set that the format uses.
    private func isKeepable(_ character: Character) -> Bool {
        Self.isAlphanumeric(character) || customSets.contains { set in character.unicodeScalars.allSatisfy { set.contains($0) } }
    }

    /// Whether `scalars` can be cut into a sequence of `pieces`; when `endingInsideAPiece`, the
    /// last of which may be cut short (its first scalars end `scalars`).
    private static func isConcatenation(
        _ scalars: [Unicode.Scalar], of pieces: [[Unicode.Scalar]], endingInsideAPiece: Bool = false
    ) -> Bool {
        var reachable = [true] + Array(repeating: false, count: scalars.count)
        for start in scalars.indices where reachable[start] {
            for piece in pieces where !piece.isEmpty {
                if scalars[start...].starts(with: piece) {
                    reachable[start + piece.count] = true
                } else if endingInsideAPiece, piece.starts(with: scalars[start...]) {
                    return true
                }
            }
        }
        return reachable[scalars.count]
    }

    /// Whether every scalar of `character` is a letter, mark or number (general categories L*, M*, N*).
    private static func isAlphanumeric(_ character: Character) -> Bool {
        // ASCII, the most common case, without the Unicode property tables: its letters and digits
        // are its only scalars in those categories.
        if character.utf8.count == 1, let byte = character.utf8.first {
            return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        return character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }
    }
}
