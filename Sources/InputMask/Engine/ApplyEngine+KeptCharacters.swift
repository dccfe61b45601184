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
    /// `rejections(of:in:rightToLeft:)`), so this walks the states as `Scan.runPlain` does, writing
    /// nothing, and stops at the first rejection. The editing layer asks it on every edit, so that an
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
        var state = graph.statePointer
        let tables = graph.asciiTablePointer
        if backwards {
            var offset = bytes.count
            while offset > 0 {
                if state.pointee.kind == .ellipsis {
                    // The `…` slot keeps its state: the run of its class is taken in one tight loop.
                    let table = tables + 2 &* Int(state.pointee.classIndex)
                    // In bounds: 0 <= offset - 1 < bytes.count.
                    while offset > 0 && Scan.asciiBelongs(base[offset &- 1], to: table) { offset &-= 1 }
                    guard offset > 0 else { break }
                }
                offset &-= 1
                // In bounds: 0 <= offset < bytes.count.
                assert(offset >= 0 && offset < bytes.count)
                guard take(base[offset], from: &state, tables: tables) else { return false }
            }
        } else {
            var position = base
            let end = base + bytes.count
            while position < end {
                if state.pointee.kind == .ellipsis {
                    // Long `[0…]` fields are typed into one Character at a time: the check must not
                    // cost a state step per byte of them (the `sweep/edit-type-…` rows).
                    position = Scan.plainRun(from: position, to: end, classIndex: state.pointee.classIndex, tables: tables)
                    guard position < end else { break }
                }
                // In bounds: base <= position < end.
                assert(position >= base && position < end)
                guard take(position.pointee, from: &state, tables: tables) else { return false }
                position += 1
            }
        }
        return true
    }

    /// Feeds one plain byte to the states from `state` on until one takes it (true, `state` after
    /// it) or rejects it (false), exactly as `Scan.runPlain` does.
    ///
    /// A literal state never rejects: it takes a byte equal to its literal, or is inserted and passes
    /// the byte on. A slot takes a byte of its class, an optional slot is skipped otherwise, and a
    /// mandatory slot, the `…` slot or the end rejects it.
    // Always inlined into both loops of `plainBytesAreKept`, so that `state` stays in a register.
    @inline(__always)
    private static func take(_ byte: UInt8, from state: inout UnsafePointer<StateGraph.State>, tables: UnsafePointer<UInt64>) -> Bool {
        while true {
            // Never past the last state: it is `.end` or an ellipsis, and neither moves on.
            let current = state.pointee
            switch current.kind {
            case .value, .optionalValue, .ellipsis:
                if Scan.asciiBelongs(byte, to: tables + 2 &* Int(current.classIndex)) {
                    if current.kind != .ellipsis { state += 1 }
                    return true
                }
                guard current.kind == .optionalValue else { return false }
                state += 1
            case .free, .fixed:
                state += 1
                if byte == current.asciiLiteral { return true }
            case .end:
                return false
            }
        }
    }
}
