extension ApplyEngine {
    /// What a look at a text tells of the scan of a graph over it, without the scan.
    enum KeptCharacters {
        /// The text is not plain ASCII, or the graph has a literal that is not: nothing is told.
        case unknown
        /// Plain text under plain literals, every Character kept: the output is plain too.
        case all
        /// Plain text under plain literals, some Character rejected: the output is plain too.
        case notAll
    }

    /// Whether `graph` keeps every Character of `text` (its scan rejects none), told without the
    /// scan's output when the text is plain ASCII under plain literals.
    ///
    /// Keeping a Character depends neither on the caret nor on the gravity (see
    /// `rejections(of:in:rightToLeft:)`), so this walks the states with the step of the scans
    /// (`StateStep.feed`), writing nothing, and stops at the first rejection. The editing layer asks it on every edit, so that an
    /// edit that dropped nothing needs no drop report.
    ///
    /// - Parameters:
    ///   - rightToLeft: read the text from its end, as `RTLMask` does; every byte of plain text is a
    ///     Character, so reading bytes backwards reads Characters backwards.
    ///   - isPlain: whether the text is known to be plain ASCII, so that its bytes need no check.
    /// - Complexity: O(n) for n bytes of text.
    static func keptCharacters(of text: String, in graph: StateGraph, rightToLeft: Bool, isPlain: Bool) -> KeptCharacters {
        guard graph.literalsArePlain else { return .unknown }
        var text = text
        return text.withUTF8 { bytes in
            guard isPlain || isPlainASCII(bytes) else { return .unknown }
            return plainBytesAreKept(bytes, by: graph, backwards: rightToLeft) ? .all : .notAll
        }
    }

    /// Whether the states of `graph` take every byte of `bytes`, read from the start or backwards.
    private static func plainBytesAreKept(_ bytes: UnsafeBufferPointer<UInt8>, by graph: StateGraph, backwards: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let tables = graph.asciiTablePointer
        var step = KeptStep(state: graph.statePointer, tables: tables)
        if backwards {
            var offset = bytes.count
            while offset > 0 {
                if step.current.kind == .ellipsis {
                    // The `…` slot keeps its state: the run of its class is taken in one tight loop.
                    let table = tables + 2 &* Int(step.current.classIndex)
                    // In bounds: 0 <= offset - 1 < bytes.count.
                    while offset > 0 && Scan.asciiBelongs(base[offset &- 1], to: table) { offset &-= 1 }
                    guard offset > 0 else { break }
                }
                offset &-= 1
                // In bounds: 0 <= offset < bytes.count.
                assert(offset >= 0 && offset < bytes.count)
                guard step.feed(base[offset]) else { return false }
            }
        } else {
            var position = base
            let end = base + bytes.count
            while position < end {
                if step.current.kind == .ellipsis {
                    // Long `[0…]` fields are typed into one Character at a time: the check must not
                    // cost a state step per byte of them.
                    position = Scan.plainRun(from: position, to: end, classIndex: step.current.classIndex, tables: tables)
                    guard position < end else { break }
                }
                // In bounds: base <= position < end.
                assert(position >= base && position < end)
                guard step.feed(position.pointee) else { return false }
                position += 1
            }
        }
        return true
    }

    /// The pass of `plainBytesAreKept`: plain bytes fed to the states by `StateStep.feed`, with
    /// nothing written. A byte equal to a literal is that literal; a byte is a Character.
    private struct KeptStep: StateStep {
        /// Kept in a register by `feed`, which is inlined into both loops of `plainBytesAreKept`.
        var state: UnsafePointer<StateGraph.State>
        let tables: UnsafePointer<UInt64>

        var current: StateGraph.State {
            @inline(__always) get { state.pointee }
        }

        @inline(__always)
        mutating func advance() { state += 1 }

        @inline(__always)
        func slot(_ current: StateGraph.State, takes byte: UInt8) -> Bool {
            Scan.asciiBelongs(byte, to: tables + 2 &* Int(current.classIndex))
        }

        @inline(__always)
        func literal(_ current: StateGraph.State, meets byte: UInt8) -> Bool { byte == current.asciiLiteral }

        @inline(__always)
        func skip(_ state: StateGraph.State, for byte: UInt8) {}

        @inline(__always)
        func reject(_ byte: UInt8) {}
    }
}
