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

    /// A state before its tables are computed.
    struct Draft {
        var kind: Kind
        var literal: Character?
        /// The literal when it is one ASCII byte (as `FormatUnit` codes tell cheaply), else nil.
        var asciiLiteral: UInt8?
        var classIndex: UInt16
    }

    /// Builds the graph and its precomputed tables, in one allocation besides `literals`.
    ///
    /// - Parameters:
    ///   - drafts: the states in order; the last one is `.end` or `.ellipsis`.
    ///   - classes: the classes of the value slots, by `Draft.classIndex`.
    ///   - classSymbols: the placeholder symbol of each class.
    /// - Complexity: O(number of states + literal bytes).
    init(drafts: [Draft], classes: [CharacterClass], classSymbols: [Character]) {
        // First pass: sizes, metrics and the literals.
        let symbolCounts = classSymbols.map { $0.utf8.count }
        func byteCount(of draft: Draft) -> Int { draft.asciiLiteral == nil ? draft.literal!.utf8.count : 1 }
        var literals: [Character] = []
        var literalBytes = 0, fixedLiteralBytes = 0, placeholderBytes = 0
        var acceptableText = 0, totalText = 0, acceptableValue = 0, totalValue = 0
        var literalsArePlain = true
        var stopped = false
        for draft in drafts {
            if let literal = draft.literal {
                literals.append(literal)
                let count = byteCount(of: draft)
                literalBytes += count
                if draft.kind == .fixed { fixedLiteralBytes += count }
                if draft.asciiLiteral == nil || draft.asciiLiteral == 0x0D { literalsArePlain = false }
            }
            if stopped { continue }
            switch draft.kind {
            case .free:
                placeholderBytes += byteCount(of: draft)
                acceptableText += 1; totalText += 1
            case .fixed:
                placeholderBytes += byteCount(of: draft)
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
            case .value:
                placeholderBytes += symbolCounts[Int(draft.classIndex)]
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
            case .optionalValue:
                placeholderBytes += symbolCounts[Int(draft.classIndex)]
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
        var literalIndex: Int32 = 0
        stopped = false
        for (index, draft) in drafts.enumerated() {
            var state = State(kind: draft.kind, asciiLiteral: Self.noASCIILiteral, completeAfter: true,
                              classIndex: draft.classIndex, literal: -1, literalStart: 0, literalCount: 0,
                              placeholderStart: Int32(placeholderCursor))
            if let literal = draft.literal {
                state.literal = literalIndex
                literalIndex += 1
                state.literalStart = Int32(literalCursor)
                if let byte = draft.asciiLiteral {
                    bytes[literalCursor] = byte
                    literalCursor += 1
                    if byte != 0x0D { state.asciiLiteral = byte }
                } else {
                    for byte in literal.utf8 {
                        bytes[literalCursor] = byte
                        literalCursor += 1
                    }
                }
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
                    for byte in classSymbols[Int(draft.classIndex)].utf8 {
                        bytes[placeholderCursor] = byte
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
