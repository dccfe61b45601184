import InputMask
import Testing

/// `MaskedTextInput`'s operations one by one: ranges, carets, the listener, focus, clear, configuration.
@Suite("Editing: MaskedTextInput")
struct EditingMaskedTextInputTests {
    static let usPhone = "+1 ([000]) [000]-[0000]"

    static func input(_ format: String = usPhone, autocomplete: Bool = true, autoskip: Bool = false) throws -> MaskedTextInput {
        try MaskedTextInput(configuration: .init(primaryFormat: format, autocomplete: autocomplete, autoskip: autoskip))
    }

    @Test("A new input is empty, with the primary format's placeholder as its tail")
    func initialState() throws {
        let input = try Self.input()
        #expect(input.text == "")
        #expect(input.value == "")
        #expect(input.result.caretUTF16Offset == 0)
        #expect(input.result.tailPlaceholder == "+1 (000) 000-0000")
        #expect(input.result.format == Self.usPhone)
        #expect(!input.result.complete)
        #expect(!input.result.isComposing)
    }

    @Test("An invalid format throws MaskFormatError at creation and on reconfiguration")
    func invalidFormat() throws {
        #expect(throws: MaskFormatError.self) { try MaskedTextInput(configuration: .init(primaryFormat: "[00[00]]")) }
        #expect(throws: MaskFormatError.self) {
            try MaskedTextInput(configuration: .init(primaryFormat: "[00]", affineFormats: ["[0x]"]))
        }
        var input = try Self.input()
        input.setText("555")
        #expect(throws: MaskFormatError.self) { try input.setConfiguration(.init(primaryFormat: "{{}}")) }
        #expect(input.configuration.primaryFormat == Self.usPhone)
        #expect(input.text == "+1 (555) ")
    }

    @Test("setText formats, puts the caret at the end and autocompletes as configured")
    func setText() throws {
        var input = try Self.input()
        let result = input.setText("5551234567")
        #expect(result.text == "+1 (555) 123-4567")
        #expect(result.caretCharacterOffset == 17)
        #expect(result.value == "5551234567")
        #expect(result.complete)
        #expect(result.tailPlaceholder == "")
        #expect(result.dropped.isEmpty)
        #expect(input.setText("555").text == "+1 (555) ")
        var plain = try Self.input(autocomplete: false)
        #expect(plain.setText("555").text == "+1 (555")
    }

    @Test("Insertion: forward gravity, caret after the inserted text; deletion: caret at the range's start")
    func insertionAndDeletion() throws {
        var input = try Self.input()
        input.setText("5551234567")
        let inserted = input.replace(utf16Range: 9..<9, with: "0")
        #expect(inserted.text == "+1 (555) 012-3456")
        #expect(inserted.caretCharacterOffset == 10)
        // The old separator lands on a digit slot, and the last digit falls off the end.
        #expect(inserted.dropped.map(\.character) == ["-", "7"])
        #expect(inserted.dropped.map(\.isFromEdit) == [false, false])
        #expect(inserted.dropped.map(\.reason) == [.mismatch(expected: .digit, placeholderOffset: 14), .maskFull])
        let deleted = input.replace(utf16Range: 9..<10, with: "")
        #expect(deleted.text == "+1 (555) 123-456")
        #expect(deleted.caretCharacterOffset == 9)
        // An empty range replaced by nothing is an insertion of nothing: autocompletion still runs.
        var empty = try Self.input()
        #expect(empty.replace(utf16Range: 0..<0, with: "").text == "+1 (")
    }

    @Test("Ranges outside the text are clamped, never a crash", arguments: [
        (-5..<0, "", "+1 (555) 123-", 0), (100..<200, "4", "+1 (555) 123-4", 14), (-3..<100, "", "", 0), (12..<1_000, "", "+1 (555) 123", 12),
    ] as [(Range<Int>, String, String, Int)])
    func clamping(range: Range<Int>, replacement: String, text: String, caret: Int) throws {
        var input = try Self.input()
        input.setText("555123")
        let result = input.replace(utf16Range: range, with: replacement)
        #expect(result.text == text)
        #expect(result.caretCharacterOffset == caret)
    }

    @Test("The NSRange form takes any location and length, NSNotFound and overflowing sums included")
    func nsRangeForm() throws {
        var input = try Self.input()
        input.setText("555123")
        #expect(input.replace(utf16Location: Int.max, length: 0, with: "4").text == "+1 (555) 123-4")
        #expect(input.replace(utf16Location: 13, length: Int.max, with: "").text == "+1 (555) 123-")
        #expect(input.replace(utf16Location: 3, length: -7, with: "9").text == "+1 (955) 512-3")
    }

    @Test("Ranges of String indices, stale ones included")
    func stringIndexRanges() throws {
        var input = try Self.input()
        input.setText("5551234567")
        let text = input.text
        let start = text.index(text.startIndex, offsetBy: 13)
        #expect(input.replace(start..<text.endIndex, with: "").text == "+1 (555) 123-")
        // Indices of the older, longer text: clamped to the current one.
        #expect(input.replace(text.endIndex..<text.endIndex, with: "9").text == "+1 (555) 123-9")
    }

    @Test("Carets around emoji count Characters and UTF-16 units apart")
    func emojiCarets() throws {
        var input = try Self.input("👍🏽 [000]")
        let result = input.replace(utf16Range: 0..<0, with: "1")
        #expect(result.text == "👍🏽 1")
        #expect(result.caretCharacterOffset == 3)
        #expect(result.caretUTF16Offset == 6)
        #expect(result.caretIndex == result.text.endIndex)
        // Backspace sends the UTF-16 range of the Character before the caret.
        let deleted = input.replace(utf16Range: 5..<6, with: "")
        #expect(deleted.text == "👍🏽 ")
        #expect(deleted.caretUTF16Offset == 5)
        #expect(deleted.caretCharacterOffset == 2)
    }

    @Test("A range that splits a surrogate pair is widened to whole scalars")
    func surrogateHalves() throws {
        var input = try Self.input("👍🏽 [000]")
        input.setText("1")
        // Offset 1 is inside 👍's surrogate pair: the insertion goes before it.
        let inserted = input.replace(utf16Range: 1..<1, with: "2")
        #expect(inserted.text == "👍🏽 21")
        #expect(inserted.caretCharacterOffset == 3)
        #expect(inserted.dropped.map(\.character) == ["👍🏽", " "])
        #expect(inserted.dropped.map(\.inputUTF16Offset) == [1, 5])
        // 1..<3 splits both pairs: the whole emoji goes, and the mask puts its own back.
        let deleted = input.replace(utf16Range: 1..<3, with: "")
        #expect(deleted.text == "👍🏽 21")
        #expect(deleted.caretUTF16Offset == 0)
    }

    @Test("The listener hears every change of value or completeness, once, and nothing else")
    func listener() throws {
        let heard = Locked<[String]>([])
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[00]{/}[00]")) { result in
            heard.withLock { $0.append("\(result.value) \(result.complete)") }
        }
        input.focus()                                      // empty format prefix: value unchanged
        input.replace(utf16Range: 0..<0, with: "1")         // 1
        input.replace(utf16Range: 1..<1, with: "x")         // dropped: unchanged
        input.replace(utf16Range: 1..<1, with: "2")         // 12/
        input.replace(utf16Range: 3..<3, with: "34")        // 12/34, complete
        input.setText("12/34")                              // same value: not heard
        input.clear()
        #expect(heard.withLock { $0 } == ["1 false", "12/ false", "12/34 true", " false"])
    }

    @Test("valueChanged reports what the listener hears")
    func valueChanged() throws {
        var input = try Self.input()
        #expect(input.replace(utf16Range: 0..<0, with: "5").valueChanged)
        #expect(!input.replace(utf16Range: 5..<5, with: "x").valueChanged)
        #expect(!input.focus().valueChanged)
    }

    @Test("focus shows the leading fixed characters of an empty field, only with autocompleteOnFocus")
    func focus() throws {
        var on = try Self.input()
        #expect(on.focus().text == "+1 (")
        #expect(on.result.caretCharacterOffset == 4)
        var off = try MaskedTextInput(configuration: .init(primaryFormat: Self.usPhone, autocompleteOnFocus: false))
        #expect(off.focus().text == "")
        var filled = try Self.input()
        filled.setText("555")
        #expect(filled.focus().text == "+1 (555) ")
        var affine = try MaskedTextInput(configuration: .init(primaryFormat: "+7 ([000])", affineFormats: ["8 ([000])"]))
        #expect(affine.focus().text == "+7 (")
    }

    @Test("clear empties the field and its value")
    func clear() throws {
        var input = try Self.input()
        input.setText("5551234567")
        let result = input.clear()
        #expect(result.text == "")
        #expect(result.value == "")
        #expect(result.caretUTF16Offset == 0)
        #expect(!result.complete)
    }

    @Test("setConfiguration formats the current text with the new formats")
    func reconfigure() throws {
        var input = try Self.input()
        input.setText("5551234567")
        let result = try input.setConfiguration(.init(primaryFormat: "[000]-[000]-[0000]"))
        #expect(result.text == "155-512-3456")
        #expect(input.configuration.primaryFormat == "[000]-[000]-[0000]")
    }

    @Test("Copies are independent values")
    func valueSemantics() throws {
        var original = try Self.input()
        original.setText("555")
        var copy = original
        copy.replace(utf16Range: 9..<9, with: "1")
        #expect(original.text == "+1 (555) ")
        #expect(copy.text == "+1 (555) 1")
    }

    @Test("Primary wins ties; among affine formats with equal affinity the first listed wins")
    func ties() throws {
        var input = try MaskedTextInput(configuration: .init(
            primaryFormat: "[00]-[00]", affineFormats: ["[00].[00]", "[00]/[00]"], affinityStrategy: .wholeString))
        #expect(input.setText("1234").format == "[00]-[00]")
        #expect(input.setText("12/34").format == "[00]/[00]")
        var affineOnly = try MaskedTextInput(configuration: .init(
            primaryFormat: "+[00]", affineFormats: ["[00].[00]", "[00]/[00]"], affinityStrategy: .wholeString))
        #expect(affineOnly.setText("1234").format == "[00].[00]")
    }

    @Test("The result's description shows the caret, the value and what was dropped")
    func description() throws {
        var input = try Self.input("[00]")
        let result = input.replace(utf16Range: 0..<0, with: "1a")
        #expect(result.description == "\"1|\" value: \"1\" complete: false dropped: [\"a\"]")
        #expect(result.dropped.first?.description == "\"a\" at 1: a digit is expected here")
    }
}
