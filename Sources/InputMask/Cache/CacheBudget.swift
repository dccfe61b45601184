/// The one byte budget for everything the package keeps beyond the masks its callers hold: the
/// mask cache behind `getOrCreate` and the graph interner that shares compiled graphs.
///
/// Each table gets half the budget. Both must be bounded in bytes, not only in entries: 2,000
/// distinct 100 KB formats left 5 GB resident with no mask alive when only counts bounded them. A
/// cached mask's graph is usually in the interner too, so what is resident is often half the sum
/// of the charges, never more than the budget.
///
/// Charges are estimates of what an entry keeps alive: its graph's block and arrays
/// (`StateGraph.footprint`), the objects, the key's format and notations, and the table's slot.
/// A `CharacterSet`'s storage is opaque, so each notation is charged a nominal `setBytes`.
enum CacheBudget {
    /// 32 MiB: large enough that realistic formats meet the count bounds (1,024 masks, 4,096
    /// graphs) first, small enough to be no concern on a phone. A phone format's mask is charged
    /// under 1 KiB, so a full mask cache of such formats is charged under 1 MiB; formats of up to
    /// about 900 bytes (16 KiB a mask) fill all 1,024 slots within the mask cache's 16 MiB, and of
    /// up to about 200 bytes all 4,096 graphs within the interner's. Larger formats, rare and
    /// often hostile, are evicted sooner.
    static let defaultBytes = 32 << 20

    /// The budget: the two tables' byte limits together.
    static var bytes: Int { MaskCache.shared.byteLimit + GraphInterner.shared.byteLimit }

    /// Sets the budget, half to each table, evicting until both fit.
    static func set(_ bytes: Int) {
        let bytes = max(0, bytes)
        MaskCache.shared.setByteLimit(bytes / 2)
        GraphInterner.shared.setByteLimit(bytes - bytes / 2)
    }

    /// The bytes charged in both tables together; never more than `bytes`.
    static var chargedBytes: Int { MaskCache.shared.chargedBytes + GraphInterner.shared.chargedBytes }

    /// Empties both tables.
    static func removeAll() {
        MaskCache.shared.removeAll()
        GraphInterner.shared.removeAll()
    }

    /// Charged for a notation's `CharacterSet`.
    static let setBytes = 512
    /// A table slot and its index entries.
    static let slotBytes = 64

    /// An object of `words` stored words: its header, and malloc's rounding to 16 bytes.
    static func objectBytes(words: Int) -> Int {
        (16 + 8 * words + 15) & ~15
    }

    /// An array's buffer: its header and its capacity.
    static func arrayBytes<Element>(_ array: [Element]) -> Int {
        32 + array.capacity * MemoryLayout<Element>.stride
    }

    /// The heap bytes of a String or Character of `utf8Count` bytes: none up to 15, which are stored inline.
    static func heapBytes(utf8Count: Int) -> Int {
        utf8Count <= 15 ? 0 : 32 + utf8Count
    }

    /// The bytes a key's notations keep alive.
    ///
    /// - Complexity: O(notations).
    static func notationBytes(_ notations: [Notation]) -> Int {
        guard !notations.isEmpty else { return 0 }
        var bytes = arrayBytes(notations)
        for notation in notations { bytes += setBytes + heapBytes(utf8Count: notation.character.utf8.count) }
        return bytes
    }
}
