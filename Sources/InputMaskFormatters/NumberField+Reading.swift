extension NumberField {
    /// At most three Characters that start the fraction in an inserted text (`.`, `,` and the
    /// locale's): a set that costs no allocation.
    struct DecimalSeparators {
        private var members: (Character?, Character?, Character?) = (nil, nil, nil)

        mutating func insert(_ character: Character) {
            if contains(character) { return }
            if members.0 == nil { members.0 = character } else if members.1 == nil { members.1 = character } else { members.2 = character }
        }

        func contains(_ character: Character) -> Bool {
            members.0 == character || members.1 == character || members.2 == character
        }
    }

    /// What a Character other than one ASCII byte reads as: a digit of any script (as its ASCII
    /// digit), a minus sign, or a decimal separator.
    struct OtherCharacter {
        var digit: UInt8?
        var isMinus: Bool
        var isDecimal: Bool
    }

    /// A decimal separator read from the text: how many digits precede it, and on which side of the caret it is.
    struct DecimalMark {
        var digitsBefore: Int
        var beforeCaret: Bool
    }

    /// What an edit's texts hold besides their digits, read in order: how many digits (those
    /// before the caret first), the first minus sign, and the first decimal separator kept from
    /// before the edit and of all.
    struct Reading {
        /// How many digits were read.
        var digitCount = 0
        /// Whether the first minus sign is before the caret; `nil` when there is none.
        var minus: Bool?
        var firstKeptDecimal: DecimalMark?
        var firstDecimal: DecimalMark?
        /// How many of the digits are before the caret: the digits before the caret are read first.
        var digitsBeforeCaret = 0
    }

    /// Reads the number's digits (as ASCII digits, into `digits`), minus sign and decimal
    /// separators from the three texts of an edit. `digits` holds at least as many bytes as the
    /// three texts' UTF-8 together, since every digit takes at least one.
    ///
    /// - Parameter grouping: the grouping separator that one `.` or `,` in the inserted text is
    ///   when a whole group of this size follows it; `nil`: none is.
    /// - Complexity: O(length of the three texts).
    static func read(
        before: Substring, inserted: String, after: Substring, decimalSeparator: Character,
        grouping: (separator: Character, size: Int)?, allowsNegative: Bool, into digits: UnsafeMutableBufferPointer<UInt8>
    ) -> Reading {
        var reader = Reader(digits: digits, decimalSeparator: decimalSeparator, allowsNegative: allowsNegative)
        // Which of `.` and `,` are decimal separators in the inserted text (see the function's notes).
        reader.insertedDecimals = decimalSeparators(
            in: inserted, decimalSeparator: decimalSeparator, grouping: grouping, answers: &reader.isDecimalSeparator)
        reader.scan(before, beforeCaret: true, inserted: false)
        reader.scan(inserted, beforeCaret: true, inserted: true)
        reader.reading.digitsBeforeCaret = reader.reading.digitCount
        reader.scan(after, beforeCaret: false, inserted: false)
        return reader.reading
    }

    /// The state of ``read(before:inserted:after:decimalSeparator:allowsNegative:into:)``.
    private struct Reader {
        let digits: UnsafeMutableBufferPointer<UInt8>
        /// The decimal separator of text kept from before the edit.
        let decimalSeparator: Character
        let allowsNegative: Bool
        /// The Characters that start the fraction in the inserted text.
        var insertedDecimals = DecimalSeparators()
        var reading = Reading()
        // Characters of one ASCII scalar (most of any text) are compared as bytes, each byte's
        // answer to a Character comparison worked out once: no Character comparison or hash per Character.
        var isDecimalSeparator = ByteAnswers(), isInsertedDecimal = ByteAnswers()
        /// What Characters other than one ASCII byte read as in the text kept and in the inserted text.
        var keptAnswers = ClusterMemo<OtherCharacter>(), insertedAnswers = ClusterMemo<OtherCharacter>()

        init(digits: UnsafeMutableBufferPointer<UInt8>, decimalSeparator: Character, allowsNegative: Bool) {
            self.digits = digits
            self.decimalSeparator = decimalSeparator
            self.allowsNegative = allowsNegative
        }

        mutating func scan<S: StringProtocol>(_ piece: S, beforeCaret: Bool, inserted: Bool) {
            readPiece(piece) { bytes in
                for byte in bytes { scan(byte: byte, beforeCaret: beforeCaret, inserted: inserted) }
            } characters: { character in
                if let byte = character.asciiByte { return scan(byte: byte, beforeCaret: beforeCaret, inserted: inserted) }
                // Any script's digit (`７`, `٧`) is written as its ASCII digit.
                let separators = insertedDecimals, separator = decimalSeparator
                let read = {
                    if let digit = character.decimalDigitByte { return OtherCharacter(digit: digit, isMinus: false, isDecimal: false) }
                    let isMinus = character.isMinusSign
                    return OtherCharacter(digit: nil, isMinus: isMinus,
                                          isDecimal: !isMinus && (inserted ? separators.contains(character) : character == separator))
                }
                let answer = inserted ? insertedAnswers.answer(for: character, read) : keptAnswers.answer(for: character, read)
                if let digit = answer.digit { return append(digit: digit) }
                note(isMinus: answer.isMinus, isDecimal: answer.isDecimal, beforeCaret: beforeCaret, inserted: inserted)
            }
        }

        /// Reads the Character of one ASCII scalar `byte`.
        private mutating func scan(byte: UInt8, beforeCaret: Bool, inserted: Bool) {
            if byte &- UInt8(ascii: "0") < 10 { return append(digit: byte) }
            let isMinus = byte == UInt8(ascii: "-")
            let isDecimal = !isMinus
                && (inserted
                    ? isInsertedDecimal(byte) { [insertedDecimals] in insertedDecimals.contains($0) }
                    : isDecimalSeparator(byte) { [decimalSeparator] in $0 == decimalSeparator })
            note(isMinus: isMinus, isDecimal: isDecimal, beforeCaret: beforeCaret, inserted: inserted)
        }

        private mutating func append(digit: UInt8) {
            digits[reading.digitCount] = digit
            reading.digitCount += 1
        }

        private mutating func note(isMinus: Bool, isDecimal: Bool, beforeCaret: Bool, inserted: Bool) {
            if isMinus {
                if allowsNegative && reading.minus == nil { reading.minus = beforeCaret }
            } else if isDecimal {
                let mark = DecimalMark(digitsBefore: reading.digitCount, beforeCaret: beforeCaret)
                if reading.firstDecimal == nil { reading.firstDecimal = mark }
                if !inserted && reading.firstKeptDecimal == nil { reading.firstKeptDecimal = mark }
            }
        }
    }

    /// The Characters that start the fraction in `inserted` (typed or pasted text): the locale's
    /// decimal separator when it is neither `.` nor `,`; of `.` and `,`, the locale's when the
    /// text also has the other or repeats it (`1.234.567,89` in de_DE), the last when both appear
    /// (`1,234.5`), else each that appears once (a repeated one is grouping), unless it is
    /// `grouping`'s separator with a whole group after it (`1,234` pasted in en_US, `1.234` in
    /// de_DE: a number the locale writes so, the field's own text among them).
    ///
    /// - Complexity: O(length of `inserted`).
    private static func decimalSeparators(
        in inserted: String, decimalSeparator: Character, grouping: (separator: Character, size: Int)?, answers: inout ByteAnswers
    ) -> DecimalSeparators {
        var seen = DotsAndCommas(decimalSeparator: decimalSeparator, answers: answers)
        readPiece(inserted) { bytes in
            for byte in bytes { seen.see(byte: byte) }
        } characters: { character in
            seen.see(character)
        }
        answers = seen.answers
        var insertedDecimals = DecimalSeparators()
        if seen.hasDecimalSeparator && seen.dots + seen.commas > 1 {
            insertedDecimals.insert(decimalSeparator)  // "1.234.567,89" pasted in de_DE
        } else if seen.dots > 0 && seen.commas > 0, let last = seen.lastDotOrComma {
            insertedDecimals.insert(last)  // "1,234.5": the last one
        } else if let single: Character = seen.dots == 1 ? "." : seen.commas == 1 ? "," : nil,
            !(single == grouping?.separator && seen.digitsAfterLast == grouping?.size)
        {
            // At most one of `.` and `,` appears here: a repeated one is grouping.
            insertedDecimals.insert(single)
        }
        if decimalSeparator != "." && decimalSeparator != "," { insertedDecimals.insert(decimalSeparator) }
        return insertedDecimals
    }

    /// The `.`, `,` and locale decimal separators of an inserted text, counted Character by Character.
    private struct DotsAndCommas {
        let decimalSeparator: Character
        /// Whether the Character of a byte is `decimalSeparator`.
        var answers: ByteAnswers
        var dots = 0, commas = 0
        var lastDotOrComma: Character?
        /// How many digits follow the last `.` or `,` before a Character other than a digit.
        var digitsAfterLast = 0
        /// Whether the digits read now follow the last `.` or `,` with nothing else between.
        private var afterLast = false
        var hasDecimalSeparator = false
        /// What Characters other than one ASCII byte are.
        private var others = ClusterMemo<(isDot: Bool, isComma: Bool, isDecimalSeparator: Bool)>()

        init(decimalSeparator: Character, answers: ByteAnswers) {
            self.decimalSeparator = decimalSeparator
            self.answers = answers
        }

        /// Counts the Character of one ASCII scalar `byte`.
        mutating func see(byte: UInt8) {
            if byte == UInt8(ascii: ".") {
                dots += 1
                seeDotOrComma(".")
            } else if byte == UInt8(ascii: ",") {
                commas += 1
                seeDotOrComma(",")
            } else if byte &- UInt8(ascii: "0") < 10 {
                if afterLast { digitsAfterLast += 1 }
                return  // a field's decimal separator is never a digit
            } else {
                afterLast = false
            }
            if !hasDecimalSeparator { hasDecimalSeparator = answers(byte) { [decimalSeparator] in $0 == decimalSeparator } }
        }

        mutating func see(_ character: Character) {
            if let byte = character.asciiByte { return see(byte: byte) }
            let decimalSeparator = decimalSeparator
            let seen = others.answer(for: character) {
                (isDot: character == ".", isComma: character == ",", isDecimalSeparator: character == decimalSeparator)
            }
            if seen.isDot { dots += 1 } else if seen.isComma { commas += 1 }
            if seen.isDot || seen.isComma {
                seeDotOrComma(character)
            } else if character.decimalDigitByte != nil {
                if afterLast { digitsAfterLast += 1 }
            } else {
                afterLast = false
            }
            if seen.isDecimalSeparator { hasDecimalSeparator = true }
        }

        private mutating func seeDotOrComma(_ character: Character) {
            lastDotOrComma = character
            digitsAfterLast = 0
            afterLast = true
        }
    }
}

/// Reads `text` by bytes when each of its Characters is one byte (ASCII other than CR, which
/// joins a following LF): calls `bytes` once with its UTF-8. Else calls `characters` with each
/// Character in order.
///
/// - Complexity: O(length of `text`).
@inline(__always)
private func readPiece<S: StringProtocol>(
    _ text: S, bytes: (UnsafeBufferPointer<UInt8>) -> Void, characters: (Character) -> Void
) {
    let readAsBytes =
        text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return false }
            bytes(utf8)
            return true
        } ?? false
    if readAsBytes { return }
    for character in text { characters(character) }
}

/// Answers to a question about Characters of one ASCII scalar, by byte: each worked out on the
/// byte's first sight and remembered, so that a long text costs one Character comparison or hash
/// per distinct byte, not per Character.
private struct ByteAnswers {
    private var known = ASCIISet { _ in false }
    private var yes = ASCIISet { _ in false }

    /// The answer of `question` for the Character of `byte` alone (below 128).
    mutating func callAsFunction(_ byte: UInt8, _ question: (Character) -> Bool) -> Bool {
        if known.contains(byte) { return yes.contains(byte) }
        let answer = question(Character(Unicode.Scalar(byte)))
        known.insert(byte)
        if answer { yes.insert(byte) }
        return answer
    }
}

/// Answers for Characters other than one ASCII byte, kept for recent ones: comparing a Character
/// with a separator normalises both, far more work than comparing its scalars with those of one
/// answered before, and a pasted text repeats its Characters. The same scalars give the same
/// answers, so the memo is exact.
private struct ClusterMemo<Answer> {
    /// Sixteen entries, each for the Characters whose first scalar has its four low bits; made on
    /// first use, so that text of ASCII alone allocates nothing.
    private var entries: [(character: Character, answer: Answer)?] = []

    /// The answer for `character`, from `compute` unless known.
    ///
    /// - Complexity: O(scalars of `character`) when known; what `compute` costs otherwise.
    mutating func answer(for character: Character, _ compute: () -> Answer) -> Answer {
        let slot = Int(character.unicodeScalars.first!.value & 15)
        if entries.isEmpty { entries = Array(repeating: nil, count: 16) }
        if let entry = entries[slot], entry.character.unicodeScalars.elementsEqual(character.unicodeScalars) {
            return entry.answer
        }
        let answer = compute()
        entries[slot] = (character, answer)
        return answer
    }
}
