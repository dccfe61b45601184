/// How a ``PhoneNumberReading`` is shown: its text, the mask that formats it, and where each of its
/// national digits stands, chosen the way libphonenumber chooses a format.
///
/// The format is the first of the dial code's formats (international or national) whose leading
/// digits the national number starts with and whose pattern takes its length; while the number
/// is shorter, the first whose leading digits it can still start and that takes a longer number
/// (grouped as that length). A number longer than the dial code's numbers is cut to the longest. Before
/// three national digits, or when no format fits, the digits are shown unformatted after the dial
/// code, as libphonenumber's AsYouTypeFormatter does. Only literals between digits are shown.
struct PhoneNumberLayout: Equatable {
    /// The text to show.
    var text = ""
    /// The mask of the layout: it shows ``text`` as it is, and ``tail`` after it.
    var format: String
    /// How many national digits the text shows (the rest of a long number is cut).
    var kept = 0
    /// How many digit slots ``format`` has: the number is complete when ``kept`` fills them.
    var slots = 0
    /// The placeholder of the part of ``format`` after ``text``: the prefix when the text does not
    /// show it, and the literals and slots (`0`) no digit has reached, as the mask shows them.
    var tail = ""
    /// The UTF-16 offset of the caret with no national digit before it.
    var start = 0
    /// What ``format`` is made from: equal shapes have equal formats, so a layout of the same shape
    /// as the previous one takes its format instead of writing it again.
    var shape = Shape()

    /// What a layout's mask is made from.
    struct Shape: Equatable {
        /// The dial code as a number (`PhoneFormatTable.number(ofDialCode:)`), 0 for none.
        var dialCode = 0
        var isInternational = true
        /// The chosen format's position among the dial code's, or -1 for the digits unformatted.
        var formatIndex = -1
        var nationalTemplate = false
        var length = 0
        var prefix = ""
    }

    static func == (lhs: PhoneNumberLayout, rhs: PhoneNumberLayout) -> Bool {
        lhs.text == rhs.text && lhs.format == rhs.format && lhs.kept == rhs.kept && lhs.start == rhs.start
    }

    /// The fewest national digits that are grouped; AsYouTypeFormatter's minimum.
    static let fewestGroupedDigits = 3

    /// The layout of `reading`.
    ///
    /// - Complexity: O(national digits + formats of the dial code × longest leading-digit prefix + regions
    ///   of the dial code × longest start prefix).
    /// - Parameters:
    ///   - reading: the digits read.
    ///   - region: the region national input is read in: a number that starts with one of its
    ///     national prefixes gets none added, which would make it read otherwise.
    ///   - previous: the layout before, whose format is taken when the shape is the same.
    init(
        _ reading: PhoneNumberReading, region: PhoneFormatTable.Region? = nil, previous: PhoneNumberLayout? = nil,
        table: PhoneFormatTable = .shared
    ) {
        format = PhoneNumberDetector.genericFormat
        if !reading.typedCallPrefix.isEmpty {
            layOutAfterTypedCallPrefix(reading, previous: previous, table: table)
            return
        }
        guard let plan = Self.plan(reading, region: region, table: table) else {
            layOutGeneric(reading)
            return
        }
        layOut(reading.national.prefix(plan.laidOut), as: plan, previous: previous)
    }

    /// The layout of a national reading as it was typed, national prefix and digits unformatted:
    /// what is shown when the formatted text would read as another number (an incomplete number
    /// whose digits, with the national prefix the format shows, read otherwise).
    static func unformatted(_ reading: PhoneNumberReading, previous: PhoneNumberLayout?, table: PhoneFormatTable = .shared) -> PhoneNumberLayout {
        var layout = PhoneNumberLayout(PhoneNumberReading(isInternational: true, national: [], leadingDigits: 0, hasPlus: false))
        let lengths = table.entry(ofDialCodeNumber: reading.dialCodeNumber)?.formats?.lengths ?? []
        let plan = Plan.unformatted(
            dialCode: reading.dialCodeNumber, isInternational: false, count: reading.national.count,
            prefix: String(decoding: reading.nationalPrefix, as: UTF8.self), lengths: lengths)
        layout.layOut(reading.national[...], as: plan, previous: previous)
        return layout
    }

    /// The digits of a reading whose call prefix is shown as typed (``PhoneNumberReading/typedCallPrefix``):
    /// the call prefix and the dial code as they were typed, then the national digits unformatted.
    private mutating func layOutAfterTypedCallPrefix(_ reading: PhoneNumberReading, previous: PhoneNumberLayout?, table: PhoneFormatTable) {
        var prefix = String(decoding: reading.typedCallPrefix, as: UTF8.self)
        prefix += reading.dialCode ?? ""
        let lengths = table.entry(ofDialCodeNumber: reading.dialCodeNumber)?.formats?.lengths ?? [Self.genericCapacity]
        let plan = Plan.unformatted(
            dialCode: reading.dialCodeNumber, isInternational: true, count: reading.national.count, prefix: prefix, lengths: lengths)
        layOut(reading.national[...], as: plan, previous: previous)
    }

    /// How many digits the generic format takes after its `+`.
    private static let genericCapacity = PhoneNumberDetector.genericFormat.utf8.count - 3

    /// The generic format's placeholder: `+` and a `0` for each digit.
    private static let genericPlaceholder = "+" + String(repeating: "0", count: genericCapacity)

    /// `+` and the digits, before a dial code is complete.
    private mutating func layOutGeneric(_ reading: PhoneNumberReading) {
        let capacity = Self.genericCapacity
        slots = capacity
        tail = Self.genericPlaceholder
        guard reading.hasPlus || !reading.national.isEmpty else { return }
        let shown = reading.national.prefix(capacity)
        kept = shown.count
        start = 1
        // The text and then the tail, a `0` for each slot left, written into one buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 + capacity) { buffer in
            buffer[0] = UInt8(ascii: "+")
            let end = buffer[1...].initialize(fromContentsOf: shown)
            buffer[end...].initialize(repeating: UInt8(ascii: "0"))
            text = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<end]), as: UTF8.self)
            tail = String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
        }
    }

    /// Lays `national` out as `plan` says: in its template, each group of the size listed for it,
    /// after its prefix; `previous`'s format is taken when its shape is this one's.
    ///
    /// The prefix is shown when a digit follows it or the plan always shows it; other literals
    /// only when a digit follows them.
    private mutating func layOut(_ national: ArraySlice<UInt8>, as plan: Plan, previous: PhoneNumberLayout?) {
        shape = plan.shape
        let (prefix, template, sizes) = (plan.shape.prefix, plan.template, plan.sizes)
        let reused = previous.flatMap { $0.shape == shape ? $0.format : nil }
        // The text and then the tail are written in order, a `0` for each slot no digit reaches,
        // then the mask (when no format is reused): as many bytes as the prefix, the literals and
        // the slots, the mask twice the free characters (each may be escaped) and a `[`, `]` per group.
        var freeBytes = prefix.utf8.count
        var groups = 0
        var slotCount = 0
        for part in template {
            switch part {
            case .literal(let literal): freeBytes += literal.utf8.count
            case .group(let index):
                groups += 1
                slotCount += index < sizes.count ? sizes[index] : 0
            }
        }
        let textCapacity = freeBytes + slotCount
        let capacity = textCapacity + (reused == nil ? 2 * freeBytes + slotCount + 2 * groups : 0)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var written = buffer.initialize(fromContentsOf: prefix.utf8)
            // The mask starts after the text's bytes; `masked` is its end.
            var masked = textCapacity
            if reused == nil { Self.appendEscaped(prefix, to: buffer, at: &masked) }
            // The text ends after the last digit (or the prefix, when shown), since a literal is
            // shown only before a digit. `utf16` counts the text's UTF-16 length up to the first
            // digit, where ``start`` is.
            var textEnd = plan.alwaysShowPrefix || !national.isEmpty ? written : 0
            var utf16 = textEnd == 0 ? 0 : prefix.utf16.count
            slots = 0
            start = utf16
            var next = 0
            for part in template {
                switch part {
                case .literal(let literal):
                    if reused == nil { Self.appendEscaped(literal, to: buffer, at: &masked) }
                    written = buffer[written...].initialize(fromContentsOf: literal.utf8)
                    if next < national.count, next < shape.length {
                        textEnd = written
                        utf16 += literal.utf16.count
                    }
                    if next == 0 { start = utf16 }
                case .group(let index):
                    let size = index < sizes.count ? sizes[index] : 0
                    if reused == nil {
                        buffer[masked] = UInt8(ascii: "[")
                        buffer[(masked + 1)..<(masked + 1 + size)].initialize(repeating: UInt8(ascii: "0"))
                        buffer[masked + 1 + size] = UInt8(ascii: "]")
                        masked += size + 2
                    }
                    let end = min(national.count, next + size)
                    written = buffer[written...].initialize(fromContentsOf: national.dropFirst(next).prefix(end - next))
                    if end > next { textEnd = written }
                    buffer[written..<(written + next + size - end)].initialize(repeating: UInt8(ascii: "0"))
                    written += next + size - end
                    slots += size
                    next = end
                }
            }
            text = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<textEnd]), as: UTF8.self)
            tail = String(decoding: UnsafeBufferPointer(rebasing: buffer[textEnd..<written]), as: UTF8.self)
            kept = next
            format = reused ?? String(decoding: UnsafeBufferPointer(rebasing: buffer[textCapacity..<masked]), as: UTF8.self)
        }
    }

    /// The UTF-16 offset after the first `count` national digits the text shows (1 through
    /// ``kept``): the format's free characters before that digit's slot, which the text shows
    /// since a digit follows them, and one code unit for each slot up to it.
    ///
    /// - Complexity: O(length of ``format``).
    func digitEnd(_ count: Int) -> Int {
        var offset = 0
        var filled = 0
        var inSlots = false
        var escaped = false
        for unit in format.utf16 {
            if escaped {
                escaped = false
                offset += 1
            } else if inSlots {
                if unit == UInt16(UInt8(ascii: "]")) {
                    inSlots = false
                } else {
                    offset += 1
                    filled += 1
                    if filled == count { return offset }
                }
            } else if unit == UInt16(UInt8(ascii: "\\")) {
                escaped = true
            } else if unit == UInt16(UInt8(ascii: "[")) {
                inSlots = true
            } else {
                offset += 1
            }
        }
        return offset
    }

    /// Writes `literal` into `buffer` at `end` as free characters of a mask: `[`, `]`, `{`, `}` and
    /// `\\` escaped, byte by byte (no byte of a multi-byte UTF-8 sequence is ASCII); `end` moves past it.
    /// The buffer has room for twice the literal's bytes at `end`.
    private static func appendEscaped(_ literal: String, to buffer: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
        for byte in literal.utf8 {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\\"):
                buffer[end] = UInt8(ascii: "\\")
                end += 1
            default: break
            }
            buffer[end] = byte
            end += 1
        }
    }
}
