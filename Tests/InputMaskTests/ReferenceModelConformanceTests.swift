import Foundation
import InputMaskReference
import Testing

/// The reference model must reproduce every recorded vector of the original implementation.
@Suite("Reference model conformance")
struct ReferenceModelConformanceTests {

    /// The most mismatches reported one by one per file; the total is always reported.
    static let reportLimit = 50

    @Test("The reference model matches every recorded case", arguments: ConformanceFormat.fileNames)
    func matchesRecordedVectors(file: String) {
        let formats = ConformanceFormat.load(file)
        #expect(!formats.isEmpty, "no formats in \(file)")

        var checked = 0
        var mismatches: [String] = []
        for format in formats {
            let compiled = Self.compile(format)
            if let mismatch = compiled.mismatch { mismatches.append(mismatch) }
            guard let mask = compiled.mask else { continue }
            if let mismatch = Self.metricsMismatch(of: mask, format: format) { mismatches.append(mismatch) }
            checked += format.cases.count
            mismatches += format.cases.compactMap { Self.mismatch(of: mask, on: $0, format: format) }
        }

        for mismatch in mismatches.prefix(Self.reportLimit) {
            Issue.record(Comment(rawValue: mismatch))
        }
        #expect(checked > 0, "no cases in \(file)")
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "\(file): \(mismatchCount) mismatches over \(formats.count) formats and \(checked) cases")
    }

    /// The model's mask for a recorded format, or why the format was not expected to compile (no
    /// mask, no mismatch), or how the model disagrees with the record about whether it compiles.
    static func compile(_ format: ConformanceFormat) -> (mask: ReferenceMask?, mismatch: String?) {
        let notations = format.notations.map { notation in
            ReferenceNotation(
                character: Character(notation.character),
                characterSet: notation.characterSet,
                isOptional: notation.optional
            )
        }
        let name = "format \(format.format.debugDescription) rtl: \(format.rtl)"
        do {
            let mask = try ReferenceMask(format: format.format, notations: notations, rightToLeft: format.rtl)
            return format.valid ? (mask, nil) : (nil, "\(name): expected invalid, model compiles it")
        } catch {
            return (nil, format.valid ? "\(name): expected valid, model throws \(error)" : nil)
        }
    }

    /// How the model's placeholder and lengths differ from the recorded ones, if they do.
    static func metricsMismatch(of mask: ReferenceMask, format: ConformanceFormat) -> String? {
        guard let metrics = format.metrics else { return nil }
        let actual = [
            mask.placeholder, "\(mask.acceptableTextLength)", "\(mask.totalTextLength)",
            "\(mask.acceptableValueLength)", "\(mask.totalValueLength)",
        ]
        let expected = [
            metrics.placeholder, "\(metrics.acceptableTextLength)", "\(metrics.totalTextLength)",
            "\(metrics.acceptableValueLength)", "\(metrics.totalValueLength)",
        ]
        guard actual != expected || !sameScalars(mask.placeholder, metrics.placeholder) else { return nil }
        return "format \(format.format.debugDescription) rtl: \(format.rtl): metrics expected \(expected), model \(actual)"
    }

    /// How the model's result and affinities for a recorded case differ from the record, if they do.
    static func mismatch(of mask: ReferenceMask, on vector: ConformanceCase, format: ConformanceFormat) -> String? {
        let gravity: ReferenceGravity = vector.gravity == "backward"
            ? .backward(autoskip: vector.autoskip ?? false)
            : .forward(autocomplete: vector.autocomplete ?? false)
        let result = mask.apply(vector.input, caret: vector.caret, gravity: gravity)
        let expected = ReferenceResult(
            text: vector.output, caret: vector.outputCaret, value: vector.value,
            affinity: vector.affinity, complete: vector.complete, tailPlaceholder: vector.tailPlaceholder
        )
        let expectedAffinities = [
            vector.affinityPrefix, vector.affinityCapacity, vector.affinityExtractedValueCapacity,
        ]
        let actualAffinities = [
            mask.prefixAffinity(vector.input, caret: vector.caret, gravity: gravity),
            mask.capacityAffinity(vector.input),
            mask.extractedValueCapacityAffinity(vector.input, caret: vector.caret, gravity: gravity),
        ]
        // `String ==` is canonical equivalence; the recorded strings must match scalar for scalar.
        let exact = sameScalars(result.text, expected.text)
            && sameScalars(result.value, expected.value)
            && sameScalars(result.tailPlaceholder, expected.tailPlaceholder)
        guard result != expected || !exact || actualAffinities != expectedAffinities else { return nil }
        return "format \(format.format.debugDescription) rtl: \(format.rtl) "
            + "notations \(format.notations.map(\.character)) "
            + "input \(vector.input.debugDescription) caret \(vector.caret) gravity \(gravity)\n"
            + "  expected \(expected) affinities [prefix, capacity, value capacity] \(expectedAffinities)\n"
            + "  model    \(result) affinities [prefix, capacity, value capacity] \(actualAffinities)"
    }

    /// Whether two strings hold the same Unicode scalars, not merely canonically equivalent ones.
    static func sameScalars(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.elementsEqual(b.unicodeScalars)
    }
}
