import SeededRandom
import Testing

@testable import InputMask

/// `setPlainText` gives what `setText` gives, for plain and other texts, in configurations with
/// one plain mask (its byte path) and others (where it is `setText`).
@Test(
    "setting plain text gives what setText gives",
    arguments: ["+1 [000]-[000]-[0000]", "+44 [0000] [000000]", "+[000000000000000]", "[00] ([000]) [AA]-[__]", "+7 ([000]) [000]-[00]-[00]"],
    [false, true])
func setPlainTextAgreesWithSetText(format: String, autocomplete: Bool) throws {
    let pieces = ["1", "2", "9", "0", "+", " ", "-", "(", ")", "a", "Z", "٤", "é", "👍", "\r\n", "+1 201-555", "12345678901234567890"]
    var random = SplitMix64(seed: UInt64(format.utf8.count) &* 31 &+ (autocomplete ? 1 : 0))
    for affine in [[], ["[000] [000]"]] {
        let configuration = MaskedTextInput.Configuration(primaryFormat: format, affineFormats: affine, autocomplete: autocomplete)
        var plain = try MaskedTextInput(configuration: configuration)
        var model = plain
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let fast = plain.setPlainText(text)
            let read = model.setText(text)
            #expect(fast == read, "\(format) \(affine): \(text.debugDescription)")
            #expect(fast.dropped.map(\.inputOffset) == read.dropped.map(\.inputOffset) && fast.textIsPlain == read.textIsPlain)
        }
    }
}
