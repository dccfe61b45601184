/// A compiled mask format: a flat, immutable array of states addressed by index.
///
/// Every state but an ellipsis moves on to the state after it, so no state stores a successor.
/// Each state record also carries what `apply` needs precomputed: its ASCII literal, where its
/// literal's bytes are, where the placeholder from it starts, and whether input is complete there.
/// Equal normalised formats with equal notations share one graph (see `GraphInterner`).
//  `@unchecked Sendable`: besides immutable arrays it owns the raw tables below, written once in
//  `init`, never mutated, freed in `deinit`.
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

    let states: [State]
    let classes: [CharacterClass]
    /// Two words per class: its ASCII membership bits, low 64 then high 64.
    let asciiTables: [UInt64]
    /// The literal of every free and fixed state, for grapheme-correct comparison.
    let literals: [Character]
    /// Literal bytes of every state back to back, then the placeholder from the first state.
    let bytes: [UInt8]
    /// Where the placeholder starts in `bytes`; it runs to the end.
    let placeholderBase: Int

    /// `states`, the ASCII tables and `bytes` again, in memory the graph owns, so that the apply
    /// loop reads them without retaining arrays or nesting `withUnsafeBufferPointer` closures.
    let statePointer: UnsafePointer<State>
    let asciiTablePointer: UnsafePointer<UInt64>
    let bytePointer: UnsafePointer<UInt8>
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
        return start == bytes.count
            ? ""
            : String(decoding: UnsafeBufferPointer(start: bytePointer + start, count: bytes.count - start), as: UTF8.self)
    }

    /// The most bytes one apply can add to the output beyond the input's own: every literal once.
    var literalByteTotal: Int { placeholderBase }
    /// The most bytes one apply can add to the value beyond the input's own: every fixed literal once.
    let fixedLiteralByteTotal: Int

    deinit {
        statePointer.deallocate()
        asciiTablePointer.deallocate()
        bytePointer.deallocate()
    }

    private static func ownedCopy<Element>(of array: [Element]) -> UnsafePointer<Element> {
        let copy = UnsafeMutablePointer<Element>.allocate(capacity: max(1, array.count))
        _ = UnsafeMutableBufferPointer(start: copy, count: array.count).initialize(from: array)
        return UnsafePointer(copy)
    }

    /// A state before its tables are computed.
    struct Draft {
        var kind: Kind
        var literal: Character?
        var classIndex: UInt16
    }

    /// Builds the graph and its precomputed tables.
    ///
    /// - Parameters:
    ///   - drafts: the states in order; the last one is `.end` or `.ellipsis`.
    ///   - classes: the classes of the value slots, by `Draft.classIndex`.
    ///   - classSymbols: the placeholder symbol of each class.
    /// - Complexity: O(number of states + literal bytes).
    init(drafts: [Draft], classes: [CharacterClass], classSymbols: [Character]) {
        var states: [State] = []
        states.reserveCapacity(drafts.count)
        var literals: [Character] = []
        var bytes: [UInt8] = []
        for draft in drafts {
            var state = State(kind: draft.kind, asciiLiteral: Self.noASCIILiteral, completeAfter: true,
                              classIndex: draft.classIndex, literal: -1, literalStart: 0, literalCount: 0, placeholderStart: 0)
            if let literal = draft.literal {
                state.literal = Int32(literals.count)
                literals.append(literal)
                state.literalStart = Int32(bytes.count)
                bytes.append(contentsOf: literal.utf8)
                state.literalCount = Int32(bytes.count) - state.literalStart
                if state.literalCount == 1, let byte = literal.utf8.first, byte < 0x80, byte != 0x0D {
                    state.asciiLiteral = byte
                }
            }
            states.append(state)
        }
        let placeholderBase = bytes.count
        self.fixedLiteralByteTotal = states.reduce(0) { $0 + ($1.kind == .fixed ? Int($1.literalCount) : 0) }
        var acceptableText = 0, totalText = 0, acceptableValue = 0, totalValue = 0
        var stopped = false
        for index in states.indices {
            states[index].placeholderStart = Int32(bytes.count)
            if stopped { continue }
            let state = states[index]
            switch state.kind {
            case .free:
                bytes.append(contentsOf: literals[Int(state.literal)].utf8)
                acceptableText += 1; totalText += 1
            case .fixed:
                bytes.append(contentsOf: literals[Int(state.literal)].utf8)
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
            case .value:
                bytes.append(contentsOf: classSymbols[Int(state.classIndex)].utf8)
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
            case .optionalValue:
                bytes.append(contentsOf: classSymbols[Int(state.classIndex)].utf8)
                totalText += 1; totalValue += 1
            case .ellipsis:
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
                stopped = true
            case .end:
                stopped = true
            }
        }
        var nextComplete = true
        for index in states.indices.reversed() {
            switch states[index].kind {
            case .end, .ellipsis: nextComplete = true
            case .value, .fixed: nextComplete = false
            case .free, .optionalValue: break
            }
            states[index].completeAfter = nextComplete
        }
        self.states = states
        self.classes = classes
        self.asciiTables = classes.flatMap { [$0.asciiLow, $0.asciiHigh] }
        self.literals = literals
        self.bytes = bytes
        self.statePointer = Self.ownedCopy(of: states)
        self.asciiTablePointer = Self.ownedCopy(of: asciiTables)
        self.bytePointer = Self.ownedCopy(of: bytes)
        self.literalsArePlain = states.allSatisfy { $0.literal < 0 || $0.asciiLiteral != Self.noASCIILiteral }
        self.placeholderBase = placeholderBase
        self.acceptableTextLength = acceptableText
        self.totalTextLength = totalText
        self.acceptableValueLength = acceptableValue
        self.totalValueLength = totalValue
    }
}
