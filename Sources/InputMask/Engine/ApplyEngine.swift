/// Applies a compiled `StateGraph` to text: one forward pass over the text's UTF-8 bytes.
///
/// A byte below 0x80 followed by another (or by the end) is a whole Character, except CR before LF;
/// such Characters are classified by table lookup and copied byte by byte. Everything else takes
/// the grapheme-correct slow path through `String`'s own Character navigation. The rules are those
/// of SEMANTICS.md section 5; the comments below name the quirks kept on purpose.
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
        caretByte initialCaretByte: Int, gravity: CaretGravity, rightToLeft: Bool
    ) -> FinishedPass {
        let capacity = bytes.count + graph.literalByteTotal
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity + 2) { buffer in
            var pass = Pass(
                graph: graph, bytes: bytes, source: source, caretByte: initialCaretByte,
                insertionIncludesCaret: rightToLeft || !isBackward(gravity),
                output: buffer.baseAddress!, value: buffer.baseAddress! + capacity + 1)
            pass.scan()
            if gravity.autocomplete { pass.autocomplete() }
            return pass.finish(autoskip: gravity.autoskip, gravity: gravity)
        }
    }

    private static func isBackward(_ gravity: CaretGravity) -> Bool {
        if case .backward = gravity { return true }
        return false
    }
}

/// The state of one apply pass: position in the input, current state, output and value bytes.
private struct Pass {
    let graph: StateGraph
    let bytes: UnsafeBufferPointer<UInt8>
    let source: String
    var caretByte: Int
    /// Forward gravity and right-to-left masks count an insertion at the caret as before it.
    let insertionIncludesCaret: Bool
    let output: UnsafeMutablePointer<UInt8>
    let value: UnsafeMutablePointer<UInt8>

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
    /// The autoskip stack. Its entries are always consecutive states, so a range stands for it;
    /// `stackLow < 0` means empty.
    var stackLow = -1
    var stackHigh = -1
    var insertionAffectsCaret = false
    var deletionAffectsCaret = false
    /// A `String.Index` at `position` produced by `String` itself, so the slow path never has to
    /// search backwards for a Character boundary.
    var alignedIndex: String.Index?

    init(graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, source: String, caretByte: Int,
         insertionIncludesCaret: Bool, output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>) {
        self.graph = graph
        self.bytes = bytes
        self.source = source
        self.caretByte = caretByte
        self.insertionIncludesCaret = insertionIncludesCaret
        self.output = output
        self.value = value
    }

    @inline(__always)
    mutating func updateCaretFlags(at position: Int) {
        insertionAffectsCaret = insertionIncludesCaret ? position <= caretByte : position < caretByte
        deletionAffectsCaret = position < caretByte
    }

    @inline(__always)
    mutating func pushAutocompletion(of state: Int) {
        if stackLow < 0 { stackLow = state }
        stackHigh = state + 1
    }

    @inline(__always)
    mutating func appendOutput(_ start: UnsafePointer<UInt8>, count: Int, plain: Bool) {
        (output + outputCount).update(from: start, count: count)
        outputCount += count
        outputPieces += 1
        if !plain { outputIsPlain = false }
    }

    @inline(__always)
    mutating func appendValue(_ start: UnsafePointer<UInt8>, count: Int, plain: Bool) {
        (value + valueCount).update(from: start, count: count)
        valueCount += count
        if !plain { valueIsPlain = false }
    }

    mutating func scan() {
        graph.states.withUnsafeBufferPointer { states in
            graph.literalUTF8.withUnsafeBufferPointer { literalBytes in
                graph.literalStart.withUnsafeBufferPointer { literalStart in
                    scan(states: states, literalBytes: literalBytes.baseAddress ?? UnsafePointer(output), literalStart: literalStart)
                }
            }
        }
    }

    private mutating func scan(states: UnsafeBufferPointer<StateGraph.State>, literalBytes: UnsafePointer<UInt8>,
                               literalStart: UnsafeBufferPointer<Int32>) {
        let input = bytes.baseAddress ?? UnsafePointer(output)
        let end = bytes.count
        var position = 0
        updateCaretFlags(at: 0)
        while position < end {
            // Decode one Character: a lone ASCII byte on the fast path, anything else through String.
            let byte = input[position]
            var length = 1
            var character: Character? = nil
            let next = position + 1 < end ? input[position + 1] : 0
            let isASCIICharacter = byte < 0x80 && next < 0x80 && !(byte == 0x0D && next == 0x0A)
            if !isASCIICharacter {
                let index = alignedIndex.flatMap { source.utf8.distance(from: source.startIndex, to: $0) == position ? $0 : nil }
                    ?? source.utf8.index(source.startIndex, offsetBy: position)
                let after = source.index(after: index)
                character = source[index]
                alignedIndex = after
                length = source.utf8.distance(from: index, to: after)
                if position < caretByte && caretByte < position + length {
                    // A caret inside a Character counts as at its start.
                    caretByte = position
                    updateCaretFlags(at: position)
                }
            }
            if position + length <= caretByte { charactersBeforeCaret += 1 }
            let characterPlain = isASCIICharacter && byte != 0x0D

            var consumed = false
            var rejected = false
            while !consumed && !rejected {
                let current = states[state]
                switch current.kind {
                case .free, .fixed:
                    let matches: Bool
                    if let character {
                        matches = character == graph.literals[Int(current.literal)]
                    } else if current.asciiLiteral != StateGraph.noASCIILiteral {
                        matches = byte == current.asciiLiteral
                    } else {
                        matches = Character(Unicode.Scalar(byte)) == graph.literals[Int(current.literal)]
                    }
                    if deletionAffectsCaret { pushAutocompletion(of: state) }
                    let isFixed = current.kind == .fixed
                    if matches {
                        appendOutput(input + position, count: length, plain: characterPlain)
                        if isFixed { appendValue(input + position, count: length, plain: characterPlain) }
                        consumed = true
                    } else {
                        let start = Int(literalStart[Int(current.literal)])
                        let count = Int(literalStart[Int(current.literal) + 1]) - start
                        let plain = current.asciiLiteral != StateGraph.noASCIILiteral && current.asciiLiteral != 0x0D
                        appendOutput(literalBytes + start, count: count, plain: plain)
                        if isFixed { appendValue(literalBytes + start, count: count, plain: plain) }
                        if insertionAffectsCaret { caretShift += 1 }
                        affinity -= 1
                    }
                    state += 1
                case .value, .optionalValue, .ellipsis:
                    let slotClass = graph.classes[Int(current.classIndex)]
                    let matches = character.map { slotClass.contains($0) } ?? slotClass.contains(ascii: byte)
                    if matches {
                        if deletionAffectsCaret { stackLow = -1 }
                        appendOutput(input + position, count: length, plain: characterPlain)
                        appendValue(input + position, count: length, plain: characterPlain)
                        if current.kind != .ellipsis { state += 1 }
                        consumed = true
                    } else if current.kind == .optionalValue {
                        if deletionAffectsCaret { stackLow = -1 }
                        state += 1
                        affinity -= 1
                    } else {
                        rejected = true
                    }
                case .end:
                    rejected = true
                }
            }
            if rejected {
                if deletionAffectsCaret { caretShift -= 1 }
                affinity -= 1
            } else {
                affinity += 1
            }
            position += length
            updateCaretFlags(at: position)
        }
    }

    /// Appends the fixed characters that follow the input, while the caret is at the end.
    mutating func autocomplete() {
        guard insertionAffectsCaret else { return }
        graph.literalUTF8.withUnsafeBufferPointer { literalBytes in
            while true {
                let current = graph.states[state]
                guard current.kind == .free || current.kind == .fixed else { return }
                let start = Int(graph.literalStart[Int(current.literal)])
                let count = Int(graph.literalStart[Int(current.literal) + 1]) - start
                let plain = current.asciiLiteral != StateGraph.noASCIILiteral && current.asciiLiteral != 0x0D
                appendOutput(literalBytes.baseAddress! + start, count: count, plain: plain)
                if current.kind == .fixed { appendValue(literalBytes.baseAddress! + start, count: count, plain: plain) }
                caretShift += 1
                state += 1
            }
        }
    }

    /// Makes the Strings, runs autoskip, and computes completeness and the tail placeholder.
    func finish(autoskip: Bool, gravity: CaretGravity) -> ApplyEngine.FinishedPass {
        var outputString = String(decoding: UnsafeBufferPointer(start: output, count: outputCount), as: UTF8.self)
        var valueString = String(decoding: UnsafeBufferPointer(start: value, count: valueCount), as: UTF8.self)
        var characterCount = outputIsPlain ? outputPieces : outputString.count
        var caret = charactersBeforeCaret + caretShift
        var tailState = state
        if autoskip && stackLow >= 0 {
            for entry in (stackLow..<stackHigh).reversed() {
                let entryState = graph.states[entry]
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
        let placeholderStart = Int(graph.placeholderStart[tailState])
        return ApplyEngine.FinishedPass(
            output: outputString, outputIsPlain: outputIsPlain, outputCharacterCount: characterCount,
            caret: min(max(caret, 0), characterCount), value: valueString, valueIsPlain: valueIsPlain,
            affinity: affinity, complete: graph.completeAfter[state],
            tailPlaceholder: String(decoding: graph.placeholderUTF8[placeholderStart...], as: UTF8.self),
            gravity: gravity)
    }
}
