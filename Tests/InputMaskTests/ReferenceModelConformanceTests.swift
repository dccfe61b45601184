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
            let notations = format.notations.map { notation in
                ReferenceNotation(
                    character: Character(notation.character),
                    characterSet: notation.characterSet,
                    isOptional: notation.optional
                )
            }
            let mask: ReferenceMask
            do {
                mask = try ReferenceMask(format: format.format, notations: notations, rightToLeft: format.rtl)
            } catch {
                if format.valid {
                    mismatches.append("format \(format.format.debugDescription) rtl: \(format.rtl): "
                        + "expected valid, model throws \(error)")
                }
                continue
            }
            guard format.valid else {
                mismatches.append("format \(format.format.debugDescription) rtl: \(format.rtl): "
                    + "expected invalid, model compiles it")
                continue
            }

            if let metrics = format.metrics {
                let actual = [
                    mask.placeholder, "\(mask.acceptableTextLength)", "\(mask.totalTextLength)",
                    "\(mask.acceptableValueLength)", "\(mask.totalValueLength)",
                ]
                let expected = [
                    metrics.placeholder, "\(metrics.acceptableTextLength)", "\(metrics.totalTextLength)",
                    "\(metrics.acceptableValueLength)", "\(metrics.totalValueLength)",
                ]
                if actual != expected || !Self.sameScalars(mask.placeholder, metrics.placeholder) {
                    mismatches.append("format \(format.format.debugDescription) rtl: \(format.rtl): "
                        + "metrics expected \(expected), model \(actual)")
                }
            }

            for vector in format.cases {
                checked += 1
                let gravity: ReferenceGravity = vector.gravity == "backward"
                    ? .backward(autoskip: vector.autoskip ?? false)
                    : .forward(autocomplete: vector.autocomplete ?? false)
                let result = mask.apply(vector.input, caret: vector.caret, gravity: gravity)
                let expected = ReferenceResult(
                    text: vector.output, caret: vector.outputCaret, value: vector.value,
                    affinity: vector.affinity, complete: vector.complete, tailPlaceholder: vector.tailPlaceholder
                )
                let prefix = mask.prefixAffinity(vector.input, caret: vector.caret, gravity: gravity)
                let capacity = mask.capacityAffinity(vector.input)
                let valueCapacity = mask.extractedValueCapacityAffinity(vector.input, caret: vector.caret, gravity: gravity)
                let expectedAffinities = [
                    vector.affinityPrefix, vector.affinityCapacity, vector.affinityExtractedValueCapacity,
                ]
                let actualAffinities = [prefix, capacity, valueCapacity]

                // `String ==` is canonical equivalence; the recorded strings must match scalar for scalar.
                let exact = Self.sameScalars(result.text, expected.text)
                    && Self.sameScalars(result.value, expected.value)
                    && Self.sameScalars(result.tailPlaceholder, expected.tailPlaceholder)
                if result != expected || !exact || actualAffinities != expectedAffinities {
                    mismatches.append(
                        "format \(format.format.debugDescription) rtl: \(format.rtl) "
                            + "notations \(format.notations.map(\.character)) "
                            + "input \(vector.input.debugDescription) caret \(vector.caret) gravity \(gravity)\n"
                            + "  expected \(expected) affinities [prefix, capacity, value capacity] \(expectedAffinities)\n"
                            + "  model    \(result) affinities [prefix, capacity, value capacity] \(actualAffinities)"
                    )
                }
            }
        }

        for mismatch in mismatches.prefix(Self.reportLimit) {
            Issue.record(Comment(rawValue: mismatch))
        }
        #expect(checked > 0, "no cases in \(file)")
        let mismatchCount = mismatches.count
        #expect(mismatchCount == 0, "\(file): \(mismatchCount) mismatches over \(formats.count) formats and \(checked) cases")
    }

    /// Whether two strings hold the same Unicode scalars, not merely canonically equivalent ones.
    static func sameScalars(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.elementsEqual(b.unicodeScalars)
    }
}
