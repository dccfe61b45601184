// Right-to-left masks (SEMANTICS.md section 8): the text is read reversed, Character by Character,
// through the same scans, and what they produce is reversed back. The reading order is stated once,
// in `withReversedReading`, which the drop report shares.

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
                        string: output, caretPosition: output.utf8.index(output.startIndex, offsetBy: pass.outputCount - pass.caret),
                        caretGravity: gravity),
                    extractedValue: value, affinity: pass.affinity, complete: graph.statePointer[pass.state].completeAfter,
                    tailPlaceholder: reversedCharacters(graph.placeholder(from: pass.tailState)))
            }!
        }
        let finished = withReversedReading(of: string, isPlain: isPlain, caretByte: caretByte) { bytes, source, caretByte in
            run(graph, bytes: bytes, source: source, caretByte: caretByte, gravity: gravity, rightToLeft: true)
        }
        let output = reversedCharacters(finished.output)
        // Reversing can merge Characters (a Hangul L jamo before a syllable), so the caret counts
        // from the start as input-mask does, clamped to the reversed text's own length.
        let caret = output.utf8.index(
            output.startIndex, offsetBy: output.utf8Offset(afterCharacters: max(finished.outputCharacterCount - finished.caret, 0)))
        return Mask.Result(
            formattedText: CaretString(string: output, caretPosition: caret, caretGravity: gravity),
            extractedValue: reversedCharacters(finished.value),
            affinity: finished.affinity,
            complete: finished.complete,
            tailPlaceholder: reversedCharacters(finished.tailPlaceholder)
        )
    }

    /// Calls `body` with the text in the order right-to-left masks read it: the Characters of
    /// `string` back to front, as UTF-8 bytes, with the String those bytes are the UTF-8 of and the
    /// caret, kept with its Character.
    ///
    /// - Parameters:
    ///   - string: text whose UTF-8 is contiguous; `isPlain` says whether `isPlainASCII` holds for it.
    ///   - caretByte: the caret as a byte offset into `string`, within `0...string.utf8.count`; nil
    ///     when no caret is wanted, and `body` is given the end of the reversed bytes.
    ///   - body: takes the reversed bytes, their String (empty for plain text, which never takes the
    ///     scan's slow path) and the caret as a byte offset into the reversed bytes.
    /// - Complexity: O(n) for n bytes of text.
    static func withReversedReading<Result>(
        of string: String, isPlain: Bool, caretByte: Int?,
        _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ source: String, _ caretByte: Int) -> Result
    ) -> Result {
        if isPlain {
            // Every byte is a Character: reversing bytes reverses Characters, and the reversed bytes
            // need no String of their own.
            var string = string
            return string.withUTF8 { bytes in
                let count = bytes.count
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, count)) { reversed in
                    // In bounds: `offset` and `count - 1 - offset` are both in `0..<count`, the room allocated.
                    assert(reversed.count >= count)
                    for offset in 0..<count { reversed[count &- 1 &- offset] = bytes[offset] }
                    return body(UnsafeBufferPointer(rebasing: reversed[..<count]), "", caretByte.map { count - $0 } ?? count)
                }
            }
        }
        // The caret stays with its Character: as many Characters from the start of the reversed text
        // as there are from the one that holds it to the end.
        var (reversed, charactersAfterCaret) = string.reversingCharacters(countingAfterUTF8Offset: caretByte ?? string.utf8.count)
        reversed.makeContiguousUTF8()
        let reversedCaretByte = caretByte == nil ? reversed.utf8.count : reversed.utf8Offset(afterCharacters: charactersAfterCaret)
        return reversed.utf8.withContiguousStorageIfAvailable { bytes in body(bytes, reversed, reversedCaretByte) }!
    }

    /// `plainApplied(_:bytes:caretByte:gravity:rightToLeft:)` right to left.
    static func applyRightToLeftPlain(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity
    ) -> PlainApplied {
        let (output, value, pass) = rightToLeftPlainPass(graph, bytes: bytes, caretByte: caretByte, gravity: gravity)
        return PlainApplied(
            output: output, caret: pass.outputCount - pass.caret, value: value,
            complete: graph.statePointer[pass.state].completeAfter,
            tailPlaceholder: reversedCharacters(graph.placeholder(from: pass.tailState)), keptAll: pass.keptAll)
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
            // In bounds: `offset` and `count - 1 - offset` are both in `0..<count`, the first part.
            for offset in 0..<count { reversed[count &- 1 &- offset] = bytes[offset] }
            let scan = Scan(graph, input: reversed, count: count, caretByte: count - caretByte,
                            gravity: gravity, rightToLeft: true)
            let pass = scan.runPlain(output: output, value: value, autoskip: gravity.autoskip)
            return (reversedString(UnsafeBufferPointer(start: output, count: pass.outputCount)),
                    reversedString(UnsafeBufferPointer(start: value, count: pass.valueCount)), pass)
        }
    }

    /// A String of `bytes`, which hold plain text, read backwards.
    private static func reversedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            // In bounds: `offset` and `count - 1 - offset` are both in `0..<bytes.count`, the capacity asked for.
            assert(buffer.count >= bytes.count)
            for offset in 0..<bytes.count { buffer[offset] = bytes[bytes.count &- 1 &- offset] }
            return bytes.count
        }
    }

    /// `string`'s Characters in reverse order; plain text byte by byte.
    private static func reversedCharacters(_ string: String) -> String {
        guard isPlainASCII(string) else { return string.reversingCharacters() }
        var string = string
        return string.withUTF8 { reversedString($0) }
    }
}
