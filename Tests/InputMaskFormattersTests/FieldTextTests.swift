import InputMask
import Testing

@testable import InputMaskFormatters

/// Writes `12`, a separator, `34` and a trailing separator, the caret after `caret` content Characters.
private func written(_ separator: String, capacity: Int, caret: Int) -> FieldText.Written {
    let separator = FieldLiteral(separator)
    return FieldText.write(capacity: capacity, caretAfterContent: caret) { writer in
        writer.appendContent(UInt8(ascii: "1"))
        writer.appendContent(UInt8(ascii: "2"))
        writer.appendSeparator(separator, caretFollows: false)
        writer.appendContent(UInt8(ascii: "3"))
        writer.appendContent(UInt8(ascii: "4"))
        writer.appendSeparator(separator, caretFollows: true)
    }
}

@Test("the text, value and caret are the same whatever room the writer was given first", arguments: [0, 1, 5, 16, 40, 1_000])
func textDoesNotDependOnTheCapacity(capacity: Int) {
    let ascii = written(" / ", capacity: capacity, caret: 2)
    #expect(ascii.text == "12 / 34 / " && ascii.value == "1234" && ascii.characterCount == 10)
    // A separator that a caret at the end follows moves it there.
    #expect(ascii.caretCharacterOffset == 10 && ascii.caretUTF16Offset == 10)
    let wide = written("年👍", capacity: capacity, caret: 2)
    #expect(wide.text == "12年👍34年👍" && wide.value == "1234" && wide.characterCount == 8)
    #expect(wide.caretCharacterOffset == 8 && wide.caretUTF16Offset == 10)
}

@Test func theCaretFollowsItsContentCharacter() {
    let text = FieldText.write(capacity: 8, caretAfterContent: 3) { writer in
        for byte in "12345".utf8 { writer.appendContent(byte) }
    }
    #expect(text.text == "12345" && text.caretCharacterOffset == 3 && text.caretUTF16Offset == 3)
}

@Test func aResultShowsTheRestOfThePlaceholder() {
    let text = written("/", capacity: 4, caret: 4)
    let result = text.result(complete: false, tail: FieldLiteral("00/00/0000").suffix(after: text.characterCount), format: "f",
                             previous: .empty(format: "f", placeholder: ""), dropped: [])
    #expect(result.text == "12/34/" && result.tailPlaceholder == "0000" && result.valueChanged && result.dropped.isEmpty)
    let wide = FieldLiteral("ДД/ММ/ГГГГ").suffix(after: text.characterCount)
    #expect(wide == "ГГГГ" && !text.result(complete: false, tail: wide, format: "f", previous: result, dropped: []).valueChanged)
}

@Test("a literal is measured once, in Characters and UTF-16", arguments: [
    (" ", 1, 1, true), ("年", 1, 1, false), ("👍🏽", 1, 4, false), ("\r\n", 1, 2, false), ("", 0, 0, true),
] as [(String, Int, Int, Bool)])
func literalsAreMeasured(text: String, characters: Int, utf16: Int, plain: Bool) {
    let literal = FieldLiteral(text)
    #expect(literal.characterCount == characters && literal.utf16Count == utf16 && literal.isPlain == plain)
}

@Test("a literal's suffix is what follows its first Characters", arguments: ["dd.MM.yyyy", "ДД/ММ/ГГГГ", "a\r\nb", "👍🏽x", ""])
func literalSuffixes(text: String) {
    let literal = FieldLiteral(text)
    for count in -1...(text.count + 2) {
        #expect(literal.suffix(after: count) == String(text.dropFirst(max(0, count))))
    }
}

@Test("digits are written zero-padded, as one Character at a time would be", arguments: [
    (7, 2, "07"), (2024, 4, "2024"), (5, 1, "5"), (0, 3, "000"), (42, 2, "42"),
] as [(Int, Int, String)])
func digitsAreWrittenPadded(value: Int, count: Int, text: String) {
    for caret in 0...(count + 1) {
        for capacity in [0, 2, 16] {
            let digits = FieldText.write(capacity: capacity, caretAfterContent: caret) { writer in
                writer.appendContent(UInt8(ascii: "9"))
                writer.appendDigits(of: value, count: count)
            }
            let characters = FieldText.write(capacity: capacity, caretAfterContent: caret) { writer in
                for byte in ("9" + text).utf8 { writer.appendContent(byte) }
            }
            #expect(digits.text == "9" + text && digits.value == "9" + text)
            #expect(digits.caretCharacterOffset == characters.caretCharacterOffset && digits.caretUTF16Offset == characters.caretUTF16Offset)
        }
    }
}
