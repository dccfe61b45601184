import InputMask
import InputMaskFormatters

extension Suite {
    // MARK: - Keystrokes through the formatters' fields

    /// A person typing into a formatter's field: one operation is one keystroke on a copy of the
    /// field as it was before the key. Each is held to `Targets.formatterKeystrokeToApplyLimit`
    /// times the bare apply of a mask of the same length (`formatterKeystrokeTargets`).
    static let formatterKeystrokeScenarios: [Scenario] = [
        Scenario(
            name: "keystroke/iban-field",
            summary: "IBANs of six countries typed key by key into IBANField (the country's mask picked at the second letter); one operation is one keystroke",
            prepare: {
                let ibans = Typing.iban.values(shortInputCount)
                return FieldKeystrokes.typing(ibans, into: IBANField(), parameters: ["ibans": String(ibans.count)])
            }),
        Scenario(
            name: "keystroke/number-field",
            summary: "numbers of 1 to 12 digits typed key by key into NumberField (en_US, regrouped at every key); one operation is one keystroke",
            prepare: {
                let numbers = Typing.keyedNumber.values(shortInputCount, seed: "apply/rtl-number")
                return FieldKeystrokes.typing(numbers, into: NumberField(configuration: .init(locale: .enUS)), parameters: ["numbers": String(numbers.count)])
            }),
    ]

    /// Each formatter keystroke row and the apply row of a mask of the same length it is held to.
    static let formatterKeystrokeTargets: [(keystroke: String, apply: String)] = [
        ("keystroke/iban-field", "apply/iban"),  // IBANs of the same six countries, the 34-slot IBAN mask
        ("keystroke/number-field", "apply/rtl-number"),  // numbers of up to 12 digits grouped by thousands
        ("keystroke/phone-field", "apply/phone-field-masks"),  // the masks PhoneNumberField chose, applied to the texts it showed
        ("keystroke/card-field", "apply/card"),  // 16-digit card numbers, the 16-digit card mask
        ("keystroke/date-field", "apply/date"),  // dd.MM.yyyy dates, the engine issue's date mask
    ]
}

/// A field of `InputMaskFormatters` as the keystroke rows drive it.
protocol KeystrokeField: Sendable {
    /// The text, value and caret after the latest edit.
    var keystrokeState: (text: String, value: String, caretUTF16Offset: Int) { get }
    /// Types `key` at the caret; returns what a caller reads of the result, for the checksum.
    mutating func typeAtCaret(_ key: String) -> Int
}

/// An `EditableField` that says whether its value can still become valid (`IBANField`,
/// `CardNumberField`, `DateField`): a keystroke replaces its caret range, and a caller reads the
/// text, value, dropped Characters and validity.
protocol EditResultField: EditableField, KeystrokeField {
    var isPotentiallyValid: Bool { get }
}

extension EditResultField {
    var keystrokeState: (text: String, value: String, caretUTF16Offset: Int) { (result.text, result.value, result.caretUTF16Offset) }

    mutating func typeAtCaret(_ key: String) -> Int {
        let result = replace(utf16Range: caretRange, with: key)
        return result.text.utf8.count &+ result.value.utf8.count &+ result.dropped.count &+ (isPotentiallyValid ? 1 : 0)
    }
}

extension IBANField: EditResultField {}

extension NumberField: KeystrokeField {
    var keystrokeState: (text: String, value: String, caretUTF16Offset: Int) { (result.text, result.value, result.caretUTF16Offset) }

    mutating func typeAtCaret(_ key: String) -> Int {
        let caret = result.caretUTF16Offset
        let result = replace(utf16Range: caret..<caret, with: key)
        return result.text.utf8.count &+ result.value.utf8.count &+ (isPotentiallyValid ? 1 : 0)
    }
}

/// Builds keystroke workloads for the formatters' fields.
enum FieldKeystrokes {
    /// One keystroke: the field as it was and the key. A class, as every keystroke row's input is
    /// (`Workload.cycling`).
    final class Key<Field: KeystrokeField>: Sendable, CharacterSource {
        let field: Field
        let key: String

        init(field: Field, key: String) {
            self.field = field
            self.key = key
        }

        var inputBytes: Int { field.keystrokeState.text.utf8.count + key.utf8.count }
        var inputCharacters: Int { field.keystrokeState.text.count + key.count }
    }

    /// The workload that types every value into `empty` key by key at the caret and reads the
    /// result; its copy baseline creates each keystroke's text and value from their bytes.
    static func typing<Field: KeystrokeField>(_ values: [String], into empty: Field, parameters: [String: String]) -> Workload {
        var keys: [Key<Field>] = []
        var outputs: [OutputBytes] = []
        for value in values {
            var field = empty
            for key in value {
                keys.append(Key(field: field, key: String(key)))
                _ = field.typeAtCaret(String(key))
                outputs.append(OutputBytes(text: field.keystrokeState.text, value: field.keystrokeState.value))
            }
        }
        return Workload(inputs: keys, parameters: parameters, outputs: outputs) { key in
            var copy = key.field
            return copy.typeAtCaret(key.key)
        }
    }
}
