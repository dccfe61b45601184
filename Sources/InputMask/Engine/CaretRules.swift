// How the passes move the caret and undo skipped literals (SEMANTICS.md section 5), stated once for
// `Scan.run`, `Scan.runPlain` (whose three caret parts are these rules with the position fixed) and
// the finishing of both passes.

extension Scan {
    /// Whether dropping the Character at byte `position` moves the caret, and whether a literal
    /// skipped before it joins the autoskip stack: it lies wholly before the caret.
    @inline(__always)
    static func deletionMovesCaret(at position: Int, caretByte: Int) -> Bool {
        position < caretByte
    }

    /// Whether a literal inserted before the Character at byte `position` moves the caret: it lies
    /// before the caret, or at it when `insertionIncludesCaret`.
    @inline(__always)
    static func insertionMovesCaret(at position: Int, caretByte: Int, insertionIncludesCaret: Bool) -> Bool {
        insertionIncludesCaret ? position <= caretByte : position < caretByte
    }

    /// Where a Character lies relative to the caret. `runPlain` reads the text in these three
    /// parts, so that within each the rules above are constants.
    enum CaretPart {
        case beforeCaret
        case atCaret
        case afterCaret

        /// `deletionMovesCaret` for a Character in this part.
        @inline(__always)
        var deletionMovesCaret: Bool { Scan.deletionMovesCaret(at: position, caretByte: 0) }

        /// `insertionMovesCaret` for a Character in this part.
        @inline(__always)
        func insertionMovesCaret(insertionIncludesCaret: Bool) -> Bool {
            Scan.insertionMovesCaret(at: position, caretByte: 0, insertionIncludesCaret: insertionIncludesCaret)
        }

        /// A position in this part, with the caret at 0.
        @inline(__always)
        private var position: Int {
            switch self {
            case .beforeCaret: -1
            case .atCaret: 0
            case .afterCaret: 1
            }
        }
    }
}

extension ApplyEngine {
    /// Autoskip (SEMANTICS.md section 5): the literals skipped just before the caret, last first,
    /// leave the end of the text while the caret is there; away from the end, skipping one still
    /// moves the caret (quirk kept).
    ///
    /// - Parameters:
    ///   - stack: the skipped literal states, always consecutive.
    ///   - textCount: the text's length in Characters; `caret` is within it.
    ///   - removeFromText: removes the state's literal from the end of the text (of `textCount`
    ///     Characters) if it is there, and says whether it did.
    ///   - removeFromValue: the same for the value, called for fixed states only.
    static func autoskip(
        _ stack: Range<Int>, of states: UnsafePointer<StateGraph.State>, textCount: inout Int, caret: inout Int,
        removeFromText: (StateGraph.State, Int) -> Bool, removeFromValue: (StateGraph.State) -> Void
    ) {
        for entry in stack.reversed() {
            let state = states[entry]
            if textCount == caret {
                if removeFromText(state, textCount) {
                    textCount -= 1
                    caret -= 1
                }
                if state.kind == .fixed { removeFromValue(state) }
            } else {
                caret -= 1
            }
        }
    }
}

extension CaretGravity {
    /// Whether a literal inserted at the caret counts as before it: yes for forward gravity and
    /// for right-to-left masks, which read the text reversed.
    func insertionIncludesCaret(rightToLeft: Bool) -> Bool {
        if case .backward = self { return rightToLeft }
        return true
    }
}
