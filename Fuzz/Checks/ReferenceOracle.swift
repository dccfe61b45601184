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
    /// Tells this oracle's answers from those of others in the shared table of answers.
    private let serial: Int

    /// The oracles of recent specs, and the bytes of their formats; emptied when full.
    private static let oracles = Mutex<(table: [SpecKey: ReferenceOracle], bytes: Int)>(([:], 0))
    /// The next oracle's serial: never reused, so answers stay apart after the oracles are emptied.
    private static let serials = Atomic<Int>(0)
    /// Remembered applications of every oracle, and the bytes of their texts and results; emptied when full.
    private static let answers = Mutex<(table: [Application: ReferenceResult], bytes: Int)>(([:], 0))
    /// The most specs kept: libFuzzer mutates a corpus of a few thousand inputs, each with its spec.
    private static let specLimit = 4_096
    /// The most format bytes kept: the model's states take tens of bytes per format byte.
    private static let specByteLimit = 1 << 20
    /// The most applications kept.
    private static let answerLimit = 16_384
    /// The most bytes of texts and results kept (texts reach 4 KiB, results three times that).
    private static let answerByteLimit = 32 << 20

    /// The oracle of `spec` and `rightToLeft`: remembered, or compiled now.
    static func of(_ spec: MaskSpec, rightToLeft: Bool) -> ReferenceOracle {
        let key = SpecKey(spec: spec, rightToLeft: rightToLeft)
        if let known = oracles.withLock({ $0.table[key] }) { return known }
        let oracle = ReferenceOracle(spec, rightToLeft: rightToLeft, serial: serials.add(1, ordering: .relaxed).oldValue)
        let bytes = spec.format.utf8.count
        oracles.withLock { oracles in
            if oracles.table.count >= specLimit || oracles.bytes + bytes > specByteLimit { (oracles.table, oracles.bytes) = ([:], 0) }
            oracles.table[key] = oracle
            oracles.bytes += bytes
        }
        return oracle
    }

    private init(_ spec: MaskSpec, rightToLeft: Bool, serial: Int) {
        self.serial = serial
        // A merging format is not compared, so the model is not compiled for it.
        (normalisationMergesCharacters, mask) = ReferenceMask.compiledUnlessMerging(
            format: spec.format, notations: spec.referenceNotations, rightToLeft: rightToLeft)
        metrics = mask.map { mask in
            (mask.placeholder, [mask.acceptableTextLength, mask.totalTextLength, mask.acceptableValueLength, mask.totalValueLength])
        }
    }

    /// The model's total value length (the oracle of a compiled format only).
    var totalValueLength: Int { metrics!.lengths[3] }

    /// `ReferenceMask.apply`, remembered.
    func apply(_ text: String, caret: Int, gravity: CaretGravity) -> ReferenceResult {
        let key = Application(oracle: serial, text: text, caret: caret, gravity: gravity)
        if let known = Self.answers.withLock({ $0.table[key] }) { return known }
        let result = mask!.apply(text, caret: caret, gravity: ApplyInvariants.referenceGravity(gravity))
        let bytes = text.utf8.count + result.text.utf8.count + result.value.utf8.count + result.tailPlaceholder.utf8.count
        Self.answers.withLock { answers in
            if answers.table.count >= Self.answerLimit || answers.bytes + bytes > Self.answerByteLimit { (answers.table, answers.bytes) = ([:], 0) }
            answers.table[key] = result
            answers.bytes += bytes
        }
        return result
    }

    /// `ReferenceMask.capacityAffinity`: the text's length in Characters minus the total text length,
    /// or `Int.min` when the text is longer.
    func capacityAffinity(_ text: String) -> Int {
        mask!.capacityAffinity(text)
    }

    /// One application: the oracle, the exact text, the caret in Characters and the gravity.
    private struct Application: Hashable {
        let oracle: Int
        let text: String
        let caret: Int
        let forward: Bool
        let flag: Bool

        init(oracle: Int, text: String, caret: Int, gravity: CaretGravity) {
            self.oracle = oracle
            self.text = text
            self.caret = caret
            switch gravity {
            case .forward(let autocomplete): (forward, flag) = (true, autocomplete)
            case .backward(let autoskip): (forward, flag) = (false, autoskip)
            }
        }

        static func == (lhs: Application, rhs: Application) -> Bool {
            lhs.oracle == rhs.oracle && lhs.caret == rhs.caret && lhs.forward == rhs.forward && lhs.flag == rhs.flag
                && sameBytes(lhs.text, rhs.text)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(oracle)
            hasher.combine(caret)
            hasher.combine(forward)
            hasher.combine(flag)
            hashBytes(text, into: &hasher)
        }
    }

    /// A spec and direction: the format by its exact UTF-8, the notations by symbol, optionality and
    /// set (compared with Foundation's `==`, not hashed: the sets come from a few tables).
    private struct SpecKey: Hashable {
        let format: String
        let rightToLeft: Bool
        let notations: [Notation]

        init(spec: MaskSpec, rightToLeft: Bool) {
            format = spec.format
            self.rightToLeft = rightToLeft
            notations = spec.notations
        }

        static func == (lhs: SpecKey, rhs: SpecKey) -> Bool {
            sameBytes(lhs.format, rhs.format) && lhs.rightToLeft == rhs.rightToLeft && lhs.notations.count == rhs.notations.count
                && zip(lhs.notations, rhs.notations).allSatisfy { left, right in
                    sameBytes(String(left.character), String(right.character)) && left.isOptional == right.isOptional
                        && left.characterSet == right.characterSet
                }
        }

        func hash(into hasher: inout Hasher) {
            hashBytes(format, into: &hasher)
            hasher.combine(rightToLeft)
            for notation in notations {
                hashBytes(String(notation.character), into: &hasher)
                hasher.combine(notation.isOptional)
            }
        }
    }
}

/// Whether two strings have the same UTF-8 (`String`'s `==` compares canonical equivalence, which
/// would take one spelling's answer for another's). One `memcmp` where the bytes are contiguous.
private func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
    var lhs = lhs, rhs = rhs
    guard lhs.utf8.count == rhs.utf8.count else { return false }
    lhs.makeContiguousUTF8()
    rhs.makeContiguousUTF8()
    // Both buffers hold `count` bytes (the counts are equal), and an empty one has no address to read.
    return lhs.withUTF8 { left in rhs.withUTF8 { right in left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 } }
}

/// Hashes a string's exact UTF-8 in one call.
private func hashBytes(_ text: String, into hasher: inout Hasher) {
    var text = text
    hasher.combine(text.utf8.count)
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
}
