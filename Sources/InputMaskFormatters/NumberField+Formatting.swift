import Foundation

extension NumberField {
    /// One digit read from the text; 2 bytes, so that a pasted million digits stay a few megabytes.
    private struct Unit {
        /// The ASCII digit.
        var digit: UInt8
        var beforeCaret: Bool
    }

    /// At most three Characters that start the fraction in an inserted text (`.`, `,` and the
    /// locale's): a set that costs no allocation.
    private struct DecimalSeparators {
        private var members: (Character?, Character?, Character?) = (nil, nil, nil)

        mutating func insert(_ character: Character) {
            if contains(character) { return }
            if members.0 == nil { members.0 = character } else if members.1 == nil { members.1 = character } else { members.2 = character }
        }

        func contains(_ character: Character) -> Bool {
            members.0 == character || members.1 == character || members.2 == character
        }
    }

    /// A decimal separator read from the text: how many digits precede it, and on which side of the caret it is.
    private struct DecimalMark {
        var digitsBefore: Int
        var beforeCaret: Bool
    }

    /// What an edit's texts hold, read in order: the digits (those before the caret first), the
    /// first minus sign, and the first decimal separator kept from before the edit and of all.
    private struct Reading {
        var digits: [Unit] = []
        /// Whether the first minus sign is before the caret; `nil` when there is none.
        var minus: Bool?
        var firstKeptDecimal: DecimalMark?
        var firstDecimal: DecimalMark?
        /// How many of `digits` are before the caret.
        var digitsBeforeCaret = 0
    }

    /// Reads the number's digits, minus sign and decimal separators from the three texts of an edit.
    ///
    /// - Complexity: O(length of the three texts).
    private static func read(before: Substring, inserted: String, after: Substring, configuration: Configuration) -> Reading {
        let decimalSeparator = configuration.locale.fieldDecimalSeparator
        // Characters of one ASCII scalar (most of any text) are compared as bytes, each byte's
        // answer to a Character comparison worked out once: no Character comparison or hash per Character.
        var isDecimalSeparator = ByteAnswers(), isInsertedDecimal = ByteAnswers()
        // Which of `.` and `,` are decimal separators in the inserted text (see the type's notes).
        let insertedDecimals = decimalSeparators(in: inserted, decimalSeparator: decimalSeparator, answers: &isDecimalSeparator)
        var reading = Reading()
        func note(isMinus: Bool, isDecimal: Bool, beforeCaret: Bool, inserted: Bool) {
            if isMinus {
                if configuration.allowsNegative && reading.minus == nil { reading.minus = beforeCaret }
            } else if isDecimal {
                let mark = DecimalMark(digitsBefore: reading.digits.count, beforeCaret: beforeCaret)
                if reading.firstDecimal == nil { reading.firstDecimal = mark }
                if !inserted && reading.firstKeptDecimal == nil { reading.firstKeptDecimal = mark }
            }
        }
        func scan(byte: UInt8, beforeCaret: Bool, inserted: Bool) {
            if byte &- UInt8(ascii: "0") < 10 {
                reading.digits.append(Unit(digit: byte, beforeCaret: beforeCaret))
                return
            }
            let isMinus = byte == UInt8(ascii: "-")
            let isDecimal = !isMinus
                && (inserted ? isInsertedDecimal(byte) { insertedDecimals.contains($0) } : isDecimalSeparator(byte) { $0 == decimalSeparator })
            note(isMinus: isMinus, isDecimal: isDecimal, beforeCaret: beforeCaret, inserted: inserted)
        }
        func scan<S: StringProtocol>(_ piece: S, beforeCaret: Bool, inserted: Bool) {
            // ASCII other than CR (which joins a following LF) is one Character per byte: no Character walk.
            if piece.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
                for byte in piece.utf8 { scan(byte: byte, beforeCaret: beforeCaret, inserted: inserted) }
                return
            }
            for character in piece {
                if let byte = character.asciiByte {
                    scan(byte: byte, beforeCaret: beforeCaret, inserted: inserted)
                } else if let digit = character.decimalDigitByte {
                    // Any script's digit (`７`, `٧`) is written as its ASCII digit.
                    reading.digits.append(Unit(digit: digit, beforeCaret: beforeCaret))
                } else {
                    let isMinus = character.isMinusSign
                    let isDecimal = !isMinus && (inserted ? insertedDecimals.contains(character) : character == decimalSeparator)
                    note(isMinus: isMinus, isDecimal: isDecimal, beforeCaret: beforeCaret, inserted: inserted)
                }
            }
        }
        scan(before, beforeCaret: true, inserted: false)
        scan(inserted, beforeCaret: true, inserted: true)
        reading.digitsBeforeCaret = reading.digits.count
        scan(after, beforeCaret: false, inserted: false)

        return reading
    }

    /// The number part of a field's text after an edit: `before` and `after` are the number's
    /// text on either side of the replaced range (prefix and suffix left out), `inserted` the
    /// typed or pasted text; the caret goes after `inserted`.
    ///
    /// - Complexity: O(length of the three texts).
    static func format(before: Substring, inserted: String, after: Substring, configuration: Configuration) -> Result {
        let maximumFractionDigits = max(0, configuration.maximumFractionDigits)
        let reading = read(before: before, inserted: inserted, after: after, configuration: configuration)
        let digits = reading.digits, minus = reading.minus, digitsBeforeCaret = reading.digitsBeforeCaret

        // One decimal separator: one kept from before the edit wins over a typed one.
        var decimal = reading.firstKeptDecimal ?? reading.firstDecimal
        var integer = digits[..<(decimal?.digitsBefore ?? digits.endIndex)]
        var fraction = decimal.map { digits[$0.digitsBefore...] } ?? []
        if maximumFractionDigits == 0 {
            decimal = nil
            fraction = []
        }
        if fraction.count > maximumFractionDigits { fraction = fraction.prefix(maximumFractionDigits) }
        // Leading zeros collapse in one cut: removing them one by one is quadratic in their number.
        let significant = integer.firstIndex { $0.digit != UInt8(ascii: "0") } ?? integer.endIndex
        integer = integer.dropFirst(min(significant - integer.startIndex, max(0, integer.count - 1)))
        // The digits before the caret are a prefix of `digits`, so each part holds those of its
        // positions below `digitsBeforeCaret`.
        func beforeCaret(_ part: ArraySlice<Unit>) -> Int { max(0, min(digitsBeforeCaret, part.endIndex) - part.startIndex) }
        var caretUnits = beforeCaret(integer) + beforeCaret(fraction)
        if integer.isEmpty, let separator = decimal {
            integer = [Unit(digit: UInt8(ascii: "0"), beforeCaret: separator.beforeCaret)]
            if separator.beforeCaret { caretUnits += 1 }
        }

        if minus == true { caretUnits += 1 }
        if decimal?.beforeCaret == true { caretUnits += 1 }

        let (text, caret) = write(
            minus: minus != nil, integer: integer, decimal: decimal != nil, fraction: fraction, caretUnits: caretUnits,
            locale: configuration.locale)
        return Result(
            text: text, caretCharacterOffset: caret.characters, caretUTF16Offset: caret.utf16,
            value: value(minus: minus != nil, integer: integer, fraction: fraction))
    }

    /// The value: the sign, the integer digits, and `.` with the fraction digits when there are any;
    /// empty without integer digits.
    private static func value(minus: Bool, integer: ArraySlice<Unit>, fraction: ArraySlice<Unit>) -> String {
        guard !integer.isEmpty else { return "" }
        var value: [UInt8] = []
        value.reserveCapacity(integer.count + fraction.count + 2)
        if minus { value.append(UInt8(ascii: "-")) }
        value.append(contentsOf: integer.lazy.map(\.digit))
        if !fraction.isEmpty {
            value.append(UInt8(ascii: "."))
            value.append(contentsOf: fraction.lazy.map(\.digit))
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// The number's text: the sign, the integer digits grouped, the decimal separator and the
    /// fraction digits; and the caret after `caretUnits` of the sign, digits and separator.
    ///
    /// - Complexity: O(digits).
    private static func write(
        minus: Bool, integer: ArraySlice<Unit>, decimal: Bool, fraction: ArraySlice<Unit>, caretUnits: Int, locale: NumberLocale
    ) -> (text: String, caret: (characters: Int, utf16: Int)) {
        let decimalSeparator = locale.fieldDecimalSeparator, groupingSeparator = locale.fieldGroupingSeparator
        // Write the text, noting where the caret goes: after the same number of units. Every unit
        // and grouping separator is one Character (the locale's field separators guarantee it),
        // so Characters and UTF-16 units are counted as they are written.
        let groupingUTF8 = groupingSeparator.map { Array(String($0).utf8) } ?? []
        let groupingUTF16 = groupingSeparator.map { String($0).utf16.count } ?? 0
        var utf8: [UInt8] = []
        utf8.reserveCapacity(integer.count * (1 + groupingUTF8.count) + fraction.count + 8)
        var characters = 0, utf16 = 0, written = 0
        var caret = (characters: 0, utf16: 0)
        func wroteUnit(utf16 length: Int) {
            characters += 1
            utf16 += length
            written += 1
            if written == caretUnits { caret = (characters, utf16) }
        }
        if minus {
            utf8.append(UInt8(ascii: "-"))
            wroteUnit(utf16: 1)
        }
        let primary = locale.primaryGroupSize, secondary = locale.secondaryGroupSize
        for (index, unit) in integer.enumerated() {
            let remaining = integer.count - index
            if groupingSeparator != nil, index > 0,
                remaining == primary || (remaining > primary && (remaining - primary) % secondary == 0)
            {
                utf8.append(contentsOf: groupingUTF8)
                characters += 1
                utf16 += groupingUTF16
            }
            utf8.append(unit.digit)
            wroteUnit(utf16: 1)
        }
        if decimal {
            utf8.append(contentsOf: decimalSeparator.utf8)
            wroteUnit(utf16: decimalSeparator.utf16.count)
        }
        for unit in fraction {
            utf8.append(unit.digit)
            wroteUnit(utf16: 1)
        }
        return (String(decoding: utf8, as: UTF8.self), caret)
    }

    /// The Characters that start the fraction in `inserted` (typed or pasted text): the locale's
    /// decimal separator when it is neither `.` nor `,`; of `.` and `,`, the locale's when the
    /// text also has the other or repeats it (`1.234.567,89` in de_DE), the last when both appear
    /// (`1,234.5`), else each that appears once (a repeated one is grouping).
    ///
    /// - Complexity: O(length of `inserted`).
    private static func decimalSeparators(
        in inserted: String, decimalSeparator: Character, answers: inout ByteAnswers
    ) -> DecimalSeparators {
        var insertedDecimals = DecimalSeparators()
        var dots = 0, commas = 0, insertedHasDecimalSeparator = false
        var lastDotOrComma: Character?
        for character in inserted {
            if let byte = character.asciiByte {
                if byte == UInt8(ascii: ".") { dots += 1 } else if byte == UInt8(ascii: ",") { commas += 1 }
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") { lastDotOrComma = character }
                if !insertedHasDecimalSeparator { insertedHasDecimalSeparator = answers(byte) { $0 == decimalSeparator } }
            } else {
                if character == "." { dots += 1 } else if character == "," { commas += 1 }
                if character == "." || character == "," { lastDotOrComma = character }
                if !insertedHasDecimalSeparator { insertedHasDecimalSeparator = character == decimalSeparator }
            }
        }
        if insertedHasDecimalSeparator && dots + commas > 1 {
            insertedDecimals.insert(decimalSeparator)  // "1.234.567,89" pasted in de_DE
        } else if dots > 0 && commas > 0, let last = lastDotOrComma {
            insertedDecimals.insert(last)  // "1,234.5": the last one
        } else {
            // A repeated one is grouping.
            if dots == 1 { insertedDecimals.insert(".") }
            if commas == 1 { insertedDecimals.insert(",") }
        }
        if decimalSeparator != "." && decimalSeparator != "," { insertedDecimals.insert(decimalSeparator) }
        return insertedDecimals
    }
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
