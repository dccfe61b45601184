/// Dial codes shared by several regions (`+1`, `+7`, `+44`, …), read in place from the generated
/// tables: a look-up parses nothing and builds nothing, so a first search costs what a later one does.
extension Country {
    /// The candidate regions of a shared dial code for some national digits: a set of positions in
    /// the code's region list (libphonenumber's order, main country first).
    package struct SharedRegions: Sendable {
        /// The code's regions, comma separated (`"RU,KZ"`).
        let regions: StaticString
        /// Bit `i` set: the `i`-th region of ``regions`` is a candidate.
        let bits: UInt32

        /// Whether `alpha2` is a candidate.
        ///
        /// - Complexity: O(regions of the code).
        package func contains(_ alpha2: String) -> Bool {
            var alpha2 = alpha2
            return alpha2.withUTF8 { contains(alpha2: $0) }
        }

        /// Whether the region whose alpha-2 code is the bytes `alpha2` is a candidate.
        ///
        /// - Complexity: O(regions of the code).
        func contains(alpha2: UnsafeBufferPointer<UInt8>) -> Bool {
            regions.withUTF8Buffer { regions in
                var position = 0, start = 0
                while start <= regions.count {
                    var end = start
                    while end < regions.count && regions[end] != UInt8(ascii: ",") { end += 1 }
                    if bits & 1 << position != 0 && end - start == alpha2.count {
                        var equal = true
                        // In bounds: `start + offset < end <= regions.count`.
                        for offset in 0..<alpha2.count where regions[start + offset] != alpha2[offset] { equal = false }
                        if equal { return true }
                    }
                    position += 1
                    start = end + 1
                }
                return false
            }
        }
    }

    /// For a shared dial code, the regions that national numbers starting with `national` can be
    /// in: those of the longest listed prefix of `national`, every region of the code when none
    /// is listed; `nil` when `dialCode` is not shared.
    ///
    /// - Parameters:
    ///   - dialCode: a dial code's ASCII digits (`"44"`).
    ///   - national: the national digits as ASCII bytes; only the first
    ///     ``longestNationalPrefix`` are read.
    /// - Complexity: O(log(listed prefixes) × ``longestNationalPrefix``): binary searches of the
    ///   generated table, however long `national` is.
    package static func sharedRegions(dialCode: some Collection<UInt8>, national: some Collection<UInt8>) -> SharedRegions? {
        guard dialCode.count <= 3, let code = asciiNumber(dialCode), dialCode.first != UInt8(ascii: "0") else { return nil }
        return sharedRegions(dialCode: code, national: national)
    }

    /// ``sharedRegions(dialCode:national:)`` for a dial code given as its number (`44`).
    static func sharedRegions(dialCode code: Int, national: some Collection<UInt8>) -> SharedRegions? {
        guard let regions = generatedSharedRegions(dialCode: code) else { return nil }
        var head = national.prefix(longestNationalPrefix)
        while !head.isEmpty {
            if let value = asciiNumber(head),
                let position = position(ofNationalPrefixKey: code * nationalPrefixKeyScale + head.count * nationalPrefixValueScale + value)
            {
                return SharedRegions(regions: regions, bits: generatedNationalPrefixRegions[position])
            }
            head = head.dropLast()
        }
        let count = regions.withUTF8Buffer { $0.reduce(1) { $0 + ($1 == UInt8(ascii: ",") ? 1 : 0) } }
        return SharedRegions(regions: regions, bits: count >= 32 ? .max : (1 << UInt32(count)) - 1)
    }

    /// The most digits of any listed national prefix (the generator stops at 6).
    package static var longestNationalPrefix: Int { generatedLongestNationalPrefix }

    /// Shared dial codes as dictionaries: the regions in libphonenumber's order and the national
    /// prefix table, for code that walks every listed prefix (made on first use, in
    /// O(listed prefixes); a search by digits is ``sharedRegions(dialCode:national:)``).
    package static let sharedDialCodes: [String: (regions: [String], prefixes: [String: [String]])] = {
        var result: [String: (regions: [String], prefixes: [String: [String]])] = [:]
        for code in generatedSharedDialCodes {
            guard let regions = generatedSharedRegions(dialCode: code) else { continue }
            result[String(code)] = (regions.description.split(separator: ",").map(String.init), [:])
        }
        for (key, bits) in zip(generatedNationalPrefixKeys, generatedNationalPrefixRegions) {
            let code = String(key / nationalPrefixKeyScale)
            let length = key / nationalPrefixValueScale % 10
            let value = String(key % nationalPrefixValueScale)
            let prefix = String(repeating: "0", count: length - value.count) + value
            guard let regions = result[code]?.regions else { continue }
            result[code]?.prefixes[prefix] = regions.indices.compactMap { bits & 1 << $0 != 0 ? regions[$0] : nil }
        }
        return result
    }()

    /// A key of ``generatedNationalPrefixKeys`` is `code × 10⁷ + length × 10⁶ + prefix`.
    private static let nationalPrefixKeyScale = 10_000_000
    private static let nationalPrefixValueScale = 1_000_000

    /// The position of `key` in the ascending ``generatedNationalPrefixKeys``, if it is there.
    ///
    /// - Complexity: O(log(listed prefixes)).
    private static func position(ofNationalPrefixKey key: Int) -> Int? {
        let keys = generatedNationalPrefixKeys
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// The number that the ASCII decimal `digits` spell, or `nil` for another byte, none, or more
    /// digits than an `Int` always holds (18); the generated tables' numbers are read with it too.
    ///
    /// - Complexity: O(length of `digits`).
    package static func asciiNumber(_ digits: some Collection<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
        }
        return value
    }
}
