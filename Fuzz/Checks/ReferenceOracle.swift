import Foundation
import InputMask
import InputMaskReference
import Synchronization

/// The reference model of one spec and direction, remembered across inputs with its answers.
///
/// The reference model is the oracle of `apply` and `compile`, and a third of their time: libFuzzer's
/// mutations mostly keep the spec and change the text, or keep the first step of a session and change
/// the later ones, so the same format is compiled, and the same text applied, again and again. The
/// model is a pure function of its inputs, so a remembered answer is the answer: the engine is still
/// compiled and applied on every input, and compared with it in every field. (A remembered answer
/// runs no code of the model, so its edges are not counted again for that input: the path through
/// the model is one an earlier input took.)
final class ReferenceOracle: Sendable {
    /// The compiled model, or `nil` when it rejects the format.
    let mask: ReferenceMask?
    /// Whether the model's String handling regroups the format's Characters (a documented divergence:
    /// such formats are not compared).
    let normalisationMergesCharacters: Bool
    /// The model's metrics: placeholder, acceptable and total text length, acceptable and total value length.
    let metrics: (placeholder: String, lengths: [Int])?
    /// Remembered applications, by exact text, caret and gravity; emptied when full.
    private let answers = Mutex<[Application: ReferenceResult]>([:])

    /// The most applications remembered per spec: texts reach 4 KiB (and the results three times as
    /// much), so the tables stay under 150 MB however large the texts.
    private static let answerLimit = 32
    /// The most specs remembered; the table is emptied when full.
    private static let specLimit = 256
    /// The oracles of recent specs.
    private static let oracles = Mutex<[SpecKey: ReferenceOracle]>([:])

    /// The oracle of `spec` and `rightToLeft`: remembered, or compiled now.
    static func of(_ spec: MaskSpec, rightToLeft: Bool) -> ReferenceOracle {
        let key = SpecKey(spec: spec, rightToLeft: rightToLeft)
        if let known = oracles.withLock({ $0[key] }) { return known }
        let oracle = ReferenceOracle(spec, rightToLeft: rightToLeft)
        oracles.withLock { table in
            if table.count >= specLimit { table.removeAll() }
            table[key] = oracle
        }
        return oracle
    }

    private init(_ spec: MaskSpec, rightToLeft: Bool) {
        normalisationMergesCharacters = ReferenceMask.normalisationMergesCharacters(format: spec.format, rightToLeft: rightToLeft)
        // A merging format is not compared, so the model is not compiled for it.
        mask = normalisationMergesCharacters
            ? nil : try? ReferenceMask(format: spec.format, notations: spec.referenceNotations, rightToLeft: rightToLeft)
        metrics = mask.map { mask in
            (mask.placeholder, [mask.acceptableTextLength, mask.totalTextLength, mask.acceptableValueLength, mask.totalValueLength])
        }
    }

    /// The model's total value length (the oracle of a compiled format only).
    var totalValueLength: Int { metrics!.lengths[3] }

    /// `ReferenceMask.apply`, remembered.
    func apply(_ text: String, caret: Int, gravity: CaretGravity) -> ReferenceResult {
        let key = Application(text: ExactText(text), caret: caret, gravity: gravity)
        if let known = answers.withLock({ $0[key] }) { return known }
        let result = mask!.apply(text, caret: caret, gravity: ApplyInvariants.referenceGravity(gravity))
        answers.withLock { table in
            if table.count >= Self.answerLimit { table.removeAll() }
            table[key] = result
        }
        return result
    }

    /// `ReferenceMask.capacityAffinity`: the text's length in Characters minus the total text length,
    /// or `Int.min` when the text is longer.
    func capacityAffinity(_ text: String) -> Int {
        mask!.capacityAffinity(text)
    }

    /// One application: the exact text, the caret in Characters and the gravity.
    private struct Application: Hashable {
        let text: ExactText
        let caret: Int
        let forward: Bool
        let flag: Bool

        init(text: ExactText, caret: Int, gravity: CaretGravity) {
            self.text = text
            self.caret = caret
            switch gravity {
            case .forward(let autocomplete): (forward, flag) = (true, autocomplete)
            case .backward(let autoskip): (forward, flag) = (false, autoskip)
            }
        }
    }

    /// A spec and direction: the format by its exact UTF-8, the notations by symbol, optionality and
    /// set (compared with Foundation's `==`, not hashed: the sets come from a few tables).
    private struct SpecKey: Hashable {
        let format: ExactText
        let rightToLeft: Bool
        let notations: [Notation]

        init(spec: MaskSpec, rightToLeft: Bool) {
            format = ExactText(spec.format)
            self.rightToLeft = rightToLeft
            notations = spec.notations
        }

        static func == (lhs: SpecKey, rhs: SpecKey) -> Bool {
            lhs.format == rhs.format && lhs.rightToLeft == rhs.rightToLeft && lhs.notations.count == rhs.notations.count
                && zip(lhs.notations, rhs.notations).allSatisfy { left, right in
                    ExactText(String(left.character)) == ExactText(String(right.character)) && left.isOptional == right.isOptional
                        && left.characterSet == right.characterSet
                }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(format)
            hasher.combine(rightToLeft)
            for notation in notations {
                hasher.combine(ExactText(String(notation.character)))
                hasher.combine(notation.isOptional)
            }
        }
    }
}
