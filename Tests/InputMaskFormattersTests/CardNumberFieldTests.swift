import InputMask
import SeededRandom
import Testing

@testable import InputMaskFormatters

@Test("every published and generated number is recognised with its brand and validity", arguments: generatedCardNumbers.map { $0 })
func generatedNumbers(row: (number: String, brand: String, luhnValid: Bool)) throws {
    var field = CardNumberField()
    field.setText(row.number)
    let brand = try #require(field.brand, "\(row.number)")
    #expect(brand.id == row.brand, "\(row.number)")
    #expect(field.number == row.number)
    #expect(field.result.complete)
    #expect(field.isValid == (row.luhnValid || !brand.usesLuhn), "\(row.number)")
    #expect(field.isPotentiallyValid == (field.isValid || row.number.count < brand.maximumLength), "\(row.number)")
    var typed = CardNumberField()
    typed.type(row.number)
    #expect(typed.result.text == field.text && typed.brand == field.brand && typed.isValid == field.isValid)
}

@Test func typingAVisaNumberGroupsItInFours() {
    var field = CardNumberField()
    #expect(field.type("4242").text == "4242 ")
    #expect(field.brand?.id == "visa")
    #expect(field.type("424242424242").text == "4242 4242 4242 4242")
    #expect(field.isValid && field.result.complete && field.number == "4242424242424242")
    #expect(field.shown == "4242 4242 4242 4242|")
    #expect(field.result.tailPlaceholder == "")
}

@Test func pastingFormattedAndUnformattedNumbers() {
    var field = CardNumberField()
    field.setText("3782-8224-6310-005")
    #expect(field.text == "3782 822463 10005")
    #expect(field.cvcLength == 4 && field.isValid)
    field.clear()
    #expect(field.text == "" && field.brand == nil && field.isPotentiallyValid)
    field.replace(utf16Range: 0..<0, with: "36227206271667")
    #expect(field.shown == "3622 720627 1667|")
    #expect(field.brand?.id == "diners" && field.isValid)
}

@Test func backspaceAcrossASpaceDeletesTheDigitBeforeIt() {
    var field = CardNumberField()
    field.type("4242")
    #expect(field.shown == "4242 |")
    #expect(field.backspace().text == "424")
    field.type("24242")
    #expect(field.shown == "4242 4242 |")
    // The caret after the space in the middle: a backspace removes the 4 before it.
    field.replace(utf16Range: 4..<5, with: "")
    #expect(field.shown == "424|4 242")
    #expect(field.number == "4244242")
}

@Test func theBrandChangingTheGroupingKeepsTheCaretAfterTheSameDigit() {
    var field = CardNumberField()
    field.type("4782822463100")
    #expect(field.text == "4782 8224 6310 0")
    // Replace the leading 4 with 3: American Express, grouped 4-6-5, the caret after the 3.
    let result = field.replace(utf16Range: 0..<1, with: "3")
    #expect(field.brand?.id == "amex")
    #expect(field.shown == "3|782 822463 100")
    #expect(result.caretCharacterOffset == 1 && result.caretUTF16Offset == 1)
    // Typing inside a group keeps the caret after the typed digit when the groups move.
    field.type("0", at: 9)
    #expect(field.shown == "3782 82240|6 3100")
    #expect(field.type("5").text == "3782 822405 63100")
    #expect(field.result.dropped.isEmpty)
    // A digit typed inside a full number pushes the last one out, as a mask does.
    let pushed = field.type("9")
    #expect(pushed.dropped.map(\.reason) == [.maskFull])
    #expect(pushed.dropped.map(\.character) == ["0"] && pushed.dropped.first?.isFromEdit == false)
    #expect(field.shown == "3782 822405 9|6310")
}

@Test func lettersAreDroppedWithAReasonAndOtherScriptsWrittenAsASCII() {
    var field = CardNumberField()
    let result = field.replace(utf16Range: 0..<0, with: "٤٢x٤٢")
    #expect(result.text == "4242 ")
    #expect(result.dropped.count == 1)
    #expect(result.dropped.first?.character == "x")
    #expect(result.dropped.first?.reason == .mismatch(expected: .digit, placeholderOffset: 2))
    #expect(result.dropped.first?.isFromEdit == true)
}

@Test func potentialValidity() {
    var field = CardNumberField()
    #expect(field.isPotentiallyValid && !field.isValid)
    field.setText("7")
    #expect(!field.isPotentiallyValid && field.brand == nil)
    field.setText("35")
    #expect(field.isPotentiallyValid && field.brand == nil)
    field.setText("4242424242424241")
    #expect(!field.isValid && field.isPotentiallyValid)
    field.setText("378282246310006")
    #expect(!field.isValid && !field.isPotentiallyValid)
    field.setText("6200000000000006")
    #expect(field.brand?.usesLuhn == false && field.isValid)
}

@Test func nineteenDigitsAreGroupedFourFourFourFourThree() {
    var field = CardNumberField()
    field.setText("4000 0000 0000 0000 006 77")
    #expect(field.text == "4000 0000 0000 0000 006")
    #expect(field.result.dropped.map(\.character) == ["7", "7"])
    #expect(field.result.format == "[0000] [0000] [0000] [0000] [000]")
}

@Test func anyRangeAndAnyInputIsSafe() {
    var field = CardNumberField()
    field.setText("4242")
    field.replace(utf16Range: 100..<200, with: "1")
    #expect(field.text == "4242 1")
    field.replace(utf16Location: Int.max, length: Int.max, with: "2")
    field.replace(utf16Location: -5, length: -5, with: "")
    #expect(field.text == "4242 12")
    field.replace("x".startIndex..<"xyz".endIndex, with: "")
    field.setText(String(repeating: "5", count: 100_000))
    #expect(field.text == "5555 5555 5555 5555")
    #expect(field.result.dropped.count == 100_000 - 16)
    field.setText("4\u{301}2\u{1F600}")
    #expect(field.text == "2")
}

/// The field reads typing at the end after the digits it shows; the model reads the whole edited
/// text every time. Both must give the same results.
@Test func typingAtTheEndAgreesWithReadingTheWholeText() {
    // Marks, LF after CR, prefixes and regional indicators, which would join what stands before
    // them in one string: an edit reads its string's Characters on their own, typed at the end or not.
    let keys = ["4", "2", "3", "7", "5", "0", "6", "1", " ", "-", "x", "٣", "１", "42", "4242 4242", "👍", "378282246310005",
                "\u{301}", "\r", "\n", "\u{600}", "\u{600}4", "🇷", "🇺", "\u{200D}", "4\u{301}"]
    var random = SplitMix64(seed: 0xca4d)
    for _ in 0..<300 {
        var fast = CardNumberField()
        var model = fast
        for _ in 0..<24 {
            let key = keys[Int(random.next() % UInt64(keys.count))]
            let end = fast.text.utf16.count
            let choice = random.next() % 8
            let range = choice < 5 ? end..<end : choice == 5 ? end + 2..<end + 9 : choice == 6 ? max(0, end - 1)..<end : 1..<1
            let string = choice == 6 ? "" : key
            let typed = fast.replace(utf16Range: range, with: string)
            let read = model.replaceReadingWholeText(utf16Range: range, with: string)
            #expect(typed == read, "\(range) with \(string.debugDescription) after \(model.text.debugDescription)")
            #expect(typed.dropped.map(\.inputOffset) == read.dropped.map(\.inputOffset))
            #expect(fast.brand == model.brand && fast.isValid == model.isValid && fast.isPotentiallyValid == model.isPotentiallyValid)
            if typed != read { return }
        }
    }
}
