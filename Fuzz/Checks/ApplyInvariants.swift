import Foundation
import InputMask
import InputMaskReference

/// One compiled mask and its reference twin, checking each application of the mask: agreement with
/// the reference model in every field, caret placement, idempotence, the origin of the value's
/// Characters and agreement with the metrics.
struct ApplyInvariants {
    /// The spec both masks were compiled from.
    let spec: MaskSpec
    /// Whether the masks apply from the end.
    let rightToLeft: Bool
    /// The engine's mask.
    let mask: Mask
    /// The reference model's mask.
    let reference: ReferenceMask

    /// Applies the mask to `text` and checks the result.
    ///
    /// - Parameters:
    ///   - text: the text, caret and gravity given to the engine.
    ///   - referenceCaret: the same caret as a Character offset, for the reference model.
    /// - Returns: the engine's result.
    @discardableResult
    func check(_ text: CaretString, referenceCaret: Int) throws(InvariantViolation) -> Mask.Result {
        let result = try compareWithReference(text, referenceCaret: referenceCaret)
        let context = describe(text, referenceCaret: referenceCaret)
        try checkAffinities(text, referenceCaret: referenceCaret, context: context)
        try checkIdempotence(result, input: text.string, context: context)
        try checkValueOrigin(result, input: text.string, context: context)
        try checkValueLength(result, gravity: text.caretGravity, context: context)
        return result
    }

    /// Applies both masks and checks that the caret lies within the formatted text on a Character
    /// boundary and that every field agrees with the reference model.
    @discardableResult
    private func compareWithReference(_ text: CaretString, referenceCaret: Int) throws(InvariantViolation) -> Mask.Result {
        let gravity = text.caretGravity
        let result = mask.apply(toText: text)
        let model = reference.apply(text.string, caret: referenceCaret, gravity: Self.referenceGravity(gravity))

        let output = result.formattedText.string
        let boundaries = CharacterBoundaries(output)
        let caretIndex = result.formattedText.caretPosition
        let caretUTF8 = output.utf8.distance(from: output.startIndex, to: caretIndex)
        guard caretIndex >= output.startIndex, caretIndex <= output.endIndex, boundaries.isBoundary(utf8: caretUTF8) else {
            throw InvariantViolation("caret outside the text or inside a Character: \(describe(text, referenceCaret: referenceCaret))\n"
                + "  engine \(render(result))")
        }
        let engineFields = ReferenceResult(
            text: output, caret: boundaries.characters(beforeUTF8: caretUTF8), value: result.extractedValue,
            affinity: result.affinity, complete: result.complete, tailPlaceholder: result.tailPlaceholder)
        guard engineFields == model, result.formattedText.caretGravity == gravity else {
            throw InvariantViolation("differs from the reference model: \(describe(text, referenceCaret: referenceCaret))\n"
                + "  engine    \(describe(engineFields)) gravity \(result.formattedText.caretGravity)\n  reference \(describe(model))")
        }
        return result
    }

    /// Checks idempotence: the formatted text, re-applied with the caret at its end, stays as it is.
    ///
    /// Narrowed (see Fuzz/README.md), because the language itself is not idempotent:
    /// - autocompletion and autoskip act at the caret, so moving the caret to the end lets
    ///   autocompletion append fixed characters and autoskip remove trailing ones: with the same
    ///   gravity the text may only grow (autocompletion, after which a third application changes
    ///   nothing) or shrink (autoskip, which can go on shrinking it: `[999] [999]` takes `  ` to ` `,
    ///   then to nothing);
    /// - an optional slot takes a fixed or free character that follows it when it is in the slot's
    ///   class (`[a]{X}[0]` makes `5` into `X5`, and `X5` into `XX5`), and Characters that merged in
    ///   the formatted text are segmented differently when re-read.
    /// So both re-applications (no flags, and the same gravity) are compared with the reference
    /// model, and idempotence is required wherever the reference model is idempotent.
    private func checkIdempotence(_ result: Mask.Result, input: String, context: String) throws(InvariantViolation) {
        let output = result.formattedText.string
        let gravity = result.formattedText.caretGravity
        let count = output.count
        let plain = try compareWithReference(
            CaretString(string: output, caretPosition: output.endIndex, caretGravity: .forward(autocomplete: false)),
            referenceCaret: count)
        let again = try compareWithReference(
            CaretString(string: output, caretPosition: output.endIndex, caretGravity: gravity), referenceCaret: count)
        let model = reference.apply(output, caret: count, gravity: .forward(autocomplete: false))
        guard model.text == output, model.value == result.extractedValue else { return }

        guard plain.formattedText.string == output, plain.extractedValue == result.extractedValue else {
            throw InvariantViolation("not idempotent: \(context)\n  first  \(render(result))\n  second \(render(plain)) (forward, no autocompletion)")
        }
        let second = again.formattedText.string
        let allowed = gravity.autocomplete ? second.hasPrefix(output) : gravity.autoskip ? output.hasPrefix(second) : second == output
        let third = reapply(second, gravity: gravity)
        let settled = gravity.autoskip
            ? second.hasPrefix(third.formattedText.string)
            : third.formattedText.string == second && third.extractedValue == again.extractedValue
        guard allowed, settled, gravity.autocomplete || gravity.autoskip || again.extractedValue == result.extractedValue else {
            throw InvariantViolation("not idempotent: \(context)\n  first  \(render(result))\n  second \(render(again))\n  third  \(render(third))")
        }
    }

    /// Applies the mask to `text` with the caret at its end.
    private func reapply(_ text: String, gravity: CaretGravity) -> Mask.Result {
        mask.apply(toText: CaretString(string: text, caretPosition: text.endIndex, caretGravity: gravity))
    }

    /// Checks the other affinity strategies against the reference model's.
    private func checkAffinities(_ text: CaretString, referenceCaret: Int, context: String) throws(InvariantViolation) {
        let modelGravity = Self.referenceGravity(text.caretGravity)
        let strategies: [AffinityCalculationStrategy] = [.prefix, .capacity, .extractedValueCapacity]
        let engine = strategies.map { $0.calculateAffinity(ofMask: mask, forText: text, autocomplete: text.caretGravity.autocomplete) }
        let model = [
            reference.prefixAffinity(text.string, caret: referenceCaret, gravity: modelGravity),
            reference.capacityAffinity(text.string),
            reference.extractedValueCapacityAffinity(text.string, caret: referenceCaret, gravity: modelGravity),
        ]
        guard engine == model else {
            throw InvariantViolation("affinities [prefix, capacity, extracted value capacity] differ: \(context)\n"
                + "  engine    \(engine)\n  reference \(model)")
        }
    }

    /// Checks that every Character of the value is a Character of the format (a fixed one) or a kept
    /// input Character of a class the mask has, and that the value's scalars are a subsequence of the
    /// formatted text's (when no Characters merged in the text or value).
    ///
    /// Narrowed (see Fuzz/README.md): Characters merge where pieces meet (Hangul jamo, regional
    /// indicators, a combining mark that starts an input, CR before LF), so a value Character that is
    /// neither must be a concatenation of such pieces.
    private func checkValueOrigin(_ result: Mask.Result, input: String, context: String) throws(InvariantViolation) {
        // A right-to-left format is reversed with its brackets swapped, so an escaped `{` can be a fixed `}`.
        let mirrored: Set<Character> = rightToLeft ? ["[", "]", "{", "}"] : []
        let formatCharacters = Set(spec.format).union(mirrored)
        let customSets = spec.notations.filter { spec.format.contains($0.character) }.map(\.characterSet)
        // An array, not a String: kept Characters written next to each other could merge.
        let keptInput = Array(input).filter { character in
            Self.isAlphanumeric(character)
                || customSets.contains { set in character.unicodeScalars.allSatisfy { set.contains($0) } }
        }
        let keptCharacters = Set(keptInput)
        // Pieces are taken Character by Character, not from the Sets: a Set keeps one of two
        // canonically equivalent Characters (`é` and `e` + U+0301), whose scalars differ.
        let scalarPieces = Array(Set((Array(spec.format) + Array(mirrored) + keptInput).map { Array($0.unicodeScalars) }))
        for character in result.extractedValue where !formatCharacters.contains(character) && !keptCharacters.contains(character) {
            guard Self.isConcatenation(Array(character.unicodeScalars), of: scalarPieces) else {
                throw InvariantViolation("value Character \(show(String(character))) is neither fixed nor a kept input "
                    + "Character of a slot's class: \(context)\n  engine \(render(result))")
            }
        }
        // Where Characters merged in the text or the value (CR before LF, Hangul jamo, a right-to-left
        // result reversed by Characters), autoskip and reversal compare and move merged Characters,
        // so the value need not follow the text scalar by scalar (the reference model agrees).
        let output = result.formattedText.string
        let unmerged = formatCharacters.union(input)
        if !(output.allSatisfy(unmerged.contains) && result.extractedValue.allSatisfy(unmerged.contains)) { return }
        let textScalars = Array(output.unicodeScalars)
        var position = 0
        for scalar in result.extractedValue.unicodeScalars {
            guard let found = textScalars[position...].firstIndex(of: scalar) else {
                throw InvariantViolation("value is not a subsequence of the formatted text: \(context)\n  engine \(render(result))")
            }
            position = found + 1
        }
    }

    /// Checks the value's length against the metrics: at most `totalValueLength` Characters without an
    /// ellipsis, and, for a complete result that autoskip did not shorten, at least
    /// `acceptableValueLength` less one for an ellipsis.
    ///
    /// Narrowed (see Fuzz/README.md): an ellipsis counts as one in the metrics but is complete when
    /// empty; autoskip removes fixed characters from a complete value; and value Characters can merge
    /// (Hangul jamo, regional indicators), so the lower bound counts Unicode scalars.
    private func checkValueLength(_ result: Mask.Result, gravity: CaretGravity, context: String) throws(InvariantViolation) {
        let length = result.extractedValue.count
        let mayBeElliptical = spec.format.contains("…")
        if !mayBeElliptical, length > mask.totalValueLength {
            throw InvariantViolation("value longer than totalValueLength \(mask.totalValueLength): \(context)\n  engine \(render(result))")
        }
        let scalars = result.extractedValue.unicodeScalars.count
        if result.complete, !gravity.autoskip, scalars < mask.acceptableValueLength - (mayBeElliptical ? 1 : 0) {
            throw InvariantViolation("complete value shorter than acceptableValueLength \(mask.acceptableValueLength): "
                + "\(context)\n  engine \(render(result))")
        }
    }

    /// Whether `scalars` can be cut into a sequence of `pieces`.
    private static func isConcatenation(_ scalars: [Unicode.Scalar], of pieces: [[Unicode.Scalar]]) -> Bool {
        var reachable = [true] + Array(repeating: false, count: scalars.count)
        for start in scalars.indices where reachable[start] {
            for piece in pieces where !piece.isEmpty && scalars[start...].starts(with: piece) {
                reachable[start + piece.count] = true
            }
        }
        return reachable[scalars.count]
    }

    /// Whether every scalar of `character` is a letter, mark or number (general categories L*, M*, N*):
    /// the widest built-in class.
    private static func isAlphanumeric(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return false
            }
        }
    }

    /// The reference model's gravity for an engine gravity.
    static func referenceGravity(_ gravity: CaretGravity) -> ReferenceGravity {
        switch gravity {
        case .forward(let autocomplete): return .forward(autocomplete: autocomplete)
        case .backward(let autoskip): return .backward(autoskip: autoskip)
        }
    }

    /// The report line for one application: the spec, the input, its caret and gravity.
    private func describe(_ text: CaretString, referenceCaret: Int) -> String {
        "\(spec.describe(rightToLeft: rightToLeft))\n  input \(show(text.string)) caret \(referenceCaret) (Characters) "
            + "gravity \(text.caretGravity)"
    }

    /// A one-line rendering of a result with non-ASCII text spelled out as scalars.
    private func describe(_ result: ReferenceResult) -> String {
        "text: \(show(result.text)) caret: \(result.caret) value: \(show(result.value)) affinity: \(result.affinity) "
            + "complete: \(result.complete) tail: \(show(result.tailPlaceholder))"
    }
}
