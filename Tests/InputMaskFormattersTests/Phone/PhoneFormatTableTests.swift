import Testing

@testable import InputMaskFormatters

/// Every number a dial code can be spells the code that reads back as it, as the number is written
/// in decimal: what the table's look-ups by number and the detector's codes rely on.
@Test("a dial code and its number convert both ways")
func dialCodesAndNumbersConvertBothWays() {
    for number in 1...999 {
        let code = PhoneFormatTable.dialCode(ofNumber: number)
        #expect(code == String(number))
        #expect(PhoneFormatTable.number(ofDialCode: code) == number)
    }
}

/// What cannot be a dial code has no number: a leading `0`, more than three digits, none, or
/// digits other than ASCII.
@Test("what cannot be a dial code has no number", arguments: ["", "0", "07", "1234", "1a", "+1", "\u{0661}", "\u{FF11}"])
func notDialCodesHaveNoNumber(code: String) {
    #expect(PhoneFormatTable.number(ofDialCode: code) == nil)
}
