// The right-to-left passes (SEMANTICS.md section 8): the scans of the left-to-right ones over the
// text as `ReversedReading` gives it, and their results mirrored back through it.

extension ApplyEngine {
    /// Applies the reversed graph to the text as `ReversedReading` reads it, and reads text, caret,
    /// value and tail placeholder back (SEMANTICS.md section 8): through the plain pass for plain
    /// text, the shared or single-scalar passes for single-scalar text, the filtering pass for
    /// formats that keep one class (`applyFilter`), else the general pass.
    ///
    /// - Complexity: O(n + m) for n bytes of text and m states.
    static func applyRightToLeft(_ graph: StateGraph, to text: CaretString) -> Mask.Result {
        var string = text.string
        let caretByte = clampedUTF8Offset(of: text.caretPosition, in: string)
        let gravity = text.caretGravity
        string.makeContiguousUTF8()
        let isPlain = isPlainASCII(string)
        if isPlain && graph.literalsArePlain {
            return string.utf8.withContiguousStorageIfAvailable { bytes in
                let (output, value, pass) = rightToLeftPlainPass(graph, bytes: bytes, caretByte: caretByte, gravity: gravity)
                let caret = ReversedReading.mirroredCaret(pass.caret, count: pass.outputCount)
                return Mask.Result(
                    formattedText: CaretString(
                        string: output, caretPosition: output.utf8.index(output.startIndex, offsetBy: caret), caretGravity: gravity),
                    extractedValue: value, affinity: pass.affinity, complete: graph.statePointer[pass.state].completeAfter,
                    tailPlaceholder: ReversedReading.characters(of: graph.placeholder(from: pass.tailState)))
            }!
        }
        if graph.literalsArePlain, let result = string.utf8.withContiguousStorageIfAvailable({ bytes in
            applyRightToLeftUnchanged(graph, bytes: bytes, source: string, caretByte: caretByte, gravity: gravity)
                ?? applyFilter(graph, bytes: bytes, source: string, caretByte: caretByte, gravity: gravity, rightToLeft: true)
                ?? applyRightToLeftSingleScalars(graph, bytes: bytes, source: string, caretByte: caretByte, gravity: gravity)
        }) ?? nil {
            return result
        }
        return applyRightToLeftCharacters(graph, to: string, isPlain: isPlain, caretByte: caretByte, gravity: gravity)
    }

    /// The general right-to-left pass: the general scan over the text reversed Character by
    /// Character, and text, caret, value and tail placeholder reversed back.
    ///
    /// - Parameters:
    ///   - string: text whose UTF-8 is contiguous; `isPlain` says whether `isPlainASCII` holds for it.
    ///   - caretByte: the caret as a byte offset into `string`, within `0...string.utf8.count`.
    /// - Complexity: O(n + m) for n bytes of text and m states.
    static func applyRightToLeftCharacters(
        _ graph: StateGraph, to string: String, isPlain: Bool, caretByte: Int, gravity: CaretGravity
    ) -> Mask.Result {
        let finished = ReversedReading.withReading(of: string, isPlain: isPlain, caretByte: caretByte) { bytes, source, caretByte in
            run(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity, rightToLeft: true)
        }
        let scalars = Scan.SingleScalars(graph)
        let (output, exact) = ReversedReading.readBack(finished.output, taking: scalars)
        return Mask.Result(
            formattedText: CaretString(
                string: output,
                caretPosition: ReversedReading.caretIndex(
                    in: output, characterCount: finished.outputCharacterCount, charactersBefore: finished.caret, exact: exact),
                caretGravity: gravity),
            extractedValue: ReversedReading.readBack(finished.value, taking: scalars).reversed,
            affinity: finished.affinity,
            complete: finished.complete,
            tailPlaceholder: ReversedReading.characters(of: finished.tailPlaceholder)
        )
    }

    /// `plainApplied(_:bytes:caretByte:gravity:rightToLeft:)` right to left.
    static func applyRightToLeftPlain(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity
    ) -> PlainApplied {
        let (output, value, pass) = rightToLeftPlainPass(graph, bytes: bytes, caretByte: caretByte, gravity: gravity)
        return PlainApplied(
            output: output, caret: ReversedReading.mirroredCaret(pass.caret, count: pass.outputCount), value: value,
            complete: graph.statePointer[pass.state].completeAfter,
            tailPlaceholder: ReversedReading.characters(of: graph.placeholder(from: pass.tailState)), keptAll: pass.keptAll)
    }

    /// The right-to-left plain pass: it reads the reversed bytes and writes into scratch memory, and
    /// each String is made once, from its reversed bytes. The pass's caret counts from the end.
    private static func rightToLeftPlainPass(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity
    ) -> (output: String, value: String, pass: Scan.PlainPass) {
        let count = bytes.count
        let outputCapacity = graph.outputRoom(forInput: count)
        let valueCapacity = graph.valueRoom(forInput: count)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, count + outputCapacity + valueCapacity)) { scratch in
            // The scratch holds the reversed input, then the output's and the value's most bytes
            // (`Scan.outputHasRoom`, `Scan.valueHasRoom`), which the pass stays within.
            assert(scratch.count >= count + outputCapacity + valueCapacity)
            let reversed = scratch.baseAddress!, output = reversed + count, value = output + outputCapacity
            ReversedReading.writePlain(bytes, to: reversed)
            let scan = Scan(graph, input: reversed, count: count, caretByte: ReversedReading.mirroredCaret(caretByte, count: count),
                            gravity: gravity, rightToLeft: true)
            let pass = scan.runPlain(output: output, value: value, autoskip: gravity.autoskip)
            return (ReversedReading.plainString(reversing: UnsafeBufferPointer(start: output, count: pass.outputCount)),
                    ReversedReading.plainString(reversing: UnsafeBufferPointer(start: value, count: pass.valueCount)), pass)
        }
    }

    /// The right-to-left pass for plain literals over text of single simple scalars: the text read
    /// reversed scalar by scalar (`ReversedReading.writeSingleScalars`), the scalar pass of
    /// `applySingleScalars` over that reading, and text and value read back the same way; nil when
    /// the text has a Character of another kind and needs the general scan.
    ///
    /// Every Character is one scalar that joins none, so a caret, a byte offset here, mirrors exactly
    /// and needs no walk over Characters.
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 of `source`, contiguous.
    ///   - caretByte: the caret as a byte offset into `bytes`, within `0...bytes.count`.
    /// - Complexity: O(n + m) for n bytes of text and m states.
    // Out of line, as `applySingleScalars` is: the scalar text it serves is the rarer case.
    @inline(never)
    static func applyRightToLeftSingleScalars(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, source: String, caretByte: Int, gravity: CaretGravity
    ) -> Mask.Result? {
        let count = bytes.count
        let outputCapacity = graph.outputRoom(forInput: count)
        let valueCapacity = graph.valueRoom(forInput: count)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, count + outputCapacity + valueCapacity)) { scratch in
            // The scratch holds the reading, then the output's and the value's most bytes
            // (`Scan.outputHasRoom`, `Scan.valueHasRoom`), which the pass stays within.
            assert(scratch.count >= count + outputCapacity + valueCapacity)
            let reversed = scratch.baseAddress!, output = reversed + count, value = output + outputCapacity
            // A caret inside a Character counts as at its start; the Character, one scalar, then
            // lies after the mirrored caret.
            let caret = ReversedReading.mirroredCaret(UTF8Scalar.start(atOrBefore: caretByte, in: bytes), count: count)
            let scan = Scan(graph, input: reversed, count: count, caretByte: caret, gravity: gravity, rightToLeft: true)
            let characters = Scan.SingleScalars(scan)
            guard ReversedReading.writeSingleScalars(bytes, to: reversed, taking: characters),
                  let pass = scan.runPlain(characters, output: output, value: value, autoskip: gravity.autoskip) else {
                return nil
            }
            let reading = UnsafeBufferPointer(start: UnsafePointer(reversed), count: count)
            let text = ReversedReading.singleScalarString(
                reversing: UnsafeBufferPointer(start: output, count: pass.outputCount), sharing: source, reading: reading)
            let textCaret = ReversedReading.mirroredCaret(pass.caret, count: pass.outputCount)
            return Mask.Result(
                formattedText: CaretString(
                    string: text, caretPosition: text.utf8.index(text.startIndex, offsetBy: textCaret), caretGravity: gravity),
                extractedValue: ReversedReading.singleScalarString(
                    reversing: UnsafeBufferPointer(start: value, count: pass.valueCount), sharing: source, reading: reading),
                affinity: pass.affinity, complete: graph.statePointer[pass.state].completeAfter,
                tailPlaceholder: ReversedReading.characters(of: graph.placeholder(from: pass.tailState)))
        }
    }

    /// The right-to-left counterpart of `applyUnchanged`: a format of slots and an ellipsis of one
    /// class (`StateGraph.ellipsisSlots` is at least 0), a gravity without autoskip, and a text that
    /// class takes whole as single-scalar Characters (`Scan.inputRun(classIndex:)`), whatever their
    /// order; nil otherwise. Those Characters are simple scalars or ASCII other than CR, so reading
    /// them reversed keeps them apart: the scan takes the whole reading and inserts nothing, and
    /// output and value read back are the text itself, shared rather than reversed twice. The
    /// caret stays where it was, at the start of its Character.
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 of `source`, contiguous.
    ///   - caretByte: the caret as a byte offset into `bytes`, within `0...bytes.count`.
    /// - Complexity: O(n) for n bytes of text.
    private static func applyRightToLeftUnchanged(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, source: String, caretByte: Int, gravity: CaretGravity
    ) -> Mask.Result? {
        let slots = graph.ellipsisSlots
        guard slots >= 0 && !gravity.autoskip else { return nil }
        // The run does not depend on the caret; a pass over the text as given finds the same
        // Characters as one over the reading.
        let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: bytes.count,
                        caretByte: bytes.count, gravity: gravity, rightToLeft: true)
        let run = scan.inputRun(classIndex: graph.statePointer[slots].classIndex)
        guard run.end == bytes.count && run.end > 0 else { return nil }
        let state = min(run.characters, slots)
        let caret = source.utf8.index(source.startIndex, offsetBy: UTF8Scalar.start(atOrBefore: caretByte, in: bytes))
        return Mask.Result(
            formattedText: CaretString(string: source, caretPosition: caret, caretGravity: gravity),
            extractedValue: source, affinity: run.characters, complete: graph.statePointer[state].completeAfter,
            tailPlaceholder: ReversedReading.characters(of: graph.placeholder(from: state)))
    }
}
