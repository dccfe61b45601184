@testable import InputMask
import SeededRandom
import Testing

/// `ApplyEngine.keptCharacters`, which feeds plain text to the states writing nothing, against the
/// plain pass (`ApplyEngine.applyPlain`), which writes the output: both take the state step
/// (`StateStep.feed`), so they must agree on whether the states kept every Character, read from the
/// start and, for right-to-left masks, from the end.
@Suite("Kept Characters")
struct KeptCharactersTests {
    static let formats = [
        "+7 ([000]) [000]-[00]-[00]", "[00]{.}[00]{.}[9900]", "[0000] [0000] [0000] [0000]",
        "[AA][00] [____] [____]", "[0…]", "[09]-[a…]", "{+}[0]9 [-]", "[A][999]{x}[_]", "[09]{/}[09]",
    ]

    /// Characters the formats above take, show or reject: digits, letters, their literals, others.
    static let alphabet = Array("0123456789abcXYZ+-()./ x_#")

    @Test("The walk keeps every Character exactly when the plain pass does", arguments: formats.indices)
    func agreesWithPlainPass(formatIndex: Int) throws {
        let format = Self.formats[formatIndex]
        var random = SplitMix64(seed: UInt64(formatIndex) &+ 0x5EED)
        for rightToLeft in [false, true] {
            let mask: Mask = rightToLeft ? try RTLMask(format: format) : try Mask(format: format)
            var kept = 0, dropped = 0
            for _ in 0..<400 {
                let count = Int.random(in: 0...24, using: &random)
                let text = String((0..<count).map { _ in Self.alphabet.randomElement(using: &random)! })
                let walk = ApplyEngine.keptCharacters(of: text, in: mask.graph, rightToLeft: rightToLeft, isPlain: false)
                var bytes = text
                let pass = bytes.withUTF8 {
                    ApplyEngine.plainApplied(mask.graph, bytes: $0, caretByte: $0.count, gravity: .forward(autocomplete: true),
                                           rightToLeft: rightToLeft)
                }
                #expect(walk == (pass.keptAll ? .all : .notAll), "\(format) \(rightToLeft ? "RTL" : "LTR") \(text)")
                if pass.keptAll { kept += 1 } else { dropped += 1 }
            }
            // Both outcomes are met, so the agreement is tested on each.
            #expect(kept > 0 && dropped > 0, "\(format) \(rightToLeft ? "RTL" : "LTR"): \(kept) kept, \(dropped) not")
        }
    }

    @Test("Text that is not plain ASCII is not told")
    func unknownForOtherText() throws {
        let mask = try Mask(format: "[0…]")
        #expect(ApplyEngine.keptCharacters(of: "12\u{0416}", in: mask.graph, rightToLeft: false, isPlain: false) == .unknown)
        #expect(ApplyEngine.keptCharacters(of: "1\r\n2", in: mask.graph, rightToLeft: false, isPlain: false) == .unknown)
    }
}
