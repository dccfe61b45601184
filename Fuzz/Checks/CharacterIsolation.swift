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
    /// Characters from small tables, so a few hundred answers serve a whole run. Keyed by the
    /// Character's exact UTF-8 (hashing a `Character` normalises it, which costs more than the
    /// lookup saves). Bounded, and locked because `swift test` runs checks on several threads.
    private static let answers = Mutex<[ExactText: Bool]>([:])

    /// The answers for single scalars, by scalar value (cheaper to hash than a Character).
    private static let scalarAnswers = Mutex<[UInt32: Bool]>([:])

    /// Whether `character` merges with no Character before or after it.
    static func isIsolated(_ character: Character) -> Bool {
        if let isolated = isolatedWithoutProbing(character) { return isolated }
        let key = ExactText(String(character))
        if let known = answers.withLock({ $0[key] }) { return known }
        let isolated = probe(key.text)
        answers.withLock { answers in
            if answers.count >= 4_096 { answers.removeAll() }
            answers[key] = isolated
        }
        return isolated
    }

    /// Whether no Character of `strings` merges with a neighbour.
    static func areIsolated(_ strings: String...) -> Bool {
        strings.allSatisfy(isIsolated)
    }

    /// Whether no Character of `string` merges with a neighbour.
    ///
    /// Two shortcuts give the answer `string.allSatisfy(isIsolated)` gives, without segmenting the
    /// string into Characters: scalars below U+0300 other than CR and LF (UTF-8 bytes below 0xCC)
    /// never join a neighbour; and where each scalar of the string, standing alone, merges with
    /// none of the probes, no two of them join either (every joining rule needs one side to be a
    /// kind that joins a probe: Extend, SpacingMark, ZWJ, Prepend, CR, LF, a jamo or a regional
    /// indicator), so the Characters are those scalars, each isolated.
    static func isIsolated(_ string: String) -> Bool {
        if string.utf8.allSatisfy({ $0 < 0xCC && $0 != 0x0D && $0 != 0x0A }) { return true }
        // A scalar equal to the one before it has the same answer (pastes repeat a token), without
        // the locked lookup.
        var previousScalar: Unicode.Scalar?
        let scalarsIsolated = string.unicodeScalars.allSatisfy { scalar in
            defer { previousScalar = scalar }
            return scalar == previousScalar || isIsolatedAlone(scalar)
        }
        if scalarsIsolated { return true }
        // A Character spelled exactly as the one before it has the same answer: pastes repeat a token.
        var previous: Character?
        for character in string {
            if let previous, character.utf8.elementsEqual(previous.utf8) { continue }
            guard isIsolated(character) else { return false }
            previous = character
        }
        return true
    }

    /// Whether `scalar`, as a Character of its own, merges with no Character before or after it.
    private static func isIsolatedAlone(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x300 { return scalar != "\r" && scalar != "\n" }
        if let known = scalarAnswers.withLock({ $0[scalar.value] }) { return known }
        let isolated = probe(String(scalar))
        scalarAnswers.withLock { answers in
            if answers.count >= 4_096 { answers.removeAll() }
            answers[scalar.value] = isolated
        }
        return isolated
    }

    /// Whether the Character `alone` stays a Character of its own after and before every probe.
    private static func probe(_ alone: String) -> Bool {
        probes.allSatisfy { probe in (probe + alone).count == 2 && (alone + probe).count == 2 }
    }

    /// The answer for a Character of scalars below U+0300 (none of which joins a neighbour but CR
    /// and LF: combining marks start at U+0300), or `nil` when the probes must decide.
    private static func isolatedWithoutProbing(_ character: Character) -> Bool? {
        guard character.unicodeScalars.allSatisfy({ $0.value < 0x300 }) else { return nil }
        return character.unicodeScalars.count == 1 && character != "\r" && character != "\n"
    }
}

/// A text compared and hashed by its exact UTF-8 bytes, not by canonical equivalence as `String`
/// and `Character` are (which normalises them first): a key for the checks' remembered answers.
struct ExactText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        // One call for the whole spelling where the bytes are contiguous (native and small strings).
        let hashedAtOnce: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashedAtOnce == nil { for byte in text.utf8 { hasher.combine(byte) } }
    }
}
