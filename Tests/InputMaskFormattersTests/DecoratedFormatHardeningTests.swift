import Testing

@testable import InputMaskFormatters

/// How many raw characters the long-input tests use.
let longRawLength = 200_000

/// `count` digits cycling through 0 to 9.
func cyclingDigits(_ count: Int) -> String {
    String((0..<count).map { Character(String($0 % 10)) })
}

/// ``usPhone`` without its length limit and with a decoration far beyond any text, so that
/// one always lies ahead.
let unlimitedPhone = DecoratedFormat(
    allowedCharacters: Set("0123456789"), maximumLength: 1_000_000,
    decorations: usPhone.decorations + [.init(string: " ext. ", position: 10_000_000)])

@Test func longRawTextIsFormattedWithEveryDecoration() {
    let raw = cyclingDigits(longRawLength)
    let formatted = unlimitedPhone.format(raw: raw)
    #expect(formatted == "(012) 345-" + raw.dropFirst(6))
    #expect(unlimitedPhone.raw(from: formatted) == raw)
    #expect(unlimitedPhone.sanitize("x" + raw + "y") == raw)
}

@Test func longInputIsCutToALargeMaximum() {
    let format = DecoratedFormat(allowedCharacters: nil, maximumLength: longRawLength, decorations: [.init(string: "#", position: 1)])
    let raw = cyclingDigits(longRawLength + 5)
    #expect(format.format(raw: raw) == "0#" + raw.dropFirst().prefix(longRawLength - 1))
    #expect(format.raw(from: "0#" + raw.dropFirst()) == String(raw.prefix(longRawLength)))
}

@Test("a maximum length of 0 (or below, which counts as 0) keeps nothing", arguments: [0, -1, Int.min])
func zeroMaximumLength(maximum: Int) {
    let format = DecoratedFormat(allowedCharacters: nil, maximumLength: maximum, decorations: [.init(string: "+", position: 0)])
    #expect(format.raw(from: "123") == "")
    #expect(format.raw(from: "+123") == "")
    #expect(format.raw(from: "") == "")
    #expect(format.sanitize("123") == "")
    #expect(format.format(raw: "123") == "+")
    var editor = DecoratedTextEditor(format: format, raw: "12")
    #expect(editor.append("3") == "+")
    #expect(editor.raw == "")
}

@Test func decorationPositionsAndThresholdsBelowZeroCountAsZero() {
    let format = DecoratedFormat(allowedCharacters: nil, maximumLength: nil, decorations: [
        .init(string: "<", position: -3, displaysAt: Int.min), .init(string: ">", position: 2, displaysAt: -1),
    ])
    #expect(format.decorations.map(\.position) == [0, 2])
    #expect(format.format(raw: "") == "<")
    #expect(format.format(raw: "123") == "<12>3")
    #expect(format.raw(from: "<12>3") == "123")
}

@Test func decorationsThatNeverShowLeaveTheTextAlone() {
    let format = DecoratedFormat(allowedCharacters: nil, maximumLength: nil, decorations: [
        .init(string: "!", position: Int.max), .init(string: "?", position: 1, displaysAt: Int.max),
    ])
    #expect(format.format(raw: "123") == "123")
    #expect(format.raw(from: "1?23!") == "123!")
}

@Test func emptyDecorationsAddAndRemoveNothing() {
    let format = DecoratedFormat(allowedCharacters: Set("0123456789"), maximumLength: nil, decorations: [
        .init(string: "", position: 0), .init(string: "", position: 1), .init(string: "-", position: 1),
    ])
    #expect(format.format(raw: "12") == "1-2")
    #expect(format.raw(from: "1-2") == "12")
    #expect(format.raw(from: "") == "")
    let long = cyclingDigits(longRawLength)
    #expect(format.raw(from: format.format(raw: long)) == long)
}

@Test func decorationsMadeOfAllowedCharactersAreRemovedOnlyWhereTheyBelong() {
    let format = DecoratedFormat(allowedCharacters: Set("0123456789+ "), maximumLength: 12, decorations: [
        .init(string: "+1 ", position: 0), .init(string: "00", position: 3, displaysAt: 5),
    ])
    #expect(format.format(raw: "234") == "+1 234")
    #expect(format.format(raw: "23456") == "+1 2340056")
    #expect(format.raw(from: "+1 2340056") == "23456")
    #expect(format.raw(from: "1 234") == "1 234")
    #expect(format.raw(from: "+1 +1 2") == "+1 2")
}

/// What ``DecoratedTextEditor`` promises: its raw text is always the format's sanitized raw
/// text plus what was typed, less one Character per deletion.
struct EditorModel {
    let format: DecoratedFormat
    var raw = ""

    mutating func append(_ string: String) { raw = format.sanitize(raw + string) }
    mutating func deleteBackward() { if !raw.isEmpty { raw.removeLast() } }
}

@Test("the editor appends and deletes as if it sanitized the whole text each time", arguments: [
    usPhone, unlimitedPhone,
    DecoratedFormat(allowedCharacters: nil, maximumLength: 6, decorations: [.init(string: "·", position: 2)]),
    DecoratedFormat(allowedCharacters: Set(["e", "é", "🇺🇸"]), maximumLength: 5, decorations: []),
])
func editorMatchesItsModel(format: DecoratedFormat) {
    var editor = DecoratedTextEditor(format: format)
    var model = EditorModel(format: format)
    let keys = ["1", "e", "\u{0301}", "23", "", "🇺", "🇸", "x4", "", "", "567890", "é", "\u{0301}\u{0301}", "", "9"]
    for key in keys + keys {
        let text = key.isEmpty ? editor.deleteBackward() : editor.append(key)
        if key.isEmpty { model.deleteBackward() } else { model.append(key) }
        #expect(editor.raw == model.raw, "after \(key.unicodeScalars.map(\.value))")
        #expect(text == format.format(raw: model.raw))
    }
}

@Test func longEditorTextTakesOneMoreCharacterAndGivesItBack() {
    var editor = DecoratedTextEditor(format: unlimitedPhone, raw: cyclingDigits(longRawLength))
    let before = editor.text
    #expect(editor.append("7") == before + "7")
    #expect(editor.raw.count == longRawLength + 1)
    #expect(editor.deleteBackward() == before)
    #expect(editor == DecoratedTextEditor(format: unlimitedPhone, raw: cyclingDigits(longRawLength)))
    var full = DecoratedTextEditor(format: usPhone, raw: cyclingDigits(longRawLength))
    #expect(full.raw == "0123456789")
    #expect(full.append("5") == "(012) 345-6789")
}

@Test func deletingFromAnEmptyEditorKeepsItEmpty() {
    var editor = DecoratedTextEditor(format: usPhone)
    #expect(editor.deleteBackward() == "")
    #expect(editor.edit(replacing: Int.min..<Int.max, with: "") == "")
    #expect(editor.append("1") == "1")
}
