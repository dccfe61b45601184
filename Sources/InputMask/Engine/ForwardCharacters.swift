// Walking a String's Characters backwards (`reversed()`, `index(before:)`, `last`, `removeLast()`,
// a negative `offsetBy`) is quadratic on a run of regional indicators: every step back counts the
// whole run again to learn how the indicators pair up (3 to 7 s for 30,000 of them, measured).
// Grapheme breaking forwards never looks back, so what the engine does from the end of a String
// it does with the boundaries found going forwards; Character boundaries are a property of the
// string, so those are the ones the backward walks find.

extension String {
    /// The string's Characters in reverse order: `String(reversed())`, in time linear in its length.
    ///
    /// Each Character's bytes are written where they end up in the reversed text, in one forward
    /// pass. (The result may group its Characters differently: a Hangul L jamo before a syllable
    /// merges with it, as it does in `String(reversed())`.)
    /// - Complexity: O(n) for n bytes.
    func reversingCharacters() -> String {
        var source = self
        source.makeContiguousUTF8()
        let count = source.utf8.count
        return source.utf8.withContiguousStorageIfAvailable { bytes in
            String(unsafeUninitializedCapacity: count) { reversed in
                var start = 0
                var index = source.startIndex
                while index < source.endIndex {
                    index = source.index(after: index)
                    let end = source.utf8.distance(from: source.startIndex, to: index)
                    for offset in start..<end { reversed[count &- end &+ (offset &- start)] = bytes[offset] }
                    start = end
                }
                return count
            }
        }!
    }
}

/// A String whose last Character can be compared and removed again and again without walking
/// backwards, for autoskip.
///
/// The Character starts are found in one forward pass, the first time they are needed. Removing
/// the last Character leaves a prefix ending at a Character boundary, and every rule that places a
/// boundary looks only at what precedes it and the scalar after it, so the prefix groups its
/// Characters as the whole string did and the starts found once stay right.
struct TrailingCharacters {
    private(set) var string: String
    /// The UTF-8 offset of each Character's start; nil until first needed.
    private var starts: [Int]?

    init(_ string: String) {
        self.string = string
    }

    /// Removes the last Character if it equals `character`, and says whether it did.
    ///
    /// - Complexity: O(n) for n bytes the first time, then O(size of `character`).
    mutating func removeLast(ifEqualTo character: Character) -> Bool {
        if starts == nil { starts = Self.characterStarts(of: string) }
        guard let start = starts?.last else { return false }
        let index = string.utf8.index(string.startIndex, offsetBy: start)
        // Compared as Strings: canonical equivalence, exactly as Characters compare.
        guard string[index...] == String(character) else { return false }
        string.removeSubrange(index...)
        starts?.removeLast()
        return true
    }

    private static func characterStarts(of string: String) -> [Int] {
        var starts: [Int] = []
        var index = string.startIndex
        while index < string.endIndex {
            starts.append(string.utf8.distance(from: string.startIndex, to: index))
            index = string.index(after: index)
        }
        return starts
    }
}
