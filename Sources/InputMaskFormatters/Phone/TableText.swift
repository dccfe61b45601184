/// Reading the generated phone tables, whose text is ASCII, as bytes: fields between separator
/// bytes and decimal numbers, without the `Character` walk of `String.split` (the first phone
/// field reads about 400 KB of table text).
enum TableText {
    /// The UTF-8 bytes of a table entry.
    static func bytes(_ text: String) -> ArraySlice<UInt8> { ArraySlice(text.utf8) }

    /// The fields of `text` between `separator` bytes, empty ones included (`a||b` has three).
    ///
    /// - Complexity: O(length of `text`).
    static func fields(_ text: ArraySlice<UInt8>, separatedBy separator: UInt8) -> [ArraySlice<UInt8>] {
        var fields: [ArraySlice<UInt8>] = []
        var start = text.startIndex
        for index in text.indices where text[index] == separator {
            fields.append(text[start..<index])
            start = index + 1
        }
        fields.append(text[start...])
        return fields
    }

    /// Calls `body` with each non-empty field of `text` between `separator` bytes, in order.
    ///
    /// - Complexity: O(length of `text`), and the calls.
    @inline(__always)
    static func forEachItem(_ text: ArraySlice<UInt8>, separatedBy separator: UInt8, _ body: (ArraySlice<UInt8>) -> Void) {
        var start = text.startIndex
        for index in text.indices where text[index] == separator {
            if start < index { body(text[start..<index]) }
            start = index + 1
        }
        if start < text.endIndex { body(text[start...]) }
    }

    /// The numbers of the non-empty fields of `text` between `separator` bytes that are ASCII
    /// decimal numbers (`6,8,9`: 6, 8 and 9); the others are left out.
    ///
    /// - Complexity: O(length of `text`).
    static func integers(_ text: ArraySlice<UInt8>, separatedBy separator: UInt8) -> [Int] {
        var integers: [Int] = []
        forEachItem(text, separatedBy: separator) { if let value = Country.asciiNumber($0) { integers.append(value) } }
        return integers
    }
}
