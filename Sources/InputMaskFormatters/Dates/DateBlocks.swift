import InputMask

/// What is typed into the blocks of a ``DatePattern``, and the rules every date and time field
/// reads its edits by.
///
/// - A digit goes into the first block that is not full. It is refused, with
///   `DroppedCharacter.Reason.outOfRange`, when no value of the calendar could start so: a month
///   block `1` then `3`, a day `3` then `2`, a day `30` in a February, a `29` February in a year
///   that is not leap once the year is complete.
/// - A digit that can only start one value is padded: `4` in a month block is `04`, `3` in a day
///   block after month `02` is `03`; so is a digit the edit moved into a block (deleting the `1`
///   of `12/34` leaves `02/34`).
/// - A typed separator (whitespace, punctuation, or a Character of the pattern's literals) after
///   one digit pads it: `1/` in a month block is `01/`. Separators are otherwise skipped.
/// - `a` or `p` (either case) in the AM/PM block is `AM` or `PM`; the `M` that follows is skipped,
///   and shown text's `A` or `P` without its `M` is left out.
struct DateBlocks {
    let pattern: DatePattern
    /// What is typed into each block.
    private(set) var typed = TypedList()

    init(pattern: DatePattern) {
        assert(pattern.blocks.count <= TypedList.capacity, "a pattern has at most one block of each kind")
        self.pattern = pattern
    }

    /// The pattern's blocks.
    var blocks: [DatePattern.Block] { pattern.blocks }

    /// Whether block `index` is full.
    func isFull(_ index: Int) -> Bool {
        typed[index].count >= (blocks[index] == .amPm ? 1 : blocks[index].width)
    }

    /// The value of a full block, such as 4 for month `04` (for AM/PM: 0 or 1).
    func value(of block: DatePattern.Block) -> Int? {
        guard let index = pattern.index(of: block), isFull(index) else { return nil }
        return typed[index].value
    }

    /// The values a block can still take: those its typed digits start (or `trial`'s, when it is
    /// for this block), within its range; the whole range when the pattern has no such block;
    /// `nil` when none.
    func interval(of block: DatePattern.Block, trial: (index: Int, typed: Typed)? = nil) -> ClosedRange<Int>? {
        guard let index = pattern.index(of: block) else { return block.range }
        let typed = trial?.index == index ? trial!.typed : self.typed[index]
        let missing = max(0, block.width - typed.count)
        let scale = missing == 0 ? 1 : missing == 1 ? 10 : missing == 2 ? 100 : missing == 3 ? 1_000 : 10_000
        let lower = max(typed.value * scale, block.range.lowerBound)
        let upper = min(typed.value * scale + scale - 1, block.range.upperBound)
        return lower <= upper ? lower...upper : nil
    }

    /// The rule the typed digits break (with `trial` in place of its block's), or `nil` when some
    /// date or time can still start so.
    ///
    /// The day is checked against the longest month the month and year blocks still allow: the
    /// check is exact, for any mix of complete and partial blocks.
    /// - Complexity: O(blocks).
    func brokenRule(trial: (index: Int, typed: Typed)? = nil) -> String? {
        // The blocks read so far keep their rules: only the trial's block, and the day against its
        // month and year, can break one.
        if let trial {
            let block = blocks[trial.index]
            if block != .amPm, interval(of: block, trial: trial) == nil { return block.rule }
        } else {
            for block in blocks where block != .amPm && interval(of: block) == nil { return block.rule }
        }
        let touched = trial.map { blocks[$0.index] }
        // Every month has 28 days: a day that can still be 28 or less breaks no rule.
        guard touched == nil || touched == .day || touched == .month || touched == .year, pattern.index(of: .day) != nil,
            let days = interval(of: .day, trial: trial), days.lowerBound > 28, let months = interval(of: .month, trial: trial)
        else { return nil }
        let leapYearPossible = leapYearPossible(trial: trial)
        var longest = 0
        for month in months { longest = max(longest, CalendarMath.daysIn(month: month, leapYearPossible: leapYearPossible)) }
        return days.lowerBound <= longest ? nil : "a day within its month and year"
    }

    /// Whether the year block (if any) can still hold a leap year.
    private func leapYearPossible(trial: (index: Int, typed: Typed)?) -> Bool {
        guard pattern.index(of: .year) != nil, let years = interval(of: .year, trial: trial) else { return true }
        // Leap years are at most eight years apart, so eight candidates decide.
        return years.prefix(8).contains(where: CalendarMath.isLeap)
    }

    /// Reads an edit into these blocks, which hold `contentBefore` content Characters already:
    /// none when empty, the text's when the edit appends to it.
    ///
    /// - Returns: what was dropped, how many content Characters precede the caret, and how many there are.
    /// - Complexity: O(items · blocks).
    mutating func read(_ edit: FieldEdit, contentBefore: Int) -> (dropped: [DroppedCharacter], caretContent: Int, content: Int) {
        let blocks = blocks
        var dropped: [DroppedCharacter] = []
        var content = contentBefore
        var caretContent = 0
        var current = 0
        for index in edit.items.indices {
            let item = edit.items[index]
            if index == edit.caret { caretContent = content }
            while current < blocks.count, isFull(current) { current += 1 }
            let next = current < blocks.count ? blocks[current] : nil
            if let digit = item.digit, let next, next != .amPm {
                if let added = take(digit, into: current) {
                    content += added
                } else {
                    dropped.append(edit.drop(item, .outOfRange(rule(adding: digit, into: current))))
                }
            } else if item.isSeparator || pattern.isLiteral(item, of: edit) {
                if item.isFromEdit, next != nil, next != .amPm, typed[current].count == 1, blocks[current].width == 2 {
                    let padded = Typed(count: 2, value: typed[current].value)
                    if brokenRule(trial: (current, padded)) == nil {
                        typed[current] = padded
                        content += 1
                    }
                }
            } else if next == .amPm, let meridiem = Self.meridiem(item.ascii) {
                // Shown text reads as AM/PM only whole: a backspace over its `M` removes it.
                guard item.isFromEdit || edit.items.dropFirst(index + 1).first.map({ Self.isM($0.ascii) }) == true else { continue }
                typed[current] = Typed(count: 1, value: meridiem)
                content += 2
            } else if current > 0, blocks[current - 1] == .amPm, Self.isM(item.ascii) {
                continue
            } else if let next {
                let kind: DroppedCharacter.CharacterKind = next == .amPm ? .letter : .digit
                dropped.append(edit.drop(item, .mismatch(expected: kind, placeholderOffset: placeholderOffset(of: current))))
            } else {
                dropped.append(edit.drop(item, .maskFull))
            }
        }
        if edit.caret == edit.items.count { caretContent = content }
        return (dropped, caretContent, content)
    }

    /// Adds `digit` to block `index`, padded when it can only start one value; the number of
    /// Characters added, or `nil` when the digit is refused.
    private mutating func take(_ digit: UInt8, into index: Int) -> Int? {
        let current = typed[index]
        let extended = Typed(count: current.count + 1, value: current.value * 10 + Int(digit))
        if brokenRule(trial: (index, extended)) == nil {
            typed[index] = extended
            return 1
        }
        let padded = Typed(count: 2, value: Int(digit))
        if current.count == 0, blocks[index].width == 2, brokenRule(trial: (index, padded)) == nil {
            typed[index] = padded
            return 2
        }
        return nil
    }

    /// The rule `digit` breaks in block `index`.
    private func rule(adding digit: UInt8, into index: Int) -> String {
        let current = typed[index]
        return brokenRule(trial: (index, Typed(count: current.count + 1, value: current.value * 10 + Int(digit)))) ?? blocks[index].rule
    }

    /// The placeholder offset of the next slot of block `index`.
    private func placeholderOffset(of index: Int) -> Int {
        var offset = 0
        var block = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let literal):
                offset += literal.characterCount
            case .block(let kind):
                if block == index { return offset + typed[index].count }
                offset += kind == .amPm ? 2 : kind.width
                block += 1
            }
        }
        return offset
    }

    /// 0 for `a`/`A`, 1 for `p`/`P`, else `nil`.
    private static func meridiem(_ ascii: UInt8) -> Int? {
        switch ascii {
        case UInt8(ascii: "a"), UInt8(ascii: "A"): 0
        case UInt8(ascii: "p"), UInt8(ascii: "P"): 1
        default: nil
        }
    }

    /// Whether `ascii` is `m` or `M`, which follows AM/PM's letter.
    private static func isM(_ ascii: UInt8) -> Bool {
        ascii == UInt8(ascii: "m") || ascii == UInt8(ascii: "M")
    }

    /// Writes the content Characters of block `index` (of `kind`), all ASCII: its digits, zeros first, or `AM`/`PM`.
    private func write(_ index: Int, kind: DatePattern.Block, to writer: inout FieldText) {
        let typed = typed[index]
        guard typed.count > 0 else { return }
        if kind == .amPm {
            writer.appendContent(typed.value == 0 ? UInt8(ascii: "A") : UInt8(ascii: "P"))
            writer.appendContent(UInt8(ascii: "M"))
        } else {
            writer.appendDigits(of: typed.value, count: typed.count)
        }
    }

    /// The text of the blocks, literals written between full blocks; after the last full block
    /// when `autocomplete` and the caret follows all content. Its content is the value.
    /// - Parameters:
    ///   - caretContent: the content Characters the caret follows.
    ///   - total: the number of content Characters.
    ///   - autocomplete: whether a literal after the last full block is written.
    func render(caretContent: Int, total: Int, autocomplete: Bool) -> FieldText.Written {
        FieldText.write(capacity: pattern.placeholder.text.utf8.count, caretAfterContent: caretContent) { writer in
            var block = 0
            var written = 0
            for segment in pattern.segments {
                switch segment {
                case .literal(let text):
                    let more = written < total
                    if more || (autocomplete && written > 0 && caretContent == total) { writer.appendSeparator(text, caretFollows: !more) }
                    if !more { return }
                case .block(let kind):
                    write(block, kind: kind, to: &writer)
                    let typed = typed[block]
                    written += kind == .amPm ? 2 * typed.count : typed.count
                    if typed.count < (kind == .amPm ? 1 : kind.width) { return }
                    block += 1
                }
            }
        }
    }
}

/// Gregorian calendar arithmetic.
enum CalendarMath {
    /// Whether `year` is a leap year of the proleptic Gregorian calendar.
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The days of `month` (1–12): February has 29 when a leap year is possible.
    static func daysIn(month: Int, leapYearPossible: Bool) -> Int {
        switch month {
        case 2: leapYearPossible ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// The editing state the date and time fields share: the pattern, the latest result and blocks.
struct DateBlockInput: Sendable {
    private(set) var result: EditResult
    private(set) var blocks: DateBlocks
    /// The lengths of ``result``'s text in Characters and UTF-16 code units, and of its value (the
    /// content Characters, all ASCII), as they were written.
    private var written = (characters: 0, utf16: 0, content: 0)

    /// The pattern the blocks are read by.
    var pattern: DatePattern { blocks.pattern }

    init(pattern: DatePattern) {
        blocks = DateBlocks(pattern: pattern)
        result = .empty(format: pattern.source, placeholder: pattern.placeholder.text)
    }

    /// Applies `utf16Range` replaced by `string` to the shown text.
    ///
    /// Typing or pasting at the end reads only the inserted Characters, after the blocks the text
    /// was read into: reading the text again gives those blocks, since a field's own text reads
    /// back as it was written. ``replaceReadingWholeText(utf16Range:with:)`` reads it all.
    mutating func replace(utf16Range: Range<Int>, with string: String) -> EditResult {
        guard utf16Range.lowerBound >= written.utf16, !string.isEmpty else {
            return replaceReadingWholeText(utf16Range: utf16Range, with: string)
        }
        return apply(FieldEdit(appending: string, toTextOf: written.characters, utf16Count: written.utf16), appending: true)
    }

    /// Applies `utf16Range` replaced by `string` to the shown text, reading the whole edited text.
    mutating func replaceReadingWholeText(utf16Range: Range<Int>, with string: String) -> EditResult {
        apply(FieldEdit(replacing: utf16Range, in: result.text, with: string, isContent: pattern.isContent))
    }

    /// Sets the whole text (`""` clears).
    mutating func setText(_ text: String) -> EditResult {
        apply(FieldEdit(setting: text))
    }

    /// Reads `edit` into the blocks as they are (`appending`) or into empty ones.
    private mutating func apply(_ edit: FieldEdit, appending: Bool = false) -> EditResult {
        if !appending { blocks = DateBlocks(pattern: pattern) }
        let (dropped, caretContent, content) = blocks.read(edit, contentBefore: appending ? written.content : 0)
        let text = blocks.render(caretContent: caretContent, total: content, autocomplete: !edit.isDeletion)
        written = (text.characterCount, text.utf16Count, content)
        // No block holds more than it shows, so the text is complete when its content is.
        result = text.result(complete: content == pattern.contentCapacity, tail: pattern.placeholderTail(after: text.characterCount),
                             format: pattern.source, previous: result, dropped: dropped)
        return result
    }
}
