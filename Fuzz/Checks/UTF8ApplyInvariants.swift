import InputMask

/// The byte-level API (`Mask.apply(toUTF8:caret:gravity:into:)`) against the String API: on the same
/// text and caret both give the same text, caret, value, affinity, completeness and tail placeholder,
/// for valid UTF-8 and for any bytes at all, with any caret.
///
/// The invalid-UTF-8 rule is checked against a model that shares nothing with the engine's: where
/// a byte offset lands in `String(decoding:as:)` is found from decodings of the two sides of the split.
public enum UTF8ApplyInvariants {
    /// The most fuzzer bytes read as a text, so that the check stays cheap beside the apply it follows.
    static let rawByteLimit = 64
    /// The most UTF-8 bytes of a step's text beyond plain ASCII that are compared (see `checkText`).
    static let shortTextLimit = 256

    /// The fuzzer's last bytes (at most `rawByteLimit`, valid UTF-8 or not) and their decoding,
    /// read once per input for the raw-bytes check of each step.
    public struct RawBytes {
        /// The bytes.
        let bytes: [UInt8]
        /// `String(decoding: bytes, as: UTF8.self)`.
        let decoded: String
        /// The length of the whole input, which moves the caret between inputs.
        let inputCount: Int

        /// Takes the last bytes of `data`.
        public init(_ data: [UInt8]) {
            bytes = Array(data.suffix(rawByteLimit))
            decoded = String(decoding: bytes, as: UTF8.self)
            inputCount = data.count
        }
    }

    /// Checks the byte API on `raw` with a caret anywhere from before the start to past the end
    /// (chosen from `text`'s caret) and `text`'s gravity, against the String API on their decoding.
    /// `output` is the byte API's storage, reused across calls.
    ///
    /// - Throws: `InvariantViolation` naming the first field that differs.
    public static func checkRawBytes(_ mask: Mask, _ raw: RawBytes, text: CaretString, output: inout Mask.UTF8Output) throws(InvariantViolation) {
        let rawCaret = (caretUTF8(text) &* 31 &+ raw.inputCount) % (raw.bytes.count + 3) - 1
        try check(mask, bytes: raw.bytes, decoded: raw.decoded, caret: rawCaret, gravity: text.caretGravity, output: &output)
    }

    /// Checks the byte API on `text` (plain ASCII, or short) against `result`, the String API's
    /// result for it. `output` is the byte API's storage, reused across calls.
    ///
    /// - Throws: `InvariantViolation` naming the first field that differs.
    public static func checkText(_ mask: Mask, text: CaretString, result: Mask.Result, output: inout Mask.UTF8Output) throws(InvariantViolation) {
        // Text beyond plain ASCII takes the String path inside the byte API, which on a long text
        // would repeat the step's whole apply; the raw bytes cover that path, so only short such
        // texts are compared here, and plain ones (the byte API's own pass) at any length.
        let utf8 = text.string.utf8
        guard utf8.count <= shortTextLimit || utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return }
        let caret = caretUTF8(text)
        mask.apply(toUTF8: utf8, caret: caret, gravity: text.caretGravity, into: &output)
        try compare(output, result, context: "\(mask) on \(show(text.string)) caret byte \(caret) \(text.caretGravity)")
    }

    /// The UTF-8 offset of `text`'s caret, clamped to the text.
    private static func caretUTF8(_ text: CaretString) -> Int {
        text.string.utf8.distance(from: text.string.startIndex, to: min(text.caretPosition, text.string.endIndex))
    }

    /// Checks the byte API on `bytes` with the caret at byte `caret` (any integer) against the
    /// String API on `String(decoding: bytes, as: UTF8.self)` with the caret where the rule puts it.
    ///
    /// - Throws: `InvariantViolation` naming the first field that differs.
    public static func check(
        _ mask: Mask, bytes: [UInt8], caret: Int, gravity: CaretGravity, output: inout Mask.UTF8Output
    ) throws(InvariantViolation) {
        try check(mask, bytes: bytes, decoded: String(decoding: bytes, as: UTF8.self), caret: caret, gravity: gravity, output: &output)
    }

    /// `check(_:bytes:caret:gravity:output:)` with the decoding made by the caller.
    private static func check(
        _ mask: Mask, bytes: [UInt8], decoded: String, caret: Int, gravity: CaretGravity, output: inout Mask.UTF8Output
    ) throws(InvariantViolation) {
        let expected = mask.apply(toText: CaretString(
            string: decoded, caretPosition: decodedCaret(bytes: bytes, caret: caret, decoded: decoded), caretGravity: gravity))
        mask.apply(toUTF8: bytes, caret: caret, gravity: gravity, into: &output)
        try compare(output, expected, context: "\(mask) on bytes \(bytes) caret \(caret) \(gravity)")
    }

    /// Where the rule puts byte offset `caret` of `bytes` in `decoded`: clamped to the bytes, moved
    /// back to the start of the scalar or invalid subsequence holding it, then to the start of the
    /// Character holding that.
    static func decodedCaret(bytes: [UInt8], caret: Int, decoded: String) -> String.Index {
        var split = min(max(caret, 0), bytes.count)
        let offset: Int
        if decoded.utf8.elementsEqual(bytes) {
            // Valid UTF-8 decodes to itself, and a scalar starts at any byte but a continuation byte.
            while split > 0 && split < bytes.count && bytes[split] & 0xC0 == 0x80 { split -= 1 }
            offset = split
        } else {
            // A split between two decoded pieces leaves both sides decoding to exactly those pieces;
            // a split inside one turns each side's part into at least one more U+FFFD.
            let scalarCount = decoded.unicodeScalars.count
            while split > 0 && split < bytes.count
                && String(decoding: bytes[..<split], as: UTF8.self).unicodeScalars.count
                    + String(decoding: bytes[split...], as: UTF8.self).unicodeScalars.count != scalarCount {
                split -= 1
            }
            offset = String(decoding: bytes[..<split], as: UTF8.self).utf8.count
        }
        guard offset < decoded.utf8.count else { return decoded.endIndex }
        // The Characters after the one holding the offset say nothing about it.
        var start = decoded.startIndex
        for index in decoded.indices {
            if decoded.utf8.distance(from: decoded.startIndex, to: index) > offset { break }
            start = index
        }
        return start
    }

    /// Throws unless `output` holds exactly `expected`, the caret as its byte offset.
    static func compare(_ output: Mask.UTF8Output, _ expected: Mask.Result, context: @autoclosure () -> String) throws(InvariantViolation) {
        let text = expected.formattedText.string
        let caret = text.utf8.distance(from: text.startIndex, to: expected.formattedText.caretPosition)
        let agrees = output.text == text && output.textCount == text.utf8.count && output.caret == caret
            && output.value == expected.extractedValue && output.valueCount == expected.extractedValue.utf8.count
            && output.affinity == expected.affinity && output.complete == expected.complete
            && output.tailPlaceholder == expected.tailPlaceholder
        try require(agrees, """
            byte API differs from the String API: \(context())
              String API: \(render(expected)) (caret byte \(caret))
              byte API:   text: \(show(output.text)) caret byte: \(output.caret) value: \(show(output.value)) \
            affinity: \(output.affinity) complete: \(output.complete) tail: \(show(output.tailPlaceholder))
            """)
    }
}
