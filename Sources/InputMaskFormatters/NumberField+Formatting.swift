extension NumberField {
    /// The number part of a field's text after an edit: `before` and `after` are the number's
    /// text on either side of the replaced range (prefix and suffix left out), `inserted` the
    /// typed or pasted text; the caret goes after `inserted`.
    ///
    /// - Complexity: O(length of the three texts).
    static func format(before: Substring, inserted: String, after: Substring, configuration: Configuration) -> Result {
        let decimalSeparator = configuration.locale.fieldDecimalSeparator
        // One byte per byte of the texts is room for every digit, and one more in front for the
        // `0` written before a fraction with no integer digit.
        let capacity = 1 + before.utf8.count + inserted.utf8.count + after.utf8.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let reading = read(
                before: before, inserted: inserted, after: after, decimalSeparator: decimalSeparator.character,
                grouping: pastedGrouping(configuration),
                allowsNegative: configuration.allowsNegative, into: UnsafeMutableBufferPointer(rebasing: buffer[1...]))
            return format(reading, digits: buffer, configuration: configuration, decimalSeparator: decimalSeparator)
        }
    }

    /// The grouping separator a paste may hold once, with the group size after it: the locale's
    /// that the field writes, unless it is `.` and a group holds no more digits than the fraction
    /// takes, else `nil`. ``Result/value`` writes its fraction after `.`, which `setText` reads back:
    /// a value such as `1.234` then reads as one (in de_DE with three fraction digits, the field's
    /// own `1.234`, 1234, reads as 1.234 too; a value and the text cannot both win).
    private static func pastedGrouping(_ configuration: Configuration) -> (separator: Character, size: Int)? {
        let locale = configuration.locale
        guard let grouping = locale.fieldGroupingSeparator,
            grouping.character != "." || locale.primaryGroupSize > max(0, configuration.maximumFractionDigits)
        else { return nil }
        return (grouping.character, locale.primaryGroupSize)
    }

    /// The number part written from `reading`, whose digits are in `buffer` from index 1 on
    /// (index 0 is free for a `0` before the fraction).
    ///
    /// - Complexity: O(digits).
    private static func format(
        _ reading: Reading, digits buffer: UnsafeMutableBufferPointer<UInt8>, configuration: Configuration,
        decimalSeparator: FieldSeparator
    ) -> Result {
        let maximumFractionDigits = max(0, configuration.maximumFractionDigits)
        let first = 1, end = first + reading.digitCount, caretEnd = first + reading.digitsBeforeCaret

        // One decimal separator: one kept from before the edit wins over a typed one.
        var decimal = reading.firstKeptDecimal ?? reading.firstDecimal
        let split = decimal.map { first + $0.digitsBefore } ?? end
        var integer = first..<split
        // Fraction digits beyond the maximum are cut; without a decimal separator `split` is `end`.
        let fraction = split..<(split + min(end - split, maximumFractionDigits))
        if maximumFractionDigits == 0 { decimal = nil }
        // Leading zeros collapse in one cut: removing them one by one is quadratic in their number.
        let significant = buffer[integer].firstIndex { $0 != UInt8(ascii: "0") } ?? integer.upperBound
        integer = (integer.lowerBound + min(significant - integer.lowerBound, max(0, integer.count - 1)))..<integer.upperBound
        // The digits before the caret come first, so each part holds those of its positions below `caretEnd`.
        func beforeCaret(_ part: Range<Int>) -> Int { max(0, min(caretEnd, part.upperBound) - part.lowerBound) }
        var caretUnits = beforeCaret(integer) + beforeCaret(fraction)
        if integer.isEmpty, let separator = decimal {
            // No integer digit was read before the separator: `integer` is `first..<first`.
            buffer[0] = UInt8(ascii: "0")
            integer = 0..<first
            if separator.beforeCaret { caretUnits += 1 }
        }

        if reading.minus == true { caretUnits += 1 }
        if decimal?.beforeCaret == true { caretUnits += 1 }

        let integerDigits = UnsafeBufferPointer(rebasing: buffer[integer])
        let fractionDigits = UnsafeBufferPointer(rebasing: buffer[fraction])
        let (text, caret) = write(
            minus: reading.minus != nil, integer: integerDigits, decimalSeparator: decimal.map { _ in decimalSeparator },
            fraction: fractionDigits, caretUnits: caretUnits, locale: configuration.locale)
        return Result(
            text: text, caretCharacterOffset: caret.characters, caretUTF16Offset: caret.utf16,
            value: value(minus: reading.minus != nil, integer: integerDigits, fraction: fractionDigits))
    }

    /// The value: the sign, the integer digits, and `.` with the fraction digits when there are any;
    /// empty without integer digits.
    ///
    /// - Complexity: O(digits).
    private static func value(minus: Bool, integer: UnsafeBufferPointer<UInt8>, fraction: UnsafeBufferPointer<UInt8>) -> String {
        guard !integer.isEmpty else { return "" }
        let count = (minus ? 1 : 0) + integer.count + (fraction.isEmpty ? 0 : 1 + fraction.count)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var value = ByteWriter(buffer: buffer)
            if minus { value.append(UInt8(ascii: "-")) }
            value.append(contentsOf: integer)
            if !fraction.isEmpty {
                value.append(UInt8(ascii: "."))
                value.append(contentsOf: fraction)
            }
            return value.count
        }
    }

    /// The number's text: the sign, the integer digits grouped, the decimal separator when there
    /// is one and the fraction digits; and the caret after `caretUnits` of the sign, digits and
    /// decimal separator.
    ///
    /// - Complexity: O(digits).
    private static func write(
        minus: Bool, integer: UnsafeBufferPointer<UInt8>, decimalSeparator: FieldSeparator?, fraction: UnsafeBufferPointer<UInt8>,
        caretUnits: Int, locale: NumberLocale
    ) -> (text: String, caret: (characters: Int, utf16: Int)) {
        let primary = locale.primaryGroupSize, secondary = locale.secondaryGroupSize
        let grouping = locale.fieldGroupingSeparator
        let groups = grouping == nil || integer.count <= primary ? 0 : 1 + (integer.count - primary - 1) / secondary
        let capacity = (minus ? 1 : 0) + integer.count + groups * (grouping?.character.utf8.count ?? 0)
            + (decimalSeparator?.character.utf8.count ?? 0) + fraction.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var text = TextWriter(buffer: buffer, caretUnits: caretUnits)
            if minus { text.append(unit: UInt8(ascii: "-")) }
            for (index, digit) in integer.enumerated() {
                // A separator before the digit with `remaining` digits from it to the end of the integer part.
                let remaining = integer.count - index
                if let grouping, index > 0, remaining == primary || (remaining > primary && (remaining - primary) % secondary == 0) {
                    text.append(separator: grouping)
                }
                text.append(unit: digit)
            }
            if let decimalSeparator { text.append(unit: decimalSeparator) }
            for digit in fraction { text.append(unit: digit) }
            return (String(decoding: UnsafeBufferPointer(rebasing: buffer[..<text.count]), as: UTF8.self), text.caret)
        }
    }
}

/// Writes a number's text in order into a buffer known to be large enough, noting where the caret
/// goes: after `caretUnits` units (sign, digits, decimal separator). Every unit and grouping
/// separator is one Character (the locale's field separators guarantee it), so Characters and
/// UTF-16 units are counted as they are written.
private struct TextWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private let caretUnits: Int
    /// How many bytes are written.
    private(set) var count = 0
    private var characters = 0, utf16 = 0, units = 0
    /// The caret in Characters and UTF-16 units, once `caretUnits` units are written; else 0.
    private(set) var caret = (characters: 0, utf16: 0)

    init(buffer: UnsafeMutableBufferPointer<UInt8>, caretUnits: Int) {
        self.buffer = buffer
        self.caretUnits = caretUnits
    }

    /// Writes a digit or the minus sign.
    mutating func append(unit byte: UInt8) {
        buffer[count] = byte
        count += 1
        characters += 1
        utf16 += 1
        countUnit()
    }

    /// Writes the decimal separator.
    mutating func append(unit separator: FieldSeparator) {
        append(separator: separator)
        countUnit()
    }

    /// Writes a grouping separator, which is not a unit.
    mutating func append(separator: FieldSeparator) {
        for byte in separator.character.utf8 {
            buffer[count] = byte
            count += 1
        }
        characters += 1
        utf16 += separator.utf16Count
    }

    private mutating func countUnit() {
        units += 1
        if units == caretUnits { caret = (characters, utf16) }
    }
}

/// Writes bytes in order into a buffer known to be large enough.
private struct ByteWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func append(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { append(byte) }
    }
}
