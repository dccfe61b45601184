import InputMask
import SeededRandom
import Testing

@testable import InputMaskFormatters

// National input: `PhoneNumberField(defaultRegion:)` reads digits typed without `+` as a national
// number of the region, as libphonenumber's parser and AsYouTypeFormatter do.

@Test("a complete national number shows libphonenumber's NATIONAL format and its E.164 form", arguments: [
    ("US", "2015550123", "(201) 555-0123", "+12015550123"),
    ("US", "1 201 555 0123", "(201) 555-0123", "+12015550123"),
    ("CA", "204 555 1234", "(204) 555-1234", "+12045551234"),
    ("GB", "07400 123456", "07400 123456", "+447400123456"),
    ("GB", "7400123456", "07400 123456", "+447400123456"),
    ("DE", "030 123456", "030 123456", "+4930123456"),
    ("FR", "06 12 34 56 78", "06 12 34 56 78", "+33612345678"),
    ("RU", "89123456789", "8 (912) 345-67-89", "+79123456789"),
    ("RU", "8 800 123-45-67", "8 (800) 123-45-67", "+78001234567"),
    ("BY", "8 029 491-19-11", "8 029 491-19-11", "+375294911911"),
])
func completeNationalNumber(region: String, typed: String, national: String, e164: String) throws {
    var pasted = try PhoneNumberField(defaultRegion: region)
    #expect(pasted.setText(typed).text == national)
    #expect(pasted.e164 == e164)
    #expect(pasted.result.complete)
    var keys = try PhoneNumberField(defaultRegion: region)
    for key in typed { keys.replace(utf16Range: keys.caretRange, with: String(key)) }
    #expect(keys.text == national)
    #expect(keys.e164 == e164)
}

@Test("pasted and autofilled forms of one number give that number", arguments: [
    ("US", "+1 (201) 555-0123", "+12015550123"), ("US", "tel:+1-201-555-0123", "+12015550123"),
    ("GB", "001 201 555 0123", "+12015550123"), ("US", "011 44 7400 123456", "+447400123456"),
    ("RU", "810 44 7400 123456", "+447400123456"), ("RU", "+7 8 912 345-67-89", "+79123456789"),
    ("DE", "+49 (0)30 123456", "+4930123456"), ("US", "＋１ ２０１ ５５５ ０１２３", "+12015550123"),
])
func pastedForms(region: String, pasted: String, e164: String) throws {
    var field = try PhoneNumberField(defaultRegion: region)
    let shown = field.setText(pasted).text
    #expect(field.e164 == e164)
    #expect(field.result.complete)
    // Shown in international form, as the paste was.
    #expect(shown.hasPrefix("+"))
    #expect(field.setText(shown).text == shown)
}

@Test("E.164 follows every key of a national number")
func e164WhileTyping() throws {
    var field = try PhoneNumberField(defaultRegion: "GB")
    var expected: [String] = []
    var seen: [String] = []
    var national = ""
    for key in "07400123456" {
        field.replace(utf16Range: field.caretRange, with: String(key))
        if national.isEmpty, key == "0" {
            expected.append("")
            national = " "
        } else {
            national.append(key)
            expected.append("+44" + national.filter(\.isNumber))
        }
        seen.append(field.e164)
    }
    #expect(seen == expected)
}

@Test("a plus typed first switches to international input")
func plusSwitchesToInternational() throws {
    var field = try PhoneNumberField(defaultRegion: "US")
    for key in "+447400123456" { field.replace(utf16Range: field.caretRange, with: String(key)) }
    #expect(field.text == "+44 7400 123456")
    #expect(field.country?.alpha2 == "GB")
}

@Test("the region's international call prefix typed first is shown as typed, then as a plus once the dial code is complete", arguments: [
    ("GB", "00", "00", ""), ("GB", "004", "004", "+4"), ("GB", "0044", "+44 ", "+44"), ("US", "011", "011", ""),
    ("US", "01144", "+44 ", "+44"), ("RU", "810", "810", ""), ("RU", "81044", "+44 ", "+44"), ("RU", "8", "8", ""),
    ("GB", "0", "0", ""),
])
func internationalCallPrefix(region: String, typed: String, shown: String, e164: String) throws {
    var field = try PhoneNumberField(defaultRegion: region)
    for key in typed { field.replace(utf16Range: field.caretRange, with: String(key)) }
    #expect(field.text == shown)
    #expect(field.e164 == e164)
}

@Test("an international number pasted over the dial code a field shows replaces it", arguments: [
    ("+79114041112", "+7 911 404-11-12"), ("+7 911 404-11-12", "+7 911 404-11-12"),
    ("+7 (911) 404-11-12", "+7 911 404-11-12"), ("89114041112", "+7 911 404-11-12"),
])
func pasteOverTheShownDialCode(pasted: String, shown: String) throws {
    var field = try PhoneNumberField(defaultRegion: "RU")
    for key in "+7" { field.replace(utf16Range: field.caretRange, with: String(key)) }
    #expect(field.text == "+7 ")
    #expect(field.replace(utf16Range: field.caretRange, with: pasted).text == shown)
    #expect(field.e164 == "+79114041112")
}

@Test("punctuation never costs a digit", arguments: [
    ("+62 812-3456-7890", "+6281234567890"), ("+971 501 234 5", "+9715012345"), ("+61 2 1234 5678", "+61212345678"),
    ("+44.7400.123.456", "+447400123456"), ("+49/30/123456", "+4930123456"),
])
func punctuationKeepsEveryDigit(typed: String, e164: String) throws {
    var field = try PhoneNumberField()
    let shown = field.setText(typed).text
    #expect(field.e164 == e164)
    #expect(shown.filter(\.isASCIIDigit) == e164.dropFirst().description)
    #expect(field.setText(shown).text == shown)
}

@Test("formats are chosen by leading digits, then length", arguments: [
    ("+61212345678", "+61 2 1234 5678"), ("+971800123456", "+971 800 123456"), ("+61412345678", "+61 412 345 678"),
])
func formatByLeadingDigits(e164: String, international: String) throws {
    var field = try PhoneNumberField()
    #expect(field.setText(e164).text == international)
}

@Test("an unknown default region is a typed error", arguments: ["XX", "", "United States", "GBR"])
func unknownDefaultRegion(region: String) {
    #expect(throws: PhoneNumberFieldError.unknownRegion(region)) { try PhoneNumberField(defaultRegion: region) }
}

@Test func defaultRegionIsReadInAnyCase() throws {
    let field = try PhoneNumberField(defaultRegion: "gb")
    #expect(field.defaultRegion == "GB")
}

// Digits typed one by one end where pasting them does, in the two places where the text shown
// while typing holds digits a paste reads otherwise:
// - where one call prefix starts another, a paste reads the longest (libphonenumber's rule), so
//   typing must not read the shorter before the longer is ruled out: Hong Kong's call prefixes
//   include `00` and `007`, Bolivia's `00` and `0011`, Australia's `0011`; Cape Verde's and Samoa's
//   `0` is none before another `0`;
// - a national format may show the national prefix otherwise than typed: a complete number
//   shows its NATIONAL format's (`07400 123456`), which was not typed, so a digit typed after it
//   must not read it; Belarus's format widens a typed `0`, or a typed `8`, to `8 0`, whose other
//   digit was not typed either; Bolivia's leaves a typed `0` out of a complete mobile number,
//   and a digit typed after it must read it all the same.
@Test("digits typed one by one end where pasting them does: call prefixes that start others, and typing past a complete national number", arguments: [
    ("HK", "0077", "+7 "), ("HK", "00771234", "+7 1234"), ("HK", "0030", "0030"), ("BO", "0011", "0011"), ("BO", "001144", "+44 "),
    ("AU", "0011", "0011"), ("AU", "001144", "+44 "), ("CV", "00", "00"), ("WS", "00", "00"),
    ("JP", "14561058100", "14561058100"), ("RU", "91234567890", "91234567890"), ("GB", "74001234567", "07400 123456"),
    ("BY", "0177", "8 0177"), ("BY", "01777", "01777"),
    ("BY", "8177", "8 0177"), ("BY", "81770", "81770"), ("BO", "057687701", "57687701"), ("BO", "0576877017", "0576877017"),
])
func typedAsPasted(region: String, digits: String, shown: String) throws {
    var typed = try PhoneNumberField(defaultRegion: region)
    for key in digits { typed.replace(utf16Range: typed.caretRange, with: String(key)) }
    var pasted = try PhoneNumberField(defaultRegion: region)
    pasted.setText(digits)
    #expect(typed.text == shown)
    #expect(pasted.text == shown)
    #expect(typed.e164 == pasted.e164)
    #expect(typed.detection == pasted.detection)
}

// A format may take a length that no number starting so has (`101234` in the Netherlands): the
// digits typed there are not a whole number, so the national prefix typed stays, as
// AsYouTypeFormatter shows it; a whole number is shown in libphonenumber's NATIONAL format (here
// the Netherlands' 6-digit `101234`, typed without a prefix, and Korea's `1523-4567`, whose format
// shows none).
@Test("a national prefix typed stays shown while the digits after it are no whole number", arguments: [
    ("NL", "0101234", "0 101234"), ("NL", "01012345", "010 123 45"), ("AT", "0800123", "0 800123"),
    ("PY", "021234", "0 21234"), ("KR", "0102000", "0 1020-00"), ("NL", "101234", "101234"), ("KR", "015234567", "1523-4567"),
])
func typedNationalPrefixStaysWhileNoWholeNumber(region: String, digits: String, shown: String) throws {
    var typed = try PhoneNumberField(defaultRegion: region)
    var previous = ""
    for key in digits {
        let text = typed.replace(utf16Range: typed.caretRange, with: String(key)).text
        // Where the prefix stays, each key's text shows every digit typed before it: no digit
        // typed disappears on the way.
        if shown.hasPrefix("0") { #expect(text.filter(\.isASCIIDigit).hasPrefix(previous.filter(\.isASCIIDigit)), "\(region) \(digits): \(text)") }
        previous = text
    }
    var pasted = try PhoneNumberField(defaultRegion: region)
    #expect(typed.text == shown)
    #expect(pasted.setText(digits).text == shown)
}

// A national prefix typed after a dial code (`+7 8…`) is left out once the digits with it can be
// no number of a region of the code, as they are or with more digits, and the rest starts as one
// does (Kazakhstan's `771…` under +7 too); so is a second one the rest would drop when read again,
// while a rest that can be a whole number (`800…`, toll-free) keeps its digits. Every digit typed
// after that leaves it out too, so the text, which no longer shows it, reads as a paste of every
// digit typed does. Left out while a longer number could still keep it, the prefix made typing end
// otherwise than pasting (`+81 0555…`, `+252 0…`).
@Test("a national prefix after a dial code is left out once no number can keep it, typed as pasted", arguments: [
    ("+78912", "+7 912"), ("+78912345678", "+7 912 345-67-8"), ("+789123456789", "+7 912 345-67-89"), ("+81055500055555", "+81 55500055555"),
    ("+252085891888", "+252 85 891 888"), ("+33061234567", "+33 6 12 34 56 7"), ("+49030123456", "+49 30 123456"),
    ("+787710009998", "+7 771 000 9998"), ("+7887710009998", "+7 771 000 9998"), ("+78800123456", "+7 800 123-45-6"),
])
func nationalPrefixAfterADialCode(digits: String, shown: String) throws {
    var typed = try PhoneNumberField()
    var keys = ""
    for key in digits {
        keys.append(key)
        typed.replace(utf16Range: typed.caretRange, with: String(key))
        var pasted = try PhoneNumberField()
        #expect(pasted.setText(keys).text == typed.text)
        #expect(pasted.e164 == typed.e164)
    }
    #expect(typed.text == shown)
}

/// Every dial code with a `0`, `8` or `1` after it (the commonest national prefixes) and random
/// digits after that: typed digit by digit, the number ends where pasting it does.
@Test("every dial code followed by a national prefix and random digits: typed as pasted")
func everyDialCodeWithANationalPrefixTypedAsPasted() throws {
    var random = SplitMix64(seed: 2026)
    for code in Set(Country.all.map(\.dialCode)).sorted() {
        for prefix in ["0", "8", "1"] {
            var digits = "+" + code + prefix
            for _ in 0..<Int.random(in: 1...13, using: &random) { digits += String(Int.random(in: 0...9, using: &random)) }
            var typed = try PhoneNumberField()
            for key in digits { typed.replace(utf16Range: typed.caretRange, with: String(key)) }
            var pasted = try PhoneNumberField()
            pasted.setText(digits)
            #expect(typed.text == pasted.text && typed.e164 == pasted.e164, "\(digits)")
        }
    }
}

/// Every region as the default, with a `0`, `8`, `1`, `00` or `80` (the commonest national and
/// call prefixes) or nothing before random digits: typed digit by digit, the number ends where
/// pasting it does, whatever the region's national formats show of the prefix (Belarus widens
/// it, Bolivia and Somalia leave it out of some complete numbers).
@Test("every region's national input with a national prefix and random digits: typed as pasted")
func everyRegionNationalInputTypedAsPasted() throws {
    var random = SplitMix64(seed: 2027)
    for region in PhoneFormatTable.shared.regions.keys.sorted() {
        for prefix in ["", "0", "8", "1", "00", "80"] {
            var digits = prefix
            for _ in 0..<Int.random(in: 1...12, using: &random) { digits += String(Int.random(in: 0...9, using: &random)) }
            var typed = try PhoneNumberField(defaultRegion: region)
            for key in digits { typed.replace(utf16Range: typed.caretRange, with: String(key)) }
            var pasted = try PhoneNumberField(defaultRegion: region)
            pasted.setText(digits)
            #expect(typed.text == pasted.text && typed.e164 == pasted.e164, "\(region) \(digits): typed \(typed.text), pasted \(pasted.text)")
        }
    }
}

/// With every country of a dial code excluded, the digits stay unformatted after the `+` a call
/// prefix stands for: shown after it, the call prefix's digits would read as another number
/// (`+810550`, Kazakhstan's `810` before Brazil's `55`, reads as Japan's `+81`).
@Test("an excluded dial code after a call prefix is shown after the plus the prefix stands for", arguments: [
    ("KZ", "810550", "+550"), ("US", "011550", "+550"), ("BO", "0011550", "+550"), ("KZ", "8105", "8105"),
])
func excludedDialCodeAfterACallPrefix(region: String, digits: String, shown: String) throws {
    let detector = PhoneNumberDetector(excluded: ["BR"])
    var pasted = try PhoneNumberField(detector: detector, defaultRegion: region)
    #expect(pasted.setText(digits).text == shown)
    #expect(pasted.e164 == "+" + digits.drop { $0 != "5" })
    var again = pasted
    #expect(again.setText(shown).text == shown && again.e164 == pasted.e164)
    var typed = try PhoneNumberField(detector: detector, defaultRegion: region)
    for key in digits { typed.replace(utf16Range: typed.caretRange, with: String(key)) }
    #expect(typed.text == shown)
}

@Test("a backspace after a complete national number leaves out the national prefix its format added")
func backspaceAfterAnAddedNationalPrefix() throws {
    var field = try PhoneNumberField(defaultRegion: "GB")
    field.setText("7400123456")
    #expect(field.text == "07400 123456")
    let end = field.text.utf16.count
    #expect(field.replace(utf16Range: (end - 1)..<end, with: "").text == "7400 12345")
    #expect(field.e164 == "+44740012345")
    var typed = try PhoneNumberField(defaultRegion: "GB")
    typed.setText("07400123456")
    #expect(typed.text == "07400 123456")
    #expect(typed.replace(utf16Range: (end - 1)..<end, with: "").text == "07400 12345")
}

@Test("a caret inside a call prefix shown as typed stays after the same digit")
func caretInsideATypedCallPrefix() throws {
    var field = try PhoneNumberField(defaultRegion: "HK")
    #expect(field.setText("0030").text == "0030")
    let result = field.replace(utf16Range: 1..<2, with: "0")
    #expect(result.text == "0030")
    #expect(result.caretUTF16Offset == 2)
}
