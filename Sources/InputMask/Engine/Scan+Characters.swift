// How the byte-level scans (`Scan.run`, `Scan.runFilter`) find the Characters of the text and
// tell whether a class takes one: lone ASCII bytes, single simple scalars, emoji clusters, and
// `String`'s own grapheme breaking for the rest, each rule stated once here.

/// Grapheme breaking for the Characters the byte-level fast path cannot take, through `String` itself.
struct SlowPath {
    /// The Character looked at last, and the index just after it. Starting from an index String
    /// produced itself, String never searches backwards for a Character boundary (which is
    /// quadratic on long runs of flags).
    private var index: String.Index?
    private var next: String.Index?
    private var nextOffset = -1
    /// The bytes of the Character moved to last when `EmojiCluster` found it without `String`.
    private var emoji: UnsafeBufferPointer<UInt8>?

    /// Whether `EmojiCluster` found the Character moved to last, rather than `String`.
    var isEmojiCluster: Bool { emoji != nil }

    /// Moves to the Character of `source`, whose UTF-8 is the `count` bytes at `input`, that starts
    /// at byte `offset`; returns its length in bytes.
    @inline(never)
    mutating func characterLength(
        at offset: Int, in source: String, input: UnsafePointer<UInt8>, count: Int, table: ScalarTable
    ) -> Int {
        let emojiLength = EmojiCluster.length(
            at: offset, in: input, count: count, scalarBits: CharacterClass.twoByteScalarBits, table: table)
        if emojiLength > 0 {
            emoji = UnsafeBufferPointer(start: input + offset, count: emojiLength)
            return emojiLength
        }
        emoji = nil
        let start = nextOffset == offset ? next! : source.utf8.index(source.startIndex, offsetBy: offset)
        let after = source.index(after: start)
        let length = source.utf8.distance(from: start, to: after)
        index = start
        next = after
        nextOffset = offset + length
        return length
    }

    /// Whether the Character moved to last equals literal number `literal` of `graph`.
    @inline(never)
    func characterEquals(literalOf state: StateGraph.State, in graph: StateGraph, source: String) -> Bool {
        if let emoji { return Scan.equals(emoji, literalOf: state, in: graph) }
        return source[index!] == graph.literal(of: state)
    }
}

/// A Character of the text as the scans read it: where it starts, its first byte and the one
/// after, and how it reads.
struct RunCharacter {
    let position: Int
    let byte: UInt8
    /// The byte after `byte`, or 0 at the input's end.
    let next: UInt8
    /// Whether it may be more than a lone ASCII byte: it is not ASCII, or it is followed by a byte
    /// that is not, or it is the CR of CR LF. `measure` then tells.
    let isCluster: Bool
    /// Its length in bytes.
    var length = 1
    /// Whether it is one simple scalar (see `SingleScalarCharacter`).
    var isSingleScalar = false
    /// Whether dropping it moves the caret, and a literal skipped before it joins the autoskip stack.
    var deletionMovesCaret = false
    /// Whether a literal inserted before it moves the caret.
    var insertionMovesCaret = false

    /// Whether it is a lone ASCII byte other than CR or a single simple scalar (read once
    /// measured): appended after or before other such Characters or ASCII literals, it merges
    /// with none of them, so an output of such pieces has as many Characters.
    var isSimplePiece: Bool {
        @inline(__always) get { !(byte == 0x0D || isCluster && !isSingleScalar) }
    }

    @inline(__always)
    init(at position: Int, in input: UnsafePointer<UInt8>, count: Int) {
        self.position = position
        byte = input[position]
        next = position &+ 1 < count ? input[position &+ 1] : 0
        isCluster = !(byte < 0x80 && next < 0x80 && !(byte == 0x0D && next == 0x0A))
    }

    /// `caretByte`, or this Character's start when the caret lies inside it, measured: a caret
    /// inside a Character counts as at its start.
    @inline(__always)
    func caret(_ caretByte: Int) -> Int {
        position < caretByte && caretByte < position &+ length ? position : caretByte
    }

    /// Finds the length of this Character, which `isCluster` says may be more than a lone ASCII
    /// byte: a single simple scalar by its bytes, anything else through `slow`.
    ///
    /// - Parameters:
    ///   - input: the `count` bytes of the text, the UTF-8 of `source`.
    ///   - slow: the pass's slow path, which moves to this Character when it measures it.
    // Transparent: the general scan inlines it into its loop (see `RunCursor`).
    @_transparent
    mutating func measure(
        in input: UnsafePointer<UInt8>, count: Int, scalarBits: UnsafePointer<UInt8>, table: ScalarTable,
        slow: UnsafeMutablePointer<SlowPath>, source: UnsafePointer<String>
    ) {
        length = SingleScalarCharacter.length(at: position, in: input, count: count, scalarBits: scalarBits, table: table)
        isSingleScalar = length > 0
        if !isSingleScalar {
            length = slow.pointee.characterLength(at: position, in: source.pointee, input: input, count: count, table: table)
        }
    }

    /// Whether class `classIndex` of `graph` takes this Character, measured (`measure`) unless it
    /// is a lone ASCII byte: ASCII and built-in classes by table lookup, the rest by its bytes.
    ///
    /// - Parameters:
    ///   - input: the `count` bytes of the text.
    ///   - asciiTables: `StateGraph.asciiTablePointer` of `graph`.
    // Transparent, as `measure` is.
    @_transparent
    func belongs(
        to classIndex: UInt32, of graph: StateGraph, input: UnsafePointer<UInt8>, count: Int,
        asciiTables: UnsafePointer<UInt64>, scalarBits: UnsafePointer<UInt8>, table: ScalarTable
    ) -> Bool {
        if !isCluster {
            return Scan.asciiBelongs(byte, to: asciiTables + 2 &* Int(classIndex))
        }
        let isBuiltIn = classIndex <= FormatCompiler.alphanumericsClass
        if isSingleScalar && length == 2 && isBuiltIn {
            // A two-byte scalar (Latin, Greek, Cyrillic, Arabic, Hebrew...) in a built-in class: one lookup.
            let scalar = UTF8Scalar.twoByteScalar(lead: byte, continuation: next)
            return scalarBits[Int(scalar)] & CharacterClass.builtInBitMask(classIndex: classIndex) != 0
        }
        if isSingleScalar && length > 2 && isBuiltIn,
           let known = CharacterClass.tableContains(
               UTF8Scalar.decode(at: position, in: input, count: count).0,
               mask: CharacterClass.builtInBitMask(classIndex: classIndex), scalarBits: scalarBits, table: table) {
            // CJK, kana, Hangul, emoji...: one lookup in the generated table.
            return known
        }
        let bytes = UnsafeBufferPointer(start: input + position, count: length)
        if isBuiltIn { return CharacterClass.builtInContains(utf8: bytes, classIndex: classIndex, table: table) }
        return Scan.belongs(bytes, to: graph, classIndex: classIndex)
    }
}
