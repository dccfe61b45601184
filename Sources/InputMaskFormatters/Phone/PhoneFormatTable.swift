/// libphonenumber's formats and parsing rules, read from the generated table on first use.
///
/// libphonenumber formats every number of a dial code with the metadata of the code's main region
/// (`+1 204…`, Canadian, is formatted as the United States' numbers are), so formats are kept by
/// dial code; parsing national input (national and international call prefixes) is by region.
struct PhoneFormatTable: Sendable {
    /// One number format: which national numbers it is for, and how it groups them.
    ///
    /// A class, as ``DialCode`` is: a row of the table, read on every keystroke, is then one
    /// reference to retain rather than one per array it holds.
    final class Format: Sendable {
        /// The digit prefixes its last leading-digits pattern accepts; empty: every number.
        let leadingDigits: DigitPrefixSet
        /// Per national number length the format's pattern matches, the sizes of its groups.
        let groupSizes: GroupSizes
        /// The template: `$1`…`$9` stand for the groups, the rest is shown as it is.
        let template: [TemplatePart]
        /// A national format's template with its national prefix formatting rule applied to the
        /// first group (`8 ($1) $2-$3`); `nil` when it has no rule.
        let nationalTemplate: [TemplatePart]?
        /// The longest length of ``groupSizes``.
        let longest: Int

        init(
            leadingDigits: DigitPrefixSet, groupSizes: GroupSizes, template: [TemplatePart], nationalTemplate: [TemplatePart]?,
            longest: Int
        ) {
            self.leadingDigits = leadingDigits
            self.groupSizes = groupSizes
            self.template = template
            self.nationalTemplate = nationalTemplate
            self.longest = longest
        }

        /// Whether the format may be chosen for national digits that start with `digits`:
        /// `.starts` once its leading digits are matched, `.couldStart` while they may still be.
        func leadingMatch<Digits: Collection<UInt8>>(_ digits: Digits) -> DigitPrefixSet.Match {
            leadingDigits.isEmpty ? .starts(length: 0) : leadingDigits.match(digits)
        }
    }

    /// The group sizes of a format per national number length, kept in an array indexed by the
    /// length, so that a keystroke's format choice reads them without hashing.
    struct GroupSizes: Sendable {
        private var byLength: [[Int]?] = []

        /// The group sizes for numbers of `length` digits, `nil` when the format takes no such number.
        subscript(length: Int) -> [Int]? {
            get { length >= 0 && length < byLength.count ? byLength[length] : nil }
            set {
                guard length >= 0 else { return }
                if length >= byLength.count { byLength += repeatElement(nil, count: length + 1 - byLength.count) }
                byLength[length] = newValue
            }
        }

        /// The longest length listed, 0 when none is.
        var longest: Int { byLength.lastIndex { $0 != nil } ?? 0 }

        /// The shortest length listed that is longer than `length`.
        ///
        /// - Complexity: O(longest length).
        func shortest(longerThan length: Int) -> Int? {
            byLength.indices.first { $0 > length && byLength[$0] != nil }
        }
    }

    /// A piece of a template.
    enum TemplatePart: Sendable, Equatable {
        /// Shown as it is.
        case literal(String)
        /// The group with this index (0-based).
        case group(Int)
    }

    /// The formats of a dial code.
    final class DialCode: Sendable {
        /// What international text shows before the national number: `+`, the dial code and a space (`"+44 "`).
        let internationalPrefix: String
        /// The national number lengths of the main region.
        let lengths: [Int]
        /// The formats for international text, in libphonenumber's order.
        let international: [Format]
        /// The formats for national text, national prefix formatting rules applied.
        let national: [Format]

        init(code: String, lengths: [Int], international: [Format], national: [Format]) {
            internationalPrefix = "+" + code + " "
            self.lengths = lengths
            self.international = international
            self.national = national
        }
    }

    /// What parsing national input of a region needs.
    ///
    /// A class: a phone field keeps its default region's, and a field is copied on every edit, so
    /// the copy takes one reference instead of one per table the region holds.
    final class Region: Sendable {
        /// The dial code (`"44"`).
        let dialCode: String
        /// ``dialCode`` as the number it spells (``PhoneFormatTable/number(ofDialCode:)``), 0 for none.
        let dialCodeNumber: Int
        /// The digit strings read as a national prefix (`0`; `0`, `8` and `80` in Belarus).
        let nationalPrefixes: DigitPrefixSet
        /// The digit strings its international call prefix pattern matches (`00`, `011`, …).
        let internationalPrefixes: DigitPrefixSet
        /// The national number lengths.
        let lengths: [Int]
        /// The prefixes its national numbers can start with, each with the lengths of the
        /// numbers that start so.
        let starts: DigitPrefixSet

        init(
            dialCode: String, nationalPrefixes: DigitPrefixSet, internationalPrefixes: DigitPrefixSet, lengths: [Int],
            starts: DigitPrefixSet
        ) {
            self.dialCode = dialCode
            dialCodeNumber = PhoneFormatTable.number(ofDialCode: dialCode) ?? 0
            self.nationalPrefixes = nationalPrefixes
            self.internationalPrefixes = internationalPrefixes
            self.lengths = lengths
            self.starts = starts
        }

        /// Whether a national number of this region can start with `digits` (any, when the
        /// table lists no prefix).
        func canStart<Digits: Collection<UInt8>>(_ digits: Digits) -> Bool {
            starts.isEmpty || starts.match(digits) != .none
        }

        /// Whether `digits` can be a whole national number: a length that the region's numbers
        /// starting as they do have.
        func isViable<Digits: Collection<UInt8>>(_ digits: Digits) -> Bool {
            guard !starts.isEmpty else { return lengths.contains(digits.count) }
            return starts.values(startingWith: digits)?.contains(digits.count) ?? false
        }

        /// Whether `digits` start as a national number of this region does: a listed prefix, or any
        /// digit when the table lists none. Unlike ``canStart(_:)``, no more digits can make it false.
        func startsNumber<Digits: Collection<UInt8>>(_ digits: Digits) -> Bool {
            guard !digits.isEmpty else { return false }
            guard !starts.isEmpty else { return true }
            if case .starts = starts.match(digits) { return true }
            return false
        }

        /// Whether `digits`, as they are or with more digits after them, can be a whole national
        /// number of this region: a length, theirs or longer, of the numbers starting as they do,
        /// or a listed prefix they are still short of. Once false, no more digits make it true.
        func canBecomeWhole<Digits: Collection<UInt8>>(_ digits: Digits) -> Bool {
            guard !starts.isEmpty else { return lengths.contains { $0 >= digits.count } }
            switch starts.match(digits) {
            case .none: return false
            case .couldStart: return true
            case .starts: return starts.values(startingWith: digits)?.contains { $0 >= digits.count } ?? false
            }
        }
    }

    let dialCodes: [String: DialCode]
    let regions: [String: Region]
    /// The main region of each dial code (libphonenumber's first region of the code).
    let mainRegions: [String: String]
    /// By the number a dial code spells (dial codes never start with `0`), its formats and its
    /// main region: what reading and laying out an edit look up, without hashing a string.
    private let byDialCodeNumber: [(formats: DialCode?, main: Region?)?]
    /// By the number a dial code spells, the parsing rules of every region of the code in
    /// libphonenumber's order, its main region first.
    private let regionsByDialCodeNumber: [[Region]]

    static let shared = PhoneFormatTable()

    private init() {
        let dialCodes = Dictionary(uniqueKeysWithValues: Self.generatedDialCodes.map { ($0.key, Self.dialCode($0.value, code: $0.key)) })
        let regions = Self.generatedRegions.mapValues(Self.region)
        self.dialCodes = dialCodes
        self.regions = regions
        var mainRegions: [String: String] = [:]
        for (alpha2, region) in regions where mainRegions[region.dialCode] == nil {
            mainRegions[region.dialCode] = Country.sharedDialCodes[region.dialCode]?.regions.first ?? alpha2
        }
        self.mainRegions = mainRegions
        var byDialCodeNumber = [(formats: DialCode?, main: Region?)?](repeating: nil, count: 1000)
        var regionsByDialCodeNumber = [[Region]](repeating: [], count: 1000)
        for code in Set(dialCodes.keys).union(mainRegions.keys) {
            guard let number = Self.number(ofDialCode: code) else { continue }
            byDialCodeNumber[number] = (dialCodes[code], mainRegions[code].flatMap { regions[$0] })
            let alpha2s = Country.sharedDialCodes[code]?.regions ?? mainRegions[code].map { [$0] } ?? []
            regionsByDialCodeNumber[number] = alpha2s.compactMap { regions[$0] }
        }
        self.byDialCodeNumber = byDialCodeNumber
        self.regionsByDialCodeNumber = regionsByDialCodeNumber
    }

    /// The parsing rules of every region of the dial code numbered `number` (`number(ofDialCode:)`;
    /// `7`: Russia's, then Kazakhstan's), the main region's first.
    ///
    /// - Complexity: O(1).
    func regions(ofDialCodeNumber number: Int) -> [Region] {
        number >= 0 && number < regionsByDialCodeNumber.count ? regionsByDialCodeNumber[number] : []
    }

    /// The formats and the main region of the dial code numbered `number` (`number(ofDialCode:)`)
    /// in one look-up.
    ///
    /// - Complexity: O(1).
    func entry(ofDialCodeNumber number: Int) -> (formats: DialCode?, main: Region?)? {
        number >= 0 && number < byDialCodeNumber.count ? byDialCodeNumber[number] : nil
    }

    /// The number that `code` spells when it can be a dial code: one to three ASCII digits, not
    /// starting with `0`. What the tables by dial code are indexed by, so that a look-up hashes
    /// no string.
    static func number(ofDialCode code: String) -> Int? {
        // A String's bytes are mostly contiguous (a small one's copied out), and read so without
        // the index arithmetic of its UTF-8 view: a keystroke looks its dial code up more than once.
        code.utf8.withContiguousStorageIfAvailable(number(spelledBy:)) ?? number(spelledBy: code.utf8)
    }

    /// The dial code that `number` spells, 1 through 999: what ``number(ofDialCode:)`` reads back
    /// as `number`, written without the `description` of an `Int`.
    static func dialCode(ofNumber number: Int) -> String {
        precondition((1...999).contains(number), "a dial code is 1 through 999")
        let count = number >= 100 ? 3 : number >= 10 ? 2 : 1
        return String(unsafeUninitializedCapacity: count) { buffer in
            var rest = number
            for position in (0..<count).reversed() {
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            return count
        }
    }

    private static func number<Bytes: Collection<UInt8>>(spelledBy bytes: Bytes) -> Int? {
        guard (1...3).contains(bytes.count), bytes.first != UInt8(ascii: "0") else { return nil }
        var number = 0
        for byte in bytes {
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            number = number * 10 + Int(byte &- UInt8(ascii: "0"))
        }
        return number
    }

    /// The number of the dial code that starts `digits` (dial codes are prefix-free), if any: the
    /// code is that number written out.
    ///
    /// - Complexity: O(1): at most three digits are read.
    func dialCodeNumber<Digits: Collection<UInt8>>(startingWith digits: Digits) -> Int? {
        guard digits.first != UInt8(ascii: "0") else { return nil }
        var code = 0
        for byte in digits.prefix(3) {
            guard byte &- UInt8(ascii: "0") < 10 else { return nil }
            code = code * 10 + Int(byte &- UInt8(ascii: "0"))
            if byDialCodeNumber[code] != nil { return code }
        }
        return nil
    }

    private static func dialCode(_ row: String, code: String) -> DialCode {
        let fields = TableText.fields(TableText.bytes(row), separatedBy: UInt8(ascii: "|"))
        let formats = { (field: ArraySlice<UInt8>) in
            var formats: [Format] = []
            TableText.forEachItem(field, separatedBy: UInt8(ascii: "/")) { formats.append(format($0)) }
            return formats
        }
        return DialCode(
            code: code, lengths: TableText.integers(fields[0], separatedBy: UInt8(ascii: ",")),
            international: formats(fields[1]), national: formats(fields[2]))
    }

    private static func region(_ row: String) -> Region {
        let fields = TableText.fields(TableText.bytes(row), separatedBy: UInt8(ascii: "|"))
        return Region(
            dialCode: String(decoding: fields[0], as: UTF8.self), nationalPrefixes: DigitPrefixSet(fields[2]),
            internationalPrefixes: DigitPrefixSet(fields[3]), lengths: TableText.integers(fields[4], separatedBy: UInt8(ascii: ",")),
            starts: DigitPrefixSet(fields[5]))
    }

    /// `prefixes;length=sizes,…;template`, and for a national format `;rule`.
    private static func format(_ encoded: ArraySlice<UInt8>) -> Format {
        let fields = TableText.fields(encoded, separatedBy: UInt8(ascii: ";"))
        var sizes = GroupSizes()
        TableText.forEachItem(fields[1], separatedBy: UInt8(ascii: ",")) { entry in
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")), let length = Country.asciiNumber(entry[..<equals]) else { return }
            sizes[length] = TableText.integers(entry[(equals + 1)...], separatedBy: UInt8(ascii: "."))
        }
        let plain = template(fields[2])
        var national: [TemplatePart]?
        if fields.count > 3, !fields[3].isEmpty {
            // The rule stands for the first group: `8 ($1)` makes `$1 $2` into `8 ($1) $2`.
            let rule = template(fields[3])
            if let first = plain.firstIndex(of: .group(0)) { national = Array(plain[..<first]) + rule + plain[(first + 1)...] }
        }
        return Format(
            leadingDigits: DigitPrefixSet(fields[0]), groupSizes: sizes, template: plain, nationalTemplate: national,
            longest: sizes.longest)
    }

    /// The parts of a template: `$1`…`$9` are groups 0–8, the runs between them literals.
    private static func template(_ text: ArraySlice<UInt8>) -> [TemplatePart] {
        var parts: [TemplatePart] = []
        var literalStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = index + 1
            guard text[index] == UInt8(ascii: "$"), next < text.endIndex, text[next] &- UInt8(ascii: "1") < 9 else {
                index = next
                continue
            }
            if literalStart < index { parts.append(.literal(String(decoding: text[literalStart..<index], as: UTF8.self))) }
            parts.append(.group(Int(text[next] &- UInt8(ascii: "1"))))
            index = next + 1
            literalStart = index
        }
        if literalStart < text.endIndex { parts.append(.literal(String(decoding: text[literalStart...], as: UTF8.self))) }
        return parts
    }
}
