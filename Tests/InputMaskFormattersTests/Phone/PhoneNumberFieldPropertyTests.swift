import InputMask
import SeededRandom
import Testing

@testable import InputMaskFormatters

/// Random edits (keys, pastes, deletions anywhere) in fields with and without a default region:
/// after each, setting the shown text gives it back with the same number, and the caret is in the text.
@Test("any edit leaves a text that sets back to itself", arguments: [nil, "US", "GB", "RU", "BY", "DE", "AU", "JP", "AR", "KZ"])
func editsLeaveATextThatSetsBack(region: String?) throws {
    let pieces = ["0", "1", "2", "3", "4", "5", "7", "8", "9", "00", "011", "810", "+", " ", "-", "(", ")", "٤", "５", "tel:", "\u{301}"]
    var random = SplitMix64(seed: UInt64(region.map { $0.unicodeScalars.reduce(0) { $0 * 31 + UInt64($1.value) } } ?? 7))
    for _ in 0..<200 {
        var field = try PhoneNumberField(defaultRegion: region)
        for _ in 0..<Int.random(in: 1...14, using: &random) {
            let count = field.text.utf16.count
            let lower = Int.random(in: 0...count, using: &random)
            let upper = Int.random(in: lower...min(count, lower + 3), using: &random)
            let string = Int.random(in: 0...4, using: &random) == 0
                ? "" : (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let result = field.replace(utf16Range: lower..<upper, with: string)
            #expect(result.caretUTF16Offset <= result.text.utf16.count)
            var again = field
            #expect(again.setText(result.text).text == result.text, "\(region ?? "nil"): \(result.text)")
            #expect(again.e164 == field.e164, "\(region ?? "nil"): \(result.text)")
        }
    }
}
