// The left-to-right pass for text whose Characters are all single simple scalars (Cyrillic, CJK,
// accented Latin, ASCII mixed in) under plain literals: `Scan.runPlain` reading scalars, and the
// output Strings made from bytes known to be valid UTF-8.

extension ApplyEngine {
    /// The pass for plain literals over text of single-scalar Characters (`Scan.SingleScalars`),
    /// or nil when the text has a Character of another kind and needs the general scan.
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 of `source`, contiguous.
    ///   - caretByte: the caret as a byte offset into `bytes`, within `0...bytes.count`.
    /// - Complexity: O(n + m) for n bytes of text and m states.
    // Out of line: inlined into `applyLeftToRight`, its registers compete with the plain ASCII
    // pass there, which then spills; the scalar text it serves is the rarer case.
    @inline(never)
    static func applySingleScalars(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, source: String, caretByte: Int, gravity: CaretGravity
    ) -> Mask.Result? {
        // A caret inside a Character counts as at its start; here every Character is one scalar.
        let caretByte = UTF8Scalar.start(atOrBefore: caretByte, in: bytes)
        let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: bytes.count,
                        caretByte: caretByte, gravity: gravity, rightToLeft: false)
        let outputCapacity = graph.outputRoom(forInput: bytes.count)
        let capacity = outputCapacity + graph.valueRoom(forInput: bytes.count)
        // Scratch memory past 1 KB comes from the heap (the standard library's bound for the stack
        // without asking): a text the pass would give up on must not cost that allocation, so a
        // long text is checked first.
        if capacity > 1_024 && !Scan.SingleScalars(scan).takesEvery(in: bytes) { return nil }
        // The pass writes into scratch memory rather than into new Strings' storage: it may give up
        // half-way, and the Strings made from the scratch bytes skip validating them again.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, capacity)) { scratch in
            // In bounds: the scratch holds the output's most bytes, then the value's (`Scan.outputHasRoom`,
            // `Scan.valueHasRoom`), which the pass stays within.
            assert(scratch.count >= capacity)
            let output = scratch.baseAddress!, value = output + outputCapacity
            guard let pass = scan.runPlain(Scan.SingleScalars(scan), output: output, value: value, autoskip: gravity.autoskip) else {
                return nil
            }
            let text = string(UnsafeBufferPointer(start: output, count: pass.outputCount), sharing: source, bytes: bytes)
            return Mask.Result(
                formattedText: CaretString(
                    string: text, caretPosition: text.utf8.index(text.startIndex, offsetBy: pass.caret), caretGravity: gravity),
                extractedValue: string(UnsafeBufferPointer(start: value, count: pass.valueCount), sharing: source, bytes: bytes),
                affinity: pass.affinity, complete: graph.statePointer[pass.state].completeAfter,
                tailPlaceholder: graph.placeholder(from: pass.tailState))
        }
    }

    /// A String of `written`, valid UTF-8: `source` itself when its UTF-8 `bytes` are the same
    /// (text already formatted, as when a field applies its mask again), else a copy.
    @inline(__always)
    private static func string(_ written: UnsafeBufferPointer<UInt8>, sharing source: String, bytes: UnsafeBufferPointer<UInt8>) -> String {
        if written.count == bytes.count && bytesEqual(written, bytes) { return source }
        return String(validUTF8: written)
    }

    /// Whether two buffers of the same count hold the same bytes, compared eight at a time.
    static func bytesEqual(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let firstBase = UnsafeRawPointer(first.baseAddress), let secondBase = UnsafeRawPointer(second.baseAddress) else {
            return true
        }
        let count = first.count
        var offset = 0
        // In bounds: eight bytes are read only while eight remain in both (they have the same count).
        while offset &+ 8 <= count {
            if firstBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != secondBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset &+= 8
        }
        while offset < count {
            if first[offset] != second[offset] { return false }
            offset &+= 1
        }
        return true
    }
}

extension String {
    /// A String of `bytes`, which are valid UTF-8: copied without validating them again where the
    /// standard library allows it.
    ///
    /// `isASCII` says the caller knows every byte is ASCII. The String records it, as validation
    /// would: its UTF-16 count and offsets are then its byte offsets, where an unmarked String
    /// transcodes to find them.
    ///
    /// - Complexity: O(n) for n bytes.
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool = false) {
        if isASCII && bytes.count <= 15 {
            // Few enough ASCII bytes for a String held inline, whose check of what is written
            // costs less than making it from a span.
            self.init(unsafeUninitializedCapacity: bytes.count) { $0.initialize(fromContentsOf: bytes) }
            return
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // Safe: every caller passes bytes it copied from valid UTF-8 at scalar boundaries, and
            // `isASCII` only for bytes it knows are ASCII.
            self.init(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        } else {
            self.init(decoding: bytes, as: UTF8.self)
        }
    }

    /// A String of the valid UTF-8 that `write` writes into `capacity` bytes of scratch memory
    /// (returning how many it wrote), copied without validating it again where the standard
    /// library allows it.
    ///
    /// `String(unsafeUninitializedCapacity:)` validates what is written into the String's own
    /// storage, a pass of several instructions per byte of text that is not ASCII; a copy costs a
    /// fraction of one. Passes that write text that need not be plain (reversed readings, the
    /// general scan) write through this.
    ///
    /// - Parameters:
    ///   - capacity: the most bytes `write` writes.
    ///   - write: writes valid UTF-8 at the start of its buffer and returns the count, at most `capacity`.
    /// - Complexity: O(`capacity`) for the scratch memory, plus what `write` costs.
    init(writingValidUTF8 capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        self = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(1, capacity)) { scratch in
            let count = write(scratch)
            // In bounds: `write` wrote `count` bytes, at most the scratch memory's capacity.
            assert(count <= scratch.count)
            return String(validUTF8: UnsafeBufferPointer(rebasing: scratch[..<count]))
        }
    }
}
