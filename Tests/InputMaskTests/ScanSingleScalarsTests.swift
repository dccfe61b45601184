@testable import InputMask
import Foundation
import SeededRandom
import Testing

/// The plain pass over single-scalar text (`ApplyEngine.applySingleScalars`) against the general
/// scan (`ApplyEngine.run`) on random texts, carets and gravities.
@Suite("Single-scalar plain pass")
struct ScanSingleScalarsTests {
    /// Scalars the pass reads as Characters of their own: ASCII (LF too), letters and digits of other
    /// scripts in two, three and four bytes, numbers that are not digits, symbols that are not
    /// letters, unassigned and private-use scalars, emoji without modifiers.
    static let taken: [Unicode.Scalar] = [
        "a", "Z", "5", "0", " ", "-", ".", "(", "\n", "\u{0416}", "\u{0451}", "\u{0439}", "\u{03A9}", "\u{00E9}", "\u{02B0}",
        "\u{00D7}", "\u{00B2}", "\u{0663}", "\u{05D0}", "\u{0378}", "\u{4E2D}", "\u{3042}", "\u{AC00}", "\u{FF21}",
        "\u{FF13}", "\u{096B}", "\u{216B}", "\u{20AC}", "\u{E000}", "\u{1F642}", "\u{1D7D9}", "\u{20000}",
    ]

    /// Scalars that join a neighbour or may: CR, a combining mark, a spacing mark, a prepended mark, a
    /// Hangul jamo, a regional indicator, an emoji modifier, a variation selector and the joiner.
    static let refused: [Unicode.Scalar] = [
        "\r", "\u{0301}", "\u{093F}", "\u{0600}", "\u{1100}", "\u{1F1FA}", "\u{1F3FD}", "\u{FE0F}", "\u{200D}",
    ]

    /// Plain literals, free and fixed; required and optional slots of every built-in class; ellipses;
    /// and a custom class that takes Cyrillic and CJK but not ASCII.
    static let formats = [
        "[AAAAAA] [000]", "+7 ([000]) [000]-[00]-[00]", "[00]{.}[00]{.}[9900]", "[aaa]{-}[999] [___]",
        "[A…]", "[0…]", "{+7} [_…]", "[-----] x [AA]", "[DD] [dd]{/}[0]", "[0] [A…]",
    ]

    static let notations = [
        Notation(character: "D", characterSet: CharacterSet(charactersIn: "\u{0416}\u{0451}\u{4E2D}"), isOptional: false),
        Notation(character: "d", characterSet: CharacterSet(charactersIn: "\u{0439}\u{3042}"), isOptional: true),
    ]

    static let gravities: [CaretGravity] = [
        .forward(autocomplete: true), .forward(autocomplete: false), .backward(autoskip: true), .backward(autoskip: false),
    ]

    @Test("Gives the general scan's result whenever it takes a text, and refuses exactly the texts with a joining scalar")
    func agreesWithGeneralScan() throws {
        var random = SplitMix64(seed: 0x5EED_C1C1_0000_0012)
        var disagreements: [String] = []
        var taken = 0, refusedTexts = 0
        for format in Self.formats {
            let graph = try Mask(format: format, customNotations: Self.notations).graph
            try #require(graph.literalsArePlain)
            for _ in 0..<600 {
                var text = ""
                let joins = random.next() % 6 == 0
                let length = Int(random.next() % 12)
                for _ in 0..<length {
                    text.unicodeScalars.append(Self.taken[Int(random.next() % UInt64(Self.taken.count))])
                }
                if joins {
                    let scalars = Array(text.unicodeScalars)
                    let at = Int(random.next() % UInt64(scalars.count + 1))
                    text = String(String.UnicodeScalarView(
                        scalars[..<at] + [Self.refused[Int(random.next() % UInt64(Self.refused.count))]] + scalars[at...]))
                }
                let bytes = Array(text.utf8)
                // The start, the end, and any byte offset, inside a scalar too.
                for caret in [0, bytes.count, Int(random.next() % UInt64(bytes.count + 1))] {
                    for gravity in Self.gravities {
                        let (pass, general) = bytes.withUnsafeBufferPointer { buffer in
                            (ApplyEngine.applySingleScalars(graph, bytes: buffer, source: text, caretByte: caret, gravity: gravity),
                             ApplyEngine.run(graph, bytes: buffer, source: text, caretByte: caret, gravity: gravity, rightToLeft: false).result())
                        }
                        let label = "\(format) on \(text.unicodeScalars.map { String($0.value, radix: 16) }) caret \(caret) \(gravity)"
                        guard let pass else {
                            refusedTexts += 1
                            if !joins && disagreements.count < 20 { disagreements.append("refused \(label)") }
                            continue
                        }
                        taken += 1
                        if joins && disagreements.count < 20 { disagreements.append("took \(label)") }
                        if Self.fields(of: pass) != Self.fields(of: general) && disagreements.count < 20 {
                            disagreements.append("\(label): \(Self.fields(of: pass)) != \(Self.fields(of: general))")
                        }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
        #expect(taken > 20_000)
        #expect(refusedTexts > 2_000)
    }

    /// Everything a Result tells, with Strings as their bytes and the caret as a byte offset, so that
    /// canonically equivalent Strings or carets that String would round still differ.
    static func fields(of result: Mask.Result) -> String {
        let text = result.formattedText.string
        return "\(Array(text.utf8)) caret \(text.utf8.distance(from: text.startIndex, to: result.formattedText.caretPosition))"
            + " characters \(text.count) value \(Array(result.extractedValue.utf8)) affinity \(result.affinity)"
            + " complete \(result.complete) tail \(Array(result.tailPlaceholder.utf8))"
    }
}
