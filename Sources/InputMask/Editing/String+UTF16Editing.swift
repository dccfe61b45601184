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

    /// The edit that replaces the UTF-16 code units `lowerUTF16..<upperUTF16` with `replacement`:
    /// the range clamped to the text and, unless empty, widened to every scalar it touches.
    ///
    /// - Parameters:
    ///   - isPlain: whether the string is known to be plain ASCII (`ApplyEngine.isPlainASCII`), so
    ///     that nothing needs counting; `false` when not known.
    /// - Complexity: O(1) for ASCII text; otherwise O(n + replacement length) (UTF-16 offsets of a
    ///   non-ASCII text are found through the standard library's breadcrumbs).
    // Always inlined: a keystroke computes one on every edit, and a call costs more than the plain case.
    @inline(__always)
    func edit(replacingUTF16 lowerUTF16: Int, _ upperUTF16: Int, with replacement: String, isPlain: Bool) -> TextEdit {
        let byteCount = utf8.count
        let insertedUTF8Count = replacement.utf8.count
        if isPlain || utf16.count == byteCount {
            // ASCII (every other scalar takes more UTF-8 bytes than UTF-16 units): offsets are bytes.
            let range = UTF16Splice.plainRange(lowerUTF16: lowerUTF16, upperUTF16: upperUTF16, count: byteCount)
            return TextEdit(removedUTF16: range, removedUTF8: range, inserted: replacement, insertedUTF8Count: insertedUTF8Count)
        }
        let lower = scalarAlignedUTF16Offset(lowerUTF16, roundingUp: false)
        // An empty range stays empty; a non-empty one takes in every scalar it touches.
        let upper = upperUTF16 > lowerUTF16 ? Swift.max(lower, scalarAlignedUTF16Offset(upperUTF16, roundingUp: true)) : lower
        let start = utf16.index(startIndex, offsetBy: lower)
        let end = utf16.index(start, offsetBy: upper - lower)
        let head = utf8.distance(from: startIndex, to: start)
        return TextEdit(removedUTF16: lower..<upper, removedUTF8: head..<(head + utf8.distance(from: start, to: end)),
                        inserted: replacement, insertedUTF8Count: insertedUTF8Count)
    }

    /// The string with the UTF-16 code units `lowerUTF16..<upperUTF16` replaced by `replacement`,
    /// as ``edit(replacingUTF16:_:with:isPlain:)`` decides.
    ///
    /// Works on Unicode scalars, so a replacement may split or join Characters as `NSString` would.
    /// - Complexity: O(n + replacement length): one copy of the bytes.
    func splicing(lowerUTF16: Int, upperUTF16: Int, with replacement: String, isPlain: Bool) -> UTF16Splice {
        splicing(edit(replacingUTF16: lowerUTF16, upperUTF16, with: replacement, isPlain: isPlain), isPlain: isPlain)
    }

    /// The string with `edit` carried out; `isPlain` says whether the string is known to be plain.
    ///
    /// - Complexity: O(n + inserted length): one copy of the bytes.
    func splicing(_ edit: TextEdit, isPlain: Bool) -> UTF16Splice {
        var text = self
        var replacement = edit.inserted
        // Both ends of the removed range fall on scalar boundaries, so the bytes around them are
        // whole scalars: the copy is valid UTF-8, and splicing bytes equals splicing the scalar view.
        return text.withUTF8 { bytes in
            replacement.withUTF8 { inserted in
                let spliced = String(unsafeUninitializedCapacity: Swift.max(1, UTF16Splice.count(of: bytes, replacing: edit.removedUTF8, with: inserted))) { buffer in
                    UTF16Splice.write(bytes, replacing: edit.removedUTF8, with: inserted, to: buffer.baseAddress!)
                }
                // Plainness is a property of each byte: plain text with plain bytes put in is plain.
                return UTF16Splice(text: spliced, edit: edit, isPlain: isPlain && ApplyEngine.isPlainASCII(inserted))
            }
        }
    }
}

/// An edit of a text, decided once for every way of carrying it out (``MaskedTextInput``'s pass
/// over plain bytes, its splice through a `String`, the whole-text reading of a paste): what it
/// removes and inserts, whether it is a deletion, where the caret goes and with which gravity.
struct TextEdit {
    /// The removed part of the text before the edit, in UTF-16 code units and in UTF-8 bytes:
    /// clamped, off the middle of surrogate pairs and, unless empty, widened to every scalar it touches.
    let removedUTF16: Range<Int>
    let removedUTF8: Range<Int>
    /// The inserted text, and its length in UTF-8 bytes.
    let inserted: String
    let insertedUTF8Count: Int

    /// The inserted text's length in UTF-16 code units.
    ///
    /// - Complexity: O(1) for ASCII; O(length of the inserted text) otherwise.
    var insertedUTF16Count: Int { inserted.utf16.count }

    /// Whether the edit removes text and inserts none (a backspace, a cut): the mask then formats
    /// with backward gravity, the caret where the text was.
    var isDeletion: Bool { !removedUTF16.isEmpty && insertedUTF8Count == 0 }

    /// Where the inserted text lies in the edited text, in UTF-16 code units: for a deletion, the
    /// empty range where the removed text was.
    var insertedUTF16Range: Range<Int> {
        removedUTF16.lowerBound..<(removedUTF16.lowerBound + (isDeletion ? 0 : insertedUTF16Count))
    }

    /// The caret in the edited text, in UTF-8 bytes: where a deletion removed text, else after the
    /// inserted text.
    var caretUTF8Offset: Int { removedUTF8.lowerBound + (isDeletion ? 0 : insertedUTF8Count) }

    /// The gravity the mask formats the edited text with: backward for a deletion (skipping
    /// literals as `autoskip` says), forward otherwise (completing as `autocomplete` says).
    func gravity(autoskip: Bool, autocomplete: Bool) -> CaretGravity {
        isDeletion ? .backward(autoskip: autoskip) : .forward(autocomplete: autocomplete)
    }
}

/// A string with an edit carried out.
struct UTF16Splice {
    /// The string after the edit.
    var text: String
    /// The edit.
    var edit: TextEdit
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
