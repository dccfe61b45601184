// The scan for plain input under plain literals, where every byte is a Character: the rules of
// `Scan.run` with less to track, split at the caret so that the caret rules are constants.

extension Scan {
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

    /// Where a Character lies relative to the caret, which decides how it moves the caret: the rules
    /// of `deletionMovesCaret` and `insertionMovesCaret` (CaretRules.swift) with the position fixed.
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
                    let end = Scan.plainRun(from: position, to: runEnd, classIndex: current.classIndex, tables: asciiTables)
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
    }

    /// The end of the run of plain bytes in `start..<limit` that class `classIndex` takes: digits
    /// eight at a time, other classes byte by byte. `runPlain` copies such a run at an ellipsis, and
    /// `ApplyEngine.keptCharacters` skips it.
    // Out of line: called once per run, and inlined it crowds the registers of `feed`'s loops.
    @inline(never)
    static func plainRun(
        from start: UnsafePointer<UInt8>, to limit: UnsafePointer<UInt8>, classIndex: UInt32, tables: UnsafePointer<UInt64>
    ) -> UnsafePointer<UInt8> {
        var end = start
        if classIndex == FormatCompiler.digitsClass {
            let ones: UInt64 = 0x0101_0101_0101_0101
            // In bounds: eight bytes are read only while eight remain before `limit`.
            while limit - end >= 8 {
                // Each byte minus "0" must be below 10: no byte of `digits` or `digits + 0x76` has its high bit set.
                let digits = UnsafeRawPointer(end).loadUnaligned(as: UInt64.self) ^ (0x30 &* ones)
                if (digits | (digits &+ 0x76 &* ones)) & (0x80 &* ones) != 0 { break }
                end += 8
            }
        }
        let table = tables + 2 &* Int(classIndex)
        // In bounds: end < limit is checked before each read.
        while end < limit && asciiBelongs(end.pointee, to: table) { end += 1 }
        return end
    }
}
