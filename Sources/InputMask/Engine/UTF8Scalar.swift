/// Reading scalars out of UTF-8 bytes in the engine's byte-level passes, stated once.
///
/// The bytes are valid UTF-8 (a `String`'s, or repaired on entry by the byte-level API), so a lead
/// byte is followed by the continuation bytes it announces unless the end of the bytes cuts the
/// scalar short, and a continuation byte is at most three bytes after a lead byte. One loop decodes
/// on its own, fused with its bounds: the ellipsis runs of `Scan+EllipsisRuns.swift` (measured).
enum UTF8Scalar {
    /// The scalar at `position` of the `count` bytes at `input` and its length in bytes; length 0
    /// when `position` does not start a whole scalar (a continuation byte, or a scalar the end cuts).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func decode(at position: Int, in input: UnsafePointer<UInt8>, count: Int) -> (UInt32, Int) {
        let lead = UInt32(input[position])
        if lead < 0x80 { return (lead, 1) }
        // In bounds, each read below: the guard before it checks the scalar's last byte.
        if lead < 0xE0 {
            guard lead >= 0xC2 && position &+ 1 < count else { return (0, 0) }
            return (twoByteScalar(lead: UInt8(lead), continuation: input[position &+ 1]), 2)
        }
        if lead < 0xF0 {
            guard position &+ 2 < count else { return (0, 0) }
            return (((lead & 0x0F) << 12) | ((UInt32(input[position &+ 1]) & 0x3F) << 6) | (UInt32(input[position &+ 2]) & 0x3F), 3)
        }
        guard lead <= 0xF4 && position &+ 3 < count else { return (0, 0) }
        return (((lead & 0x07) << 18) | ((UInt32(input[position &+ 1]) & 0x3F) << 12)
                | ((UInt32(input[position &+ 2]) & 0x3F) << 6) | (UInt32(input[position &+ 3]) & 0x3F), 4)
    }

    /// The scalar of two bytes whose lead byte is `lead` (0xC2 to 0xDF) and whose continuation
    /// byte is `continuation`, read by a caller that has both already.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func twoByteScalar(lead: UInt8, continuation: UInt8) -> UInt32 {
        (UInt32(lead) & 0x1F) &<< 6 | UInt32(continuation) & 0x3F
    }

    /// The scalar that starts at `position` and its length in bytes, when all of its bytes are
    /// known to be there (the caller's bounds say so).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func decodeWhole(at position: UnsafePointer<UInt8>) -> (UInt32, Int) {
        let lead = UInt32(position.pointee)
        // In bounds, each read below: valid UTF-8, and the caller knows the scalar ends in bounds.
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return (twoByteScalar(lead: UInt8(lead), continuation: position[1]), 2) }
        if lead < 0xF0 {
            return (((lead & 0x0F) << 12) | ((UInt32(position[1]) & 0x3F) << 6) | (UInt32(position[2]) & 0x3F), 3)
        }
        return (((lead & 0x07) << 18) | ((UInt32(position[1]) & 0x3F) << 12)
                | ((UInt32(position[2]) & 0x3F) << 6) | (UInt32(position[3]) & 0x3F), 4)
    }

    /// The start of the scalar that holds byte `offset` of `bytes`: `offset` moved back over
    /// continuation bytes; `offset` itself at or past the end, or at or before the start.
    ///
    /// - Complexity: O(1): at most three steps back.
    @inline(__always)
    static func start(atOrBefore offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = offset
        while start > 0 && start < bytes.count && bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }
}
