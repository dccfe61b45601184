import Foundation

// Section 4 (what a state does with a character) and section 5 (applying a mask), Character by Character.

/// What a state answers for an input character, or for autocompletion.
struct ReferenceStep {
    /// The index of the state to continue with.
    var next: Int
    /// The character to append to the formatted text, if any.
    var insert: Character?
    /// Whether the input character is used up.
    var consumed: Bool
    /// The character to append to the value, if any.
    var value: Character?
}

extension ReferenceMask {

    /// The index of the state that follows state `index`: an ellipsis repeats itself.
    func nextIndex(after index: Int) -> Int {
        if case .ellipsis = states[index] { return index }
        return index + 1
    }

    /// What state `index` does with input character `c`; `nil` when it rejects `c`.
    func accept(_ c: Character, at index: Int) -> ReferenceStep? {
        let next = nextIndex(after: index)
        switch states[index] {
        case .free(let own):
            if own == c { return ReferenceStep(next: next, insert: c, consumed: true, value: nil) }
            return ReferenceStep(next: next, insert: own, consumed: false, value: nil)
        case .fixed(let own):
            if own == c { return ReferenceStep(next: next, insert: c, consumed: true, value: c) }
            return ReferenceStep(next: next, insert: own, consumed: false, value: own)
        case .value(let cls), .ellipsis(let cls):
            if cls.contains(c) { return ReferenceStep(next: next, insert: c, consumed: true, value: c) }
            return nil
        case .optional(let cls):
            if cls.contains(c) { return ReferenceStep(next: next, insert: c, consumed: true, value: c) }
            return ReferenceStep(next: next, insert: nil, consumed: false, value: nil)
        case .end:
            return nil
        }
    }

    /// What state `index` inserts on its own when autocompleting; `nil` for states that need input.
    func autocomplete(at index: Int) -> ReferenceStep? {
        let next = nextIndex(after: index)
        switch states[index] {
        case .free(let own):
            return ReferenceStep(next: next, insert: own, consumed: false, value: nil)
        case .fixed(let own):
            return ReferenceStep(next: next, insert: own, consumed: false, value: own)
        case .value, .optional, .ellipsis, .end:
            return nil
        }
    }

    /// Whether no mandatory character is left from state `index` on.
    func isComplete(from index: Int) -> Bool {
        var i = index
        while true {
            switch states[i] {
            case .end, .ellipsis: return true
            case .value, .fixed: return false
            case .free, .optional: i += 1
            }
        }
    }

    /// The placeholder from state `index` on, appended to `prefix`.
    func placeholder(from index: Int, after prefix: String) -> String {
        var text = prefix
        var i = index
        while true {
            switch states[i] {
            case .free(let own), .fixed(let own):
                text.append(own)
            case .value(let cls), .optional(let cls):
                text.append(cls.placeholderCharacter)
            case .ellipsis, .end:
                return text
            }
            i += 1
        }
    }

    /// What the left-to-right pass has written and where it stands.
    struct Pass {
        var affinity = 0
        // Characters are collected in arrays and joined once (joining merges exactly as appending
        // one at a time would): the autoskip works on the joined Strings.
        var valueCharacters: [Character] = []
        var textCharacters: [Character] = []
        var outputCaret: Int
        var state = 0
        var autoskipStack: [ReferenceStep] = []
        /// Whether an insertion at the current position moves the caret.
        var insertionFlag = false
    }

    /// Section 5: applies the compiled states left to right.
    ///
    /// `caret` must lie in `0...input.count`. `rightToLeftCaretRule` makes insertions at the caret move it
    /// whatever the gravity.
    func applyLeftToRight(
        _ input: [Character], caret: Int, gravity: ReferenceGravity, rightToLeftCaretRule: Bool
    ) -> ReferenceResult {
        var pass = feed(input, caret: caret, gravity: gravity, rightToLeftCaretRule: rightToLeftCaretRule)
        while gravity.autocomplete && pass.insertionFlag, let step = autocomplete(at: pass.state) {
            pass.state = step.next
            if let insert = step.insert {
                pass.textCharacters.append(insert)
                pass.outputCaret += 1
            }
            if let v = step.value { pass.valueCharacters.append(v) }
        }
        return finish(pass, gravity: gravity)
    }

    /// The states fed every Character of `input`, before autocompletion.
    func feed(_ input: [Character], caret: Int, gravity: ReferenceGravity, rightToLeftCaretRule: Bool) -> Pass {
        func insertionAffectsCaret(_ i: Int) -> Bool {
            if rightToLeftCaretRule || !gravity.isBackward { return i <= caret }
            return i < caret
        }
        func deletionAffectsCaret(_ i: Int) -> Bool {
            i < caret
        }

        var pass = Pass(outputCaret: caret)
        var i = 0
        pass.insertionFlag = insertionAffectsCaret(i)
        var deletionFlag = deletionAffectsCaret(i)

        while i < input.count {
            let c = input[i]
            if let step = accept(c, at: pass.state) {
                if deletionFlag {
                    if let skip = autocomplete(at: pass.state) {
                        pass.autoskipStack.append(skip)
                    } else {
                        pass.autoskipStack.removeAll()
                    }
                }
                pass.state = step.next
                if let insert = step.insert { pass.textCharacters.append(insert) }
                if let v = step.value { pass.valueCharacters.append(v) }
                if step.consumed {
                    pass.insertionFlag = insertionAffectsCaret(i + 1)
                    deletionFlag = deletionAffectsCaret(i + 1)
                    i += 1
                    pass.affinity += 1
                } else {
                    if pass.insertionFlag && step.insert != nil {
                        pass.outputCaret += 1
                    }
                    pass.affinity -= 1
                }
            } else {
                if deletionFlag {
                    pass.outputCaret -= 1
                }
                pass.insertionFlag = insertionAffectsCaret(i + 1)
                deletionFlag = deletionAffectsCaret(i + 1)
                i += 1
                pass.affinity -= 1
            }
        }
        return pass
    }

    /// The result of a pass: its Characters joined, then the autoskip.
    func finish(_ pass: Pass, gravity: ReferenceGravity) -> ReferenceResult {
        var text = String(pass.textCharacters)
        var value = String(pass.valueCharacters)
        var outputCaret = pass.outputCaret
        var autoskipStack = pass.autoskipStack
        // Counted once, then kept up to date: `removeLast` removes one Character.
        var textCount = text.count

        var tailState = pass.state
        var tail = ""
        while gravity.autoskip, let skip = autoskipStack.popLast() {
            if textCount == outputCaret {
                if let insert = skip.insert, insert == text.last {
                    text.removeLast()
                    textCount -= 1
                    outputCaret -= 1
                }
                if let v = skip.value, v == value.last {
                    value.removeLast()
                }
            } else if skip.insert != nil {
                outputCaret -= 1
            }
            tailState = skip.next
            if let insert = skip.insert {
                tail = String(insert)
            }
        }

        // Appending can merge Characters (a lone combining mark joins the character before it, "\r" + "\n"
        // becomes one), so the caret arithmetic can leave `0...text.count`. The original traps there
        // (String index out of bounds); the model clamps. No recorded vector reaches this.
        let clampedCaret = min(max(outputCaret, 0), textCount)

        return ReferenceResult(
            text: text,
            caret: clampedCaret,
            value: value,
            affinity: pass.affinity,
            complete: isComplete(from: pass.state),
            tailPlaceholder: placeholder(from: tailState, after: tail)
        )
    }
}
