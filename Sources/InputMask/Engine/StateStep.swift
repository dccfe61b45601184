// The step by which the states meet one Character (SEMANTICS.md section 4), and autocompletion
// (section 5), stated once for `Scan.run` and `ApplyEngine.keptCharacters`. Which state takes,
// shows, skips or rejects a Character, in what order, is decided here; what each outcome does to a
// pass's output, caret and autoskip stack is the pass's `StateStep` conformance, under the caret
// rules of CaretRules.swift. `Scan.runPlain` keeps a copy of the step (see Scan+Plain.swift for why).

/// A pass as the states meet one Character: what it does at each outcome of `feed`.
///
/// `feed` calls the requirements, and is always inlined into the pass, so that a conformance costs
/// no call and its `Character` is a set of registers.
protocol StateStep {
    /// What the pass knows of the Character being fed.
    associatedtype Character
    /// The state the pass has reached.
    var current: StateGraph.State { get }
    /// Moves to the next state.
    mutating func advance()
    /// Whether the class of `state`, a slot or the ellipsis, takes `character`; if it does, the
    /// pass appends the Character.
    mutating func slot(_ state: StateGraph.State, takes character: Character) -> Bool
    /// Literal `state` meets `character`: the pass shows the Character when it equals the literal
    /// (true), the literal otherwise (false).
    mutating func literal(_ state: StateGraph.State, meets character: Character) -> Bool
    /// Optional slot `state`, whose class does not take `character`, is left empty.
    mutating func skip(_ state: StateGraph.State, for character: Character)
    /// `character` is dropped: a mandatory slot, the ellipsis or the end, `current`, rejects it.
    mutating func reject(_ character: Character)
}

extension StateStep {
    /// Feeds `character` to the states from `current` on until one takes it (true) or rejects it
    /// (false, `current` then the state that did).
    ///
    /// A slot takes a Character of its class and is passed; otherwise an optional slot is skipped
    /// and a mandatory one rejects the Character. A literal state is always passed: it takes a
    /// Character equal to its literal, or shows the literal and passes the Character on. The
    /// ellipsis takes a Character of its class and stays; it and the end reject any other.
    /// `current` is never past the last state: it is `.end` or an ellipsis, and neither moves on.
    // Transparent, so that it is inlined whatever the size of the pass (see `RunCursor`). Tests in
    // order of how often each kind is met, rather than a `switch`, which becomes a table and an
    // indirect jump per state, a jump the processor predicts poorly.
    @_transparent
    mutating func feed(_ character: Character) -> Bool {
        while true {
            let state = current
            let kind = state.kind
            if kind == .value || kind == .optionalValue {
                if slot(state, takes: character) {
                    advance()
                    return true
                }
                guard kind == .optionalValue else {
                    reject(character)
                    return false
                }
                skip(state, for: character)
                advance()
            } else if kind == .free || kind == .fixed {
                let took = literal(state, meets: character)
                advance()
                if took { return true }
            } else if kind == .ellipsis && slot(state, takes: character) {
                return true
            } else {
                reject(character)
                return false
            }
        }
    }
}

/// A pass that writes an output, and so autocompletes it.
protocol AutocompletingStep: StateStep {
    /// Shows the literal of `state`, which follows the input, as autocompletion.
    mutating func autocomplete(_ state: StateGraph.State)
}

extension AutocompletingStep {
    /// Autocompletion (SEMANTICS.md section 5): the literals from `current` on, up to the first
    /// slot or the end, are shown after the input. The pass calls it while the caret is at the end.
    @_transparent
    mutating func autocompleteLiterals() {
        while current.kind == .free || current.kind == .fixed {
            autocomplete(current)
            advance()
        }
    }
}
