// The byte-level apply (Mask+UTF8.swift): plain input runs `Scan.runPlain` straight into the
// caller's storage; everything else is decoded into a String, applied through the String path, and
// its result copied into the storage, so that both APIs give the same result by construction.

extension ApplyEngine {
    /// Applies `graph` to `bytes` with the caret at byte `caret`, writing the result into `output`.
    ///
    /// - Parameters:
    ///   - caret: any integer; clamped to `0...bytes.count`.
    /// - Complexity: O(n + m) for n bytes and a format of m bytes.
    // Always inlined into `Mask.applyUTF8`: called, it reads the graph's fields again behind the call
    // and the byte-level apply costs a few percent more.
    @inline(__always)
    static func apply(
        _ graph: StateGraph, utf8 bytes: UnsafeBufferPointer<UInt8>, caret: Int, gravity: CaretGravity,
        rightToLeft: Bool, into output: inout Mask.UTF8Output
    ) {
        let caretByte = min(max(caret, 0), bytes.count)
        if graph.literalsArePlain && isPlainASCII(bytes) {
            if rightToLeft {
                applyRightToLeftPlain(graph, bytes: bytes, caretByte: caretByte, gravity: gravity, into: &output)
            } else {
                writePlain(graph, bytes: bytes, caretByte: caretByte, gravity: gravity, into: &output)
            }
        } else {
            applyDecoding(graph, bytes: bytes, caretByte: caretByte, gravity: gravity, rightToLeft: rightToLeft, into: &output)
        }
    }

    /// The left-to-right plain pass, written where the caller's storage keeps text and value.
    private static func writePlain(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity,
        into output: inout Mask.UTF8Output
    ) {
        let outputCapacity = graph.outputRoom(forInput: bytes.count)
        let valueCapacity = graph.valueRoom(forInput: bytes.count)
        output.reserve(outputCapacity + valueCapacity)
        let pass = output.storage.withUnsafeMutableBufferPointer { storage in
            let scan = Scan(graph, input: bytes.baseAddress ?? graph.bytePointer, count: bytes.count,
                            caretByte: caretByte, gravity: gravity, rightToLeft: false)
            // In bounds: `reserve` made room for the output's and the value's most bytes, one after
            // the other (`Scan.outputHasRoom`, `Scan.valueHasRoom`), which the pass stays within.
            assert(storage.count >= outputCapacity + valueCapacity)
            return scan.runPlain(output: storage.baseAddress!, value: storage.baseAddress! + outputCapacity, autoskip: gravity.autoskip)
        }
        output.textStart = 0
        output.valueStart = outputCapacity
        output.finish(pass, graph: graph, caret: pass.caret, reversed: false)
    }

    /// The right-to-left plain pass: the input reversed into the storage, the pass written after it,
    /// and text and value reversed back in place.
    private static func applyRightToLeftPlain(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity,
        into output: inout Mask.UTF8Output
    ) {
        let count = bytes.count
        let outputCapacity = graph.outputRoom(forInput: count)
        let valueCapacity = graph.valueRoom(forInput: count)
        output.reserve(count + outputCapacity + valueCapacity)
        let pass = output.storage.withUnsafeMutableBufferPointer { storage in
            // `reserve` made room for the reversed input, then the output's and the value's most
            // bytes (`Scan.outputHasRoom`, `Scan.valueHasRoom`), which the pass stays within.
            assert(storage.count >= count + outputCapacity + valueCapacity)
            let reversed = storage.baseAddress!, text = reversed + count, value = text + outputCapacity
            ReversedReading.writePlain(bytes, to: reversed)
            let scan = Scan(graph, input: reversed, count: count, caretByte: ReversedReading.mirroredCaret(caretByte, count: count),
                            gravity: gravity, rightToLeft: true)
            let pass = scan.runPlain(output: text, value: value, autoskip: gravity.autoskip)
            ReversedReading.reversePlain(UnsafeMutableBufferPointer(start: text, count: pass.outputCount))
            ReversedReading.reversePlain(UnsafeMutableBufferPointer(start: value, count: pass.valueCount))
            return pass
        }
        output.textStart = count
        output.valueStart = count + outputCapacity
        output.finish(pass, graph: graph, caret: ReversedReading.mirroredCaret(pass.caret, count: pass.outputCount), reversed: true)
    }

    /// Any other input: decoded as `String(decoding:as:)` does (each maximal invalid subsequence
    /// becoming U+FFFD), applied through the String path, and copied into the storage.
    private static func applyDecoding(
        _ graph: StateGraph, bytes: UnsafeBufferPointer<UInt8>, caretByte: Int, gravity: CaretGravity,
        rightToLeft: Bool, into output: inout Mask.UTF8Output
    ) {
        var string = String(decoding: bytes, as: UTF8.self)
        let isValid = string.withUTF8 { decoded in
            decoded.elementsEqual(bytes)
        }
        let caret = isValid ? UTF8Scalar.start(atOrBefore: caretByte, in: bytes) : decodedOffset(of: caretByte, in: bytes)
        let text = CaretString(string: string, caretPosition: string.utf8.index(string.startIndex, offsetBy: caret), caretGravity: gravity)
        let result = apply(graph, to: text, rightToLeft: rightToLeft)
        var formatted = result.formattedText.string
        var value = result.extractedValue
        let textCount = formatted.utf8.count, valueCount = value.utf8.count
        output.reserve(textCount + valueCount)
        output.storage.withUnsafeMutableBufferPointer { storage in
            // In bounds: `reserve` made room for both, one after the other.
            assert(storage.count >= textCount + valueCount)
            formatted.withUTF8 { storage.baseAddress!.update(from: $0.baseAddress ?? graph.bytePointer, count: textCount) }
            value.withUTF8 { (storage.baseAddress! + textCount).update(from: $0.baseAddress ?? graph.bytePointer, count: valueCount) }
        }
        output.textStart = 0
        output.textCount = textCount
        output.valueStart = textCount
        output.valueCount = valueCount
        output.caret = formatted.utf8.distance(from: formatted.startIndex, to: result.formattedText.caretPosition)
        output.affinity = result.affinity
        output.complete = result.complete
        output.tailString = result.tailPlaceholder
    }

    /// Where byte `offset` of `bytes` lands in `String(decoding: bytes, as: UTF8.self)`: at the start
    /// of what the scalar or invalid subsequence holding it became.
    ///
    /// - Complexity: O(offset).
    static func decodedOffset(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var original = 0, decoded = 0
        while true {
            let length: Int, decodedLength: Int
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                length = scalar.count
                decodedLength = scalar.count
            case .error(let errorLength):
                length = errorLength
                decodedLength = 3  // U+FFFD in UTF-8
            case .emptyInput:
                return decoded
            }
            if original + length > offset { return decoded }
            original += length
            decoded += decodedLength
        }
    }
}

extension Mask.UTF8Output {
    /// Records a plain pass whose text and value are in place.
    mutating func finish(_ pass: Scan.PlainPass, graph: StateGraph, caret: Int, reversed: Bool) {
        textCount = pass.outputCount
        valueCount = pass.valueCount
        self.caret = caret
        affinity = pass.affinity
        complete = graph.statePointer[pass.state].completeAfter
        if tailGraph !== graph { tailGraph = graph }
        tailState = pass.tailState
        tailReversed = reversed
        if tailString != nil { tailString = nil }
    }
}
