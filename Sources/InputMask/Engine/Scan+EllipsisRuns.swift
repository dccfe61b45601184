// The runs an ellipsis takes in one go, found ahead of `Scan.run`'s step: lone ASCII bytes, or
// single-scalar Characters classified by table lookup.

extension Scan {
    /// The end of the run of lone ASCII Characters from `start` that class `classIndex` accepts.
    @inline(__always)
    func ellipsisRun(from start: Int, classIndex: UInt32) -> Int {
        let table = asciiTables + 2 &* Int(classIndex)
        var end = start
        while end < inputCount {
            let byte = input[end]
            if byte >= 0x80 || byte == 0x0D || !Self.asciiBelongs(byte, to: table) { break }
            end &+= 1
        }
        // A byte followed by a non-ASCII one may start a longer Character: leave it to the slow path.
        if end > start && end < inputCount && input[end] >= 0x80 { end &-= 1 }
        return end
    }

    /// The run of single-scalar Characters from the input's start that class `classIndex` takes:
    /// where it ends, and how many Characters it holds. When it is the whole input and, with only
    /// slots of that class and then an ellipsis of it ahead (`[A…]` is `[A]` then the ellipsis),
    /// `run` would copy the input unchanged into both output and value, and with the caret at the
    /// end add nothing after it.
    func inputRun(classIndex: UInt32) -> (end: Int, characters: Int) {
        characterRun(
            from: 0, to: inputCount, classIndex: classIndex,
            scalarBits: CharacterClass.twoByteScalarBits, table: ScalarTable.shared)
    }

    /// The run of single-scalar Characters (see `SingleScalarCharacter`) in `start..<limit` that
    /// class `classIndex` accepts: where it ends, and how many Characters it holds.
    // Each scalar is decoded once: the one after a Character both tells whether the Character is
    // single and, if so, is the next to classify.
    @inline(never)
    func characterRun(
        from start: Int, to limit: Int, classIndex: UInt32, scalarBits: UnsafePointer<UInt8>, table: ScalarTable
    ) -> (end: Int, characters: Int) {
        let asciiTable = asciiTables + 2 &* Int(classIndex)
        let builtInMask = classIndex <= FormatCompiler.alphanumericsClass ? CharacterClass.builtInBitMask(classIndex: classIndex) : 0
        var end = start, characters = 0
        if builtInMask != 0 {
            (end, characters) = builtInScalarRun(from: start, to: limit, builtInMask: builtInMask, scalarBits: scalarBits, table: table)
        }
        var (scalar, length) = UTF8Scalar.decode(at: end, in: input, count: inputCount)
        while end < limit && length > 0 {
            let isASCII = scalar < 0x80
            guard isASCII ? scalar != 0x0D : SingleScalarCharacter.isSimple(scalar, scalarBits: scalarBits, table: table) else { break }
            let next = end &+ length
            var nextScalar: UInt32 = 0, nextLength = 0
            if next < inputCount { (nextScalar, nextLength) = UTF8Scalar.decode(at: next, in: input, count: inputCount) }
            // A Character on its own: at the end of the input or before ASCII when it is not ASCII
            // itself, before a simple scalar otherwise (the rules of `SingleScalarCharacter.length`).
            let isSingle = next == inputCount || nextScalar < 0x80
                ? !isASCII
                : nextLength > 0 && SingleScalarCharacter.joinsNoSimple(nextScalar, scalarBits: scalarBits, table: table)
            guard isSingle && next <= limit else { break }
            let belongs: Bool
            if isASCII {
                belongs = Self.asciiBelongs(UInt8(truncatingIfNeeded: scalar), to: asciiTable)
            } else if builtInMask != 0,
                      let known = CharacterClass.tableContains(scalar, mask: builtInMask, scalarBits: scalarBits, table: table) {
                belongs = known
            } else {
                belongs = Self.belongs(UnsafeBufferPointer(start: input + end, count: length), to: graph, classIndex: classIndex)
            }
            guard belongs else { break }
            end = next
            characters &+= 1
            scalar = nextScalar
            length = nextLength
        }
        return (end, characters)
    }

    /// The run of two- and three-byte single-scalar Characters (Cyrillic, Greek, CJK, kana, Hangul...)
    /// in `start..<limit` that the built-in class whose bits are `builtInMask` takes: where it ends,
    /// and how many Characters it holds. The first part of `characterRun`, inlined into the
    /// filtering scan, whose runs are short.
    ///
    /// - Complexity: O(length of the run).
    // Transparent, so that it is inlined into both (see `RunCursor`): called, it would cost the
    // filtering scan a call per run of a few letters.
    @_transparent
    func builtInScalarRun(
        from start: Int, to limit: Int, builtInMask: UInt8, scalarBits: UnsafePointer<UInt8>, table: ScalarTable
    ) -> (end: Int, characters: Int) {
        var end = start, characters = 0
        // Two- and three-byte scalars (Cyrillic, Greek, CJK, kana, Hangul...) of a built-in
        // class: one lookup each. Every scalar taken is simple, so each is a Character unless
        // the scalar after the last one joins it; then that one is handed back below.
        var lastLength = 0
        while end < limit {
            // Decoded here rather than by `UTF8Scalar.decode`: testing the lead byte once for
            // both the length and the table keeps this loop, the whole of a long paste, short.
            let lead = input[end]
            let bits: UInt8, length: Int
            if lead >= 0xC2 && lead <= 0xDF && end &+ 1 < limit {
                // In bounds: `end + 1 < limit <= inputCount`; the scalar is below U+0800.
                bits = scalarBits[Int(UTF8Scalar.twoByteScalar(lead: lead, continuation: input[end &+ 1]))]
                length = 2
            } else if lead >= 0xE0 && lead <= 0xEF && end &+ 2 < limit {
                // In bounds: `end + 2 < limit <= inputCount`; valid UTF-8 makes the scalar at
                // least U+0800, as the table needs.
                bits = table.bits(of: UInt32(lead & 0x0F) &<< 12 | UInt32(input[end &+ 1] & 0x3F) &<< 6
                                  | UInt32(input[end &+ 2] & 0x3F))
                length = 3
            } else {
                break
            }
            // Both tables use the same bits: simple 8, and the class bits of `builtInMask`.
            guard bits & ScalarTable.simpleBit != 0 && bits & builtInMask != 0 else { break }
            lastLength = length
            end &+= length
            characters &+= 1
        }
        if end > start && end < inputCount && input[end] >= 0x80 {
            let (following, followingLength) = UTF8Scalar.decode(at: end, in: input, count: inputCount)
            if followingLength == 0 || !SingleScalarCharacter.joinsNoSimple(following, scalarBits: scalarBits, table: table) {
                end &-= lastLength
                characters &-= 1
            }
        }
        return (end, characters)
    }
}
