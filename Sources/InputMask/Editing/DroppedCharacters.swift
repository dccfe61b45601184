/// The input Characters an edit dropped, in input order, each with its offsets and reason.
///
/// A random-access collection of ``DroppedCharacter``: iterate it, count it or subscript it as an
/// array. It is stored as runs (Characters dropped for the same reason at evenly spaced places, the
/// usual shape of a paste that overflows a mask), so its memory grows with the number of runs, not
/// of Characters: a megabyte pasted into a full field is one run.
///
/// ```swift
/// var input = try MaskedTextInput(configuration: .init(primaryFormat: "[00]"))
/// let dropped = input.replace(utf16Range: 0..<0, with: "12345").dropped
/// dropped.count              // 3
/// dropped[0].character       // "3"
/// dropped[2].inputOffset     // 4
/// dropped.last?.reason       // .maskFull
/// ```
public struct DroppedCharacters: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The runs, in input order; each run's `firstIndex` is the number of Characters in the runs before it.
    let runs: [Run]
    /// The text the runs' byte offsets point into (contiguous UTF-8), or empty when every run holds its Character.
    let text: String

    /// Characters dropped for the same reason at evenly spaced places of the text, each of the same
    /// length: Character `k` of the run is at `offset + k × offsetStride` (and likewise in UTF-16
    /// code units and UTF-8 bytes) and is `byteLength` bytes long.
    struct Run: Hashable, Sendable {
        var firstIndex: Int
        var count: Int
        var offset: Int
        var utf16Offset: Int
        var byteOffset: Int
        var offsetStride: Int
        var utf16Stride: Int
        var byteStride: Int
        var byteLength: Int
        var isFromEdit: Bool
        var reason: DroppedCharacter.Reason
        /// The Character itself for a run of one given as a value (not read from a text).
        var character: Character?
    }

    /// The runs as given, over `text`.
    init(runs: [Run], text: String) {
        self.runs = runs
        self.text = text
    }

    /// A list of the given Characters.
    ///
    /// - Parameter characters: the dropped Characters, in input order.
    /// - Complexity: O(n) for n Characters.
    public init(_ characters: some Sequence<DroppedCharacter>) {
        var runs: [Run] = []
        for (index, dropped) in characters.enumerated() {
            runs.append(Run(
                firstIndex: index, count: 1, offset: dropped.inputOffset, utf16Offset: dropped.inputUTF16Offset, byteOffset: 0,
                offsetStride: 0, utf16Stride: 0, byteStride: 0, byteLength: 0, isFromEdit: dropped.isFromEdit,
                reason: dropped.reason, character: dropped.character))
        }
        self.init(runs: runs, text: "")
    }

    /// A list of the given Characters: `[]` is the empty list.
    ///
    /// - Parameter elements: the dropped Characters, in input order.
    /// - Complexity: O(n) for n Characters.
    public init(arrayLiteral elements: DroppedCharacter...) {
        self.init(elements)
    }

    /// The position of the first Character: 0.
    public var startIndex: Int { 0 }

    /// The number of Characters.
    ///
    /// - Complexity: O(1).
    public var endIndex: Int { runs.last.map { $0.firstIndex + $0.count } ?? 0 }

    /// The dropped Character at `position`.
    ///
    /// - Parameter position: an index from 0 to `count - 1`.
    /// - Complexity: O(log r) for r runs.
    public subscript(position: Int) -> DroppedCharacter {
        precondition(position >= 0 && position < endIndex, "DroppedCharacters: index \(position) out of range 0..<\(endIndex)")
        // The last run whose first index is at most `position`.
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].firstIndex <= position { low = middle } else { high = middle - 1 }
        }
        return character(position - runs[low].firstIndex, of: runs[low])
    }

    /// An iterator that walks the runs in order.
    ///
    /// - Complexity: O(1); each step O(1).
    public func makeIterator() -> Iterator {
        Iterator(list: self)
    }

    /// Walks a list's runs in order, one Character a step.
    public struct Iterator: IteratorProtocol {
        let list: DroppedCharacters
        var run = 0
        var k = 0

        /// The next dropped Character, or `nil` after the last.
        ///
        /// - Complexity: O(1).
        public mutating func next() -> DroppedCharacter? {
            while run < list.runs.count, k == list.runs[run].count {
                run += 1
                k = 0
            }
            guard run < list.runs.count else { return nil }
            defer { k += 1 }
            return list.character(k, of: list.runs[run])
        }
    }

    /// Character `k` of `run`.
    private func character(_ k: Int, of run: Run) -> DroppedCharacter {
        let character = run.character ?? Self.character(in: text, at: run.byteOffset + k * run.byteStride, length: run.byteLength)
        return DroppedCharacter(
            character: character, inputOffset: run.offset + k * run.offsetStride, inputUTF16Offset: run.utf16Offset + k * run.utf16Stride,
            isFromEdit: run.isFromEdit, reason: run.reason)
    }

    /// The Character whose `length` bytes start at byte `start` of `text`.
    ///
    /// The bytes are a whole Character of `text`, and a Character read alone is one Character; the
    /// fallback only keeps a corrupt run from trapping.
    private static func character(in text: String, at start: Int, length: Int) -> Character {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: length)
        if length == 1, case let byte = utf8[lower], byte < 0x80 {
            return StateGraph.asciiCharacters[Int(byte)]
        }
        return String(text[lower..<upper]).first ?? "\u{FFFD}"
    }

    /// Whether both lists hold the same Characters with the same offsets and reasons.
    ///
    /// - Complexity: O(n) for n Characters.
    public static func == (lhs: DroppedCharacters, rhs: DroppedCharacters) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the Characters in order, as `==` compares them.
    ///
    /// - Parameter hasher: the hasher.
    /// - Complexity: O(n) for n Characters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for dropped in self { hasher.combine(dropped) }
    }

    /// The Characters as an array literal would show them.
    public var description: String { Array(self).description }
}
