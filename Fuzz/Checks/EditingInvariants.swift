import InputMask

/// A `MaskedTextInput` under test and the checks made after each operation on it:
/// - nothing traps, the caret lies within the text on a Character boundary, and its Character and
///   UTF-16 offsets name the same place; the marked range lies within the text;
/// - a formatting operation gives what `EditingModel` (fresh masks, plain UTF-16 arithmetic) gives:
///   text, carets, value, completeness, tail placeholder, chosen format and `valueChanged`, so the
///   value and completeness are those of a fresh `Mask.apply` of the text with the chosen format;
///   marked text stands as typed and keeps the value;
/// - after the last operation, re-setting the shown text (`setText`) gives the model's result, and
///   the same text wherever the language guarantees idempotence (the chosen format has no optional slot and nothing merges;
///   autocompletion may only extend it);
/// - every dropped Character is the input's Character at its offsets, its `isFromEdit` says whether
///   the edit inserted it, and (where nothing merges) it is really absent from the output (the mask
///   did not append it) and its reason names the slot that rejected it, whose class does not hold it
///   (the first and the last dropped Character of each operation: each costs two applies).
struct EditingInvariants {
    /// The field's configuration.
    let configuration: MaskedTextInput.Configuration
    /// The model of what the field must show.
    let model: EditingModel
    /// The field under test.
    private(set) var field: MaskedTextInput
    /// Whether the composition in progress replaced text (the field keeps this privately).
    private var compositionReplacedText = false

    /// The most dropped Characters whose reasons are checked per operation (each costs two applies):
    /// the first and the last.
    private static let checkedReasons = 2

    /// Starts checking `field`, made with `configuration`.
    init(configuration: MaskedTextInput.Configuration, model: EditingModel, field: MaskedTextInput) {
        self.configuration = configuration
        self.model = model
        self.field = field
    }

    /// Performs `operation` on the field and checks the result; `last` adds the check of re-setting
    /// the shown text (a whole operation more, so made once per sequence).
    mutating func perform(_ operation: EditingOperation, last: Bool) throws(InvariantViolation) {
        let before = field.result
        let configuration = configuration
        let context = { "\(describe(configuration))\n  before \(before)\n  operation \(operation)" }
        var expected: EditingModel.Formatting?
        let result: EditResult
        switch operation {
        case .replace(let range, let string):
            expected = reading(before, range.lowerBound, range.upperBound, string)
            result = field.replace(utf16Range: range, with: string)
        case .replaceNSRange(let location, let length, let string):
            let (end, overflow) = location.addingReportingOverflow(max(0, length))
            expected = reading(before, location, overflow ? Int.max : end, string)
            result = field.replace(utf16Location: location, length: length, with: string)
        case .replaceIndices(let range, let stale, let string):
            // Modelled when the indices are the current text's own, on scalar boundaries (or past its end).
            if stale == before.text, let lower = Self.utf16Offset(range.lowerBound, in: stale),
               let upper = Self.utf16Offset(range.upperBound, in: stale) {
                expected = reading(before, lower, upper, string)
            }
            result = field.replace(range, with: string)
        case .backspace:
            let caret = before.caretUTF16Offset
            expected = reading(before, caret - 1, caret, "")
            result = field.replace(utf16Range: (caret - 1)..<caret, with: "")
        case .focus:
            if configuration.autocompleteOnFocus, before.text.isEmpty, before.markedUTF16Range == nil {
                expected = model.format("", caretUTF16: 0, gravity: .forward(autocomplete: true), edited: 0..<0)
            }
            result = field.focus()
        case .clear:
            expected = model.format("", caretUTF16: 0, gravity: .forward(autocomplete: false), edited: 0..<0)
            result = field.clear()
        case .setText(let text):
            let read = model.normalized(text)
            expected = model.format(read, caretUTF16: read.utf16.count, gravity: .forward(autocomplete: configuration.autocomplete),
                                    edited: 0..<read.utf16.count)
            result = field.setText(text)
        case .unmarkText:
            if let range = before.markedUTF16Range {
                let (text, marked) = model.normalizingMarked(before.text, range)
                expected = marked.isEmpty && compositionReplacedText
                    ? model.format(text, caretUTF16: marked.lowerBound, gravity: .backward(autoskip: configuration.autoskip),
                                   edited: marked)
                    : model.format(text, caretUTF16: marked.upperBound,
                                   gravity: .forward(autocomplete: configuration.autocomplete), edited: marked)
            }
            result = field.unmarkText()
        case .setMarkedText(let marked, let selected, let replacing):
            result = field.setMarkedText(marked, selectedRange: selected, replacing: replacing)
            try checkMarked(result, before: before, marked: marked, selected: selected, replacing: replacing, context: context())
        }
        try checkState(result, context: context())
        if case .setMarkedText = operation { return }
        if result.markedUTF16Range == nil { compositionReplacedText = false }
        if let expected {
            try checkFormatting(result, expected: expected, before: before, context: context())
            try checkDropped(result, expected: expected, context: context())
            if last { try checkResetting(result, read: expected.read, context: context()) }
        } else if case .replaceIndices = operation {
            try require(result.markedUTF16Range == nil, "a replacement left marked text: \(context())\n  after  \(result)")
            if last { try checkResetting(result, read: nil, context: context()) }
        } else {
            try require(result == EditResult(
                text: before.text, caretCharacterOffset: before.caretCharacterOffset, caretUTF16Offset: before.caretUTF16Offset,
                value: before.value, complete: before.complete, tailPlaceholder: before.tailPlaceholder, format: before.format,
                valueChanged: false, dropped: [], markedUTF16Range: before.markedUTF16Range),
                "an operation that must change nothing changed the field: \(context())\n  after  \(result)")
        }
    }

    /// The formatting a replacement of the UTF-16 offsets `lower..<upper` of the text of `before` with
    /// `string` must make, once marked text became ordinary text: read as it comes, or as the whole
    /// text (`EditingModel.wholeTextReading`) when that may be and drops fewer of the inserted
    /// Characters, which the other reading drops some of.
    private func reading(_ before: EditResult, _ lower: Int, _ upper: Int, _ string: String) -> EditingModel.Formatting {
        var (text, lower, upper) = (before.text, lower, upper)
        if let marked = before.markedUTF16Range { (text, lower, upper) = model.endingComposition(text, marked, lower, upper) }
        let plain = model.replace(text, lowerUTF16: lower, upperUTF16: upper, with: string)
        guard let whole = model.wholeTextReading(text, lowerUTF16: lower, upperUTF16: upper, with: string) else { return plain }
        let plainDropped = droppedFromEdit(plain)
        return plainDropped > 0 && droppedFromEdit(whole) < plainDropped ? whole : plain
    }

    /// How many inserted Characters of `formatting.read` its chosen format drops, as a field with
    /// that format alone reports them (what a Character drops to depends on neither caret nor gravity).
    private func droppedFromEdit(_ formatting: EditingModel.Formatting) -> Int {
        let single = MaskedTextInput.Configuration(
            primaryFormat: model.formats[formatting.index], customNotations: configuration.customNotations,
            rightToLeft: configuration.rightToLeft)
        guard var field = try? MaskedTextInput(configuration: single) else { return 0 }
        return field.setText(formatting.read).dropped.lazy.filter { formatting.edited.contains($0.inputUTF16Offset) }.count
    }

    /// Checks what holds after every operation: the returned result is the field's, the caret lies
    /// within the text on a Character boundary with consistent offsets, the marked range lies within it.
    private func checkState(_ result: EditResult, context: @autoclosure () -> String) throws(InvariantViolation) {
        // An operation that changes nothing returns the state with `valueChanged` false and nothing
        // dropped, and the field keeps its result as it was: the rest must agree.
        let kept = field.result
        try require(kept.text == result.text && kept.caretUTF16Offset == result.caretUTF16Offset
                        && kept.caretCharacterOffset == result.caretCharacterOffset && kept.value == result.value
                        && kept.complete == result.complete && kept.tailPlaceholder == result.tailPlaceholder
                        && kept.format == result.format && kept.markedUTF16Range == result.markedUTF16Range && field.text == result.text,
                    "the returned result is not the field's: \(context())\n  returned \(result)\n  field    \(kept)")
        let text = result.text
        let caret = result.caretCharacterOffset
        let (count, caretUTF16) = Self.characters(of: text, utf16OffsetAfter: caret)
        try require(caret >= 0 && caret <= count && result.caretUTF16Offset == caretUTF16,
                    "caret offsets outside the text or naming different places: \(context())\n  after  \(result) Character offset "
                        + "\(caret) of \(count), UTF-16 offset \(result.caretUTF16Offset)")
        if let marked = result.markedUTF16Range {
            try require(marked.lowerBound >= 0 && marked.upperBound <= text.utf16.count && result.isComposing,
                        "marked range \(marked) outside the text: \(context())\n  after  \(result)")
        }
    }

    /// Checks a formatting operation's result against the model's.
    private func checkFormatting(
        _ result: EditResult, expected: EditingModel.Formatting, before: EditResult, context: @autoclosure () -> String
    ) throws(InvariantViolation) {
        let applied = expected.result
        let format = model.formats[expected.index]
        let valueChanged = applied.extractedValue != before.value || applied.complete != before.complete
        try require(result.text == applied.formattedText.string && result.caretCharacterOffset == applied.formattedText.caretCharacterOffset
                        && result.caretUTF16Offset == applied.formattedText.caretUTF16Offset && result.value == applied.extractedValue
                        && result.complete == applied.complete && result.tailPlaceholder == applied.tailPlaceholder
                        && result.format == format && result.valueChanged == valueChanged && result.markedUTF16Range == nil,
                    "differs from a fresh Mask.apply of the edited text with the chosen format: \(context())\n"
                        + "  read   \(show(expected.read))\n  field  \(result) format \(show(result.format)) "
                        + "caret \(result.caretCharacterOffset)/\(result.caretUTF16Offset) tail \(show(result.tailPlaceholder)) "
                        + "valueChanged \(result.valueChanged)\n  model  \(render(applied)) format \(show(format)) valueChanged \(valueChanged)")
    }

    /// Checks the field's own result of re-setting the text it shows, on a copy.
    ///
    /// The shown text, rewritten as the configuration rewrites what an edit brings, must stay as it
    /// is only where nothing merged: neither in the format, nor in what the edit made the field read
    /// (`read`; a lone combining mark kept from it joins the Character before it in the shown text,
    /// and is read back as part of that Character). The rewrite matters because text already in the
    /// field is rewritten only when set again: deleting the combining mark of a typed `٣́` leaves a
    /// `٣` that setting the text writes as `3`.
    private func checkResetting(_ result: EditResult, read: String?, context: @autoclosure () -> String) throws(InvariantViolation) {
        var copy = field
        let shown = result.text
        let again = copy.setText(shown)
        let rewritten = model.normalized(shown)
        let expected = model.format(rewritten, caretUTF16: rewritten.utf16.count,
                                    gravity: .forward(autocomplete: configuration.autocomplete), edited: 0..<rewritten.utf16.count)
        try checkFormatting(again, expected: expected, before: result, context: "\(context())\n  then setText of the shown text")
        let mask = model.masks[expected.index]
        guard again.format == result.format, mask.acceptableTextLength == mask.totalTextLength,
              let read, CharacterIsolation.areIsolated(model.formats[expected.index], shown, read) else { return }
        let same = configuration.autocomplete ? again.text.hasPrefix(rewritten) || again.text.hasSuffix(rewritten) : again.text == rewritten
        try require(same, "setText of the shown text changes it (a format without optional slots): \(context())\n"
                        + "  shown  \(show(shown)) rewritten \(show(rewritten))\n  again  \(again)")
    }

    /// Checks the marked text: it stands as typed in place of the range it replaced, the value,
    /// completeness and format stay, and the caret lies within the marked text.
    private mutating func checkMarked(
        _ result: EditResult, before: EditResult, marked: String, selected: Range<Int>?, replacing: Range<Int>?,
        context: @autoclosure () -> String
    ) throws(InvariantViolation) {
        let target = replacing ?? before.markedUTF16Range ?? before.caretUTF16Offset..<before.caretUTF16Offset
        let (lower, upper) = EditingModel.alignedRange(in: before.text, target.lowerBound, target.upperBound)
        if let previous = before.markedUTF16Range {
            compositionReplacedText = compositionReplacedText || lower < previous.lowerBound || upper > previous.upperBound
        } else {
            compositionReplacedText = lower < upper
        }
        let text = EditingModel.replacing(before.text, lower, upper, with: marked)
        let range = lower..<(lower + marked.utf16.count)
        try require(result.text == text && result.markedUTF16Range == range && result.value == before.value
                        && result.complete == before.complete && result.format == before.format && !result.valueChanged
                        && result.dropped.isEmpty && result.caretUTF16Offset <= range.upperBound,
                    "marked text: \(context())\n  after  \(result) marked \(result.markedUTF16Range.map { "\($0)" } ?? "nil")\n"
                        + "  expected text \(show(text)) marked \(range)")
    }

    /// Checks the dropped Characters of a formatting operation.
    private func checkDropped(_ result: EditResult, expected: EditingModel.Formatting, context: @autoclosure () -> String) throws(InvariantViolation) {
        let dropped = result.dropped
        if dropped.isEmpty { return }
        // Read again, through a copy: the copies of a result share one report, made on the first read.
        // Compared by offsets here, not with `DroppedCharacter`'s `==`: that is the package's code,
        // instrumented, and its branches on check-made comparisons steered the fuzzer towards inputs
        // that differ only there (a quarter fewer executions per second).
        let copy = result
        let again = copy.dropped
        try require(again.count == dropped.count && again.first?.inputOffset == dropped.first?.inputOffset
                        && again.last?.inputOffset == dropped.last?.inputOffset,
                    "a second read of the dropped Characters differs: \(context())\n  first \(dropped)\n  again \(again)")
        let read = expected.read
        // The drops whose reasons are re-read below: the first and the last.
        let half = Self.checkedReasons / 2
        func isSampled(_ position: Int) -> Bool { dropped.count <= Self.checkedReasons || position < half || position >= dropped.count - half }
        var sampled: [(DroppedCharacter, String.Index)] = []
        func isInput(_ drop: DroppedCharacter, after previous: Int, found: Character?, utf16: Int) -> Bool {
            drop.inputOffset > previous && found == drop.character && drop.inputUTF16Offset == utf16
                && drop.isFromEdit == expected.edited.contains(drop.inputUTF16Offset)
        }
        func report(_ drop: DroppedCharacter) -> String {
            "dropped Character \(drop) (UTF-16 offset \(drop.inputUTF16Offset), from edit \(drop.isFromEdit)) is not the "
                + "input's: \(context())\n  read \(show(expected.read)), edited \(expected.edited)"
        }
        var previous = -1
        if Self.isPlain(read) {
            // Every byte is a Character and a UTF-16 code unit: no walk over a long paste's Characters.
            let utf8 = read.utf8
            for (position, drop) in dropped.enumerated() {
                let offset = drop.inputOffset
                let index = offset >= 0 && offset < utf8.count ? utf8.index(utf8.startIndex, offsetBy: offset) : nil
                try require(isInput(drop, after: previous, found: index.map { Character(Unicode.Scalar(utf8[$0])) }, utf16: offset),
                            report(drop))
                if isSampled(position) { sampled.append((drop, index!)) }
                previous = offset
            }
        } else {
            // One walk over the Characters of the text (the drops are in input order).
            var characters = read.indices.lazy.map { ($0, read[$0]) }.makeIterator()
            var count = 0
            var utf16 = 0
            for (position, drop) in dropped.enumerated() {
                var found: (String.Index, Character)?
                while count <= drop.inputOffset, let next = characters.next() {
                    if count == drop.inputOffset { found = next } else { utf16 += next.1.utf16.count }
                    count += 1
                }
                try require(isInput(drop, after: previous, found: found?.1, utf16: utf16), report(drop))
                utf16 += drop.character.utf16.count
                if isSampled(position) { sampled.append((drop, found!.0)) }
                previous = drop.inputOffset
            }
        }
        guard CharacterIsolation.areIsolated(expected.read, model.formats[expected.index]) else { return }
        for (drop, index) in sampled {
            try checkReason(drop, at: index, in: read, mask: model.masks[expected.index], context: context())
        }
    }

    /// Checks that the mask did not append `drop` and that its reason names a slot that rejects it:
    /// the mask is applied to the input up to and including the Character, in reading order.
    private func checkReason(
        _ drop: DroppedCharacter, at index: String.Index, in read: String, mask: Mask, context: @autoclosure () -> String
    ) throws(InvariantViolation) {
        let rightToLeft = configuration.rightToLeft
        let end = read.index(after: index)
        let prefix = rightToLeft ? String(read[index...]) : String(read[..<end])
        let applied = mask.apply(toText: CaretString(string: prefix, caretPosition: prefix.endIndex, caretGravity: .forward(autocomplete: false)))
        let output = applied.formattedText.string
        // Appended: the output grew with the Character and ends with it (a rejected Character adds
        // at most fixed characters, none of which can be the Character: that one would have taken it).
        let shorter = rightToLeft ? String(read[end...]) : String(read[..<index])
        let before = mask.apply(toText: CaretString(string: shorter, caretPosition: shorter.endIndex, caretGravity: .forward(autocomplete: false)))
        // Whole Characters are compared (nothing merges here: the caller checked isolation), so a
        // fixed Character that merely starts with the same scalar (`�` + U+0301) is not taken for it.
        let grew = output.unicodeScalars.count > before.formattedText.string.unicodeScalars.count
        let appended = grew && (rightToLeft ? output.first == drop.character : output.last == drop.character)
        func report() -> String { "dropped \(drop): \(context())\n  reading up to it gives \(render(applied))" }
        try require(!appended, "a dropped Character is in the output: \(report())")
        let tail = rightToLeft ? Array(applied.tailPlaceholder.reversed()) : Array(applied.tailPlaceholder)
        let placeholder = Array(mask.placeholder)
        let hasEllipsis = placeholder.count < mask.totalTextLength
        switch drop.reason {
        case .mismatch(let expected, let offset):
            let symbol = placeholder.indices.contains(offset) ? placeholder[offset] : nil
            try require(symbol != nil && tail.first == symbol && tail.count == placeholder.count - offset
                            && DroppedCharacterKinds.kind(of: symbol!, notations: configuration.customNotations) == expected
                            && !model.accepts(expected, drop.character),
                        "the reason names no slot that rejects the Character: \(report()) placeholder \(show(mask.placeholder))")
        case .ellipsisMismatch(let expected):
            try require(hasEllipsis && (!configuration.customNotations.isEmpty || !model.accepts(expected, drop.character)),
                        "the reason names an ellipsis that accepts the Character, or none: \(report())")
        case .maskFull:
            try require(tail.isEmpty && !hasEllipsis, "the reason says the mask is full, and it is not: \(report())")
        case .outOfRange:
            try require(false, "a mask gave a field's reason: \(report())")
        }
    }

    /// Whether every byte of `text` is ASCII other than CR, the one ASCII scalar that joins the next
    /// (CR LF): then every byte is a Character of its own.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// The number of Characters of `text`, and the UTF-16 offset of the end of its first `prefix`
    /// Characters (`nil` when it has fewer or `prefix` is negative), in one walk and no arrays.
    private static func characters(of text: String, utf16OffsetAfter prefix: Int) -> (count: Int, utf16Offset: Int?) {
        if isPlain(text) {
            let count = text.utf8.count
            return (count, prefix >= 0 && prefix <= count ? prefix : nil)
        }
        var count = 0
        var utf16 = 0
        var atPrefix: Int? = prefix == 0 ? 0 : nil
        for character in text {
            count += 1
            utf16 += character.utf16.count
            if count == prefix { atPrefix = utf16 }
        }
        return (count, atPrefix)
    }

    /// The UTF-16 offset of `index` in `text` when it lies on a scalar boundary (or at or past the end).
    private static func utf16Offset(_ index: String.Index, in text: String) -> Int? {
        let utf8 = text.utf8.distance(from: text.startIndex, to: index)
        if utf8 >= text.utf8.count { return text.utf16.count }
        guard let scalarIndex = index.samePosition(in: text.unicodeScalars) else { return nil }
        return text.utf16.distance(from: text.startIndex, to: scalarIndex)
    }
}

/// The kinds a placeholder symbol stands for in `DroppedCharacter.Reason`.
enum DroppedCharacterKinds {
    /// The kind of slot the placeholder symbol `symbol` stands for, or `nil` for none.
    static func kind(of symbol: Character, notations: [Notation]) -> DroppedCharacter.CharacterKind? {
        switch symbol {
        case "0": .digit
        case "a": .letter
        case "-": .alphanumeric
        default: notations.contains { $0.character == symbol } ? .custom(symbol) : nil
        }
    }
}
