import Foundation

/// A decimal number as exact digits, for comparing a field's value with its bounds without
/// rounding: a value may have more digits than `Decimal` keeps.
struct ExactDecimal {
    var isNegative: Bool
    /// Integer digits without leading zeros (empty for 0).
    var integer: Substring.UTF8View
    /// Fraction digits without trailing zeros.
    var fraction: Substring.UTF8View

    /// Reads `-`, digits, and `.` before fraction digits (a field's value, or `Decimal.description`);
    /// `nil` for anything else.
    ///
    /// - Complexity: O(text length).
    init?(_ text: Substring) {
        var rest = text
        isNegative = rest.first == "-"
        if isNegative { rest = rest.dropFirst() }
        let point = rest.utf8.firstIndex(of: UInt8(ascii: "."))
        let integerPart = rest[..<(point ?? rest.endIndex)]
        let fractionPart = point.map { rest[rest.utf8.index(after: $0)...] } ?? rest[rest.endIndex...]
        func isDigits(_ part: Substring) -> Bool { part.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 } }
        guard !(integerPart.isEmpty && fractionPart.isEmpty), isDigits(integerPart), isDigits(fractionPart) else { return nil }
        let firstSignificant = integerPart.utf8.firstIndex { $0 != UInt8(ascii: "0") } ?? integerPart.endIndex
        integer = integerPart[firstSignificant...].utf8
        let lastSignificant = fractionPart.utf8.lastIndex { $0 != UInt8(ascii: "0") }
        fraction = lastSignificant.map { fractionPart[...$0].utf8 } ?? fractionPart[fractionPart.startIndex..<fractionPart.startIndex].utf8
        if integer.isEmpty && fraction.isEmpty { isNegative = false }
    }

    /// Whether the number is 0.
    var isZero: Bool { integer.isEmpty && fraction.isEmpty }

    /// The order of `self` and `other`: negative, zero or positive.
    ///
    /// - Complexity: O(digits).
    func compare(_ other: ExactDecimal) -> Int {
        if isNegative != other.isNegative { return isNegative ? -1 : 1 }
        let magnitude = Self.compareMagnitude(self, other)
        return isNegative ? -magnitude : magnitude
    }

    private static func compareMagnitude(_ a: ExactDecimal, _ b: ExactDecimal) -> Int {
        if a.integer.count != b.integer.count { return a.integer.count < b.integer.count ? -1 : 1 }
        for (x, y) in zip(a.integer, b.integer) where x != y { return x < y ? -1 : 1 }
        for (x, y) in zip(a.fraction, b.fraction) where x != y { return x < y ? -1 : 1 }
        return a.fraction.count == b.fraction.count ? 0 : a.fraction.count < b.fraction.count ? -1 : 1
    }
}

extension NumberField.Configuration {
    /// The bound `value` (a field's value) is beyond, if any; `nil` for an empty value or an
    /// unreadable bound (a NaN `Decimal`).
    ///
    /// - Complexity: O(value length + digits of the bounds).
    func bound(of value: String) -> NumberField.Bound? {
        guard minimum != nil || maximum != nil, let number = ExactDecimal(value[...]) else { return nil }
        if let minimum, let bound = ExactDecimal(minimum.description[...]), number.compare(bound) < 0 { return .belowMinimum }
        if let maximum, let bound = ExactDecimal(maximum.description[...]), number.compare(bound) > 0 { return .aboveMaximum }
        return nil
    }

    /// Whether typing more can no longer bring a value beyond `bound` back into range: above the
    /// maximum and positive, or below the minimum and negative (more digits move it further away).
    func isUnrecoverable(_ value: String, beyond bound: NumberField.Bound) -> Bool {
        guard let number = ExactDecimal(value[...]), !number.isZero else { return false }
        return number.isNegative == (bound == .belowMinimum)
    }
}
