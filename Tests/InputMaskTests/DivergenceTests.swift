import InputMask
import InputMaskReference
import Testing

/// The deliberate divergences from input-mask, listed in the README: each vector, the engine's
/// behaviour, and the check that input-mask (the reference model) really behaves otherwise.
@Suite("Deliberate divergences")
struct DivergenceTests {
    /// input-mask reverses a right-to-left format as a String, which glues a leading combining mark
    /// onto the `]` next to it: the block never closes and the whole mask vanishes. The engine keeps
    /// the format's Characters as written: a digit slot, then the mark as a free character.
    @Test("Reversing a right-to-left format keeps its Characters as written")
    func reversedFormatKeepsCharacters() throws {
        let format = "\u{301}[0]"
        let mask = try RTLMask(format: format)
        #expect(mask.placeholder == "0\u{301}")
        #expect(mask.totalTextLength == 2)
        #expect(mask.totalValueLength == 1)
        #expect(ReferenceMask.normalisationMergesCharacters(format: format, rightToLeft: true))
        let original = try ReferenceMask(format: format, rightToLeft: true)
        #expect(original.placeholder == "")
        #expect(original.totalTextLength == 0)
    }

    /// Same for free text: input-mask reads `\u{301}aup` reversed as three Characters (`p`, `u`, `á`).
    @Test("A combining mark stays its own format Character after reversal")
    func reversedFreeText() throws {
        let format = "\u{301}aup"
        #expect(try RTLMask(format: format).totalTextLength == 4)
        #expect(try ReferenceMask(format: format, rightToLeft: true).totalTextLength == 3)
    }

    /// Sorting a square block can put a symbol next to a combining mark that followed something else
    /// as written; input-mask's String then glues them into one Character. The engine does not.
    @Test("Sorting a square block keeps its Characters as written")
    func sortedBlockKeepsCharacters() throws {
        let format = "\\\\[a\u{05}\u{05A3}-"
        #expect(try Mask(format: format).totalTextLength == 5)
        #expect(ReferenceMask.normalisationMergesCharacters(format: format, rightToLeft: false))
        #expect(try ReferenceMask(format: format).totalTextLength == 4)
    }

    /// Reversing an odd run of regional indicators as a String pairs them differently.
    @Test("Regional indicators re-paired by reversal count as regrouping")
    func regionalIndicators() {
        #expect(ReferenceMask.normalisationMergesCharacters(format: "[0]\u{1F1FA}\u{1F1FA}\u{1F1FA}", rightToLeft: true))
        #expect(!ReferenceMask.normalisationMergesCharacters(format: "[0]\u{1F1FA}\u{1F1FA}\u{1F1FA}", rightToLeft: false))
    }

    /// input-mask's splitter asks Foundation whether a block `contains("a")`, which finds the `a`
    /// inside the Character `a` + U+200D, splits the block there and compiles `5` as a symbol. The
    /// engine compares whole Characters: no symbol here, the unclosed block is dropped.
    @Test("A symbol inside a longer Character is not a symbol")
    func symbolInsideCluster() throws {
        let format = "[5a\u{200D}-"
        #expect(Mask.isValid(format: format))
        #expect(try Mask(format: format).placeholder == "")
        #expect(ReferenceMask.normalisationMergesCharacters(format: format, rightToLeft: false))
        #expect((try? ReferenceMask(format: format)) == nil)
    }

    @Test("Formats whose Characters do not merge are not divergent", arguments: [
        ("+7 ([000]) [000]-[00]-[00]", false), ("[999] [999] [990]", true), ("[ыы]-[00]", false), ("{$}[0…]", true),
    ])
    func ordinaryFormats(format: String, rightToLeft: Bool) {
        #expect(!ReferenceMask.normalisationMergesCharacters(format: format, rightToLeft: rightToLeft))
    }
}
