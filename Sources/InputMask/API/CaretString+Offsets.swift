/// Integer caret positions: in Characters, and in UTF-16 code units as UIKit's `NSRange` counts them.
extension CaretString {
    /// Creates a caret string with the caret given in Characters from the start.
    ///
    /// An offset below zero counts as 0 and one past the end as the end.
    ///
    /// ```swift
    /// CaretString(string: "👍🏽12", characterOffset: 1).caretUTF16Offset  // 4
    /// ```
    /// - Parameters:
    ///   - string: the text.
    ///   - characterOffset: the caret, in Characters.
    ///   - caretGravity: the caret's gravity; forward without autocompletion by default.
    /// - Complexity: O(characterOffset).
    public init(string: String, characterOffset: Int, caretGravity: CaretGravity = .forward(autocomplete: false)) {
        let caret = string.index(string.startIndex, offsetBy: max(0, characterOffset), limitedBy: string.endIndex) ?? string.endIndex
        self.init(string: string, caretPosition: caret, caretGravity: caretGravity)
    }

    /// Creates a caret string with the caret given in UTF-16 code units from the start.
    ///
    /// An offset below zero counts as 0, one past the end as the end, and one inside a Character
    /// (such as between the halves of a surrogate pair) as that Character's start.
    /// - Parameters:
    ///   - string: the text.
    ///   - utf16Offset: the caret, in UTF-16 code units.
    ///   - caretGravity: the caret's gravity; forward without autocompletion by default.
    /// - Complexity: O(utf16Offset).
    public init(string: String, utf16Offset: Int, caretGravity: CaretGravity = .forward(autocomplete: false)) {
        let unit = string.utf16.index(string.startIndex, offsetBy: max(0, utf16Offset), limitedBy: string.endIndex) ?? string.endIndex
        self.init(string: string, caretPosition: string.characterStart(atOrBefore: unit), caretGravity: caretGravity)
    }

    /// The caret's offset in Characters from the start of `string`.
    ///
    /// - Complexity: O(caret offset).
    public var caretCharacterOffset: Int {
        string.distance(from: string.startIndex, to: string.characterStart(atOrBefore: caretPosition))
    }

    /// The caret's offset in UTF-16 code units from the start of `string`, at a Character boundary.
    ///
    /// - Complexity: O(caret offset).
    public var caretUTF16Offset: Int {
        string.utf16.distance(from: string.startIndex, to: string.characterStart(atOrBefore: caretPosition))
    }
}

extension String {
    /// The index `offset` Characters from the start of a string of `count` Characters; at or past
    /// the end, where the caret usually sits, without walking.
    ///
    /// Always walks forwards: walking back from the end is quadratic on a run of regional
    /// indicators (see `ForwardCharacters.swift`).
    func characterIndex(at offset: Int, of count: Int) -> Index {
        offset >= count ? endIndex : utf8.index(startIndex, offsetBy: utf8Offset(afterCharacters: offset))
    }

    /// The start of the Character that contains `index`, or `endIndex` for an index at or past the end.
    func characterStart(atOrBefore index: Index) -> Index {
        if index >= endIndex { return endIndex }
        return self.index(index, offsetBy: 0)
    }
}
