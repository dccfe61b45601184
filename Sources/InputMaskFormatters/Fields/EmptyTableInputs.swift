import InputMask

/// Empty `MaskedTextInput`s for the formats the formatters make from their generated tables, each
/// configured once and kept for the whole process.
///
/// A field whose mask follows its text (a phone layout's format as digits are typed, an IBAN
/// country's format once its code is) changes masks several times per value typed. Configuring an
/// input compiles, or looks up, the mask (whose cache key hashes any custom notations' sets) and
/// formats the old text again, which the field then replaces; a copy of an empty input configured
/// once is equal to that after the field sets its text (the fields read nothing of the input but
/// its formatting of the text they set).
///
/// The formats come from generated tables (rows, lengths, national prefixes, registry entries), a
/// finite set; the cache is still bounded, emptied when it is full, so no sequence of edits grows
/// it without end.
enum EmptyTableInputs {
    /// How a family of table formats is configured.
    enum Family: Hashable, Sendable {
        /// A phone layout's format: no literals added after the last digit, so that the text the
        /// input shows is the layout's.
        case phoneLayout
        /// An IBAN registry format, with the registry's notations.
        case ibanRegistry
    }

    /// The most formats kept; far more than the tables make for the values of a session.
    static let capacity = 1024

    private struct Key: Hashable {
        let family: Family
        let format: String
    }

    private static let inputs = Locked<[Key: MaskedTextInput]>([:])

    /// An empty input whose only format is `format`, configured as `family` configures it.
    ///
    /// - Complexity: O(length of `format`) to find it; compiling `format` the first time.
    static func input(_ family: Family, format: String) -> MaskedTextInput {
        let key = Key(family: family, format: format)
        if let input = inputs.withLock({ $0[key] }) { return input }
        let input = MaskedTextInput(tableConfiguration: configuration(family, format: format))
        inputs.withLock { inputs in
            if inputs.count >= capacity { inputs.removeAll() }
            inputs[key] = input
        }
        return input
    }

    /// The configuration `family` gives `format`.
    static func configuration(_ family: Family, format: String) -> MaskedTextInput.Configuration {
        switch family {
        case .phoneLayout:
            MaskedTextInput.Configuration(primaryFormat: format, autocomplete: false, autocompleteOnFocus: false)
        case .ibanRegistry:
            MaskedTextInput.Configuration(primaryFormat: format, customNotations: IBANCountry.notations)
        }
    }
}
