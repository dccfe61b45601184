import InputMask
import SeededRandom
import Testing

@testable import InputMaskFormatters

/// What the mask of `result`'s format makes of its text followed by the Characters it reports
/// dropped, set as a whole: the model of what a phone field shows of its layout.
private func maskResult(of result: EditResult) throws -> EditResult {
    var input = try MaskedTextInput(configuration: .init(primaryFormat: result.format, autocomplete: false, autocompleteOnFocus: false))
    return input.setText(result.text + String(result.dropped.map(\.character)))
}

/// Checks that `result` is what its mask shows of its text: text, value, completeness, tail
/// placeholder and dropped Characters.
private func expectMaskAgrees(_ result: EditResult, _ context: @autoclosure () -> String) throws {
    let mask = try maskResult(of: result)
    #expect(
        mask.text == result.text && mask.value == result.value && mask.complete == result.complete
            && mask.tailPlaceholder == result.tailPlaceholder && mask.dropped == result.dropped,
        "\(context()): field \(result) tail \(result.tailPlaceholder.debugDescription); mask \(mask) tail \(mask.tailPlaceholder.debugDescription)")
}

/// Every example number typed key by key, international and national (in its own region), then
/// cut by more digits and backspaced to empty: after each key the field shows what its format's
/// mask makes of the text.
@Test("the field shows what its format's mask shows, typing every example number", arguments: [false, true])
func fieldShowsWhatItsMaskShows(national: Bool) throws {
    var states = 0
    for example in LibphonenumberExample.all {
        var field = try PhoneNumberField(defaultRegion: national ? example.region : nil)
        try expectMaskAgrees(field.result, "empty")
        let keys = (national ? example.nationalDigits : example.e164) + "98765"
        for key in keys {
            try expectMaskAgrees(field.replace(utf16Range: field.caretRange, with: String(key)), "\(example) typed \(key)")
            states += 1
        }
        while !field.text.isEmpty {
            let caret = field.result.caretUTF16Offset
            try expectMaskAgrees(field.replace(utf16Range: max(0, caret - 1)..<caret, with: ""), "\(example) backspaced")
            states += 1
        }
    }
    #expect(states > 10_000)
}

/// Random edits (pastes with call prefixes, punctuation, other scripts, deletions in the middle) in
/// fields with and without a default region: every result is its mask's.
@Test("the field shows what its format's mask shows, after random edits", arguments: [nil, "US", "RU", "GB", "DE", "AR", "HU", "BO"])
func fieldShowsWhatItsMaskShowsAfterRandomEdits(region: String?) throws {
    let pieces = ["0", "1", "5", "7", "9", "+", " ", "-", "00", "011", "8", "+7", "+54 9 11 1234 5678", "+36 1 234 5678",
                  "+44 20 7183 8750", "1234567890123456789", "٤٥", "(", "x"]
    var random = SplitMix64(seed: UInt64(region?.unicodeScalars.reduce(0) { $0 * 31 + UInt64($1.value) } ?? 3))
    for _ in 0..<300 {
        var field = try PhoneNumberField(defaultRegion: region)
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let count = field.text.utf16.count
            let lower = Int.random(in: 0...count, using: &random)
            let upper = Bool.random(using: &random) ? count : Int.random(in: lower...count, using: &random)
            let string = Int.random(in: 0..<5, using: &random) == 0 ? "" : pieces.randomElement(using: &random)!
            let before = field.text
            try expectMaskAgrees(field.replace(utf16Range: lower..<upper, with: string), "\(before.debugDescription) \(lower)..<\(upper) with \(string.debugDescription)")
        }
    }
}
