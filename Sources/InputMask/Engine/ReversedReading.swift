// Right-to-left masks (SEMANTICS.md section 8) read the text's Characters back to front through
// the same scans as left-to-right ones, and mirror what the scans give back: text and value are
// reversed again, and carets and offsets count from the other end. This file is that reading and
// that mirror, stated once; the String apply, the byte-level apply, the editing layer's plain edits
// and the drop report all go through it.

/// The text in the order right-to-left masks read it, and the mirror from offsets in that reading
/// back to offsets in the text.
///
/// Plain ASCII text (`ApplyEngine.isPlainASCII`) is reversed byte by byte, text of single simple
/// scalars scalar by scalar, any other text Character by Character as `CharacterStrides` finds
/// them going forwards. In the first two cases no Characters merge or split, so reversing twice
/// gives the text back and a Character's place mirrors exactly.
enum ReversedReading {
    // MARK: Mirroring offsets

    /// The place in the other reading of a caret `caret` between units (bytes, scalars or
    /// Characters) of a text of `count` such units: as many units from the other end.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func mirroredCaret(_ caret: Int, count: Int) -> Int {
        count &- caret
    }

    /// The place in the other reading of byte `byte` of `count` plain bytes, or of a byte of a
    /// Character moved whole: byte `count - 1 - byte`, inside the same Character.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func mirroredByte(_ byte: Int, count: Int) -> Int {
        count &- 1 &- byte
    }

    /// The caret of `string`, read back from the reversed reading: as many Characters before its
    /// end as the reading's caret is after the start, counted from its start as input-mask does,
    /// since reversing can merge Characters (a Hangul L jamo before a syllable); clamped to
    /// `string`'s own Characters.
    ///
    /// - Parameters:
    ///   - characterCount: how many Characters the reading's output has.
    ///   - charactersBefore: the reading's caret, in Characters from the output's start.
    ///   - exact: whether `string` was read back scalar by scalar (`readBack`), so that it has the
    ///     output's Characters and a caret at either end needs no walk.
    /// - Complexity: O(1) at either end of an exact read-back, else O(n) for the n bytes walked.
    static func caretIndex(in string: String, characterCount: Int, charactersBefore: Int, exact: Bool) -> String.Index {
        let characters = max(mirroredCaret(charactersBefore, count: characterCount), 0)
        if exact && characters == 0 { return string.startIndex }
        if exact && characters >= characterCount { return string.endIndex }
        return string.utf8.index(string.startIndex, offsetBy: string.utf8Offset(afterCharacters: characters))
    }

    // MARK: Reading the text reversed

    /// Calls `body` with `string` as right-to-left masks read it: its Characters back to front, as
    /// UTF-8 bytes, with the String those bytes are the UTF-8 of and the caret, kept with its Character.
    ///
    /// - Parameters:
    ///   - string: text whose UTF-8 is contiguous; `isPlain` says whether `isPlainASCII` holds for it.
    ///   - caretByte: the caret as a byte offset into `string`, within `0...string.utf8.count`; nil
    ///     when no caret is wanted, and `body` is given the end of the reversed bytes.
    ///   - body: takes the reversed bytes, their String (empty for plain text, which never takes the
    ///     scan's slow path) and the caret as a byte offset into the reversed bytes.
    /// - Complexity: O(n) for n bytes of text.
    static func withReading<Result>(
        of string: String, isPlain: Bool, caretByte: Int?,
        _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ source: String, _ caretByte: Int) -> Result
    ) -> Result {
        if isPlain {
            // Every byte is a Character: reversing bytes reverses Characters, and the reversed bytes
            // need no String of their own.
            var string = string
            return string.withUTF8 { bytes in
                let count = bytes.count
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, count)) { reversed in
                    assert(reversed.count >= count)
                    writePlain(bytes, to: reversed.baseAddress!)
                    return body(UnsafeBufferPointer(rebasing: reversed[..<count]), "",
                                caretByte.map { mirroredCaret($0, count: count) } ?? count)
                }
            }
        }
        // The caret stays with its Character: as many Characters from the start of the reversed text
        // as there are from the one that holds it to the end.
        var (reversed, charactersAfterCaret) = characters(of: string, countingAfterUTF8Offset: caretByte ?? string.utf8.count)
        reversed.makeContiguousUTF8()
        let reversedCaretByte = caretByte == nil ? reversed.utf8.count : reversed.utf8Offset(afterCharacters: charactersAfterCaret)
        return reversed.utf8.withContiguousStorageIfAvailable { bytes in body(bytes, reversed, reversedCaretByte) }!
    }

    /// Whether a Character of a text keeps apart from its neighbours however the text's Characters
    /// are ordered, when each of them does: then reversing the text, or any Characters of it, gives
    /// the same Characters back to front, and reading them back gives them in their order again.
    ///
    /// Lone ASCII bytes but CR (which joins an LF after it), single simple scalars, and emoji
    /// clusters (`EmojiCluster`) do, but for two: one that ends in a joiner, which an emoji after
    /// it joins (grapheme rule GB11), and a lone regional indicator, which pairs with one after it
    /// (GB12, GB13). Characters `String` found are not known to.
    ///
    /// - Parameters:
    ///   - character: measured (`RunCharacter.measure`) unless it is a lone ASCII byte.
    ///   - isEmojiCluster: whether `EmojiCluster` found it (`SlowPath.isEmojiCluster`), read when
    ///     it is neither a lone ASCII byte nor a single scalar.
    ///   - input: the text's bytes.
    /// - Complexity: O(1).
    @inline(__always)
    static func keepsApart(_ character: RunCharacter, isEmojiCluster: Bool, in input: UnsafePointer<UInt8>) -> Bool {
        if !character.isCluster { return character.byte != 0x0D }
        if character.isSingleScalar { return true }
        guard isEmojiCluster else { return false }
        let start = input + character.position
        let (first, firstLength) = UTF8Scalar.decodeWhole(at: start)
        return keepsApart(emojiCluster: start, length: character.length, first: first, firstLength: firstLength)
    }

    /// Whether an emoji cluster (`EmojiCluster`) of `length` bytes at `start`, whose first scalar
    /// is `first`, of `firstLength` bytes, keeps apart from its neighbours however the text's
    /// Characters are ordered: unless it ends in a joiner or starts with a lone regional indicator
    /// (see `keepsApart(_:isEmojiCluster:in:)`).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func keepsApart(emojiCluster start: UnsafePointer<UInt8>, length: Int, first: UInt32, firstLength: Int) -> Bool {
        // In bounds: an emoji cluster is whole scalars of the text, its first at least three bytes.
        if length >= 3 && start[length &- 3] == 0xE2 && start[length &- 2] == 0x80 && start[length &- 1] == 0x8D {
            return false
        }
        guard EmojiCluster.isRegionalIndicator(first) else { return true }
        return firstLength < length && EmojiCluster.isRegionalIndicator(UTF8Scalar.decodeWhole(at: start + firstLength).0)
    }

    // MARK: Plain bytes

    /// Writes plain `bytes` back to front at `destination`, which has room for them and does not
    /// overlap them.
    ///
    /// - Complexity: O(n) for n bytes.
    @inline(__always)
    static func writePlain(_ bytes: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) {
        let count = bytes.count
        // In bounds: `offset` and `count - 1 - offset` are both in `0..<count`, the room the caller gives.
        for offset in 0..<count { destination[mirroredByte(offset, count: count)] = bytes[offset] }
    }

    /// Reverses plain `bytes` in place.
    ///
    /// - Complexity: O(n) for n bytes.
    static func reversePlain(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        var bytes = bytes
        bytes.reverse()
    }

    /// A String of plain `bytes` read back to front.
    ///
    /// - Complexity: O(n) for n bytes.
    static func plainString(reversing bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            // In bounds: the String has at least the room asked for, `bytes.count`.
            assert(buffer.count >= bytes.count)
            writePlain(bytes, to: buffer.baseAddress!)
            return bytes.count
        }
    }

    // MARK: Single scalars

    /// Writes the scalars of `bytes`, valid UTF-8, back to front at `destination` (room for
    /// `bytes.count`, not overlapping them) when `characters` takes every one of them as a
    /// Character; says whether it did. Such scalars join none of their neighbours, so this
    /// reverses the Characters, and the result is read the same way.
    ///
    /// - Complexity: O(n) for n bytes; it stops at the first scalar `characters` refuses.
    static func writeSingleScalars(
        _ bytes: UnsafeBufferPointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, taking characters: Scan.SingleScalars
    ) -> Bool {
        guard var position = bytes.baseAddress else { return true }
        let end = position + bytes.count
        var target = destination + bytes.count
        while position < end {
            let length = characters.character(at: position).length
            guard length > 0 else { return false }
            target -= length
            // In bounds: the scalar is `length` bytes of the input from `position`, and its place,
            // `target`, is as far from the end of the `bytes.count` bytes at `destination`.
            assert(target >= destination && position + length <= end)
            copy(position, count: length, to: target)
            position += length
        }
        return true
    }

    /// A String of the scalars of `bytes` back to front, where `bytes` is what a pass over a
    /// `writeSingleScalars` reading wrote: scalars of the text and ASCII literals, none joining
    /// another. `source` itself when `bytes` are the whole `reading` (nothing inserted, nothing
    /// dropped), as reversing the reading gives the text back.
    ///
    /// - Parameters:
    ///   - source: the text whose single scalars `reading` holds back to front.
    /// - Complexity: O(n) for n bytes.
    static func singleScalarString(
        reversing bytes: UnsafeBufferPointer<UInt8>, sharing source: String, reading: UnsafeBufferPointer<UInt8>
    ) -> String {
        if bytes.count == reading.count && ApplyEngine.bytesEqual(bytes, reading) { return source }
        return String(writingValidUTF8: bytes.count) { buffer in
            guard var position = bytes.baseAddress else { return 0 }
            let end = position + bytes.count
            var target = buffer.baseAddress! + bytes.count
            while position < end {
                // The bytes are valid UTF-8, so the scalar at `position` ends by `end`.
                let length = UTF8Scalar.decodeWhole(at: position).1
                target -= length
                // In bounds: the String has room for `bytes.count`, and the scalar's place, `target`,
                // is as far from its end as the scalar is from the start of `bytes`.
                assert(target >= buffer.baseAddress! && position + length <= end)
                copy(position, count: length, to: target)
                position += length
            }
            return bytes.count
        }
    }

    /// A pass's output or value read back: `string`'s Characters in reverse order, as
    /// `characters(of:)` gives them, and whether they were reversed byte by byte or scalar by
    /// scalar, every scalar one that `characters` takes, so that none merged or split.
    ///
    /// - Complexity: O(n) for n bytes.
    static func readBack(_ string: String, taking characters: Scan.SingleScalars) -> (reversed: String, exact: Bool) {
        var string = string
        let reversed = string.withUTF8 { bytes -> String? in
            if ApplyEngine.isPlainASCII(bytes) { return plainString(reversing: bytes) }
            var taken = false
            let reversed = String(writingValidUTF8: bytes.count) { buffer in
                // Not empty: plain text includes the empty text.
                taken = writeSingleScalars(bytes, to: buffer.baseAddress!, taking: characters)
                return taken ? bytes.count : 0
            }
            return taken ? reversed : nil
        }
        if let reversed { return (reversed, true) }
        return (self.characters(of: string), false)
    }

    // MARK: Characters

    /// `string`'s Characters in reverse order; plain text byte by byte.
    ///
    /// - Complexity: O(n) for n bytes.
    static func characters(of string: String) -> String {
        var string = string
        let reversed = string.withUTF8 { bytes in ApplyEngine.isPlainASCII(bytes) ? plainString(reversing: bytes) : nil }
        return reversed ?? characters(of: string, countingAfterUTF8Offset: string.utf8.count).reversed
    }

    /// `string`'s Characters in reverse order, as `String(reversed())` gives them, and how many of
    /// them end after UTF-8 offset `offset`: those from the one that holds the byte at `offset` to
    /// the last.
    ///
    /// Each Character's bytes are written where they end up in the reversed text, in one forward
    /// pass. (The result may group its Characters differently: a Hangul L jamo before a syllable
    /// merges with it, as it does in `String(reversed())`.)
    ///
    /// - Complexity: O(n) for n bytes.
    static func characters(of string: String, countingAfterUTF8Offset offset: Int) -> (reversed: String, charactersAfter: Int) {
        var source = string
        source.makeContiguousUTF8()
        return source.utf8.withContiguousStorageIfAvailable { bytes in
            var strides = CharacterStrides(of: source, bytes: bytes)
            let count = bytes.count
            var charactersAfter = 0
            let reversed = String(writingValidUTF8: count) { reversed in
                var start = 0
                while start < count {
                    let length = strides.length(at: start)
                    // In bounds: the Character is `length` bytes of the `count` from `start`, and its
                    // place in the reversed text, `count - start - length`, is as far from the end.
                    copy(bytes.baseAddress! + start, count: length, to: reversed.baseAddress! + (count &- start &- length))
                    start &+= length
                    if start > offset { charactersAfter &+= 1 }
                }
                return count
            }
            return (reversed, charactersAfter)
        }!
    }

    /// Copies `count` bytes, one to four of them without a call (most Characters are that short).
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, count: Int, to destination: UnsafeMutablePointer<UInt8>) {
        switch count {
        case 1:
            destination[0] = source[0]
        case 2:
            destination[0] = source[0]; destination[1] = source[1]
        case 3:
            destination[0] = source[0]; destination[1] = source[1]; destination[2] = source[2]
        case 4:
            destination[0] = source[0]; destination[1] = source[1]; destination[2] = source[2]; destination[3] = source[3]
        default:
            destination.update(from: source, count: count)
        }
    }
}

extension String {
    /// The string's Characters in reverse order: `String(reversed())`, in time linear in its length
    /// (`ReversedReading.characters(of:)`).
    ///
    /// - Complexity: O(n) for n bytes.
    func reversingCharacters() -> String {
        ReversedReading.characters(of: self)
    }
}
