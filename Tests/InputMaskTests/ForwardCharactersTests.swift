import Foundation
import InputMask
import InputMaskReference
import Testing

/// Long runs of Characters whose boundaries depend on what precedes them: the engine reverses and
/// walks them going forwards only (see `ForwardCharacters.swift`), and must agree with the
/// Character-by-Character reference model in both directions, whatever the caret and gravity.
@Suite("Long Unicode runs")
struct ForwardCharactersTests {
    static let runs: [(name: String, text: String)] = [
        ("even run of regional indicators", String(repeating: "\u{1F1FA}", count: 400)),
        ("odd run of regional indicators", String(repeating: "\u{1F1FA}", count: 401)),
        ("digits between pairs of regional indicators", String(repeating: "1\u{1F1FA}\u{1F1F8}\u{1F1FA}", count: 100)),
        ("one letter with many combining marks", "e" + String(repeating: "\u{301}", count: 400)),
        ("letters each with a combining mark", String(repeating: "e\u{301}", count: 200)),
        ("a chain of emoji joined by ZWJ", String(repeating: "👍\u{200D}", count: 200) + "👍"),
        ("family emoji", String(repeating: "👨\u{200D}👩\u{200D}👧", count: 100)),
        ("a run of Hangul L jamo", String(repeating: "\u{1100}", count: 400)),
        ("Hangul syllables from jamo", String(repeating: "\u{1100}\u{1161}\u{11A8}", count: 100)),
        ("CR LF pairs and digits", String(repeating: "\r\n1", count: 200)),
    ]

    /// Accepts regional indicators, digits, `e`, the combining acute, ZWJ, the emoji and the jamo above.
    // Inserted scalar by scalar: `CharacterSet(charactersIn:)` misses scalars beyond the BMP on Linux.
    static let anything: CharacterSet = {
        var set = CharacterSet()
        for scalar in "\u{1F1FA}\u{1F1F8}1e\u{301}\u{200D}👍👨👩👧\u{1100}\u{1161}\u{11A8}\r\n".unicodeScalars { set.insert(scalar) }
        return set
    }()
    static let formats = ["[…]", "[0…]", "[r…]", "[rrrrrrrrrr]{🇺🇸}{🇺🇸}-[r…]", "[r]\\[[rr]\\]-{-}[rr]"]
    static let gravities: [CaretGravity] = [
        .forward(autocomplete: true), .forward(autocomplete: false), .backward(autoskip: true), .backward(autoskip: false),
    ]

    @Test("Both directions agree with the reference model on long runs", arguments: runs.indices, [false, true])
    func agreesWithReference(run: Int, rightToLeft: Bool) throws {
        let text = Self.runs[run].text
        let count = text.count
        for format in Self.formats {
            let mask = rightToLeft
                ? try RTLMask(format: format, customNotations: [Notation(character: "r", characterSet: Self.anything, isOptional: false)])
                : try Mask(format: format, customNotations: [Notation(character: "r", characterSet: Self.anything, isOptional: false)])
            let reference = try ReferenceMask(
                format: format, notations: [ReferenceNotation(character: "r", characterSet: Self.anything, isOptional: false)],
                rightToLeft: rightToLeft)
            for caret in Set([0, 1, count / 2, count * 3 / 4, count - 1, count]) {
                for gravity in Self.gravities {
                    let result = mask.apply(toText: CaretString(string: text, characterOffset: caret, caretGravity: gravity))
                    let expected = reference.apply(text, caret: caret, gravity: Self.referenceGravity(gravity))
                    let actual = ReferenceResult(
                        text: result.formattedText.string, caret: result.formattedText.caretCharacterOffset,
                        value: result.extractedValue, affinity: result.affinity, complete: result.complete,
                        tailPlaceholder: result.tailPlaceholder)
                    #expect(actual == expected, "\(Self.runs[run].name), \(format), caret \(caret), \(gravity)")
                    #expect(Array(actual.text.unicodeScalars) == Array(expected.text.unicodeScalars))
                    if format == "[r…]" {
                        // Every Character is accepted: the whole run goes through the engine.
                        #expect(actual.text.unicodeScalars.count == text.unicodeScalars.count)
                    }
                }
            }
        }
    }

    @Test("Right-to-left input is reversed Character by Character, as input-mask reverses it")
    func reversalKeepsTheOriginalGrouping() throws {
        // Reversed, an odd run pairs its indicators from the other end, and a Hangul L jamo moved
        // before a syllable joins it: the output is the reversed text read back, whatever it groups.
        let mask = try RTLMask(format: "[r…]", customNotations: [Notation(character: "r", characterSet: Self.anything, isOptional: false)])
        for text in ["\u{1F1FA}\u{1F1F8}\u{1F1FA}", "\u{1100}\u{1100}\u{1161}", "e\u{301}\u{1F1FA}\u{1F1FA}\u{1F1FA}\r\n"] {
            let result = mask.apply(toText: CaretString(string: text, caretPosition: text.endIndex))
            let twiceReversed = String(String(text.reversed()).reversed())
            #expect(Array(result.formattedText.string.unicodeScalars) == Array(twiceReversed.unicodeScalars))
            #expect(!result.formattedText.string.isEmpty)
        }
    }

    static func referenceGravity(_ gravity: CaretGravity) -> ReferenceGravity {
        switch gravity {
        case .forward(let autocomplete): .forward(autocomplete: autocomplete)
        case .backward(let autoskip): .backward(autoskip: autoskip)
        }
    }
}
