/// UTF-16 offsets, as `NSRange` counts them, turned into safe edits of a `String`.
extension String {
    /// `offset` clamped to `0...utf16.count` and moved off the middle of a surrogate pair (down, or
    /// up when `roundingUp`), so that it falls on a Unicode scalar boundary.
    ///
    /// - Complexity: O(offset).
    func scalarAlignedUTF16Offset(_ offset: Int, roundingUp: Bool) -> Int {
        let length = utf16.count
        let clamped = Swift.min(Swift.max(offset, 0), length)
        guard clamped > 0, clamped < length else { return clamped }
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        guard UTF16.isTrailSurrogate(utf16[index]), UTF16.isLeadSurrogate(utf16[utf16.index(before: index)]) else { return clamped }
        return roundingUp ? clamped + 1 : clamped - 1
    }

    /// The string with the UTF-16 offsets `lower..<upper` (scalar-aligned, in bounds) replaced.
    ///
    /// Works on Unicode scalars, so a replacement may split or join Characters as `NSString` would.
    /// - Complexity: O(n + replacement length).
    func replacingUTF16Offsets(_ lower: Int, _ upper: Int, with replacement: String) -> String {
        let start = utf16.index(startIndex, offsetBy: lower)
        let end = utf16.index(start, offsetBy: upper - lower)
        // Substrings of the scalar view keep scalar-aligned bounds (a `String` subscript would round
        // them to Characters); appending them copies UTF-8 bytes.
        var result = String()
        result.reserveCapacity(utf8.count + replacement.utf8.count)
        result += Substring(unicodeScalars[..<start])
        result += replacement
        result += Substring(unicodeScalars[end...])
        return result
    }
}
