import Foundation

/// A compiled mask format: a flat, immutable array of states addressed by index.
///
/// Every state but an ellipsis moves on to the state after it, so no state stores a successor.
/// Each state record also carries what `apply` needs precomputed: its ASCII literal, where its
/// literal's bytes are, where the placeholder from it starts, and whether input is complete there.
/// Every literal shows in the placeholder (only an ellipsis ends it early, and that is the last
/// state), so a literal's bytes are those it shows there.
/// Equal normalised formats with equal notations share one graph (see `GraphInterner`).
///
/// The graph's fields (`Fields`) are the header of a managed buffer whose tail is the graph's
/// block (see `Block`): one allocation rather than an object and a block, so that compiling a new
/// format calls `malloc` and `free` once less and touches fewer cache lines (see
/// `Block.tailByteLimit`). A block too large to sit in the object comes from `malloc` instead.
/// The class is no `ManagedBuffer` subclass, whose conformance to Sendable is unavailable, but
/// the class of a `ManagedBufferPointer`: that asks for a class without stored properties whose
/// `deinit` destroys the header. The header is read and written only inside `withFields`, whose
/// pointer never leaves the closure; what it keeps are pointers into the block, which the graph
/// owns and which live as long as it does (see `allocate`).
//  `@unchecked Sendable`: besides immutable arrays it owns one block of tables, written by the
//  builder before the graph is shared, never mutated after, and freed with the graph.
final class StateGraph: @unchecked Sendable {
    /// The graph's storage as the standard library sees it: the header `Fields`, then the block's
    /// words, if the block is in the object.
    typealias Storage = ManagedBufferPointer<Fields, UInt64>

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

    /// Every ASCII Character, made once, rather than made from its scalar again for every ASCII
    /// literal of every compiled format.
    static let asciiCharacters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// What the graph knows besides its block, stored as the buffer's header, and written by
    /// `Builder` before anyone else sees the graph.
    ///
    /// Counts are 32-bit (formats and placeholders are under `Int32.max` bytes), so that the object
    /// before its block takes two cache lines, not three. The stride, 112 bytes, keeps the block
    /// after it 16-byte aligned (see `Block`).
    struct Fields {
        // First the fields `deinit` reads, so that freeing an evicted graph, whose memory is
        // usually out of the cache by then, reads the line of its reference count alone.
        /// The block when `malloc` made it, for `deinit` to free; nil when it is the object's tail.
        var separateBlock: UnsafeMutableRawPointer?
        var classes: [CharacterClass]
        var literals: [Character]
        var statePointer: UnsafePointer<State>
        var asciiTablePointer: UnsafePointer<UInt64>
        var bytePointer: UnsafePointer<UInt8>
        var normalizedFormatStart: UnsafePointer<UInt8>
        var blockByteCount: Int
        var stateCount: Int32 = 0
        var byteCount: Int32 = 0
        var normalizedFormatCount: Int32
        var ellipsisSlots: Int32 = -1
        var acceptableTextLength: Int32 = 0
        var totalTextLength: Int32 = 0
        var acceptableValueLength: Int32 = 0
        var totalValueLength: Int32 = 0
        var literalByteTotal: Int32 = 0
        var fixedLiteralByteTotal: Int32 = 0
        var literalsArePlain = true
    }

    /// Runs `body` with the header, in place. The pointer is valid only inside `body`, as
    /// `withUnsafeMutablePointerToHeader` documents: no caller keeps it, so a field read through it
    /// loads that field alone, an array read is borrowed, not retained, and the object is kept
    /// alive across the access.
    @inline(__always)
    func withFields<Result>(_ body: (UnsafeMutablePointer<Fields>) throws -> Result) rethrows -> Result {
        try Storage(unsafeBufferObject: self).withUnsafeMutablePointerToHeader(body)
    }

    /// Whether class `index` takes the Character whose UTF-8 is `character`.
    func classContains(_ index: Int, utf8 character: UnsafeBufferPointer<UInt8>) -> Bool {
        withFields { $0.pointee.classes[index].contains(utf8: character) }
    }

    /// The literal of a free or fixed state, as a Character. The literals that are not one plain
    /// ASCII byte (see `State.asciiLiteral`) are in an array, for grapheme-correct comparison; most
    /// formats have none, and then compile no array.
    func literal(of state: State) -> Character {
        state.asciiLiteral == Self.noASCIILiteral
            ? withFields { $0.pointee.literals[state.literal] }
            : Self.asciiCharacters[Int(state.asciiLiteral)]
    }

    /// The states, in the graph's block (with `asciiTablePointer` and `bytePointer`), so that the
    /// apply loop reads them without retaining arrays.
    var statePointer: UnsafePointer<State> { withFields { $0.pointee.statePointer } }
    var stateCount: Int { Int(withFields { $0.pointee.stateCount }) }
    /// Two words per class: its ASCII membership bits, low 64 then high 64.
    var asciiTablePointer: UnsafePointer<UInt64> { withFields { $0.pointee.asciiTablePointer } }
    /// The placeholder from the first state, which holds every literal's bytes too.
    var bytePointer: UnsafePointer<UInt8> { withFields { $0.pointee.bytePointer } }
    var byteCount: Int { Int(withFields { $0.pointee.byteCount }) }
    /// Whether every literal is ASCII other than CR, so that output made of plain input and
    /// literals is one Character per byte.
    var literalsArePlain: Bool { withFields { $0.pointee.literalsArePlain } }
    /// When the format is slots of one class and then an ellipsis of it (`[A…]` is `[A]` then the
    /// ellipsis): how many slots; else -1. A text that class takes whole is then its own output.
    var ellipsisSlots: Int { Int(withFields { $0.pointee.ellipsisSlots }) }

    var acceptableTextLength: Int { Int(withFields { $0.pointee.acceptableTextLength }) }
    var totalTextLength: Int { Int(withFields { $0.pointee.totalTextLength }) }
    var acceptableValueLength: Int { Int(withFields { $0.pointee.acceptableValueLength }) }
    var totalValueLength: Int { Int(withFields { $0.pointee.totalValueLength }) }

    /// The placeholder from the first state.
    var placeholder: String { placeholder(from: 0) }

    /// The placeholder from `state` up to the first ellipsis or the end.
    func placeholder(from state: Int) -> String {
        let start = Int(statePointer[state].placeholderStart)
        return start == byteCount
            ? ""
            // Valid: the compiler wrote the placeholder from whole Characters.
            : String(validUTF8: UnsafeBufferPointer(start: bytePointer + start, count: byteCount - start))
    }

    /// The UTF-8 bytes of the normalised format the graph was compiled from, in its block: the
    /// graph's key in `GraphInterner`.
    var normalizedFormat: UnsafeBufferPointer<UInt8> {
        withFields { UnsafeBufferPointer(start: $0.pointee.normalizedFormatStart, count: Int($0.pointee.normalizedFormatCount)) }
    }

    /// The most bytes one apply can add to the output beyond the input's own: every literal once.
    var literalByteTotal: Int { Int(withFields { $0.pointee.literalByteTotal }) }
    /// The most bytes one apply can add to the value beyond the input's own: every fixed literal once.
    var fixedLiteralByteTotal: Int { Int(withFields { $0.pointee.fixedLiteralByteTotal }) }

    /// The room a pass over `inputCount` bytes needs for its output, the most it writes there:
    /// every input byte and every literal once (`Scan.outputHasRoom` asserts it of every write).
    func outputRoom(forInput inputCount: Int) -> Int { inputCount &+ literalByteTotal }

    /// The room a pass over `inputCount` bytes needs for its value, the most it writes there:
    /// every input byte and every fixed literal once (`Scan.valueHasRoom` asserts it of every write).
    func valueRoom(forInput inputCount: Int) -> Int { inputCount &+ fixedLiteralByteTotal }

    /// The bytes the graph keeps alive, for the caches' byte budget: the object with its tail, its
    /// block if that is apart, and its arrays of literals and custom classes. A custom class's
    /// `CharacterSet` is charged with the notations that hold it (see `CacheBudget`).
    ///
    /// - Complexity: O(1), or O(literals) for a graph with literals that are not ASCII.
    var footprint: Int {
        withFields { fields in
            // The object holds the header and, unless the block is apart, the block; both are whole words.
            let separateBlock = fields.pointee.separateBlock, blockByteCount = fields.pointee.blockByteCount
            var bytes = CacheBudget.objectBytes(words: (MemoryLayout<Fields>.stride + (separateBlock == nil ? blockByteCount : 0)) / 8)
            if separateBlock != nil { bytes += blockByteCount }
            let literals = fields.pointee.literals
            if !literals.isEmpty {
                bytes += CacheBudget.arrayBytes(literals)
                // A Character of more than 15 bytes keeps them in an object of its own.
                for literal in literals { bytes += CacheBudget.heapBytes(utf8Count: literal.utf8.count) }
            }
            // Graphs without custom notations share one array of the built-in classes.
            if fields.pointee.classes.count > 3 { bytes += CacheBudget.arrayBytes(fields.pointee.classes) }
            return bytes
        }
    }

    // `ManagedBufferPointer` leaves destroying the header to the class; the block's words need no
    // destroying.
    deinit {
        withFields { fields in
            free(fields.pointee.separateBlock)
            fields.deinitialize(count: 1)
        }
    }
}
