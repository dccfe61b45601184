import Foundation
import InputMask
import Testing

/// input-mask 7.x's String and CharacterSet helpers: 7.x's results, and no trap where 7.x trapped.
///
/// The helpers are deprecated; the tests call them through `deprecated` (Support/DeprecatedCalls.swift).
@Suite("input-mask 7.x String helpers")
struct InputMask7StringHelperTests {
    @Test("reversed, truncateFirst and prefixIntersection")
    func reversingAndCutting() {
        #expect(deprecated.reversed("abc🇷🇺é") == "é🇷🇺cba")
        #expect(deprecated.truncateFirst("abc") == "bc")
        #expect(deprecated.truncateFirst("🇷🇺a") == "a")
        #expect(deprecated.truncateFirst("") == "")
        #expect(deprecated.prefixIntersection("+7 (916", with: "+7 (9") == "+7 (9")
        #expect(deprecated.prefixIntersection("abc", with: "abd") == "ab")
        #expect(deprecated.prefixIntersection("abc", with: "") == "")
        #expect(deprecated.prefixIntersection("e\u{301}x", with: "é") == "e\u{301}")
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
        #expect(deprecated.reversedFormat(format) == reversed)
    }

    @Test("reversedFormat gives the format RTLMask compiles")
    func reversedFormatMatchesRTLMask() throws {
        for format in ["[000] [000] [000]", "{+}[0] ([00])", "[00]{.}[9900]"] {
            let text = "12345"
            let caret = CaretString(string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false))
            let viaRTL = try RTLMask(format: format).apply(toText: caret).formattedText.string
            let reversedText = CaretString(string: deprecated.reversed(text), caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false))
            let viaReversal = deprecated.reversed(try Mask(format: deprecated.reversedFormat(format)).apply(toText: reversedText).formattedText.string)
            #expect(viaRTL == viaReversal, "\(format)")
        }
    }

    @Test("index helpers clamp instead of trapping")
    func indexHelpers() {
        let text = "a🇷🇺b"
        #expect(deprecated.startIndex(of: text, offsetBy: 2) == text.index(text.startIndex, offsetBy: 2))
        #expect(deprecated.startIndex(of: text, offsetBy: 9) == text.endIndex)
        #expect(deprecated.startIndex(of: text, offsetBy: -1) == text.startIndex)
        #expect(deprecated.distanceFromStartIndex(of: text, to: text.index(before: text.endIndex)) == 2)
        #expect(deprecated.distanceFromStartIndex(of: text, to: "longer text".endIndex) == 3)
    }

    @Test("extractDigits keeps every script's decimal digits; numberOfOccurrencesOf counts without overlaps")
    func digitsAndOccurrences() {
        #expect(deprecated.extractDigits("+7 (916) 123-45-67") == "79161234567")
        #expect(deprecated.extractDigits("١٢x3") == "١٢3")
        #expect(deprecated.extractDigits("") == "")
        #expect(deprecated.numberOfOccurrences(of: "[", in: "[00]-[00]-[00]") == 3)
        #expect(deprecated.numberOfOccurrences(of: "aa", in: "aaaa") == 2)
        #expect(deprecated.numberOfOccurrences(of: "x", in: "abc") == 0)
    }

    @Test("CharacterSet.isMember(character:) needs every scalar of the Character")
    func characterSetMembership() {
        #expect(deprecated.isMember(.decimalDigits, character: "7"))
        #expect(!deprecated.isMember(.decimalDigits, character: "x"))
        #expect(deprecated.isMember(.letters, character: "e\u{301}"))
        #expect(!deprecated.isMember(.decimalDigits, character: "1\u{20E3}"))
    }
}
