/// Reads structured values from a fuzzer's bytes, front to back; past the end every read yields zero,
/// so any byte string decodes to something and a shorter input decodes to a simpler case.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Creates a reader over `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The low bit and the second bit of the next byte.
    mutating func twoBools() -> (Bool, Bool) {
        let byte = byte()
        return (byte & 1 == 1, byte & 2 == 2)
    }

    /// The low bit of the next byte.
    mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// An integer in `range`: one byte for ranges of up to 256 values, two (little-endian) otherwise.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = range.upperBound - range.lowerBound + 1
        let raw = width <= 256 ? Int(byte()) : Int(byte()) | Int(byte()) << 8
        return range.lowerBound + raw % width
    }

    /// An element of a non-empty `table`, chosen by the next byte.
    mutating func pick<Element>(_ table: [Element]) -> Element {
        table[int(in: 0...(table.count - 1))]
    }

    /// Up to `count` bytes (fewer at the end).
    mutating func bytes(count: Int) -> [UInt8] {
        let end = min(bytes.count, position + count)
        defer { position = max(position, end) }
        return position < end ? Array(bytes[position..<end]) : []
    }

    /// A length byte followed by that many bytes, decoded as UTF-8 (invalid sequences become U+FFFD).
    mutating func literalString() -> String {
        String(decoding: bytes(count: Int(byte())), as: UTF8.self)
    }

    /// Every byte not yet read, decoded as UTF-8 (invalid sequences become U+FFFD).
    mutating func remainingString() -> String {
        String(decoding: bytes(count: bytes.count), as: UTF8.self)
    }
}
