/// What the digits of a phone field's text are read as: the dial code and the national number,
/// as libphonenumber parses them.
///
/// Only decimal digits (of any script, read as ASCII) and a `+` before the first of them count;
/// every other Character is punctuation, so `+62 812-3456-7890` and `+628123456789` read alike.
struct PhoneNumberReading: Equatable {
    /// Whether the number is international: a `+` or the region's international call prefix came
    /// first, or the field has no default region.
    var isInternational: Bool
    /// The dial code; `nil` while an international number's dial code is incomplete.
    private(set) var dialCode: String?
    /// ``dialCode`` as the number it spells (`PhoneFormatTable.number(ofDialCode:)`), 0 for none:
    /// what the format tables are read by, worked out once per reading.
    private(set) var dialCodeNumber = 0
    /// The digits read, in order: a call prefix, the dial code and a national prefix (each when
    /// there is one), then the national number. ``national``, ``nationalPrefix`` and
    /// ``typedCallPrefix`` are ranges of them, so that a reading makes no array of its own.
    private(set) var digits: [UInt8]
    /// Where ``national`` starts in ``digits``.
    private var nationalStart: Int
    /// How many digits before ``nationalStart`` are ``nationalPrefix``.
    private var nationalPrefixLength = 0
    /// How many digits at the start of ``digits`` are ``typedCallPrefix``.
    private var typedCallPrefixLength = 0
    /// How many digits of the text come before ``national``: call prefix, dial code, national prefix.
    var leadingDigits: Int
    /// Whether a `+` came before the first digit (or a call prefix stood for it).
    var hasPlus: Bool
    /// How many of the digits the region's international call prefix took, shown as typed or not.
    var callPrefixLength = 0

    /// A reading of `national` digits alone, without a dial code (no call prefix, dial code or
    /// national prefix in ``digits``), `leadingDigits` of the text coming before them.
    init(isInternational: Bool, national: [UInt8], leadingDigits: Int, hasPlus: Bool) {
        self.init(isInternational: isInternational, digits: national, nationalStart: 0, leadingDigits: leadingDigits, hasPlus: hasPlus)
    }

    private init(isInternational: Bool, digits: [UInt8], nationalStart: Int, leadingDigits: Int, hasPlus: Bool) {
        self.isInternational = isInternational
        self.digits = digits
        self.nationalStart = nationalStart
        self.leadingDigits = leadingDigits
        self.hasPlus = hasPlus
    }

    /// The national number's digits, national prefix dropped; while the dial code is incomplete,
    /// every digit after the `+` (or the call prefix).
    var national: ArraySlice<UInt8> { digits[nationalStart...] }
    /// The national prefix typed before a national number (shown while no format applies).
    var nationalPrefix: ArraySlice<UInt8> { digits[(nationalStart - nationalPrefixLength)..<nationalStart] }
    /// The region's international call prefix typed first, while it is shown as typed: until the
    /// dial code after it is complete and no longer call prefix can start the digits (`00` may
    /// still become `0011` in Bolivia). Empty otherwise. Shown as typed, the digits stay in the
    /// text, so that a number typed digit by digit is read as the whole of it is when pasted.
    var typedCallPrefix: ArraySlice<UInt8> { digits[..<typedCallPrefixLength] }

    /// Sets ``dialCode`` to `code` and ``dialCodeNumber`` to `number`, the number it spells.
    private mutating func setDialCode(_ code: String, number: Int) {
        dialCode = code
        dialCodeNumber = number
    }

    /// Adds `digit` to the end of the national number.
    mutating func appendNationalDigit(_ digit: UInt8) {
        digits.append(digit)
    }

    /// Removes the last digit of the national number (one ``appendNationalDigit(_:)`` added).
    mutating func removeLastNationalDigit() {
        digits.removeLast()
    }

    /// Readings are equal when they read the same number the same way, whatever digits a national
    /// prefix dropped after a dial code was.
    static func == (lhs: PhoneNumberReading, rhs: PhoneNumberReading) -> Bool {
        lhs.isInternational == rhs.isInternational && lhs.dialCode == rhs.dialCode && lhs.national == rhs.national
            && lhs.nationalPrefix == rhs.nationalPrefix && lhs.leadingDigits == rhs.leadingDigits && lhs.hasPlus == rhs.hasPlus
            && lhs.typedCallPrefix == rhs.typedCallPrefix && lhs.callPrefixLength == rhs.callPrefixLength
    }

    /// The digits of `text` (decimal digits of any script as ASCII) and whether a `+` (or `＋`)
    /// comes before the first of them.
    ///
    /// - Complexity: O(length of `text`).
    static func digits(of text: String) -> (digits: [UInt8], plus: Bool) {
        // ASCII (what a keyboard mostly sends) is read byte by byte, a byte being a scalar.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> (digits: [UInt8], plus: Bool)? in
            var digits: [UInt8] = []
            var plus = false
            // As many as there are ASCII digits: none allocated for a text without any (a `+`).
            digits.reserveCapacity(bytes.reduce(0) { $0 + ($1 &- UInt8(ascii: "0") < 10 ? 1 : 0) })
            for byte in bytes {
                if byte &- UInt8(ascii: "0") < 10 {
                    digits.append(byte)
                } else if byte >= 0x80 {
                    return nil
                } else if byte == UInt8(ascii: "+"), digits.isEmpty {
                    plus = true
                }
            }
            return (digits, plus)
        }
        if let ascii = ascii ?? nil { return ascii }
        var digits: [UInt8] = []
        var plus = false
        digits.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                if byte &- UInt8(ascii: "0") < 10 {
                    digits.append(byte)
                } else if byte == UInt8(ascii: "+"), digits.isEmpty {
                    plus = true
                }
            } else if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                digits.append(UInt8(ascii: "0") + UInt8(value))
            } else if scalar == "\u{FF0B}", digits.isEmpty {
                plus = true
            }
        }
        return (digits, plus)
    }

    /// Reads `text` as libphonenumber parses a number typed in `region` (`nil`: international only).
    ///
    /// A national number loses its national prefix when the rest can start a number of the region
    /// and either the rest is a whole number or the digits with the prefix are not (so `8 800 …`
    /// in Russia keeps toll-free `800`); an international number loses one after its dial code
    /// once the digits with it can be no whole number, however many more follow, and the rest
    /// starts as one does (`+7 8 912 345-67-89`). The region's international call prefix typed
    /// first reads as `+`.
    /// - Complexity: O(length of `text`).
    static func read(_ text: String, region: PhoneFormatTable.Region?, table: PhoneFormatTable = .shared) -> PhoneNumberReading {
        let (digits, plus) = Self.digits(of: text)
        return read(digits: digits, plus: plus, region: region, table: table)
    }

    /// Reads the digits of a text (``digits(of:)``) as ``read(_:region:table:)`` reads the text:
    /// a reading depends on its digits and whether a `+` comes before them, nothing else.
    ///
    /// - Complexity: O(digits).
    static func read(digits: [UInt8], plus: Bool, region: PhoneFormatTable.Region?, table: PhoneFormatTable = .shared) -> PhoneNumberReading {
        var reading = PhoneNumberReading(isInternational: true, digits: digits, nationalStart: 0, leadingDigits: 0, hasPlus: plus)
        var callPrefixCanLengthen = false
        if let region, !plus {
            if let length = callPrefixLength(of: digits[...], region: region) {
                reading.nationalStart = length
                reading.hasPlus = true
                reading.leadingDigits = length
                reading.callPrefixLength = length
                callPrefixCanLengthen = region.internationalPrefixes.listsLonger(startingWith: digits)
                reading.typedCallPrefixLength = length
            } else {
                reading.isInternational = false
                reading.setDialCode(region.dialCode, number: region.dialCodeNumber)
                reading.split(region: region)
                return reading
            }
        }
        guard let number = table.dialCodeNumber(startingWith: reading.national), let main = table.entry(ofDialCodeNumber: number)?.main
        else { return reading }
        let code = PhoneFormatTable.dialCode(ofNumber: number)
        reading.setDialCode(code, number: number)
        reading.leadingDigits += code.utf8.count
        reading.nationalStart += code.utf8.count
        reading.split(region: main)
        // After a dial code the national prefix is dropped, never shown.
        reading.nationalPrefixLength = 0
        // With its dial code complete, a call prefix that no more digits can lengthen is shown as
        // the `+` it stands for. So is one followed by a national prefix that was dropped, which
        // the text could not show as typed; while a call prefix can be lengthened, the digits
        // after it are too few to be a whole number, which a national prefix is dropped before.
        if !callPrefixCanLengthen || reading.leadingDigits != reading.typedCallPrefixLength + code.utf8.count {
            reading.typedCallPrefixLength = 0
        }
        return reading
    }

    /// The length of `region`'s international call prefix that `digits` start with, typed without
    /// `+`: the longest listed (`0011` before `00` in Australia); as in libphonenumber, not when a
    /// 0 follows, which no dial code starts with. `00` alone is a call prefix waiting for its dial
    /// code. `nil` when there is none: the digits are a national number.
    ///
    /// - Complexity: O(longest call prefix listed).
    private static func callPrefixLength(of digits: ArraySlice<UInt8>, region: PhoneFormatTable.Region) -> Int? {
        guard let length = region.internationalPrefixes.listedPrefixLengths(of: digits).last,
            digits.dropFirst(length).first != UInt8(ascii: "0")
        else { return nil }
        return length
    }

    /// Extends a national reading by `digit` typed after its digits, when reading them all in
    /// `region` (the region it was read in) gives that: still no call prefix, and the same national
    /// prefix. False, and the reading unchanged, otherwise.
    ///
    /// - Complexity: O(digits), as ``read(digits:plus:region:table:)``.
    mutating func extendNational(by digit: UInt8, region: PhoneFormatTable.Region) -> Bool {
        guard !isInternational else { return false }
        digits.append(digit)
        // A national reading's digits are its national prefix and national number (no call prefix
        // or dial code), which is what it was split from.
        guard Self.callPrefixLength(of: digits[...], region: region) == nil,
            Self.strippedPrefixLength(of: digits[...], region: region, isInternational: false) ?? 0 == nationalPrefixLength
        else {
            digits.removeLast()
            return false
        }
        return true
    }

    /// Moves the national prefix of `region` that starts ``national``, when it is one, into
    /// ``nationalPrefix``.
    ///
    /// The longest prefix that qualifies goes; "a number" is one of any region of the dial code,
    /// as libphonenumber reads it. National input drops it when the rest can start a number and
    /// either the rest is a whole number or the digits with the prefix are not. International input
    /// drops it once the digits with it can be no whole number, as they are or with more digits,
    /// and the rest starts as a number does (`+7 89…`, where no number starts `89`; `+7 8 771…`,
    /// Kazakh after the `8`): that holds for every digit typed after it too, so the text, which no
    /// longer shows the prefix, reads as the digits typed with it would, and typing a number ends
    /// where pasting it does. For that text to read as itself, a prefix that the rest would drop in
    /// turn goes too (`+7 8 8 771…` is `+7 771…`); a rest that can still be a whole number keeps
    /// its digits (`+7 8 800…`, a toll-free number), so no valid number loses a digit.
    ///
    /// - Complexity: O(length of ``national``): each prefix dropped is a constant number of walks
    ///   of the prefix tables.
    private mutating func split(region: PhoneFormatTable.Region) {
        let length = Self.strippedPrefixLength(of: national, region: region, isInternational: isInternational) ?? 0
        nationalStart += length
        nationalPrefixLength = length
        leadingDigits += length
    }

    /// How many digits at the start of `digits` ``split(_:region:)`` drops as national prefixes of
    /// `region` (after a dial code, one or more in a row), or `nil` when none goes.
    ///
    /// - Complexity: O(national prefixes of `region` × regions of its dial code) per prefix
    ///   dropped, each a walk of at most the longest prefix listed; O(length of `digits`) in all.
    static func strippedPrefixLength(
        of digits: ArraySlice<UInt8>, region: PhoneFormatTable.Region, isInternational: Bool, table: PhoneFormatTable = .shared
    ) -> Int? {
        var lengths = region.nationalPrefixes.listedPrefixLengths(of: digits)
        guard !lengths.isEmpty else { return nil }
        // libphonenumber reads a number by a general description that takes the numbers of every
        // region of the dial code (`+7 8 771…`, a Kazakh number, loses its `8` by Russia's rules;
        // `1 201…` typed in Antigua is a United States number).
        let regions = table.regions(ofDialCodeNumber: region.dialCodeNumber)
        guard isInternational else {
            let isWhole = regions.contains { $0.isViable(digits) }
            return lengths.last { length in
                let rest = digits.dropFirst(length)
                return regions.contains { $0.isViable(rest) } || (!isWhole && regions.contains { $0.canStart(rest) })
            }
        }
        // A prefix the rest would drop in turn goes too, so that the text, which shows neither,
        // reads as itself.
        var rest = digits
        while !lengths.isEmpty, !regions.contains(where: { $0.canBecomeWhole(rest) }),
            let length = lengths.last(where: { length in regions.contains { $0.startsNumber(rest.dropFirst(length)) } })
        {
            rest = rest.dropFirst(length)
            lengths = region.nationalPrefixes.listedPrefixLengths(of: rest)
        }
        return rest.count < digits.count ? digits.count - rest.count : nil
    }
}
