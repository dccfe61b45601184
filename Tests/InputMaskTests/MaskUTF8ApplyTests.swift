import Foundation
import InputMask
import InputMaskFuzzing
import SeededRandom
import Testing

/// The byte-level API gives exactly the String API's result: on every recorded case, on invalid
/// UTF-8, with carets out of range or inside Characters, into storage reused across sizes.
@Suite("Applying masks to UTF-8 bytes")
struct MaskUTF8ApplyTests {
    /// Every field of a result, the caret as a byte offset, in one value so that a mismatch prints both sides.
    struct Observed: Equatable {
        var text: String
        var caret: Int
        var value: String
        var affinity: Int
        var complete: Bool
        var tailPlaceholder: String

        init(_ result: Mask.Result) {
            let string = result.formattedText.string
            text = string
            caret = string.utf8.distance(from: string.startIndex, to: result.formattedText.caretPosition)
            value = result.extractedValue
            affinity = result.affinity
            complete = result.complete
            tailPlaceholder = result.tailPlaceholder
        }

        init(_ output: Mask.UTF8Output) {
            text = output.text
            caret = output.caret
            value = output.value
            affinity = output.affinity
            complete = output.complete
            tailPlaceholder = output.tailPlaceholder
            #expect(output.textCount == text.utf8.count && output.valueCount == value.utf8.count)
            #expect(output.withTextBytes { Array($0) } == Array(text.utf8))
            #expect(output.withValueBytes { Array($0) } == Array(value.utf8))
        }
    }

    /// The start of the Character of `string` holding byte `offset`: where the String API puts such a caret.
    static func characterStart(atByte offset: Int, in string: String) -> String.Index {
        if offset >= string.utf8.count { return string.endIndex }
        return string.indices.last { string.utf8.distance(from: string.startIndex, to: $0) <= offset } ?? string.startIndex
    }

    static func mask(_ format: String, rightToLeft: Bool = false) throws -> Mask {
        rightToLeft ? try RTLMask(format: format) : try Mask(format: format)
    }

    @Test("Every recorded case: the same text, caret, value, affinity, completeness and tail placeholder",
          arguments: ConformanceFormat.fileNames)
    func agreesOnEveryRecordedCase(file: String) throws {
        var output = Mask.UTF8Output()
        var mismatches: [String] = []
        var casesRun = 0
        for recorded in ConformanceFormat.load(file) where recorded.valid {
            let notations = recorded.notations.map {
                Notation(character: Character($0.character), characterSet: $0.characterSet, isOptional: $0.optional)
            }
            let mask = recorded.rtl
                ? try RTLMask(format: recorded.format, customNotations: notations)
                : try Mask(format: recorded.format, customNotations: notations)
            for vector in recorded.cases {
                casesRun += 1
                let gravity: CaretGravity = vector.gravity == "backward"
                    ? .backward(autoskip: vector.autoskip ?? false)
                    : .forward(autocomplete: vector.autocomplete ?? false)
                let input = vector.input
                let caretIndex = input.index(input.startIndex, offsetBy: vector.caret, limitedBy: input.endIndex) ?? input.endIndex
                // The recorded caret, and for text beyond ASCII every byte offset too.
                let caretBytes = input.utf8.allSatisfy { $0 < 0x80 }
                    ? [input.utf8.distance(from: input.startIndex, to: caretIndex)]
                    : Array(0...input.utf8.count)
                for caretByte in caretBytes {
                    let expected = Observed(mask.apply(toText: CaretString(
                        string: input, caretPosition: Self.characterStart(atByte: caretByte, in: input), caretGravity: gravity)))
                    mask.apply(toUTF8: Array(input.utf8), caret: caretByte, gravity: gravity, into: &output)
                    let actual = Observed(output)
                    if actual != expected {
                        mismatches.append("\(mask) input \(input.debugDescription) caret byte \(caretByte) \(gravity):\n  String API \(expected)\n  byte API   \(actual)")
                    }
                }
            }
        }
        #expect(casesRun > 0)
        for mismatch in mismatches.prefix(ConformanceTests.reportLimit) { Issue.record("\(mismatch)") }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(casesRun) cases in \(file) disagree")
    }

    @Test("Invalid UTF-8 reads as String(decoding:as:) reads it, each maximal invalid subsequence one U+FFFD", arguments: [
        [0x31, 0xFF, 0x32],                      // a byte that never appears in UTF-8
        [0x80, 0x31, 0x32],                      // a lone continuation byte
        [0x31, 0xC0, 0x80, 0x32],                // an overlong encoding
        [0x31, 0xED, 0xA0, 0x80, 0x32],          // a surrogate
        [0x31, 0xF4, 0x90, 0x80, 0x80],          // beyond U+10FFFF
        [0x31, 0x32, 0xF0, 0x9F, 0x98],          // a truncated four-byte scalar at the end
        [0xE2, 0x82, 0x31, 0x0D, 0x0A, 0x32],    // a truncated scalar, then CR LF
    ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) throws {
        let decoded = String(decoding: bytes, as: UTF8.self)
        #expect(decoded.unicodeScalars.contains("\u{FFFD}"))
        for (format, rightToLeft) in [("[000]-[000]", false), ("[…]", false), ("[00]→[00]", false), ("[000] [000]", true)] {
            let mask = try Self.mask(format, rightToLeft: rightToLeft)
            var output = Mask.UTF8Output()
            mask.apply(toUTF8: bytes, gravity: .forward(autocomplete: true), into: &output)
            let expected = mask.apply(toText: CaretString(string: decoded, caretPosition: decoded.endIndex, caretGravity: .forward(autocomplete: true)))
            #expect(Observed(output) == Observed(expected), "\(format) on \(bytes)")
        }
    }

    @Test("A caret inside an invalid subsequence counts as at its start; after it, after its U+FFFD")
    func caretAroundInvalidUTF8() throws {
        // "1", then E2 82 (a truncated scalar: one U+FFFD), then "23".
        let bytes: [UInt8] = [0x31, 0xE2, 0x82, 0x32, 0x33]
        let decoded = "1\u{FFFD}23"
        #expect(String(decoding: bytes, as: UTF8.self) == decoded)
        // `*`: a digit or U+FFFD, so that the replacement character shows in the text.
        let anything = Notation(character: "*", characterSet: CharacterSet(charactersIn: "0123456789\u{FFFD}"), isOptional: false)
        let mask = try Mask(format: "[*…]", customNotations: [anything])
        var output = Mask.UTF8Output()
        for (caret, decodedOffset) in [(0, 0), (1, 1), (2, 1), (3, 4), (4, 5), (5, 6)] {
            mask.apply(toUTF8: bytes, caret: caret, gravity: .backward(autoskip: false), into: &output)
            let expected = mask.apply(toText: CaretString(
                string: decoded, caretPosition: decoded.utf8.index(decoded.startIndex, offsetBy: decodedOffset),
                caretGravity: .backward(autoskip: false)))
            #expect(Observed(output) == Observed(expected), "caret \(caret)")
            #expect(output.text == decoded)
            #expect(output.caret == decodedOffset)
        }
    }

    @Test("Random bytes, valid or not, with every caret from before the start to past the end", arguments: [
        ("+7 ([000]) [000] [00] [00]", false), ("[A…]", false), ("[00]→[00]{✓}", false), ("[999] [999] [990]", true), ("[AA]-[00]", true),
    ])
    func randomBytes(format: String, rightToLeft: Bool) throws {
        let mask = try Self.mask(format, rightToLeft: rightToLeft)
        // Digits, letters, separators, CR and LF, and pieces of multi-byte scalars, valid and not.
        let alphabet: [UInt8] = Array(0x30...0x39) + [0x41, 0x62, 0x20, 0x2D, 0x0D, 0x0A, 0x80, 0xBF, 0xC3, 0xA9, 0xE2, 0x86, 0x92, 0xF0, 0x9F, 0x91, 0x8D, 0xFF, 0xD0, 0x96]
        var generator = SplitMix64(seed: 0x5EED)
        var output = Mask.UTF8Output()
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...16, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let gravity: CaretGravity = Bool.random(using: &generator)
                ? .forward(autocomplete: Bool.random(using: &generator)) : .backward(autoskip: Bool.random(using: &generator))
            for caret in -1...(bytes.count + 1) {
                #expect(throws: Never.self) {
                    try UTF8ApplyInvariants.check(mask, bytes: bytes, caret: caret, gravity: gravity, output: &output)
                }
            }
        }
    }

    @Test("A caret out of range is clamped to the start or the end", arguments: [false, true])
    func caretIsClamped(rightToLeft: Bool) throws {
        let mask = try Self.mask("[000] [000]", rightToLeft: rightToLeft)
        let bytes = Array("12345".utf8)
        var output = Mask.UTF8Output()
        for gravity in [CaretGravity.forward(autocomplete: true), .backward(autoskip: true)] {
            mask.apply(toUTF8: bytes, caret: 0, gravity: gravity, into: &output)
            let atStart = Observed(output)
            mask.apply(toUTF8: bytes, caret: bytes.count, gravity: gravity, into: &output)
            let atEnd = Observed(output)
            #expect(atStart != atEnd)
            for caret in [Int.min, -1] {
                mask.apply(toUTF8: bytes, caret: caret, gravity: gravity, into: &output)
                #expect(Observed(output) == atStart)
            }
            for caret in [bytes.count + 1, Int.max] {
                mask.apply(toUTF8: bytes, caret: caret, gravity: gravity, into: &output)
                #expect(Observed(output) == atEnd)
            }
            mask.apply(toUTF8: bytes, gravity: gravity, into: &output)
            #expect(Observed(output) == atEnd, "the caret is at the end by default")
        }
    }

    @Test("A caret inside a multi-byte scalar or a multi-scalar Character counts as at the Character's start")
    func caretInsideCharacter() throws {
        let mask = try Mask(format: "[A…]")
        let text = "ab👍🏽cé"   // 👍🏽 is two four-byte scalars, one Character
        let bytes = Array(text.utf8)
        var output = Mask.UTF8Output()
        mask.apply(toUTF8: bytes, caret: 2, gravity: .backward(autoskip: false), into: &output)
        let atStart = Observed(output)
        for caret in 3...9 {
            mask.apply(toUTF8: bytes, caret: caret, gravity: .backward(autoskip: false), into: &output)
            #expect(Observed(output) == atStart, "caret \(caret)")
        }
        mask.apply(toUTF8: bytes, caret: bytes.count - 1, gravity: .backward(autoskip: false), into: &output)
        #expect(output.text == "abcé")
        #expect(output.caret == 3, "inside é, so before it")
    }

    @Test("One storage reused across inputs of different sizes gives what fresh storage gives, and grows only when it must")
    func storageIsReused() throws {
        let mask = try Mask(format: "[0…]")
        let phone = try Mask(format: "+7 ([000]) [000] [00] [00]")
        let long = Array(String(repeating: "0123456789", count: 20).utf8)
        var output = Mask.UTF8Output()
        mask.apply(toUTF8: long, gravity: .forward(autocomplete: true), into: &output)
        let grown = output.capacity
        #expect(grown >= 2 * long.count)
        for (used, bytes) in [(phone, Array("9123456789".utf8)), (mask, Array("42".utf8)), (mask, long), (phone, [])] {
            var fresh = Mask.UTF8Output()
            used.apply(toUTF8: bytes, gravity: .forward(autocomplete: true), into: &fresh)
            used.apply(toUTF8: bytes, gravity: .forward(autocomplete: true), into: &output)
            #expect(Observed(output) == Observed(fresh))
            #expect(output.capacity == grown)
        }
        let longer = long + long
        mask.apply(toUTF8: longer, gravity: .forward(autocomplete: true), into: &output)
        #expect(output.capacity > grown)
        #expect(output.value == String(decoding: longer, as: UTF8.self))
    }

    @Test("A copy of the storage keeps its result when the original is written to")
    func copiesAreIndependent() throws {
        let mask = try Mask(format: "[00]{.}[00]")
        var output = Mask.UTF8Output(capacity: 64)
        #expect(output.capacity >= 64)
        mask.apply(toUTF8: Array("1231".utf8), gravity: .forward(autocomplete: true), into: &output)
        let copy = output
        mask.apply(toUTF8: Array("99".utf8), gravity: .forward(autocomplete: true), into: &output)
        #expect(copy.text == "12.31" && copy.value == "12.31" && copy.complete)
        #expect(output.text == "99." && output.value == "99." && !output.complete)
    }

    @Test("Right to left: thousands grouped from the end, the caret kept after the same digit")
    func rightToLeft() throws {
        let mask = try RTLMask(format: "[999] [999] [990]")
        var output = Mask.UTF8Output()
        mask.apply(toUTF8: Array("1234567".utf8), gravity: .forward(autocomplete: true), into: &output)
        #expect(output.text == "1 234 567")
        #expect(output.value == "1234567")
        #expect(output.caret == 9)
        mask.apply(toUTF8: Array("1234567".utf8), caret: 2, gravity: .forward(autocomplete: true), into: &output)
        #expect(output.caret == 3, "after the 2 in 1 2|34 567")
        #expect(output.tailPlaceholder == mask.apply(toText: CaretString(string: "1234567", caretPosition: "1234567".endIndex)).tailPlaceholder)
    }

    @Test("Bytes without contiguous storage, and a String's own UTF-8 view, give the same result")
    func anyCollectionOfBytes() throws {
        let mask = try Mask(format: "+1 ([000]) [000]-[0000]")
        let text = "5551234567"
        var contiguous = Mask.UTF8Output(), lazy = Mask.UTF8Output(), view = Mask.UTF8Output()
        mask.apply(toUTF8: Array(text.utf8), caret: 4, gravity: .forward(autocomplete: true), into: &contiguous)
        mask.apply(toUTF8: Array(text.utf8).lazy.map { $0 }, caret: 4, gravity: .forward(autocomplete: true), into: &lazy)
        mask.apply(toUTF8: text.utf8, caret: 4, gravity: .forward(autocomplete: true), into: &view)
        #expect(contiguous.text == "+1 (555) 123-4567")
        #expect(contiguous.caret == 10, "after the 1 in +1 (555) 1|23-4567")
        #expect(Observed(lazy) == Observed(contiguous))
        #expect(Observed(view) == Observed(contiguous))
    }
}
