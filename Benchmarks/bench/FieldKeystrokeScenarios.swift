import Foundation
import InputMask
import InputMaskFormatters

extension Suite {
    // MARK: - Keystrokes through the card and date fields

    /// A person typing into `CardNumberField` and `DateField`: one operation is one keystroke, on a
    /// copy of the field as it was before the key. Each is held against the bare apply of a mask
    /// of the same length (`apply/card`, `apply/date`) in `Targets`.
    static let fieldKeystrokeScenarios: [Scenario] = [
        Scenario(
            name: "keystroke/card-field", summary: "a 16-digit card number typed key by key into CardNumberField; one operation is one keystroke",
            prepare: {
                var generator = InputGenerator(name: "keystroke/card-field")
                let cards = (0..<shortInputCount).map { _ in generator.element(of: ["4", "5"]) + generator.digits(15) }
                return FieldKeystrokes.typing(cards, into: CardNumberField(), parameters: [
                    "cards": String(cards.count), "keystrokes": "16 per card, caret at the end",
                ])
            }),
        Scenario(
            name: "keystroke/date-field", summary: "a date typed key by key into DateField(pattern: \"dd.MM.yyyy\"); one operation is one keystroke",
            prepare: {
                var generator = InputGenerator(name: "keystroke/date-field")
                let dates = (0..<shortInputCount).map { _ in
                    String(format: "%02d%02d%04d", generator.number(in: 10...28), generator.number(in: 10...12), generator.number(in: 1950...2030))
                }
                return FieldKeystrokes.typing(dates, into: try! DateField(pattern: "dd.MM.yyyy"), parameters: [
                    "dates": String(dates.count), "keystrokes": "8 per date, caret at the end", "pattern": "dd.MM.yyyy",
                ])
            }),
    ]
}

/// A field of `InputMaskFormatters` that the keystroke rows type into.
protocol KeystrokeField: Sendable {
    var result: EditResult { get }
    mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult
}

extension CardNumberField: KeystrokeField {}
extension DateField: KeystrokeField {}

/// Builds keystroke workloads for the formatters' fields, as `Keystrokes` does for `MaskedTextInput`.
enum FieldKeystrokes {
    /// One keystroke: the field as it was, where the caret was (UTF-16), and the key.
    struct Key<Field: KeystrokeField>: Sendable {
        var field: Field
        var caret: Int
        var key: String

        /// Makes the edit on a copy of the field.
        func edit() -> EditResult {
            var copy = field
            return copy.replace(utf16Range: caret..<caret, with: key)
        }
    }

    /// The workload that types every value into `empty` key by key and reads the text, value and dropped list.
    static func typing<Field: KeystrokeField>(_ values: [String], into empty: Field, parameters: [String: String]) -> Workload {
        var keys: [Key<Field>] = []
        var results: [EditResult] = []
        for value in values {
            var field = empty
            for key in value {
                let caret = field.result.caretUTF16Offset
                keys.append(Key(field: field, caret: caret, key: String(key)))
                results.append(field.replace(utf16Range: caret..<caret, with: String(key)))
            }
        }
        let bytes = keys.map { $0.field.result.text.utf8.count + $0.key.utf8.count }.reduce(0, +)
        let characters = keys.map { $0.field.result.text.count + $0.key.count }.reduce(0, +)
        var parameters = parameters
        parameters["inputs"] = String(keys.count)
        return Workload(
            parameters: parameters,
            inputBytesPerOperation: Double(bytes) / Double(keys.count),
            charactersPerOperation: Double(characters) / Double(keys.count),
            inputCount: keys.count,
            makeOperation: Workloads.cycling(keys) { key in
                let result = key.edit()
                return result.text.utf8.count &+ result.value.utf8.count &+ result.dropped.count
            },
            makeCopyBaseline: Workloads.cycling(results.map { OutputBytes(first: Array($0.text.utf8), second: Array($0.value.utf8)) }) {
                String(decoding: $0.first, as: UTF8.self).utf8.count &+ String(decoding: $0.second, as: UTF8.self).utf8.count
            })
    }
}
