/// A compiled mask format that formats text as it is typed and extracts the value from it.
///
/// ```swift
/// let mask = try Mask(format: "+1 ([000]) [000]-[0000]")
/// let input = "5551234567"
/// let result = mask.apply(toText: CaretString(string: input, caretPosition: input.endIndex,
///                                             caretGravity: .forward(autocomplete: true)))
/// result.formattedText.string  // "+1 (555) 123-4567"
/// result.extractedValue        // "5551234567"
/// result.complete              // true
/// ```
///
/// A mask is immutable and safe to share between threads. Compiling costs far more than applying,
/// so keep masks, or get them from `getOrCreate(withFormat:customNotations:)`, which caches them.
///
/// ## Memory
///
/// A compiled mask costs 16 bytes per slot or literal, plus the format's bytes about twice (the
/// placeholder, and the normalised format kept for sharing), plus 16 bytes per literal outside
/// ASCII; a short format's graph, such as a phone number's, is one allocation. Beyond the masks
/// you hold, the package keeps cached masks and the compiled graphs it shares between masks, all
/// within one budget, ``cacheByteBudget`` (32 MiB unless set), and at most ``cacheCapacity``
/// cached masks and 4,096 shared graphs; ``removeAllCachedMasks()`` empties them.
//  Not final: `RTLMask` subclasses it, as in input-mask 7.x. Every stored property is an
//  immutable `let` of a `Sendable` type, which is what makes the unchecked conformance sound.
public class Mask: @unchecked Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The outcome of applying a mask to a text: formatted text, caret, value and completeness.
    public struct Result: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
        /// The formatted text with the caret moved to where it belongs.
        public let formattedText: CaretString
        /// The characters of the value: those typed into `[]` slots plus `{}` characters.
        public let extractedValue: String
        /// How well the text fits the mask: +1 for each input Character kept, −1 for each dropped or inserted.
        public let affinity: Int
        /// Whether every mandatory slot is filled.
        public let complete: Bool
        /// The placeholder of the part of the mask that follows the formatted text.
        public let tailPlaceholder: String

        /// Creates a result.
        ///
        /// - Parameters:
        ///   - formattedText: the formatted text and caret.
        ///   - extractedValue: the value.
        ///   - affinity: the affinity of the text to the mask.
        ///   - complete: whether every mandatory slot is filled.
        ///   - tailPlaceholder: the placeholder after the formatted text.
        public init(formattedText: CaretString, extractedValue: String, affinity: Int, complete: Bool, tailPlaceholder: String) {
            self.formattedText = formattedText
            self.extractedValue = extractedValue
            self.affinity = affinity
            self.complete = complete
            self.tailPlaceholder = tailPlaceholder
        }

        /// A one-line summary of every field.
        public var description: String {
            "Result(\"\(formattedText)\", value: \"\(extractedValue)\", affinity: \(affinity), complete: \(complete), tail: \"\(tailPlaceholder)\")"
        }

        /// The same as `description`.
        public var debugDescription: String { description }
    }

    /// The most masks `getOrCreate(withFormat:customNotations:)` keeps: 1,024, a bound that applies
    /// together with ``cacheByteBudget``. When either is reached, a mask not used since the
    /// eviction hand last passed it is dropped (CLOCK eviction).
    public static let cacheCapacity = 1_024

    let graph: StateGraph
    let format: String

    /// Compiles a mask format.
    ///
    /// - Parameters:
    ///   - format: the format, such as `+7 ([000]) [000]-[00]-[00]`.
    ///   - customNotations: extra symbols for `[]` blocks; none by default.
    /// - Throws: `MaskFormatError`, naming what is wrong and where; `.tooLarge` when the compiled
    ///   mask would not fit in memory.
    /// - Complexity: O(n log b + s) for a format of n Characters whose longest `[]` block has b
    ///   symbols, and notations whose symbols total s bytes; a format whose normalised form was
    ///   compiled before reuses that graph.
    public required init(format: String, customNotations: [Notation] = []) throws {
        self.graph = try FormatCompiler.compile(format: format, notations: customNotations, rightToLeft: Self.isRightToLeft)
        self.format = format
    }

    /// Whether masks of this class read their format and text from the end.
    class var isRightToLeft: Bool { false }

    /// Returns a cached mask for the format and notations, compiling and caching it on first use.
    ///
    /// The cache is safe to use from any thread, keyed by format and notations together, and holds
    /// at most `cacheCapacity` masks within ``cacheByteBudget``. While a mask stays cached, every
    /// call returns that same instance; a mask too large for the budget is returned but not cached.
    /// - Parameters:
    ///   - format: the mask format.
    ///   - customNotations: extra symbols for `[]` blocks; none by default.
    /// - Throws: `MaskFormatError` when the format is invalid (invalid formats are not cached).
    /// - Complexity: a hit costs a lock and a hash of the format; a miss adds a compilation.
    public class func getOrCreate(withFormat format: String, customNotations: [Notation] = []) throws -> Mask {
        try cached(format: format, notations: customNotations)
    }

    static func cached(format: String, notations: [Notation]) throws -> Self {
        let rightToLeft = isRightToLeft
        // Keys carry the direction, and only `Mask` and `RTLMask` exist (the class is not open),
        // so a mask found under a key is always of the class that made the key.
        if let mask = MaskCache.mask(format: format, notations: notations, rightToLeft: rightToLeft) {
            return unsafeDowncast(mask, to: Self.self)
        }
        let mask = try Self(format: format, customNotations: notations)
        let key = MaskCache.Key(format: format, notations: notations, rightToLeft: rightToLeft)
        return unsafeDowncast(MaskCache.insert(mask, for: key), to: Self.self)
    }

    /// Whether the format compiles with the given notations.
    ///
    /// - Parameters:
    ///   - format: the mask format.
    ///   - customNotations: extra symbols for `[]` blocks; none by default.
    /// - Complexity: that of compiling the format.
    public class func isValid(format: String, customNotations: [Notation] = []) -> Bool {
        (try? self.init(format: format, customNotations: customNotations)) != nil
    }

    /// Formats the text, moves its caret, and extracts the value.
    ///
    /// - Parameter text: the text, its caret and the caret's gravity. A caret past the end counts as
    ///   the end; one inside a Character as that Character's start.
    /// - Returns: the formatted text and caret, the value, the affinity, completeness and tail placeholder.
    /// - Complexity: O(n + m) for a text of n UTF-8 bytes and a format of m states, whatever the caret.
    public func apply(toText text: CaretString) -> Result {
        ApplyEngine.apply(graph, to: text, rightToLeft: false)
    }

    /// The placeholder: each slot as its symbol class (`0` digit, `a` letter, `-` either, or the
    /// custom symbol) and each fixed character as itself, up to the first ellipsis.
    ///
    /// `[00]{/}[00]` gives `00/00`. Right-to-left masks give it reversed, as input-mask does.
    public var placeholder: String { graph.placeholder }

    /// The fewest Characters of formatted text that can be complete (an ellipsis counts as one).
    public var acceptableTextLength: Int { graph.acceptableTextLength }

    /// The most Characters of formatted text, with every optional slot filled (an ellipsis counts as one).
    public var totalTextLength: Int { graph.totalTextLength }

    /// The fewest Characters of value that can be complete (an ellipsis counts as one).
    public var acceptableValueLength: Int { graph.acceptableValueLength }

    /// The most Characters of value, with every optional slot filled (an ellipsis counts as one).
    public var totalValueLength: Int { graph.totalValueLength }

    /// The format the mask was compiled from.
    public var description: String { format }

    /// The mask's class and format.
    public var debugDescription: String { "\(type(of: self))(\"\(format)\")" }
}
