import SeededRandom

/// The draws the suite's inputs are made of. They are the bench's own, not the standard library's
/// `random(in:using:)`, so that the inputs stay the same whatever the toolchain.
extension SplitMix64 {
    /// A number in `0..<bound` (Lemire's multiply-shift; the tiny bias does not matter here).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// A random element of a non-empty collection.
    mutating func element<Elements: RandomAccessCollection>(of elements: Elements) -> Elements.Element {
        elements[elements.index(elements.startIndex, offsetBy: below(elements.count))]
    }

    /// True with the probability `percent` / 100.
    mutating func chance(percent: Int) -> Bool {
        below(100) < percent
    }
}

/// How a person enters a value into a masked field.
enum TypingStyle: CaseIterable {
    /// Only the first few characters, as while still typing.
    case partial
    /// The whole value, nothing else.
    case complete
    /// The whole value with stray characters (spaces, punctuation) typed among it.
    case withJunk
    /// The value pasted from elsewhere, already split into groups by separators.
    case pastedWithSeparators
}

/// Makes the texts of the suite from a seed derived from the scenario's name: values, the ways
/// people type them, and long texts.
struct InputGenerator {
    /// The characters people type by mistake between the ones a field wants.
    static let junk: [Character] = [" ", " ", "-", ".", "/", "(", ")", "#", "*", ",", "_", "+"]

    private(set) var random: SplitMix64

    /// Creates a generator seeded with the FNV-1a hash of `name`, so each scenario has its own fixed inputs.
    init(name: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        random = SplitMix64(seed: hash)
    }

    /// A number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        random.number(in: range)
    }

    /// A random element of a non-empty collection.
    mutating func element<Elements: RandomAccessCollection>(of elements: Elements) -> Elements.Element {
        random.element(of: elements)
    }

    /// `count` random ASCII digits.
    mutating func digits(_ count: Int) -> String {
        string(count, from: Array("0123456789"))
    }

    /// `count` random ASCII letters, upper and lower case.
    mutating func letters(_ count: Int) -> String {
        string(count, from: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"))
    }

    /// `count` random Characters from `alphabet`.
    mutating func string(_ count: Int, from alphabet: [Character]) -> String {
        var text = ""
        for _ in 0..<count {
            text.append(random.element(of: alphabet))
        }
        return text
    }

    /// The value split into groups of the given sizes, joined by `separator`; the last group takes the rest.
    static func grouped(_ value: String, sizes: [Int], separator: String) -> String {
        var groups: [Substring] = []
        var rest = value[...]
        for size in sizes where !rest.isEmpty {
            groups.append(rest.prefix(size))
            rest = rest.dropFirst(size)
        }
        if !rest.isEmpty { groups.append(rest) }
        return groups.joined(separator: separator)
    }

    /// `count` typings of fresh values, taking the typing styles in turn (partial, complete, with
    /// junk, pasted), so every style is equally represented.
    ///
    /// - Parameters:
    ///   - count: how many texts to make.
    ///   - value: makes one value as the field would extract it, such as ten digits of a phone number.
    ///   - paste: writes a value the way it appears when pasted from elsewhere, with separators.
    mutating func typings(
        _ count: Int,
        value: (inout InputGenerator) -> String,
        paste: (String, inout InputGenerator) -> String
    ) -> [String] {
        (0..<count).map { index in
            let full = value(&self)
            switch TypingStyle.allCases[index % TypingStyle.allCases.count] {
            case .partial:
                return String(full.prefix(random.number(in: 1...max(1, full.count - 1))))
            case .complete:
                return full
            case .withJunk:
                var text = ""
                for character in full {
                    if random.chance(percent: 30) { text.append(random.element(of: Self.junk)) }
                    text.append(character)
                }
                return text
            case .pastedWithSeparators:
                return paste(full, &self)
            }
        }
    }

    /// A text of at most `utf8Bytes` bytes made of random pieces from `pieces`, filled as closely as the pieces allow.
    ///
    /// Built from bytes so that megabyte texts take milliseconds to make.
    mutating func text(utf8Bytes: Int, pieces: [String]) -> String {
        let encoded = pieces.map { Array($0.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8Bytes)
        let smallest = encoded.map(\.count).min() ?? 1
        while bytes.count + smallest <= utf8Bytes {
            let piece = random.element(of: encoded)
            if bytes.count + piece.count <= utf8Bytes { bytes.append(contentsOf: piece) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A text of exactly `characters` Characters, each a random piece from `pieces` (each piece one Character).
    mutating func text(characters: Int, pieces: [String]) -> String {
        let encoded = pieces.map { Array($0.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters * (encoded.map(\.count).max() ?? 1))
        for _ in 0..<characters {
            bytes.append(contentsOf: random.element(of: encoded))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
