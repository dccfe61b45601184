import InputMask
import Synchronization
import Testing

/// Marked text of input methods: where it goes, where the caret goes, and what commits or cancels it.
@Suite("Editing: input-method composition")
struct EditingCompositionTests {
    static func input(_ format: String = "[0000]") throws -> MaskedTextInput {
        try MaskedTextInput(configuration: .init(primaryFormat: format))
    }

    @Test("Marked text goes at the caret, stands unformatted, and keeps the last value")
    func markedAtCaret() throws {
        var input = try Self.input()
        input.setText("12")
        let result = input.setMarkedText("ab")
        #expect(result.text == "12ab")
        #expect(result.isComposing)
        #expect(result.markedUTF16Range == 2..<4)
        #expect(input.markedUTF16Range == 2..<4)
        #expect(result.caretUTF16Offset == 4)
        #expect(result.value == "12")
        #expect(!result.valueChanged)
        #expect(result.dropped.isEmpty)
    }

    @Test("The selection inside the marked text places the caret at its end")
    func selectedRange() throws {
        var input = try Self.input("[A…]")
        let result = input.setMarkedText("にほん", selectedRange: 1..<2)
        #expect(result.caretUTF16Offset == 2)
        #expect(result.caretCharacterOffset == 2)
        #expect(input.setMarkedText("日本", selectedRange: 9..<99).caretUTF16Offset == 2)
    }

    @Test("Later marked text replaces the earlier one; an explicit range replaces that range")
    func replacingMarkedText() throws {
        var input = try Self.input("[A…]")
        input.setText("ab")
        input.setMarkedText("ㅎ")
        #expect(input.setMarkedText("한").text == "ab한")
        #expect(input.setMarkedText("국", replacing: 0..<1).text == "국b한")
        #expect(input.markedUTF16Range == 0..<1)
    }

    @Test("The listener hears only the commit")
    func listener() throws {
        let heard = Mutex<[String]>([])
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[0000]")) { result in
            heard.withLock { $0.append(result.value) }
        }
        input.setMarkedText("１")
        input.setMarkedText("１２")
        #expect(heard.withLock { $0 }.isEmpty)
        let committed = input.unmarkText()
        #expect(committed.value == "１２")
        #expect(committed.caretUTF16Offset == 2)
        #expect(!committed.isComposing)
        #expect(heard.withLock { $0 } == ["１２"])
    }

    @Test("unmarkText without a composition changes nothing")
    func unmarkWithoutComposition() throws {
        var input = try Self.input()
        input.setText("12")
        let result = input.unmarkText()
        #expect(result.text == "12")
        #expect(!result.valueChanged)
    }

    @Test("setText, clear and a plain edit end the composition")
    func endingComposition() throws {
        var input = try Self.input()
        input.setMarkedText("x")
        #expect(input.setText("12").markedUTF16Range == nil)
        input.setMarkedText("x")
        #expect(!input.clear().isComposing)
        input.setText("12")
        input.setMarkedText("3")
        let edited = input.replace(utf16Range: 3..<3, with: "4")
        #expect(edited.text == "1234")
        #expect(!edited.isComposing)
    }

    @Test("focus during a composition changes nothing")
    func focusWhileComposing() throws {
        var input = try Self.input("+1 ([000])")
        input.setMarkedText("か")
        #expect(input.focus().text == "か")
        #expect(input.result.isComposing)
    }

    @Test("Committed text the mask drops is reported as from the edit")
    func droppedOnCommit() throws {
        var input = try Self.input()
        input.setText("1")
        input.setMarkedText("か")
        let result = input.unmarkText()
        #expect(result.text == "1")
        #expect(result.dropped.map(\.character) == ["か"])
        #expect(result.dropped.map(\.isFromEdit) == [true])
        #expect(result.dropped.map(\.reason) == [.mismatch(expected: .digit, placeholderOffset: 1)])
    }
}
