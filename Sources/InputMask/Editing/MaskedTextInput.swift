/// The state of a masked text field and the edits a UI makes to it, as plain Swift.
///
/// A UI (UIKit, AppKit, SwiftUI, a terminal, a server-side form) forwards every change the person
/// makes, and shows the ``EditResult`` it gets back: the formatted text, where the caret goes, the
/// extracted value, whether it is complete, and which typed Characters the mask dropped and why.
///
/// ```swift
/// var input = try MaskedTextInput(configuration: .init(primaryFormat: "+1 ([000]) [000]-[0000]"))
/// input.replace(utf16Range: 0..<0, with: "5")   // "+1 (5|"
/// input.replace(utf16Range: 5..<5, with: "5")   // "+1 (55|"
/// input.replace(utf16Range: 6..<6, with: "5")   // "+1 (555) |"
/// input.replace(utf16Range: 8..<9, with: "")    // backspace: "+1 (555)|"
/// ```
///
/// Ranges count UTF-16 code units, as `NSRange` does, and may be given as `Range<String.Index>`
/// instead; a range outside the text is clamped. An edit that replaces a non-empty range with
/// nothing is a deletion: the mask formats with backward gravity (automatic skipping as
/// configured) and the caret where the range started. Any other edit is an insertion: forward
/// gravity (autocompletion as configured), the caret after the inserted text.
///
/// `MaskedTextInput` is a value type: copies are independent, and it is `Sendable`. It keeps the
/// text the field shows, so the field must show what the results say.
public struct MaskedTextInput: Sendable {
    /// The formats and options the field formats with.
    ///
    /// - Complexity: O(1).
    public var configuration: Configuration { chooser.configuration }
    /// The outcome of the latest operation: what the field shows now.
    public internal(set) var result: EditResult
    /// Called after an operation whose value or completeness differs from the previous one's,
    /// with that operation's result, before the operation returns.
    ///
    /// The closure travels with copies of the input. From main-actor UI code, capture what it
    /// needs and hop with `MainActor.assumeIsolated` (the operations run on the main actor there),
    /// or read ``EditResult/valueChanged`` from each result instead.
    public var onValueChange: (@Sendable (EditResult) -> Void)?

    /// The configuration and its compiled masks, in one object, so that a copy of the input
    /// retains one reference for them (a field holding the input is a value, copied on every key).
    var chooser: AffineMaskChooser
    /// The marked text of the input method, while it composes.
    var composition: Composition?

    /// Marked text in progress: where it stands, and whether it replaced text when it began.
    struct Composition: Hashable, Sendable {
        var range: Range<Int>
        var replacedText: Bool
    }

    /// Creates an empty field.
    ///
    /// - Parameters:
    ///   - configuration: the formats and options.
    ///   - onValueChange: the listener told when the value or completeness changes; none by default.
    /// - Throws: `MaskFormatError` when the primary format or an affine format does not compile.
    /// - Complexity: compiling each format the mask cache does not hold yet.
    public init(configuration: Configuration, onValueChange: (@Sendable (EditResult) -> Void)? = nil) throws {
        self.chooser = try AffineMaskChooser(configuration: configuration)
        self.onValueChange = onValueChange
        let empty = chooser.primary.apply(toText: CaretString(string: "", caretPosition: "".endIndex, caretGravity: .forward(autocomplete: false)))
        self.result = EditResult(
            text: "", caretCharacterOffset: 0, caretUTF16Offset: 0, value: empty.extractedValue, complete: empty.complete,
            tailPlaceholder: empty.tailPlaceholder, format: configuration.primaryFormat, valueChanged: false,
            droppedCharacters: DroppedCharacterList.none, textIsPlain: true)
    }

    /// The text the field shows.
    public var text: String { result.text }

    /// The extracted value of the text.
    public var value: String { result.value }

    /// The UTF-16 offsets of the marked (composing) text, or `nil` when the input method is not composing.
    public var markedUTF16Range: Range<Int>? { composition?.range }

    // MARK: - Operations

    /// Replaces the whole text, as code does when it fills the field: the caret goes to the end,
    /// and the mask formats with forward gravity and autocompletion as configured.
    ///
    /// Ends any composition. `setText("5551234567")` in a `+1 ([000]) [000]-[0000]` field shows
    /// `+1 (555) 123-4567`. The text is rewritten first as ``Configuration/normalizesDigits`` and
    /// ``Configuration/normalizesDashes`` say.
    /// - Parameter text: the new text, formatted or not.
    /// - Returns: the new state.
    /// - Complexity: O(f · (n + m)) for n bytes of text and f formats of at most m states; the
    ///   dropped Characters (``EditResult/dropped``), O(n + m), when first read.
    @discardableResult
    public mutating func setText(_ text: String) -> EditResult {
        composition = nil
        let text = chooser.normalizes ? chooser.normalizer.normalize(text) : text
        let length = text.utf16.count
        return publish(format(text, caretUTF16Offset: length, gravity: .forward(autocomplete: chooser.autocomplete),
                              editedUTF16Range: 0..<length))
    }

    /// Replaces the UTF-16 code units `utf16Range` of the text with `string`: a keystroke, a paste,
    /// a cut, a backspace or a forward delete.
    ///
    /// The range is clamped to the text and moved off the middle of surrogate pairs, so any range
    /// is safe. With `string` empty and a non-empty range this is a deletion (backward gravity,
    /// autoskip as configured, caret at the range's start); otherwise an insertion (forward gravity,
    /// autocompletion as configured, caret after `string`). Marked text, if any, becomes ordinary
    /// text first. `string`, and marked text, are rewritten first as ``Configuration/normalizesDigits``
    /// and ``Configuration/normalizesDashes`` say (offsets after marked text that a rewrite shortened
    /// move with it).
    ///
    /// When the text before the insertion is only what the mask shows by itself (the `+7 (` that
    /// focus put there) and `string` has more than one Character, the edit is also read as
    /// replacing the whole text with `string`, as autofill and pasted numbers mean it; the reading
    /// that keeps more of `string` wins, the reading as it comes on a tie:
    ///
    /// ```swift
    /// var input = try MaskedTextInput(configuration: .init(primaryFormat: "+7 ([000]) [000]-[00]-[00]"))
    /// input.focus()                                                   // "+7 (|"
    /// input.replace(utf16Range: 4..<4, with: "+79114041112").text    // "+7 (911) 404-11-12"
    /// ```
    ///
    /// ```swift
    /// // UITextFieldDelegate
    /// let result = input.replace(utf16Range: Range(range)!, with: string)
    /// ```
    /// - Parameters:
    ///   - utf16Range: what was replaced, in UTF-16 code units of ``text``.
    ///   - string: what replaced it.
    /// - Returns: the new state.
    /// - Complexity: O(f · (n + m)) for n bytes of text (after the edit) and f formats of at most m
    ///   states: one splice of the text, one apply per format, and for plain ASCII text whether
    ///   anything was dropped, which the apply's pass tells under one format and a walk of the chosen
    ///   mask's states under several. The dropped Characters
    ///   (``EditResult/dropped``) are worked out, O(n + m), when first read. An insertion read as
    ///   the whole text too costs a second splice-free apply per format and both readings' dropped
    ///   Characters, still O(f · (n + m)).
    @discardableResult
    public mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult {
        replace(lowerUTF16: utf16Range.lowerBound, upperUTF16: utf16Range.upperBound, with: string)
    }

    /// Replaces `length` UTF-16 code units of the text from `utf16Location` with `string`: the
    /// `NSRange` form of ``replace(utf16Range:with:)``, safe for any location and length
    /// (such as `NSNotFound`, or a sum that overflows).
    ///
    /// - Parameters:
    ///   - utf16Location: where the replaced range starts, in UTF-16 code units.
    ///   - length: its length in UTF-16 code units; a negative length counts as 0.
    ///   - string: what replaced it.
    /// - Returns: the new state.
    /// - Complexity: that of ``replace(utf16Range:with:)``.
    @discardableResult
    public mutating func replace(utf16Location: Int, length: Int, with string: String) -> EditResult {
        let (end, overflow) = utf16Location.addingReportingOverflow(max(0, length))
        return replace(lowerUTF16: utf16Location, upperUTF16: overflow ? Int.max : end, with: string)
    }

    /// Replaces a range of the text given as `String` indices with `string`.
    ///
    /// The indices are taken as UTF-16 offsets into ``text``, so indices of a stale copy of the text
    /// are clamped rather than trapping.
    /// - Parameters:
    ///   - range: what was replaced, as indices of ``text``.
    ///   - string: what replaced it.
    /// - Returns: the new state.
    /// - Complexity: that of ``replace(utf16Range:with:)``.
    @discardableResult
    public mutating func replace(_ range: Range<String.Index>, with string: String) -> EditResult {
        let text = result.text
        func offset(_ index: String.Index) -> Int {
            index >= text.endIndex ? text.utf16.count : index.utf16Offset(in: text)
        }
        return replace(lowerUTF16: offset(range.lowerBound), upperUTF16: offset(range.upperBound), with: string)
    }

    /// Tells the input that the field got focus. An empty field with ``Configuration/autocompleteOnFocus``
    /// shows the leading fixed characters of the mask (`+1 (` for `+1 ([000]) [000]-[0000]`);
    /// otherwise nothing changes.
    ///
    /// - Returns: the new state, or the current one with ``EditResult/valueChanged`` false.
    /// - Complexity: O(f · m) for f formats of m states on an empty field; O(1) otherwise.
    @discardableResult
    public mutating func focus() -> EditResult {
        guard configuration.autocompleteOnFocus, result.text.isEmpty, composition == nil else { return unchanged() }
        return publish(format("", caretUTF16Offset: 0, gravity: .forward(autocomplete: true), editedUTF16Range: 0..<0))
    }

    /// Empties the field, as its clear button does, and ends any composition.
    ///
    /// - Returns: the new state: empty text and value.
    /// - Complexity: O(f · m) for f formats of m states.
    @discardableResult
    public mutating func clear() -> EditResult {
        composition = nil
        return publish(format("", caretUTF16Offset: 0, gravity: .forward(autocomplete: false), editedUTF16Range: 0..<0))
    }

    /// Changes the formats or options and formats the current text again, as ``setText(_:)`` does.
    ///
    /// - Parameter configuration: the new configuration.
    /// - Returns: the new state.
    /// - Throws: `MaskFormatError` when a format does not compile; the input is then unchanged.
    /// - Complexity: compiling formats the cache does not hold, then that of ``setText(_:)``.
    @discardableResult
    public mutating func setConfiguration(_ configuration: Configuration) throws -> EditResult {
        chooser = try AffineMaskChooser(configuration: configuration)
        return setText(result.text)
    }

    // MARK: - Formatting

    mutating func replace(lowerUTF16: Int, upperUTF16: Int, with string: String) -> EditResult {
        let (lowerUTF16, upperUTF16) = composition == nil ? (lowerUTF16, upperUTF16) : endComposition(editing: lowerUTF16, upperUTF16)
        // A keystroke with both options off (the default) reads no normaliser, and one byte is never read as the whole text.
        let string = chooser.normalizes ? chooser.normalizer.normalize(string) : string
        var text = result.text
        let edit = text.edit(replacingUTF16: lowerUTF16, upperUTF16, with: string, isPlain: result.textIsPlain)
        let edited = carryOut(edit, on: &text)
        if string.utf8.count > 1, let whole = wholeTextReading(of: edit, inserting: string, over: edited) {
            return publish(whole)
        }
        return publish(edited)
    }

    /// The edit read as it comes: carried out on `text`, the current text, and formatted, over
    /// plain bytes when the text, the inserted text and the mask's literals are plain, else through a String.
    private func carryOut(_ edit: TextEdit, on text: inout String) -> EditResult {
        if result.textIsPlain, let mask = chooser.plainMask, let new = carryOutPlain(edit, on: &text, mask: mask) {
            return new
        }
        let splice = text.splicing(edit, isPlain: result.textIsPlain)
        let edited = splice.text
        // The caret as an index straight from its byte offset (a scalar boundary), taken to the start of its Character.
        let caret = edited.characterStart(atOrBefore: edited.utf8.index(edited.startIndex, offsetBy: edit.caretUTF8Offset))
        return format(CaretString(string: edited, caretPosition: caret, caretGravity: gravity(of: edit)),
                      editedUTF16Range: edit.insertedUTF16Range, isPlain: splice.isPlain)
    }

    /// `carryOut` for plain text, a plain inserted text and the only mask, whose literals are plain:
    /// the edit is spliced into a buffer that the engine reads, and the text becomes a String only
    /// for the report of an edit that dropped something. Nil when the inserted text is not plain.
    private func carryOutPlain(_ edit: TextEdit, on text: inout String, mask: Mask) -> EditResult? {
        var string = edit.inserted
        return string.withUTF8 { inserted in
            guard ApplyEngine.isPlainASCII(inserted) else { return nil }
            return text.withUTF8 { bytes in
                // Plain text: the edit's byte offsets are its UTF-16 offsets and Character offsets.
                let count = UTF16Splice.count(of: bytes, replacing: edit.removedUTF8, with: inserted)
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, count)) { buffer in
                    let spliced = UnsafeBufferPointer(start: buffer.baseAddress!, count:
                        UTF16Splice.write(bytes, replacing: edit.removedUTF8, with: inserted, to: buffer.baseAddress!))
                    return plainResult(of: spliced, caretByte: edit.caretUTF8Offset, gravity: gravity(of: edit), mask: mask,
                                       editedUTF16Range: edit.insertedUTF16Range)
                }
            }
        }
    }

    /// The result of `mask`, the only one, whose literals are plain, applied to plain `bytes`; what
    /// it dropped is explained from `bytes` when first read.
    func plainResult(of bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity, mask: Mask,
                     editedUTF16Range: Range<Int>) -> EditResult {
        let applied = mask.applyPlain(toBytes: bytes, caretByte: caretByte, gravity: gravity)
        let dropped = applied.keptAll
            ? DroppedCharacterList.none
            : DroppedCharacterList(droppedBy: mask, in: String(decoding: bytes, as: UTF8.self), kept: .notAll,
                                   editedUTF16Range: editedUTF16Range)
        // Plain output: its caret is the same in bytes, Characters and UTF-16 units.
        return editResult(
            text: applied.output, caretCharacterOffset: applied.caret, caretUTF16Offset: applied.caret,
            value: applied.value, complete: applied.complete, tailPlaceholder: applied.tailPlaceholder,
            formatIndex: 0, dropped: dropped, textIsPlain: true)
    }

    /// The gravity of `edit` with the configured options.
    private func gravity(of edit: TextEdit) -> CaretGravity {
        edit.gravity(autoskip: chooser.autoskip, autocomplete: chooser.autocomplete)
    }

    /// Formats `text` with the mask chosen for it, and explains what the mask dropped.
    func format(_ text: String, caretUTF16Offset: Int, gravity: CaretGravity, editedUTF16Range: Range<Int>) -> EditResult {
        format(CaretString(string: text, utf16Offset: caretUTF16Offset, caretGravity: gravity), editedUTF16Range: editedUTF16Range, isPlain: false)
    }

    /// Formats a text, its caret at a Character boundary, with the mask chosen for it, and explains
    /// what the mask dropped; `isPlain` says whether the text is known to be plain ASCII.
    func format(_ caretString: CaretString, editedUTF16Range: Range<Int>, isPlain: Bool) -> EditResult {
        let (mask, index, chosen) = chooser.choose(for: caretString)
        let applied = chosen ?? mask.apply(toText: caretString)
        let kept = mask.keptCharacters(of: caretString.string, isPlain: isPlain)
        let formatted = applied.formattedText
        // Plain input under plain literals gives plain output.
        let outputIsPlain = kept != .unknown || ApplyEngine.isPlainASCII(formatted.string)
        let caretUTF16Offset: Int
        let caretCharacterOffset: Int
        if outputIsPlain {
            // One Character per byte and per UTF-16 unit: no walk over a long text's Characters.
            caretUTF16Offset = formatted.caretPosition >= formatted.string.endIndex
                ? formatted.string.utf8.count : formatted.string.utf8.distance(from: formatted.string.startIndex, to: formatted.caretPosition)
            caretCharacterOffset = caretUTF16Offset
        } else {
            caretUTF16Offset = formatted.caretUTF16Offset
            caretCharacterOffset = formatted.caretCharacterOffset
        }
        return editResult(
            text: formatted.string, caretCharacterOffset: caretCharacterOffset, caretUTF16Offset: caretUTF16Offset,
            value: applied.extractedValue, complete: applied.complete, tailPlaceholder: applied.tailPlaceholder,
            formatIndex: index,
            dropped: DroppedCharacterList(droppedBy: mask, in: caretString.string, kept: kept, editedUTF16Range: editedUTF16Range),
            textIsPlain: outputIsPlain)
    }

    /// The result of an edit that the mask of format `formatIndex` (0 for the primary format, `i + 1`
    /// for affine format `i`) gave, its value changed when value or completeness differ from the
    /// current result's.
    private func editResult(
        text: String, caretCharacterOffset: Int, caretUTF16Offset: Int, value: String, complete: Bool, tailPlaceholder: String,
        formatIndex: Int, dropped: DroppedCharacterList, textIsPlain: Bool
    ) -> EditResult {
        EditResult(
            text: text, caretCharacterOffset: caretCharacterOffset, caretUTF16Offset: caretUTF16Offset, value: value,
            complete: complete, tailPlaceholder: tailPlaceholder, format: chooser.formats[formatIndex],
            valueChanged: value != result.value || complete != result.complete,
            droppedCharacters: dropped, textIsPlain: textIsPlain)
    }

    /// Keeps `new` as the current state, tells the listener when the value changed, and returns it.
    mutating func publish(_ new: EditResult) -> EditResult {
        result = new
        if new.valueChanged { onValueChange?(new) }
        return new
    }

    /// The current state, reported as an edit that changed nothing.
    func unchanged() -> EditResult {
        EditResult(
            text: result.text, caretCharacterOffset: result.caretCharacterOffset, caretUTF16Offset: result.caretUTF16Offset,
            value: result.value, complete: result.complete, tailPlaceholder: result.tailPlaceholder, format: result.format,
            valueChanged: false, droppedCharacters: DroppedCharacterList.none, markedUTF16Range: result.markedUTF16Range,
            textIsPlain: result.textIsPlain)
    }
}
