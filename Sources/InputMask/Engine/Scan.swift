// The state of one scan: what it reads and the caret rules it was given, and what it leaves
// behind. The loops are in Scan+Run.swift, Scan+Plain.swift and Scan+Filter.swift.

/// One pass of SEMANTICS.md sections 4 and 5 over the UTF-8 bytes of a text.
///
/// Everything the loop updates lives in a local value of `run` (`RunCursor`, gathered in
/// `Registers` only at the end), so that the optimiser keeps it in registers: stores through the
/// output pointers cannot alias it.
struct Scan {
    /// Unowned: the mask applying the graph keeps it alive for the whole pass.
    unowned(unsafe) let graph: StateGraph
    let states: UnsafePointer<StateGraph.State>
    let asciiTables: UnsafePointer<UInt64>
    let graphBytes: UnsafePointer<UInt8>
    let input: UnsafePointer<UInt8>
    let inputCount: Int
    /// The caret as a byte offset into `input`, within `0...inputCount`.
    let caretByte: Int
    /// Forward gravity and right-to-left masks count an insertion at the caret as before it.
    let insertionIncludesCaret: Bool
    let autocomplete: Bool

    /// A pass of `graph` over `count` bytes at `input`.
    // No String of the text here (the general scan takes it as a parameter): holding one would make
    // every Scan a value to destroy, a retain and release on every plain apply.
    init(_ graph: StateGraph, input: UnsafePointer<UInt8>, count: Int,
         caretByte: Int, gravity: CaretGravity, rightToLeft: Bool) {
        self.graph = graph
        states = graph.statePointer
        asciiTables = graph.asciiTablePointer
        graphBytes = graph.bytePointer
        self.input = input
        inputCount = count
        self.caretByte = caretByte
        insertionIncludesCaret = gravity.insertionIncludesCaret(rightToLeft: rightToLeft)
        autocomplete = gravity.autocomplete
    }

    /// Whether output ending `end` bytes from its start fits the room every caller gives a pass
    /// (`StateGraph.outputRoom(forInput:)`). For `assert` only.
    func outputHasRoom(upTo end: Int) -> Bool { end <= graph.outputRoom(forInput: inputCount) }

    /// Whether a value ending `end` bytes from its start fits the room every caller gives a pass
    /// (`StateGraph.valueRoom(forInput:)`). For `assert` only.
    func valueHasRoom(upTo end: Int) -> Bool { end <= graph.valueRoom(forInput: inputCount) }

    /// What a pass leaves behind.
    struct Registers {
        var outputCount = 0
        var valueCount = 0
        var state = 0
        var affinity = 0
        /// Characters of the input wholly before the caret.
        var charactersBeforeCaret = 0
        /// The output caret minus `charactersBeforeCaret`.
        var caretShift = 0
        /// The autoskip stack. Its entries are always consecutive states, so the range
        /// `stackLow..<stackHigh` stands for it; `stackLow < 0` means empty.
        var stackLow = -1
        var stackHigh = -1
        /// The output's Character count when the pass could tell it without `String.count`.
        var knownCharacterCount: Int? = nil
    }
}
