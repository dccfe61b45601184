@testable import InputMask
import SeededRandom
import Testing

/// The forward Character walks of `ForwardCharacters.swift` and `ReversedReading` against `String`'s own Characters.
@Suite("Character strides")
struct CharacterStridesTests {
    @Test("Reversal, the end of the first n Characters and the Characters after an offset agree with String")
    func agreesWithString() {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<(Int(random.next() % 12)) {
                let pool = SingleScalarCharacterTests.pool
                text.unicodeScalars.append(pool[Int(random.next() % UInt64(pool.count))])
            }
            let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            if !text.reversingCharacters().unicodeScalars.elementsEqual(String(text.reversed()).unicodeScalars) {
                disagreements.append("reversal of \(scalars)")
            }
            let count = text.count
            for characters in 0...(count + 1) {
                let end = text.index(text.startIndex, offsetBy: min(characters, count))
                if text.utf8Offset(afterCharacters: characters) != text.utf8.distance(from: text.startIndex, to: end) {
                    disagreements.append("end of \(characters) Characters of \(scalars)")
                }
            }
            for offset in 0...text.utf8.count {
                let start = text.characterStart(atOrBefore: text.utf8.index(text.startIndex, offsetBy: offset))
                let (reversed, charactersAfter) = ReversedReading.characters(of: text, countingAfterUTF8Offset: offset)
                if charactersAfter != text[start...].count || reversed != text.reversingCharacters() {
                    disagreements.append("Characters after byte \(offset) of \(scalars)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(5))")
    }
}
