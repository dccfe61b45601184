import InputMask
import SeededRandom
import Testing

@testable import InputMaskFormatters

/// Random typing sessions (digits of several scripts, `+`, punctuation, letters, pasted numbers,
/// backspaces, edits in the middle) into a field and into a copy that reads the whole text on
/// every edit: every result, detection and E.164 form agree, and the digits typed at the end are
/// mostly taken by extending the last edit's reading.
@Test(
    "typing at the end agrees with reading the whole text",
    arguments: [nil, "US", "RU", "GB", "DE", "BR", "IN", "CN", "HK", "BO", "AU", "JP"], [false, true])
func typingAtTheEndAgreesWithReadingTheWholeText(region: String?, excluding: Bool) throws {
    let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
    let others = ["+", " ", "-", "(", ")", "x", "٤", "５", "००", "00", "0011", "007", "011", "8", "+7", "+44", "+1 ",
                  "+79114041112", "+1 202 555 0123", "8 (912) 345-67-89", "020 7183 8750", "+44 20 7183 8750",
                  "+49 30 1234567", "+55 11 91234-5678", "+91 98765 43210", "+86 138 0013 8000", "2015550123"]
    // Excluding every country of +7 and +44 leaves their numbers unformatted.
    let detector = excluding ? PhoneNumberDetector(excluded: ["🇷🇺", "🇰🇿", "🇬🇧", "🇬🇬", "🇮🇲", "🇯🇪"]) : PhoneNumberDetector()
    var random = SplitMix64(seed: UInt64(region.map { $0.unicodeScalars.reduce(0) { $0 * 31 + UInt64($1.value) } } ?? 7) &+ (excluding ? 1 : 0))
    var extended = 0
    for _ in 0..<150 {
        var field = try PhoneNumberField(detector: detector, defaultRegion: region)
        var model = field
        for _ in 0..<Int.random(in: 1...24, using: &random) {
            let end = field.text.utf16.count
            let choice = Int.random(in: 0..<16, using: &random)
            let range = choice < 13 ? end..<end : choice == 13 ? max(0, end - 1)..<end : Int.random(in: 0...end, using: &random)..<end
            let string = choice == 13 ? "" : choice < 10 ? digits.randomElement(using: &random)! : others.randomElement(using: &random)!
            if field.typingExtends, choice < 10 { extended += 1 }
            let typed = field.replace(utf16Range: range, with: string)
            let read = model.replaceReadingWholeText(utf16Range: range, with: string)
            #expect(typed == read, "\(range) with \(string.debugDescription) after \(model.text.debugDescription)")
            #expect(field.detection == model.detection && field.e164 == model.e164 && field.country == model.country)
            #expect(field.typingExtends == model.typingExtends && field.layout == model.layout && field.reading == model.reading)
            if typed != read || field.detection != model.detection { return }
        }
    }
    #expect(extended > 50)
}

/// Every example number typed key by key, international and national (in its own region), and on
/// past the longest number: at every key the field that extends its last reading agrees with one
/// that reads the whole text, layout and all, so the shortcuts take every format as it is chosen.
@Test("typing every example number at the end agrees with reading the whole text", arguments: [false, true])
func typingEveryExampleAgreesWithReadingTheWholeText(national: Bool) throws {
    var extended = 0
    for example in LibphonenumberExample.all {
        var field = try PhoneNumberField(defaultRegion: national ? example.region : nil)
        var model = field
        for key in (national ? example.nationalDigits : example.e164) + "98765" {
            if field.typingExtends { extended += 1 }
            let range = field.caretRange
            let typed = field.replace(utf16Range: range, with: String(key))
            let read = model.replaceReadingWholeText(utf16Range: range, with: String(key))
            #expect(typed == read && field.layout == model.layout && field.reading == model.reading, "\(example) typed \(key)")
            #expect(field.detection == model.detection && field.typingExtends == model.typingExtends, "\(example) typed \(key)")
            if typed != read { break }
        }
    }
    #expect(extended > 10_000)
}

/// A digit typed after a number in its format extends it: the field takes the shortcut.
@Test("typing an international number at the end extends its reading", arguments: ["+12015550123", "+79114041112", "+442071838750"])
func typingExtends(number: String) throws {
    var field = try PhoneNumberField()
    for key in number { field.replace(utf16Range: field.caretRange, with: String(key)) }
    #expect(field.typingExtends)
}

/// A national number typed key by key, national prefix and all, is read from its digits at every
/// key, never from its text, and ends shown in the region's national format.
@Test(
    "typing a national number at the end extends its reading at every key",
    arguments: [("US", "2015550123", "(201) 555-0123"), ("RU", "89123456789", "8 (912) 345-67-89"), ("GB", "07400123456", "07400 123456")])
func typingNationalNumberExtends(region: String, digits: String, shown: String) throws {
    var field = try PhoneNumberField(defaultRegion: region)
    for key in digits {
        #expect(field.typingExtends, "before \(key) after \(field.text.debugDescription)")
        field.replace(utf16Range: field.caretRange, with: String(key))
    }
    #expect(field.text == shown)
    #expect(field.typingExtends)
}
