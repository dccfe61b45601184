// The right-to-left passes (SEMANTICS.md section 8): the scans of the left-to-right ones over the
// text as `ReversedReading` gives it, and their results mirrored back through it.

extension ApplyEngine {
    /// Reverses text and caret, applies the reversed graph, and reverses text, caret, value and
    /// tail placeholder back (SEMANTICS.md section 8).
    static func applyRightToLeft(_ graph: StateGraph, to text: CaretString) -> Mask.Result {
        var string = text.string
        let caretByte = clampedUTF8Offset(of: text.caretPosition, in: string)
        let gravity = text.caretGravity
        string.makeContiguousUTF8()
        let isPlain = isPlainASCII(string)
        if isPlain && graph.literalsArePlain {
            return string.utf8.withContiguousStorageIfAvailable { bytes in
                let (output, value, pass) = rightToLeftPlainPass(graph, bytes: bytes, caretByte: caretByte, gravity: gravity)
                return Mask.Result(
                    formattedText: CaretString(
                        string: output,
                        caretPosition: output.utf8.index(output.startIndex, offsetBy: ReversedReading.mirroredCaret(pass.caret, count: pass.outputCount)),
                        caretGravity: gravity),
                    extractedValue: value, affinity: pass.affinity, complete: graph.statePointer[pass.state].completeAfter,
                    tailPlaceholder: ReversedReading.characters(of: graph.placeholder(from: pass.tailState)))
            }!
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
        let output = ReversedReading.characters(of: finished.output)
        return Mask.Result(
            formattedText: CaretString(
                string: output,
                caretPosition: ReversedReading.caretIndex(
                    in: output, characterCount: finished.outputCharacterCount, charactersBefore: finished.caret),
                caretGravity: gravity),
            extractedValue: ReversedReading.characters(of: finished.value),
            affinity: finished.affinity,
            complete: finished.complete,
            tailPlaceholder: ReversedReading.characters(of: finished.tailPlaceholder)
        )
    }

    /// `applyPlain(_:bytes:caretByte:gravity:rightToLeft:)` right to left.
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
        let outputCapacity = count + graph.literalByteTotal
        let valueCapacity = count + graph.fixedLiteralByteTotal
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
}
