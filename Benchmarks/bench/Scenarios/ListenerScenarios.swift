import InputMask

extension Suite {
    // MARK: - Keystrokes through the UI layer's listener logic

    /// A person typing into a field through the logic behind `MaskedTextInputListener`, on a
    /// simulated field: one operation is one keystroke, as the delegate method handles it.
    static let listenerScenarios: [Scenario] = [
        Scenario(
            name: "listener/card",
            summary: "a 16-digit card number typed key by key through the text field listener logic on a simulated field; one operation is one keystroke",
            prepare: {
                // keystroke/card's cards, so that the two rows type the same keys.
                let cards = Typing.card.values(shortInputCount, seed: "keystroke/card")
                return ListenerKeystrokes.typing(cards, format: Formats.card, parameters: [
                    "cards": String(cards.count), "keystrokes": "16 per card, caret at the end", "host": "simulated UITextField",
                ])
            }),
    ]
}

/// Builds listener keystroke workloads: the field's text and caret before each key, and the key.
enum ListenerKeystrokes {
    /// One keystroke: the field's text, where the caret was (UTF-16), and the key.
    struct Key: Sendable, CharacterSource {
        var text: String
        var caret: Int
        var key: String

        /// The bytes the listener reads for this key: the field's text and the key.
        var inputBytes: Int { text.utf8.count + key.utf8.count }
        var inputCharacters: Int { text.count + key.count }
    }

    /// A field as the listener sees it, its text and caret set before each keystroke.
    @MainActor
    final class Field: TextInputHost {
        var hostText = ""
        var selectedUTF16Range = 0..<0
        var markedUTF16Range: Range<Int>? { nil }
        var isFirstResponder: Bool { true }
        var field: AnyObject { self }
        func setHostText(_ text: String) { hostText = text }
        func setSelectedUTF16Range(_ range: Range<Int>) { selectedUTF16Range = range }
        func sendTextDidChange() {}
    }

    /// The workload that types every value into an empty field key by key through
    /// `TextInputListenerCore.edit` (the caret moved at once), and reads the text and value.
    static func typing(_ values: [String], format: String, parameters: [String: String]) -> Workload {
        var keys: [Key] = []
        var outputs: [OutputBytes] = []
        for value in values {
            var field = try! MaskedTextInput(configuration: .init(primaryFormat: format))
            for key in value {
                let caret = field.result.caretUTF16Offset
                keys.append(Key(text: field.text, caret: caret, key: String(key)))
                let result = field.replace(utf16Range: caret..<caret, with: String(key))
                outputs.append(OutputBytes(text: result.text, value: result.value))
            }
        }
        var parameters = parameters
        parameters["format"] = format
        return Workload(inputs: keys, parameters: parameters, outputs: outputs, makeOperation: { [keys] in loop(over: keys, format: format) })
    }

    /// A loop over `keys` on one field and one listener core; single-threaded scenarios run on the
    /// main thread, where the main-actor logic runs in an app.
    private static func loop(over keys: [Key], format: String) -> OperationLoop {
        let session = Session(keys: keys, format: format)
        return { count in MainActor.assumeIsolated { session.type(count) } }
    }

    /// One field, its listener core and a cursor over the keys.
    ///
    /// `@unchecked Sendable`: the loop that owns it touches it only on the main actor, inside `MainActor.assumeIsolated`.
    private final class Session: @unchecked Sendable {
        let keys: [Key]
        let format: String
        private var cursor = 0
        @MainActor private lazy var field = Field()
        @MainActor private lazy var core: TextInputListenerCore = {
            let core = TextInputListenerCore(configuration: .init(primaryFormat: format), scheduleOnMainQueue: { $0() })
            core.atomicCaretMovement = true
            core.sendsTextDidChange = false
            return core
        }()
        @MainActor private lazy var hooks = core.defaultHooks(for: field, isTextView: false)

        init(keys: [Key], format: String) {
            self.keys = keys
            self.format = format
        }

        /// Types `count` keys, each into the field as it was before it, and sums the text and value lengths.
        @MainActor
        func type(_ count: Int) -> Int {
            let (field, core, hooks) = (self.field, self.core, self.hooks)
            var checksum = 0
            for _ in 0..<count {
                let key = keys[cursor]
                field.hostText = key.text
                field.selectedUTF16Range = key.caret..<key.caret
                if case .formatted(let result) = core.edit(field, utf16Location: key.caret, length: 0, string: key.key, hooks: hooks) {
                    checksum &+= field.hostText.utf8.count &+ result.extractedValue.utf8.count
                }
                cursor += 1
                if cursor == keys.count { cursor = 0 }
            }
            return checksum
        }
    }
}
