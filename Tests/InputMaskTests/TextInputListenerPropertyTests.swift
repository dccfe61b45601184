import InputMask
import SeededRandom
import Testing

/// Random sequences of what people and code do to a field: the caret stays in the text, off the
/// middle of a Character's UTF-16 units, and after every formatted edit the field shows exactly
/// what the picked mask gives for the edited text.
@Suite("Text input listener: properties over random actions")
@MainActor
struct TextInputListenerPropertyTests {
    nonisolated static let formats: [MaskedTextInput.Configuration] = [
        .init(primaryFormat: "[00]{.}[00]{.}[0000]"),
        .init(primaryFormat: "+380 ([00]) [000]-[00]-[00]", autoskip: true),
        .init(primaryFormat: "+7 ([000]) [000]-[00]-[00]", affineFormats: ["8 ([000]) [000]-[00]-[00]"], autocompleteOnFocus: false),
        .init(primaryFormat: "🇺🇦 [00] [A…]", autocomplete: false),
        .init(primaryFormat: "[000] [000]", rightToLeft: true),
        .init(primaryFormat: "[00"),
    ]
    nonisolated static let pieces = ["1", "7", "0", "a", " ", ".", "👍🏽", "e\u{301}", "٣", "+380981234567", "23022022"]

    enum Action {
        case type(String), paste(String), backspace, caret(Int), suggestion(String), compose(String), commit
        case clear, code(String), undo(Int, Int, String), focus, resign, put(String)
    }

    static func randomAction(utf16Count: Int, using random: inout SplitMix64) -> Action {
        let piece = pieces.randomElement(using: &random)!
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<35: return .type(pieces[Int.random(in: 0..<9, using: &random)])
        case 35..<50: return .backspace
        case 50..<57: return .paste(piece)
        case 57..<64: return .caret(Int.random(in: 0...utf16Count, using: &random))
        case 64..<68: return .suggestion(piece)
        case 68..<74: return .compose(pieces[Int.random(in: 0..<9, using: &random)])
        case 74..<78: return .commit
        case 78..<81: return .clear
        case 81..<84: return .code(piece)
        case 84..<89: return .undo(Int.random(in: -2...utf16Count + 4, using: &random), Int.random(in: 0...6, using: &random), piece)
        case 89..<93: return .focus
        case 93..<96: return .resign
        default: return .put(piece)
        }
    }

    @Test("Random actions keep the caret in bounds and the text a mask's output", arguments: formats.indices)
    func randomActions(formatIndex: Int) throws {
        var random = SplitMix64(seed: 0x7E47 &+ UInt64(formatIndex))
        for kind in [SimulatedTextHost.Kind.textField, .textView] {
            for _ in 0..<20 {
                let host = SimulatedTextHost(kind)
                let listener = SimulatedListener(Self.formats[formatIndex], host: host)
                host.delegate = listener
                host.focus()
                for _ in 0..<30 {
                    let action = Self.randomAction(utf16Count: host.hostText.utf16.count, using: &random)
                    let before = host.hostText
                    let heard = listener.notifications.count
                    perform(action, on: host, listener: listener)
                    check(host, listener: listener, after: action, on: before, heard: heard)
                }
            }
        }
    }

    private func perform(_ action: Action, on host: SimulatedTextHost, listener: SimulatedListener) {
        switch action {
        case .type(let text): host.type(text)
        case .paste(let text): host.paste(text)
        case .backspace: host.backspace()
        case .caret(let offset):
            // A tap lands between Characters.
            let text = host.hostText
            let index = text.utf16.index(text.startIndex, offsetBy: offset)
            host.moveCaret(to: text.utf16.distance(from: text.startIndex, to: text.index(index, offsetBy: 0)))
        case .suggestion(let text): host.acceptSuggestion(text)
        case .compose(let text): host.setMarkedText(text)
        case .commit: host.unmarkText()
        case .clear: host.tapClearButton()
        case .code(let text): host.setTextFromCode(text)
        case .undo(let location, let length, let text): host.undo(replaying: max(0, location)..<(max(0, location) + length), with: text)
        case .focus: host.focus()
        case .resign: host.resign()
        case .put(let text): _ = listener.put(text, into: host)
        }
    }

    private func check(_ host: SimulatedTextHost, listener: SimulatedListener, after action: Action, on before: String, heard: Int) {
        let text = host.hostText
        let context: Comment = "\(action) on \"\(before)\" gave \"\(text)\""
        let selection = host.selectedUTF16Range
        #expect(selection.lowerBound >= 0 && selection.upperBound <= text.utf16.count, context)
        let caret = text.utf16.index(text.startIndex, offsetBy: selection.lowerBound)
        #expect(text.unicodeScalars.index(caret, offsetBy: 0) == caret, context)
        guard listener.notifications.count > heard, host.markedUTF16Range == nil,
              let last = listener.notifications.last else { return }
        // The field shows what the listener was told, and that text is what the picked mask makes of it.
        #expect(last.text == text, context)
        let again = CaretString(string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false))
        let mask = listener.core.defaultPickMask(for: again)
        #expect(mask.apply(toText: again).extractedValue == last.value, context)
    }
}
