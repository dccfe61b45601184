/// A set of digit strings stored as a trie, asked about the beginning of a number.
///
/// The generator compiles libphonenumber's leading-digits and international-call-prefix patterns
/// to such sets, so that choosing a format reads a number's digits once, without a regular
/// expression.
struct DigitPrefixSet: Sendable {
    /// Per node, ten child node indices (`0`: none; the root is node 0 and never a child).
    private var children: [UInt32] = Array(repeating: 0, count: 10)
    /// Per node, whether a listed string ends there.
    private var ends: [Bool] = [false]
    /// Per node, the numbers listed with the string that ends there (`22=8.9`: 8 and 9).
    private var values: [[Int]] = [[]]

    /// The set of the comma-separated digit strings of `list` (empty: the empty set), each
    /// perhaps with `=` and `.`-separated numbers.
    ///
    /// - Complexity: O(length of `list`).
    init(_ list: ArraySlice<UInt8>) {
        TableText.forEachItem(list, separatedBy: UInt8(ascii: ",")) { item in
            let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
            let node = insert(item[..<equals])
            if equals < item.endIndex {
                values[node] = TableText.integers(item[(equals + 1)...], separatedBy: UInt8(ascii: "."))
            }
        }
    }

    /// Whether the set is empty.
    ///
    /// Every insertion marks the node it ends at, so the set is empty exactly when the root is
    /// the only node and unmarked.
    /// - Complexity: O(1).
    var isEmpty: Bool { ends.count == 1 && !ends[0] }

    /// The numbers listed with the string that starts `digits`, or `nil` when none does.
    ///
    /// - Complexity: O(length of the longest listed string).
    func values<Digits: Collection<UInt8>>(startingWith digits: Digits) -> [Int]? {
        var node = 0
        for byte in digits {
            if ends[node] { return values[node] }
            let child = children[node * 10 + Int(byte &- UInt8(ascii: "0"))]
            if child == 0 { return nil }
            node = Int(child)
        }
        return ends[node] ? values[node] : nil
    }

    @discardableResult
    private mutating func insert(_ digits: ArraySlice<UInt8>) -> Int {
        var node = 0
        for byte in digits where byte &- UInt8(ascii: "0") < 10 {
            let slot = node * 10 + Int(byte &- UInt8(ascii: "0"))
            if children[slot] == 0 {
                children[slot] = UInt32(ends.count)
                ends.append(false)
                values.append([])
                children.append(contentsOf: repeatElement(0, count: 10))
            }
            node = Int(children[slot])
        }
        ends[node] = true
        return node
    }

    /// How `digits` relate to the set: the length of the listed string they start with (the
    /// shortest), or, when none, whether they are the beginning of a listed string.
    ///
    /// - Parameter digits: ASCII digits.
    /// - Complexity: O(length of the longest listed string), whatever the length of `digits`.
    func match<Digits: Collection<UInt8>>(_ digits: Digits) -> Match {
        var node = 0
        var length = 0
        for byte in digits {
            if ends[node] { return .starts(length: length) }
            let child = children[node * 10 + Int(byte &- UInt8(ascii: "0"))]
            if child == 0 { return .none }
            node = Int(child)
            length += 1
        }
        return ends[node] ? .starts(length: length) : .couldStart
    }

    /// Every listed string that starts `digits`, shortest first.
    ///
    /// - Complexity: O(length of the longest listed string).
    func listedPrefixLengths<Digits: Collection<UInt8>>(of digits: Digits) -> [Int] {
        var node = 0
        var length = 0
        var lengths: [Int] = []
        for byte in digits {
            if ends[node], length > 0 { lengths.append(length) }
            let child = children[node * 10 + Int(byte &- UInt8(ascii: "0"))]
            if child == 0 { return lengths }
            node = Int(child)
            length += 1
        }
        if ends[node], length > 0 { lengths.append(length) }
        return lengths
    }

    /// Whether a listed string longer than `digits` starts with them: more digits typed may
    /// still make a longer listed string.
    ///
    /// - Complexity: O(length of the longest listed string), whatever the length of `digits`.
    func listsLonger<Digits: Collection<UInt8>>(startingWith digits: Digits) -> Bool {
        var node = 0
        for byte in digits {
            let child = children[node * 10 + Int(byte &- UInt8(ascii: "0"))]
            if child == 0 { return false }
            node = Int(child)
        }
        return children[(node * 10)..<(node * 10 + 10)].contains { $0 != 0 }
    }

    /// What ``match(_:)`` found.
    enum Match: Equatable {
        /// The digits start with a listed string of this length.
        case starts(length: Int)
        /// The digits are a proper beginning of a listed string.
        case couldStart
        /// Neither.
        case none
    }
}
