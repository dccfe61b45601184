import Testing

@testable import InputMaskFormatters

let usPhone = DecoratedFormat(
    allowedCharacters: Set("0123456789"), maximumLength: 10,
    decorations: [
        .init(string: "(", position: 0, displaysAt: 4),
        .init(string: ") ", position: 3, displaysAt: 4),
        .init(string: "-", position: 6, displaysAt: 7),
    ])

let usPhoneSteps = ["1", "12", "123", "(123) 4", "(123) 45", "(123) 456", "(123) 456-7", "(123) 456-78", "(123) 456-789", "(123) 456-7890"]

@Test func usPhoneTypedKeyByKey() {
    var editor = DecoratedTextEditor(format: usPhone)
    let shown = "1234567890".map { editor.append(String($0)) }
    #expect(shown == usPhoneSteps)
    #expect(editor.raw == "1234567890")
}

@Test func usPhoneDeletedKeyByKey() {
    var editor = DecoratedTextEditor(format: usPhone, raw: "1234567890")
    var shown: [String] = []
    for _ in 0..<10 { shown.append(editor.deleteBackward()) }
    #expect(shown == Array(usPhoneSteps.dropLast().reversed()) + [""])
    #expect(editor.deleteBackward() == "")
}

@Test("format and raw round trip", arguments: 0...10)
func roundTrip(length: Int) {
    let raw = String("1234567890".prefix(length))
    let formatted = usPhone.format(raw: raw)
    #expect(usPhone.raw(from: formatted) == raw)
    #expect(usPhone.format(raw: usPhone.raw(from: formatted)) == formatted)
}

@Test("only decorations that are really there are removed", arguments: [
    ("123", "123"), ("(123) 4", "1234"), ("(123) 456-7890", "1234567890"), ("1234", "1234"),
    ("123) 4", "1234"), ("(12) 34", "1234"), ("-123", "123"),
])
func rawFromFormatted(formatted: String, raw: String) {
    #expect(usPhone.raw(from: formatted) == raw)
}

@Test func decorationCharactersAllowedInTheRawTextAreKeptWhereNoDecorationIs() {
    let format = DecoratedFormat(allowedCharacters: nil, maximumLength: nil, decorations: [.init(string: "(", position: 0, displaysAt: 2)])
    #expect(format.raw(from: "12(3") == "12(3")
    #expect(format.raw(from: "(12(3") == "12(3")
    #expect(format.format(raw: "12(3") == "(12(3")
    #expect(format.format(raw: "1") == "1")
}

@Test func charactersOutsideTheSetAreDropped() {
    #expect(usPhone.format(raw: "12a3-4 5") == "(123) 45")
    var editor = DecoratedTextEditor(format: usPhone)
    #expect(editor.append("x") == "")
    #expect(editor.append("1b2") == "12")
    #expect(editor.raw == "12")
}

@Test func inputBeyondTheMaximumIsCut() {
    #expect(usPhone.format(raw: "123456789012345") == "(123) 456-7890")
    #expect(usPhone.raw(from: "(123) 456-78901") == "1234567890")
    var editor = DecoratedTextEditor(format: usPhone, raw: "1234567890")
    #expect(editor.append("1") == "(123) 456-7890")
    #expect(editor.raw == "1234567890")
}

@Test func appendOnlyEditsIgnoreTheRange() {
    var editor = DecoratedTextEditor(format: usPhone)
    editor.setRaw("123")
    #expect(editor.edit(replacing: 0..<0, with: "4") == "(123) 4")
    #expect(editor.edit(replacing: 1..<3, with: "") == "123")
}

@Test func decorationsAtTheSamePositionKeepTheirOrder() {
    let format = DecoratedFormat(allowedCharacters: nil, maximumLength: 4, decorations: [
        .init(string: "b", position: 2), .init(string: "a", position: 0), .init(string: "c", position: 2, displaysAt: 3),
    ])
    #expect(format.format(raw: "12") == "a12b")
    #expect(format.format(raw: "123") == "a12bc3")
    #expect(format.raw(from: "a12bc3") == "123")
}
