import Foundation

// input-mask 7.x's public String helpers. They exist only so that code written for it compiles:
// each is deprecated in favour of the standard library, gives 7.x's results, and never traps
// where 7.x did (an empty string, an offset out of range). The engine does not use them.
extension String {
    /// The string with its Characters in reverse order.
    ///
    /// - Complexity: O(n) for n bytes, whatever the Characters (the standard library's backward
    ///   walk is quadratic on long runs of regional indicators).
    @available(*, deprecated, message: "use String(string.reversed())")
    public var reversed: String {
        reversingCharacters()
    }

    /// The string without its first Character; the empty string stays empty (input-mask 7.x traps).
    ///
    /// - Complexity: O(n) for n bytes.
    @available(*, deprecated, message: "use String(string.dropFirst())")
    public func truncateFirst() -> String {
        String(dropFirst())
    }

    /// The longest common prefix of this string and `string`, compared Character by Character.
    ///
    /// - Parameter string: the other string.
    /// - Returns: the common prefix, a slice of this string.
    /// - Complexity: O(length of the common prefix).
    @available(*, deprecated, message: "use zip(a, b).prefix(while: { $0 == $1 }) and a.prefix(_:)")
    public func prefixIntersection(with string: String) -> Substring {
        var index = startIndex
        var other = string.startIndex
        while index != endIndex, other != string.endIndex, self[index] == string[other] {
            formIndex(after: &index)
            string.formIndex(after: &other)
        }
        return self[..<index]
    }

    /// The format read from its end, with `[` `]` and `{` `}` swapped so that blocks stay blocks,
    /// and escaped brackets kept escaped: input-mask 7.x's way to reverse a format.
    ///
    /// `"[00]{-}[000]"` gives `"[000]{-}[00]"`; `"\\[[00]"` gives `"[00]\\["`.
    /// - Complexity: O(n) for n Characters.
    @available(*, deprecated, message: "use RTLMask(format:), which reads a format from its end")
    public func reversedFormat() -> String {
        let swapped: [Character: Character] = ["[": "]", "]": "[", "{": "}", "}": "{"]
        let reversedText = reversingCharacters()
            .replacingOccurrences(of: "[\\", with: "\\]")
            .replacingOccurrences(of: "]\\", with: "\\[")
            .replacingOccurrences(of: "{\\", with: "\\}")
            .replacingOccurrences(of: "}\\", with: "\\{")
        return String(reversedText.map { swapped[$0] ?? $0 })
    }

    /// The number of Characters from the start to `index`; an index past the end counts as the end.
    ///
    /// - Parameter index: an index of this string.
    /// - Complexity: O(n) for n Characters before `index`.
    @available(*, deprecated, message: "use distance(from: startIndex, to: index)")
    public func distanceFromStartIndex(to index: String.Index) -> Int {
        distance(from: startIndex, to: Swift.min(index, endIndex))
    }

    /// The index `offset` Characters after the start, clamped to the string (input-mask 7.x traps
    /// outside it).
    ///
    /// - Parameter offset: a Character offset.
    /// - Complexity: O(offset).
    @available(*, deprecated, message: "use index(startIndex, offsetBy: offset, limitedBy: endIndex)")
    public func startIndex(offsetBy offset: Int) -> String.Index {
        index(startIndex, offsetBy: Swift.max(offset, 0), limitedBy: endIndex) ?? endIndex
    }

    /// The decimal digits of the string (any script's, as `CharacterSet.decimalDigits` has them).
    ///
    /// - Complexity: O(n) for n Unicode scalars.
    @available(*, deprecated, message: "use String(String.UnicodeScalarView(string.unicodeScalars.filter(CharacterSet.decimalDigits.contains)))")
    public func extractDigits() -> String {
        String(String.UnicodeScalarView(unicodeScalars.filter(CharacterSet.decimalDigits.contains)))
    }

    /// How many times `string` occurs in this string, without overlaps, searched from the start;
    /// zero for an empty `string`.
    ///
    /// - Parameter string: the text to count.
    /// - Complexity: O(n · m) at worst for n and m Characters.
    @available(*, deprecated, message: "use ranges(of: string).count")
    public func numberOfOccurrencesOf(_ string: String) -> Int {
        components(separatedBy: string).count - 1
    }
}

extension CharacterSet {
    /// Whether every Unicode scalar of `character` is in the set.
    ///
    /// - Parameter character: the Character to test.
    /// - Complexity: O(scalars of `character`).
    @available(*, deprecated, message: "use character.unicodeScalars.allSatisfy(set.contains)")
    public func isMember(character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(contains)
    }
}
