/// A payment card brand: the number prefixes it issues, its lengths, how it groups digits, and
/// its security code.
///
/// ``all`` lists the brands, one line each in `CardBrandTable.swift`, which names each line's
/// public source. ``detect(_:)`` finds a brand from the leading digits as they are typed.
///
/// ```swift
/// CardBrand.detect("3782")?.name        // "American Express"
/// CardBrand.detect("3782")?.cvcLength   // 4
/// CardBrand.detect("2221")?.id          // "mastercard"
/// ```
public struct CardBrand: Hashable, Sendable, CustomStringConvertible {
    /// A short stable identifier, such as `visa`, `amex` or `unionpay`.
    public let id: String
    /// The brand's name for people, such as `American Express`.
    public let name: String
    /// The numbers of digits a card of this brand has, ascending.
    public let lengths: [Int]
    /// The length of the brand's security code (CVC, CVV, CID): 4 for American Express, else 3.
    public let cvcLength: Int
    /// Whether the last digit is a Luhn check digit; UnionPay numbers need not pass it.
    public let usesLuhn: Bool
    /// Closed ranges of prefixes; a range's length is that of its lower bound.
    let ranges: [ClosedRange<Int>]
    /// Group sizes for lengths not written in groups of four.
    let groupsByLength: [Int: [Int]]
    /// The layout of each number of digits, 0 through ``maximumLength``, made once.
    let layouts: [CardLayout]

    init(_ id: String, _ name: String, ranges: [ClosedRange<Int>], lengths: [Int], groups: [Int: [Int]] = [:],
         cvc: Int, luhn: Bool = true) {
        self.id = id
        self.name = name
        self.ranges = ranges
        self.lengths = lengths.sorted()
        self.groupsByLength = groups
        self.cvcLength = cvc
        self.usesLuhn = luhn
        let maximum = self.lengths.last ?? CardBrand.unknownMaximumLength
        let sorted = self.lengths
        // Every length up to a valid one is written as that one: one layout each, shared.
        var byValidLength: [Int: CardLayout] = [:]
        layouts = (0...maximum).map { length in
            let target = sorted.first { $0 >= length } ?? length
            if let shared = byValidLength[target] { return shared }
            let layout = CardLayout(groups: groups[target] ?? CardBrand.fours(target))
            byValidLength[target] = layout
            return layout
        }
    }

    /// The brand's name.
    ///
    /// - Complexity: O(1).
    public var description: String { name }

    /// The most digits a card of this brand has.
    ///
    /// - Complexity: O(1).
    public var maximumLength: Int { lengths.last ?? CardBrand.unknownMaximumLength }

    /// The group sizes the field writes `length` digits of this brand in, such as `[4, 6, 5]` for
    /// 15 digits of American Express; groups of four (the last one shorter) unless the table says otherwise.
    ///
    /// - Parameter length: a number of digits (clamped to 0...``maximumLength``).
    /// - Returns: group sizes summing to the clamped length's next valid length, or to itself past them.
    /// - Complexity: O(1): the layouts are made with the brand.
    public func groups(forLength length: Int) -> [Int] {
        layout(forLength: length).groups
    }

    /// The layout of `length` digits (clamped to 0...``maximumLength``).
    func layout(forLength length: Int) -> CardLayout {
        layouts[min(max(0, length), layouts.count - 1)]
    }

    /// The layouts while no brand is known: groups of four for 16 digits, then for 19.
    static let unknownLayouts = (short: CardLayout(groups: fours(16)), long: CardLayout(groups: fours(unknownMaximumLength)))

    /// Groups of four for `length` digits, the last one shorter (`19` → `4-4-4-4-3`).
    static func fours(_ length: Int) -> [Int] {
        stride(from: 0, to: max(0, length), by: 4).map { min(4, length - $0) }
    }

    /// The most digits the field takes while no brand is known.
    static let unknownMaximumLength = 19

    /// The longest prefix any range has: detection reads no further.
    static let longestPrefix = 6

    /// The digits after which the brand is settled and may stop a number: no brand's prefix is
    /// longer, and no brand ends sooner.
    static let brandDecides = max(longestPrefix, all.map(\.maximumLength).min() ?? 0)

    /// The brand of a card number from its leading digits, as far as they are typed.
    ///
    /// Among the brands a range of which holds the number's prefix of the range's length, the one
    /// with the longest such prefix wins, then the one earlier in ``all`` (Elo's `401178` before
    /// Visa's `4`). Characters other than ASCII digits are skipped.
    /// - Parameter number: the number or its start, such as `"4242"` or `"3782 822463"`.
    /// - Returns: the brand, or `nil` when no range holds the prefix yet.
    /// - Complexity: O(length of `number`) at most, reading at most six digits after skipped Characters.
    public static func detect(_ number: String) -> CardBrand? {
        detect(digits: number.utf8.lazy.filter { $0 >= 0x30 && $0 <= 0x39 }.map { $0 - 0x30 })
    }

    /// ``detect(_:)`` of digit values.
    static func detect(digits: some Sequence<UInt8>) -> CardBrand? {
        match(digits: digits).brand.map { all[$0] }
    }

    /// Whether some brand can still issue a number that starts with `digits`.
    static func canStart(digits: some Sequence<UInt8>) -> Bool {
        match(digits: digits).canStart
    }

    /// Every range of every brand, in table order: its brand's index, its prefix length, and its
    /// bounds written with ``longestPrefix`` digits (`34...34` is `340000...349999`), so that a
    /// match is a comparison of two numbers of that many digits.
    private static let flatRanges: [(brand: Int, length: Int, low: Int, high: Int)] = all.enumerated().flatMap { index, brand in
        brand.ranges.map { range in
            let length = digitCount(range.lowerBound)
            let scale = powers[max(0, longestPrefix - length)]
            return (index, length, range.lowerBound * scale, (range.upperBound + 1) * scale - 1)
        }
    }

    /// 10^0 through 10^``longestPrefix``.
    private static let powers = (0...longestPrefix).map { (0..<$0).reduce(1) { value, _ in value * 10 } }

    /// The index in ``all`` of the brand of `digits` (``detect(_:)``), and whether a longer number
    /// could still be some brand's.
    ///
    /// - Complexity: O(ranges of the table), reading at most ``longestPrefix`` digits.
    static func match(digits: some Sequence<UInt8>) -> (brand: Int?, canStart: Bool) {
        var number = 0
        var typed = 0
        for digit in digits.prefix(longestPrefix) {
            number = number * 10 + Int(digit)
            typed += 1
        }
        guard typed > 0 else { return (nil, true) }
        // The numbers of `longestPrefix` digits that start with the typed ones: first...last.
        let span = powers[longestPrefix - typed]
        let first = number * span
        let last = first + span - 1
        var best: (brand: Int, length: Int)?
        var canStart = false
        for entry in flatRanges where first <= entry.high && last >= entry.low {
            canStart = true
            // A range no longer than the typed digits holds them all or none.
            if typed >= entry.length, entry.length > best?.length ?? 0 { best = (entry.brand, entry.length) }
        }
        return (best?.brand, canStart)
    }

    private static func digitCount(_ value: Int) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 { count += 1; rest /= 10 }
        return count
    }


    /// Whether `digits` (values 0–9) end in a correct Luhn check digit; `false` when empty.
    ///
    /// - Complexity: O(number of digits).
    static func passesLuhn(_ digits: [UInt8]) -> Bool {
        guard !digits.isEmpty else { return false }
        var sum = 0
        // Every second digit from the right, the check digit's left neighbour first, is doubled.
        var doubled = false
        for index in digits.indices.reversed() {
            let value = Int(digits[index])
            sum += doubled ? (value * 2 > 9 ? value * 2 - 9 : value * 2) : value
            doubled.toggle()
        }
        return sum % 10 == 0
    }
}

/// How a number of digits is written: its groups, where the spaces go, and the format and
/// placeholder that name it; made once per brand and valid length, and shared (a keystroke that
/// takes one retains it once), equal when the groups are.
final class CardLayout: Hashable, Sendable {
    /// The group sizes, such as `[4, 6, 5]`.
    let groups: [Int]
    /// The digit counts after which a space stands, ascending.
    let boundaries: [Int]
    /// The mask format of the groups, such as `[0000] [000000] [00000]`.
    let format: String
    /// The placeholder of the groups, such as `0000 000000 00000`.
    let placeholder: FieldLiteral
    /// The placeholder after each number of Characters: the tails a field shows.
    private let tails: [String]

    init(groups: [Int]) {
        self.groups = groups
        var boundaries: [Int] = []
        for size in groups.dropLast() { boundaries.append((boundaries.last ?? 0) + size) }
        self.boundaries = boundaries
        format = groups.map { "[" + String(repeating: "0", count: $0) + "]" }.joined(separator: " ")
        let placeholder = FieldLiteral(groups.map { String(repeating: "0", count: $0) }.joined(separator: " "))
        self.placeholder = placeholder
        tails = (0...placeholder.characterCount).map { placeholder.suffix(after: $0) }
    }

    /// The placeholder after a text of `characterCount` Characters.
    ///
    /// - Complexity: O(1).
    func tail(after characterCount: Int) -> String {
        tails[min(max(0, characterCount), tails.count - 1)]
    }

    static func == (lhs: CardLayout, rhs: CardLayout) -> Bool {
        lhs.groups == rhs.groups
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(groups)
    }

    /// The placeholder offset of digit `index` (spaces before it counted).
    func placeholderOffset(ofDigit index: Int) -> Int {
        index + boundaries.prefix { $0 <= index }.count
    }
}
