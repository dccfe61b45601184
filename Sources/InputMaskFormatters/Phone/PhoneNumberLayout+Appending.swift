extension PhoneNumberLayout {
    /// Extends this layout to `reading`, the reading it shows with one more national digit, when
    /// `reading`'s layout has the same plan (`Plan`: the same format, grouping and prefix): the
    /// digit, and the literals before it when they are ASCII other than digits, are added to the
    /// text in place. False, and the layout unchanged, otherwise; the layout is then made afresh.
    ///
    /// What `init(_:region:previous:table:)` makes of `reading`: a layout writes each literal
    /// once a digit follows it, so with the same plan, the layout of one more digit is this one,
    /// the literals after its last digit and the digit.
    /// - Complexity: O(formats of the dial code × longest leading-digit prefix + template parts + regions
    ///   of the dial code × longest start prefix).
    mutating func append(_ reading: PhoneNumberReading, region: PhoneFormatTable.Region?, table: PhoneFormatTable = .shared) -> Bool {
        guard reading.national.count == kept + 1, let digit = reading.national.last,
            let plan = Self.plan(reading, region: region, table: table), plan.laidOut == kept + 1, plan.shape == shape
        else { return false }
        return extend(by: digit, template: plan.template, sizes: plan.sizes, alwaysShowsPrefix: plan.alwaysShowPrefix)
    }

    /// What ``append(_:region:table:)`` does with an international reading of `national`, one more
    /// national digit than this layout shows, after the dial code numbered `code` (whose formats
    /// are `formats` and main region `main`) and no typed call prefix, without making its plan.
    ///
    /// The plan of such a reading is the dial code's: in the format `choose(in:for:lengths:main:)`
    /// gives, grouped as the length it gives, or, before three digits or when none fits, the digits
    /// unformatted in one group; after the dial code's international prefix either way. So it is
    /// this layout's when the format (or none) and the grouped length are.
    /// - Complexity: O(formats of the dial code × longest leading-digit prefix + template parts).
    mutating func appendInternational(
        _ national: ArraySlice<UInt8>, dialCode code: Int, formats: PhoneFormatTable.DialCode?, main: PhoneFormatTable.Region?
    ) -> Bool {
        guard let formats, national.count == kept + 1, let digit = national.last, national.count <= formats.lengths.last ?? national.count,
            shape.dialCode == code, shape.isInternational, !shape.nationalTemplate, shape.prefix == formats.internationalPrefix
        else { return false }
        if national.count >= Self.fewestGroupedDigits,
            let (index, length) = Self.choose(in: formats.international, for: national, lengths: formats.lengths, main: main)
        {
            let format = formats.international[index]
            guard index == shape.formatIndex, let sizes = format.groupSizes[length], sizes.reduce(0, +) == shape.length else { return false }
            return extend(by: digit, template: format.template, sizes: sizes, alwaysShowsPrefix: false)
        }
        let length = Plan.unformattedLength(count: national.count, lengths: formats.lengths)
        guard shape.formatIndex == -1, shape.length == length else { return false }
        return extend(by: digit, template: Plan.oneGroup, sizes: [length], alwaysShowsPrefix: true)
    }

    /// Adds `digit` and the literals before it to the text, laid out in `template` with groups of
    /// `sizes`, when the literals allow it (`literals(before:in:sizes:)`).
    private mutating func extend(by digit: UInt8, template: [PhoneFormatTable.TemplatePart], sizes: [Int], alwaysShowsPrefix: Bool) -> Bool {
        let typed = kept
        guard let literals = Self.literals(before: typed, in: template, sizes: sizes),
            // Before the first digit the prefix may be left out, and the literals that start the
            // template move where a caret before any digit goes.
            typed > 0 || (literals.isEmpty && (alwaysShowsPrefix || shape.prefix.isEmpty))
        else { return false }
        // The literals are ASCII: a byte of theirs is a UTF-16 code unit.
        var added = 1
        for part in template[literals] {
            if case .literal(let literal) = part { added += literal.utf8.count }
        }
        // The text, shared with the result it was published in, is written afresh in one allocation.
        let shown = text.utf8.count
        text = String(unsafeUninitializedCapacity: shown + added) { buffer in
            var written = buffer.initialize(fromContentsOf: text.utf8)
            for part in template[literals] {
                guard case .literal(let literal) = part else { continue }
                written = buffer[written...].initialize(fromContentsOf: literal.utf8)
            }
            buffer[written] = digit
            return written + 1
        }
        kept += 1
        // The tail began with those literals and the digit's slot.
        // Read in place from its bytes (a layout's Strings are native, so always contiguous).
        tail = tail.utf8.withContiguousStorageIfAvailable { String(decoding: UnsafeBufferPointer(rebasing: $0.dropFirst(added)), as: UTF8.self) }
            ?? String(decoding: tail.utf8.dropFirst(added), as: UTF8.self)
        return true
    }

    /// The template parts shown before digit `typed` (counting from 0) and after the digit before
    /// it: from the group that ends after that digit to the group that holds digit `typed`, when
    /// every literal among them is ASCII other than digits, which the text can then be extended
    /// by and still read as it did. `nil` when such a literal is not, or no group holds the digit.
    private static func literals(before typed: Int, in template: [PhoneFormatTable.TemplatePart], sizes: [Int]) -> Range<Int>? {
        var next = 0
        var first = template.startIndex
        for (position, part) in template.enumerated() {
            switch part {
            case .literal(let literal):
                guard next != typed || literal.utf8.allSatisfy({ $0 < 0x80 && $0 &- UInt8(ascii: "0") >= 10 }) else { return nil }
            case .group(let group):
                let size = group < sizes.count ? sizes[group] : 0
                if next + size > typed { return next == typed ? first..<position : position..<position }
                if size > 0 {
                    next += size
                    first = position + 1
                }
            }
        }
        return nil
    }
}
