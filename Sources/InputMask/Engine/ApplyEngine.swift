/// Applies a compiled `StateGraph` to text: one forward pass over the text's UTF-8 bytes.
///
/// A byte below 0x80 followed by another (or by the end) is a whole Character, except CR before LF;
/// such Characters are classified by table lookup and copied byte by byte. Everything else takes
/// the grapheme-correct slow path through `String`'s own Character navigation. The rules are those
/// of SEMANTICS.md section 5; comments name the quirks kept on purpose.
enum ApplyEngine {
    /// Applies `graph` to `text`, reading it from the end for right-to-left masks.
    ///
    /// - Complexity: O(n + m) for n bytes of text and m states.
    static func apply(_ graph: StateGraph, to text: CaretString, rightToLeft: Bool) -> Mask.Result {
        rightToLeft ? applyRightToLeft(graph, to: text) : applyLeftToRight(graph, to: text)
    }

    private static func applyLeftToRight(_ graph: StateGraph, to text: CaretString) -> Mask.Result {
        var source = text.string
        let caretByte = clampedUTF8Offset(of: text.caretPosition, in: source)
        let gravity = text.caretGravity
        if let result = source.utf8.withContiguousStorageIfAvailable({ bytes in
            run(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity, rightToLeft: false).result()
        }) {
            return result
        }
        source.makeContiguousUTF8()
        return source.utf8.withContiguousStorageIfAvailable { bytes in
            run(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity, rightToLeft: false).result()
        }!
    }

    /// Reverses text and caret, applies the reversed graph, and reverses text, caret, value and
    /// tail placeholder back (SEMANTICS.md section 8).
    private static func applyRightToLeft(_ graph: StateGraph, to text: CaretString) -> Mask.Result {
        let string = text.string
        let caretByte = clampedUTF8Offset(of: text.caretPosition, in: string)
        let gravity = text.caretGravity
        let finished: FinishedPass
        if isPlainASCII(string) {
            // Every byte is a Character: reversing bytes reverses Characters. Plain input never
            // takes the slow path, so the reversed bytes need no String of their own.
            let count = string.utf8.count
            finished = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, count)) { reversed in
                for (offset, byte) in string.utf8.enumerated() { reversed[count - 1 - offset] = byte }
                return run(graph, bytes: UnsafeBufferPointer(rebasing: reversed[..<count]), source: "",
                           caretByte: count - caretByte, gravity: gravity, rightToLeft: true)
            }
        } else {
            let caret = string.characterStart(atOrBefore: string.utf8.index(string.startIndex, offsetBy: caretByte))
            let charactersAfterCaret = string.distance(from: caret, to: string.endIndex)
            var reversed = String(string.reversed())
            reversed.makeContiguousUTF8()
            let reversedCaret = reversed.index(reversed.startIndex, offsetBy: charactersAfterCaret, limitedBy: reversed.endIndex) ?? reversed.endIndex
            let reversedCaretByte = reversed.utf8.distance(from: reversed.startIndex, to: reversedCaret)
            finished = reversed.utf8.withContiguousStorageIfAvailable { bytes in
                run(graph, bytes: bytes, source: reversed, caretByte: reversedCaretByte, gravity: gravity, rightToLeft: true)
            }!
        }
        let output = reversedCharacters(finished.output, isPlain: finished.outputIsPlain)
        // Reversing can merge Characters (a Hangul L jamo before a syllable), so the caret counts
        // from the start as input-mask does, clamped to the reversed text's own length.
        let count = finished.outputIsPlain ? finished.outputCharacterCount : output.count
        let caret = output.characterIndex(at: min(max(finished.outputCharacterCount - finished.caret, 0), count), of: count)
        return Mask.Result(
            formattedText: CaretString(string: output, caretPosition: caret, caretGravity: gravity),
            extractedValue: reversedCharacters(finished.value, isPlain: finished.valueIsPlain),
            affinity: finished.affinity,
            complete: finished.complete,
            tailPlaceholder: String(finished.tailPlaceholder.reversed())
        )
    }

    /// The outcome of a pass, with Strings made and autoskip done, before any reversal.
    struct FinishedPass {
        var output: String
        var outputIsPlain: Bool
        var outputCharacterCount: Int
        /// The output caret in Characters, within `0...outputCharacterCount`.
        var caret: Int
        var value: String
        var valueIsPlain: Bool
        var affinity: Int
        var complete: Bool
        var tailPlaceholder: String
        var gravity: CaretGravity

        consuming func result() -> Mask.Result {
            let caretIndex = outputIsPlain
                ? output.utf8.index(output.utf8.startIndex, offsetBy: caret)
                : output.characterIndex(at: caret, of: outputCharacterCount)
            return Mask.Result(
                formattedText: CaretString(string: output, caretPosition: caretIndex, caretGravity: gravity),
                extractedValue: value, affinity: affinity, complete: complete, tailPlaceholder: tailPlaceholder)
        }
    }

    private static func reversedCharacters(_ string: String, isPlain: Bool) -> String {
        isPlain ? String(decoding: string.utf8.reversed(), as: UTF8.self) : String(string.reversed())
    }

    private static func clampedUTF8Offset(of index: String.Index, in string: String) -> Int {
        if index >= string.endIndex { return string.utf8.count }
        return string.utf8.distance(from: string.startIndex, to: index)
    }

    /// Whether every byte of the string is ASCII and none is CR, so that every byte is one Character.
    ///
    /// - Complexity: O(n), eight bytes at a time.
    static func isPlainASCII(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { isPlainASCII($0) }
    }

    /// Whether every byte is ASCII and none is CR.
    ///
    /// - Complexity: O(n), eight bytes at a time.
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return true }
        let count = bytes.count
        var offset = 0
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        while offset &+ 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let carriageReturns = word ^ (0x0D &* ones)
            // High bit set in any byte, or a zero byte in `carriageReturns` (a CR in `word`).
            if (word | ((carriageReturns &- ones) & ~carriageReturns)) & highBits != 0 { return false }
            offset &+= 8
        }
        while offset < count {
            let byte = bytes[offset]
            if byte >= 0x80 || byte == 0x0D { return false }
            offset &+= 1
        }
        return true
    }

    /// One pass of SEMANTICS.md section 5 over `bytes`, the UTF-8 of `source`.
    ///
    /// - Parameters:
    ///   - caretByte: the caret as a byte offset into `bytes`, within `0...bytes.count`.
    ///   - rightToLeft: use the right-to-left caret rule (insertion affects the caret at `i <= caret`).
    private static func run(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, source: String,
        caretByte: Int, gravity: CaretGravity, rightToLeft: Bool
    ) -> FinishedPass {
        let insertionIncludesCaret: Bool
        if case .backward = gravity { insertionIncludesCaret = rightToLeft } else { insertionIncludesCaret = true }
        let scan = Scan(
            graph: graph, states: graph.statePointer, asciiTables: graph.asciiTablePointer, graphBytes: graph.bytePointer,
            input: bytes.baseAddress ?? graph.bytePointer, inputCount: bytes.count,
            source: source, caretByte: caretByte, insertionIncludesCaret: insertionIncludesCaret,
            autocomplete: gravity.autocomplete)
        // Output made of plain input and plain literals is one Character per byte.
        let isPlain = graph.literalsArePlain && isPlainASCII(bytes)
        // Output and value are written straight into their Strings' storage: no copy, and no
        // allocation at all for a String of 15 bytes or fewer.
        var registers = Scan.Registers()
        var value = ""
        let output = String(unsafeUninitializedCapacity: max(1, bytes.count + graph.literalByteTotal)) { output in
            value = String(unsafeUninitializedCapacity: max(1, bytes.count + graph.fixedLiteralByteTotal)) { value in
                registers = isPlain
                    ? scan.runPlain(output: output.baseAddress!, value: value.baseAddress!)
                    : scan.run(output: output.baseAddress!, value: value.baseAddress!)
                return registers.valueCount
            }
            return registers.outputCount
        }
        return finish(registers, of: scan, output: output, value: value, isPlain: isPlain, gravity: gravity)
    }

    /// Runs autoskip on the finished Strings, and computes completeness and the tail placeholder.
    private static func finish(
        _ registers: Scan.Registers, of scan: Scan, output: String, value: String, isPlain: Bool, gravity: CaretGravity
    ) -> FinishedPass {
        var output = output
        var value = value
        // Plain text has one Character per byte; elsewhere appending may have merged Characters.
        var characterCount = registers.knownCharacterCount ?? output.count
        var caret = registers.charactersBeforeCaret + registers.caretShift
        var tailState = registers.state
        if gravity.autoskip && registers.stackLow >= 0 {
            for entry in (registers.stackLow..<registers.stackHigh).reversed() {
                let entryState = scan.states[entry]
                let literal = scan.graph.literals[Int(entryState.literal)]
                if characterCount == caret {
                    if output.last == literal {
                        output.removeLast()
                        characterCount -= 1
                        caret -= 1
                    }
                    if entryState.kind == .fixed && value.last == literal { value.removeLast() }
                } else {
                    // Quirk kept: away from the end, skipping a fixed character still moves the caret.
                    caret -= 1
                }
            }
            tailState = registers.stackLow
        }
        return FinishedPass(
            output: output, outputIsPlain: isPlain, outputCharacterCount: characterCount,
            caret: min(max(caret, 0), characterCount), value: value, valueIsPlain: isPlain,
            affinity: registers.affinity, complete: scan.states[registers.state].completeAfter,
            tailPlaceholder: scan.graph.placeholder(from: tailState), gravity: gravity)
    }
}

/// Grapheme breaking for the Characters the byte-level fast path cannot take, through `String` itself.
private struct SlowPath {
    /// The Character looked at last, and the index just after it. Starting from an index String
    /// produced itself, String never searches backwards for a Character boundary (which is
    /// quadratic on long runs of flags).
    private var index: String.Index?
    private var next: String.Index?
    private var nextOffset = -1

    /// Moves to the Character of `source` that starts at byte `offset`; returns its length in bytes.
    @inline(never)
    mutating func characterLength(at offset: Int, in source: String) -> Int {
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
    func characterEquals(literal: Int32, of graph: StateGraph, in source: String) -> Bool {
        source[index!] == graph.literals[Int(literal)]
    }
}

/// One pass of SEMANTICS.md sections 4 and 5 over the UTF-8 bytes of a text.
///
/// Everything the loop updates lives in local variables of `run` (gathered in `Registers` only at
/// the end), so that the optimiser keeps them in registers: stores through the output pointers
/// cannot alias them.
private struct Scan {
    /// Unowned: the mask applying the graph keeps it alive for the whole pass.
    unowned(unsafe) let graph: StateGraph
    let states: UnsafePointer<StateGraph.State>
    let asciiTables: UnsafePointer<UInt64>
    let graphBytes: UnsafePointer<UInt8>
    let input: UnsafePointer<UInt8>
    let inputCount: Int
    /// The text whose UTF-8 is `input`, for grapheme breaking on the slow path.
    let source: String
    /// The caret as a byte offset into `input`, within `0...inputCount`.
    let caretByte: Int
    /// Forward gravity and right-to-left masks count an insertion at the caret as before it.
    let insertionIncludesCaret: Bool
    let autocomplete: Bool

    /// What a pass leaves behind.
    struct Registers {
        var outputCount = 0
        var valueCount = 0
        var state = 0
        var affinity = 0
        /// Characters of the input wholly before the caret.
        var charactersBeforeCaret = 0
        /// The output caret minus `charactersBeforeCaret`.
        var caretShift = 0
        /// The autoskip stack. Its entries are always consecutive states, so the range
        /// `stackLow..<stackHigh` stands for it; `stackLow < 0` means empty.
        var stackLow = -1
        var stackHigh = -1
        /// The output's Character count when the pass could tell it without `String.count`.
        var knownCharacterCount: Int? = nil
    }

    func run(output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>) -> Registers {
        // Constants copied out of `self` (which lives in memory that stores through `output` might
        // alias, so it would be reloaded every time), and few variables, so that they fit in
        // registers: caret flags are computed where they are used, plainness after the loop.
        let input = self.input, inputCount = self.inputCount, states = self.states
        let asciiTables = self.asciiTables, graphBytes = self.graphBytes
        let insertionIncludesCaret = self.insertionIncludesCaret
        var outputCount = 0, valueCount = 0
        var state = 0, affinity = 0, caretShift = 0
        var stackLow = -1, stackHigh = -1
        var caretByte = self.caretByte
        /// Characters appended, which is the output's Character count while `piecesAreSimple`:
        /// no piece was a multi-scalar Character, a non-ASCII literal or CR, so none could merge.
        var pieces = 0
        var piecesAreSimple = true
        /// Bytes beyond the first of every multi-byte Character wholly before the caret.
        var extraBytesBeforeCaret = 0
        var slow = SlowPath()
        var position = 0

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
                length = SingleScalarCharacter.length(at: position, in: input, count: inputCount)
                isSingleScalar = length > 0
                if !isSingleScalar {
                    length = slow.characterLength(at: position, in: source)
                    piecesAreSimple = false
                }
                if position < caretByte && caretByte < position &+ length {
                    // A caret inside a Character counts as at its start.
                    caretByte = position
                }
                if position &+ length <= caretByte { extraBytesBeforeCaret &+= length &- 1 }
            }
            let deletionAffectsCaret = position < caretByte
            let insertionAffectsCaret = insertionIncludesCaret ? position <= caretByte : deletionAffectsCaret

            // Feed the Character to the states until one consumes or rejects it.
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
                            ? Self.equals(UnsafeBufferPointer(start: input + position, count: length), literal: current.literal, of: graph)
                            : slow.characterEquals(literal: current.literal, of: graph, in: source)
                    } else if current.asciiLiteral != StateGraph.noASCIILiteral {
                        matches = byte == current.asciiLiteral
                    } else {
                        matches = Self.equals(byte, literal: current.literal, of: graph)
                    }
                    let from = matches ? input + position : graphBytes + Int(current.literalStart)
                    let count = matches ? length : Int(current.literalCount)
                    if count == 1 {
                        output[outputCount] = from.pointee
                        if isFixed { value[valueCount] = from.pointee }
                    } else {
                        (output + outputCount).update(from: from, count: count)
                        if isFixed { (value + valueCount).update(from: from, count: count) }
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
                    let belongs = isCluster
                        ? Self.belongs(UnsafeBufferPointer(start: input + position, count: length), to: graph, classIndex: current.classIndex)
                        : Self.asciiBelongs(byte, to: asciiTables + 2 &* Int(current.classIndex))
                    if belongs {
                        if deletionAffectsCaret { stackLow = -1 }
                        if length == 1 {
                            output[outputCount] = byte
                            value[valueCount] = byte
                        } else {
                            (output + outputCount).update(from: input + position, count: length)
                            (value + valueCount).update(from: input + position, count: length)
                        }
                        outputCount &+= length
                        valueCount &+= length
                        pieces &+= 1
                        if byte == 0x0D { piecesAreSimple = false }
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
                    break feeding
                case .end:
                    if deletionAffectsCaret { caretShift &-= 1 }
                    affinity &-= 1
                    break feeding
                }
            }
            position &+= length
        }

        // Autocomplete: the fixed characters that follow the input, while the caret is at the end.
        let insertionAffectsCaret = insertionIncludesCaret ? position <= caretByte : position < caretByte
        if autocomplete && insertionAffectsCaret {
            while true {
                let current = states[state]
                guard current.kind == .free || current.kind == .fixed else { break }
                let count = Int(current.literalCount)
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

    /// `run` for plain input and plain literals, where every byte is a Character: the same rules
    /// with less to track, so that the loop keeps more in registers (callgrind: the phone mask's scan
    /// takes about 40% fewer instructions than through `run`). Fuzzing and the conformance tests
    /// check both loops against the reference model.
    ///
    /// A literal state always shows its own byte, whether the input matched it or not.
    func runPlain(output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>) -> Registers {
        let input = self.input, inputCount = self.inputCount, states = self.states
        let asciiTables = self.asciiTables, caretByte = self.caretByte
        let insertionIncludesCaret = self.insertionIncludesCaret
        var outputEnd = output, valueEnd = value
        var state = 0, affinity = 0, caretShift = 0
        var stackLow = -1, stackHigh = -1
        var position = 0
        while position < inputCount {
            let byte = input[position]
            let deletionAffectsCaret = position < caretByte
            let insertionAffectsCaret = insertionIncludesCaret ? position <= caretByte : deletionAffectsCaret
            feeding: while true {
                let current = states[state]
                switch current.kind {
                case .free, .fixed:
                    if deletionAffectsCaret {
                        if stackLow < 0 { stackLow = state }
                        stackHigh = state &+ 1
                    }
                    state &+= 1
                    outputEnd.pointee = current.asciiLiteral
                    outputEnd += 1
                    if current.kind == .fixed {
                        valueEnd.pointee = current.asciiLiteral
                        valueEnd += 1
                    }
                    if byte == current.asciiLiteral {
                        affinity &+= 1
                        break feeding
                    }
                    if insertionAffectsCaret { caretShift &+= 1 }
                    affinity &-= 1
                case .value, .optionalValue:
                    if Self.asciiBelongs(byte, to: asciiTables + 2 &* Int(current.classIndex)) {
                        if deletionAffectsCaret { stackLow = -1 }
                        outputEnd.pointee = byte
                        outputEnd += 1
                        valueEnd.pointee = byte
                        valueEnd += 1
                        state &+= 1
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
                    break feeding
                case .ellipsis:
                    // The whole run the ellipsis accepts, copied in one go.
                    let end = plainRun(from: position, classIndex: current.classIndex)
                    if end > position {
                        let count = end &- position
                        outputEnd.update(from: input + position, count: count)
                        valueEnd.update(from: input + position, count: count)
                        outputEnd += count
                        valueEnd += count
                        affinity &+= count
                        if deletionAffectsCaret { stackLow = -1 }
                        position = end &- 1
                        break feeding
                    }
                    if deletionAffectsCaret { caretShift &-= 1 }
                    affinity &-= 1
                    break feeding
                case .end:
                    if deletionAffectsCaret { caretShift &-= 1 }
                    affinity &-= 1
                    break feeding
                }
            }
            position &+= 1
        }
        if autocomplete && (insertionIncludesCaret ? position <= caretByte : position < caretByte) {
            while true {
                let current = states[state]
                guard current.kind == .free || current.kind == .fixed else { break }
                outputEnd.pointee = current.asciiLiteral
                outputEnd += 1
                if current.kind == .fixed {
                    valueEnd.pointee = current.asciiLiteral
                    valueEnd += 1
                }
                caretShift &+= 1
                state &+= 1
            }
        }
        return Registers(
            outputCount: outputEnd - output, valueCount: valueEnd - value, state: state, affinity: affinity,
            charactersBeforeCaret: caretByte, caretShift: caretShift, stackLow: stackLow, stackHigh: stackHigh,
            knownCharacterCount: outputEnd - output)
    }

    /// The end of the run of lone ASCII Characters from `start` that class `classIndex` accepts.
    @inline(__always)
    private func ellipsisRun(from start: Int, classIndex: UInt16) -> Int {
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

    /// The end of the run of plain input from `start` that class `classIndex` accepts: digits
    /// eight at a time, other classes byte by byte.
    @inline(__always)
    private func plainRun(from start: Int, classIndex: UInt16) -> Int {
        var end = start
        if classIndex == FormatCompiler.digitsClass, let base = UnsafeRawPointer(input) {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while end &+ 8 <= inputCount {
                // Each byte minus "0" must be below 10: no byte of `digits` or `digits + 0x76` has its high bit set.
                let digits = base.loadUnaligned(fromByteOffset: end, as: UInt64.self) ^ (0x30 &* ones)
                if (digits | (digits &+ 0x76 &* ones)) & (0x80 &* ones) != 0 { break }
                end &+= 8
            }
        }
        let table = asciiTables + 2 &* Int(classIndex)
        while end < inputCount && Self.asciiBelongs(input[end], to: table) { end &+= 1 }
        return end
    }

    /// Looks a byte below 0x80 up in a class's two-word ASCII table.
    @inline(__always)
    private static func asciiBelongs(_ byte: UInt8, to table: UnsafePointer<UInt64>) -> Bool {
        (table[Int(byte &>> 6)] &>> UInt64(byte & 63)) & 1 != 0
    }

    // The slow-path helpers stay out of line, so the hot loop keeps its variables in registers.

    @inline(never)
    private static func belongs(_ character: UnsafeBufferPointer<UInt8>, to graph: StateGraph, classIndex: UInt16) -> Bool {
        if classIndex <= FormatCompiler.alphanumericsClass {
            return CharacterClass.builtInContains(utf8: character, classIndex: classIndex)
        }
        return graph.classes[Int(classIndex)].contains(utf8: character)
    }


    /// Whether a Character given as its UTF-8 bytes equals a literal (canonically, as Characters do).
    @inline(never)
    private static func equals(_ character: UnsafeBufferPointer<UInt8>, literal: Int32, of graph: StateGraph) -> Bool {
        Character(String(decoding: character, as: UTF8.self)) == graph.literals[Int(literal)]
    }

    /// A non-ASCII literal can still be canonically equivalent to an ASCII Character (`;` and U+037E).
    @inline(never)
    private static func equals(_ byte: UInt8, literal: Int32, of graph: StateGraph) -> Bool {
        Character(Unicode.Scalar(byte)) == graph.literals[Int(literal)]
    }
}
