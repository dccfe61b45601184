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
            name: "floor/phone-field-result",
            summary: "for each key of keystroke/phone-field, a field of its last result and one reference copied and the new result made from its text's and value's bytes: what any design of the field costs per key at least",
            prepare: { PhoneKeystrokes.workload().floor }),
        Scenario(
            name: "country/find-countries",
            summary: "7.x's Country.findCountries(amongCountries: nil, withTerms: nil, excluding: nil, phone:) on typed phone prefixes",
            prepare: { PhoneKeystrokes.findCountries() }),
    ]
}

/// The phone rows' workloads.
enum PhoneKeystrokes {
    /// One keystroke into a phone field: the field as it was, and the key at its caret. A class,
    /// as every keystroke row's input is (`Workload.cycling`).
    final class Key: Sendable, CharacterSource {
        let field: PhoneNumberField
        let key: String

        init(field: PhoneNumberField, key: String) {
            self.field = field
            self.key = key
        }

        /// The bytes the field reads for this key: its text and the key.
        var inputBytes: Int { field.text.utf8.count + key.utf8.count }
        var inputCharacters: Int { field.text.count + key.count }
    }

    /// The keystrokes of every example number, the bare applies of the masks they chose, and the
    /// floor under the keystrokes.
    static func workload() -> (keystrokes: Workload, applies: Workload, floor: Workload) {
        var keys: [Key] = []
        var results: [EditResult] = []
        var floorKeys: [FloorKey] = []
        let settings = Settings()
        for (index, country) in Country.all.enumerated() {
            guard let example = country.exampleNumber else { continue }
            // A quarter typed nationally in the country's own field: the national number's digits.
            let national = index % 4 == 3
            var field = try! PhoneNumberField(defaultRegion: national ? country.alpha2 : nil)
            let typed = national ? String(example.dropFirst(1 + country.dialCode.count)) : example
            for key in typed {
                keys.append(Key(field: field, key: String(key)))
                let previous = field.result
                results.append(field.replace(utf16Range: field.caretRange, with: String(key)))
                floorKeys.append(FloorKey(previous: previous, settings: settings, result: field.result))
            }
        }
        let parameters = ["numbers": String(Country.all.count), "keystrokes": String(keys.count), "caret": "end"]
        let outputs = results.map { OutputBytes(text: $0.text, value: $0.value) }
        let keystrokes = Workload(inputs: keys, parameters: parameters, outputs: outputs) { key in
            var copy = key.field
            let result = copy.replace(utf16Range: copy.caretRange, with: key.key)
            return result.text.utf8.count &+ result.value.utf8.count &+ result.dropped.count
        }
        let applied = results.map { result in
            PhoneApply(
                mask: try! Mask.getOrCreate(withFormat: result.format),
                text: CaretString(string: result.text, caretPosition: result.text.endIndex, caretGravity: .forward(autocomplete: false)))
        }
        let applies = Workload(inputs: applied, parameters: parameters, outputs: outputs) { apply in
            let result = apply.mask.apply(toText: apply.text)
            return result.formattedText.string.utf8.count &+ result.extractedValue.utf8.count
        }
        let floor = Workload(inputs: floorKeys, parameters: parameters, outputs: outputs) { key in
            var copy = FloorField(result: key.previous, settings: key.settings)
            copy.result = EditResult(
                text: String(decoding: key.text, as: UTF8.self), caretCharacterOffset: key.text.count, caretUTF16Offset: key.text.count,
                value: String(decoding: key.value, as: UTF8.self), complete: key.complete, tailPlaceholder: key.tail, format: key.format,
                valueChanged: true)
            return copy.result.text.utf8.count &+ copy.result.value.utf8.count &+ copy.result.dropped.count
        }
        return (keystrokes, applies, floor)
    }

    /// What a field keeps besides its result, as one object: the floor's stand-in for settings.
    final class Settings: Sendable {}

    /// The least a field holds: its latest result and one reference.
    struct FloorField {
        var result: EditResult
        let settings: Settings
    }

    /// One key of the floor: the result before it, and the bytes of the one after it.
    final class FloorKey: Sendable, CharacterSource {
        let previous: EditResult
        let settings: Settings
        let text: [UInt8]
        let value: [UInt8]
        let tail: String
        let format: String
        let complete: Bool

        init(previous: EditResult, settings: Settings, result: EditResult) {
            self.previous = previous
            self.settings = settings
            text = Array(result.text.utf8)
            value = Array(result.value.utf8)
            tail = result.tailPlaceholder
            format = result.format
            complete = result.complete
        }

        var inputBytes: Int { previous.text.utf8.count + 1 }
        var inputCharacters: Int { previous.text.count + 1 }
    }

    /// A mask and the text it is applied to.
    struct PhoneApply: Sendable, CharacterSource {
        let mask: Mask
        let text: CaretString

        var inputBytes: Int { text.inputBytes }
        var inputCharacters: Int { text.inputCharacters }
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
        let parameters = ["phones": String(phones.count), "first call": "\(first / 1_000) µs"]
        return Workload(inputs: phones, parameters: parameters, outputs: outputs) { phone in
            Country.findCountries(amongCountries: nil, withTerms: nil, excluding: nil, phone: phone).count
        }
    }
}
