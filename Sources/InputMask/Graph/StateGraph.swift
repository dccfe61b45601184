/// A compiled mask format: a flat, immutable array of states addressed by index.
///
/// Every state but an ellipsis moves on to the state after it, so no state stores a successor.
/// Each state record also carries what `apply` needs precomputed: its ASCII literal, where its
/// literal's bytes are, where the placeholder from it starts, and whether input is complete there.
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

    /// One state, 24 bytes, everything the apply loop reads about it in one place.
    struct State: Sendable {
        var kind: Kind
        /// The literal when it is one ASCII byte other than CR, else `noASCIILiteral`.
        var asciiLiteral: UInt8
        /// Whether no mandatory character is left once the engine stops here.
        var completeAfter: Bool
        /// Index into `classes` (and `asciiTables`) for value slots.
        var classIndex: UInt16
        /// Index into `literals` for free and fixed states, else -1.
        var literal: Int32
        /// The literal's UTF-8 bytes in `bytes`.
        var literalStart: Int32
        var literalCount: Int32
        /// Where the placeholder from this state starts in `bytes`.
        var placeholderStart: Int32
    }

    static let noASCIILiteral: UInt8 = 0xFF

    let classes: [CharacterClass]
    /// The literal of every free and fixed state, for grapheme-correct comparison.
    let literals: [Character]

    /// The states, in memory the graph owns (one block with `asciiTablePointer` and
    /// `bytePointer`), so that the apply loop reads them without retaining arrays.
    let statePointer: UnsafePointer<State>
    let stateCount: Int
    /// Two words per class: its ASCII membership bits, low 64 then high 64.
    let asciiTablePointer: UnsafePointer<UInt64>
    /// Literal bytes of every state back to back, then the placeholder from the first state.
    let bytePointer: UnsafePointer<UInt8>
    let byteCount: Int
    /// Where the placeholder starts in the bytes; it runs to the end. Also the total of literal bytes.
    let placeholderBase: Int
    /// Whether every literal is ASCII other than CR, so that output made of plain input and
    /// literals is one Character per byte.
    let literalsArePlain: Bool

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

    /// The most bytes one apply can add to the output beyond the input's own: every literal once.
    var literalByteTotal: Int { placeholderBase }
    /// The most bytes one apply can add to the value beyond the input's own: every fixed literal once.
    let fixedLiteralByteTotal: Int

    /// A state before its tables are computed: plain values, so building and reading drafts
    /// retains nothing.
    struct Draft {
        var kind: Kind
        /// For free and fixed states, the literal when it is one ASCII byte; nil when it is not
        /// (its bytes are then read from the Character in `literals`).
        var asciiLiteral: UInt8?
        var classIndex: UInt16
    }

    /// The placeholder symbol of every class as UTF-8, so that writing a placeholder copies bytes
    /// instead of walking a `Character`'s UTF-8 view for each slot.
    struct ClassSymbols {
        /// The symbols back to back.
        private(set) var bytes: [UInt8] = []
        /// Where each class's symbol ends in `bytes`; it starts where the previous one ends.
        private(set) var ends: [Int] = []

        init(_ symbols: [Character]) {
            for symbol in symbols { append(symbol) }
        }

        mutating func append(_ symbol: Character) {
            bytes.append(contentsOf: symbol.utf8)
            ends.append(bytes.count)
        }

        func range(of classIndex: UInt16) -> Range<Int> {
            let index = Int(classIndex)
            return (index == 0 ? 0 : ends[index - 1])..<ends[index]
        }
    }

    /// Builds the graph and its precomputed tables, in one allocation besides `literals`.
    ///
    /// - Parameters:
    ///   - drafts: the states in order; the last one is `.end` or `.ellipsis`.
    ///   - literals: the literal of every free and fixed draft, in order.
    ///   - classes: the classes of the value slots, by `Draft.classIndex`.
    ///   - classSymbols: the placeholder symbol of each class.
    /// - Complexity: O(number of states + literal bytes).
    init(drafts: [Draft], literals: [Character], classes: [CharacterClass], classSymbols: ClassSymbols) {
        // First pass: sizes and metrics.
        func byteCount(of draft: Draft, literal: Int) -> Int {
            draft.asciiLiteral == nil ? literals[literal].utf8.count : 1
        }
        var literalBytes = 0, fixedLiteralBytes = 0, placeholderBytes = 0
        var acceptableText = 0, totalText = 0, acceptableValue = 0, totalValue = 0
        var literalsArePlain = true
        var stopped = false
        var literalIndex = 0
        for draft in drafts {
            var count = 0
            if draft.kind == .free || draft.kind == .fixed {
                count = byteCount(of: draft, literal: literalIndex)
                literalIndex += 1
                literalBytes += count
                if draft.kind == .fixed { fixedLiteralBytes += count }
                if draft.asciiLiteral == nil || draft.asciiLiteral == 0x0D { literalsArePlain = false }
            }
            if stopped { continue }
            switch draft.kind {
            case .free:
                placeholderBytes += count
                acceptableText += 1; totalText += 1
            case .fixed:
                placeholderBytes += count
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
            case .value:
                placeholderBytes += classSymbols.range(of: draft.classIndex).count
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
            case .optionalValue:
                placeholderBytes += classSymbols.range(of: draft.classIndex).count
                totalText += 1; totalValue += 1
            case .ellipsis:
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
                stopped = true
            case .end:
                stopped = true
            }
        }

        // One block: states, then the ASCII tables, then the bytes.
        let stateBytes = MemoryLayout<State>.stride * drafts.count
        let tableBytes = MemoryLayout<UInt64>.stride * 2 * classes.count
        let totalBytes = literalBytes + placeholderBytes
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: stateBytes + tableBytes + max(1, totalBytes), alignment: MemoryLayout<State>.alignment)
        let states = block.bindMemory(to: State.self, capacity: drafts.count)
        let tables = (block + stateBytes).bindMemory(to: UInt64.self, capacity: 2 * classes.count)
        let bytes = (block + stateBytes + tableBytes).bindMemory(to: UInt8.self, capacity: max(1, totalBytes))
        for (index, characterClass) in classes.enumerated() {
            tables[2 * index] = characterClass.asciiLow
            tables[2 * index + 1] = characterClass.asciiHigh
        }

        // Second pass: states, literal bytes and the placeholder.
        var literalCursor = 0
        var placeholderCursor = literalBytes
        var nextLiteral: Int32 = 0
        stopped = false
        for (index, draft) in drafts.enumerated() {
            var state = State(kind: draft.kind, asciiLiteral: Self.noASCIILiteral, completeAfter: true,
                              classIndex: draft.classIndex, literal: -1, literalStart: 0, literalCount: 0,
                              placeholderStart: Int32(placeholderCursor))
            if draft.kind == .free || draft.kind == .fixed {
                state.literal = nextLiteral
                state.literalStart = Int32(literalCursor)
                if let byte = draft.asciiLiteral {
                    bytes[literalCursor] = byte
                    literalCursor += 1
                    if byte != 0x0D { state.asciiLiteral = byte }
                } else {
                    for byte in literals[Int(nextLiteral)].utf8 {
                        bytes[literalCursor] = byte
                        literalCursor += 1
                    }
                }
                nextLiteral += 1
                state.literalCount = Int32(literalCursor) - state.literalStart
            }
            if !stopped {
                switch draft.kind {
                case .free, .fixed:
                    // The literal's bytes, just written.
                    for offset in Int(state.literalStart)..<literalCursor {
                        bytes[placeholderCursor] = bytes[offset]
                        placeholderCursor += 1
                    }
                case .value, .optionalValue:
                    for offset in classSymbols.range(of: draft.classIndex) {
                        bytes[placeholderCursor] = classSymbols.bytes[offset]
                        placeholderCursor += 1
                    }
                case .ellipsis, .end:
                    stopped = true
                }
            }
            (states + index).initialize(to: state)
        }
        var nextComplete = true
        for index in (0..<drafts.count).reversed() {
            switch states[index].kind {
            case .end, .ellipsis: nextComplete = true
            case .value, .fixed: nextComplete = false
            case .free, .optionalValue: break
            }
            states[index].completeAfter = nextComplete
        }

        self.classes = classes
        self.literals = literals
        self.statePointer = UnsafePointer(states)
        self.stateCount = drafts.count
        self.asciiTablePointer = UnsafePointer(tables)
        self.bytePointer = UnsafePointer(bytes)
        self.byteCount = totalBytes
        self.placeholderBase = literalBytes
        self.fixedLiteralByteTotal = fixedLiteralBytes
        self.literalsArePlain = literalsArePlain
        self.acceptableTextLength = acceptableText
        self.totalTextLength = totalText
        self.acceptableValueLength = acceptableValue
        self.totalValueLength = totalValue
    }

    deinit {
        UnsafeMutableRawPointer(mutating: statePointer).deallocate()
    }
}
