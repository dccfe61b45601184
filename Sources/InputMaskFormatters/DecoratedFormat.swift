/// A string format in the style of simple string formatters: an allowed character set, a
/// maximum length, and decorations that appear only once the raw text is long enough.
///
/// Positions and lengths count raw characters (what the user typed), never decorations.
///
/// ```swift
/// let usPhone = DecoratedFormat(
///     allowedCharacters: Set("0123456789"), maximumLength: 10,
///     decorations: [
///         .init(string: "(", position: 0, displaysAt: 4),
///         .init(string: ") ", position: 3, displaysAt: 4),
///         .init(string: "-", position: 6, displaysAt: 7),
///     ])
/// usPhone.format(raw: "123")        // "123"
/// usPhone.format(raw: "1234")       // "(123) 4"
/// usPhone.format(raw: "1234567890") // "(123) 456-7890"
/// usPhone.raw(from: "(123) 456-7890") // "1234567890"
/// ```
public struct DecoratedFormat: Hashable, Sendable {
    /// A string inserted before the raw character at `position`, shown once the raw text has at
    /// least `displaysAt` characters.
    public struct Decoration: Hashable, Sendable {
        /// The text inserted (`") "`).
        public let string: String
        /// The raw character count before the decoration (0: before the first character).
        public let position: Int
        /// The raw length from which the decoration shows (0: always, once `position` is reached).
        public let displaysAt: Int

        /// A decoration.
        ///
        /// ```swift
        /// DecoratedFormat.Decoration(string: "-", position: 6, displaysAt: 7)
        /// ```
        /// - Parameters:
        ///   - string: the text inserted; an empty one adds and removes nothing. Characters of
        ///     the allowed set may appear in it: ``DecoratedFormat/raw(from:)`` removes them only
        ///     where the decoration stands.
        ///   - position: raw characters before it (negative counts as 0; beyond the maximum
        ///     length, it never shows).
        ///   - displaysAt: the raw length from which it shows (negative counts as 0).
        /// - Complexity: O(1).
        public init(string: String, position: Int, displaysAt: Int = 0) {
            self.string = string
            self.position = max(0, position)
            self.displaysAt = max(0, displaysAt)
        }
    }

    /// The characters kept in the raw text; `nil` keeps every character.
    public let allowedCharacters: Set<Character>?
    /// The most raw characters kept; `nil` for no limit.
    public let maximumLength: Int?
    /// The decorations, sorted by position (declaration order among equal positions).
    public let decorations: [Decoration]
    /// Which one-byte Characters `allowedCharacters` holds, so that ASCII text needs no
    /// Character hashing; derived from it, so it changes no comparison.
    private let allowedASCII: ASCIISet

    /// A format.
    ///
    /// - Parameters:
    ///   - allowedCharacters: the characters kept; `nil` keeps all.
    ///   - maximumLength: the most raw characters kept; `nil` for no limit, negative counts as 0.
    ///   - decorations: the decorations, in any order.
    /// - Complexity: O(d log d) for d decorations.
    public init(allowedCharacters: Set<Character>?, maximumLength: Int?, decorations: [Decoration]) {
        self.allowedCharacters = allowedCharacters
        allowedASCII = ASCIISet { byte in allowedCharacters?.contains(Character(Unicode.Scalar(byte))) ?? true }
        self.maximumLength = maximumLength.map { max(0, $0) }
        self.decorations = decorations.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element)
    }

    /// `text` with characters outside the allowed set dropped and cut to the maximum length.
    ///
    /// ```swift
    /// usPhone.sanitize("12a3-4") // "1234"
    /// ```
    /// - Parameter text: any text.
    /// - Complexity: O(text length).
    public func sanitize(_ text: String) -> String {
        sanitize(text, room: maximumLength).raw
    }

    /// Whether `character` is kept in the raw text.
    private func allows(_ character: Character) -> Bool {
        guard let allowedCharacters else { return true }
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return allowedASCII.contains(byte) }
        return allowedCharacters.contains(character)
    }

    /// `text`'s allowed characters, at most `room` of them (`nil`: no limit), and how many they are.
    ///
    /// The count is kept alongside because `String.count` walks the whole string.
    func sanitize(_ text: String, room: Int?) -> (raw: String, count: Int) {
        var raw = ""
        var count = 0
        for character in text where allows(character) {
            if let room, count >= room { break }
            raw.append(character)
            count += 1
        }
        return (raw, count)
    }

    /// The formatted text for `raw` (sanitized first).
    ///
    /// ```swift
    /// usPhone.format(raw: "1234567") // "(123) 456-7"
    /// ```
    /// - Parameter raw: the raw characters.
    /// - Complexity: O(raw length + decorations).
    public func format(raw: String) -> String {
        let raw = sanitize(raw)
        return decorate(sanitized: raw, count: raw.count)
    }

    /// `raw`, already sanitized and `count` Characters long, with the decorations it shows.
    ///
    /// The text between decorations is copied in slices, so past the last decoration position
    /// reached this is a copy of the rest of `raw`.
    func decorate(sanitized raw: String, count: Int) -> String {
        var text = ""
        var index = raw.startIndex
        var position = 0
        for decoration in decorations where decoration.position <= count {
            let target = raw.index(index, offsetBy: decoration.position - position, limitedBy: raw.endIndex) ?? raw.endIndex
            text += raw[index..<target]
            index = target
            position = decoration.position
            if count >= decoration.displaysAt { text += decoration.string }
        }
        text += raw[index...]
        return text
    }

    /// The raw text of a formatted one: decorations that are really there at their positions are
    /// removed, other characters outside the allowed set dropped, the rest cut to the maximum.
    ///
    /// ```swift
    /// usPhone.raw(from: "(123) 4")  // "1234"
    /// usPhone.raw(from: "123")      // "123" (no decoration shown yet)
    /// ```
    /// - Parameter formatted: a formatted text.
    /// - Returns: the raw text; `""` when ``maximumLength`` is 0.
    /// - Complexity: O(formatted length × the length of the decorations at one position): a
    ///   decoration is looked for again after each dropped character.
    public func raw(from formatted: String) -> String {
        var raw = ""
        var count = 0
        var rest = Substring(formatted)
        var next = 0
        while maximumLength.map({ count < $0 }) ?? true {
            while next < decorations.count && decorations[next].position < count { next += 1 }
            var index = next
            while index < decorations.count && decorations[index].position == count {
                let string = decorations[index].string
                if !string.isEmpty && rest.hasPrefix(string) { rest = rest.dropFirst(string.count) }
                index += 1
            }
            guard let character = rest.first else { break }
            rest = rest.dropFirst()
            if allows(character) {
                raw.append(character)
                count += 1
            }
        }
        return raw
    }
}

/// An append-only editor over a ``DecoratedFormat``: typed characters always go to the end of the
/// raw text and a deletion removes its last character, wherever the caret or selection was (the
/// behaviour of a field that forbids moving the caret).
///
/// ```swift
/// var editor = DecoratedTextEditor(format: usPhone)
/// for key in "1234" { editor.append(String(key)) }
/// editor.text             // "(123) 4"
/// editor.deleteBackward() // "123"
/// ```
public struct DecoratedTextEditor: Hashable, Sendable {
    /// The format.
    public let format: DecoratedFormat
    /// The raw characters typed so far.
    public private(set) var raw: String
    /// The Characters kept in ``raw``, so that an edit does not walk the whole text to count them.
    private var rawCount: Int
    /// Whether ``raw`` is exactly its `rawCount` kept Characters, none merged into another (as a
    /// flag's two halves typed apart would be): then it is its own sanitized form and ``text``
    /// need not sanitize it again.
    private var rawIsSanitized: Bool

    /// An editor, optionally starting from a raw text (sanitized).
    ///
    /// - Parameters:
    ///   - format: the format.
    ///   - raw: the initial raw text.
    /// - Complexity: O(raw length).
    public init(format: DecoratedFormat, raw: String = "") {
        self.format = format
        (self.raw, rawCount) = format.sanitize(raw, room: format.maximumLength)
        rawIsSanitized = self.raw.count == rawCount
    }

    /// Whether two editors have the same format and raw text.
    ///
    /// - Complexity: O(raw length).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.format == rhs.format && lhs.raw == rhs.raw
    }

    /// Hashes the format and the raw text.
    ///
    /// - Parameter hasher: the hasher.
    /// - Complexity: O(raw length + decorations).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(raw)
    }

    /// The formatted text.
    ///
    /// - Complexity: a copy of the raw text plus O(p + d), for the last decoration position p the
    ///   text reaches and d decorations; O(raw length + decorations) once two typed Characters
    ///   have merged into one (a flag's halves typed apart).
    public var text: String {
        rawIsSanitized ? format.decorate(sanitized: raw, count: rawCount) : format.format(raw: raw)
    }

    /// Appends `string`'s allowed characters, up to the maximum length.
    ///
    /// - Parameter string: typed or pasted text.
    /// - Returns: the new formatted text.
    /// - Complexity: O(string length) to edit the raw text, plus that of ``text`` for the
    ///   returned text.
    @discardableResult
    public mutating func append(_ string: String) -> String {
        // Only the last raw Character can merge with the typed text (a combining mark, a flag's
        // second half), so it is sanitized again with it and the rest of the raw text is kept.
        var typed = string
        if let last = raw.popLast() {
            typed = String(last) + string
            rawCount -= 1
        }
        let (kept, count) = format.sanitize(typed, room: format.maximumLength.map { $0 - rawCount })
        if rawIsSanitized, let first = kept.first {
            let joinsCleanly = raw.last.map { (String($0) + String(first)).count == 2 } ?? true
            rawIsSanitized = joinsCleanly && kept.count == count
        }
        raw += kept
        rawCount += count
        return text
    }

    /// Removes the last raw character (decorations follow the shorter length).
    ///
    /// - Returns: the new formatted text.
    /// - Complexity: O(1) to edit the raw text, plus that of ``text`` for the returned text.
    @discardableResult
    public mutating func deleteBackward() -> String {
        if raw.popLast() != nil { rawCount = max(0, rawCount - 1) }
        return text
    }

    /// A text field's edit in append-only mode: a non-empty replacement is appended, an empty one
    /// deletes the last raw character; the range is ignored.
    ///
    /// ```swift
    /// editor.edit(replacing: 0..<0, with: "5") // appended at the end all the same
    /// ```
    /// - Parameters:
    ///   - utf16Range: the range the field reported (ignored).
    ///   - string: the replacement.
    /// - Returns: the new formatted text; the caret belongs at its end.
    /// - Complexity: O(string length) to edit the raw text, plus that of ``text`` for the
    ///   returned text.
    @discardableResult
    public mutating func edit(replacing utf16Range: Range<Int>, with string: String) -> String {
        string.isEmpty ? deleteBackward() : append(string)
    }

    /// Replaces the raw text (sanitized).
    ///
    /// - Parameter raw: the new raw text.
    /// - Returns: the new formatted text.
    /// - Complexity: O(raw length).
    @discardableResult
    public mutating func setRaw(_ raw: String) -> String {
        (self.raw, rawCount) = format.sanitize(raw, room: format.maximumLength)
        rawIsSanitized = self.raw.count == rawCount
        return text
    }
}

/// A set of ASCII bytes as a 128-bit mask.
struct ASCIISet: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The bytes below 128 for which `includes` is true.
    init(_ includes: (UInt8) -> Bool) {
        for byte in UInt8(0)..<128 where includes(byte) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    /// Adds `byte` (below 128).
    mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }

    /// Whether `byte` is in the set (never, from 128).
    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
    }
}
