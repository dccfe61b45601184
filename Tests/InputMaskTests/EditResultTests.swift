import InputMask
import Testing

/// `EditResult`'s initialisers: an array, a `DroppedCharacters` list and any other sequence of
/// the same dropped Characters make the same result.
@Suite("Edit results")
struct EditResultTests {
    /// An edit of `[00]-[00]` that drops the Characters of `typed` the mask does not take.
    static func edited(_ typed: String) throws -> EditResult {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[00]-[00]"))
        return input.replace(utf16Range: 0..<0, with: typed)
    }

    @Test("The array, list and sequence initialisers make equal results with the same dropped Characters", arguments: [
        "1234", "1x2345", "ab12cd", "xyz",
    ])
    func initialisersAgree(typed: String) throws {
        let result = try Self.edited(typed)
        let array = Array(result.dropped)
        let fromArray = EditResult(
            text: result.text, caretCharacterOffset: result.caretCharacterOffset, caretUTF16Offset: result.caretUTF16Offset,
            value: result.value, complete: result.complete, tailPlaceholder: result.tailPlaceholder, format: result.format,
            valueChanged: result.valueChanged, dropped: array)
        let fromList = EditResult(
            text: result.text, caretCharacterOffset: result.caretCharacterOffset, caretUTF16Offset: result.caretUTF16Offset,
            value: result.value, complete: result.complete, tailPlaceholder: result.tailPlaceholder, format: result.format,
            valueChanged: result.valueChanged, dropped: result.dropped)
        let fromSequence = EditResult(
            text: result.text, caretCharacterOffset: result.caretCharacterOffset, caretUTF16Offset: result.caretUTF16Offset,
            value: result.value, complete: result.complete, tailPlaceholder: result.tailPlaceholder, format: result.format,
            valueChanged: result.valueChanged, dropped: array.lazy.map { $0 })
        #expect(fromArray == result)
        #expect(fromList == result)
        #expect(fromSequence == result)
        #expect(Array(fromArray.dropped) == array && Array(fromList.dropped) == array && Array(fromSequence.dropped) == array)
        #expect(fromArray.hashValue == result.hashValue)
    }

    @Test("A result made without dropped Characters has none, and differs from one with some")
    func noDroppedCharactersByDefault() throws {
        let dropping = try Self.edited("1x2")
        #expect(!dropping.dropped.isEmpty)
        let plain = EditResult(
            text: dropping.text, caretCharacterOffset: dropping.caretCharacterOffset, caretUTF16Offset: dropping.caretUTF16Offset,
            value: dropping.value, complete: dropping.complete, tailPlaceholder: dropping.tailPlaceholder, format: dropping.format,
            valueChanged: dropping.valueChanged)
        #expect(plain.dropped.isEmpty)
        #expect(plain != dropping)
        let marked = EditResult(
            text: "12", caretCharacterOffset: 2, caretUTF16Offset: 2, value: "", complete: false, tailPlaceholder: "",
            format: "[00]", valueChanged: false, dropped: [], markedUTF16Range: 0..<2)
        #expect(marked.isComposing && marked.markedUTF16Range == 0..<2 && marked.dropped.isEmpty)
    }
}
