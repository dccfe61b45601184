@testable import InputMask
import Foundation
import InputMaskReference
import SeededRandom
import Testing

/// The filtering pass (`ApplyEngine.applyFilter`) against the general passes (`ApplyEngine.run`
/// left to right, `ApplyEngine.applyRightToLeftCharacters` right to left) and the reference model,
/// on random texts of every kind of Character, random carets and every gravity.
@Suite("Filtering pass")
struct FilterPassTests {
    /// Pieces the texts are made of. Several are not Characters of their own, and join or split
    /// their neighbours once put together: CR before LF, combining marks, jamo, lone regional
    /// indicators, modifiers, selectors and joiners.
    static let pieces: [String] = [
        "a", "Z", "q", "5", "0", "9", " ", "-", "\r", "\n", "\r\n",
        "\u{0416}", "\u{0436}", "\u{0451}", "\u{0439}", "\u{03A9}", "\u{00E9}", "\u{0663}",
        "\u{4E2D}", "\u{6587}", "\u{3042}", "\u{AC00}", "\u{FF13}",
        "\u{0301}", "e\u{0301}", "\u{093F}", "\u{0600}",
        "\u{1100}", "\u{1161}", "\u{11A8}", "\u{1100}\u{1161}\u{11A8}",
        "\u{1F44D}", "\u{1F44D}\u{1F3FD}", "\u{1F3FD}", "\u{1F642}", "\u{2764}\u{FE0F}", "\u{FE0F}", "\u{200D}",
        "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F468}\u{200D}",
        "\u{1F1FA}\u{1F1E6}", "\u{1F1FA}", "\u{1F1E6}", "\u{1F1FA}\u{1F1E6}\u{FE0F}", "\u{00A9}", "\u{20000}",
    ]

    /// Formats of mandatory slots of one class and then an ellipsis of it, built-in and custom.
    static let formats = ["[A…]", "[0…]", "[AA…]", "[_…]", "[000…]", "[D…]", "[DD…]"]

    /// A custom class of Cyrillic, CJK, a Latin letter, an emoji and a combining mark.
    static let notations = [
        Notation(
            character: "D", characterSet: CharacterSet(charactersIn: "\u{0416}\u{0451}\u{4E2D}a\u{1F44D}\u{0301}"),
            isOptional: false),
    ]

    static let gravities: [CaretGravity] = [
        .forward(autocomplete: true), .forward(autocomplete: false), .backward(autoskip: true), .backward(autoskip: false),
    ]

    @Test("Gives the general pass's result, left to right and right to left", arguments: [false, true])
    func agreesWithGeneralPass(rightToLeft: Bool) throws {
        var random = SplitMix64(seed: rightToLeft ? 0x5EED_F117_0000_0002 : 0x5EED_F117_0000_0001)
        var disagreements: [String] = []
        var taken = 0, refused = 0
        for format in Self.formats {
            let mask = rightToLeft
                ? try RTLMask(format: format, customNotations: Self.notations)
                : try Mask(format: format, customNotations: Self.notations)
            let graph = mask.graph
            try #require(ApplyEngine.filterClass(of: graph) != nil, "\(format)")
            for _ in 0..<400 {
                let text = Self.randomText(using: &random)
                let bytes = Array(text.utf8)
                // The start, the end, and any byte offset, inside a Character too.
                for caret in [0, bytes.count, Int(random.next() % UInt64(bytes.count + 1))] {
                    for gravity in Self.gravities {
                        let label = "\(format) on \(text.unicodeScalars.map { String($0.value, radix: 16) }) caret \(caret) \(gravity)"
                        let (pass, general) = bytes.withUnsafeBufferPointer { buffer in
                            (ApplyEngine.applyFilter(graph, bytes: buffer, source: text, caretByte: caret, gravity: gravity,
                                                     rightToLeft: rightToLeft),
                             Self.general(graph, text: text, bytes: buffer, caret: caret, gravity: gravity, rightToLeft: rightToLeft))
                        }
                        let applied = mask.apply(toText: CaretString(
                            string: text, caretPosition: text.utf8.index(text.startIndex, offsetBy: caret), caretGravity: gravity))
                        if Self.fields(of: applied) != Self.fields(of: general) && disagreements.count < 20 {
                            disagreements.append("apply \(label): \(Self.fields(of: applied)) != \(Self.fields(of: general))")
                        }
                        guard let pass else {
                            refused += 1
                            if !rightToLeft && disagreements.count < 20 { disagreements.append("refused \(label)") }
                            continue
                        }
                        taken += 1
                        if Self.fields(of: pass) != Self.fields(of: general) && disagreements.count < 20 {
                            disagreements.append("\(label): \(Self.fields(of: pass)) != \(Self.fields(of: general))")
                        }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
        #expect(taken > (rightToLeft ? 5_000 : 30_000))
        #expect(refused == 0 || rightToLeft)
    }

    @Test("Gives the reference model's result for built-in classes", arguments: [false, true])
    func agreesWithReference(rightToLeft: Bool) throws {
        var random = SplitMix64(seed: rightToLeft ? 0x5EED_F117_0000_0004 : 0x5EED_F117_0000_0003)
        var disagreements: [String] = []
        var compared = 0
        for format in ["[A…]", "[0…]", "[AA…]", "[_…]"] {
            let graph = try (rightToLeft ? RTLMask(format: format) : Mask(format: format)).graph
            let reference = try ReferenceMask(format: format, rightToLeft: rightToLeft)
            for _ in 0..<300 {
                let text = Self.randomText(using: &random)
                let bytes = Array(text.utf8)
                let caret = Int(random.next() % UInt64(bytes.count + 1))
                let gravity = Self.gravities[Int(random.next() % 4)]
                let pass = bytes.withUnsafeBufferPointer { buffer in
                    ApplyEngine.applyFilter(graph, bytes: buffer, source: text, caretByte: caret, gravity: gravity, rightToLeft: rightToLeft)
                }
                guard let pass else { continue }
                compared += 1
                let expected = reference.apply(text, caret: Self.charactersBefore(byte: caret, in: text), gravity: Self.reference(gravity))
                let got = ReferenceResult(
                    text: pass.formattedText.string,
                    caret: pass.formattedText.string.distance(
                        from: pass.formattedText.string.startIndex, to: pass.formattedText.caretPosition),
                    value: pass.extractedValue, affinity: pass.affinity, complete: pass.complete,
                    tailPlaceholder: pass.tailPlaceholder)
                if got != expected && disagreements.count < 20 {
                    disagreements.append("\(format) on \(text.debugDescription) caret \(caret) \(gravity): \(got) != \(expected)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
        #expect(compared > (rightToLeft ? 200 : 1_000))
    }

    @Test("Takes no format with an optional slot, a literal or a slot of another class",
          arguments: ["[a…]", "[9…]", "[0A…]", "[A]-[A…]", "{+}[0…]", "[AAA]"])
    func refusesOtherFormats(format: String) throws {
        let graph = try Mask(format: format).graph
        #expect(ApplyEngine.filterClass(of: graph) == nil)
        let text = "\u{0416}\u{1F44D}\u{1F3FD}5"
        let pass = Array(text.utf8).withUnsafeBufferPointer { buffer in
            ApplyEngine.applyFilter(graph, bytes: buffer, source: text, caretByte: 0, gravity: .forward(autocomplete: true), rightToLeft: false)
        }
        #expect(pass == nil)
    }

    @Test("Keeps letters and drops emoji in a long mixed text, in both directions, with the same result")
    func longMixedText() throws {
        var random = SplitMix64(seed: 0x5EED_F117_0000_0005)
        let letters = (0x0430...0x044F).map { String(Unicode.Scalar($0)!) }
        let emoji = ["\u{1F44D}\u{1F3FD}", "\u{2764}\u{FE0F}", "\u{1F1FA}\u{1F1E6}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"]
        var text = "", expected = ""
        for _ in 0..<5_000 {
            if random.next() % 5 == 0 {
                text += emoji[Int(random.next() % UInt64(emoji.count))]
            } else {
                let letter = letters[Int(random.next() % UInt64(letters.count))]
                text += letter
                expected += letter
            }
        }
        for mask in [try Mask(format: "[A…]"), try RTLMask(format: "[A…]")] {
            let result = mask.apply(toText: CaretString(string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: true)))
            #expect(result.formattedText.string == expected)
            #expect(result.formattedText.caretPosition == result.formattedText.string.endIndex)
            #expect(result.extractedValue == expected)
            #expect(result.affinity == expected.count - (text.count - expected.count))
        }
    }

    static func randomText(using random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int(random.next() % 14) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
        return text
    }

    static func general(
        _ graph: StateGraph, text: String, bytes: UnsafeBufferPointer<UInt8>, caret: Int, gravity: CaretGravity, rightToLeft: Bool
    ) -> Mask.Result {
        if rightToLeft {
            return ApplyEngine.applyRightToLeftCharacters(
                graph, to: text, isPlain: ApplyEngine.isPlainASCII(text), caretByte: caret, gravity: gravity)
        }
        return ApplyEngine.run(graph, bytes: bytes, source: text, caretByte: caret, gravity: gravity, rightToLeft: false).result()
    }

    /// The Characters of `text` that end at or before byte `byte`: a caret inside a Character
    /// counts as at its start.
    static func charactersBefore(byte: Int, in text: String) -> Int {
        var count = 0, end = 0
        for character in text {
            end += character.utf8.count
            if end > byte { break }
            count += 1
        }
        return count
    }

    static func reference(_ gravity: CaretGravity) -> ReferenceGravity {
        switch gravity {
        case .forward(let autocomplete): .forward(autocomplete: autocomplete)
        case .backward(let autoskip): .backward(autoskip: autoskip)
        }
    }

    /// Everything a Result tells, Strings as their bytes and the caret as a byte offset.
    static func fields(of result: Mask.Result) -> String {
        ScanSingleScalarsTests.fields(of: result)
    }
}
