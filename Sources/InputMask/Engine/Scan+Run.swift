// The general scan: any text, any literals, one forward pass over UTF-8 bytes with a fast path for
// ASCII and single-scalar Characters and a grapheme-correct slow path for the rest.

/// Grapheme breaking for the Characters the byte-level fast path cannot take, through `String` itself.
private struct SlowPath {
    /// The Character looked at last, and the index just after it. Starting from an index String
    /// produced itself, String never searches backwards for a Character boundary (which is
    /// quadratic on long runs of flags).
    private var index: String.Index?
    private var next: String.Index?
    private var nextOffset = -1
    /// The bytes of the Character moved to last when `EmojiCluster` found it without `String`.
    private var emoji: UnsafeBufferPointer<UInt8>?

    /// Moves to the Character of `source`, whose UTF-8 is the `count` bytes at `input`, that starts
    /// at byte `offset`; returns its length in bytes.
    @inline(never)
    mutating func characterLength(
        at offset: Int, in source: String, input: UnsafePointer<UInt8>, count: Int, table: ScalarTable
    ) -> Int {
        let emojiLength = EmojiCluster.length(
            at: offset, in: input, count: count, scalarBits: CharacterClass.twoByteScalarBits, table: table)
        if emojiLength > 0 {
            emoji = UnsafeBufferPointer(start: input + offset, count: emojiLength)
            return emojiLength
        }
        emoji = nil
        let start = nextOffset == offset ? next! : source.utf8.index(source.startIndex, offsetBy: offset)
        let after = source.index(after: start)
        let length = source.utf8.distance(from: start, to: after)
        index = start
        next = after
        nextOffset = offset + length
        return length
    }

    /// Whether the Character moved to last equals literal number `literal` of `graph`.
    @inline(never)
    func characterEquals(literalOf state: StateGraph.State, in graph: StateGraph, source: String) -> Bool {
        if let emoji { return Scan.equals(emoji, literalOf: state, in: graph) }
        return source[index!] == graph.literal(of: state)
    }
}

extension Scan {
    /// One pass over the input, the UTF-8 of `source` (read for grapheme breaking on the slow path),
    /// into `output` and `value`, which have room for the input and every literal.
    func run(source: String, output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>) -> Registers {
        var rejections = IgnoredRejections()
        return run(source: source, output: output, value: value, rejections: &rejections)
    }

    /// `run`, telling `rejections` of every Character a state rejects (ApplyEngine+DropReport.swift).
    // Always inlined, so that `run` above is this body with its log calls gone (no call, no
    // parameter); only register allocation differs from the scan without a log.
    @inline(__always)
    func run<Log: RejectionLog>(
        source: String, output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>, rejections: inout Log
    ) -> Registers {
        // Constants copied out of `self` (which lives in memory that stores through `output` might
        // alias, so it would be reloaded every time), and few variables, so that they fit in
        // registers: caret flags are computed where they are used, plainness after the loop.
        let input = self.input, inputCount = self.inputCount, states = self.states
        let scalarBits = CharacterClass.twoByteScalarBits, scalarTable = ScalarTable.shared
        let asciiTables = self.asciiTables, graphBytes = self.graphBytes
        let insertionIncludesCaret = self.insertionIncludesCaret
        var outputCount = 0, valueCount = 0
        var state = 0, affinity = 0, caretShift = 0
        var stackLow = -1, stackHigh = -1
        var caretByte = self.caretByte
        /// Characters appended, which is the output's Character count while `piecesAreSimple`:
        /// every piece appended was a simple single scalar (see `SingleScalarCharacter`), ASCII
        /// other than CR, or an ASCII literal, so none could merge with its neighbours.
        var pieces = 0
        var piecesAreSimple = true
        /// Bytes beyond the first of every multi-byte Character wholly before the caret.
        var extraBytesBeforeCaret = 0
        var slow = SlowPath()
        var position = 0

        // In bounds, every write below: `position` and `state` only grow, so each input byte is
        // written at most once to each of output and value, and each literal state shows at most
        // once. The output then never passes `position` plus the literals passed, at most
        // `inputCount + literalByteTotal`, the room every caller gives it (the value likewise
        // with the fixed literals); each write asserts it.
        while position < inputCount {
            let byte = input[position]
            let next = position &+ 1 < inputCount ? input[position &+ 1] : 0
            var length = 1
            var isSingleScalar = false
            let isCluster = !(byte < 0x80 && next < 0x80 && !(byte == 0x0D && next == 0x0A))
            if !isCluster {
                if states[state].kind == .ellipsis {
                    // A run of ASCII the ellipsis accepts is copied in one go.
                    let end = ellipsisRun(from: position, classIndex: states[state].classIndex)
                    if end > position {
                        let count = end &- position
                        // In bounds: `count` input bytes not written before (see the loop's head).
                        assert(outputHasRoom(upTo: outputCount &+ count) && valueHasRoom(upTo: valueCount &+ count))
                        (output + outputCount).update(from: input + position, count: count)
                        (value + valueCount).update(from: input + position, count: count)
                        outputCount &+= count
                        valueCount &+= count
                        affinity &+= count
                        if position < caretByte { stackLow = -1 }
                        pieces &+= count
                        position = end
                        continue
                    }
                }
            } else {
                if states[state].kind == .ellipsis {
                    // A run of single-scalar Characters the ellipsis accepts, wholly on one side of
                    // the caret, is copied in one go.
                    let run = characterRun(
                        from: position, to: position < caretByte ? caretByte : inputCount,
                        classIndex: states[state].classIndex, scalarBits: scalarBits, table: scalarTable)
                    if run.end > position {
                        let count = run.end &- position
                        // In bounds: `count` input bytes not written before (see the loop's head).
                        assert(outputHasRoom(upTo: outputCount &+ count) && valueHasRoom(upTo: valueCount &+ count))
                        (output + outputCount).update(from: input + position, count: count)
                        (value + valueCount).update(from: input + position, count: count)
                        outputCount &+= count
                        valueCount &+= count
                        affinity &+= run.characters
                        if position < caretByte {
                            stackLow = -1
                            extraBytesBeforeCaret &+= count &- run.characters
                        }
                        pieces &+= run.characters
                        position = run.end
                        continue
                    }
                }
                length = SingleScalarCharacter.length(
                    at: position, in: input, count: inputCount, scalarBits: scalarBits, table: scalarTable)
                isSingleScalar = length > 0
                if !isSingleScalar {
                    length = slow.characterLength(at: position, in: source, input: input, count: inputCount, table: scalarTable)
                }
                if position < caretByte && caretByte < position &+ length {
                    // A caret inside a Character counts as at its start.
                    caretByte = position
                }
                if position &+ length <= caretByte { extraBytesBeforeCaret &+= length &- 1 }
            }
            let deletionAffectsCaret = Self.deletionMovesCaret(at: position, caretByte: caretByte)
            let insertionAffectsCaret = Self.insertionMovesCaret(
                at: position, caretByte: caretByte, insertionIncludesCaret: insertionIncludesCaret)

            // Feed the Character to the states until one consumes or rejects it. `states[state]` is
            // never past the last state: it is `.end` or an ellipsis, and neither moves on.
            feeding: while true {
                let current = states[state]
                switch current.kind {
                case .free, .fixed:
                    if deletionAffectsCaret {
                        if stackLow < 0 { stackLow = state }
                        stackHigh = state &+ 1
                    }
                    let isFixed = current.kind == .fixed
                    state &+= 1
                    let matches: Bool
                    if isCluster {
                        matches = isSingleScalar
                            ? Self.equals(UnsafeBufferPointer(start: input + position, count: length), literalOf: current, in: graph)
                            : slow.characterEquals(literalOf: current, in: graph, source: source)
                    } else if current.asciiLiteral != StateGraph.noASCIILiteral {
                        matches = byte == current.asciiLiteral
                    } else {
                        matches = Self.equals(byte, literalOf: current, in: graph)
                    }
                    let from = matches ? input + position : graphBytes + Int(current.literalStart)
                    let count = matches ? length : Int(current.literalCount)
                    // In bounds: the Character's bytes, consumed here, or this state's literal,
                    // passed here: each written once (see the loop's head).
                    assert(outputHasRoom(upTo: outputCount &+ count) && (!isFixed || valueHasRoom(upTo: valueCount &+ count)))
                    if count == 1 {
                        output[outputCount] = from.pointee
                        if isFixed { value[valueCount] = from.pointee }
                    } else {
                        Self.copy(count, from: from, to: output + outputCount)
                        if isFixed { Self.copy(count, from: from, to: value + valueCount) }
                    }
                    outputCount &+= count
                    pieces &+= 1
                    if isFixed { valueCount &+= count }
                    if !(matches ? !isCluster && byte != 0x0D : current.asciiLiteral != StateGraph.noASCIILiteral) {
                        piecesAreSimple = false
                    }
                    if matches {
                        affinity &+= 1
                        break feeding
                    }
                    if insertionAffectsCaret { caretShift &+= 1 }
                    affinity &-= 1
                case .value, .optionalValue, .ellipsis:
                    let belongs: Bool
                    if !isCluster {
                        belongs = Self.asciiBelongs(byte, to: asciiTables + 2 &* Int(current.classIndex))
                    } else if isSingleScalar && length == 2 && current.classIndex <= FormatCompiler.alphanumericsClass {
                        // A two-byte scalar (Latin, Greek, Cyrillic, Arabic, Hebrew...) in a built-in class: one lookup.
                        let scalar = (Int(byte) & 0x1F) &<< 6 | Int(next) & 0x3F
                        belongs = scalarBits[scalar] & CharacterClass.builtInBitMask(classIndex: current.classIndex) != 0
                    } else if isSingleScalar && length > 2 && current.classIndex <= FormatCompiler.alphanumericsClass,
                              let known = Self.tableBelongs(
                                UTF8Scalar.decode(at: position, in: input, count: inputCount).0,
                                mask: CharacterClass.builtInBitMask(classIndex: current.classIndex), table: scalarTable) {
                        // CJK, kana, Hangul, emoji...: one lookup in the generated table.
                        belongs = known
                    } else {
                        belongs = Self.belongs(UnsafeBufferPointer(start: input + position, count: length), to: graph, classIndex: current.classIndex)
                    }
                    if belongs {
                        if deletionAffectsCaret { stackLow = -1 }
                        // In bounds: the Character's `length` input bytes, not written before (see the loop's head).
                        assert(outputHasRoom(upTo: outputCount &+ length) && valueHasRoom(upTo: valueCount &+ length))
                        if length == 1 {
                            output[outputCount] = byte
                            value[valueCount] = byte
                        } else {
                            Self.copy(length, from: input + position, to: output + outputCount)
                            Self.copy(length, from: input + position, to: value + valueCount)
                        }
                        outputCount &+= length
                        valueCount &+= length
                        pieces &+= 1
                        // Only a Character appended can merge: a rejected one (emoji in a field of
                        // letters) leaves the count to be told without `String.count`.
                        if byte == 0x0D || isCluster && !isSingleScalar { piecesAreSimple = false }
                        if current.kind != .ellipsis { state &+= 1 }
                        affinity &+= 1
                        break feeding
                    }
                    if current.kind == .optionalValue {
                        if deletionAffectsCaret { stackLow = -1 }
                        state &+= 1
                        affinity &-= 1
                        continue feeding
                    }
                    if deletionAffectsCaret { caretShift &-= 1 }
                    affinity &-= 1
                    rejections.reject(at: position, by: state)
                    break feeding
                case .end:
                    if deletionAffectsCaret { caretShift &-= 1 }
                    affinity &-= 1
                    rejections.reject(at: position, by: state)
                    break feeding
                }
            }
            position &+= length
        }

        // Autocomplete: the fixed characters that follow the input, while the caret is at the end.
        let insertionAffectsCaret = Self.insertionMovesCaret(
            at: position, caretByte: caretByte, insertionIncludesCaret: insertionIncludesCaret)
        if autocomplete && insertionAffectsCaret {
            while true {
                let current = states[state]
                guard current.kind == .free || current.kind == .fixed else { break }
                let count = Int(current.literalCount)
                // In bounds: the literal of a state not passed before, after at most every input byte.
                assert(outputHasRoom(upTo: outputCount &+ count) && (current.kind != .fixed || valueHasRoom(upTo: valueCount &+ count)))
                (output + outputCount).update(from: graphBytes + Int(current.literalStart), count: count)
                outputCount &+= count
                pieces &+= 1
                if current.asciiLiteral == StateGraph.noASCIILiteral { piecesAreSimple = false }
                if current.kind == .fixed {
                    (value + valueCount).update(from: graphBytes + Int(current.literalStart), count: count)
                    valueCount &+= count
                }
                caretShift &+= 1
                state &+= 1
            }
        }
        return Registers(
            outputCount: outputCount, valueCount: valueCount, state: state, affinity: affinity,
            charactersBeforeCaret: caretByte &- extraBytesBeforeCaret, caretShift: caretShift,
            stackLow: stackLow, stackHigh: stackHigh, knownCharacterCount: piecesAreSimple ? pieces : nil)
    }

    /// The end of the run of lone ASCII Characters from `start` that class `classIndex` accepts.
    @inline(__always)
    private func ellipsisRun(from start: Int, classIndex: UInt32) -> Int {
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
    private func characterRun(
        from start: Int, to limit: Int, classIndex: UInt32, scalarBits: UnsafePointer<UInt8>, table: ScalarTable
    ) -> (end: Int, characters: Int) {
        let asciiTable = asciiTables + 2 &* Int(classIndex)
        let builtInMask = classIndex <= FormatCompiler.alphanumericsClass ? CharacterClass.builtInBitMask(classIndex: classIndex) : 0
        var end = start, characters = 0
        if builtInMask != 0 {
            // Two- and three-byte scalars (Cyrillic, Greek, CJK, kana, Hangul...) of a built-in
            // class: one lookup each. Every scalar taken is simple, so each is a Character unless
            // the scalar after the last one joins it; then that one is handed back below.
            var lastLength = 0
            while end < limit {
                let lead = input[end]
                let bits: UInt8, length: Int
                if lead >= 0xC2 && lead <= 0xDF && end &+ 1 < limit {
                    // In bounds: `end + 1 < limit <= inputCount`; the scalar is below U+0800.
                    bits = scalarBits[Int(lead & 0x1F) &<< 6 | Int(input[end &+ 1] & 0x3F)]
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
            } else if builtInMask != 0 && scalar < 0x800 {
                belongs = scalarBits[Int(scalar)] & builtInMask != 0
            } else if builtInMask != 0, let known = Self.tableBelongs(scalar, mask: builtInMask, table: table) {
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

    /// Copies a Character's bytes: a call to `memmove` costs more than the few bytes most take.
    @inline(__always)
    private static func copy(_ count: Int, from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) {
        if count <= 4 {
            for offset in 0..<count { destination[offset] = source[offset] }
        } else {
            destination.update(from: source, count: count)
        }
    }
}
