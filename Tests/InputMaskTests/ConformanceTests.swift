import Foundation
import InputMask
import Testing

/// Every recorded vector of input-mask 7.3.2, run through the public API, agrees in every field.
@Suite("Conformance with the recorded behaviour")
struct ConformanceTests {
    /// The most mismatches reported one by one per file; the count is always reported.
    static let reportLimit = 40

    @Test("All 30,172 recorded cases over 2,568 formats are loaded; the test below runs every one")
    func everyRecordedCaseIsLoaded() {
        #expect(ConformanceFormat.all.count == 2_568)
        #expect(ConformanceFormat.all.reduce(0) { $0 + $1.cases.count } == 30_172)
    }

    @Test("Validity, metrics and every apply field and affinity agree", arguments: ConformanceFormat.fileNames)
    func agreesWithRecordedVectors(file: String) throws {
        let formats = ConformanceFormat.load(file)
        try #require(!formats.isEmpty)
        var mismatches: [String] = []
        var casesRun = 0

        for recorded in formats {
            let notations = recorded.notations.map {
                Notation(character: Character($0.character), characterSet: $0.characterSet, isOptional: $0.optional)
            }
            let name = "\(recorded.format.debugDescription)\(recorded.rtl ? " (RTL)" : "")"
            let mask: Mask
            do {
                mask = recorded.rtl
                    ? try RTLMask(format: recorded.format, customNotations: notations)
                    : try Mask(format: recorded.format, customNotations: notations)
            } catch {
                #expect(error is MaskFormatError, "\(name) throws an untyped error")
                if recorded.valid { mismatches.append("\(name) should compile, throws \(error)") }
                continue
            }
            guard recorded.valid else {
                mismatches.append("\(name) should not compile")
                continue
            }
            if let metrics = recorded.metrics {
                let actual = "\(mask.placeholder) \(mask.acceptableTextLength) \(mask.totalTextLength) \(mask.acceptableValueLength) \(mask.totalValueLength)"
                let expected = "\(metrics.placeholder) \(metrics.acceptableTextLength) \(metrics.totalTextLength) \(metrics.acceptableValueLength) \(metrics.totalValueLength)"
                if actual != expected { mismatches.append("\(name) metrics: expected \(expected), got \(actual)") }
            }
            for vector in recorded.cases {
                casesRun += 1
                let gravity: CaretGravity = vector.gravity == "backward"
                    ? .backward(autoskip: vector.autoskip ?? false)
                    : .forward(autocomplete: vector.autocomplete ?? false)
                let text = CaretString(string: vector.input, characterOffset: vector.caret, caretGravity: gravity)
                let result = mask.apply(toText: text)
                let actual = Observed(
                    output: result.formattedText.string, caret: result.formattedText.caretCharacterOffset,
                    value: result.extractedValue, affinity: result.affinity, complete: result.complete,
                    tailPlaceholder: result.tailPlaceholder,
                    prefix: AffinityCalculationStrategy.prefix.calculateAffinity(ofMask: mask, forText: text, autocomplete: gravity.autocomplete),
                    capacity: AffinityCalculationStrategy.capacity.calculateAffinity(ofMask: mask, forText: text, autocomplete: gravity.autocomplete),
                    valueCapacity: AffinityCalculationStrategy.extractedValueCapacity.calculateAffinity(ofMask: mask, forText: text, autocomplete: gravity.autocomplete))
                let expected = Observed(
                    output: vector.output, caret: vector.outputCaret, value: vector.value, affinity: vector.affinity,
                    complete: vector.complete, tailPlaceholder: vector.tailPlaceholder, prefix: vector.affinityPrefix,
                    capacity: vector.affinityCapacity, valueCapacity: vector.affinityExtractedValueCapacity)
                if actual != expected {
                    mismatches.append("\(name) input \(vector.input.debugDescription) caret \(vector.caret) \(gravity):\n  expected \(expected)\n  got      \(actual)")
                }
            }
        }
        #expect(casesRun > 0)
        for mismatch in mismatches.prefix(Self.reportLimit) { Issue.record("\(mismatch)") }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(formats.count) formats and \(casesRun) cases in \(file) disagree")
    }

    /// Every field compared, in one value so that a mismatch prints both sides whole.
    struct Observed: Equatable, CustomStringConvertible {
        var output: String
        var caret: Int
        var value: String
        var affinity: Int
        var complete: Bool
        var tailPlaceholder: String
        var prefix: Int
        var capacity: Int
        var valueCapacity: Int

        var description: String {
            "\(output.debugDescription) caret \(caret) value \(value.debugDescription) affinity \(affinity) complete \(complete) tail \(tailPlaceholder.debugDescription) prefix \(prefix) capacity \(capacity) valueCapacity \(valueCapacity)"
        }
    }
}
