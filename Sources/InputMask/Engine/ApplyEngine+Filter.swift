// The filtering pass: formats of mandatory slots of one class and then an ellipsis of it (`[A…]`,
// `[0…]`, `[00…]`), which keep the Characters of that class and drop the rest, in either
// direction, over text that is not plain ASCII. The scan is in Scan+Filter.swift.

extension ApplyEngine {
    /// The class of `graph` when its states are mandatory slots of one class and then an ellipsis
    /// of it, with no literal; nil otherwise.
    ///
    /// Such a graph keeps each Character its class takes and rejects the others (SEMANTICS.md
    /// section 4): a mandatory slot never skips one, the ellipsis is last, and no literal is ever
    /// shown, skipped or autocompleted, so the gravity changes nothing.
    ///
    /// - Complexity: O(number of slots).
    static func filterClass(of graph: StateGraph) -> UInt32? {
        let slots = graph.ellipsisSlots
        guard slots >= 0 else { return nil }
        let states = graph.statePointer
        // In bounds: `ellipsisSlots` counts states before the ellipsis, itself a state.
        for state in 0..<slots where states[state].kind != .value { return nil }
        return states[slots].classIndex
    }

    /// The pass for a graph with a `filterClass` (nil for any other): the Characters the class
    /// takes, in order, are both output and value; the affinity is those kept minus those dropped;
    /// the graph is left at state `min(kept, slots)`; the caret follows the Characters kept before
    /// it (a caret inside a Character counts as at its start).
    ///
    /// Right to left (SEMANTICS.md section 8) the same Characters are kept in the same order, and so
    /// give the same result but for the tail placeholder, which is reversed, when no Character
    /// can merge with another in the reversed reading (`ReversedReading.keepsApart`); for a text
    /// with one that could, nil, and the general pass takes the text.
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 of `source`, contiguous.
    ///   - caretByte: the caret as a byte offset into `bytes`, within `0...bytes.count`.
    /// - Complexity: O(n + m) for n bytes of text and m states.
    // Out of line: inlined into `applyLeftToRight`, it would grow `Mask.apply` for the plain passes.
    @inline(never)
    static func applyFilter(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, source: String,
        caretByte: Int, gravity: CaretGravity, rightToLeft: Bool
    ) -> Mask.Result? {
        guard let classIndex = filterClass(of: graph) else { return nil }
        let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: bytes.count,
                        caretByte: caretByte, gravity: gravity, rightToLeft: rightToLeft)
        var pass: Scan.FilterPass?
        let room = graph.outputRoom(forInput: bytes.count)
        let kept = String(writingValidUTF8: room) { output in
            // In bounds: the scan copies each input byte at most once, within the room of any
            // pass (`Scan.outputHasRoom`).
            assert(output.count >= room)
            pass = scan.runFilter(classIndex: classIndex, source: source, output: output.baseAddress!, keepingApartReversed: rightToLeft)
            return pass?.outputCount ?? 0
        }
        guard let pass else { return nil }
        // Nothing dropped: the text itself, shared rather than copied.
        let output = pass.dropped == 0 ? source : kept
        let caret: String.Index
        if pass.keptAreSimple {
            caret = output.utf8.index(output.startIndex, offsetBy: pass.keptBytesBeforeCaret)
        } else {
            // Characters appended may merge (a combining mark after a letter): the caret counts
            // Characters of the output, as the general pass does.
            let count = output.count
            caret = output.characterIndex(at: min(pass.keptBeforeCaret, count), of: count)
        }
        let state = min(pass.kept, graph.ellipsisSlots)
        let placeholder = graph.placeholder(from: state)
        return Mask.Result(
            formattedText: CaretString(string: output, caretPosition: caret, caretGravity: gravity),
            extractedValue: output, affinity: pass.kept &- pass.dropped, complete: graph.statePointer[state].completeAfter,
            tailPlaceholder: rightToLeft ? ReversedReading.characters(of: placeholder) : placeholder)
    }
}
