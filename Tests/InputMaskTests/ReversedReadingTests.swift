@testable import InputMask
import SeededRandom
import Testing

/// `ReversedReading`, the text as right-to-left masks read it, and the right-to-left pass over
/// single-scalar text against the general right-to-left pass.
@Suite("Reversed reading")
struct ReversedReadingTests {
    static let gravities = ScanSingleScalarsTests.gravities

    /// A random text of scalars the single-scalar pass takes, with a joining scalar in one text in six.
    static func text(_ random: inout SplitMix64) -> (text: String, joins: Bool) {
        var text = ""
        let joins = random.next() % 6 == 0
        for _ in 0..<Int(random.next() % 12) {
            let taken = ScanSingleScalarsTests.taken
            text.unicodeScalars.append(taken[Int(random.next() % UInt64(taken.count))])
        }
        if joins {
            let scalars = Array(text.unicodeScalars)
            let at = Int(random.next() % UInt64(scalars.count + 1))
            let refused = ScanSingleScalarsTests.refused
            let joining = refused[Int(random.next() % UInt64(refused.count))]
            text = String(String.UnicodeScalarView(scalars[..<at] + [joining] + scalars[at...]))
        }
        return (text, joins)
    }

    @Test("Single scalars read back to front are the Characters reversed, and read back again the text (readBack: exactly)")
    func singleScalarsReverseCharacters() throws {
        var random = SplitMix64(seed: 0x5EED_0000_0000_0025)
        let graph = try RTLMask(format: "[A…]").graph
        var disagreements: [String] = []
        var refusedTexts = 0
        for _ in 0..<5_000 {
            let (text, joins) = Self.text(&random)
            let bytes = Array(text.utf8)
            let label = text.unicodeScalars.map { String($0.value, radix: 16) }
            let reading: [UInt8]? = bytes.withUnsafeBufferPointer { buffer in
                var reversed = [UInt8](repeating: 0, count: max(1, buffer.count))
                let scan = Scan(graph, input: graph.bytePointer, count: 0, caretByte: 0,
                                gravity: .forward(autocomplete: false), rightToLeft: true)
                let took = reversed.withUnsafeMutableBufferPointer { destination in
                    ReversedReading.writeSingleScalars(buffer, to: destination.baseAddress!, taking: Scan.SingleScalars(scan))
                }
                return took ? Array(reversed.prefix(buffer.count)) : nil
            }
            let (readBack, exact) = ReversedReading.readBack(text, taking: Scan.SingleScalars(graph))
            if Array(readBack.utf8) != Array(ReversedReading.characters(of: text).utf8) || exact == joins {
                disagreements.append("read back of \(label), exact \(exact)")
            }
            guard let reading else {
                refusedTexts += 1
                if !joins { disagreements.append("refused \(label)") }
                continue
            }
            if joins { disagreements.append("took \(label)") }
            if reading != Array(String(text.reversed()).utf8) || reading != Array(ReversedReading.characters(of: text).utf8) {
                disagreements.append("reading of \(label)")
            }
            // Read back without sharing (the reading given is not the bytes), and with it.
            let back = reading.withUnsafeBufferPointer {
                ReversedReading.singleScalarString(reversing: $0, sharing: "", reading: UnsafeBufferPointer(start: nil, count: 0))
            }
            let shared = reading.withUnsafeBufferPointer { ReversedReading.singleScalarString(reversing: $0, sharing: text, reading: $0) }
            if Array(back.utf8) != bytes || shared != text { disagreements.append("read back \(label)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        #expect(refusedTexts > 500)
    }

    @Test("The right-to-left single-scalar pass gives the general pass's result whenever it takes a text")
    func singleScalarPassAgreesWithGeneralPass() throws {
        var random = SplitMix64(seed: 0x5EED_C1C1_0000_0025)
        var disagreements: [String] = []
        var taken = 0
        for format in ScanSingleScalarsTests.formats {
            let graph = try RTLMask(format: format, customNotations: ScanSingleScalarsTests.notations).graph
            try #require(graph.literalsArePlain)
            for _ in 0..<500 {
                let (text, joins) = Self.text(&random)
                let bytes = Array(text.utf8)
                // The start, the end, and any byte offset, inside a scalar too.
                for caret in [0, bytes.count, Int(random.next() % UInt64(bytes.count + 1))] {
                    for gravity in Self.gravities {
                        let pass = bytes.withUnsafeBufferPointer { buffer in
                            ApplyEngine.applyRightToLeftSingleScalars(
                                graph, bytes: buffer, source: text, caretByte: caret, gravity: gravity)
                        }
                        let general = ApplyEngine.applyRightToLeftCharacters(
                            graph, to: text, isPlain: ApplyEngine.isPlainASCII(text), caretByte: caret, gravity: gravity)
                        let label = "\(format) on \(text.unicodeScalars.map { String($0.value, radix: 16) }) caret \(caret) \(gravity)"
                        guard let pass else {
                            if !joins && disagreements.count < 20 { disagreements.append("refused \(label)") }
                            continue
                        }
                        taken += 1
                        let fields = ScanSingleScalarsTests.fields(of: pass), expected = ScanSingleScalarsTests.fields(of: general)
                        if fields != expected && disagreements.count < 20 { disagreements.append("\(label): \(fields) != \(expected)") }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
        #expect(taken > 10_000)
    }

    @Test("Plain text is reversed byte for byte, other text Character by Character, as String(reversed()) does",
          arguments: ["", "a", "12-34", "ab\nc", "\r\n1", "\u{0436}\u{0451}", "e\u{301}x", "\u{1F1EB}\u{1F1F7}\u{1F1EF}\u{1F1F5}1"])
    func charactersReversed(text: String) {
        #expect(Array(ReversedReading.characters(of: text).utf8) == Array(String(text.reversed()).utf8))
    }

    /// Scalars that `[A…]`, `[_…]` or the custom class `D` take, and some they do not: digits, a
    /// space, CR and LF, a combining mark and an emoji modifier.
    static let pool: [Unicode.Scalar] = [
        "a", "Z", "\u{0416}", "\u{0451}", "\u{0439}", "\u{03A9}", "\u{00E9}", "\u{05D0}", "\u{4E2D}", "\u{3042}", "\u{AC00}",
        "\u{FF21}", "\u{20000}", "5", " ", "\r", "\n", "\u{0301}", "\u{1F3FD}",
    ]

    @Test("Right to left, every pass gives the general pass's result on texts a class takes whole or nearly")
    func dispatchAgreesWithGeneralPass() throws {
        var random = SplitMix64(seed: 0x5EED_0E11_0000_0025)
        var disagreements: [String] = []
        let notations = ScanSingleScalarsTests.notations
        for format in ["[A…]", "[AA…]", "[_…]", "[0…]", "[D…]", "[d…]", "[A]", "[AA] [A…]"] {
            let graph = try RTLMask(format: format, customNotations: notations).graph
            for _ in 0..<400 {
                var text = ""
                // Mostly letters of the first eleven, so that the class often takes the whole text.
                let outside = random.next() % 3 == 0
                for _ in 0..<Int(random.next() % 10) {
                    let range = outside ? Self.pool.count : 11
                    text.unicodeScalars.append(Self.pool[Int(random.next() % UInt64(range))])
                }
                let bytes = text.utf8.count
                for caret in [0, bytes, Int(random.next() % UInt64(bytes + 1))] {
                    for gravity in Self.gravities {
                        let index = text.utf8.index(text.startIndex, offsetBy: caret)
                        let applied = ApplyEngine.apply(
                            graph, to: CaretString(string: text, caretPosition: index, caretGravity: gravity), rightToLeft: true)
                        let general = ApplyEngine.applyRightToLeftCharacters(
                            graph, to: text, isPlain: ApplyEngine.isPlainASCII(text), caretByte: caret, gravity: gravity)
                        let fields = ScanSingleScalarsTests.fields(of: applied), expected = ScanSingleScalarsTests.fields(of: general)
                        if fields != expected && disagreements.count < 20 {
                            let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
                            disagreements.append("\(format) on \(scalars) caret \(caret) \(gravity): \(fields) != \(expected)")
                        }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    @Test("Carets and bytes mirror to as far from the other end", arguments: [(0, 5, 5), (5, 5, 0), (2, 7, 5)])
    func mirroring(caret: Int, count: Int, mirrored: Int) {
        #expect(ReversedReading.mirroredCaret(caret, count: count) == mirrored)
        #expect(ReversedReading.mirroredCaret(mirrored, count: count) == caret)
        if caret < count { #expect(ReversedReading.mirroredByte(caret, count: count) == mirrored - 1) }
    }
}
