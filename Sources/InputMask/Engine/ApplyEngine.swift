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
        source.makeContiguousUTF8()
        return source.utf8.withContiguousStorageIfAvailable { bytes in
            graph.literalsArePlain && isPlainASCII(bytes)
                ? applyPlain(graph, bytes: bytes, caretByte: caretByte, gravity: gravity)
                : run(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity, rightToLeft: false).result()
        }!
    }

    /// The whole left-to-right pass for plain input under plain literals, where every byte is a
    /// Character: nothing but the scan, two Strings and the Result.
    private static func applyPlain(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity
    ) -> Mask.Result {
        let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: bytes.count, source: "",
                        caretByte: caretByte, gravity: gravity, rightToLeft: false)
        // Output and value are written straight into their Strings' storage: no copy, and no
        // allocation at all for a String of 15 bytes or fewer.
        var pass = Scan.PlainPass()
        var value = ""
        let output = String(unsafeUninitializedCapacity: max(1, bytes.count + graph.literalByteTotal)) { output in
            value = String(unsafeUninitializedCapacity: max(1, bytes.count + graph.fixedLiteralByteTotal)) { value in
                pass = scan.runPlain(output: output.baseAddress!, value: value.baseAddress!, autoskip: gravity.autoskip)
                return pass.valueCount
            }
            return pass.outputCount
        }
        return Mask.Result(
            formattedText: CaretString(
                string: output, caretPosition: output.utf8.index(output.startIndex, offsetBy: pass.caret), caretGravity: gravity),
            extractedValue: value, affinity: pass.affinity, complete: graph.statePointer[pass.state].completeAfter,
            tailPlaceholder: graph.placeholder(from: pass.tailState))
    }

    /// Reverses text and caret, applies the reversed graph, and reverses text, caret, value and
    /// tail placeholder back (SEMANTICS.md section 8).
    private static func applyRightToLeft(_ graph: StateGraph, to text: CaretString) -> Mask.Result {
        var string = text.string
        let caretByte = clampedUTF8Offset(of: text.caretPosition, in: string)
        let gravity = text.caretGravity
        string.makeContiguousUTF8()
        let isPlain = isPlainASCII(string)
        if isPlain && graph.literalsArePlain {
            return string.utf8.withContiguousStorageIfAvailable { bytes in
                applyRightToLeftPlain(graph, bytes: bytes, caretByte: caretByte, gravity: gravity)
            }!
        }
        let finished: FinishedPass
        if isPlain {
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
            var reversed = string.reversingCharacters()
            reversed.makeContiguousUTF8()
            let reversedCaret = reversed.index(reversed.startIndex, offsetBy: charactersAfterCaret, limitedBy: reversed.endIndex) ?? reversed.endIndex
            let reversedCaretByte = reversed.utf8.distance(from: reversed.startIndex, to: reversedCaret)
            finished = reversed.utf8.withContiguousStorageIfAvailable { bytes in
                run(graph, bytes: bytes, source: reversed, caretByte: reversedCaretByte, gravity: gravity, rightToLeft: true)
            }!
        }
        let output = reversedCharacters(finished.output)
        // Reversing can merge Characters (a Hangul L jamo before a syllable), so the caret counts
        // from the start as input-mask does, clamped to the reversed text's own length.
        let count = output.count
        let caret = output.characterIndex(at: min(max(finished.outputCharacterCount - finished.caret, 0), count), of: count)
        return Mask.Result(
            formattedText: CaretString(string: output, caretPosition: caret, caretGravity: gravity),
            extractedValue: reversedCharacters(finished.value),
            affinity: finished.affinity,
            complete: finished.complete,
            tailPlaceholder: reversedCharacters(finished.tailPlaceholder)
        )
    }

    /// `applyRightToLeft` for plain input under plain literals: the pass reads the reversed bytes
    /// and writes into scratch memory, and each String is made once, from its reversed bytes.
    private static func applyRightToLeftPlain(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity
    ) -> Mask.Result {
        let count = bytes.count
        let outputCapacity = count + graph.literalByteTotal
        let valueCapacity = count + graph.fixedLiteralByteTotal
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, count + outputCapacity + valueCapacity)) { scratch in
            let reversed = scratch.baseAddress!, output = reversed + count, value = output + outputCapacity
            for offset in 0..<count { reversed[count &- 1 &- offset] = bytes[offset] }
            let scan = Scan(graph, input: reversed, count: count, source: "", caretByte: count - caretByte,
                            gravity: gravity, rightToLeft: true)
            let pass = scan.runPlain(output: output, value: value, autoskip: gravity.autoskip)
            let formattedText = reversedString(UnsafeBufferPointer(start: output, count: pass.outputCount))
            let tailPlaceholder = graph.placeholder(from: pass.tailState)
            return Mask.Result(
                formattedText: CaretString(
                    string: formattedText,
                    caretPosition: formattedText.utf8.index(formattedText.startIndex, offsetBy: pass.outputCount - pass.caret),
                    caretGravity: gravity),
                extractedValue: reversedString(UnsafeBufferPointer(start: value, count: pass.valueCount)), affinity: pass.affinity,
                complete: graph.statePointer[pass.state].completeAfter,
                tailPlaceholder: reversedCharacters(tailPlaceholder))
        }
    }

    /// A String of `bytes`, which hold plain text, read backwards.
    private static func reversedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for offset in 0..<bytes.count { buffer[offset] = bytes[bytes.count &- 1 &- offset] }
            return bytes.count
        }
    }

    /// The outcome of a pass, with Strings made and autoskip done, before any reversal.
    struct FinishedPass {
        var output: String
        var outputCharacterCount: Int
        /// The output caret in Characters, within `0...outputCharacterCount`.
        var caret: Int
        var value: String
        var affinity: Int
        var complete: Bool
        var tailPlaceholder: String
        var gravity: CaretGravity

        consuming func result() -> Mask.Result {
            let caretIndex = output.characterIndex(at: caret, of: outputCharacterCount)
            return Mask.Result(
                formattedText: CaretString(string: output, caretPosition: caretIndex, caretGravity: gravity),
                extractedValue: value, affinity: affinity, complete: complete, tailPlaceholder: tailPlaceholder)
        }
    }

    /// `string`'s Characters in reverse order; plain text byte by byte.
    private static func reversedCharacters(_ string: String) -> String {
        guard isPlainASCII(string) else { return string.reversingCharacters() }
        var string = string
        return string.withUTF8 { reversedString($0) }
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
        let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: bytes.count, source: source,
                        caretByte: caretByte, gravity: gravity, rightToLeft: rightToLeft)
        var registers = Scan.Registers()
        var value = ""
        let output = String(unsafeUninitializedCapacity: max(1, bytes.count + graph.literalByteTotal)) { output in
            value = String(unsafeUninitializedCapacity: max(1, bytes.count + graph.fixedLiteralByteTotal)) { value in
                registers = scan.run(output: output.baseAddress!, value: value.baseAddress!)
                return registers.valueCount
            }
            return registers.outputCount
        }
        return finish(registers, of: scan, output: output, value: value, gravity: gravity)
    }

    /// Runs autoskip on the finished Strings, and computes completeness and the tail placeholder.
    private static func finish(
        _ registers: Scan.Registers, of scan: Scan, output: String, value: String, gravity: CaretGravity
    ) -> FinishedPass {
        var output = TrailingCharacters(output)
        var value = TrailingCharacters(value)
        // Plain text has one Character per byte; elsewhere appending may have merged Characters.
        var characterCount = registers.knownCharacterCount ?? output.string.count
        var caret = registers.charactersBeforeCaret + registers.caretShift
        var tailState = registers.state
        if gravity.autoskip && registers.stackLow >= 0 {
            autoskip(registers.stackLow..<registers.stackHigh, of: scan.states, textCount: &characterCount, caret: &caret,
                removeFromText: { state, _ in output.removeLast(ifEqualTo: scan.graph.literal(of: state)) },
                removeFromValue: { state in _ = value.removeLast(ifEqualTo: scan.graph.literal(of: state)) })
            tailState = registers.stackLow
        }
        return FinishedPass(
            output: output.string, outputCharacterCount: characterCount,
            caret: min(max(caret, 0), characterCount), value: value.string,
            affinity: registers.affinity, complete: scan.states[registers.state].completeAfter,
            tailPlaceholder: scan.graph.placeholder(from: tailState), gravity: gravity)
    }
}

extension ApplyEngine {
    /// Autoskip (SEMANTICS.md section 5): the literals skipped just before the caret, last first,
    /// leave the end of the text while the caret is there; away from the end, skipping one still
    /// moves the caret (quirk kept).
    ///
    /// - Parameters:
    ///   - stack: the skipped literal states, always consecutive.
    ///   - textCount: the text's length in Characters; `caret` is within it.
    ///   - removeFromText: removes the state's literal from the end of the text (of `textCount`
    ///     Characters) if it is there, and says whether it did.
    ///   - removeFromValue: the same for the value, called for fixed states only.
    fileprivate static func autoskip(
        _ stack: Range<Int>, of states: UnsafePointer<StateGraph.State>, textCount: inout Int, caret: inout Int,
        removeFromText: (StateGraph.State, Int) -> Bool, removeFromValue: (StateGraph.State) -> Void
    ) {
        for entry in stack.reversed() {
            let state = states[entry]
            if textCount == caret {
                if removeFromText(state, textCount) {
                    textCount -= 1
                    caret -= 1
                }
                if state.kind == .fixed { removeFromValue(state) }
            } else {
                caret -= 1
            }
        }
    }
}

private extension CaretGravity {
    /// Whether a literal inserted at the caret counts as before it: yes for forward gravity and
    /// for right-to-left masks, which read the text reversed.
    func insertionIncludesCaret(rightToLeft: Bool) -> Bool {
        if case .backward = self { return rightToLeft }
        return true
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
    func characterEquals(literalOf state: StateGraph.State, in graph: StateGraph, source: String) -> Bool {
        source[index!] == graph.literal(of: state)
    }
}

/// One pass of SEMANTICS.md sections 4 and 5 over the UTF-8 bytes of a text.
///
/// Everything the loop updates lives in local variables of `run` (gathered in `Registers` only at
/// the end), so that the optimiser keeps them in registers: stores through the output pointers
/// cannot alias them.
struct Scan {
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

    /// A pass of `graph` over `count` bytes at `input`, the UTF-8 of `source` (which only the slow
    /// path reads; plain input passes an empty one).
    init(_ graph: StateGraph, input: UnsafePointer<UInt8>, count: Int, source: String,
         caretByte: Int, gravity: CaretGravity, rightToLeft: Bool) {
        self.graph = graph
        states = graph.statePointer
        asciiTables = graph.asciiTablePointer
        graphBytes = graph.bytePointer
        self.input = input
        inputCount = count
        self.source = source
        self.caretByte = caretByte
        insertionIncludesCaret = gravity.insertionIncludesCaret(rightToLeft: rightToLeft)
        autocomplete = gravity.autocomplete
    }

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
        var rejections = IgnoredRejections()
        return run(output: output, value: value, rejections: &rejections)
    }

    /// `run`, telling `rejections` of every Character a state rejects (ApplyEngine+DropReport.swift).
    // Always inlined, so that `run` above is this body with its log calls gone (no call, no
    // parameter); only register allocation differs from the scan without a log.
    @inline(__always)
    func run<Log: RejectionLog>(
        output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>, rejections: inout Log
    ) -> Registers {
        // Constants copied out of `self` (which lives in memory that stores through `output` might
        // alias, so it would be reloaded every time), and few variables, so that they fit in
        // registers: caret flags are computed where they are used, plainness after the loop.
        let input = self.input, inputCount = self.inputCount, states = self.states
        let scalarBits = CharacterClass.twoByteScalarBits
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
                if states[state].kind == .ellipsis {
                    // A run of single-scalar Characters the ellipsis accepts, wholly on one side of
                    // the caret, is copied in one go.
                    let run = characterRun(
                        from: position, to: position < caretByte ? caretByte : inputCount,
                        classIndex: states[state].classIndex, scalarBits: scalarBits)
                    if run.end > position {
                        let count = run.end &- position
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
                length = SingleScalarCharacter.length(at: position, in: input, count: inputCount, scalarBits: scalarBits)
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
                            ? Self.equals(UnsafeBufferPointer(start: input + position, count: length), literalOf: current, in: graph)
                            : slow.characterEquals(literalOf: current, in: graph, source: source)
                    } else if current.asciiLiteral != StateGraph.noASCIILiteral {
                        matches = byte == current.asciiLiteral
                    } else {
                        matches = Self.equals(byte, literalOf: current, in: graph)
                    }
                    let from = matches ? input + position : graphBytes + Int(current.literalStart)
                    let count = matches ? length : Int(current.literalCount)
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
                    } else {
                        belongs = Self.belongs(UnsafeBufferPointer(start: input + position, count: length), to: graph, classIndex: current.classIndex)
                    }
                    if belongs {
                        if deletionAffectsCaret { stackLow = -1 }
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
    /// with less to track. A literal state always shows its own byte, whether the input matched it or not.
    ///
    /// The text is read in three parts: before the caret, the Character at the caret, and after it.
    /// Within each part the caret rules are constants, so the loops carry no caret flags: before the
    /// caret every Character shown moves the caret, so the output caret is simply the output's
    /// length where the caret is passed; and the autoskip stack, only ever consecutive states, ends
    /// at the state reached there. Fuzzing and the conformance tests check this loop and `run`
    /// against the reference model.
    func runPlain(output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>, autoskip: Bool) -> PlainPass {
        let plain = PlainInput(asciiTables: asciiTables, insertionIncludesCaret: insertionIncludesCaret)
        let inputEnd = input + inputCount, caret = input + min(caretByte, inputCount)
        var cursor = PlainCursor(state: states, outputEnd: output, valueEnd: value)
        var position = input
        while position < caret {
            position = plain.feed(at: position, runEnd: caret, &cursor, part: .beforeCaret)
        }
        let stackHigh = cursor.state
        cursor.caretEnd = cursor.outputEnd
        if position < inputEnd {
            position = plain.feed(at: position, runEnd: inputEnd, &cursor, part: .atCaret)
            while position < inputEnd {
                position = plain.feed(at: position, runEnd: inputEnd, &cursor, part: .afterCaret)
            }
        } else if autocomplete && insertionIncludesCaret {
            // Autocomplete: the fixed characters that follow the input, while the caret is at the end.
            while cursor.state.pointee.kind == .free || cursor.state.pointee.kind == .fixed {
                cursor.show(cursor.state.pointee.asciiLiteral, isFixed: cursor.state.pointee.kind == .fixed)
                cursor.state += 1
            }
            cursor.caretEnd = cursor.outputEnd
        }
        var pass = PlainPass(
            outputCount: cursor.outputEnd - output, valueCount: cursor.valueEnd - value,
            state: cursor.state - states, tailState: cursor.state - states, affinity: cursor.affinity,
            caret: cursor.caretEnd - output)
        if autoskip, let stackLow = cursor.stackLow {
            // Plain text: one byte per Character, so the literals are compared and removed as bytes.
            var valueCount = pass.valueCount
            ApplyEngine.autoskip(stackLow - states..<stackHigh - states, of: states, textCount: &pass.outputCount, caret: &pass.caret,
                removeFromText: { state, count in count > 0 && output[count &- 1] == state.asciiLiteral },
                removeFromValue: { state in
                    if valueCount > 0 && value[valueCount &- 1] == state.asciiLiteral { valueCount &-= 1 }
                })
            pass.valueCount = valueCount
            pass.caret = min(max(pass.caret, 0), pass.outputCount)
            pass.tailState = stackLow - states
        }
        return pass
    }

    /// What `runPlain` leaves behind, autoskip done. Every byte of the output is a Character.
    struct PlainPass {
        var outputCount = 0
        var valueCount = 0
        /// The state the pass stopped at, which tells completeness.
        var state = 0
        /// The state the tail placeholder starts from: `state`, or the first literal autoskip took back.
        var tailState = 0
        var affinity = 0
        /// The output caret, within `0...outputCount`.
        var caret = 0
    }

    /// Where a Character lies relative to the caret, which decides how it moves the caret.
    private enum CaretPart {
        /// Every Character shown moves the caret, and skipped literals are autoskip candidates.
        case beforeCaret
        /// Literals inserted before it move the caret when `insertionIncludesCaret`.
        case atCaret
        /// Nothing moves the caret.
        case afterCaret
    }

    /// The variables of `runPlain`, kept in registers once `PlainInput.feed` is inlined. They are
    /// pointers rather than indices, so the loops need neither the bases nor index arithmetic.
    private struct PlainCursor {
        var state: UnsafePointer<StateGraph.State>
        var outputEnd: UnsafeMutablePointer<UInt8>
        var valueEnd: UnsafeMutablePointer<UInt8>
        var affinity = 0
        /// The first state of the autoskip stack; nil when it is empty.
        var stackLow: UnsafePointer<StateGraph.State>? = nil
        /// The output's end where the caret is.
        var caretEnd: UnsafeMutablePointer<UInt8>

        init(state: UnsafePointer<StateGraph.State>, outputEnd: UnsafeMutablePointer<UInt8>, valueEnd: UnsafeMutablePointer<UInt8>) {
            self.state = state
            self.outputEnd = outputEnd
            self.valueEnd = valueEnd
            self.caretEnd = outputEnd
        }

        @inline(__always)
        mutating func show(_ byte: UInt8, isFixed: Bool) {
            outputEnd.pointee = byte
            outputEnd += 1
            if isFixed {
                valueEnd.pointee = byte
                valueEnd += 1
            }
        }
    }

    /// The class tables `runPlain` reads, with the step that feeds one Character.
    private struct PlainInput {
        let asciiTables: UnsafePointer<UInt64>
        let insertionIncludesCaret: Bool

        /// Feeds the plain Character at `position` to the states until one consumes or rejects it, and
        /// returns the position after what was consumed (a whole run for an ellipsis, up to `runEnd`).
        // Always inlined so that `part` is a constant in each of runPlain's loops (callgrind: the
        // phone mask's scan takes about 30% fewer instructions than in one loop with caret flags).
        @inline(__always)
        func feed(
            at position: UnsafePointer<UInt8>, runEnd: UnsafePointer<UInt8>, _ cursor: inout PlainCursor, part: CaretPart
        ) -> UnsafePointer<UInt8> {
            let byte = position.pointee
            let marksCaret = part == .atCaret && insertionIncludesCaret
            while true {
                let current = cursor.state.pointee
                switch current.kind {
                case .free, .fixed:
                    if part == .beforeCaret && cursor.stackLow == nil { cursor.stackLow = cursor.state }
                    cursor.state += 1
                    if byte == current.asciiLiteral {
                        if marksCaret { cursor.caretEnd = cursor.outputEnd }
                        cursor.show(byte, isFixed: current.kind == .fixed)
                        cursor.affinity &+= 1
                        return position + 1
                    }
                    cursor.show(current.asciiLiteral, isFixed: current.kind == .fixed)
                    cursor.affinity &-= 1
                case .value, .optionalValue:
                    if Scan.asciiBelongs(byte, to: asciiTables + 2 &* Int(current.classIndex)) {
                        if part == .beforeCaret { cursor.stackLow = nil }
                        if marksCaret { cursor.caretEnd = cursor.outputEnd }
                        cursor.outputEnd.pointee = byte
                        cursor.outputEnd += 1
                        cursor.valueEnd.pointee = byte
                        cursor.valueEnd += 1
                        cursor.state += 1
                        cursor.affinity &+= 1
                        return position + 1
                    }
                    cursor.affinity &-= 1
                    if current.kind == .value {
                        if marksCaret { cursor.caretEnd = cursor.outputEnd }
                        return position + 1
                    }
                    if part == .beforeCaret { cursor.stackLow = nil }
                    cursor.state += 1
                case .ellipsis:
                    if marksCaret { cursor.caretEnd = cursor.outputEnd }
                    // The whole run the ellipsis accepts, copied in one go.
                    let end = run(from: position, to: runEnd, classIndex: current.classIndex)
                    guard end > position else {
                        cursor.affinity &-= 1
                        return position + 1
                    }
                    let count = end - position
                    cursor.outputEnd.update(from: position, count: count)
                    cursor.valueEnd.update(from: position, count: count)
                    cursor.outputEnd += count
                    cursor.valueEnd += count
                    cursor.affinity &+= count
                    if part == .beforeCaret { cursor.stackLow = nil }
                    return end
                case .end:
                    if marksCaret { cursor.caretEnd = cursor.outputEnd }
                    cursor.affinity &-= 1
                    return position + 1
                }
            }
        }

        /// The end of the run of plain input in `start..<limit` that class `classIndex` accepts:
        /// digits eight at a time, other classes byte by byte.
        // Out of line: called once per run, and inlined it crowds the registers of `feed`'s loops.
        @inline(never)
        private func run(
            from start: UnsafePointer<UInt8>, to limit: UnsafePointer<UInt8>, classIndex: UInt32
        ) -> UnsafePointer<UInt8> {
            var end = start
            if classIndex == FormatCompiler.digitsClass {
                let ones: UInt64 = 0x0101_0101_0101_0101
                while limit - end >= 8 {
                    // Each byte minus "0" must be below 10: no byte of `digits` or `digits + 0x76` has its high bit set.
                    let digits = UnsafeRawPointer(end).loadUnaligned(as: UInt64.self) ^ (0x30 &* ones)
                    if (digits | (digits &+ 0x76 &* ones)) & (0x80 &* ones) != 0 { break }
                    end += 8
                }
            }
            let table = asciiTables + 2 &* Int(classIndex)
            while end < limit && Scan.asciiBelongs(end.pointee, to: table) { end += 1 }
            return end
        }
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

    /// The run of single-scalar Characters (see `SingleScalarCharacter`) in `start..<limit` that
    /// class `classIndex` accepts: where it ends, and how many Characters it holds.
    @inline(never)
    private func characterRun(
        from start: Int, to limit: Int, classIndex: UInt32, scalarBits: UnsafePointer<UInt8>
    ) -> (end: Int, characters: Int) {
        let table = asciiTables + 2 &* Int(classIndex)
        let builtInMask = classIndex <= FormatCompiler.alphanumericsClass ? CharacterClass.builtInBitMask(classIndex: classIndex) : 0
        var end = start, characters = 0
        while end < limit {
            let length = SingleScalarCharacter.length(at: end, in: input, count: inputCount, scalarBits: scalarBits)
            guard length > 0 && end &+ length <= limit else { break }
            let belongs: Bool
            if length == 1 {
                belongs = Self.asciiBelongs(input[end], to: table)
            } else if length == 2 && builtInMask != 0 {
                let scalar = (Int(input[end]) & 0x1F) &<< 6 | Int(input[end &+ 1]) & 0x3F
                belongs = scalarBits[scalar] & builtInMask != 0
            } else {
                belongs = Self.belongs(UnsafeBufferPointer(start: input + end, count: length), to: graph, classIndex: classIndex)
            }
            guard belongs else { break }
            end &+= length
            characters &+= 1
        }
        return (end, characters)
    }

    /// Looks a byte below 0x80 up in a class's two-word ASCII table.
    @inline(__always)
    fileprivate static func asciiBelongs(_ byte: UInt8, to table: UnsafePointer<UInt64>) -> Bool {
        (table[Int(byte &>> 6)] &>> UInt64(byte & 63)) & 1 != 0
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

    // The slow-path helpers stay out of line, so the hot loop keeps its variables in registers.

    @inline(never)
    private static func belongs(_ character: UnsafeBufferPointer<UInt8>, to graph: StateGraph, classIndex: UInt32) -> Bool {
        if classIndex <= FormatCompiler.alphanumericsClass {
            return CharacterClass.builtInContains(utf8: character, classIndex: classIndex)
        }
        return graph.classes[Int(classIndex)].contains(utf8: character)
    }


    /// Whether a Character given as its UTF-8 bytes equals a literal (canonically, as Characters do).
    @inline(never)
    private static func equals(_ character: UnsafeBufferPointer<UInt8>, literalOf state: StateGraph.State, in graph: StateGraph) -> Bool {
        Character(String(decoding: character, as: UTF8.self)) == graph.literal(of: state)
    }

    /// A non-ASCII literal can still be canonically equivalent to an ASCII Character (`;` and U+037E).
    @inline(never)
    private static func equals(_ byte: UInt8, literalOf state: StateGraph.State, in graph: StateGraph) -> Bool {
        Character(Unicode.Scalar(byte)) == graph.literal(of: state)
    }
}
