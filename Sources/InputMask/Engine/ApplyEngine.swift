// The engine's entry point and the left-to-right pass: from a CaretString to the scan and back to a
// Mask.Result. Right-to-left reading is in ReversedReading.swift and its passes in
// ApplyEngine+RightToLeft.swift, the scans in Scan*.swift.

/// Applies a compiled `StateGraph` to text: one forward pass over the text's UTF-8 bytes.
///
/// A byte below 0x80 followed by another (or by the end) is a whole Character, except CR before LF;
/// such Characters are classified by table lookup and copied byte by byte. Everything else takes
/// the grapheme-correct slow path through `String`'s own Character navigation. Under ASCII literals,
/// text whose Characters are all single simple scalars skips that pass for a plain one
/// (`applySingleScalars`). The rules are those of SEMANTICS.md section 5; comments name the quirks
/// kept on purpose.
enum ApplyEngine {
    /// Applies `graph` to `text`, reading it from the end for right-to-left masks.
    ///
    /// - Complexity: O(n + m) for n bytes of text and m states.
    // Always inlined, with `applyLeftToRight`, so that `Mask.apply` builds its Result where it returns
    // it: called, the Result comes back in a temporary that `Mask.apply` copies in 16-byte loads over
    // the callee's 8-byte stores, and a load that spans two pending stores waits for both.
    @inline(__always)
    static func apply(_ graph: StateGraph, to text: CaretString, rightToLeft: Bool) -> Mask.Result {
        rightToLeft ? applyRightToLeft(graph, to: text) : applyLeftToRight(graph, to: text)
    }

    // Always inlined: see `apply`.
    @inline(__always)
    private static func applyLeftToRight(_ graph: StateGraph, to text: CaretString) -> Mask.Result {
        var source = text.string
        let caretByte = clampedUTF8Offset(of: text.caretPosition, in: source)
        let gravity = text.caretGravity
        source.makeContiguousUTF8()
        return source.utf8.withContiguousStorageIfAvailable { bytes in
            if graph.literalsArePlain && isPlainASCII(bytes) {
                return applyPlain(graph, bytes: bytes, caretByte: caretByte, gravity: gravity)
            }
            var singleScalarsRefuse = !graph.literalsArePlain
            if caretByte == bytes.count && graph.ellipsisSlots >= 0,
               let result = applyUnchanged(graph, bytes: bytes, source: source, gravity: gravity, singleScalarsRefuse: &singleScalarsRefuse) {
                return result
            }
            if graph.ellipsisSlots >= 0,
               let result = applyFilter(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity, rightToLeft: false) {
                return result
            }
            if !singleScalarsRefuse,
               let result = applySingleScalars(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity) {
                return result
            }
            return run(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity, rightToLeft: false).result()
        }!
    }

    /// Applies `graph` to plain bytes, read from the end for right-to-left masks: the pass `apply`
    /// takes for such text, for a caller that holds the bytes and no String of them (the editing
    /// layer splices an edit into a buffer).
    ///
    /// - Parameters:
    ///   - bytes: plain ASCII (`isPlainASCII`), and `graph.literalsArePlain`.
    ///   - caretByte: the caret, within `0...bytes.count`.
    /// - Complexity: O(n + m) for n bytes and m states.
    static func plainApplied(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity, rightToLeft: Bool
    ) -> PlainApplied {
        if rightToLeft { return applyRightToLeftPlain(graph, bytes: bytes, caretByte: caretByte, gravity: gravity) }
        let (output, value, pass) = plainPass(graph, bytes: bytes, caretByte: caretByte, gravity: gravity)
        return PlainApplied(
            output: output, caret: pass.caret, value: value,
            complete: graph.statePointer[pass.state].completeAfter, tailPlaceholder: graph.placeholder(from: pass.tailState),
            keptAll: pass.keptAll)
    }

    /// What a plain pass gives, without a `Mask.Result`, which would cost a caret index and a copy
    /// and release of each String: the editing layer reads the fields as they are.
    struct PlainApplied {
        /// The formatted text; plain ASCII, so its caret is in bytes, Characters and UTF-16 units alike.
        var output: String
        /// The caret in `output`, within `0...output.utf8.count`.
        var caret: Int
        var value: String
        var complete: Bool
        var tailPlaceholder: String
        /// Whether the states took every Character of the input.
        var keptAll: Bool
    }

    /// The pass for a format of slots and an ellipsis of one class (`StateGraph.ellipsisSlots` is at
    /// least 0) when that class takes the whole text (`Scan.inputRun(classIndex:)`) and the
    /// caret is at the end: output and value are the text itself, so the text's String is shared
    /// instead of its bytes copied twice into new Strings that the standard library would validate
    /// again.
    ///
    /// - Parameters:
    ///   - singleScalarsRefuse: set when the run stopped at a Character that `applySingleScalars`
    ///     would give up at, so that it need not start.
    private static func applyUnchanged(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, source: String, gravity: CaretGravity,
        singleScalarsRefuse: inout Bool
    ) -> Mask.Result? {
        let slots = graph.ellipsisSlots
        let classIndex = graph.statePointer[slots].classIndex
        let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: bytes.count,
                        caretByte: bytes.count, gravity: gravity, rightToLeft: false)
        let run = scan.inputRun(classIndex: classIndex)
        guard run.end == bytes.count && run.end > 0 else {
            // Every scalar before the run's end is simple, so whether the single-scalar pass would
            // give up is told by the rest alone, in a fraction of the pass's time. The filtering
            // pass takes every text a `filterClass` graph is applied to, so it needs no telling.
            if run.end < bytes.count && filterClass(of: graph) == nil
                && !Scan.SingleScalars(scan).takesEvery(in: UnsafeBufferPointer(rebasing: bytes[run.end...])) {
                singleScalarsRefuse = true
            }
            return nil
        }
        let characters = run.characters
        let state = min(characters, slots)
        return Mask.Result(
            formattedText: CaretString(string: source, caretPosition: source.endIndex, caretGravity: gravity),
            extractedValue: source, affinity: characters, complete: graph.statePointer[state].completeAfter,
            tailPlaceholder: graph.placeholder(from: state))
    }

    /// The whole left-to-right pass for plain input under plain literals, where every byte is a
    /// Character: nothing but the scan, two Strings and the Result.
    private static func applyPlain(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity
    ) -> Mask.Result {
        let (output, value, pass) = plainPass(graph, bytes: bytes, caretByte: caretByte, gravity: gravity)
        return Mask.Result(
            formattedText: CaretString(
                string: output, caretPosition: output.utf8.index(output.startIndex, offsetBy: pass.caret), caretGravity: gravity),
            extractedValue: value, affinity: pass.affinity, complete: graph.statePointer[pass.state].completeAfter,
            tailPlaceholder: graph.placeholder(from: pass.tailState))
    }

    /// The left-to-right plain pass: its output and value, and what else it tells.
    ///
    /// Short output goes through scratch memory into Strings that are not validated again
    /// (`String(validUTF8:)`): writing into each String's own storage makes the standard library
    /// validate it, a byte-by-byte pass that short output cannot amortise. Long output is written
    /// straight into its Strings, whose validation is vectorised, rather than copied once more: at
    /// that length the extra copy costs more than the validation.
    private static func plainPass(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity
    ) -> (output: String, value: String, pass: Scan.PlainPass) {
        let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: bytes.count,
                        caretByte: caretByte, gravity: gravity, rightToLeft: false)
        let outputCapacity = graph.outputRoom(forInput: bytes.count)
        let valueCapacity = graph.valueRoom(forInput: bytes.count)
        if outputCapacity > shortOutputBytes {
            var pass = Scan.PlainPass()
            var value = ""
            let output = String(unsafeUninitializedCapacity: outputCapacity) { output in
                value = String(unsafeUninitializedCapacity: max(1, valueCapacity)) { value in
                    // In bounds: each String has at least the room asked for, the most the pass writes
                    // (`Scan.outputHasRoom`, `Scan.valueHasRoom`).
                    assert(output.count >= outputCapacity && value.count >= valueCapacity)
                    pass = scan.runPlain(output: output.baseAddress!, value: value.baseAddress!, autoskip: gravity.autoskip)
                    return pass.valueCount
                }
                return pass.outputCount
            }
            return (output, value, pass)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, outputCapacity + valueCapacity)) { scratch in
            // In bounds: the scratch holds the output's most bytes, then the value's (`Scan.outputHasRoom`,
            // `Scan.valueHasRoom`), which the pass stays within.
            assert(scratch.count >= outputCapacity + valueCapacity)
            let output = scratch.baseAddress!, value = output + outputCapacity
            let pass = scan.runPlain(output: output, value: value, autoskip: gravity.autoskip)
            // ASCII: plain input bytes and plain literals (this pass's precondition).
            return (String(validUTF8: UnsafeBufferPointer(start: output, count: pass.outputCount), isASCII: true),
                    String(validUTF8: UnsafeBufferPointer(start: value, count: pass.valueCount), isASCII: true), pass)
        }
    }

    /// The most output bytes `plainPass` writes through scratch memory.
    private static let shortOutputBytes = 256

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

    static func clampedUTF8Offset(of index: String.Index, in string: String) -> Int {
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
        func isPlain(_ word: UInt64) -> Bool {
            let carriageReturns = word ^ (0x0D &* ones)
            // High bit set in any byte, or a zero byte in `carriageReturns` (a CR in `word`).
            return (word | ((carriageReturns &- ones) & ~carriageReturns)) & highBits == 0
        }
        // In bounds: eight bytes are read only where eight remain.
        while offset &+ 8 <= count {
            if !isPlain(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return false }
            offset &+= 8
        }
        // The last zero to seven bytes, in pieces of four, two and one that stay within the eight
        // bytes after `offset`: a small String's bytes reach the stack as two 8-byte stores, and one
        // load across both would wait for both. In bounds: each piece is read only where it remains.
        var tail: UInt64 = 0
        if count &- offset >= 4 {
            tail = UInt64(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            offset &+= 4
        }
        if count &- offset >= 2 {
            tail = tail &<< 16 | UInt64(base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
            offset &+= 2
        }
        if offset < count {
            tail = tail &<< 8 | UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
        }
        // Zero bytes shifted in are plain, so they change nothing.
        return isPlain(tail)
    }

    /// One pass of SEMANTICS.md section 5 over `bytes`, the UTF-8 of `source`.
    ///
    /// - Parameters:
    ///   - caretByte: the caret as a byte offset into `bytes`, within `0...bytes.count`.
    ///   - rightToLeft: use the right-to-left caret rule (insertion affects the caret at `i <= caret`).
    static func run(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, source: String,
        caretByte: Int, gravity: CaretGravity, rightToLeft: Bool
    ) -> FinishedPass {
        let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: bytes.count,
                        caretByte: caretByte, gravity: gravity, rightToLeft: rightToLeft)
        var registers = Scan.Registers()
        var value = ""
        let output = String(writingValidUTF8: graph.outputRoom(forInput: bytes.count)) { output in
            value = String(writingValidUTF8: graph.valueRoom(forInput: bytes.count)) { value in
                // In bounds: each String has at least the room asked for, the most the pass writes
                // (`Scan.outputHasRoom`, `Scan.valueHasRoom`).
                assert(output.count >= graph.outputRoom(forInput: bytes.count) && value.count >= graph.valueRoom(forInput: bytes.count))
                registers = scan.run(source: source, output: output.baseAddress!, value: value.baseAddress!)
                return registers.valueCount
            }
            return registers.outputCount
        }
        return finish(registers, of: scan, output: output, value: value, gravity: gravity)
    }

    /// Runs autoskip on the finished Strings, and computes completeness and the tail placeholder.
    // Out of line: inlined into `Mask.apply`, its registers compete with the plain pass's, which
    // then spills more.
    @inline(never)
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

extension String {
    /// Whether every byte is ASCII and none is CR, so that every byte is one Character: the test
    /// ``ApplyEngine/isPlainASCII(_:)-swift.type.method`` makes, for the formatters' fields.
    ///
    /// - Complexity: O(n), eight bytes at a time.
    package var isPlainASCII: Bool { ApplyEngine.isPlainASCII(self) }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether every byte is ASCII and none is CR, so that every byte is one Character: the test
    /// ``ApplyEngine/isPlainASCII(_:)-swift.type.method`` makes, for the formatters' fields.
    ///
    /// - Complexity: O(n), eight bytes at a time.
    package var isPlainASCII: Bool { ApplyEngine.isPlainASCII(self) }
}
