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
    /// The first notation for each other symbol.
    private var otherNotations: [Symbol: Int] = [:]
    /// The class index given to each notation once a slot used it; 0 (a built-in class) until then.
    private var classIndices: [UInt32] = []

    /// A symbol keyed by its hash, so that a look-up compares Characters only when the hashes agree:
    /// comparing with a symbol of a million combining marks costs a million steps.
    private struct Symbol: Hashable {
        let character: Character
        let hash: Int

        init(_ character: Character) {
            self.character = character
            hash = character.hashValue
        }

        static func == (lhs: Symbol, rhs: Symbol) -> Bool {
            lhs.hash == rhs.hash && lhs.character == rhs.character
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    /// - Parameter notations: the notations; the first one with a given character wins.
    /// - Complexity: O(total size of the notations' symbols); nothing is allocated without notations.
    init(_ notations: [Notation]) {
        self.notations = notations
        guard !notations.isEmpty else { return }
        asciiNotations = Array(repeating: -1, count: 128)
        classIndices = Array(repeating: 0, count: notations.count)
        for (index, notation) in notations.enumerated() {
            let symbol = notation.character
            if symbol.utf8.count == 1 {
                let byte = Int(symbol.utf8.first!)
                if asciiNotations[byte] < 0 { asciiNotations[byte] = Int32(index) }
            } else {
                let key = Symbol(symbol)
                if otherNotations[key] == nil { otherNotations[key] = index }
            }
        }
    }

    /// Whether there are notations whose symbol is not ASCII.
    var hasNonASCIISymbols: Bool { !otherNotations.isEmpty }

    /// The index of the first notation whose symbol `unit` of `text` stands for.
    ///
    /// - Complexity: O(1) for an ASCII unit; else a hash of the unit's Character.
    func index(of unit: FormatUnit, in text: FormatText) -> Int? {
        if notations.isEmpty { return nil }
        if unit.code < 0x80 {
            let index = asciiNotations[Int(unit.code)]
            return index < 0 ? nil : Int(index)
        }
        return otherNotations.isEmpty ? nil : otherNotations[Symbol(text.character(unit))]
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
    /// Counts every unit that stands for a notation, slot or not, so it is an upper bound.
    /// - Complexity: O(units) when some symbol is not ASCII; O(1) otherwise.
    func extraPlaceholderBytes(of units: UnsafeMutableBufferPointer<FormatUnit>, in text: FormatText) -> Int {
        guard hasNonASCIISymbols, !text.isASCII else { return 0 }
        var extra = 0
        for unit in units where unit.code >= 0x80 {
            guard let notation = index(of: unit, in: text) else { continue }
            extra += max(0, notations[notation].character.utf8.count - text.byteCount(of: unit))
        }
        return extra
    }
}
