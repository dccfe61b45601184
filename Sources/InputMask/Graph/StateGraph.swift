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

    /// Takes over a block of `blockByteCount` bytes written by `Builder`.
    fileprivate init(
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

extension StateGraph {
    /// Builds a graph one state at a time, writing each record and its bytes straight into the
    /// block the graph will own: a list of drafts read again in two passes cost about 200
    /// instructions per state (measured).
    ///
    /// The block is sized from capacities given up front. Each append counts its state's kind and
    /// notes the last state that input must reach (a value slot or a fixed literal); `finish()`
    /// derives the lengths from the counts and marks completeness after that state alone: a second
    /// pass over every record cost about 14 instructions per state, the counts about 5 (callgrind).
    struct Builder {
        /// Totals that become the graph's lengths and byte counts.
        struct Metrics {
            var literalBytes = 0
            var fixedLiteralBytes = 0
            var acceptableText = 0
            var totalText = 0
            var acceptableValue = 0
            var totalValue = 0
            var literalsArePlain = true
            var ellipsisSlots = -1
        }

        private let block: UnsafeMutableRawPointer
        private let states: UnsafeMutablePointer<State>
        private let stateCapacity: Int
        private let tableOffset: Int
        private let classCapacity: Int
        private let byteOffset: Int
        private let formatOffset: Int
        private let placeholder: UnsafeMutablePointer<UInt8>
        private let normalizedFormat: UnsafeBufferPointer<UInt8>
        private var count = 0
        /// States by kind, for the lengths.
        private var freeCount = 0
        private var fixedCount = 0
        /// Value slots and the ellipsis.
        private var mandatoryCount = 0
        private var optionalCount = 0
        private var fixedLiteralBytes = 0
        /// One past the last value slot or fixed literal: input is complete from there on.
        private var completeFrom = 0
        private var literalBytes = 0
        private var placeholderBytes = 0
        private var literalsArePlain = true
        private var literals: [Character] = []
        private(set) var classes: [CharacterClass]

        /// The bytes of the block for the given capacities.
        static func blockByteCount(
            stateCapacity: Int, classCapacity: Int, placeholderByteCapacity: Int, normalizedByteCount: Int
        ) -> Int {
            MemoryLayout<State>.stride * stateCapacity + MemoryLayout<UInt64>.stride * 2 * classCapacity
                + max(1, placeholderByteCapacity) + normalizedByteCount
        }

        /// Allocates a block of `byteCount` bytes for a builder; nil when there is not enough memory.
        ///
        /// Apart from `init`, so that the builder is neither optional nor thrown through: either
        /// made the compiler copy it, retaining its arrays: about 190 more instructions per compile
        /// (callgrind).
        static func allocateBlock(byteCount: Int) -> UnsafeMutableRawPointer? {
            // `malloc`, not `UnsafeMutableRawPointer.allocate`: that takes the runtime's aligned path
            // (`posix_memalign`), about 80 more instructions per compile (measured). malloc's
            // alignment suits the states and the tables' UInt64 words.
            malloc(byteCount)
        }

        /// Takes over `block`, from `allocateBlock(byteCount:)` with the size `blockByteCount` gives
        /// for the same capacities.
        ///
        /// - Parameters:
        ///   - stateCapacity: the most states that will be appended.
        ///   - classes: the classes known up front; `classCapacity` bounds them with those added.
        ///   - placeholderByteCapacity: the most placeholder bytes: literal bytes plus slot symbols.
        ///   - normalizedFormat: the normalised format's UTF-8 bytes, copied into the block for the graph.
        init(
            block: UnsafeMutableRawPointer, stateCapacity: Int, classes: [CharacterClass], classCapacity: Int,
            placeholderByteCapacity: Int, normalizedFormat: UnsafeBufferPointer<UInt8>
        ) {
            self.stateCapacity = stateCapacity
            self.classCapacity = classCapacity
            self.classes = classes
            tableOffset = MemoryLayout<State>.stride * stateCapacity
            byteOffset = tableOffset + MemoryLayout<UInt64>.stride * 2 * classCapacity
            // The normalised format's bytes follow the placeholder's.
            formatOffset = byteOffset + max(1, placeholderByteCapacity)
            self.block = block
            states = block.bindMemory(to: State.self, capacity: stateCapacity)
            placeholder = (block + byteOffset).bindMemory(to: UInt8.self, capacity: max(1, placeholderByteCapacity))
            let format = (block + formatOffset).bindMemory(to: UInt8.self, capacity: normalizedFormat.count)
            format.initialize(from: normalizedFormat.baseAddress ?? UnsafePointer(format), count: normalizedFormat.count)
            self.normalizedFormat = UnsafeBufferPointer(start: format, count: normalizedFormat.count)
        }

        /// Adds a class for value slots and returns its index.
        mutating func addClass(_ characterClass: CharacterClass) -> UInt32 {
            precondition(classes.count < classCapacity, "more classes than the builder was sized for")
            classes.append(characterClass)
            return UInt32(classes.count - 1)
        }

        /// Appends a free or fixed state showing the ASCII character `byte`.
        mutating func appendLiteral(_ kind: Kind, ascii byte: UInt8) {
            placeholder[placeholderBytes] = byte
            guard byte != 0x0D else {
                // CR can join a following LF, so it is compared as a Character.
                appendLiteral(kind, asciiCharacters[Int(byte)], length: 1)
                return
            }
            countLiteral(kind, length: 1)
            append(State(kind: kind, asciiLiteral: byte, literalCount: 1, placeholderStart: placeholderBytes))
            literalBytes += 1
            placeholderBytes += 1
        }

        /// Counts a free or fixed literal state of `length` bytes about to be appended.
        @inline(__always)
        private mutating func countLiteral(_ kind: Kind, length: Int) {
            if kind == .fixed {
                fixedCount += 1
                fixedLiteralBytes += length
                completeFrom = count + 1
            } else {
                freeCount += 1
            }
        }

        /// Appends a free or fixed state showing `character`, which is not ASCII.
        mutating func appendLiteral(_ kind: Kind, _ character: Character) {
            var length = 0
            for byte in character.utf8 {
                placeholder[placeholderBytes + length] = byte
                length += 1
            }
            appendLiteral(kind, character, length: length)
        }

        /// Appends a literal state compared as a Character, whose `length` bytes are written.
        private mutating func appendLiteral(_ kind: Kind, _ character: Character, length: Int) {
            literalsArePlain = false
            countLiteral(kind, length: length)
            append(State(kind: kind, index: UInt32(literals.count), literalCount: Int32(length), placeholderStart: placeholderBytes))
            literals.append(character)
            literalBytes += length
            placeholderBytes += length
        }

        /// Appends a value or optional value state of class `classIndex`, whose placeholder symbol is the ASCII `symbol`.
        mutating func appendSlot(_ kind: Kind, classIndex: UInt32, symbol: UInt8) {
            placeholder[placeholderBytes] = symbol
            appendSlot(kind, classIndex: classIndex, symbolLength: 1)
        }

        /// Appends a value or optional value state of class `classIndex`, whose placeholder symbol is `symbol`.
        mutating func appendSlot(_ kind: Kind, classIndex: UInt32, symbol: Character) {
            // The compiler sizes the placeholder for the symbols it will show; this guards the block.
            precondition(placeholderBytes + symbol.utf8.count <= formatOffset - byteOffset, "placeholder larger than sized for")
            var length = 0
            for byte in symbol.utf8 {
                placeholder[placeholderBytes + length] = byte
                length += 1
            }
            appendSlot(kind, classIndex: classIndex, symbolLength: length)
        }

        private mutating func appendSlot(_ kind: Kind, classIndex: UInt32, symbolLength: Int) {
            precondition(kind == .value || kind == .optionalValue, "not a slot")
            if kind == .value {
                mandatoryCount += 1
                completeFrom = count + 1
            } else {
                optionalCount += 1
            }
            append(State(kind: kind, index: classIndex, placeholderStart: placeholderBytes))
            placeholderBytes += symbolLength
        }

        /// Appends an ellipsis of class `classIndex`; it shows nothing in the placeholder.
        mutating func appendEllipsis(classIndex: UInt32) {
            mandatoryCount += 1
            append(State(kind: .ellipsis, index: classIndex, placeholderStart: placeholderBytes))
        }

        private mutating func append(_ state: State) {
            precondition(count < stateCapacity, "more states than the builder was sized for")
            (states + count).initialize(to: state)
            count += 1
        }

        /// Frees the block of a graph that will not be finished (the format was rejected).
        func abandon() {
            free(block)
        }

        /// Appends the `.end` state unless the last state is an ellipsis, and hands the block to the graph.
        ///
        /// - Complexity: O(number of states + placeholder bytes).
        mutating func finish() -> StateGraph {
            if count == 0 || states[count - 1].kind != .ellipsis {
                append(State(kind: .end, placeholderStart: placeholderBytes))
            }
            // Every state was appended incomplete; input is complete after the last value slot or
            // fixed literal, since only the end or an ellipsis, both last, would make it complete again.
            for index in completeFrom..<count { states[index].completeAfter = true }
            let acceptableValue = mandatoryCount + fixedCount
            var slots = 0
            while slots < count && (states[slots].kind == .value || states[slots].kind == .optionalValue) { slots += 1 }
            var ellipsisSlots = -1
            if slots < count && states[slots].kind == .ellipsis
                && (0..<slots).allSatisfy({ states[$0].classIndex == states[slots].classIndex }) {
                ellipsisSlots = slots
            }
            let metrics = Metrics(
                literalBytes: literalBytes, fixedLiteralBytes: fixedLiteralBytes,
                acceptableText: acceptableValue + freeCount, totalText: acceptableValue + freeCount + optionalCount,
                acceptableValue: acceptableValue, totalValue: acceptableValue + optionalCount,
                literalsArePlain: literalsArePlain, ellipsisSlots: ellipsisSlots)
            var block = block, tableOffset = tableOffset, byteOffset = byteOffset, normalizedFormat = normalizedFormat
            var blockByteCount = formatOffset + normalizedFormat.count
            // The block was sized for a state per unit and the longest placeholder; brackets make
            // no state, so large formats leave much of it unused. It shrinks to fit when that
            // frees a page or more: smaller formats are not worth the copies.
            let fittedTableOffset = MemoryLayout<State>.stride * count
            let fittedByteOffset = fittedTableOffset + MemoryLayout<UInt64>.stride * 2 * classes.count
            let fittedFormatOffset = fittedByteOffset + max(1, placeholderBytes)
            if blockByteCount - (fittedFormatOffset + normalizedFormat.count) >= 4_096 {
                memmove(block + fittedByteOffset, block + byteOffset, placeholderBytes)
                memmove(block + fittedFormatOffset, UnsafeRawPointer(normalizedFormat.baseAddress!), normalizedFormat.count)
                blockByteCount = fittedFormatOffset + normalizedFormat.count
                // Shrinking keeps the contents, and fails, if ever, leaving the block as it was.
                block = realloc(block, blockByteCount) ?? block
                tableOffset = fittedTableOffset
                byteOffset = fittedByteOffset
                normalizedFormat = UnsafeBufferPointer(
                    start: (block + fittedFormatOffset).assumingMemoryBound(to: UInt8.self), count: normalizedFormat.count)
            }
            let tables = (block + tableOffset).bindMemory(to: UInt64.self, capacity: 2 * classes.count)
            for (index, characterClass) in classes.enumerated() {
                tables[2 * index] = characterClass.asciiLow
                tables[2 * index + 1] = characterClass.asciiHigh
            }
            return StateGraph(
                block: block, blockByteCount: blockByteCount, stateCount: count, tableOffset: tableOffset, byteOffset: byteOffset,
                byteCount: placeholderBytes, normalizedFormat: normalizedFormat,
                literals: literals, classes: classes, metrics: metrics)
        }
    }
}
