/// The custom notations of one compilation, found for a format unit in O(1), and the class each
/// gets once a slot uses it.
///
/// Built once per compilation in time linear in the notations' total size: searching the list for
/// every unit cost O(units × notations) (10,000 notations: 1.3 s), and comparing a unit with every
/// symbol cost as much as the longest symbol, however short the unit.
struct NotationTable {
    let notations: [Notation]
    /// The first notation for each ASCII symbol, or -1; empty without notations. An ASCII Character
    /// is canonically equivalent only to itself, so it matches no longer symbol.
    private var asciiNotations: [Int32] = []
    private let hasNonASCIISymbols: Bool
    /// The first notation canonically equal to each other symbol, found by the symbol's bytes:
    /// a byte-exact hash is far cheaper than a canonical one, which normalises. Built on first use.
    private var exactNotations: [ExactSymbol: Int]?
    /// The first notation for each other symbol, up to canonical equivalence. Built on first use,
    /// with `exactNotations`, so that a compile without non-ASCII symbols makes no dictionary.
    private var canonicalNotations: [CanonicalSymbol: Int]?
    /// The class index given to each notation once a slot used it; 0 (a built-in class) until then.
    private var classIndices: [UInt32] = []

    /// A symbol keyed by its canonical hash, compared as a Character only when the hashes agree:
    /// comparing with a symbol of a million combining marks costs a million steps.
    private struct CanonicalSymbol: Hashable {
        let character: Character
        let hash: Int

        init(_ character: Character) {
            self.character = character
            hash = character.hashValue
        }

        static func == (lhs: CanonicalSymbol, rhs: CanonicalSymbol) -> Bool {
            lhs.hash == rhs.hash && lhs.character == rhs.character
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    /// A symbol keyed by a hash of its UTF-8 bytes, compared byte for byte only when the hashes agree.
    private struct ExactSymbol: Hashable {
        let bytes: String
        let hash: Int

        init(_ character: Character) {
            var bytes = String(character)
            var hasher = Hasher()
            bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            self.bytes = bytes
            hash = hasher.finalize()
        }

        static func == (lhs: ExactSymbol, rhs: ExactSymbol) -> Bool {
            lhs.hash == rhs.hash && lhs.bytes.utf8.elementsEqual(rhs.bytes.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    /// - Parameter notations: the notations; the first one with a given character wins.
    /// - Complexity: O(notations); nothing is allocated without notations.
    init(_ notations: [Notation]) {
        self.notations = notations
        hasNonASCIISymbols = notations.contains { $0.character.utf8.count > 1 }
        guard !notations.isEmpty else { return }
        asciiNotations = Array(repeating: -1, count: 128)
        classIndices = Array(repeating: 0, count: notations.count)
        for (index, notation) in notations.enumerated() where notation.character.utf8.count == 1 {
            let byte = Int(notation.character.utf8.first!)
            if asciiNotations[byte] < 0 { asciiNotations[byte] = Int32(index) }
        }
    }

    /// Builds the tables of the symbols that are not ASCII.
    ///
    /// - Complexity: O(total size of those symbols).
    private mutating func buildNonASCIITables() {
        var exact: [ExactSymbol: Int] = [:]
        var canonical: [CanonicalSymbol: Int] = [:]
        for (index, notation) in notations.enumerated() where notation.character.utf8.count > 1 {
            let symbol = CanonicalSymbol(notation.character)
            if canonical[symbol] == nil { canonical[symbol] = index }
            let key = ExactSymbol(notation.character)
            if exact[key] == nil { exact[key] = canonical[symbol] }
        }
        exactNotations = exact
        canonicalNotations = canonical
    }

    /// The index of the first notation whose symbol `unit` of `text` stands for.
    ///
    /// - Complexity: O(1) for an ASCII unit; else a hash of the unit's bytes, and a canonical hash
    ///   of them when they are no symbol's exact bytes. The first look-up of a unit that is not
    ///   ASCII adds O(total size of the symbols that are not ASCII).
    mutating func index(of unit: FormatUnit, in text: FormatText) -> Int? {
        if notations.isEmpty { return nil }
        if unit.code < 0x80 {
            let index = asciiNotations[Int(unit.code)]
            return index < 0 ? nil : Int(index)
        }
        guard hasNonASCIISymbols else { return nil }
        if exactNotations == nil { buildNonASCIITables() }
        let character = text.character(unit)
        if let index = exactNotations?[ExactSymbol(character)] { return index }
        return canonicalNotations?[CanonicalSymbol(character)]
    }

    /// The class of notation `notation`, added to `builder` the first time a slot uses it.
    mutating func classIndex(of notation: Int, builder: inout StateGraph.Builder) -> UInt32 {
        if classIndices[notation] == 0 {
            classIndices[notation] = builder.addClass(CharacterClass(.custom(notations[notation].characterSet)))
        }
        return classIndices[notation]
    }

    /// How many more placeholder bytes the custom slots of `units` may show than the units' own
    /// bytes: a symbol can be longer than a canonically equivalent unit written in the format.
    ///
    /// Follows the brackets and escapes as the compiler does, so that it looks up only the units
    /// the compiler will look up.
    /// - Complexity: O(units) plus their look-ups when some symbol is not ASCII; O(1) otherwise.
    mutating func extraPlaceholderBytes(of units: UnsafeMutableBufferPointer<FormatUnit>, in text: FormatText) -> Int {
        guard hasNonASCIISymbols, !text.isASCII else { return 0 }
        var extra = 0
        var inSquareBlock = false
        // As in the compiler, any unit after a backslash is escaped, even an escaped backslash.
        var previous: UInt32 = 0
        for unit in units {
            defer { previous = unit.code }
            if previous != FormatUnit.backslash {
                switch unit.code {
                case FormatUnit.openSquare: inSquareBlock = true; continue
                case FormatUnit.openCurly, FormatUnit.closeSquare, FormatUnit.closeCurly: inSquareBlock = false; continue
                case FormatUnit.backslash: continue
                default: break
                }
            }
            guard inSquareBlock, unit.code >= 0x80, let notation = index(of: unit, in: text) else { continue }
            extra += max(0, notations[notation].character.utf8.count - text.byteCount(of: unit))
        }
        return extra
    }
}
