import InputMask

/// A text field as a person uses it (text plus selection) wired to a `MaskedTextInput` the way a
/// UI delegate is: every key, paste, cut and input-method step becomes one call, and the field
/// then shows what the result says.
///
/// Offsets in this API are Characters, as a person counts them; the field itself keeps its
/// selection in UTF-16 code units and talks to the input in them, as UIKit does.
struct TextFieldSimulator {
    /// The layer under test.
    private(set) var input: MaskedTextInput
    /// The selection in UTF-16 code units; empty for a plain caret.
    private(set) var selection: Range<Int> = 0..<0
    /// The result of the latest edit, if any.
    private(set) var lastResult: EditResult?

    init(_ configuration: MaskedTextInput.Configuration) throws {
        input = try MaskedTextInput(configuration: configuration)
    }

    init(_ format: String, autocomplete: Bool = true, autoskip: Bool = false) throws {
        try self.init(.init(primaryFormat: format, autocomplete: autocomplete, autoskip: autoskip))
    }

    /// The text the field shows.
    var text: String { input.text }

    /// The text with `|` at the caret, or the selection in `[` `]`.
    var display: String {
        let text = input.text
        let start = text.utf16.index(text.startIndex, offsetBy: selection.lowerBound)
        let end = text.utf16.index(text.startIndex, offsetBy: selection.upperBound)
        if selection.isEmpty { return "\(text[..<start])|\(text[start...])" }
        return "\(text[..<start])[\(text[start..<end])]\(text[end...])"
    }

    /// The caret (the selection's start) in Characters.
    var caretCharacterOffset: Int { characterOffset(ofUTF16: selection.lowerBound) }

    // MARK: - Edits

    /// Types `keys` one Character at a time, as key presses; returns the result of each.
    @discardableResult
    mutating func type(_ keys: String) -> [EditResult] {
        keys.map { key in replaceSelection(with: String(key)) }
    }

    /// Backspace: deletes the selection, or the Character before the caret (nothing at the start).
    @discardableResult
    mutating func backspace() -> EditResult? {
        if !selection.isEmpty { return replaceSelection(with: "") }
        let caret = caretCharacterOffset
        guard caret > 0 else { return nil }
        return edit(utf16Offset(ofCharacter: caret - 1)..<selection.lowerBound, with: "")
    }

    /// Forward delete: deletes the selection, or the Character after the caret (nothing at the end).
    @discardableResult
    mutating func deleteForward() -> EditResult? {
        if !selection.isEmpty { return replaceSelection(with: "") }
        let caret = caretCharacterOffset
        guard caret < input.text.count else { return nil }
        return edit(selection.lowerBound..<utf16Offset(ofCharacter: caret + 1), with: "")
    }

    /// Puts the caret at a Character offset (clamped to the text).
    mutating func moveCaret(to characterOffset: Int) {
        let offset = utf16Offset(ofCharacter: min(max(characterOffset, 0), input.text.count))
        selection = offset..<offset
    }

    /// Selects a range of Characters (clamped to the text).
    mutating func select(_ characters: Range<Int>) {
        let count = input.text.count
        selection = utf16Offset(ofCharacter: min(characters.lowerBound, count))..<utf16Offset(ofCharacter: min(characters.upperBound, count))
    }

    /// Selects the whole text.
    mutating func selectAll() {
        selection = 0..<input.text.utf16.count
    }

    /// Pastes `string` over the selection.
    @discardableResult
    mutating func paste(_ string: String) -> EditResult {
        replaceSelection(with: string)
    }

    /// Cuts the selection: returns what went to the pasteboard and the result (nil for an empty selection).
    @discardableResult
    mutating func cut() -> (cut: String, result: EditResult?) {
        guard !selection.isEmpty else { return ("", nil) }
        let text = input.text
        let cut = String(text[text.utf16.index(text.startIndex, offsetBy: selection.lowerBound)..<text.utf16.index(text.startIndex, offsetBy: selection.upperBound)])
        return (cut, replaceSelection(with: ""))
    }

    /// Sets the text from code.
    @discardableResult
    mutating func setText(_ text: String) -> EditResult {
        show(input.setText(text))
    }

    /// The field gets focus.
    @discardableResult
    mutating func focus() -> EditResult {
        show(input.focus())
    }

    /// The clear button.
    @discardableResult
    mutating func clear() -> EditResult {
        show(input.clear())
    }

    /// The input method shows `marked` as its composition (over the selection when it starts one).
    @discardableResult
    mutating func compose(_ marked: String) -> EditResult {
        let range = input.markedUTF16Range ?? selection
        return show(input.setMarkedText(marked, replacing: range))
    }

    /// The input method commits its composition.
    @discardableResult
    mutating func commit() -> EditResult {
        show(input.unmarkText())
    }

    /// Replaces the selection with `string`, as typing and pasting do; while the input method
    /// composes, the key replaces the marked text and commits it (a dead key followed by a letter).
    @discardableResult
    mutating func replaceSelection(with string: String) -> EditResult {
        edit(input.markedUTF16Range ?? selection, with: string)
    }

    /// Sends a raw UTF-16 range edit, as a delegate receives it (possibly out of bounds).
    @discardableResult
    mutating func edit(_ utf16Range: Range<Int>, with string: String) -> EditResult {
        show(input.replace(utf16Range: utf16Range, with: string))
    }

    /// Shows a result: the text is the input's, the caret goes where the result says.
    private mutating func show(_ result: EditResult) -> EditResult {
        selection = result.caretUTF16Offset..<result.caretUTF16Offset
        lastResult = result
        return result
    }

    // MARK: - Offsets

    private func utf16Offset(ofCharacter offset: Int) -> Int {
        let text = input.text
        let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        return text.utf16.distance(from: text.startIndex, to: index)
    }

    private func characterOffset(ofUTF16 offset: Int) -> Int {
        let text = input.text
        let index = text.utf16.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        return text.distance(from: text.startIndex, to: index)
    }
}

/// One thing a person does to a field, for scenario tables.
enum FieldAction: Sendable, CustomStringConvertible {
    /// Types the string key by key; the step checks the field after the last key.
    case type(String)
    case backspace
    case deleteForward
    case moveCaret(Int)
    case select(Range<Int>)
    case selectAll
    case paste(String)
    case cut
    case setText(String)
    case focus
    case clear
    case compose(String)
    case commit
    /// A raw edit of UTF-16 units, as a keyboard sends it to the delegate, whatever the selection.
    case edit(Range<Int>, String)

    var description: String {
        switch self {
        case .type(let keys): "type \"\(keys)\""
        case .backspace: "backspace"
        case .deleteForward: "delete forward"
        case .moveCaret(let offset): "caret to \(offset)"
        case .select(let range): "select \(range)"
        case .selectAll: "select all"
        case .paste(let string): "paste \"\(string)\""
        case .cut: "cut"
        case .setText(let string): "set text \"\(string)\""
        case .focus: "focus"
        case .clear: "clear"
        case .compose(let marked): "compose \"\(marked)\""
        case .commit: "commit"
        case .edit(let range, let string): "replace \(range) with \"\(string)\""
        }
    }
}

extension TextFieldSimulator {
    /// Performs a table action.
    mutating func perform(_ action: FieldAction) {
        switch action {
        case .type(let keys): type(keys)
        case .backspace: backspace()
        case .deleteForward: deleteForward()
        case .moveCaret(let offset): moveCaret(to: offset)
        case .select(let range): select(range)
        case .selectAll: selectAll()
        case .paste(let string): paste(string)
        case .cut: cut()
        case .setText(let string): setText(string)
        case .focus: focus()
        case .clear: clear()
        case .compose(let marked): compose(marked)
        case .commit: commit()
        case .edit(let range, let string): edit(range, with: string)
        }
    }
}
