import Foundation

/// A compiled mask format: a flat, immutable array of states addressed by index.
///
/// Every state but an ellipsis moves on to the state after it, so no state stores a successor.
/// Each state record also carries what `apply` needs precomputed: its ASCII literal, where its
/// literal's bytes are, where the placeholder from it starts, and whether input is complete there.
/// Every literal shows in the placeholder (only an ellipsis ends it early, and that is the last
/// state), so a literal's bytes are those it shows there.
/// Equal normalised formats with equal notations share one graph (see `GraphInterner`).
//  `@unchecked Sendable`: besides immutable arrays it owns one raw block of tables, written once
//  in `init`, never mutated, freed in `deinit`.
final class StateGraph: @unchecked Sendable {
    enum Kind: UInt8, Sendable {
        /// A character outside brackets: shown, not part of the value.
        case free
        /// A character in `{}`: shown and part of the value.
        case fixed
        /// A mandatory value slot (`0`, `A`, `_`, a mandatory custom symbol).
        case value
        /// An optional value slot (`9`, `a`, `-`, an optional custom symbol).
        case optionalValue
        /// `…`: accepts any number of its class and stays put.
        case ellipsis
        /// The end of the format.
        case end
    }

    /// One state, 16 bytes, everything the apply loop reads about it in one place.
    ///
    /// 16 rather than 24 bytes, a third of what a compiled mask costs per byte of format: no state
    /// needs both a class and a literal index, and a literal starts where its placeholder does.
    struct State: Sendable {
        var kind: Kind
        /// The literal when it is one ASCII byte other than CR, else `noASCIILiteral`.
        var asciiLiteral: UInt8
        /// Whether no mandatory character is left once the engine stops here.
        var completeAfter: Bool
        /// `classIndex` for value slots and ellipses, `literal` for free and fixed states.
        private var index: UInt32
        /// The number of the literal's UTF-8 bytes in `bytes`, from `literalStart`.
        var literalCount: Int32
        /// Where the placeholder from this state starts in `bytes`.
        var placeholderStart: Int32

        /// A state not complete after it; `StateGraph.Builder.finish()` marks the ones that are.
        init(kind: Kind, asciiLiteral: UInt8 = StateGraph.noASCIILiteral, index: UInt32 = 0, literalCount: Int32 = 0, placeholderStart: Int) {
            self.kind = kind
            self.asciiLiteral = asciiLiteral
            completeAfter = false
            self.index = index
            self.literalCount = literalCount
            self.placeholderStart = Int32(truncatingIfNeeded: placeholderStart)
        }

        /// Index into `classes` (and `asciiTables`) for value slots and ellipses.
        var classIndex: UInt32 { index }
        /// Index into `literals` for free and fixed states whose literal is not in `asciiLiteral`.
        var literal: Int { Int(index) }
        /// Where the literal's UTF-8 bytes are in `bytes`: where the placeholder shows it.
        var literalStart: Int32 { placeholderStart }
    }

    static let noASCIILiteral: UInt8 = 0xFF

    /// Every ASCII Character, made once: making one from its scalar each time cost about 100
    /// instructions (measured), once for every ASCII literal of every compiled format.
    static let asciiCharacters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    let classes: [CharacterClass]
    /// The literals that are not one plain ASCII byte (see `State.asciiLiteral`), for
    /// grapheme-correct comparison. Most formats have none, and then compile no array.
    let literals: [Character]

    /// The literal of a free or fixed state, as a Character.
    func literal(of state: State) -> Character {
        state.asciiLiteral == Self.noASCIILiteral ? literals[state.literal] : Self.asciiCharacters[Int(state.asciiLiteral)]
    }

    /// The states, in memory the graph owns (one block with `asciiTablePointer` and
    /// `bytePointer`), so that the apply loop reads them without retaining arrays.
    let statePointer: UnsafePointer<State>
    let stateCount: Int
    /// Two words per class: its ASCII membership bits, low 64 then high 64.
    let asciiTablePointer: UnsafePointer<UInt64>
    /// The placeholder from the first state, which holds every literal's bytes too.
    let bytePointer: UnsafePointer<UInt8>
    let byteCount: Int
    /// Whether every literal is ASCII other than CR, so that output made of plain input and
    /// literals is one Character per byte.
    let literalsArePlain: Bool
    /// When the format is slots of one class and then an ellipsis of it (`[A…]` is `[A]` then the
    /// ellipsis): how many slots; else -1. A text that class takes whole is then its own output.
    let ellipsisSlots: Int

    let acceptableTextLength: Int
    let totalTextLength: Int
    let acceptableValueLength: Int
    let totalValueLength: Int

    /// The placeholder from the first state.
    var placeholder: String { placeholder(from: 0) }

    /// The placeholder from `state` up to the first ellipsis or the end.
    func placeholder(from state: Int) -> String {
        let start = Int(statePointer[state].placeholderStart)
        return start == byteCount
            ? ""
            : String(decoding: UnsafeBufferPointer(start: bytePointer + start, count: byteCount - start), as: UTF8.self)
    }

    /// The UTF-8 bytes of the normalised format the graph was compiled from, in its block: the
    /// graph's key in `GraphInterner`.
    let normalizedFormat: UnsafeBufferPointer<UInt8>

    /// The most bytes one apply can add to the output beyond the input's own: every literal once.
    let literalByteTotal: Int
    /// The most bytes one apply can add to the value beyond the input's own: every fixed literal once.
    let fixedLiteralByteTotal: Int

    /// The bytes of the block holding states, tables, placeholder and normalised format.
    let blockByteCount: Int

    /// The bytes the graph keeps alive, for the caches' byte budget: its block, the object, and
    /// its arrays of literals and custom classes. A custom class's `CharacterSet` is charged with
    /// the notations that hold it (see `CacheBudget`).
    ///
    /// - Complexity: O(1), or O(literals) for a graph with literals that are not ASCII.
    var footprint: Int {
        var bytes = blockByteCount + CacheBudget.objectBytes(words: 21)
        if !literals.isEmpty {
            bytes += CacheBudget.arrayBytes(literals)
            // A Character of more than 15 bytes keeps them in an object of its own.
            for literal in literals { bytes += CacheBudget.heapBytes(utf8Count: literal.utf8.count) }
        }
        // Graphs without custom notations share one array of the built-in classes.
        if classes.count > 3 { bytes += CacheBudget.arrayBytes(classes) }
        return bytes
    }

    /// Takes over a block of `blockByteCount` bytes written by `Builder` (the only caller; internal
    /// so that the builder can live in its own file).
    init(
        block: UnsafeMutableRawPointer, blockByteCount: Int, stateCount: Int, tableOffset: Int, byteOffset: Int, byteCount: Int,
        normalizedFormat: UnsafeBufferPointer<UInt8>, literals: [Character], classes: [CharacterClass], metrics: Builder.Metrics
    ) {
        self.blockByteCount = blockByteCount
        self.normalizedFormat = normalizedFormat
        self.classes = classes
        self.literals = literals
        self.statePointer = UnsafePointer(block.assumingMemoryBound(to: State.self))
        self.stateCount = stateCount
        self.asciiTablePointer = UnsafePointer((block + tableOffset).assumingMemoryBound(to: UInt64.self))
        self.bytePointer = UnsafePointer((block + byteOffset).assumingMemoryBound(to: UInt8.self))
        self.byteCount = byteCount
        self.literalByteTotal = metrics.literalBytes
        self.fixedLiteralByteTotal = metrics.fixedLiteralBytes
        self.literalsArePlain = metrics.literalsArePlain
        self.ellipsisSlots = metrics.ellipsisSlots
        self.acceptableTextLength = metrics.acceptableText
        self.totalTextLength = metrics.totalText
        self.acceptableValueLength = metrics.acceptableValue
        self.totalValueLength = metrics.totalValue
    }

    deinit {
        free(UnsafeMutableRawPointer(mutating: statePointer))
    }
}
