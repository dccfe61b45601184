import InputMask
import Testing

@testable import InputMaskFormatters

// Named editing scenarios of IBANField: typing, pasting in the forms people copy IBANs in
// (printed in groups of four, electronic, lower-case, with dashes), backspace across the group
// spaces, and a country code typed or corrected mid-way, which changes the mask and regroups the
// text, the caret staying after the same letter or digit.

private func field(_ text: String) throws -> IBANField {
    var field = IBANField()
    field.setText(text)
    return field
}

@Test("typing a German IBAN key by key groups it in fours as it goes")
func typingGroupsInFours() throws {
    var field = IBANField()
    var shown: [String] = []
    for key in "DE89370400440532013000" {
        shown.append(field.replace(utf16Range: field.caretRange, with: String(key)).description)
    }
    #expect(shown[0] == "\"D|\" value: \"D\" complete: false")
    #expect(shown[3] == "\"DE89 |\" value: \"DE89\" complete: false")
    #expect(field.text == "DE89 3704 0044 0532 0130 00")
    #expect(field.result.value == "DE89370400440532013000")
    #expect(field.result.complete)
    #expect(field.result.caretUTF16Offset == field.text.utf16.count)
}

@Test("pasted forms give the same field", arguments: [
    "DE89 3704 0044 0532 0130 00",  // printed on a statement
    "DE89370400440532013000",  // electronic
    "de89 3704 0044 0532 0130 00",  // typed lower-case
    "DE８９ ３７０４ ００４４ ０５３２ ０１３０ ００",  // full-width digits from a CJK keyboard
    "IBAN DE89 3704 0044 0532 0130 00",  // copied with the label a statement prints
    "IBAN: DE89370400440532013000",
])
func pastedFormsAgree(pasted: String) throws {
    var field = IBANField()
    let result = field.replace(utf16Range: 0..<0, with: pasted)
    #expect(result.text == "DE89 3704 0044 0532 0130 00")
    #expect(result.value == "DE89370400440532013000")
    #expect(result.dropped.isEmpty)
    #expect(field.isValid)
}

@Test("a paste with dashes keeps every digit and reports the dashes")
func pasteWithDashes() throws {
    var field = IBANField()
    let result = field.setText("GB82-WEST-1234-5698-7654-32")
    #expect(result.text == "GB82 WEST 1234 5698 7654 32")
    #expect(result.dropped.map(\.character) == Array(repeating: "-", count: 5))
    #expect(field.isValid)
}

@Test("a letter where the country's BBAN has a digit is dropped with the reason")
func letterInDigitPosition() throws {
    var field = try field("DE89 37")
    let result = field.replace(utf16Range: field.caretRange, with: "x")
    #expect(result.text == "DE89 37")
    guard case .mismatch(expected: .digit, placeholderOffset: _)? = result.dropped.first?.reason else {
        Issue.record("expected a digit mismatch, got \(result.dropped)")
        return
    }
}

@Test("Characters past the country's length are dropped as the field being full")
func pastTheLength() throws {
    var field = IBANField()
    let result = field.setText("NO9386011117947123")
    #expect(result.text == "NO93 8601 1117 947")
    #expect(result.dropped.map(\.character) == ["1", "2", "3"])
    #expect(result.dropped.allSatisfy { $0.reason == .maskFull })
    #expect(field.isValid)
}

@Test("backspace after a group space moves over it, the next one deletes the digit")
func backspaceAcrossTheSpace() throws {
    var field = try field("DE89 3704")
    let overSpace = field.replace(utf16Range: 4..<5, with: "")
    #expect(overSpace.value == "DE893704")
    #expect(overSpace.caretUTF16Offset == 4)
    #expect(overSpace.text == "DE89 3704 ")  // the space after a full group is shown, as typing shows it
    let overDigit = field.replace(utf16Range: 3..<4, with: "")
    // The digits move up into the check digits' place: the text regroups.
    #expect(overDigit.text == "DE83 704")
    #expect(overDigit.caretUTF16Offset == 3)
    #expect(overDigit.value == "DE83704")
    #expect(overDigit.dropped.filter(\.isFromEdit).isEmpty)
}

@Test("deleting a digit in the middle regroups the rest, the caret staying after the digit before")
func deleteInTheMiddle() throws {
    var field = try field("DE89 3704 0044 0532 0130 00")
    let result = field.replace(utf16Range: 6..<7, with: "")
    #expect(result.text == "DE89 3040 0440 5320 1300 0")
    #expect(result.caretUTF16Offset == 6)
}

@Test("the country code completed mid-way regroups the text, the caret after the typed letter")
func countryCompletedMidWay() throws {
    // Typed without the second letter: no country yet, so the field keeps everything in fours.
    var field = try field("D89370400440532013000")
    #expect(field.text == "D893 7040 0440 5320 1300 0")
    #expect(field.country == nil)
    #expect(!field.isPotentiallyValid)
    let result = field.replace(utf16Range: 1..<1, with: "e")
    #expect(result.text == "DE89 3704 0044 0532 0130 00")
    #expect(result.caretUTF16Offset == 2)
    #expect(field.country?.code == "DE")
    #expect(field.isValid)
}

@Test("a country corrected mid-way takes its own length, the caret after the same letter")
func countryCorrectedMidWay() throws {
    var field = try field("DE89 3704 0044 0532 0130 00")
    let result = field.replace(utf16Range: 1..<2, with: "K")
    #expect(result.text == "DK89 3704 0044 0532 01")
    #expect(result.caretUTF16Offset == 2)
    #expect(result.dropped.map(\.character).filter(\.isNumber) == ["3", "0", "0", "0"])
    #expect(field.country?.code == "DK")
}

@Test("deleting a country letter returns to groups of four without losing a digit")
func countryLetterDeleted() throws {
    var field = try field("DE89 3704 0044 0532 0130 00")
    let result = field.replace(utf16Range: 0..<1, with: "")
    #expect(result.text == "E893 7040 0440 5320 1300 0")
    #expect(result.caretUTF16Offset == 0)
    #expect(field.country == nil)
}

@Test("clear empties the field and forgets the country")
func clearForgetsTheCountry() throws {
    var field = try field("GB82 WEST 1234 5698 7654 32")
    let result = field.clear()
    #expect(result.text.isEmpty && result.value.isEmpty)
    #expect(result.valueChanged)
    #expect(field.country == nil)
    #expect(!field.clear().valueChanged)
    #expect(field.replace(utf16Range: 0..<0, with: "8").text == "8")
}

@Test("out-of-range and NSNotFound ranges are clamped", arguments: [(-5, 3), (100, 2), (Int.max - 1, Int.max)])
func oddRangesAreClamped(location: Int, length: Int) throws {
    var field = try field("GB82 WEST")
    var expected = field
    let count = field.text.utf16.count
    let lower = min(max(0, location), count)
    let upper = min(max(lower, location &+ length), count)
    #expect(field.replace(utf16Location: location, length: length, with: "1") == expected.replace(utf16Range: lower..<upper, with: "1"))
}

@Test("a label is left out only at the start of the field")
func labelOnlyAtTheStart() throws {
    var field = try field("GB82 WEST")
    let result = field.replace(utf16Range: field.caretRange, with: "IBAN ")
    // Typed where GB's BBAN has digits: dropped and reported, not silently removed.
    #expect(result.value == "GB82WEST")
    #expect(result.dropped.filter(\.isFromEdit).map(\.character).prefix(4) == ["I", "B", "A", "N"])
}

@Test("a label typed key by key is left out once a country code follows it, as setText leaves it out")
func labelTypedKeyByKey() throws {
    var field = IBANField()
    for key in "IBAN DE89" {
        field.replace(utf16Range: field.caretRange, with: String(key))
    }
    #expect(field.result.value == "DE89")
    #expect(field.country?.code == "DE")
    var again = IBANField()
    #expect(again.setText("IBAN DE89").text == field.text)
}

@Test("letters after IB that name no country are kept as typed")
func labelNeedsACountryCode() throws {
    var field = IBANField()
    for key in "IBANXX12" {
        field.replace(utf16Range: field.caretRange, with: String(key))
    }
    #expect(field.result.value == "IBANXX12")
}

@Test("a letter with a combining mark, which the mask drops, neither makes nor breaks a label", arguments: [
    "e\u{301}", "E\u{301}B", "\u{2026}e\u{301}\u{2026}", "1\u{301}",
])
func labelIsReadOnLettersTheMaskKeeps(inserted: String) {
    var field = IBANField()
    field.setText("IBAN IBAN 3704")
    // The second `IBAN`'s `I` replaced: the edit and setting the text it shows agree.
    let edited = field.replace(utf16Range: 5..<6, with: inserted)
    var again = IBANField()
    #expect(again.setText(edited.text).value == edited.value, "\(edited.text.debugDescription)")
}

/// A mark inserted right after the country code joins its second letter into one Character, which
/// the mask drops: the code the text then starts with chooses the mask, as setting the text does.
@Test("a mark inserted after the country code joins its letter, and the mask is chosen again", arguments: [
    ("IBAN IBAN IBAN ", "\u{301}e"), ("IBAN IBAN IBAN ", "\u{200D}E"), ("GB82 WEST", "\u{301}"), ("DE89 3704", "\u{FE0F}1"),
])
func markJoiningTheCountryCode(shown: String, inserted: String) {
    var field = IBANField()
    field.setText(shown)
    let edited = field.replace(utf16Range: 2..<2, with: inserted)
    var again = IBANField()
    #expect(again.setText(edited.text).value == edited.value, "\(edited.text.debugDescription)")
    #expect(again.text == edited.text)
}
