import InputMask
import SeededRandom
import Testing

/// Random edit sequences: whatever a person does, the caret stays in the text and the text is a
/// fixed point of the field.
@Suite("Editing: properties over random edits")
struct EditingPropertyTests {
    static let configurations: [MaskedTextInput.Configuration] = [
        .init(primaryFormat: "+1 ([000]) [000]-[0000]"),
        .init(primaryFormat: "+1 ([000]) [000]-[0000]", autocomplete: false, autoskip: true),
        .init(primaryFormat: "+7 ([000]) [000]-[00]-[00]", affineFormats: ["8 ([000]) [000]-[00]-[00]"], affinityStrategy: .wholeString, autoskip: true),
        .init(primaryFormat: "+7 ([000]) [000]-[00]-[00]", affineFormats: ["8 ([000]) [000]-[00]-[00]"], affinityStrategy: .prefix),
        .init(primaryFormat: "[00]{.}[00]{.}[9900]"),
        .init(primaryFormat: "[A][-----------]"),
        .init(primaryFormat: "[0…]"),
        .init(primaryFormat: "👍🏽 [000] [A…]", autoskip: true),
        .init(primaryFormat: "[000] [000] [000]", rightToLeft: true),
        .init(primaryFormat: "[999] [999] [990]{.}[00]", autoskip: true, rightToLeft: true),
    ]

    static let pieces: [String] = ["1", "2", "5", "9", "0", "a", "Z", "é", " ", "-", "(", ")", "+", ".", "👍🏽", "e\u{301}", "٣", "12", "+7 (962) 123-45-67", "8 962"]

    /// One random thing a person does, given the current text's length in Characters.
    static func randomAction(count: Int, using random: inout SplitMix64) -> FieldAction {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: return .type(pieces[Int.random(in: 0..<9, using: &random)])
        case 40..<55: return .backspace
        case 55..<60: return .deleteForward
        case 60..<70: return .moveCaret(Int.random(in: 0...count, using: &random))
        case 70..<78:
            let lower = Int.random(in: 0...count, using: &random)
            return .select(lower..<Int.random(in: lower...count, using: &random))
        case 78..<86: return .paste(pieces.randomElement(using: &random)!)
        case 86..<90: return .cut
        case 90..<93: return .compose(pieces[Int.random(in: 0..<9, using: &random)])
        case 93..<96: return .commit
        case 96..<98: return .focus
        default: return .clear
        }
    }

    @Test("After every edit the caret is in the text, and setting the text again gives the same text and value",
          arguments: 0..<10)
    func randomEdits(configurationIndex: Int) throws {
        let configuration = Self.configurations[configurationIndex]
        // Setting a text applies forward gravity with autocompletion; an edit in the middle did not
        // autocomplete, so the fixed point is checked without it (with it, only fixed characters may follow).
        var plain = configuration
        plain.autocomplete = false
        var random = SplitMix64(seed: 0xED17 &+ UInt64(configurationIndex))
        for _ in 0..<40 {
            var field = try TextFieldSimulator(configuration)
            for _ in 0..<25 {
                let action = Self.randomAction(count: field.text.count, using: &random)
                let before = field.input.result
                field.perform(action)
                let result = field.input.result
                let text = result.text
                let context: Comment = "\(configuration.primaryFormat): \(action) on \"\(before.text)\" gave \(result)"
                #expect((0...text.count).contains(result.caretCharacterOffset), context)
                #expect((0...text.utf16.count).contains(result.caretUTF16Offset), context)
                #expect(text.distance(from: text.startIndex, to: result.caretIndex) == result.caretCharacterOffset, context)
                for drop in result.dropped {
                    #expect(drop.inputOffset >= 0 && drop.inputUTF16Offset >= drop.inputOffset, context)
                }
                guard !result.isComposing else { continue }
                var again = try MaskedTextInput(configuration: plain)
                let reset = again.setText(text)
                #expect(reset.text == text, context)
                #expect(reset.value == result.value, context)
                var completing = try MaskedTextInput(configuration: configuration)
                let completed = completing.setText(text)
                #expect(completed.text.hasPrefix(text), context)
                #expect(completed.value.hasPrefix(result.value), context)
            }
        }
    }
}
