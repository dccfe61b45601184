// The input Characters a mask drops, and which state dropped each: the oracle for the editing
// layer's `EditResult.dropped`.

/// An input Character that a state rejected while the model read the text.
public struct ReferenceDrop: Hashable, Sendable, CustomStringConvertible {
    /// Which state rejected a Character.
    public enum Rejector: Hashable, Sendable {
        /// A mandatory slot: its placeholder symbol and the Characters of placeholder before it.
        case slot(symbol: Character, placeholderOffset: Int)
        /// The `…` slot, with its class's placeholder symbol.
        case ellipsis(symbol: Character)
        /// The end of the mask.
        case end
    }

    /// The offset in Characters of the dropped Character in the text as given.
    public var offset: Int
    /// The dropped Character.
    public var character: Character
    /// The state that rejected it.
    public var rejector: Rejector

    /// The drop on one line.
    public var description: String { "\(character.debugDescription) at \(offset) by \(rejector)" }
}

extension ReferenceMask {
    /// The Characters of `text` the mask drops, in the order of the text; `nil` for a right-to-left
    /// mask when reversing the text merges or splits Characters, where a Character of the reading is
    /// no Character of the text.
    ///
    /// Section 5 without caret or output: a Character is dropped when the state it reaches rejects it.
    public func droppedCharacters(_ text: String) -> [ReferenceDrop]? {
        let characters = Array(text)
        var reading = characters
        if rightToLeft {
            reading = Array(joinedReversed(characters))
            guard reading.elementsEqual(characters.reversed()) else { return nil }
        }
        var drops: [ReferenceDrop] = []
        var state = 0
        var i = 0
        while i < reading.count {
            if let step = accept(reading[i], at: state) {
                state = step.next
                if step.consumed { i += 1 }
                continue
            }
            let rejector: ReferenceDrop.Rejector
            switch states[state] {
            case .value(let cls):
                rejector = .slot(symbol: cls.placeholderCharacter, placeholderOffset: placeholderCount(before: state))
            case .ellipsis(let cls):
                rejector = .ellipsis(symbol: cls.placeholderCharacter)
            default:
                rejector = .end
            }
            let offset = rightToLeft ? reading.count - 1 - i : i
            drops.append(ReferenceDrop(offset: offset, character: characters[offset], rejector: rejector))
            i += 1
        }
        return rightToLeft ? drops.reversed() : drops
    }

    /// The Characters of the placeholder of the states before `state`.
    private func placeholderCount(before state: Int) -> Int {
        var prefix = ""
        for index in 0..<state {
            switch states[index] {
            case .free(let own), .fixed(let own): prefix.append(own)
            case .value(let cls), .optional(let cls): prefix.append(cls.placeholderCharacter)
            case .ellipsis, .end: break
            }
        }
        return prefix.count
    }
}
