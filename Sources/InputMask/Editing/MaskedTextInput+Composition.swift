/// Input methods: marked (composing) text passes through unformatted and is formatted when committed.
///
/// Japanese, Chinese and Korean keyboards, and dead keys (`´` then `e` gives `é`), show text that
/// is still being composed, "marked", before committing it. Formatting marked text would fight
/// the input method, so it stands in the field as typed; the value and completeness stay those of
/// the last formatted text until ``MaskedTextInput/unmarkText()`` commits it.
///
/// ```swift
/// input.setMarkedText("ｋ")        // composing: "ｋ" stands as typed
/// input.setMarkedText("か")        // the input method replaces its marked text
/// input.unmarkText()               // committed: formatted like a paste of "か"
/// ```
extension MaskedTextInput {
    /// Shows `markedText` as the input method's composition, unformatted.
    ///
    /// The marked text replaces `utf16Range` when given, else the current marked text, else nothing
    /// at the caret. The value, completeness and format stay those of the last formatted text, and
    /// the listener is not called.
    /// - Parameters:
    ///   - markedText: the text being composed; empty to remove it.
    ///   - selectedRange: the selection inside the marked text, in its UTF-16 code units; the caret
    ///     goes to its end. `nil` (the default) puts the caret after the marked text.
    ///   - utf16Range: what the marked text replaces, in UTF-16 code units of ``text``; `nil` (the
    ///     default) for the current marked text or the caret.
    /// - Returns: the text with the marked text in it, ``EditResult/isComposing`` true.
    /// - Complexity: O(n) for a text of n bytes.
    @discardableResult
    public mutating func setMarkedText(_ markedText: String, selectedRange: Range<Int>? = nil, replacing utf16Range: Range<Int>? = nil) -> EditResult {
        let current = result.text
        let target = utf16Range ?? composition?.range ?? result.caretUTF16Offset..<result.caretUTF16Offset
        let splice = current.splicing(lowerUTF16: target.lowerBound, upperUTF16: target.upperBound, with: markedText, isPlain: result.textIsPlain)
        let lower = splice.edit.removedUTF16.lowerBound
        let upper = splice.edit.removedUTF16.upperBound
        // A composition replaced text if it began over a selection, or later took in text beyond its marked range.
        let replacedText: Bool
        if let composition {
            replacedText = composition.replacedText || lower < composition.range.lowerBound || upper > composition.range.upperBound
        } else {
            replacedText = lower < upper
        }
        let updated = splice.text
        let marked = lower..<(lower + markedText.utf16.count)
        composition = Composition(range: marked, replacedText: replacedText)
        let caretInMarked = min(max(selectedRange?.upperBound ?? markedText.utf16.count, 0), markedText.utf16.count)
        let caret = CaretString(string: updated, utf16Offset: lower + caretInMarked)
        result = EditResult(
            text: updated, caretCharacterOffset: caret.caretCharacterOffset, caretUTF16Offset: caret.caretUTF16Offset,
            value: result.value, complete: result.complete, tailPlaceholder: result.tailPlaceholder, format: result.format,
            valueChanged: false, dropped: [], markedUTF16Range: marked)
        return result
    }

    /// Commits the marked text and formats the field: as an insertion of the committed text (caret
    /// after it), or, when the composition replaced text and ended empty, as a deletion.
    ///
    /// Characters of the committed text that the mask drops are reported with
    /// ``DroppedCharacter/isFromEdit`` true. The committed text is rewritten first as
    /// ``Configuration/normalizesDigits`` and ``Configuration/normalizesDashes`` say (a Japanese
    /// keyboard commits full-width digits). Without a composition nothing changes.
    /// - Returns: the new state.
    /// - Complexity: that of ``replace(utf16Range:with:)``.
    @discardableResult
    public mutating func unmarkText() -> EditResult {
        guard let composition else { return unchanged() }
        self.composition = nil
        let (text, range) = normalizingMarkedText(in: composition.range) ?? (result.text, composition.range)
        if range.isEmpty && composition.replacedText {
            return publish(format(text, caretUTF16Offset: range.lowerBound, gravity: .backward(autoskip: chooser.autoskip),
                                  editedUTF16Range: range))
        }
        return publish(format(text, caretUTF16Offset: range.upperBound, gravity: .forward(autocomplete: chooser.autocomplete),
                              editedUTF16Range: range))
    }

    /// Ends the composition before an edit of the UTF-16 offsets `lower..<upper`: the marked text
    /// becomes ordinary text, rewritten as the normalisation options say, and the offsets move with
    /// it (one after the marked text by the change of its length, never a growth; one inside it
    /// clamped to the rewritten marked text). Returns the offsets to edit.
    ///
    /// - Complexity: O(n) for a text of n bytes when a normalisation is on and there is marked text; O(1) otherwise.
    mutating func endComposition(editing lower: Int, _ upper: Int) -> (lower: Int, upper: Int) {
        guard let composition else { return (lower, upper) }
        self.composition = nil
        let marked = composition.range
        guard let (text, rewritten) = normalizingMarkedText(in: marked) else { return (lower, upper) }
        // The rewritten text, for the edit to splice into; the edit's result replaces this one.
        result = EditResult(
            text: text, caretCharacterOffset: 0, caretUTF16Offset: 0, value: result.value, complete: result.complete,
            tailPlaceholder: result.tailPlaceholder, format: result.format, valueChanged: false)
        func moved(_ offset: Int) -> Int {
            if offset <= marked.lowerBound { return offset }
            // No overflow: the rewrite never lengthens the marked text.
            if offset >= marked.upperBound { return offset - (marked.count - rewritten.count) }
            return marked.lowerBound + min(offset - marked.lowerBound, rewritten.count)
        }
        return (moved(lower), moved(upper))
    }

    /// The text with the marked text in `range` rewritten as the configuration's normalisation
    /// says (input methods compose full-width digits), and where the rewritten marked text lies;
    /// nil when the rewrite changes nothing.
    ///
    /// - Complexity: O(n) for a text of n bytes when a normalisation is on; O(1) otherwise.
    private func normalizingMarkedText(in range: Range<Int>) -> (text: String, range: Range<Int>)? {
        let text = result.text
        guard chooser.normalizer.isActive, !range.isEmpty else { return nil }
        let start = text.utf16.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.utf16.index(start, offsetBy: range.count)
        let marked = String(text[start..<end])
        let normalized = chooser.normalizer.normalize(marked)
        guard normalized != marked else { return nil }
        let splice = text.splicing(lowerUTF16: range.lowerBound, upperUTF16: range.upperBound, with: normalized, isPlain: false)
        return (splice.text, range.lowerBound..<(range.lowerBound + normalized.utf16.count))
    }
}
