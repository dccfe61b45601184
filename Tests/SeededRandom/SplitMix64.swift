/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny pseudo-random generator whose output depends
/// only on its seed, so that a random test replays the same cases and the benchmark measures the
/// same inputs on every run and every machine.
///
/// The one generator of the tests and the benchmark. It is in no product: a consumer of the
/// libraries never builds it.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let offset = Int.random(in: 0..<10, using: &random)
/// ```
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator that starts from `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 pseudo-random bits.
    ///
    /// - Complexity: O(1).
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
