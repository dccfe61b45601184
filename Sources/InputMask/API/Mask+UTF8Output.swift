// The caller-owned storage of the byte-level API (Mask+UTF8.swift): what one apply leaves behind, as
// plain values and bytes, with Strings made only when asked for.

extension Mask {
    /// Reusable storage that ``Mask/apply(toUTF8:caret:gravity:into:)`` writes a result into: the
    /// formatted text's and the value's UTF-8 bytes, the caret as a byte offset, the affinity and
    /// completeness.
    ///
    /// Keep one per thread (or per task) and pass it `inout` to every apply: its memory grows only
    /// when an input needs more than any before, and is reused otherwise. Strings are made only when
    /// ``text``, ``value`` or ``tailPlaceholder`` is read; ``withTextBytes(_:)`` and
    /// ``withValueBytes(_:)`` lend the bytes without copying them.
    ///
    /// ```swift
    /// let mask = try Mask.getOrCreate(withFormat: "+1 ([000]) [000]-[0000]")
    /// var output = Mask.UTF8Output()
    /// mask.apply(toUTF8: Array("5551234567".utf8), gravity: .forward(autocomplete: true), into: &output)
    /// output.text       // "+1 (555) 123-4567"
    /// output.caret      // 17, a byte offset into the text
    /// output.complete   // true
    /// ```
    ///
    /// It is a value with copy-on-write storage: a copy shares the bytes until either is written to,
    /// and writing to a shared copy allocates fresh storage once.
    public struct UTF8Output: Sendable {
        /// The formatted text's bytes at `textStart`, the value's at `valueStart`, and the scratch
        /// space of the pass around them.
        var storage: [UInt8]
        var textStart = 0
        var valueStart = 0
        /// The formatted text's length in UTF-8 bytes.
        public internal(set) var textCount = 0
        /// The extracted value's length in UTF-8 bytes.
        public internal(set) var valueCount = 0
        /// The caret in the formatted text, as a byte offset within `0...textCount` on a Character boundary.
        public internal(set) var caret = 0
        /// How well the input matched the mask: the same figure as ``Mask/Result/affinity``.
        public internal(set) var affinity = 0
        /// Whether the value fills every mandatory slot: the same as ``Mask/Result/complete``.
        public internal(set) var complete = false
        /// Where the tail placeholder comes from, kept unmade until it is read: `tailString` when
        /// set, else the placeholder of `tailGraph` from `tailState`, reversed back for right-to-left masks.
        /// Separate fields rather than an enum, so that applying one mask again and again stores
        /// its graph once instead of retaining and releasing it on every call.
        var tailGraph: StateGraph?
        var tailState = 0
        var tailReversed = false
        var tailString: String?

        /// Empty storage that holds at least `capacity` bytes before it first grows.
        ///
        /// - Parameter capacity: bytes to set aside now; an apply needs about twice its input's bytes
        ///   plus the mask's literals (three times for `RTLMask`), and grows the storage when it needs more.
        /// - Complexity: O(capacity).
        public init(capacity: Int = 0) {
            storage = [UInt8](repeating: 0, count: max(1, capacity))
        }

        /// The bytes the storage holds, which the next apply reuses without allocating when it needs no more.
        ///
        /// - Complexity: O(1).
        public var capacity: Int { storage.count }

        /// The formatted text, as a new String.
        ///
        /// - Complexity: O(``textCount``); no allocation for 15 bytes or fewer.
        public var text: String { withTextBytes { String(decoding: $0, as: UTF8.self) } }

        /// The extracted value, as a new String.
        ///
        /// - Complexity: O(``valueCount``); no allocation for 15 bytes or fewer.
        public var value: String { withValueBytes { String(decoding: $0, as: UTF8.self) } }

        /// What the mask would show after the text: the same as ``Mask/Result/tailPlaceholder``.
        ///
        /// - Complexity: O(p) for p bytes of placeholder, made on every read.
        public var tailPlaceholder: String {
            if let tailString { return tailString }
            guard let tailGraph else { return "" }
            let placeholder = tailGraph.placeholder(from: tailState)
            return tailReversed ? ReversedReading.characters(of: placeholder) : placeholder
        }

        /// Calls `body` with the formatted text's UTF-8 bytes, valid only during the call.
        ///
        /// - Parameter body: reads the bytes; they must not escape it.
        /// - Returns: what `body` returns.
        /// - Throws: what `body` throws.
        /// - Complexity: O(1) plus `body`.
        public func withTextBytes<Result, Failure: Error>(
            _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            try withBytes(from: textStart, count: textCount, body)
        }

        /// Calls `body` with the extracted value's UTF-8 bytes, valid only during the call.
        ///
        /// - Parameter body: reads the bytes; they must not escape it.
        /// - Returns: what `body` returns.
        /// - Throws: what `body` throws.
        /// - Complexity: O(1) plus `body`.
        public func withValueBytes<Result, Failure: Error>(
            _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            try withBytes(from: valueStart, count: valueCount, body)
        }

        private func withBytes<Result, Failure: Error>(
            from start: Int, count: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            try storage.withUnsafeBufferPointer { (storage) throws(Failure) -> Result in
                try body(UnsafeBufferPointer(rebasing: storage[start..<start + count]))
            }
        }

        /// Makes the storage hold at least `count` bytes, allocating only when it holds fewer.
        mutating func reserve(_ count: Int) {
            if storage.count < count { storage = [UInt8](repeating: 0, count: count) }
        }
    }
}
