import Foundation
import InputMask
import InputMaskFormatters

extension Suite {
    // MARK: - Phone numbers

    /// A phone field typed into key by key, the bare apply of the masks it chose, and 7.x's country search.
    static let phoneScenarios: [Scenario] = [
        Scenario(
            name: "keystroke/phone-field",
            summary: "every region's example number typed key by key into PhoneNumberField, international and (a quarter) national; one operation is one keystroke",
            prepare: { PhoneKeystrokes.workload().keystrokes }),
        Scenario(
            name: "apply/phone-field-masks",
            summary: "the mask keystroke/phone-field chose for each key, applied bare to the text it shows: what the keystroke is held to",
            prepare: { PhoneKeystrokes.workload().applies }),
        Scenario(
            name: "country/find-countries",
            summary: "7.x's Country.findCountries(amongCountries: nil, withTerms: nil, excluding: nil, phone:) on typed phone prefixes",
            prepare: { PhoneKeystrokes.findCountries() }),
    ]
}

/// The phone rows' workloads.
enum PhoneKeystrokes {
    /// One keystroke into a phone field: the field as it was, and the key at its caret.
    struct Key: Sendable {
        var field: PhoneNumberField
        var key: String
    }

    /// The keystrokes of every example number, and the bare applies of the masks they chose.
    static func workload() -> (keystrokes: Workload, applies: Workload) {
        var keys: [Key] = []
        var results: [EditResult] = []
        for (index, country) in Country.all.enumerated() {
            guard let example = country.exampleNumber else { continue }
            // A quarter typed nationally in the country's own field: the national number's digits.
            let national = index % 4 == 3
            var field = try! PhoneNumberField(defaultRegion: national ? country.alpha2 : nil)
            let typed = national ? String(example.dropFirst(1 + country.dialCode.count)) : example
            for key in typed {
                keys.append(Key(field: field, key: String(key)))
                results.append(field.replace(utf16Range: field.caretRange, with: String(key)))
            }
        }
        let parameters = ["numbers": String(Country.all.count), "keystrokes": String(keys.count), "caret": "end"]
        let outputs = results.map { OutputBytes(first: Array($0.text.utf8), second: Array($0.value.utf8)) }
        let keystrokes = Workload(
            parameters: parameters,
            inputBytesPerOperation: Double(keys.map { $0.field.text.utf8.count + 1 }.reduce(0, +)) / Double(keys.count),
            charactersPerOperation: Double(keys.map { $0.field.text.count + 1 }.reduce(0, +)) / Double(keys.count),
            inputCount: keys.count,
            makeOperation: Workloads.cycling(keys) { key in
                var copy = key.field
                let result = copy.replace(utf16Range: copy.caretRange, with: key.key)
                return result.text.utf8.count &+ result.value.utf8.count &+ result.dropped.count
            },
            makeCopyBaseline: copyBaseline(outputs))
        let applied = results.map { result in
            (try! Mask.getOrCreate(withFormat: result.format),
             CaretString(string: result.text, caretPosition: result.text.endIndex, caretGravity: .forward(autocomplete: false)))
        }
        let applies = Workload(
            parameters: parameters,
            inputBytesPerOperation: Double(results.map { $0.text.utf8.count }.reduce(0, +)) / Double(results.count),
            charactersPerOperation: Double(results.map { $0.text.count }.reduce(0, +)) / Double(results.count),
            inputCount: applied.count,
            makeOperation: Workloads.cycling(applied.map { PhoneApply(mask: $0.0, text: $0.1) }) { apply in
                let result = apply.mask.apply(toText: apply.text)
                return result.formattedText.string.utf8.count &+ result.extractedValue.utf8.count
            },
            makeCopyBaseline: copyBaseline(outputs))
        return (keystrokes, applies)
    }

    /// A mask and the text it is applied to.
    struct PhoneApply: Sendable {
        let mask: Mask
        let text: CaretString
    }

    /// `Country.findCountries` on every prefix of every example number, as 7.x's listener asks on each key.
    static func findCountries() -> Workload {
        // The first call pays for the prefix tables being read; it is recorded, not cycled.
        let start = DispatchTime.now().uptimeNanoseconds
        _ = Country.findCountries(amongCountries: nil, withTerms: nil, excluding: nil, phone: "+1 204")
        let first = DispatchTime.now().uptimeNanoseconds - start
        var phones: [String] = []
        for country in Country.all {
            guard let example = country.exampleFormatted else { continue }
            phones += (2...example.count).map { String(example.prefix($0)) }
        }
        let outputs = phones.map { OutputBytes(first: Array($0.utf8), second: []) }
        return Workload(
            parameters: ["phones": String(phones.count), "first call": "\(first / 1_000) µs"],
            inputBytesPerOperation: Double(phones.map(\.utf8.count).reduce(0, +)) / Double(phones.count),
            charactersPerOperation: Double(phones.map(\.count).reduce(0, +)) / Double(phones.count),
            inputCount: phones.count,
            makeOperation: Workloads.cycling(phones) { phone in
                Country.findCountries(amongCountries: nil, withTerms: nil, excluding: nil, phone: phone).count
            },
            makeCopyBaseline: copyBaseline(outputs))
    }

    private static func copyBaseline(_ outputs: [OutputBytes]) -> @Sendable () -> OperationLoop {
        Workloads.cycling(outputs) {
            String(decoding: $0.first, as: UTF8.self).utf8.count &+ String(decoding: $0.second, as: UTF8.self).utf8.count
        }
    }
}
