/// A compiled mask format: a flat, immutable array of states addressed by index.
///
/// Every state but an ellipsis moves on to the state after it, so no state stores a successor.
/// The graph also holds everything `apply` needs precomputed: ASCII literals, literal bytes,
/// the placeholder from every state, and whether input is complete after every state.
/// Equal normalised formats with equal notations share one graph (see `GraphInterner`).
final class StateGraph: Sendable {
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

    struct State: Sendable {
        var kind: Kind
        /// The literal when it is one ASCII byte, else `noASCIILiteral`.
        var asciiLiteral: UInt8
        /// Index into `classes` for value slots.
        var classIndex: UInt16
        /// Index into `literals` for free and fixed states, else -1.
        var literal: Int32
    }

    static let noASCIILiteral: UInt8 = 0xFF

    let states: [State]
    let classes: [CharacterClass]
    /// The symbol each class shows in a placeholder (`0`, `a`, `-` or the custom symbol).
    let literals: [Character]
    /// The UTF-8 bytes of every literal, back to back; literal `i` spans `literalStart[i]..<literalStart[i+1]`.
    let literalUTF8: [UInt8]
    let literalStart: [Int32]
    /// The placeholder from state 0; the placeholder from state `s` is its suffix from `placeholderStart[s]`.
    let placeholderUTF8: [UInt8]
    let placeholderStart: [Int32]
    /// Whether no mandatory character is left once the engine stops at a state.
    let completeAfter: [Bool]

    let acceptableTextLength: Int
    let totalTextLength: Int
    let acceptableValueLength: Int
    let totalValueLength: Int

    /// The placeholder from the first state.
    var placeholder: String { String(decoding: placeholderUTF8, as: UTF8.self) }

    /// Builds the graph and its precomputed tables from a list of states.
    ///
    /// - Parameters:
    ///   - states: the states in order; the last one is `.end` or `.ellipsis`.
    ///   - literals: the literal of each free and fixed state, by `State.literal`.
    ///   - classes: the classes of the value slots, by `State.classIndex`.
    ///   - classSymbols: the placeholder symbol of each class.
    /// - Complexity: O(number of states + literal bytes).
    init(states: [State], literals: [Character], classes: [CharacterClass], classSymbols: [Character]) {
        self.states = states
        self.literals = literals
        self.classes = classes

        var literalUTF8: [UInt8] = []
        var literalStart: [Int32] = [0]
        literalStart.reserveCapacity(literals.count + 1)
        for literal in literals {
            literalUTF8.append(contentsOf: literal.utf8)
            literalStart.append(Int32(literalUTF8.count))
        }
        self.literalUTF8 = literalUTF8
        self.literalStart = literalStart

        var placeholder: [UInt8] = []
        var placeholderStart = [Int32](repeating: 0, count: states.count)
        var acceptableText = 0, totalText = 0, acceptableValue = 0, totalValue = 0
        var stopped = false
        for (index, state) in states.enumerated() {
            placeholderStart[index] = Int32(placeholder.count)
            if stopped { continue }
            switch state.kind {
            case .free:
                placeholder.append(contentsOf: literals[Int(state.literal)].utf8)
                acceptableText += 1; totalText += 1
            case .fixed:
                placeholder.append(contentsOf: literals[Int(state.literal)].utf8)
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
            case .value:
                placeholder.append(contentsOf: classSymbols[Int(state.classIndex)].utf8)
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
            case .optionalValue:
                placeholder.append(contentsOf: classSymbols[Int(state.classIndex)].utf8)
                totalText += 1; totalValue += 1
            case .ellipsis:
                acceptableText += 1; totalText += 1; acceptableValue += 1; totalValue += 1
                stopped = true
            case .end:
                stopped = true
            }
        }
        self.placeholderUTF8 = placeholder
        self.placeholderStart = placeholderStart
        self.acceptableTextLength = acceptableText
        self.totalTextLength = totalText
        self.acceptableValueLength = acceptableValue
        self.totalValueLength = totalValue

        var completeAfter = [Bool](repeating: true, count: states.count)
        var nextComplete = true
        for index in states.indices.reversed() {
            switch states[index].kind {
            case .end, .ellipsis: nextComplete = true
            case .value, .fixed: nextComplete = false
            case .free, .optionalValue: break
            }
            completeAfter[index] = nextComplete
        }
        self.completeAfter = completeAfter
    }

    /// The most bytes one apply can add beyond the input's own: every literal at most once.
    var literalByteTotal: Int { literalUTF8.count }
}
