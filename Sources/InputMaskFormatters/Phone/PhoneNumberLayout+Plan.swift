extension PhoneNumberLayout {
    /// What the layout of a reading with a dial code is made from, chosen before its text is
    /// written: its shape, and the template and group sizes its national digits are laid out in.
    ///
    /// A layout and the layout of the same reading with one more digit that have the same plan
    /// differ only by that digit and the literals before it, which is what lets typing extend a
    /// layout in place (`append(_:region:table:)`).
    struct Plan {
        /// The layout's shape; its `length` is the sum of `sizes`.
        var shape: Shape
        var template: [PhoneFormatTable.TemplatePart]
        var sizes: [Int]
        /// Whether the prefix is shown before any digit (the digits unformatted).
        var alwaysShowPrefix = false
        /// How many national digits are laid out: a number longer than its dial code's numbers is
        /// cut to the longest, then laid out as the number it is cut to, so that the text shown
        /// reads as itself.
        var laidOut: Int

        /// The plan of `count` digits after `prefix`, grouped as one, of a number with `dialCode`
        /// (international or not): before a format applies, or when none does.
        static func unformatted(dialCode: Int, isInternational: Bool, count: Int, prefix: String, lengths: [Int]) -> Plan {
            let length = unformattedLength(count: count, lengths: lengths)
            let shape = Shape(dialCode: dialCode, isInternational: isInternational, length: length, prefix: prefix)
            return Plan(shape: shape, template: oneGroup, sizes: [length], alwaysShowPrefix: true, laidOut: count)
        }

        /// The template of digits unformatted: one group.
        static let oneGroup: [PhoneFormatTable.TemplatePart] = [.group(0)]

        /// How many digits unformatted `count` digits are a group of: the shortest of `lengths`
        /// that takes them, else the longest, else `count`.
        static func unformattedLength(count: Int, lengths: [Int]) -> Int {
            lengths.first { $0 >= count } ?? lengths.last ?? count
        }
    }

    /// The plan of `reading`'s layout, `nil` before its dial code is complete or when the dial
    /// code has no formats (the digits are then shown after `+` as they are).
    ///
    /// International input takes the first international format that fits; national input the
    /// first national one, shown as libphonenumber's NATIONAL format once a whole number (a length
    /// that a format takes and numbers starting so have) and, before, with the national prefix
    /// only when typed (AsYouTypeFormatter's way), so that the digits shown read as the digits typed.
    /// - Parameter region: the region national input is read in: a number that starts with one of
    ///   its national prefixes gets none added, which would make it read otherwise.
    /// - Complexity: O(formats of the dial code × longest leading-digit prefix + lengths + regions
    ///   of the dial code × longest start prefix).
    static func plan(_ reading: PhoneNumberReading, region: PhoneFormatTable.Region?, table: PhoneFormatTable) -> Plan? {
        let code = reading.dialCodeNumber
        guard let entry = table.entry(ofDialCodeNumber: code), let dialCode = entry.formats else { return nil }
        let national = reading.national.prefix(dialCode.lengths.last ?? reading.national.count)
        var shape = Shape(dialCode: code, isInternational: reading.isInternational)
        // The prefix typed before the national digits, written out only where a plan keeps it.
        let prefixTyped = reading.isInternational ? !dialCode.internationalPrefix.isEmpty : !reading.nationalPrefix.isEmpty
        func typedPrefix() -> String {
            reading.isInternational ? dialCode.internationalPrefix : String(decoding: reading.nationalPrefix, as: UTF8.self)
        }
        let formats = reading.isInternational ? dialCode.international : dialCode.national
        guard national.count >= Self.fewestGroupedDigits,
            let (index, length) = Self.choose(in: formats, for: national, lengths: dialCode.lengths, main: entry.main)
        else {
            return Plan.unformatted(
                dialCode: code, isInternational: reading.isInternational, count: national.count, prefix: typedPrefix(),
                lengths: dialCode.lengths)
        }
        // The chosen format's parts are read where they are: a copy of the format would retain each.
        let sizes = formats[index].groupSizes[length] ?? []
        shape.formatIndex = index
        shape.length = sizes.reduce(0, +)
        var plan = Plan(shape: shape, template: formats[index].template, sizes: sizes, laidOut: national.count)
        if reading.isInternational {
            plan.shape.prefix = typedPrefix()
            return plan
        }
        let nationalTemplate: [PhoneFormatTable.TemplatePart]?
        if length == national.count, table.regions(ofDialCodeNumber: code).contains(where: { $0.isViable(national) }) {
            // Complete: libphonenumber's NATIONAL format, with the national prefix it adds unless
            // the number starts with one and none was typed. A length a format takes but no number
            // starting so has is typed on (`0 10123` then `010 123 45` in the Netherlands, where
            // `101234` would lose the `0` typed), as AsYouTypeFormatter shows it.
            let startsWithPrefix = region.map { $0.nationalPrefixes.match(national) != .none } ?? false
            nationalTemplate = prefixTyped || !startsWithPrefix ? formats[index].nationalTemplate : nil
        } else {
            // The national prefix typed: in the format's place for it, or else before the number.
            nationalTemplate = prefixTyped ? formats[index].nationalTemplate : nil
            if nationalTemplate == nil && prefixTyped { plan.shape.prefix = typedPrefix() + " " }
        }
        if let nationalTemplate {
            plan.shape.nationalTemplate = true
            plan.template = nationalTemplate
        }
        return plan
    }

    /// The format for `national` and the length it groups it as, or `nil` when none fits or the
    /// number is whole (a length of the main region's numbers that start so) and no format takes
    /// it (libphonenumber shows it unformatted).
    static func choose<Digits: Collection<UInt8>>(
        in formats: [PhoneFormatTable.Format], for national: Digits, lengths: [Int], main: PhoneFormatTable.Region?
    ) -> (index: Int, length: Int)? {
        let exact = formats.firstIndex { format in
            guard format.groupSizes[national.count] != nil, case .starts = format.leadingMatch(national) else { return false }
            return true
        }
        if let exact { return (exact, national.count) }
        if main?.isViable(national) ?? lengths.contains(national.count) { return nil }
        for (index, format) in formats.enumerated() where format.leadingMatch(national) != .none {
            if let shortest = format.groupSizes.shortest(longerThan: national.count) { return (index, shortest) }
        }
        return nil
    }

}
