import Foundation
import InputMask
import InputMaskReference
import SeededRandom
import Testing

/// `EditResult.dropped` is worked out when first read, unless the engine tells at once that an edit
/// of plain text dropped nothing: both ways must give the reference model's list, and a result must
/// compare, hash and copy as one holding its list.
@Suite("Editing: the dropped list, told at once or when first read")
struct EditingDroppedCharacterLazinessTests {
    /// Masks of plain literals only, where plain text takes the engine's quick answer: slots of each
    /// built-in class, optional slots, `…`, fixed characters, and right-to-left masks.
    static let configurations: [MaskedTextInput.Configuration] = [
        .init(primaryFormat: "[0000] [0000] [0000] [0000]"),
        .init(primaryFormat: "+1 ([000]) [000]-[0000]", autoskip: true),
        .init(primaryFormat: "[0999]-[AAaa]", autocomplete: false),
        .init(primaryFormat: "[00]{.}[00]{.}[9900]"),
        .init(primaryFormat: "[_][99]{.}[a]-[-]"),
        .init(primaryFormat: "[0…]"),
        .init(primaryFormat: "[00][A…]"),
        .init(primaryFormat: "[000] [000] [000]", rightToLeft: true),
        .init(primaryFormat: "[999] [990]{.}[00]", autoskip: true, rightToLeft: true),
        .init(primaryFormat: "{$}[0…]", rightToLeft: true),
    ]

    /// Plain ASCII pieces: digits, letters, the masks' literals, other punctuation, and pastes.
    static let pieces = ["1", "2", "7", "0", "a", "Z", "x", " ", "-", ".", "(", ")", "+", "$", "/", "12", "ab3", "4111 1111", "+1 (555) 12"]

    @Test("Random plain edits: the dropped Characters of the reference model, whether or not any were dropped",
          arguments: configurations.indices)
    func plainEditsMatchTheReferenceModel(configurationIndex: Int) throws {
        let configuration = Self.configurations[configurationIndex]
        let reference = try ReferenceMask(format: configuration.primaryFormat, notations: [], rightToLeft: configuration.rightToLeft)
        var random = SplitMix64(seed: 0x1A2E &+ UInt64(configurationIndex) &* 977)
        var editsDroppingNothing = 0, editsDropping = 0
        for _ in 0..<40 {
            var input = try MaskedTextInput(configuration: configuration)
            for _ in 0..<10 {
                let before = input.text
                let count = before.utf16.count
                let lower = Int.random(in: 0...count, using: &random)
                let upper = Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: lower...count, using: &random) : lower
                let string = upper > lower && Bool.random(using: &random) ? "" : Self.pieces.randomElement(using: &random)!
                let result = input.replace(utf16Range: lower..<upper, with: string)
                // The text the mask read: the edit spliced in, or the inserted text alone when the edit
                // was read as the whole text (the reading whose drops the result reports).
                let readings = try EditReading.candidates(before: before, utf16Range: lower..<upper, string: string, configuration: configuration)
                let expectations = try readings.map { try #require(reference.droppedCharacters($0.read), "\($0.read)") }
                let chosen = expectations.indices.first { expectations[$0].map(\.offset) == result.dropped.map(\.inputOffset) } ?? 0
                let read = readings[chosen].read
                let expected = expectations[chosen]
                if readings[chosen].isWholeText {
                    // Read as the whole text only when that keeps more of the inserted Characters.
                    let splicedFromEdit = expectations[0].filter { readings[0].editedUTF16.contains($0.offset) }.count
                    #expect(expected.count < splicedFromEdit, "\(before) ← \(string)")
                }
                let context: Comment = "\(configuration.primaryFormat): \"\(before)\" [\(lower)..<\(upper)] ← \"\(string)\" read \"\(read)\""
                #expect(result.dropped.map(\.inputOffset) == expected.map(\.offset), context)
                #expect(result.dropped.map(\.character) == expected.map(\.character), context)
                if expected.isEmpty { editsDroppingNothing += 1 } else { editsDropping += 1 }
            }
        }
        // Both answers of the engine are exercised.
        #expect(editsDroppingNothing > 50)
        #expect(editsDropping > 50)
    }

    @Test("Long runs in a `…` slot, read in bulk: a rejected Character is found wherever it stands", arguments: [false, true])
    func longEllipsisRuns(rightToLeft: Bool) throws {
        let reference = try ReferenceMask(format: "[0…]", notations: [], rightToLeft: rightToLeft)
        for length in [7, 8, 9, 16, 17, 40] {
            for position in Set([0, 1, 7, 8, length - 1, length]) where position <= length {
                var characters = Array(repeating: Character("4"), count: length)
                characters.insert("x", at: position)
                let text = String(characters)
                var input = try MaskedTextInput(configuration: .init(primaryFormat: "[0…]", rightToLeft: rightToLeft))
                let result = input.setText(text)
                let expected = try #require(reference.droppedCharacters(text))
                #expect(expected.map(\.offset) == [position], "\(text)")
                #expect(result.dropped.map(\.inputOffset) == expected.map(\.offset), "\(text)")
                #expect(input.setText(String(repeating: "4", count: length)).dropped.isEmpty)
            }
        }
    }

    @Test("A result's copies, and a result made with the same list, read the same list and are equal with equal hashes")
    func copiesAndEquality() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[00]-[00]"))
        let result = input.replace(utf16Range: 0..<0, with: "1x2345")
        let copy = result
        #expect(copy.dropped.map(\.character) == ["x", "5"])
        #expect(result.dropped == copy.dropped)
        let rebuilt = EditResult(
            text: result.text, caretCharacterOffset: result.caretCharacterOffset, caretUTF16Offset: result.caretUTF16Offset,
            value: result.value, complete: result.complete, tailPlaceholder: result.tailPlaceholder, format: result.format,
            valueChanged: result.valueChanged, dropped: result.dropped)
        #expect(rebuilt == result)
        #expect(rebuilt.hashValue == result.hashValue)
        let other = EditResult(
            text: result.text, caretCharacterOffset: result.caretCharacterOffset, caretUTF16Offset: result.caretUTF16Offset,
            value: result.value, complete: result.complete, tailPlaceholder: result.tailPlaceholder, format: result.format,
            valueChanged: result.valueChanged, dropped: Array(result.dropped.prefix(1)))
        #expect(other != result)
    }

    @Test("A result read on several threads at once gives every thread the same list")
    func concurrentReads() async throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[000]"))
        let result = input.replace(utf16Range: 0..<0, with: "1a2b3c4")
        let lists = await withTaskGroup(of: DroppedCharacters.self) { group in
            for _ in 0..<8 { group.addTask { result.dropped } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(lists.count == 8)
        #expect(lists.allSatisfy { $0 == lists[0] })
        #expect(lists[0].map(\.character) == ["a", "b", "c", "4"])
    }
}
