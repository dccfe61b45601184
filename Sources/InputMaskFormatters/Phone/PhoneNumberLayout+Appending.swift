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
        let typed = kept
        guard reading.national.count == typed + 1, let digit = reading.national.last,
            let plan = Self.plan(reading, region: region, table: table), plan.laidOut == typed + 1, plan.shape == shape,
            let literals = Self.literals(before: typed, in: plan.template, sizes: plan.sizes),
            // Before the first digit the prefix may be left out, and the literals that start the
            // template move where a caret before any digit goes.
            typed > 0 || (literals.isEmpty && (plan.alwaysShowPrefix || plan.shape.prefix.isEmpty))
        else { return false }
        let end = digitEnds.last ?? start
        var utf16 = end
        for part in plan.template[literals] {
            guard case .literal(let literal) = part else { continue }
            text += literal
            // ASCII: a byte is a UTF-16 code unit.
            utf16 += literal.utf8.count
        }
        text.unicodeScalars.append(Unicode.Scalar(digit))
        kept += 1
        // The tail began with those literals and the digit's slot.
        tail = String(decoding: tail.utf8.dropFirst(utf16 + 1 - end), as: UTF8.self)
        digitEnds.append(utf16 + 1)
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
