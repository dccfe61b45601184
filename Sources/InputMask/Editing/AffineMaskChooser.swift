/// The compiled formats of a configuration and the choice among them for a text.
///
/// The choice is input-mask's `pickMask(forText:autocomplete:)`: every format is scored with the
/// affinity strategy, the highest score wins, the primary format wins a tie, and among affine
/// formats with equal scores the one listed first wins.
///
/// A class, immutable: copies of an input share one chooser, and retain one reference for it.
final class AffineMaskChooser: Sendable {
    /// The configuration the masks were compiled from.
    let configuration: MaskedTextInput.Configuration
    /// The primary mask, then the affine masks in the configuration's order.
    let masks: [Mask]
    /// The formats of `masks`, in the same order.
    let formats: [String]
    let strategy: AffinityCalculationStrategy
    /// The configuration's options, read on every edit: kept here so that an edit reads a flag
    /// rather than a copy of the configuration.
    let autocomplete: Bool
    let autoskip: Bool
    let rightToLeft: Bool
    /// The only mask, when there is one and its literals are plain ASCII: plain text then takes
    /// `MaskedTextInput`'s byte-level edit.
    let plainMask: Mask?
    /// What each edit's text is rewritten with before the masks read it.
    let normalizer: KeyboardTextNormalizer
    /// Whether `normalizer` rewrites anything: a flag, so that an edit with both options off reads no more.
    let normalizes: Bool
    /// What each mask shows by itself: its text for an empty input with autocompletion (`+7 (` for
    /// `+7 ([000]) [000]-[00]-[00]`), in the order of `masks`. Made once here, so that an edit
    /// asks whether a text is one of them without applying a mask.
    let shownByItself: [String]

    /// Compiles (or takes from the mask cache) every format of the configuration.
    ///
    /// - Throws: `MaskFormatError` for the first format that does not compile.
    init(configuration: MaskedTextInput.Configuration) throws {
        self.configuration = configuration
        formats = [configuration.primaryFormat] + configuration.affineFormats
        masks = try formats.map { format in
            configuration.rightToLeft
                ? try RTLMask.getOrCreate(withFormat: format, customNotations: configuration.customNotations)
                : try Mask.getOrCreate(withFormat: format, customNotations: configuration.customNotations)
        }
        strategy = configuration.affinityStrategy
        autocomplete = configuration.autocomplete
        autoskip = configuration.autoskip
        rightToLeft = configuration.rightToLeft
        plainMask = masks.count == 1 && masks[0].graph.literalsArePlain ? masks[0] : nil
        normalizer = KeyboardTextNormalizer(configuration: configuration)
        normalizes = normalizer.isActive
        let empty = CaretString(string: "", caretPosition: "".endIndex, caretGravity: .forward(autocomplete: true))
        shownByItself = masks.map { $0.apply(toText: empty).formattedText.string }
    }

    /// Whether the text outside `range` (UTF-16 offsets within `text`) is only what one of the masks
    /// shows by itself: literals that focus or autocompletion put there, with nothing typed among
    /// them. Left to right, that is the text before `range`, which must be the start of such a text;
    /// right to left, the text after `range`, which must be the end of one. False when that text is
    /// empty.
    ///
    /// - Complexity: O(f · l) for f formats and the l UTF-16 units compared, plus, right to left,
    ///   counting the UTF-16 units of the text (O(n) for n bytes).
    func isShownByItself(_ text: String, outside range: Range<Int>) -> Bool {
        let units = text.utf16
        if rightToLeft {
            let length = units.count - range.upperBound
            guard length > 0 else { return false }
            let end = units.suffix(length)
            return shownByItself.contains { shown in shown.utf16.count >= length && end.elementsEqual(shown.utf16.suffix(length)) }
        }
        let length = range.lowerBound
        guard length > 0 else { return false }
        let start = units.prefix(length)
        return shownByItself.contains { shown in shown.utf16.count >= length && start.elementsEqual(shown.utf16.prefix(length)) }
    }

    /// The primary mask.
    var primary: Mask { masks[0] }

    /// The mask to format `text` with, its index (0 for the primary format, `i + 1` for affine format
    /// `i`), and the result of applying it to `text` when choosing already did.
    ///
    /// - Complexity: one affinity calculation per format when there are affine formats (each O(n + m)
    ///   for n bytes of text and m states, at most one apply); O(1) otherwise.
    func choose(for text: CaretString) -> (mask: Mask, index: Int, applied: Mask.Result?) {
        guard masks.count > 1 else { return (masks[0], 0, nil) }
        var best = strategy.affinity(ofMask: masks[0], forText: text)
        var bestIndex = 0
        for index in masks.indices.dropFirst() {
            let candidate = strategy.affinity(ofMask: masks[index], forText: text)
            // Strictly greater: the primary format wins ties, then the affine format listed first.
            if candidate.affinity > best.affinity {
                bestIndex = index
                best = candidate
            }
        }
        return (masks[bestIndex], bestIndex, best.applied)
    }
}
