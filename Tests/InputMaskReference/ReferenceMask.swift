import Foundation

/// A plain, Character-by-Character model of a compiled mask, used as the oracle for the fast engine.
public struct ReferenceMask: Sendable {
    /// The compiled states; the last one is `.end` or `.ellipsis`.
    let states: [ReferenceState]
    /// Whether the mask applies from the end of the text.
    let rightToLeft: Bool

    /// Checks, normalises and compiles `format`; a right-to-left mask compiles the reversed format.
    public init(format: String, notations: [ReferenceNotation] = [], rightToLeft: Bool = false) throws {
        let source = rightToLeft ? ReferenceFormat.reversedFormat(format) : format
        self.states = try ReferenceFormat.compile(source, notations: notations)
        self.rightToLeft = rightToLeft
    }

    /// Compiles `format` unless `normalisationMergesCharacters` holds for it, reversing and
    /// normalising it once for both (the fuzz checks ask both for every new format).
    ///
    /// - Returns: whether normalising merges Characters, and the mask when it does not and the
    ///   format compiles (`nil` where `init` throws).
    public static func compiledUnlessMerging(
        format: String, notations: [ReferenceNotation] = [], rightToLeft: Bool = false
    ) -> (merges: Bool, mask: ReferenceMask?) {
        let (merges, states) = ReferenceFormat.mergesOrStates(format, notations: notations, rightToLeft: rightToLeft)
        return (merges, states.map { ReferenceMask(states: $0, rightToLeft: rightToLeft) })
    }

    private init(states: [ReferenceState], rightToLeft: Bool) {
        self.states = states
        self.rightToLeft = rightToLeft
    }

    /// Whether the original's handling of `format` as a String glues together Characters that were
    /// apart as written (reversing a right-to-left format, sorting a square block). The engine keeps
    /// the Characters as written in that case: a documented divergence.
    public static func normalisationMergesCharacters(format: String, rightToLeft: Bool) -> Bool {
        ReferenceFormat.normalisationMergesCharacters(format, rightToLeft: rightToLeft)
    }

    /// Applies the mask to `text` with the caret at Character offset `caret` (clamped to the text).
    public func apply(_ text: String, caret: Int, gravity: ReferenceGravity) -> ReferenceResult {
        let characters = Array(text)
        let clampedCaret = min(max(caret, 0), characters.count)
        guard rightToLeft else {
            return applyLeftToRight(characters, caret: clampedCaret, gravity: gravity, rightToLeftCaretRule: false)
        }

        // Reverse the input as a String: reversing can merge Characters (e.g. "\n" "\r" becomes "\r\n").
        // The caret is then counted from the end in the original Characters; should the merged string be
        // shorter, the original traps and the model clamps. No recorded vector reaches this.
        let reversedInput = Array(joinedReversed(characters))
        let reversedCaret = min(characters.count - clampedCaret, reversedInput.count)
        let result = applyLeftToRight(reversedInput, caret: reversedCaret, gravity: gravity, rightToLeftCaretRule: true)

        // The caret is mirrored with the count of the unreversed text; reversing can merge Characters again,
        // in which case the original traps and the model clamps.
        let reversedText = joinedReversed(Array(result.text))
        return ReferenceResult(
            text: reversedText,
            caret: min(result.text.count - result.caret, reversedText.count),
            value: joinedReversed(Array(result.value)),
            affinity: result.affinity,
            complete: result.complete,
            tailPlaceholder: joinedReversed(Array(result.tailPlaceholder))
        )
    }

    /// The placeholder of the whole mask (for a right-to-left mask, of the reversed format).
    public var placeholder: String {
        placeholder(from: 0, after: "")
    }

    /// The number of free, fixed, value and ellipsis states.
    public var acceptableTextLength: Int {
        countStates { state in
            switch state {
            case .free, .fixed, .value, .ellipsis: return true
            case .optional, .end: return false
            }
        }
    }

    /// The number of free, fixed, value, ellipsis and optional states.
    public var totalTextLength: Int {
        countStates { state in
            switch state {
            case .free, .fixed, .value, .ellipsis, .optional: return true
            case .end: return false
            }
        }
    }

    /// The number of fixed, value and ellipsis states.
    public var acceptableValueLength: Int {
        countStates { state in
            switch state {
            case .fixed, .value, .ellipsis: return true
            case .free, .optional, .end: return false
            }
        }
    }

    /// The number of fixed, value, ellipsis and optional states.
    public var totalValueLength: Int {
        countStates { state in
            switch state {
            case .fixed, .value, .ellipsis, .optional: return true
            case .free, .end: return false
            }
        }
    }

    /// The length of the common prefix, in Characters, of the formatted text and `text`.
    public func prefixAffinity(_ text: String, caret: Int, gravity: ReferenceGravity) -> Int {
        let formatted = Array(apply(text, caret: caret, gravity: gravity).text)
        let input = Array(text)
        var length = 0
        while length < formatted.count && length < input.count && formatted[length] == input[length] {
            length += 1
        }
        return length
    }

    /// The input length minus the total text length, or `Int.min` when the input is longer.
    public func capacityAffinity(_ text: String) -> Int {
        let length = text.count
        if length > totalTextLength { return Int.min }
        return length - totalTextLength
    }

    /// The extracted value's length minus the total value length, or `Int.min` when the value is longer.
    public func extractedValueCapacityAffinity(_ text: String, caret: Int, gravity: ReferenceGravity) -> Int {
        let length = apply(text, caret: caret, gravity: gravity).value.count
        if length > totalValueLength { return Int.min }
        return length - totalValueLength
    }

    /// Counts the states, up to the end, for which `counts` is true.
    private func countStates(_ counts: (ReferenceState) -> Bool) -> Int {
        states.filter(counts).count
    }
}

/// `characters` in reverse order, joined into one String (which can merge neighbours, as appending does).
///
/// Reversed into an array first: `String.init` over a reversed view is several times slower than
/// over an array (measured under AddressSanitizer, where the fuzz targets run the model).
func joinedReversed(_ characters: [Character]) -> String {
    let reversed: [Character] = characters.reversed()
    return String(reversed)
}
