extension PhoneNumberLayout {
    /// The layout of `reading` made from this one, when `reading` is the international reading
    /// this layout shows with one more national digit and is laid out in the same format and
    /// grouping: the same text with the digit (and the literals before it, ASCII other than
    /// digits) added. `nil` when it is laid out otherwise (another format or grouping, a digit
    /// cut) or the literals are not such; the layout is then made afresh.
    ///
    /// What `init(_:region:previous:table:)` makes of `reading`, by the same choice: the format
    /// is chosen for the whole national number, then compared with this layout's.
    /// - Complexity: O(formats of the dial code × longest leading-digit prefix + template parts).
    func appending(_ reading: PhoneNumberReading, table: PhoneFormatTable = .shared) -> PhoneNumberLayout? {
        let national = reading.national
        let typed = national.count - 1
        guard reading.isInternational, let code = reading.dialCode, shape.dialCode == code, shape.isInternational,
            !shape.nationalTemplate, typed == kept, typed < shape.length, let entry = table.entry(ofDialCode: code),
            let dialCode = entry.formats,
            national.count <= dialCode.lengths.last ?? national.count
        else { return nil }
        let (index, template, sizes) = Self.choice(of: national, in: dialCode, main: entry.main)
        guard index == shape.formatIndex, sizes.reduce(0, +) == shape.length else { return nil }
        // The literals shown before the typed digit are those where the digits before it end a group.
        var literals = ""
        var next = 0
        var placed = false
        walk: for part in template {
            switch part {
            case .literal(let literal):
                if next == typed { literals += literal }
            case .group(let group):
                let size = group < sizes.count ? sizes[group] : 0
                if next + size > typed {
                    placed = true
                    break walk
                }
                next += size
            }
        }
        // Literals of other than ASCII, or of digits, are laid out afresh (and the text read afresh).
        guard placed, let digit = national.last, literals.utf8.allSatisfy({ $0 < 0x80 && $0 &- UInt8(ascii: "0") >= 10 }) else { return nil }
        let last = digitEnds.last ?? start
        var layout = self
        layout.text += literals
        layout.text.unicodeScalars.append(Unicode.Scalar(digit))
        layout.kept += 1
        layout.digitEnds.append(last + literals.utf16.count + 1)
        return layout
    }

    /// The international format `init(_:region:previous:table:)` chooses for `national` (none
    /// cut): its position (-1: unformatted), template and group sizes.
    private static func choice(
        of national: [UInt8], in dialCode: PhoneFormatTable.DialCode, main: PhoneFormatTable.Region?
    ) -> (index: Int, template: [PhoneFormatTable.TemplatePart], sizes: [Int]) {
        guard national.count >= fewestGroupedDigits,
            let (index, length) = choose(in: dialCode.international, for: national, lengths: dialCode.lengths, main: main)
        else {
            let length = dialCode.lengths.first { $0 >= national.count } ?? dialCode.lengths.last ?? national.count
            return (-1, [.group(0)], [length])
        }
        let format = dialCode.international[index]
        return (index, format.template, format.groupSizes[length] ?? [])
    }
}
