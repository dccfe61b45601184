// The general scan: any text, any literals, one forward pass over UTF-8 bytes with a fast path for
// ASCII and single-scalar Characters and a grapheme-correct slow path for the rest. Each Character
// goes through the state step of StateStep.swift; `RunCursor` is what the step does here.

/// What `Scan.run` reads and updates: the scan's constants, copied out of the `Scan` (which lives
/// in memory that stores through `output` might alias, so it would be reloaded every time), and its
/// registers. One local value whose steps are always inlined, so that its fields stay in registers:
/// its address never escapes, so no store through `output` or `value` can alias it. Caret flags
/// are computed where they are used, plainness after the loop.
// The larger steps are `@_transparent`, which the compiler inlines without exception: it inlines
// an `@inline(__always)` function of more than 64 blocks only into a caller of fewer, and a step
// left out of line takes the cursor's address, which puts every register in memory.
private struct RunCursor: AutocompletingStep {
    /// For the graph's literals and classes on the slow paths, and the room of `outputHasRoom`.
    let scan: Scan
    let input: UnsafePointer<UInt8>
    let inputCount: Int
    let states: UnsafePointer<StateGraph.State>
    let asciiTables: UnsafePointer<UInt64>
    let graphBytes: UnsafePointer<UInt8>
    let scalarBits = CharacterClass.twoByteScalarBits
    let scalarTable = ScalarTable.shared
    let insertionIncludesCaret: Bool
    let output: UnsafeMutablePointer<UInt8>
    let value: UnsafeMutablePointer<UInt8>
    /// The slow path's position and the text it reads, which live in memory: their addresses are
    /// taken by calls out of line, which a field of the cursor's own would put it all in memory.
    let slow: UnsafeMutablePointer<SlowPath>
    let source: UnsafePointer<String>
    var outputCount = 0, valueCount = 0
    var state = 0, affinity = 0, caretShift = 0
    var stackLow = -1, stackHigh = -1
    var caretByte: Int
    /// Characters appended, which is the output's Character count while `piecesAreSimple`:
    /// every piece appended was a simple single scalar (see `SingleScalarCharacter`), ASCII
    /// other than CR, or an ASCII literal, so none could merge with its neighbours.
    var pieces = 0
    var piecesAreSimple = true
    /// Bytes beyond the first of every multi-byte Character wholly before the caret.
    var extraBytesBeforeCaret = 0

    @inline(__always)
    init(_ scan: Scan, output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>,
         slow: UnsafeMutablePointer<SlowPath>, source: UnsafePointer<String>) {
        self.scan = scan
        input = scan.input
        inputCount = scan.inputCount
        states = scan.states
        asciiTables = scan.asciiTables
        graphBytes = scan.graphBytes
        insertionIncludesCaret = scan.insertionIncludesCaret
        caretByte = scan.caretByte
        self.output = output
        self.value = value
        self.slow = slow
        self.source = source
    }

    /// Measures `character`, which is no lone ASCII byte, moving a caret inside it to its start.
    @_transparent
    mutating func measure(_ character: inout RunCharacter) {
        let position = character.position
        character.measure(in: input, count: inputCount, scalarBits: scalarBits, table: scalarTable, slow: slow, source: source)
        caretByte = character.caret(caretByte)
        if position &+ character.length <= caretByte { extraBytesBeforeCaret &+= character.length &- 1 }
    }

    /// Copies the run of `characters` Characters in `start..<end`, which the ellipsis state takes.
    @_transparent
    mutating func copyEllipsisRun(from start: Int, to end: Int, characters: Int) {
        let count = end &- start
        // In bounds: `count` input bytes not written before (see `Scan.run`).
        assert(scan.outputHasRoom(upTo: outputCount &+ count) && scan.valueHasRoom(upTo: valueCount &+ count))
        (output + outputCount).update(from: input + start, count: count)
        (value + valueCount).update(from: input + start, count: count)
        outputCount &+= count
        valueCount &+= count
        affinity &+= characters
        if start < caretByte {
            stackLow = -1
            extraBytesBeforeCaret &+= count &- characters
        }
        pieces &+= characters
    }

    var current: StateGraph.State {
        @inline(__always) get { states[state] }
    }

    @_transparent
    mutating func advance() { state &+= 1 }

    @_transparent
    mutating func literal(_ current: StateGraph.State, meets character: RunCharacter) -> Bool {
        if character.deletionMovesCaret {
            if stackLow < 0 { stackLow = state }
            stackHigh = state &+ 1
        }
        let isFixed = current.kind == .fixed
        let matches: Bool
        if character.isCluster {
            matches = character.isSingleScalar
                ? Scan.equals(UnsafeBufferPointer(start: input + character.position, count: character.length), literalOf: current, in: scan.graph)
                : slow.pointee.characterEquals(literalOf: current, in: scan.graph, source: source.pointee)
        } else if current.asciiLiteral != StateGraph.noASCIILiteral {
            matches = character.byte == current.asciiLiteral
        } else {
            matches = Scan.equals(character.byte, literalOf: current, in: scan.graph)
        }
        let from = matches ? input + character.position : graphBytes + Int(current.literalStart)
        let count = matches ? character.length : Int(current.literalCount)
        // In bounds: the Character's bytes, consumed here, or this state's literal, passed here:
        // each written once (see `Scan.run`).
        assert(scan.outputHasRoom(upTo: outputCount &+ count) && (!isFixed || scan.valueHasRoom(upTo: valueCount &+ count)))
        if count == 1 {
            output[outputCount] = from.pointee
            if isFixed { value[valueCount] = from.pointee }
        } else {
            RunCursor.copy(count, from: from, to: output + outputCount)
            if isFixed { RunCursor.copy(count, from: from, to: value + valueCount) }
        }
        outputCount &+= count
        pieces &+= 1
        if isFixed { valueCount &+= count }
        if !(matches ? !character.isCluster && character.byte != 0x0D : current.asciiLiteral != StateGraph.noASCIILiteral) {
            piecesAreSimple = false
        }
        if matches {
            affinity &+= 1
            return true
        }
        if character.insertionMovesCaret { caretShift &+= 1 }
        affinity &-= 1
        return false
    }

    @_transparent
    mutating func slot(_ current: StateGraph.State, takes character: RunCharacter) -> Bool {
        guard belongs(character, to: current.classIndex) else { return false }
        if character.deletionMovesCaret { stackLow = -1 }
        let length = character.length
        // In bounds: the Character's `length` input bytes, not written before (see `Scan.run`).
        assert(scan.outputHasRoom(upTo: outputCount &+ length) && scan.valueHasRoom(upTo: valueCount &+ length))
        if length == 1 {
            output[outputCount] = character.byte
            value[valueCount] = character.byte
        } else {
            RunCursor.copy(length, from: input + character.position, to: output + outputCount)
            RunCursor.copy(length, from: input + character.position, to: value + valueCount)
        }
        outputCount &+= length
        valueCount &+= length
        pieces &+= 1
        // Only a Character appended can merge: a rejected one (emoji in a field of letters) leaves
        // the count to be told without `String.count`.
        if !character.isSimplePiece { piecesAreSimple = false }
        affinity &+= 1
        return true
    }

    @inline(__always)
    mutating func skip(_ state: StateGraph.State, for character: RunCharacter) {
        if character.deletionMovesCaret { stackLow = -1 }
        affinity &-= 1
    }

    @inline(__always)
    mutating func reject(_ character: RunCharacter) {
        if character.deletionMovesCaret { caretShift &-= 1 }
        affinity &-= 1
    }

    /// Whether class `classIndex` takes `character`.
    @_transparent
    func belongs(_ character: RunCharacter, to classIndex: UInt32) -> Bool {
        character.belongs(
            to: classIndex, of: scan.graph, input: input, count: inputCount,
            asciiTables: asciiTables, scalarBits: scalarBits, table: scalarTable)
    }

    @_transparent
    mutating func autocomplete(_ current: StateGraph.State) {
        let count = Int(current.literalCount)
        // In bounds: the literal of a state not passed before, after at most every input byte.
        assert(scan.outputHasRoom(upTo: outputCount &+ count) && (current.kind != .fixed || scan.valueHasRoom(upTo: valueCount &+ count)))
        (output + outputCount).update(from: graphBytes + Int(current.literalStart), count: count)
        outputCount &+= count
        pieces &+= 1
        if current.asciiLiteral == StateGraph.noASCIILiteral { piecesAreSimple = false }
        if current.kind == .fixed {
            (value + valueCount).update(from: graphBytes + Int(current.literalStart), count: count)
            valueCount &+= count
        }
        caretShift &+= 1
    }

    /// What the pass leaves behind.
    var registers: Scan.Registers {
        Scan.Registers(
            outputCount: outputCount, valueCount: valueCount, state: state, affinity: affinity,
            charactersBeforeCaret: caretByte &- extraBytesBeforeCaret, caretShift: caretShift,
            stackLow: stackLow, stackHigh: stackHigh, knownCharacterCount: piecesAreSimple ? pieces : nil)
    }

    /// Copies a Character's bytes: a call to `memmove` costs more than the few bytes most take.
    @inline(__always)
    static func copy(_ count: Int, from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) {
        if count <= 4 {
            for offset in 0..<count { destination[offset] = source[offset] }
        } else {
            destination.update(from: source, count: count)
        }
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
        var slow = SlowPath()
        return withUnsafeMutablePointer(to: &slow) { slow in
            withUnsafePointer(to: source) { source in
                var cursor = RunCursor(self, output: output, value: value, slow: slow, source: source)
                feed(&cursor, rejections: &rejections)
                return cursor.registers
            }
        }
    }

    /// The loop of `run`: every Character of the input fed to the states, then autocompletion.
    @_transparent
    private func feed<Log: RejectionLog>(_ cursor: inout RunCursor, rejections: inout Log) {
        var position = 0
        // In bounds, every write through `cursor`: `position` and `cursor.state` only grow, so each
        // input byte is written at most once to each of output and value, and each literal state
        // shows at most once. The output then never passes `position` plus the literals passed, at
        // most `inputCount + literalByteTotal`, the room every caller gives it (the value likewise
        // with the fixed literals); each write asserts it.
        while position < cursor.inputCount {
            var character = RunCharacter(at: position, in: cursor.input, count: cursor.inputCount)
            if cursor.current.kind == .ellipsis {
                // A run the ellipsis accepts, copied in one go: of lone ASCII Characters, or of
                // single-scalar Characters wholly on one side of the caret.
                let classIndex = cursor.current.classIndex
                let run: (end: Int, characters: Int)
                if character.isCluster {
                    run = characterRun(
                        from: position, to: position < cursor.caretByte ? cursor.caretByte : cursor.inputCount,
                        classIndex: classIndex, scalarBits: cursor.scalarBits, table: cursor.scalarTable)
                } else {
                    let end = ellipsisRun(from: position, classIndex: classIndex)
                    run = (end, end &- position)
                }
                if run.end > position {
                    cursor.copyEllipsisRun(from: position, to: run.end, characters: run.characters)
                    position = run.end
                    continue
                }
            }
            if character.isCluster { cursor.measure(&character) }
            character.deletionMovesCaret = Self.deletionMovesCaret(at: position, caretByte: cursor.caretByte)
            character.insertionMovesCaret = Self.insertionMovesCaret(
                at: position, caretByte: cursor.caretByte, insertionIncludesCaret: cursor.insertionIncludesCaret)
            if !cursor.feed(character) { rejections.reject(at: position, by: cursor.state) }
            position &+= character.length
        }
        if autocomplete && Self.insertionMovesCaret(
            at: position, caretByte: cursor.caretByte, insertionIncludesCaret: cursor.insertionIncludesCaret) {
            cursor.autocompleteLiterals()
        }
    }
}
