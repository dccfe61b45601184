import InputMask

extension Suite {
    // MARK: - Keystrokes through the editing layer

    /// A person typing into a field through `MaskedTextInput`: one operation is one keystroke.
    static let keystrokeScenarios: [Scenario] = [
        Scenario(
            name: "keystroke/card", summary: "a 16-digit card number typed key by key through MaskedTextInput; one operation is one keystroke",
            prepare: {
                let cards = Typing.card.values(shortInputCount, seed: "keystroke/card")
                return Keystrokes.typing(cards, into: .init(primaryFormat: Formats.card), parameters: [
                    "cards": String(cards.count), "keystrokes": "16 per card, caret at the end",
                ])
            }),
        Scenario(
            name: "keystroke/marked-text",
            summary: "card numbers composed on a Japanese keyboard through MaskedTextInput: the marked full-width digits grow a key at a time and are committed every four; one operation is one setMarkedText",
            prepare: {
                let cards = Typing.card.values(shortInputCount, seed: "keystroke/marked-text")
                return Keystrokes.composing(cards, into: .init(primaryFormat: Formats.card), parameters: [
                    "cards": String(cards.count), "keystrokes": "16 per card, committed every 4",
                ])
            }),
    ]
}

/// Builds keystroke workloads: the field state before each key, and the key.
enum Keystrokes {
    /// One keystroke: the field as it was, where the caret was (UTF-16), and the key. A class, as
    /// every keystroke row's input is (`Workload.cycling`).
    final class Key: Sendable, CharacterSource {
        let field: MaskedTextInput
        let caret: Int
        let key: String

        init(field: MaskedTextInput, caret: Int, key: String) {
            self.field = field
            self.caret = caret
            self.key = key
        }

        /// The bytes the layer reads for this key: the field's text and the key.
        var inputBytes: Int { field.text.utf8.count + key.utf8.count }
        var inputCharacters: Int { field.text.count + key.count }

        /// Makes the edit on a copy of the field: `key` replacing nothing at `caret`.
        func edit() -> EditResult {
            var copy = field
            return copy.replace(utf16Range: caret..<caret, with: key)
        }
    }

    /// The workload that types every value into an empty field key by key, each key at the caret
    /// where the previous one left it, and reads the formatted text, value and dropped list.
    static func typing(_ values: [String], into configuration: MaskedTextInput.Configuration, parameters: [String: String]) -> Workload {
        var keys: [Key] = []
        var results: [EditResult] = []
        for value in values {
            var field = try! MaskedTextInput(configuration: configuration)
            for key in value {
                let caret = field.result.caretUTF16Offset
                keys.append(Key(field: field, caret: caret, key: String(key)))
                results.append(field.replace(utf16Range: caret..<caret, with: String(key)))
            }
        }
        var parameters = parameters
        parameters["format"] = configuration.primaryFormat
        return editing(keys, results: results, parameters: parameters)
    }

    /// One keystroke of an input method's composition: the field as it was, and the marked text
    /// the input method shows after the key.
    final class MarkedKey: Sendable, CharacterSource {
        let field: MaskedTextInput
        let marked: String

        init(field: MaskedTextInput, marked: String) {
            self.field = field
            self.marked = marked
        }

        var inputBytes: Int { field.text.utf8.count + marked.utf8.count }
        var inputCharacters: Int { field.text.count + marked.count }
    }

    /// The workload that composes every value's digits as full-width digits, four at a time: each
    /// key shows the marked text so far (`setMarkedText`), the fourth's is then committed.
    static func composing(_ values: [String], into configuration: MaskedTextInput.Configuration, parameters: [String: String]) -> Workload {
        var keys: [MarkedKey] = []
        var results: [EditResult] = []
        for value in values {
            var field = try! MaskedTextInput(configuration: configuration)
            var marked = ""
            for digit in value.unicodeScalars {
                // The full-width form of an ASCII digit is U+FF10 past "0".
                marked.unicodeScalars.append(Unicode.Scalar(0xFF10 + digit.value - 0x30)!)
                keys.append(MarkedKey(field: field, marked: marked))
                results.append(field.setMarkedText(marked))
                if marked.unicodeScalars.count == 4 {
                    field.unmarkText()
                    marked = ""
                }
            }
        }
        var parameters = parameters
        parameters["format"] = configuration.primaryFormat
        return Workload(inputs: keys, parameters: parameters, outputs: results.map { OutputBytes(text: $0.text, value: $0.value) }) { key in
            var copy = key.field
            let result = copy.setMarkedText(key.marked)
            return result.text.utf8.count &+ result.value.utf8.count &+ result.dropped.count
        }
    }

    /// The workload that makes each edit of `keys` on a copy of its field and reads the text, the
    /// value and the dropped list.
    ///
    /// Its copy baseline creates each edit's two output strings (text and value) from their bytes.
    /// - Parameter results: each key's edit, made once beforehand, whose outputs the baseline copies.
    static func editing(_ keys: [Key], results: [EditResult], parameters: [String: String]) -> Workload {
        Workload(inputs: keys, parameters: parameters, outputs: results.map { OutputBytes(text: $0.text, value: $0.value) }) { key in
            let result = key.edit()
            return result.text.utf8.count &+ result.value.utf8.count &+ result.dropped.count
        }
    }
}
