/// A fast, seeded 64-bit hash of a string's UTF-8 bytes, for the cache keys.
///
/// Cache lookups sit on the hot path of `getOrCreate`; hashing eight bytes per multiply is several
/// times cheaper than `String`'s SipHash over normalised text. The seed is random per process, so
/// formats from untrusted sources cannot be chosen to collide, and a collision only costs a probe:
/// keys are still compared in full.
enum CacheKeyHashing {
    private static let seed = UInt64.random(in: .min ... .max)

    /// The hash of a format with its notations (their symbols and optionality: hashing a
    /// `CharacterSet` is slow, and keys compare the sets in full anyway) and a salt.
    ///
    /// - Complexity: O(n) for n bytes of format and notation symbols.
    static func hash(format: String, notations: [Notation], salt: UInt64) -> UInt64 {
        var combined = hash(format) ^ salt
        for notation in notations {
            combined = mix(combined ^ hash(String(notation.character)) ^ (notation.isOptional ? 1 : 0))
        }
        return combined
    }

    /// The hash of `string`'s UTF-8 bytes.
    ///
    /// - Complexity: O(n) for n bytes, eight bytes per step.
    static func hash(_ string: String) -> UInt64 {
        var string = string
        let seed = Self.seed
        return string.withUTF8 { bytes in
            var hash = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return mix(hash) }
            var offset = 0
            while offset &+ 8 <= bytes.count {
                hash = mix(hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset &+= 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(bytes[offset]) &<< shift
                shift &+= 8
                offset &+= 1
            }
            return mix(hash ^ tail)
        }
    }

    /// A multiply-xorshift finaliser (from splitmix64).
    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0xBF58_476D_1CE4_E5B9
        x ^= x &>> 31
        x = x &* 0x94D0_49BB_1331_11EB
        return x ^ (x &>> 29)
    }
}
