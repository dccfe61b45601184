import Foundation
import InputMaskReference
import Testing

/// `ReferenceMask.compiledUnlessMerging`, which the fuzz checks use, answers as
/// `normalisationMergesCharacters` and `init` do when asked one after the other.
@Suite("Reference model: compiled unless merging")
struct ReferenceCompiledUnlessMergingTests {
    /// Formats valid and invalid, merging and not, with and without a custom notation.
    static let formats: [(String, [ReferenceNotation])] = [
        ("+7 ([000]) [000]-[00]-[00]", []),
        ("[00]{.}[A…]", []),
        ("[a0_9-]\\[{x}", []),
        ("[0h]-[hh]", [ReferenceNotation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: false)]),
        ("[0h]", []),
        ("[0[0]]", []),
        ("{{1}}", []),
        ("[…]", []),
        ("\u{301}[0]", []),
        ("\u{301}aup", []),
        ("\\\\[a\u{05}\u{05A3}-", []),
        ("[0]\u{1F1FA}\u{1F1FA}\u{1F1FA}", []),
        ("a\u{200D}[0]", []),
        ("[_\\0e", []),
    ]

    @Test("Agrees with normalisationMergesCharacters and init", arguments: [false, true])
    func agreesWithSeparateCalls(rightToLeft: Bool) {
        for (format, notations) in Self.formats {
            let (merges, mask) = ReferenceMask.compiledUnlessMerging(format: format, notations: notations, rightToLeft: rightToLeft)
            #expect(merges == ReferenceMask.normalisationMergesCharacters(format: format, rightToLeft: rightToLeft), "\(format)")
            let separate = try? ReferenceMask(format: format, notations: notations, rightToLeft: rightToLeft)
            guard !merges else {
                #expect(mask == nil, "\(format)")
                continue
            }
            #expect((mask == nil) == (separate == nil), "\(format)")
            guard let mask, let separate else { continue }
            #expect(mask.placeholder == separate.placeholder, "\(format)")
            #expect(mask.totalTextLength == separate.totalTextLength && mask.totalValueLength == separate.totalValueLength, "\(format)")
            for text in ["", "12ab3\u{301}", "+7 (912) 345-67-89", "zz 0f"] {
                let count = text.count
                #expect(mask.apply(text, caret: count, gravity: .forward(autocomplete: true))
                            == separate.apply(text, caret: count, gravity: .forward(autocomplete: true)), "\(format) \(text)")
            }
        }
    }
}
