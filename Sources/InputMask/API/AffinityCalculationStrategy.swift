/// How to score a text against a mask when choosing among several masks (the primary and its affine formats).
///
/// The mask with the highest affinity wins.
public enum AffinityCalculationStrategy: Hashable, Sendable {
    /// The affinity of `Mask.apply(toText:)`: +1 per input Character kept, −1 per Character dropped or inserted.
    ///
    /// For `[00].[00]`: `1234` scores 3, `12.34` scores 5, `1.234` scores 3.
    case wholeString
    /// The length of the common prefix of the input and its formatted text, in Characters.
    ///
    /// For `+7 [000] [000]` and `8 [000] [000]`, `+7 12 345` scores 5 and 0; `8 12 345` scores 0 and 4.
    case prefix
    /// The input's length minus the mask's `totalTextLength`, or `Int.min` when the input is longer.
    ///
    /// Suits masks of very different lengths; make the widest mask the primary one.
    case capacity
    /// The extracted value's length minus the mask's `totalValueLength`, or `Int.min` when the value is longer.
    case extractedValueCapacity

    /// Scores `text` against `mask`.
    ///
    /// - Parameters:
    ///   - mask: the candidate mask.
    ///   - text: the text, its caret and gravity, as it would be given to `apply(toText:)`.
    ///   - autocomplete: kept for source compatibility with input-mask; the gravity of `text`
    ///     decides autocompletion, as it does there.
    /// - Returns: the affinity; higher is better.
    /// - Complexity: O(n + m) for n bytes of text and m states (`capacity` only counts the text).
    public func calculateAffinity(ofMask mask: Mask, forText text: CaretString, autocomplete: Bool) -> Int {
        affinity(ofMask: mask, forText: text).affinity
    }

    /// The affinity of `text` to `mask`, with the result of applying `mask` to `text` when the
    /// strategy needed it, so that a caller choosing a mask does not apply the winner again.
    ///
    /// - Complexity: that of `calculateAffinity(ofMask:forText:autocomplete:)`.
    func affinity(ofMask mask: Mask, forText text: CaretString) -> (affinity: Int, applied: Mask.Result?) {
        switch self {
        case .wholeString:
            let applied = mask.apply(toText: text)
            return (applied.affinity, applied)
        case .prefix:
            let applied = mask.apply(toText: text)
            return (commonPrefixLength(applied.formattedText.string, text.string), applied)
        case .capacity:
            let length = characterCount(text.string)
            return (length > mask.totalTextLength ? Int.min : length - mask.totalTextLength, nil)
        case .extractedValueCapacity:
            let applied = mask.apply(toText: text)
            let length = characterCount(applied.extractedValue)
            return (length > mask.totalValueLength ? Int.min : length - mask.totalValueLength, applied)
        }
    }

    private func characterCount(_ string: String) -> Int {
        ApplyEngine.isPlainASCII(string) ? string.utf8.count : string.count
    }

    private func commonPrefixLength(_ lhs: String, _ rhs: String) -> Int {
        if ApplyEngine.isPlainASCII(lhs) && ApplyEngine.isPlainASCII(rhs) {
            return zip(lhs.utf8, rhs.utf8).prefix(while: ==).count
        }
        return zip(lhs, rhs).prefix(while: ==).count
    }
}
