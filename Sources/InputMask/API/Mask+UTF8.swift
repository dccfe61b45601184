// The byte-level API for servers and bulk work: UTF-8 in, caller-owned storage out.

extension Mask {
    /// Formats UTF-8 bytes, moves their caret and extracts the value into reusable storage: the
    /// same result as ``apply(toText:)``, without a String in or out.
    ///
    /// Everything ``apply(toText:)`` returns is in `output` afterwards, in bytes: the formatted
    /// text and value as UTF-8 (``UTF8Output/withTextBytes(_:)``, or ``UTF8Output/text`` for a
    /// String), the caret as a byte offset into the text, affinity, completeness and the tail placeholder.
    /// For an `RTLMask` the text is read from its end, as its ``apply(toText:)`` does.
    ///
    /// ```swift
    /// // Normalising a column of phone numbers: one mask, one storage, no String per row.
    /// let mask = try Mask.getOrCreate(withFormat: "+1 ([000]) [000]-[0000]")
    /// var output = Mask.UTF8Output()
    /// var normalised: [String] = []
    /// for row in rows {                             // rows: [[UInt8]], say, read from a file
    ///     mask.apply(toUTF8: row, gravity: .forward(autocomplete: false), into: &output)
    ///     if output.complete { normalised.append(output.value) }   // "5551234567"
    /// }
    /// ```
    ///
    /// - The caret is clamped to `0...bytes.count` (so the default, `Int.max`, is the end). A caret
    ///   inside a Character (inside a multi-byte scalar, or between the scalars of one Character) counts
    ///   as at the Character's start, as it does for a `String.Index` given to ``apply(toText:)``.
    /// - Invalid UTF-8 is never an error: the bytes are read as `String(decoding: bytes, as: UTF8.self)`
    ///   reads them, each maximal invalid subsequence as one U+FFFD (`"\u{FFFD}"`), and the result is
    ///   that of applying the mask to that String. A caret inside an invalid subsequence counts as at its start.
    /// - No allocation once `output` has grown to fit, when the bytes are ASCII without a carriage
    ///   return and the mask's literals are ASCII too (phone numbers, dates, card numbers, IBANs):
    ///   that pass writes straight into `output`. Any other input is decoded into a String and goes
    ///   through ``apply(toText:)`` (its allocations: the decoded String and the result's Strings,
    ///   beyond 15 bytes each), and the result is copied into `output`. `output` grows (one
    ///   allocation) when an apply needs more bytes than it holds, and copies its storage once when
    ///   it shares it with a copy of itself.
    ///
    /// - Parameters:
    ///   - bytes: the text's UTF-8, valid or not; read in place when the collection has contiguous
    ///     storage (`Array`, `UnsafeBufferPointer`, `String.UTF8View` of a native String, ...), copied
    ///     into an array first otherwise.
    ///   - caret: the caret as a byte offset into `bytes`; any integer, clamped; the end by default.
    ///   - gravity: the caret's gravity, as in ``CaretString``.
    ///   - output: storage that receives the result, replacing what it held; reuse it across calls.
    /// - Complexity: O(n + m) for n bytes of input and a format of m bytes: checking for ASCII,
    ///   decoding and mapping the caret are each one linear pass.
    // Inlinable so that the caller's collection type is specialised: unspecialised, the generic
    // `withContiguousStorageIfAvailable` call goes through witness tables on every apply.
    @inlinable
    public func apply<Bytes: Collection<UInt8>>(
        toUTF8 bytes: Bytes, caret: Int = .max, gravity: CaretGravity, into output: inout UTF8Output
    ) {
        let applied: Void? = bytes.withContiguousStorageIfAvailable { bytes in
            applyUTF8(bytes, caret: caret, gravity: gravity, into: &output)
        }
        if applied == nil {
            Array(bytes).withUnsafeBufferPointer { bytes in applyUTF8(bytes, caret: caret, gravity: gravity, into: &output) }
        }
    }

    /// ``apply(toUTF8:caret:gravity:into:)`` on contiguous bytes.
    @usableFromInline
    func applyUTF8(_ bytes: UnsafeBufferPointer<UInt8>, caret: Int, gravity: CaretGravity, into output: inout UTF8Output) {
        ApplyEngine.apply(graph, utf8: bytes, caret: caret, gravity: gravity, rightToLeft: type(of: self).isRightToLeft, into: &output)
    }
}
