import Foundation
import InputMask
import InputMaskFormatters
import Testing

/// Every field of the module, through the protocol, with a text it formats.
enum FieldUnderTest: String, CaseIterable, Sendable {
    case phone, iban, card, expiry, date, time, maskedTextInput

    var field: any EditableField {
        switch self {
        case .phone: try! PhoneNumberField()
        case .iban: IBANField()
        case .card: CardNumberField()
        case .expiry: ExpiryDateField()
        case .date: try! DateField(pattern: "dd.MM.yyyy")
        case .time: try! TimeField()
        case .maskedTextInput: try! MaskedTextInput(configuration: .init(primaryFormat: "+1 ([000]) [000]-[0000]"))
        }
    }

    var sample: String {
        switch self {
        case .phone, .maskedTextInput: "+1 650 253 0000"
        case .iban: "DE89 3704 0044 0532 0130 00"
        case .card: "4242 4242 4242 4242"
        case .expiry: "12/34"
        case .date: "29.02.2024"
        case .time: "21:05"
        }
    }
}

/// The three range forms of `field` (set to `text`) replacing `location, length` with `string`:
/// the UTF-16 range form, clamped here by hand, and the `NSRange` and `String.Index` forms.
private func rangeForms<Field: EditableField>(
    _ field: Field, text: String, location: Int, length: Int, string: String
) -> (clamped: EditResult, nsRange: EditResult, indices: EditResult?) {
    var clamped = field
    clamped.setText(text)
    var nsRange = clamped, indices = clamped
    let shown = clamped.text
    let count = shown.utf16.count
    let lower = min(max(0, location), count)
    let upper = min(max(lower, location &+ max(0, length)), count)
    let expected = clamped.replace(utf16Range: lower..<upper, with: string)
    let viaNSRange = nsRange.replace(utf16Location: location, length: length, with: string)
    var viaIndices: EditResult?
    if location >= 0, length >= 0, location <= count - length {
        let start = String.Index(utf16Offset: location, in: shown), end = String.Index(utf16Offset: location + length, in: shown)
        viaIndices = indices.replace(start..<end, with: string)
    }
    return (expected, viaNSRange, viaIndices)
}

@Test("every field's NSRange and String.Index forms are its UTF-16 range form, clamped", arguments: FieldUnderTest.allCases)
func rangeFormsAgree(kind: FieldUnderTest) {
    let cases: [(Int, Int, String)] = [
        (0, 0, "1"), (2, 3, ""), (-5, 3, "7"), (1_000, 2, "9"), (Int.max - 1, Int.max, "1"),
        (NSNotFound, 0, "2"), (3, -4, "5"), (0, Int.max, ""),
    ]
    for (location, length, string) in cases {
        let forms = rangeForms(kind.field, text: kind.sample, location: location, length: length, string: string)
        #expect(forms.nsRange == forms.clamped, "\(kind) \(location),\(length)")
        if let indices = forms.indices { #expect(indices == forms.clamped, "\(kind) \(location),\(length)") }
    }
}

@Test("caretRange is the empty range at the caret, and typing there is typing at the end", arguments: FieldUnderTest.allCases)
func caretRangeIsAtTheCaret(kind: FieldUnderTest) {
    var field = kind.field
    field.setText(String(kind.sample.dropLast()))
    #expect(field.caretRange == field.result.caretUTF16Offset..<field.result.caretUTF16Offset)
    #expect(field.text == field.result.text)
    let typed = field.replace(utf16Range: field.caretRange, with: String(kind.sample.last!))
    var whole = kind.field
    #expect(typed.value == whole.setText(kind.sample).value)
}

@Test("clear empties every field", arguments: FieldUnderTest.allCases)
func clearEmpties(kind: FieldUnderTest) {
    var field = kind.field
    field.setText(kind.sample)
    #expect(!field.result.value.isEmpty)
    let cleared = field.clear()
    #expect(cleared.value.isEmpty)
    #expect(field.text == cleared.text)
}
