/// Told of every input Character a state rejects while `Scan.run` reads a text.
protocol RejectionLog {
    /// A Character was rejected.
    ///
    /// - Parameters:
    ///   - position: the offset of its first byte in the bytes the scan reads (reversed for right-to-left masks).
    ///   - state: the index of the state that rejected it: a mandatory slot, the `…` slot or the end.
    mutating func reject(at position: Int, by state: Int)
}

/// The log of `Mask.apply`: it keeps nothing, so the specialised scan is the scan without a log.
struct IgnoredRejections: RejectionLog {
    @inline(__always)
    mutating func reject(at position: Int, by state: Int) {}
}

extension ApplyEngine {
    /// Input Characters that one state of a mask drops, as the scan saw them: `count` Characters,
    /// `utf8Stride` bytes apart, and the state that rejected them.
    struct Rejection: Hashable, Sendable {
        /// The offset, in UTF-8 bytes of the text as given, of a byte of the first rejected Character:
        /// its first byte, or for right-to-left masks its last (the first the reversed reading met).
        var utf8Offset: Int
        /// The distance in bytes from one rejected Character to the next (0 when `count` is 1).
        var utf8Stride: Int
        /// How many Characters.
        var count: Int
        /// The state that rejected them.
        var rejector: Rejector
    }

    /// A state that rejects Characters it cannot take.
    enum Rejector: Hashable, Sendable {
        /// A mandatory slot: its placeholder symbol (`0`, `a`, `-` or a custom notation's symbol) and
        /// the offset in Characters, in the placeholder, of the Character that shows it.
        case slot(symbol: Character, placeholderOffset: Int)
        /// The `…` slot, with the placeholder symbol of its class.
        case ellipsis(symbol: Character)
        /// The end of the mask: every slot was filled.
        case end
    }

    /// The Characters of `text` that `graph` rejects, in the order of the text (not of the reading),
    /// as runs of evenly spaced Characters rejected by the same state.
    ///
    /// It is the scan of `apply` with a log: whether a Character is kept depends neither on the caret
    /// nor on the gravity, so the text is read once, forward, with the caret at its end, the way
    /// `apply` reads it (reversed for right-to-left masks). Nothing of the output is kept.
    ///
    /// - Complexity: O(n + m) for n bytes of text and m states: the scan, then one walk over the
    ///   placeholder when a mandatory slot rejected something. Memory: O(r) for r runs.
    static func rejections(of graph: StateGraph, in text: String, rightToLeft: Bool) -> [Rejection] {
        var log = RecordedRejections()
        var string = text
        string.makeContiguousUTF8()
        let count = string.utf8.count
        if !rightToLeft {
            string.utf8.withContiguousStorageIfAvailable { bytes in
                scanForRejections(graph, bytes: bytes, source: string, log: &log)
            }!
        } else {
            // Read as `apply` reads right-to-left text; the caret plays no part in what is dropped.
            ReversedReading.withReading(of: string, isPlain: isPlainASCII(string), caretByte: nil) { bytes, source, _ in
                scanForRejections(graph, bytes: bytes, source: source, log: &log)
            }
        }
        guard !log.entries.isEmpty else { return [] }
        // The scan only moves forward through the states, so the rejecting states come in order and
        // one walk over the placeholder finds every slot's place in it.
        var placeholder = PlaceholderWalk(graph)
        var ellipsis: Character?  // found once: the search for a custom class's symbol walks back over the states
        var rejections = log.entries.map { entry in
            let state = graph.statePointer[entry.state]
            let rejector: Rejector
            switch state.kind {
            case .ellipsis:
                let symbol = ellipsis ?? ellipsisSymbol(of: entry.state, in: graph)
                ellipsis = symbol
                rejector = .ellipsis(symbol: symbol)
            case .end: rejector = .end
            default:
                rejector = .slot(symbol: slotSymbol(of: entry.state, in: graph),
                                 placeholderOffset: placeholder.characterOffset(ofByte: Int(state.placeholderStart)))
            }
            return Rejection(utf8Offset: entry.position, utf8Stride: entry.stride, count: entry.count, rejector: rejector)
        }
        if rightToLeft {
            // The reading moves Characters whole, so a byte of the reading mirrors to a byte of the
            // same Character in the text (`ReversedReading.mirroredByte`); a run's last Character in
            // the reading is its first in the text.
            rejections.reverse()
            for index in rejections.indices {
                let run = rejections[index]
                let last = run.utf8Offset &+ (run.count &- 1) &* run.utf8Stride
                rejections[index].utf8Offset = ReversedReading.mirroredByte(last, count: count)
            }
        }
        return rejections
    }

    /// Runs the scan of `apply` over `bytes` (the UTF-8 of `source`) into scratch output, for its log.
    private static func scanForRejections(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, source: String, log: inout RecordedRejections
    ) {
        let count = bytes.count
        let outputCapacity = max(1, graph.outputRoom(forInput: count))
        let valueCapacity = max(1, graph.valueRoom(forInput: count))
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: outputCapacity + valueCapacity) { scratch in
            // In bounds: the scratch holds the output's most bytes, then the value's (`Scan.outputHasRoom`,
            // `Scan.valueHasRoom`), which the pass stays within.
            assert(scratch.count >= outputCapacity + valueCapacity)
            let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: count,
                            caretByte: count, gravity: .forward(autocomplete: false), rightToLeft: false)
            _ = scan.run(source: source, output: scratch.baseAddress!, value: scratch.baseAddress! + outputCapacity, rejections: &log)
        }
    }

    /// The placeholder symbol of slot state `index`: the Character it shows in the placeholder.
    private static func slotSymbol(of index: Int, in graph: StateGraph) -> Character {
        // A slot is never the last state, and the next state's placeholder starts where its symbol ends.
        let start = Int(graph.statePointer[index].placeholderStart)
        let end = Int(graph.statePointer[index + 1].placeholderStart)
        if end == start + 1 && graph.bytePointer[start] < 0x80 { return StateGraph.asciiCharacters[Int(graph.bytePointer[start])] }
        let symbol = String(decoding: UnsafeBufferPointer(start: graph.bytePointer + start, count: end - start), as: UTF8.self)
        return symbol.first ?? "-"
    }

    /// The placeholder symbol of the class of the `…` state `index`: a built-in class's, or the custom
    /// notation's symbol, which the slot before the `…` (of the same class) shows.
    private static func ellipsisSymbol(of index: Int, in graph: StateGraph) -> Character {
        let classIndex = graph.statePointer[index].classIndex
        if classIndex <= FormatCompiler.alphanumericsClass {
            return StateGraph.asciiCharacters[Int(BuiltInSymbol.placeholder(ofClass: classIndex))]
        }
        var candidate = index
        while candidate > 0 {
            candidate -= 1
            let state = graph.statePointer[candidate]
            if (state.kind == .value || state.kind == .optionalValue) && state.classIndex == classIndex {
                return slotSymbol(of: candidate, in: graph)
            }
        }
        return "-"
    }

    /// Offsets in Characters of places in a graph's placeholder, asked for in increasing order.
    private struct PlaceholderWalk {
        let placeholder: String
        /// Whether every byte is a Character, so that offsets need no walk.
        let isPlain: Bool
        var index: String.Index
        var byte = 0
        var character = 0

        init(_ graph: StateGraph) {
            placeholder = graph.placeholder
            isPlain = ApplyEngine.isPlainASCII(placeholder)
            index = placeholder.startIndex
        }

        /// The offset in Characters of the Character that holds byte `target`, which is at least
        /// the byte asked about before: the walk never goes back.
        ///
        /// - Complexity: amortised O(1) per call, O(placeholder) in all.
        mutating func characterOffset(ofByte target: Int) -> Int {
            if isPlain { return target }
            while index < placeholder.endIndex {
                let next = placeholder.index(after: index)
                let length = placeholder.utf8.distance(from: index, to: next)
                guard byte + length <= target else { break }
                byte += length
                character += 1
                index = next
            }
            return character
        }
    }
}

/// The log of the drop report: every rejection, in reading order, as runs of rejections by one
/// state at evenly spaced positions, so that a paste overflowing a mask costs one entry.
private struct RecordedRejections: RejectionLog {
    var entries: [(position: Int, stride: Int, count: Int, state: Int)] = []

    mutating func reject(at position: Int, by state: Int) {
        if let last = entries.indices.last, entries[last].state == state {
            let entry = entries[last]
            // Positions only grow; a second rejection sets the run's spacing, later ones must keep it.
            if entry.count == 1 || position == entry.position &+ entry.count &* entry.stride {
                if entry.count == 1 { entries[last].stride = position &- entry.position }
                entries[last].count &+= 1
                return
            }
        }
        entries.append((position, 0, 1, state))
    }
}
