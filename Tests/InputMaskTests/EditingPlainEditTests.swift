import InputMask
import SeededRandom
import Testing

/// Plain edits of plain text under one format of plain literals, which `MaskedTextInput` splices
/// into a buffer and hands to the engine's plain pass: each result must be what applying the mask to
/// the edited text gives, with the edit's caret and gravity.
@Suite("Editing: plain edits against applying the mask to the edited text")
struct EditingPlainEditTests {
    static let configurations: [MaskedTextInput.Configuration] = [
        .init(primaryFormat: "[0000] [0000] [0000] [0000]"),
        .init(primaryFormat: "+1 ([000]) [000]-[0000]", autocomplete: false, autoskip: true),
        .init(primaryFormat: "[00]{.}[00]{.}[9900]", autoskip: true),
        .init(primaryFormat: "[A][-----]x[0…]"),
        .init(primaryFormat: "[000] [000] [000]", rightToLeft: true),
        .init(primaryFormat: "[999] [990]{.}[00]", autoskip: true, rightToLeft: true),
    ]

    static let pieces = ["1", "2", "9", "0", "a", "Z", " ", "-", ".", "(", "+", "12", "4539 1488", "x7"]

    @Test("Each plain edit gives what the mask gives for the edited text, caret and gravity", arguments: 0..<6)
    func plainEditsMatchApplying(configurationIndex: Int) throws {
        let configuration = Self.configurations[configurationIndex]
        let mask: Mask = configuration.rightToLeft
            ? try RTLMask.getOrCreate(withFormat: configuration.primaryFormat)
            : try Mask.getOrCreate(withFormat: configuration.primaryFormat)
        var random = SplitMix64(seed: 0x9_1A1 &+ UInt64(configurationIndex))
        for _ in 0..<30 {
            var input = try MaskedTextInput(configuration: configuration)
            for _ in 0..<20 {
                let text = Array(input.text.utf8)
                let lower = Int.random(in: 0...text.count, using: &random)
                let upper = Bool.random(using: &random) ? lower : Int.random(in: lower...text.count, using: &random)
                let string = Int.random(in: 0..<4, using: &random) == 0 ? "" : Self.pieces.randomElement(using: &random)!
                let result = input.replace(utf16Range: lower..<upper, with: string)

                let deletion = lower < upper && string.isEmpty
                let edited = String(decoding: text[..<lower] + Array(string.utf8) + text[upper...], as: UTF8.self)
                let caret = deletion ? lower : lower + string.utf8.count
                let expected = mask.apply(toText: CaretString(
                    string: edited, utf16Offset: caret,
                    caretGravity: deletion ? .backward(autoskip: configuration.autoskip) : .forward(autocomplete: configuration.autocomplete)))
                let context: Comment = "\(configuration.primaryFormat): \(lower)..<\(upper) of \"\(String(decoding: text, as: UTF8.self))\" with \"\(string)\""
                #expect(result.text == expected.formattedText.string, context)
                #expect(result.caretUTF16Offset == expected.formattedText.caretUTF16Offset, context)
                #expect(result.caretCharacterOffset == expected.formattedText.caretCharacterOffset, context)
                #expect(result.value == expected.extractedValue, context)
                #expect(result.complete == expected.complete, context)
                #expect(result.tailPlaceholder == expected.tailPlaceholder, context)
                // Each dropped Character is the edited text's Character at its offset (one byte each).
                let bytes = Array(edited.utf8)
                #expect(result.dropped.allSatisfy { drop in
                    bytes.indices.contains(drop.inputUTF16Offset) && String(drop.character) == String(decoding: [bytes[drop.inputUTF16Offset]], as: UTF8.self)
                }, context)
            }
        }
    }
}
