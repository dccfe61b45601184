@testable import InputMask
import Testing

/// `ApplyEngine.isPlainASCII`, which reads eight bytes at a time and the last ones in pieces of
/// four, two and one, against a byte-by-byte check: one byte that is not plain at every position of
/// every length up to three words, so that each falls in a full word or in each kind of piece.
@Suite("Plain ASCII check")
struct PlainASCIITests {
    @Test("one CR or non-ASCII byte anywhere", arguments: [UInt8(0x0D), 0x80, 0xC3, 0xFF])
    func oneBadByte(bad: UInt8) {
        for count in 0...24 {
            let plain = (0..<count).map { UInt8(0x30 + $0 % 10) }
            #expect(plain.withUnsafeBufferPointer(ApplyEngine.isPlainASCII), "length \(count)")
            for position in 0..<count {
                var bytes = plain
                bytes[position] = bad
                #expect(!bytes.withUnsafeBufferPointer(ApplyEngine.isPlainASCII), "length \(count), position \(position)")
            }
        }
    }

    @Test("every ASCII byte but CR is plain")
    func everyASCIIByte() {
        for byte in UInt8(0)..<0x80 {
            for count in [1, 7, 8, 9, 15, 17] {
                let bytes = [UInt8](repeating: byte, count: count)
                #expect(bytes.withUnsafeBufferPointer(ApplyEngine.isPlainASCII) == (byte != 0x0D), "byte \(byte), length \(count)")
            }
        }
    }
}
