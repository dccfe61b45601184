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
            run(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity, rightToLeft: false).result
        }) {
            return result
        }
        source.makeContiguousUTF8()
        return source.utf8.withContiguousStorageIfAvailable { bytes in
            run(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity, rightToLeft: false).result
        }!
    }

    /// Reverses text and caret, applies the reversed graph, and reverses text, caret, value and
    /// tail placeholder back (SEMANTICS.md section 8).
    private static func applyRightToLeft(_ graph: StateGraph, to text: CaretString) -> Mask.Result {
        let string = text.string
        let caretByte = clampedUTF8Offset(of: text.caretPosition, in: string)
        let gravity = text.caretGravity
        let finished: FinishedPass
        if isPlainASCII(string.utf8) {
            // Every byte is a Character: reversing bytes reverses Characters.
            let reversed = String(decoding: string.utf8.reversed(), as: UTF8.self)
            finished = reversed.utf8.withContiguousStorageIfAvailable { bytes in
                run(graph, bytes: bytes, source: reversed, caretByte: bytes.count - caretByte, gravity: gravity, rightToLeft: true)
            }!
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
        let caret = output.index(output.startIndex, offsetBy: finished.outputCharacterCount - finished.caret)
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

        var result: Mask.Result {
            let caretIndex = outputIsPlain
                ? output.utf8.index(output.utf8.startIndex, offsetBy: caret)
                : output.index(output.startIndex, offsetBy: caret)
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

    /// Whether every byte is ASCII and none is CR, so that every byte is one Character.
    static func isPlainASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
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
        // Output and value are written straight into the storage of their Strings: no copy, and no
        // allocation at all for a String of 15 bytes or fewer.
        let capacity = max(1, bytes.count + graph.literalByteTotal)
        return graph.states.withUnsafeBufferPointer { states in
            graph.asciiTables.withUnsafeBufferPointer { asciiTables in
                graph.bytes.withUnsafeBufferPointer { graphBytes in
                    let insertionIncludesCaret: Bool
                    if case .backward = gravity { insertionIncludesCaret = rightToLeft } else { insertionIncludesCaret = true }
                    var pass = Pass(
                        graph: graph, states: states.baseAddress!, asciiTables: asciiTables.baseAddress!,
                        graphBytes: graphBytes.baseAddress ?? UnsafePointer(states.baseAddress!).withMemoryRebound(to: UInt8.self, capacity: 1) { $0 },
                        input: bytes.baseAddress ?? UnsafePointer(asciiTables.baseAddress!).withMemoryRebound(to: UInt8.self, capacity: 1) { $0 },
                        inputCount: bytes.count, source: source, caretByte: caretByte,
                        insertionIncludesCaret: insertionIncludesCaret)
                    var value = ""
                    let output = String(unsafeUninitializedCapacity: capacity) { output in
                        value = String(unsafeUninitializedCapacity: capacity) { value in
                            pass.output = output.baseAddress!
                            pass.value = value.baseAddress!
                            pass.scan()
                            if gravity.autocomplete { pass.autocomplete() }
                            return pass.valueCount
                        }
                        return pass.outputCount
                    }
                    return pass.finish(output: output, value: value, autoskip: gravity.autoskip, gravity: gravity)
                }
            }
        }
    }
}

/// How the apply loop asks about the Character it is looking at: two kinds, so that the loop is
/// specialised once for lone ASCII bytes and once for everything else.
private protocol InputCharacter {
    /// Whether the Character is one ASCII byte that cannot merge with its neighbours (not CR).
    var isPlain: Bool { get }
    /// Whether the Character equals the literal of a free or fixed state.
    func matchesLiteral(of state: StateGraph.State, in graph: StateGraph) -> Bool
    /// Whether the Character belongs to a value slot's class.
    func belongs(toClass classIndex: UInt16, asciiTables: UnsafePointer<UInt64>, graph: StateGraph) -> Bool
}

/// A single ASCII byte that is a whole Character.
private struct ASCIICharacter: InputCharacter {
    let byte: UInt8

    var isPlain: Bool { byte != 0x0D }

    @inline(__always)
    func matchesLiteral(of state: StateGraph.State, in graph: StateGraph) -> Bool {
        if state.asciiLiteral != StateGraph.noASCIILiteral { return byte == state.asciiLiteral }
        return Self.equals(byte, graph.literals[Int(state.literal)])
    }

    /// A non-ASCII literal can still be canonically equivalent to an ASCII Character (`;` and U+037E).
    // Kept out of line: inlined, the compiler hoists building the Character into the hot loop.
    @inline(never)
    private static func equals(_ byte: UInt8, _ literal: Character) -> Bool {
        Character(Unicode.Scalar(byte)) == literal
    }

    @inline(__always)
    func belongs(toClass classIndex: UInt16, asciiTables: UnsafePointer<UInt64>, graph: StateGraph) -> Bool {
        Self.belongs(byte, to: asciiTables + 2 * Int(classIndex))
    }

    /// Looks the byte up in a class's two-word ASCII table.
    @inline(__always)
    static func belongs(_ byte: UInt8, to table: UnsafePointer<UInt64>) -> Bool {
        (table[Int(byte &>> 6)] &>> UInt64(byte & 63)) & 1 != 0
    }
}

/// Any other Character: its UTF-8 bytes, and where it is in its String.
private struct ClusterCharacter: InputCharacter {
    let bytes: UnsafeBufferPointer<UInt8>
    let source: String
    let index: String.Index

    var isPlain: Bool { false }

    func matchesLiteral(of state: StateGraph.State, in graph: StateGraph) -> Bool {
        source[index] == graph.literals[Int(state.literal)]
    }

    func belongs(toClass classIndex: UInt16, asciiTables: UnsafePointer<UInt64>, graph: StateGraph) -> Bool {
        graph.classes[Int(classIndex)].contains(utf8: bytes)
    }
}

/// The state of one apply pass: position in the input, current state, output and value bytes.
private struct Pass {
    let graph: StateGraph
    let states: UnsafePointer<StateGraph.State>
    let asciiTables: UnsafePointer<UInt64>
    let graphBytes: UnsafePointer<UInt8>
    let input: UnsafePointer<UInt8>
    let inputCount: Int
    let source: String
    var caretByte: Int
    /// Forward gravity and right-to-left masks count an insertion at the caret as before it.
    let insertionIncludesCaret: Bool
    var output: UnsafeMutablePointer<UInt8>
    var value: UnsafeMutablePointer<UInt8>

    var outputCount = 0
    var valueCount = 0
    /// Characters appended, which is the output's Character count while `outputIsPlain`.
    var outputPieces = 0
    var outputIsPlain = true
    var valueIsPlain = true
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
    var insertionAffectsCaret = false
    var deletionAffectsCaret = false

    init(graph: StateGraph, states: UnsafePointer<StateGraph.State>, asciiTables: UnsafePointer<UInt64>,
         graphBytes: UnsafePointer<UInt8>, input: UnsafePointer<UInt8>, inputCount: Int, source: String,
         caretByte: Int, insertionIncludesCaret: Bool) {
        self.graph = graph
        self.states = states
        self.asciiTables = asciiTables
        self.graphBytes = graphBytes
        self.input = input
        self.inputCount = inputCount
        self.source = source
        self.caretByte = caretByte
        self.insertionIncludesCaret = insertionIncludesCaret
        // Set to the Strings' storage once it exists.
        self.output = UnsafeMutablePointer(mutating: input)
        self.value = UnsafeMutablePointer(mutating: input)
    }

    @inline(__always)
    mutating func updateCaretFlags(at position: Int) {
        insertionAffectsCaret = insertionIncludesCaret ? position <= caretByte : position < caretByte
        deletionAffectsCaret = position < caretByte
    }

    @inline(__always)
    mutating func append(_ start: UnsafePointer<UInt8>, count: Int, plain: Bool, toValue: Bool) {
        if count == 1 {
            output[outputCount] = start.pointee
            if toValue { value[valueCount] = start.pointee }
        } else {
            (output + outputCount).update(from: start, count: count)
            if toValue { (value + valueCount).update(from: start, count: count) }
        }
        outputCount += count
        outputPieces += 1
        if toValue { valueCount += count }
        if !plain {
            outputIsPlain = false
            if toValue { valueIsPlain = false }
        }
    }

    /// Runs the whole input through the states.
    mutating func scan() {
        // Work on a local copy: nothing can take its address, so its fields stay in registers
        // instead of being reloaded after every byte stored through `output`.
        var pass = self
        pass.scanLocally()
        self = pass
    }

    @inline(__always)
    private mutating func scanLocally() {
        var position = 0
        var slowIndex = source.startIndex
        var slowIndexPosition = -1
        updateCaretFlags(at: 0)
        while position < inputCount {
            let byte = input[position]
            let next = position + 1 < inputCount ? input[position + 1] : 0
            if byte < 0x80 && next < 0x80 && !(byte == 0x0D && next == 0x0A) {
                if states[state].kind == .ellipsis, let runEnd = ellipsisRun(from: position) {
                    acceptRun(from: position, to: runEnd)
                    position = runEnd
                } else {
                    if position < caretByte { charactersBeforeCaret += 1 }
                    consume(ASCIICharacter(byte: byte), at: position, length: 1)
                    position += 1
                }
            } else {
                // Start from an index String produced itself when there is one, so that String
                // never searches backwards for a Character boundary (quadratic on long flag runs).
                let index = slowIndexPosition == position ? slowIndex : source.utf8.index(source.startIndex, offsetBy: position)
                let after = source.index(after: index)
                let length = source.utf8.distance(from: index, to: after)
                slowIndex = after
                slowIndexPosition = position + length
                if position < caretByte && caretByte < position + length {
                    // A caret inside a Character counts as at its start.
                    caretByte = position
                    updateCaretFlags(at: position)
                }
                if position + length <= caretByte { charactersBeforeCaret += 1 }
                consume(ClusterCharacter(bytes: UnsafeBufferPointer(start: input + position, count: length), source: source, index: index),
                        at: position, length: length)
                position += length
            }
            updateCaretFlags(at: position)
        }
    }

    /// The end of the run of lone ASCII Characters from `start` that the current ellipsis accepts,
    /// or nil when the run is empty.
    @inline(__always)
    private func ellipsisRun(from start: Int) -> Int? {
        let table = asciiTables + 2 * Int(states[state].classIndex)
        var end = start
        while end < inputCount {
            let byte = input[end]
            if byte >= 0x80 || byte == 0x0D || !ASCIICharacter.belongs(byte, to: table) { break }
            end += 1
        }
        // A byte followed by a non-ASCII one may start a longer Character: leave it to the slow path.
        if end < inputCount && input[end] >= 0x80 { end -= 1 }
        return end > start ? end : nil
    }

    /// Accepts `input[start..<end]` into the current ellipsis in one copy.
    @inline(__always)
    private mutating func acceptRun(from start: Int, to end: Int) {
        let count = end - start
        (output + outputCount).update(from: input + start, count: count)
        (value + valueCount).update(from: input + start, count: count)
        outputCount += count
        valueCount += count
        outputPieces += count
        affinity += count
        if start < caretByte {
            stackLow = -1
            charactersBeforeCaret += min(caretByte, end) - start
        }
    }

    /// Feeds one input Character to the states until one consumes or rejects it.
    @inline(__always)
    private mutating func consume<C: InputCharacter>(_ character: C, at position: Int, length: Int) {
        while true {
            let current = states[state]
            switch current.kind {
            case .free, .fixed:
                if deletionAffectsCaret {
                    if stackLow < 0 { stackLow = state }
                    stackHigh = state + 1
                }
                let isFixed = current.kind == .fixed
                state += 1
                if character.matchesLiteral(of: current, in: graph) {
                    append(input + position, count: length, plain: character.isPlain, toValue: isFixed)
                    affinity += 1
                    return
                }
                append(graphBytes + Int(current.literalStart), count: Int(current.literalCount),
                       plain: current.asciiLiteral != StateGraph.noASCIILiteral, toValue: isFixed)
                if insertionAffectsCaret { caretShift += 1 }
                affinity -= 1
            case .value, .optionalValue, .ellipsis:
                if character.belongs(toClass: current.classIndex, asciiTables: asciiTables, graph: graph) {
                    if deletionAffectsCaret { stackLow = -1 }
                    append(input + position, count: length, plain: character.isPlain, toValue: true)
                    if current.kind != .ellipsis { state += 1 }
                    affinity += 1
                    return
                }
                if current.kind == .optionalValue {
                    if deletionAffectsCaret { stackLow = -1 }
                    state += 1
                    affinity -= 1
                    continue
                }
                reject()
                return
            case .end:
                reject()
                return
            }
        }
    }

    @inline(__always)
    private mutating func reject() {
        if deletionAffectsCaret { caretShift -= 1 }
        affinity -= 1
    }

    /// Appends the fixed characters that follow the input, while the caret is at the end.
    mutating func autocomplete() {
        guard insertionAffectsCaret else { return }
        while true {
            let current = states[state]
            guard current.kind == .free || current.kind == .fixed else { return }
            append(graphBytes + Int(current.literalStart), count: Int(current.literalCount),
                   plain: current.asciiLiteral != StateGraph.noASCIILiteral, toValue: current.kind == .fixed)
            caretShift += 1
            state += 1
        }
    }

    /// Runs autoskip on the finished Strings, and computes completeness and the tail placeholder.
    func finish(output: String, value: String, autoskip: Bool, gravity: CaretGravity) -> ApplyEngine.FinishedPass {
        var outputString = output
        var valueString = value
        var characterCount = outputIsPlain ? outputPieces : outputString.count
        var caret = charactersBeforeCaret + caretShift
        var tailState = state
        if autoskip && stackLow >= 0 {
            for entry in (stackLow..<stackHigh).reversed() {
                let entryState = states[entry]
                let literal = graph.literals[Int(entryState.literal)]
                if characterCount == caret {
                    if outputString.last == literal {
                        outputString.removeLast()
                        characterCount -= 1
                        caret -= 1
                    }
                    if entryState.kind == .fixed && valueString.last == literal { valueString.removeLast() }
                } else {
                    // Quirk kept: away from the end, skipping a fixed character still moves the caret.
                    caret -= 1
                }
            }
            tailState = stackLow
        }
        let placeholderStart = Int(states[tailState].placeholderStart)
        return ApplyEngine.FinishedPass(
            output: outputString, outputIsPlain: outputIsPlain, outputCharacterCount: characterCount,
            caret: min(max(caret, 0), characterCount), value: valueString, valueIsPlain: valueIsPlain,
            affinity: affinity, complete: states[state].completeAfter,
            tailPlaceholder: String(decoding: UnsafeBufferPointer(start: graphBytes + placeholderStart,
                                                                  count: graph.bytes.count - placeholderStart), as: UTF8.self),
            gravity: gravity)
    }
}
