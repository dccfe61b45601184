/// A whole value inserted after a prefix the field shows by itself.
///
/// On focus a `+7 ([000]) [000]-[00]-[00]` field shows `+7 (`; autofill, a contact's number from
/// the QuickType bar or a paste then inserts `+79114041112` after it. Read as it comes, the text
/// `+7 (+79114041112` repeats the prefix and the mask drops the `+`, shifts every digit and loses
/// the last two. Nothing before the caret was typed, so the edit is also read as replacing the
/// whole text with what was inserted, and the reading that keeps more of the inserted Characters
/// wins; the reading as it comes wins a tie.
///
/// Whitespace and invisible formatting characters around the inserted text (a value copied with a
/// space or a line break about it, or with the bidirectional marks that contacts and messaging apps
/// put around a phone number, U+202A … U+202C, U+2068 … U+2069, U+200E) are left out of the second
/// reading: before the value, they would meet the literals the text starts with, and
/// ` +7 (911) 404-11-12` would put the `7` in a slot. So an insertion that replaces the whole text,
/// or fills an empty one, is read a second time too when it has such Characters at an end.
///
/// The second reading is tried only when the text before the insertion is the start of what a
/// mask shows by itself (`AffineMaskChooser/shownByItself`; right to left, the text after it is
/// the end of such a text, as ` ₽` after the caret in `[000] [000] ₽`) or the insertion is the
/// whole new text, more than one Character is inserted, and the first reading dropped some of
/// them: one keystroke never takes it, and an edit makes at most two applies.
extension MaskedTextInput {
    /// `string`, inserted by `edit` into the current text, read as the whole new text, when that
    /// applies and keeps more of `string` than `edited`, the edit read as it comes.
    ///
    /// - Complexity: O(1) for an insertion of one byte; otherwise the look at the text outside the
    ///   edit, O(n + f · l) for a text of n bytes, f formats and l UTF-16 units of their shown texts,
    ///   and, when the second reading is tried, one apply per format and the dropped Characters of
    ///   both readings, O(f · (n + m)) for m states.
    func wholeTextReading(of edit: TextEdit, inserting string: String, over edited: EditResult) -> EditResult? {
        // More than one Character inserted (a keystroke of one byte is ruled out without a look at its Characters).
        guard string.utf8.count > 1, string.index(after: string.startIndex) < string.endIndex else { return nil }
        let text = result.text
        let isWholeText = edit.removedUTF16 == 0..<text.utf16.count
        guard isWholeText || chooser.isShownByItself(text, outside: edit.removedUTF16) else { return nil }
        let value = Self.trimmingInvisibleEnds(string)
        // Inserted as the whole text, the value without them is all that can read otherwise; asked
        // first, so that a paste into an empty field does not work out its dropped Characters.
        guard !isWholeText || value.utf8.count < string.utf8.count else { return nil }
        let droppedAsItComes = edited.dropped.lazy.filter(\.isFromEdit).count
        guard droppedAsItComes > 0 else { return nil }
        let inserted = value.utf16.count
        let whole = format(String(value), caretUTF16Offset: inserted, gravity: .forward(autocomplete: chooser.autocomplete),
                           editedUTF16Range: 0..<inserted)
        // The whole text came from the edit: every Character dropped from it is an inserted one (the
        // Characters left out at its ends are not the value's, and are no loss).
        guard whole.dropped.count < droppedAsItComes else { return nil }
        return chooser.rightToLeft ? caretBeforeShownEnd(of: whole) : whole
    }

    /// `string` without the Characters at its ends that show nothing of a value: whitespace
    /// (spaces, tabs, line breaks) and invisible formatting characters (general category Cf:
    /// bidirectional marks, zero-width spaces, byte order marks).
    ///
    /// - Complexity: O(Characters left out).
    private static func trimmingInvisibleEnds(_ string: String) -> Substring {
        func isInvisible(_ character: Character) -> Bool {
            character.isWhitespace || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
        }
        var value = string[...]
        while let first = value.first, isInvisible(first) { value.removeFirst() }
        while let last = value.last, isInvisible(last) { value.removeLast() }
        return value
    }

    /// `result` of a right-to-left mask with its caret before the literals that the mask shows by
    /// itself at the end (` ₽`), where focus and every keystroke put it, when the text ends with them
    /// and they start a Character (a literal that merged with the Character before it, as a Hangul
    /// vowel after a leading consonant does, leaves the caret where it was).
    ///
    /// - Complexity: O(f + n) for f formats and a text of n bytes.
    private func caretBeforeShownEnd(of result: EditResult) -> EditResult {
        guard let index = chooser.formats.firstIndex(of: result.format) else { return result }
        let shown = chooser.shownByItself[index]
        let text = result.text
        let length = shown.utf16.count
        guard length > 0, text.utf16.count >= length, text.utf16.suffix(length).elementsEqual(shown.utf16) else { return result }
        let utf16Offset = text.utf16.count - length
        guard utf16Offset < result.caretUTF16Offset,
            let caret = text.utf16.index(text.startIndex, offsetBy: utf16Offset).samePosition(in: text)
        else { return result }
        return result.movingCaret(
            toCharacterOffset: text.distance(from: text.startIndex, to: caret), utf16Offset: utf16Offset, valueChanged: result.valueChanged)
    }
}
