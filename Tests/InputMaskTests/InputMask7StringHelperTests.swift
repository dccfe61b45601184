import Foundation
import InputMask
import Testing

/// input-mask 7.x's String and CharacterSet helpers: 7.x's results, and no trap where 7.x trapped.
///
/// The helpers are deprecated, so this file's calls warn by design.
@Suite("input-mask 7.x String helpers")
struct InputMask7StringHelperTests {
    @Test("reversed, truncateFirst and prefixIntersection")
    func reversingAndCutting() {
        #expect("abc🇷🇺é".reversed == "é🇷🇺cba")
        #expect("abc".truncateFirst() == "bc")
        #expect("🇷🇺a".truncateFirst() == "a")
        #expect("".truncateFirst() == "")
        #expect("+7 (916".prefixIntersection(with: "+7 (9") == "+7 (9")
        #expect("abc".prefixIntersection(with: "abd") == "ab")
        #expect("abc".prefixIntersection(with: "") == "")
        #expect("e\u{301}x".prefixIntersection(with: "é") == "e\u{301}")
    }

    @Test("reversedFormat swaps blocks and keeps escapes", arguments: [
        ("[00]{-}[000]", "[000]{-}[00]"),
        ("+7 ([000]) [000]", "[000] )[000]( 7+"),
        ("\\[[00]", "[00]\\["),
        ("[00]\\]", "\\][00]"),
        ("{\\{}", "\\}{}"),  // 7.x's chained replacements: `}{\{` becomes `}\}{`, then `\{}{`
        ("", ""),
    ])
    func reversedFormat(format: String, reversed: String) {
        #expect(format.reversedFormat() == reversed)
    }

    @Test("reversedFormat gives the format RTLMask compiles")
    func reversedFormatMatchesRTLMask() throws {
        for format in ["[000] [000] [000]", "{+}[0] ([00])", "[00]{.}[9900]"] {
            let text = "12345"
            let caret = CaretString(string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false))
            let viaRTL = try RTLMask(format: format).apply(toText: caret).formattedText.string
            let reversedText = CaretString(string: text.reversed, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false))
            let viaReversal = try Mask(format: format.reversedFormat()).apply(toText: reversedText).formattedText.string.reversed
            #expect(viaRTL == viaReversal, "\(format)")
        }
    }

    @Test("index helpers clamp instead of trapping")
    func indexHelpers() {
        let text = "a🇷🇺b"
        #expect(text.startIndex(offsetBy: 2) == text.index(text.startIndex, offsetBy: 2))
        #expect(text.startIndex(offsetBy: 9) == text.endIndex)
        #expect(text.startIndex(offsetBy: -1) == text.startIndex)
        #expect(text.distanceFromStartIndex(to: text.index(before: text.endIndex)) == 2)
        #expect(text.distanceFromStartIndex(to: "longer text".endIndex) == 3)
    }

    @Test("extractDigits keeps every script's decimal digits; numberOfOccurrencesOf counts without overlaps")
    func digitsAndOccurrences() {
        #expect("+7 (916) 123-45-67".extractDigits() == "79161234567")
        #expect("١٢x3".extractDigits() == "١٢3")
        #expect("".extractDigits() == "")
        #expect("[00]-[00]-[00]".numberOfOccurrencesOf("[") == 3)
        #expect("aaaa".numberOfOccurrencesOf("aa") == 2)
        #expect("abc".numberOfOccurrencesOf("x") == 0)
    }

    @Test("CharacterSet.isMember(character:) needs every scalar of the Character")
    func characterSetMembership() {
        #expect(CharacterSet.decimalDigits.isMember(character: "7"))
        #expect(!CharacterSet.decimalDigits.isMember(character: "x"))
        #expect(CharacterSet.letters.isMember(character: "e\u{301}"))
        #expect(!CharacterSet.decimalDigits.isMember(character: "1\u{20E3}"))
    }
}
