@testable import InputMask
import Testing

/// `SingleScalarCharacter` against `String`'s grapheme breaking.
@Suite("Single-scalar Characters")
struct SingleScalarCharacterTests {
    /// Letters of several scripts and what may follow them: marks, spacing marks, prepended marks,
    /// Hangul syllables and jamo, regional indicators, emoji and their modifiers, joiners, CR and LF.
    static let pool: [Unicode.Scalar] = [
        "a", "1", "\r", "\n", "\u{0436}", "\u{4E2D}", "\u{3042}", "\u{AC00}", "\u{AC01}", "\u{1100}", "\u{1161}", "\u{11A8}",
        "\u{0301}", "\u{093F}", "\u{0915}", "\u{094D}", "\u{0600}", "\u{110BD}", "\u{0E33}", "\u{1F1FA}", "\u{1F1E6}",
        "\u{1F642}", "\u{1F3FD}", "\u{FE0F}", "\u{200D}", "\u{FF21}", "\u{E0067}", "\u{00A9}", "\u{0D4E}", "\u{0085}",
    ]

    @Test("Wherever it finds a single-scalar Character, String finds the same one")
    func agreesWithString() {
        let comparison = GraphemeBreakingComparison(pool: Self.pool, seed: 0x2545_F491_4F6C_DD1D) { offset, bytes, count in
            SingleScalarCharacter.length(at: offset, in: bytes, count: count, scalarBits: CharacterClass.twoByteScalarBits, table: .shared)
        }
        #expect(comparison.disagreements.isEmpty, "\(comparison.disagreements)")
        #expect(comparison.found > 1_000)
    }
}
