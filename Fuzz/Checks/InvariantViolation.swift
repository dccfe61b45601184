import InputMask

/// A broken invariant found by a fuzz check: what was expected, and everything needed to reproduce it.
public struct InvariantViolation: Error, CustomStringConvertible {
    /// A report naming the invariant, the case, and both results where two implementations disagree.
    public let description: String

    /// Creates a violation with its report.
    init(_ description: String) {
        self.description = description
    }
}

/// Throws a violation with `report` when `condition` is false.
///
/// The report is an autoclosure: building it (rendering strings, describing character sets) costs
/// more than most checks, so it is built only for the one check that fails.
@inline(__always)
func require(_ condition: Bool, _ report: @autoclosure () -> String) throws(InvariantViolation) {
    if !condition { throw InvariantViolation(report()) }
}

/// Renders a string for a report: Swift-escaped, with its Unicode scalars in hex when it is not plain ASCII.
func show(_ string: String) -> String {
    if string.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }) {
        return string.debugDescription
    }
    let scalars = string.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
    return "\(string.debugDescription) [\(scalars.joined(separator: " "))]"
}

/// Renders an engine result for a report, every string through `show`.
func render(_ result: Mask.Result) -> String {
    let text = result.formattedText
    return "text: \(show(text.string)) caret: \(text.caretCharacterOffset) value: \(show(result.extractedValue)) "
        + "affinity: \(result.affinity) complete: \(result.complete) tail: \(show(result.tailPlaceholder))"
}
