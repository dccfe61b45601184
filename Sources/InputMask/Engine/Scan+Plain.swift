// The scan for text of one-scalar Characters under plain literals: the rules of `Scan.run` with
// less to track, split at the caret so that the caret rules (CaretRules.swift) are constants.
// `PlainCharacters` says how Characters are read: a byte each for plain ASCII (below), a scalar
// each for other text (Scan+SingleScalars.swift).
//
// The state step here is a copy of `StateStep.feed` (StateStep.swift), which `Scan.run` and
// `ApplyEngine.keptCharacters` take: written as a `StateStep`, the pass's cursor leaves the
// registers its three loops keep it in, and every short apply pays for it. The conformance tests
// and fuzzing check this copy against the reference model and `Scan.run`, and KeptCharactersTests
// against the shared step.

/// How `Scan.runPlain` reads the input: where each Character ends and which classes take it.
///
/// Every Character the pass takes is one scalar that no grapheme rule joins to its neighbours, so
/// that the output, pieced together from such Characters and ASCII literals, has the same
/// Characters, and a byte equal to an ASCII literal is that literal.
protocol PlainCharacters {
    /// The Character at `position`, which is before the input's end: its length in bytes, or 0 when
    /// the pass cannot take it (and the whole pass gives up).
    func character(at position: UnsafePointer<UInt8>) -> PlainCharacter

    /// Whether class `classIndex` takes `character`, which is at `position`.
    func belongs(_ character: PlainCharacter, at position: UnsafePointer<UInt8>, to classIndex: UInt32) -> Bool

    /// The run of Characters from `start`, before `limit` (a Character boundary), that class
    /// `classIndex` takes: where it ends, and how many Characters it holds.
    func run(from start: UnsafePointer<UInt8>, to limit: UnsafePointer<UInt8>, classIndex: UInt32)
        -> (end: UnsafePointer<UInt8>, characters: Int)
}

/// A Character as `PlainCharacters` reads it.
struct PlainCharacter {
    /// Its length in bytes; 0 when the pass cannot take it.
    var length: Int
    /// What the reader needs to classify it: for plain bytes the byte, for scalars their table bits.
    var bits: UInt8
}

extension Scan {
    /// `run` for plain input and plain literals, where every byte is a Character.
    func runPlain(output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>, autoskip: Bool) -> PlainPass {
        // Never nil: `PlainBytes` takes every byte.
        runPlain(PlainBytes(asciiTables: asciiTables), output: output, value: value, autoskip: autoskip)!
    }

    /// `run` for text of one-scalar Characters (as `characters` reads them) and plain literals: the
    /// same rules with less to track, or nil when `characters` refuses a Character of the input. A
    /// literal state always shows its own byte, whether the input matched it or not.
    ///
    /// The text is read in three parts: before the caret, the Character at the caret, and after it.
    /// Within each part the caret rules are constants, so the loops carry no caret flags: before the
    /// caret every Character shown moves the caret, so the output caret is simply the output's
    /// length where the caret is passed; and the autoskip stack, only ever consecutive states, ends
    /// at the state reached there. Fuzzing and the conformance tests check this loop and `run`
    /// against the reference model; ScanSingleScalarsTests checks it against `run` on scalar text.
    ///
    /// - Parameters:
    ///   - output, value: room for the input and every literal; `caretByte` is a Character boundary.
    // Always inlined, so that each reader gets its own copy with `PlainCharacter.length` a constant
    // 1 for plain bytes: the generic loop then costs plain bytes nothing over a loop written for
    // bytes only.
    @inline(__always)
    func runPlain<Characters: PlainCharacters>(
        _ characters: Characters, output: UnsafeMutablePointer<UInt8>, value: UnsafeMutablePointer<UInt8>, autoskip: Bool
    ) -> PlainPass? {
        let plain = PlainFeed(characters: characters, insertionIncludesCaret: insertionIncludesCaret)
        let inputEnd = input + inputCount, caret = input + min(caretByte, inputCount)
        var cursor = PlainCursor(state: states, outputEnd: output, valueEnd: value)
        // In bounds, every write through `cursor`: `position` and `cursor.state` only grow, so each
        // input byte is written at most once to each of output and value, and each literal state
        // shows at most once. The output then never passes the bytes read plus the literals
        // passed, at most `graph.outputRoom(forInput: inputCount)`, the room every caller gives it (the
        // value likewise with the fixed literals); each write asserts it (`PlainCursor.hasRoom`).
        #if DEBUG
        cursor.outputLimit = output + graph.outputRoom(forInput: inputCount)
        cursor.valueLimit = value + graph.valueRoom(forInput: inputCount)
        #endif
        var position = input
        while position < caret {
            guard let next = plain.feed(at: position, runEnd: caret, &cursor, part: .beforeCaret) else { return nil }
            position = next
        }
        let stackHigh = cursor.state
        cursor.caretEnd = cursor.outputEnd
        if position < inputEnd {
            guard let next = plain.feed(at: position, runEnd: inputEnd, &cursor, part: .atCaret) else { return nil }
            position = next
            while position < inputEnd {
                guard let next = plain.feed(at: position, runEnd: inputEnd, &cursor, part: .afterCaret) else { return nil }
                position = next
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
            caret: cursor.caretEnd - output, keptAll: !cursor.rejected)
        if autoskip, let stackLow = cursor.stackLow {
            // The literals are ASCII, and the stack's were shown just before the caret, so they are
            // compared and removed as bytes, and the caret moves over them a byte per Character.
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

    /// What `runPlain` leaves behind, autoskip done. Counts and the caret are in bytes.
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
        /// Whether the states took every Character of the input (what
        /// `ApplyEngine.plainBytesAreKept` tells without the pass).
        var keptAll = true
    }

    /// The variables of `runPlain`, kept in registers once `PlainFeed.feed` is inlined. They are
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
        /// Whether a state rejected a Character.
        var rejected = false
        #if DEBUG
        /// The ends of the room for output and value, for `hasRoom`. Debug builds only: the cursor
        /// lives in memory across the loops, so a field would cost release builds stores and registers.
        var outputLimit: UnsafeMutablePointer<UInt8>?
        var valueLimit: UnsafeMutablePointer<UInt8>?
        #endif

        init(state: UnsafePointer<StateGraph.State>, outputEnd: UnsafeMutablePointer<UInt8>, valueEnd: UnsafeMutablePointer<UInt8>) {
            self.state = state
            self.outputEnd = outputEnd
            self.valueEnd = valueEnd
            self.caretEnd = outputEnd
        }

        /// Whether `count` more bytes fit in the output and, if `inValue`, in the value. For
        /// `assert` only: true in release builds, which never evaluate it.
        func hasRoom(for count: Int, inValue: Bool) -> Bool {
            #if DEBUG
            return outputEnd + count <= outputLimit! && (!inValue || valueEnd + count <= valueLimit!)
            #else
            return true
            #endif
        }

        /// Appends the `count` bytes of an input Character, whose first is `first`, to both output and value.
        @inline(__always)
        mutating func take(_ character: UnsafePointer<UInt8>, first: UInt8, count: Int) {
            // In bounds: `count` input bytes, consumed here (see `runPlain`).
            assert(hasRoom(for: count, inValue: true))
            if count == 1 {
                // The byte the feed has read: read again, it would be loaded again, as the stores
                // before might alias it.
                outputEnd.pointee = first
                valueEnd.pointee = first
            } else {
                // A call to `memmove` costs more than the two to four bytes of a scalar.
                for offset in 0..<count {
                    outputEnd[offset] = character[offset]
                    valueEnd[offset] = character[offset]
                }
            }
            outputEnd += count
            valueEnd += count
        }

        @inline(__always)
        mutating func show(_ byte: UInt8, isFixed: Bool) {
            // In bounds: a byte consumed here, or the literal of a state passed here (see `runPlain`).
            assert(hasRoom(for: 1, inValue: isFixed))
            outputEnd.pointee = byte
            outputEnd += 1
            if isFixed {
                valueEnd.pointee = byte
                valueEnd += 1
            }
        }
    }

    /// The reader `runPlain` uses, with the step that feeds one Character.
    private struct PlainFeed<Characters: PlainCharacters> {
        let characters: Characters
        let insertionIncludesCaret: Bool

        /// Feeds the Character at `position` to the states until one consumes or rejects it, and
        /// returns the position after what was consumed (a whole run for an ellipsis, up to
        /// `runEnd`), or nil when the reader refuses the Character.
        // Always inlined so that `part` is a constant in each of runPlain's loops: the caret tests
        // fold away, where one loop would test caret flags for every Character.
        @inline(__always)
        func feed(
            at position: UnsafePointer<UInt8>, runEnd: UnsafePointer<UInt8>, _ cursor: inout PlainCursor, part: CaretPart
        ) -> UnsafePointer<UInt8>? {
            let character = characters.character(at: position)
            let length = character.length
            guard length > 0 else { return nil }
            // Only a one-byte Character can equal a literal, which is ASCII; a longer one starts
            // with a byte from 0xC2 up, which equals none.
            let byte = position.pointee
            // Before the caret the output's end is marked where the caret is passed, after it never.
            let deletionMovesCaret = part.deletionMovesCaret
            let marksCaret = part == .atCaret && part.insertionMovesCaret(insertionIncludesCaret: insertionIncludesCaret)
            while true {
                let current = cursor.state.pointee
                // Tests in order of how often each kind is met, rather than a `switch`, which becomes a
                // table and an indirect jump per state, a jump the processor predicts poorly.
                let kind = current.kind
                if kind == .value || kind == .optionalValue {
                    if characters.belongs(character, at: position, to: current.classIndex) {
                        if deletionMovesCaret { cursor.stackLow = nil }
                        if marksCaret { cursor.caretEnd = cursor.outputEnd }
                        cursor.take(position, first: byte, count: length)
                        cursor.state += 1
                        cursor.affinity &+= 1
                        return position + length
                    }
                    cursor.affinity &-= 1
                    if current.kind == .value {
                        if marksCaret { cursor.caretEnd = cursor.outputEnd }
                        cursor.rejected = true
                        return position + length
                    }
                    if deletionMovesCaret { cursor.stackLow = nil }
                    cursor.state += 1
                } else if kind == .free || kind == .fixed {
                    if deletionMovesCaret && cursor.stackLow == nil { cursor.stackLow = cursor.state }
                    cursor.state += 1
                    if byte == current.asciiLiteral {
                        if marksCaret { cursor.caretEnd = cursor.outputEnd }
                        cursor.show(byte, isFixed: current.kind == .fixed)
                        cursor.affinity &+= 1
                        return position + 1
                    }
                    cursor.show(current.asciiLiteral, isFixed: current.kind == .fixed)
                    cursor.affinity &-= 1
                } else if kind == .ellipsis {
                    if marksCaret { cursor.caretEnd = cursor.outputEnd }
                    // The whole run the ellipsis accepts, copied in one go.
                    let run = characters.run(from: position, to: runEnd, classIndex: current.classIndex)
                    guard run.end > position else {
                        cursor.affinity &-= 1
                        cursor.rejected = true
                        return position + length
                    }
                    let count = run.end - position
                    // In bounds: `count` input bytes, consumed here (see `runPlain`).
                    assert(cursor.hasRoom(for: count, inValue: true))
                    cursor.outputEnd.update(from: position, count: count)
                    cursor.valueEnd.update(from: position, count: count)
                    cursor.outputEnd += count
                    cursor.valueEnd += count
                    cursor.affinity &+= run.characters
                    if deletionMovesCaret { cursor.stackLow = nil }
                    return run.end
                } else { // .end
                    if marksCaret { cursor.caretEnd = cursor.outputEnd }
                    cursor.affinity &-= 1
                    cursor.rejected = true
                    return position + length
                }
            }
        }
    }

    /// Plain ASCII, where every byte is a Character, classified by the graph's ASCII tables.
    struct PlainBytes: PlainCharacters {
        let asciiTables: UnsafePointer<UInt64>

        @inline(__always)
        func character(at position: UnsafePointer<UInt8>) -> PlainCharacter {
            PlainCharacter(length: 1, bits: position.pointee)
        }

        // The byte read once, by `character(at:)`: read again after the output's stores, it is
        // loaded again, as they might alias it.
        @inline(__always)
        func belongs(_ character: PlainCharacter, at position: UnsafePointer<UInt8>, to classIndex: UInt32) -> Bool {
            Scan.asciiBelongs(character.bits, to: asciiTables + 2 &* Int(classIndex))
        }

        @inline(__always)
        func run(from start: UnsafePointer<UInt8>, to limit: UnsafePointer<UInt8>, classIndex: UInt32)
            -> (end: UnsafePointer<UInt8>, characters: Int) {
            let end = Scan.plainRun(from: start, to: limit, classIndex: classIndex, tables: asciiTables)
            return (end, end - start)
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
