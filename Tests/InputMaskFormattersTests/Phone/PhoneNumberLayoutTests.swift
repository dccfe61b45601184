import InputMask
import Testing

@testable import InputMaskFormatters

/// The UTF-16 offsets after each national digit of `text`, read from the text itself: after
/// `start` (the caret before any national digit), every ASCII digit is a national digit when the
/// format shows no digit among its literals; `nil` when it does.
private func digitEndsInText(_ text: String, start: Int, kept: Int) -> [Int]? {
    var ends: [Int] = []
    for (offset, unit) in text.utf16.enumerated() where offset >= start && unit >= 0x30 && unit <= 0x39 { ends.append(offset + 1) }
    return ends.count == kept ? ends : nil
}

/// Every example number typed key by key, international and national (in its own region): after
/// each key, the offset the layout gives after each shown national digit, read from its format,
/// is the offset after that digit in its text.
@Test("the offset after each national digit is after that digit in the text", arguments: [false, true])
func digitEndsAreAfterTheDigitsOfTheText(national: Bool) throws {
    var checked = 0
    for example in LibphonenumberExample.all {
        var field = try PhoneNumberField(defaultRegion: national ? example.region : nil)
        for key in (national ? example.nationalDigits : example.e164) + "98765" {
            field.replace(utf16Range: field.caretRange, with: String(key))
            let layout = field.layout
            guard layout.kept > 0, let ends = digitEndsInText(layout.text, start: layout.start, kept: layout.kept) else { continue }
            #expect((1...layout.kept).map(layout.digitEnd) == ends, "\(example) typed \(key): \(layout.text.debugDescription) in \(layout.format)")
            checked += 1
        }
    }
    #expect(checked > 10_000)
}
