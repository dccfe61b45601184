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

    /// The string with the UTF-16 code units `lowerUTF16..<upperUTF16` replaced by `replacement`:
    /// the range clamped to the text and, unless empty, widened to every scalar it touches.
    ///
    /// Works on Unicode scalars, so a replacement may split or join Characters as `NSString` would.
    /// - Parameters:
    ///   - isPlain: whether the string is known to be plain ASCII (`ApplyEngine.isPlainASCII`), so
    ///     that nothing needs counting; `false` when not known.
    /// - Complexity: O(n + replacement length): one copy of the bytes (UTF-16 offsets of a
    ///   non-ASCII text are found through the standard library's breadcrumbs).
    func splicing(lowerUTF16: Int, upperUTF16: Int, with replacement: String, isPlain: Bool) -> UTF16Splice {
        let byteCount = utf8.count
        if isPlain || utf16.count == byteCount {
            // ASCII (every other scalar takes more UTF-8 bytes than UTF-16 units): offsets are bytes.
            let range = UTF16Splice.plainRange(lowerUTF16: lowerUTF16, upperUTF16: upperUTF16, count: byteCount)
            return splicing(bytes: range, utf16: range, with: replacement, isPlain: isPlain)
        }
        let lower = scalarAlignedUTF16Offset(lowerUTF16, roundingUp: false)
        // An empty range stays empty; a non-empty one takes in every scalar it touches.
        let upper = upperUTF16 > lowerUTF16 ? Swift.max(lower, scalarAlignedUTF16Offset(upperUTF16, roundingUp: true)) : lower
        let start = utf16.index(startIndex, offsetBy: lower)
        let end = utf16.index(start, offsetBy: upper - lower)
        let head = utf8.distance(from: startIndex, to: start)
        return splicing(bytes: head..<(head + utf8.distance(from: start, to: end)), utf16: lower..<upper, with: replacement, isPlain: false)
    }

    /// The string with the UTF-8 bytes `bytes` (the UTF-16 units `utf16`, both on scalar
    /// boundaries) replaced by `replacement`; `isPlain` says whether the string is known to be plain.
    private func splicing(bytes removed: Range<Int>, utf16: Range<Int>, with replacement: String, isPlain: Bool) -> UTF16Splice {
        var text = self
        var replacement = replacement
        // Both ends fall on scalar boundaries, so the bytes around them are whole scalars: the copy
        // is valid UTF-8, and splicing bytes equals splicing the scalar view.
        return text.withUTF8 { bytes in
            replacement.withUTF8 { inserted in
                let head = removed.lowerBound
                let spliced = String(unsafeUninitializedCapacity: Swift.max(1, UTF16Splice.count(of: bytes, replacing: removed, with: inserted))) { buffer in
                    UTF16Splice.write(bytes, replacing: removed, with: inserted, to: buffer.baseAddress!)
                }
                // Plainness is a property of each byte: plain text with plain bytes put in is plain.
                return UTF16Splice(text: spliced, replacedUTF16Range: utf16, replacementUTF8Range: head..<(head + inserted.count),
                                   isPlain: isPlain && ApplyEngine.isPlainASCII(inserted))
            }
        }
    }
}

/// A string with a UTF-16 range replaced, and where the replacement lies in it.
struct UTF16Splice {
    /// The string after the edit.
    var text: String
    /// The UTF-16 offsets, in the string before the edit, of what was replaced (clamped and scalar-aligned).
    var replacedUTF16Range: Range<Int>
    /// The UTF-8 offsets of the replacement in `text`.
    var replacementUTF8Range: Range<Int>
    /// Whether `text` is known to be plain ASCII; `false` when not known.
    var isPlain: Bool
}

extension UTF16Splice {
    /// The UTF-16 range `lowerUTF16..<upperUTF16` of plain ASCII text of `count` bytes, as byte
    /// offsets: clamped to the text, and empty when it is empty or reversed.
    static func plainRange(lowerUTF16: Int, upperUTF16: Int, count: Int) -> Range<Int> {
        let lower = Swift.min(Swift.max(lowerUTF16, 0), count)
        return lower..<(upperUTF16 > lowerUTF16 ? Swift.max(lower, Swift.min(upperUTF16, count)) : lower)
    }

    /// The length of `bytes` with `removed` (within them) replaced by `inserted`.
    static func count(of bytes: UnsafeBufferPointer<UInt8>, replacing removed: Range<Int>, with inserted: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count - removed.count + inserted.count
    }

    /// Writes `bytes` with `removed` (within them) replaced by `inserted` to `destination`, which has
    /// room for `count(of:replacing:with:)` bytes, and returns that count.
    static func write(
        _ bytes: UnsafeBufferPointer<UInt8>, replacing removed: Range<Int>, with inserted: UnsafeBufferPointer<UInt8>,
        to destination: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let head = removed.lowerBound, tail = bytes.count - removed.upperBound
        // In bounds: the three parts add up to the count, and each is read within its buffer.
        if let source = bytes.baseAddress {
            destination.initialize(from: source, count: head)
            (destination + head + inserted.count).initialize(from: source + removed.upperBound, count: tail)
        }
        if let source = inserted.baseAddress { (destination + head).initialize(from: source, count: inserted.count) }
        return head + inserted.count + tail
    }
}
