import Synchronization

/// Whether Characters can merge with their neighbours into one grapheme cluster.
///
/// Many invariants hold piece by piece (a mask appends fixed and input Characters one at a time)
/// but not once neighbouring pieces merge (CR before LF, Hangul jamo, regional indicators, a
/// combining mark or a zero-width joiner at an edge). A Character that merges with none of the
/// probes below merges with nothing: each Unicode rule that joins two Characters (UAX #29 GB3–GB13)
/// has a probe on the side it needs, and a Character that extends whatever precedes it (Extend,
/// SpacingMark, ZWJ) already merges with `a`.
enum CharacterIsolation {
    /// One Character of each kind the joining rules look at: a letter, CR, LF, the Hangul jamo L,
    /// V and T, an LV syllable, a regional indicator and an emoji.
    private static let probes: [String] = ["a", "\r", "\n", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{1F1F7}", "\u{1F44D}"]

    /// The answers found by probing, which cost 18 concatenations each: the decoders draw most
    /// Characters from small tables, so a few hundred answers serve a whole run. Bounded, and
    /// locked because `swift test` runs checks on several threads.
    private static let answers = Mutex<[Character: Bool]>([:])

    /// Whether `character` merges with no Character before or after it.
    static func isIsolated(_ character: Character) -> Bool {
        if let isolated = isolatedWithoutProbing(character) { return isolated }
        if let known = answers.withLock({ $0[character] }) { return known }
        let alone = String(character)
        let isolated = probes.allSatisfy { probe in (probe + alone).count == 2 && (alone + probe).count == 2 }
        answers.withLock { answers in
            if answers.count >= 4_096 { answers.removeAll() }
            answers[character] = isolated
        }
        return isolated
    }

    /// Whether no Character of `strings` merges with a neighbour.
    static func areIsolated(_ strings: String...) -> Bool {
        strings.allSatisfy { string in string.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 } || string.allSatisfy(isIsolated) }
    }

    /// The answer for a Character of scalars below U+0300 (none of which joins a neighbour but CR
    /// and LF: combining marks start at U+0300), or `nil` when the probes must decide.
    private static func isolatedWithoutProbing(_ character: Character) -> Bool? {
        guard character.unicodeScalars.allSatisfy({ $0.value < 0x300 }) else { return nil }
        return character.unicodeScalars.count == 1 && character != "\r" && character != "\n"
    }
}
