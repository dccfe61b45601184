import InputMask
import SeededRandom
import Testing

@testable import InputMaskFormatters

/// The date and time fields read typing at the end after the blocks their text was read into; the
/// model reads the whole edited text every time. Both must give the same results.
@Test("typing at the end gives what reading the whole text gives", arguments: [
    "dd.MM.yyyy", "MM/dd/yyyy", "yyyy-MM-dd", "HH:mm", "hh:mm a", "hh:mm:ss a", "dd年MM月yyyy", "yyyy👍MM👍dd",
])
func typingAtTheEndAgreesWithReadingTheWholeText(pattern: String) throws {
    // Marks, LF after CR, prefixes and regional indicators, which would join what stands before
    // them in one string: an edit reads its string's Characters on their own, typed at the end or not.
    let keys = ["0", "1", "2", "3", "4", "5", "9", ".", "/", " ", ":", "a", "P", "m", "x", "٣", "１", "12", "3.4", "👍", "年",
                "\r\n", "29022024", "\u{301}", "\r", "\n", "\u{600}", "\u{600}1", "🇷", "🇺", "\u{200D}", "1\u{301}"]
    var random = SplitMix64(seed: 0x5eed)
    let parsed = try DatePattern(parsing: pattern)
    for _ in 0..<200 {
        var fast = DateBlockInput(pattern: parsed)
        var model = fast
        for _ in 0..<14 {
            let key = keys[Int(random.next() % UInt64(keys.count))]
            let end = fast.result.text.utf16.count
            let choice = random.next() % 8
            // Mostly typing at the end, or past it (clamped to the end); sometimes a backspace or
            // an insertion inside, which both read whole, so that later typing follows them.
            let range = choice < 5 ? end..<end : choice == 5 ? end + 3..<end + 5 : choice == 6 ? max(0, end - 1)..<end : 0..<0
            let string = choice == 6 ? "" : key
            let typed = fast.replace(utf16Range: range, with: string)
            let read = model.replaceReadingWholeText(utf16Range: range, with: string)
            #expect(typed == read, "\(pattern): \(range) with \(string.debugDescription) after \(model.result.text.debugDescription)")
            #expect(typed.dropped.map(\.inputOffset) == read.dropped.map(\.inputOffset))
            #expect(fast.blocks.value(of: .month) == model.blocks.value(of: .month))
            if typed != read { return }
        }
    }
}

@Test("a pattern's placeholder tails are its placeholder after each count", arguments: ["dd.MM.yyyy", "hh:mm a", "dd年MM月yyyy"])
func placeholderTails(pattern: String) throws {
    let parsed = try DatePattern(parsing: pattern)
    let placeholder = parsed.placeholder.text
    for count in -2...(placeholder.count + 3) {
        #expect(parsed.placeholderTail(after: count) == String(placeholder.dropFirst(max(0, count))))
    }
}
