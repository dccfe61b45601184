/// The compiled formats of a configuration and the choice among them for a text.
///
/// The choice is input-mask's `pickMask(forText:autocomplete:)`: every format is scored with the
/// affinity strategy, the highest score wins, the primary format wins a tie, and among affine
/// formats with equal scores the one listed first wins.
struct AffineMaskChooser: Sendable {
    /// The primary mask, then the affine masks in the configuration's order.
    let masks: [Mask]
    let strategy: AffinityCalculationStrategy

    /// Compiles (or takes from the mask cache) every format of the configuration.
    ///
    /// - Throws: `MaskFormatError` for the first format that does not compile.
    init(configuration: MaskedTextInput.Configuration) throws {
        let formats = [configuration.primaryFormat] + configuration.affineFormats
        masks = try formats.map { format in
            configuration.rightToLeft
                ? try RTLMask.getOrCreate(withFormat: format, customNotations: configuration.customNotations)
                : try Mask.getOrCreate(withFormat: format, customNotations: configuration.customNotations)
        }
        strategy = configuration.affinityStrategy
    }

    /// The primary mask.
    var primary: Mask { masks[0] }

    /// The mask to format `text` with, and its index (0 for the primary format, `i + 1` for affine format `i`).
    ///
    /// - Complexity: one affinity calculation per format when there are affine formats (each O(n + m)
    ///   for n bytes of text and m states); O(1) otherwise.
    func choose(for text: CaretString) -> (mask: Mask, index: Int) {
        guard masks.count > 1 else { return (masks[0], 0) }
        var bestIndex = 0
        var bestAffinity = strategy.calculateAffinity(ofMask: masks[0], forText: text, autocomplete: text.caretGravity.autocomplete)
        for index in masks.indices.dropFirst() {
            let affinity = strategy.calculateAffinity(ofMask: masks[index], forText: text, autocomplete: text.caretGravity.autocomplete)
            // Strictly greater: the primary format wins ties, then the affine format listed first.
            if affinity > bestAffinity {
                bestIndex = index
                bestAffinity = affinity
            }
        }
        return (masks[bestIndex], bestIndex)
    }
}
