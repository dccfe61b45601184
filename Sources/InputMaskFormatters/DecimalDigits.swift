extension Character {
    /// The ASCII byte of the decimal digit this Character is in any script (`"7"`, `"７"`, `"٧"`,
    /// `"७"`: Unicode category Nd), else `nil`; a digit with a combining mark is not a digit.
    ///
    /// - Complexity: O(1).
    var decimalDigitByte: UInt8? {
        let scalars = unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return scalar.decimalDigitByte
    }
}

extension Unicode.Scalar {
    /// The ASCII byte of this scalar's decimal digit in any script (category Nd), else `nil`.
    ///
    /// - Complexity: O(1).
    var decimalDigitByte: UInt8? {
        if isASCII { return value &- 0x30 < 10 ? UInt8(value) : nil }
        guard properties.numericType == .decimal, let digit = properties.numericValue, digit >= 0, digit < 10 else { return nil }
        return UInt8(ascii: "0") + UInt8(digit)
    }
}

extension String {
    /// This text with every decimal digit of another script written as its ASCII digit and, when
    /// `uppercasingASCII` is set, every ASCII lower-case letter upper-cased; other scalars unchanged.
    ///
    /// - Complexity: O(length); no copy when nothing changes.
    func writingDigitsAsASCII(uppercasingASCII: Bool = false) -> String {
        // ASCII changes only by upper-casing, byte for byte.
        let ascii: String?? = utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard uppercasingASCII, bytes.contains(where: { $0 &- 0x61 < 26 }) else { return self }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                // In bounds: the buffer holds `bytes.count` bytes, one written per byte of the text.
                for (offset, byte) in bytes.enumerated() { buffer[offset] = byte &- 0x61 < 26 ? byte &- 0x20 : byte }
                return bytes.count
            }
        }
        if let ascii = ascii ?? nil { return ascii }
        let needsChange = unicodeScalars.contains { scalar in
            scalar.isASCII
                ? uppercasingASCII && scalar.value &- 0x61 < 26
                : scalar.properties.numericType == .decimal
        }
        guard needsChange else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.isASCII {
                let isLower = uppercasingASCII && scalar.value &- 0x61 < 26
                scalars.append(isLower ? Unicode.Scalar(UInt8(scalar.value) - 0x20) : scalar)
            } else if let digit = scalar.decimalDigitByte {
                scalars.append(Unicode.Scalar(digit))
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// This text with the UTF-16 code units in `range` (clamped to the text) replaced by `string`;
    /// an end inside a surrogate pair leaves a lone surrogate, decoded as U+FFFD.
    ///
    /// - Complexity: O(length + length of `string`).
    func replacingUTF16(_ range: Range<Int>, with string: String) -> String {
        let count = utf16.count
        let lower = min(max(0, range.lowerBound), count)
        let upper = min(max(lower, range.upperBound), count)
        let start = utf16.index(startIndex, offsetBy: lower), end = utf16.index(start, offsetBy: upper - lower)
        if start.samePosition(in: unicodeScalars) != nil, end.samePosition(in: unicodeScalars) != nil {
            return String(Substring(unicodeScalars[..<start])) + string + String(Substring(unicodeScalars[end...]))
        }
        let units = Array(utf16)
        return String(decoding: units[..<lower] + Array(string.utf16) + units[upper...], as: UTF16.self)
    }
}
