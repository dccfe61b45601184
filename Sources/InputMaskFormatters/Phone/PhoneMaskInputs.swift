import InputMask

/// Empty `MaskedTextInput`s configured for the formats phone layouts make, kept per format for
/// the whole process.
///
/// A phone field changes its mask whenever the layout's format does (a longer length becomes
/// possible, the leading digits choose a format), several times per number typed. Configuring an
/// input compiles, or looks up, the mask and formats the old text again, which the field then
/// replaces; a copy of an empty input configured once is equal to that after the field sets its
/// text (the field reads nothing of the input but its formatting of the text it sets).
///
/// The formats come from the generated table's rows, lengths and national prefixes, a finite set;
/// the cache is still bounded, emptied when it is full, so no sequence of edits grows it without end.
enum PhoneMaskInputs {
    /// The most formats kept; far more than the table makes for the numbers of a session.
    static let capacity = 1024

    private static let inputs = Locked<[String: MaskedTextInput]>([:])

    /// An empty input whose only format is `format` (a format of a phone layout), with no literals
    /// added after the last digit, so that the text it shows is the layout's.
    ///
    /// - Complexity: O(length of `format`) to find it; compiling `format` the first time.
    static func input(for format: String) -> MaskedTextInput {
        if let input = inputs.withLock({ $0[format] }) { return input }
        let input = MaskedTextInput(tableConfiguration: configuration(format))
        inputs.withLock { inputs in
            if inputs.count >= capacity { inputs.removeAll() }
            inputs[format] = input
        }
        return input
    }

    /// The configuration for `format`: no literals added after the last digit.
    private static func configuration(_ format: String) -> MaskedTextInput.Configuration {
        MaskedTextInput.Configuration(primaryFormat: format, autocomplete: false, autocompleteOnFocus: false)
    }
}
