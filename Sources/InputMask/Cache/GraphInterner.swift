/// Shares one compiled `StateGraph` among all masks whose normalised formats and notations are equal.
///
/// `[000AA]` and `[000][AA]` normalise alike, so both masks point at one graph. The table is a
/// `BoundedCache`: an evicted graph stays alive in the masks that use it; a later equal format
/// merely compiles a fresh one.
enum GraphInterner {
    /// A normalised format with the notations it was compiled with.
    struct Key: Hashable, Sendable {
        var normalizedFormat: String
        var notations: [Notation]

        func hash(into hasher: inout Hasher) {
            hasher.combine(normalizedFormat)
            NotationFingerprint.combine(notations, into: &hasher)
        }
    }

    /// The process-wide table, holding at most 4,096 graphs.
    static let shared = BoundedCache<Key, StateGraph>(capacity: 4_096)
}

/// Hashes notations by their characters and optionality only: hashing a `CharacterSet` is slow,
/// and equality still compares the sets in full.
enum NotationFingerprint {
    static func combine(_ notations: [Notation], into hasher: inout Hasher) {
        hasher.combine(notations.count)
        for notation in notations {
            hasher.combine(notation.character)
            hasher.combine(notation.isOptional)
        }
    }
}
