/// One Character of a format on its way through normalisation, with its offset in the format as written.
struct FormatUnit: Sendable {
    var character: Character
    /// Offset in Characters in the format as written, kept through reversal, splitting and sorting
    /// so that errors point at what the user typed.
    var offset: Int

    /// The Characters of `format`, reading single-byte ASCII straight from its UTF-8.
    ///
    /// - Complexity: O(format length).
    static func units(of format: String) -> [FormatUnit] {
        var units: [FormatUnit] = []
        let isPlainASCII = format.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        if isPlainASCII {
            units.reserveCapacity(format.utf8.count)
            for (offset, byte) in format.utf8.enumerated() {
                units.append(FormatUnit(character: Character(Unicode.Scalar(byte)), offset: offset))
            }
        } else {
            for (offset, character) in format.enumerated() {
                units.append(FormatUnit(character: character, offset: offset))
            }
        }
        return units
    }
}
