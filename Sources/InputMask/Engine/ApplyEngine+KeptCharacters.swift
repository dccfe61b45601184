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
    /// nothing, and stops at the first rejection. The editing layer asks it on every edit, so that
    /// the drop report is made only when something was dropped.
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
            let kept = rightToLeft
                ? plainBytesAreKept(bytes, by: graph, first: bytes.count &- 1, step: -1)
                : plainBytesAreKept(bytes, by: graph, first: 0, step: 1)
            return kept ? .all : .notAll
        }
    }

    /// Whether the states of `graph` take every byte of `bytes`, read from offset `first` by `step`.
    ///
    /// A literal state never rejects: it takes a byte equal to its literal, or is inserted and passes
    /// the byte on. A slot takes a byte of its class, an optional slot is skipped otherwise, and a
    /// mandatory slot, the `…` slot or the end rejects it, exactly as in `Scan.runPlain`.
    private static func plainBytesAreKept(_ bytes: UnsafeBufferPointer<UInt8>, by graph: StateGraph, first: Int, step: Int) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var state = graph.statePointer
        let tables = graph.asciiTablePointer
        var offset = first
        reading: for _ in 0..<bytes.count {
            // In bounds: `first` is the first or last offset, and `bytes.count` steps stay inside.
            let byte = base[offset]
            offset &+= step
            while true {
                // Never past the last state: it is `.end`, which returns.
                let current = state.pointee
                switch current.kind {
                case .free, .fixed:
                    state += 1
                    if byte == current.asciiLiteral { continue reading }
                case .value, .optionalValue, .ellipsis:
                    // Each class has two words of ASCII bits: bytes 0–63, then 64–127 (plain text is below 0x80).
                    let table = tables + 2 &* Int(current.classIndex)
                    if (table[Int(byte &>> 6)] &>> UInt64(byte & 63)) & 1 != 0 {
                        if current.kind != .ellipsis { state += 1 }
                        continue reading
                    }
                    guard current.kind == .optionalValue else { return false }
                    state += 1
                case .end:
                    return false
                }
            }
        }
        return true
    }
}
