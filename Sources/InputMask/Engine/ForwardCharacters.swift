// Walking a String's Characters backwards (`reversed()`, `index(before:)`, `last`, `removeLast()`,
// a negative `offsetBy`) is quadratic on a run of regional indicators: every step back counts the
// whole run again to learn how the indicators pair up.
// Grapheme breaking forwards never looks back, so what the engine does from the end of a String
// it does with the boundaries found going forwards; Character boundaries are a property of the
// string, so those are the ones the backward walks find.

extension String {
    /// The UTF-8 offset of the end of the string's first `characters` Characters, or of its end
    /// when it has fewer.
    ///
    /// - Complexity: O(n) for the n bytes walked.
    func utf8Offset(afterCharacters characters: Int) -> Int {
        withCharacterStrides { bytes, strides in
            var offset = 0, walked = 0
            while walked < characters && offset < bytes.count {
                offset &+= strides.length(at: offset)
                walked &+= 1
            }
            return offset
        }
    }

    /// Calls `body` with the string's UTF-8 and the `CharacterStrides` over it.
    private func withCharacterStrides<Result>(
        _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ strides: inout CharacterStrides) -> Result
    ) -> Result {
        var source = self
        source.makeContiguousUTF8()
        return source.utf8.withContiguousStorageIfAvailable { bytes in
            var strides = CharacterStrides(of: source, bytes: bytes)
            return body(bytes, &strides)
        }!
    }
}

/// Finds a String's Characters going forwards from its UTF-8 bytes: ASCII, single-scalar and emoji
/// Characters from the bytes alone (`SingleScalarCharacter`, `EmojiCluster`), any other through
/// `String`'s grapheme breaking, which is many times slower.
///
/// Valid while the bytes it was made with are: use it inside the closure that lends them.
struct CharacterStrides {
    private let source: String
    private let input: UnsafePointer<UInt8>?
    private let count: Int
    private let scalarBits = CharacterClass.twoByteScalarBits
    private let table = ScalarTable.shared
    /// Where the last Character `String` measured ends, as String made that index: starting from
    /// it, String never searches backwards for a Character boundary (quadratic on runs of flags).
    private var next: String.Index?
    private var nextOffset = -1

    /// - Parameters:
    ///   - source: a String whose UTF-8 is contiguous.
    ///   - bytes: `source`'s UTF-8.
    init(of source: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.source = source
        self.input = bytes.baseAddress
        self.count = bytes.count
    }

    /// The length in bytes of the Character that starts at `offset`, a Character boundary before
    /// the end.
    ///
    /// - Complexity: O(length of the Character), and O(1) amortised over a forward walk.
    mutating func length(at offset: Int) -> Int {
        // Not nil: `offset` is before the end, so there are bytes.
        let input = self.input!
        let byte = input[offset]
        // No rule joins two ASCII scalars but CR LF.
        if byte < 0x80 && byte != 0x0D && (offset &+ 1 == count || input[offset &+ 1] < 0x80) { return 1 }
        // After a Character String measured, String goes on: from an index it made, its next step
        // is cheap, while one from any other index first searches back for a boundary.
        if nextOffset != offset {
            let single = SingleScalarCharacter.length(at: offset, in: input, count: count, scalarBits: scalarBits, table: table)
            if single > 0 { return single }
            let emoji = EmojiCluster.length(at: offset, in: input, count: count, scalarBits: scalarBits, table: table)
            if emoji > 0 { return emoji }
        }
        let start = nextOffset == offset ? next! : source.utf8.index(source.startIndex, offsetBy: offset)
        let after = source.index(after: start)
        next = after
        nextOffset = source.utf8.distance(from: source.startIndex, to: after)
        return nextOffset &- offset
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
