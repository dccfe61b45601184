import Testing

@testable import InputMaskFormatters

private func isDigit(_ item: FieldEdit.Item) -> Bool { item.digit != nil }

/// The Characters an edit reads, in order.
private func characters(_ edit: FieldEdit) -> [Character] { edit.items.map(edit.character(of:)) }

@Test("decimal digits of any script are read, other numbers are not", arguments: [
    ("7", 7), ("٣", 3), ("৩", 3), ("５", 5), ("𝟕", 7), ("०", 0),
] as [(Character, UInt8)])
func digitsOfAnyScript(character: Character, value: UInt8) {
    #expect(FieldEdit.digit(of: character) == value)
}

@Test("no digit", arguments: ["½", "Ⅻ", "1\u{301}", "a", " ", "🇷🇺", "\r\n", "²"] as [Character])
func notDigits(character: Character) {
    #expect(FieldEdit.digit(of: character) == nil)
}

@Test func anInsertionInsideASurrogatePairGoesAfterItsCharacter() {
    let edit = FieldEdit(replacing: 2..<2, in: "1👍2", with: "3", isContent: isDigit)
    #expect(characters(edit) == ["1", "👍", "3", "2"])
    #expect(edit.items.map(\.utf16Offset) == [0, 1, 3, 4])
    #expect(edit.items.map(\.offset) == [0, 1, 2, 3])
    #expect(edit.items.map(\.isFromEdit) == [false, false, true, false])
    #expect(edit.caret == 3 && !edit.isDeletion)
}

@Test func aDeletionOfOnlySeparatorsAlsoDeletesTheContentBeforeThem() {
    // Half of the emoji's surrogate pair removes the whole Character; it is no content, so the 1 goes too.
    let edit = FieldEdit(replacing: 2..<3, in: "1👍2", with: "", isContent: isDigit)
    #expect(characters(edit) == ["2"])
    #expect(edit.caret == 0 && edit.isDeletion)
    let spaces = FieldEdit(replacing: 2..<4, in: "12  34", with: "", isContent: isDigit)
    #expect(characters(spaces) == ["1", "3", "4"] && spaces.caret == 1)
    let replaced = FieldEdit(replacing: 2..<4, in: "12  34", with: "x", isContent: isDigit)
    #expect(characters(replaced) == ["1", "2", "x", "3", "4"] && !replaced.isDeletion)
}

@Test func rangesOutsideTheTextAreClamped() {
    let edit = FieldEdit(replacing: -10..<(-3), in: "12", with: "5", isContent: isDigit)
    #expect(characters(edit) == ["5", "1", "2"] && edit.caret == 1)
    let end = FieldEdit(replacing: 7..<Int.max, in: "12", with: "", isContent: isDigit)
    #expect(characters(end) == ["1", "2"] && !end.isDeletion && end.caret == 2)
}

@Test func rangeFormsAreSafeForAnyValues() {
    #expect(UTF16Bounds.range(location: .max, length: .max) == Int.max..<Int.max)
    #expect(UTF16Bounds.range(location: 3, length: -4) == 3..<3)
    #expect(UTF16Bounds.range(location: .min, length: .min) == 0..<0)
    #expect(UTF16Bounds.range(location: 2, length: 5) == 2..<7)
    let text = "12 34"
    #expect(UTF16Bounds.range(text.index(after: text.startIndex)..<text.endIndex, in: text) == 1..<5)
}

@Test("every Character is read back as it stands, one ASCII byte or not", arguments: [
    "12/34", "a\u{0}b", "1\r\n2", "١٢٣", "👍🏽x", "e\u{301}5", "",
])
func charactersAreReadBack(text: String) {
    let set = FieldEdit(setting: text)
    #expect(String(characters(set)) == text)
    let replaced = FieldEdit(replacing: 0..<0, in: text, with: "\u{0}9", isContent: isDigit)
    #expect(String(characters(replaced)) == "\u{0}9" + text)
    #expect(replaced.items.map(\.utf16Count) == characters(replaced).map(\.utf16.count))
}

@Test func itemsKnowDigitsAndSeparatorsOfAnyScript() {
    let edit = FieldEdit(setting: "1 ٢-x\r\n\u{0}")
    #expect(edit.items.map(\.digit) == [1, nil, 2, nil, nil, nil, nil])
    #expect(edit.items.map(\.isSeparator) == [false, true, false, true, false, true, false])
}
