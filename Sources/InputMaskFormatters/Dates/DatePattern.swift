/// A date or time pattern read from its letters: blocks of digits (or AM/PM) and the literal text
/// between them.
///
/// The letters are those of Unicode date patterns (UTS #35): `dd` day, `MM` month, `yyyy` year,
/// `HH` hour 00–23, `hh` hour 01–12, `mm` minute, `ss` second, `a` AM/PM. Every other Character
/// that is not an ASCII letter is literal text (`.`, `/`, `-`, `:`, a space, `年`).
final class DatePattern: Sendable {
    /// A block of the pattern.
    enum Block: Int, CaseIterable, Hashable, Sendable {
        case day, month, year, shortYear, hour24, hour12, minute, second, amPm

        /// How many Characters the block shows.
        var width: Int {
            switch self {
            case .year: 4
            default: 2
            }
        }

        /// The values a block of digits may hold (AM/PM holds no number).
        var range: ClosedRange<Int> {
            switch self {
            case .day: 1...31
            case .month: 1...12
            case .year: 1...9999
            case .shortYear: 0...99
            case .hour24: 0...23
            case .hour12: 1...12
            case .minute, .second: 0...59
            case .amPm: 0...1
            }
        }

        /// The rule a refused digit broke, in words, for `DroppedCharacter.Reason.outOfRange`.
        var rule: String {
            switch self {
            case .day: "day 01–31, within its month"
            case .month: "month 01–12"
            case .year: "year 0001–9999"
            case .shortYear: "year 00–99"
            case .hour24: "hour 00–23"
            case .hour12: "hour 01–12"
            case .minute: "minute 00–59"
            case .second: "second 00–59"
            case .amPm: "AM or PM"
            }
        }

        /// The block's letters in a pattern, which its placeholder shows.
        var letters: String {
            switch self {
            case .day: "dd"
            case .month: "MM"
            case .year: "yyyy"
            case .shortYear: "YY"
            case .hour24: "HH"
            case .hour12: "hh"
            case .minute: "mm"
            case .second: "ss"
            case .amPm: "AM"
            }
        }
    }

    /// A block, or literal text.
    enum Segment: Hashable, Sendable {
        case block(Block)
        case literal(FieldLiteral)
    }

    /// The segments in order; no two literals in a row.
    let segments: [Segment]

    /// The blocks in order.
    let blocks: [Block]

    /// The position in ``blocks`` of each kind of block (by raw value), or -1 when the pattern has none.
    private let blockIndices: [Int]

    /// The content Characters of a complete text: each block's width, two for AM/PM.
    let contentCapacity: Int

    /// The pattern as its letters and literals, such as `dd.MM.yyyy` (`YY` for a short year, `a` for AM/PM).
    let source: String

    /// The placeholder: each block's letters (`AM` for AM/PM) between the literals, such as `dd.MM.yyyy`.
    let placeholder: FieldLiteral

    /// The placeholder after each number of Characters: what every edit shows after the text.
    private let placeholderTails: [String]

    /// The Characters of the literals, which the field reads as separators (`年` as well as `.`).
    private let literalCharacters: Set<Character>
    /// Whether each ASCII byte is a Character of the literals: the look-up for what people type.
    private let asciiLiterals: [Bool]
    /// Whether the pattern has an AM/PM block.
    private let hasAmPm: Bool

    /// A pattern from already checked segments.
    init(segments: [Segment], source: String) {
        self.segments = segments
        self.source = source
        var literals = Set<Character>()
        for case .literal(let literal) in segments { literals.formUnion(literal.text) }
        literalCharacters = literals
        asciiLiterals = (0..<128).map { literals.contains(Character(Unicode.Scalar(UInt8($0)))) }
        blocks = segments.compactMap { if case .block(let block) = $0 { block } else { nil } }
        hasAmPm = blocks.contains(.amPm)
        let blocks = blocks
        blockIndices = Block.allCases.map { blocks.firstIndex(of: $0) ?? -1 }
        contentCapacity = blocks.reduce(0) { $0 + $1.width }
        placeholder = FieldLiteral(segments.map { segment in
            switch segment {
            case .block(let block): block.letters
            case .literal(let literal): literal.text
            }
        }.joined())
        let placeholder = placeholder
        placeholderTails = (0...placeholder.characterCount).map { placeholder.suffix(after: $0) }
    }

    /// The placeholder after a text of `characterCount` Characters.
    ///
    /// - Complexity: O(1).
    func placeholderTail(after characterCount: Int) -> String {
        placeholderTails[min(max(0, characterCount), placeholderTails.count - 1)]
    }

    /// The position of `block` in ``blocks``, or `nil` when the pattern has none.
    ///
    /// - Complexity: O(1).
    func index(of block: Block) -> Int? {
        let index = blockIndices[block.rawValue]
        return index < 0 ? nil : index
    }

    /// Whether `item` is content of this pattern's text (a digit, or a letter of AM/PM) rather
    /// than a separator it writes.
    func isContent(_ item: FieldEdit.Item) -> Bool {
        guard item.digit == nil else { return true }
        guard hasAmPm else { return false }
        switch item.ascii {
        case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "p"), UInt8(ascii: "P"), UInt8(ascii: "m"), UInt8(ascii: "M"): return true
        default: return false
        }
    }

    /// Whether `item` of `edit` is a Character of the literals.
    ///
    /// - Complexity: O(1).
    func isLiteral(_ item: FieldEdit.Item, of edit: FieldEdit) -> Bool {
        item.ascii != 0 ? asciiLiterals[Int(item.ascii)] : literalCharacters.contains(edit.character(of: item))
    }

    /// Reads `pattern`.
    ///
    /// - Throws: ``DatePatternError`` for letters that name no block, a block named twice, or a
    ///   digit in the literal text.
    /// - Complexity: O(length of `pattern`).
    convenience init(parsing pattern: String) throws(DatePatternError) {
        var segments: [Segment] = []
        var seen = Set<Block>()
        var characters = pattern[...]
        while let first = characters.first {
            if first.isASCII, first.isLetter {
                let run = characters.prefix { $0 == first }
                characters = characters.dropFirst(run.count)
                let block: Block
                switch (first, run.count) {
                case ("d", 2): block = .day
                case ("M", 2): block = .month
                case ("y", 4): block = .year
                case ("H", 2): block = .hour24
                case ("h", 2): block = .hour12
                case ("m", 2): block = .minute
                case ("s", 2): block = .second
                case ("a", 1): block = .amPm
                default: throw .unknownField(String(run))
                }
                guard seen.insert(block).inserted else { throw .repeatedField(String(run)) }
                segments.append(.block(block))
            } else {
                let run = characters.prefix { !($0.isASCII && $0.isLetter) }
                characters = characters.dropFirst(run.count)
                // A digit in a literal would be read back as typed.
                if let digit = run.first(where: { FieldEdit.digit(of: $0) != nil }) { throw .digitInLiteral(String(digit)) }
                segments.append(.literal(FieldLiteral(String(run))))
            }
        }
        self.init(segments: segments, source: pattern)
    }

}

/// Why a date or time pattern was refused.
public enum DatePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Letters that name no block: only `dd`, `MM`, `yyyy`, `HH`, `hh`, `mm`, `ss` and `a` do.
    case unknownField(String)
    /// A block named twice, such as `dd` in `dd.MM.dd`.
    case repeatedField(String)
    /// A block the field needs is missing: a date needs `dd`, `MM` and `yyyy`; a time an hour and `mm`.
    case missingField(String)
    /// A block the field does not take, such as `HH` in a ``DateField`` pattern.
    case unexpectedField(String)
    /// `hh` without `a`, or `a` without `hh`.
    case amPmMismatch
    /// A digit in the literal text, which the field would read back as typed.
    case digitInLiteral(String)

    /// The problem in words.
    ///
    /// - Complexity: O(length of the letters named).
    public var description: String {
        switch self {
        case .unknownField(let letters): "`\(letters)` names no field; use dd, MM, yyyy, HH, hh, mm, ss or a"
        case .repeatedField(let letters): "`\(letters)` appears twice"
        case .missingField(let letters): "the pattern needs `\(letters)`"
        case .unexpectedField(let letters): "`\(letters)` does not belong in this field's pattern"
        case .amPmMismatch: "`hh` and `a` go together"
        case .digitInLiteral(let digit): "the literal `\(digit)` is a digit"
        }
    }
}
