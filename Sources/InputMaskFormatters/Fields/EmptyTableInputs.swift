import InputMask

/// Empty `MaskedTextInput`s for the IBAN registry's formats, each configured once and kept for the
/// whole process.
///
/// An IBAN field's mask follows its text: it changes to the country's format once the country
/// code is typed, and back. Configuring an input compiles, or looks up, the mask (whose cache key
/// hashes the registry notations' sets) and formats the old text again, which the field then
/// replaces; a copy of an empty input configured once is equal to that after the field sets its
/// text (the field reads nothing of the input but its formatting of the text it sets).
///
/// The formats come from the generated registry, a finite set; the cache is still bounded, emptied
/// when it is full, so no sequence of edits grows it without end.
enum EmptyTableInputs {
    /// The most formats kept; far more than the registry has.
    static let capacity = 1024

    private static let inputs = Locked<[String: MaskedTextInput]>([:])

    /// An empty input whose only format is `format`, with the registry's notations.
    ///
    /// - Complexity: O(length of `format`) to find it; compiling `format` the first time.
    static func input(format: String) -> MaskedTextInput {
        if let input = inputs.withLock({ $0[format] }) { return input }
        let input = MaskedTextInput(tableConfiguration: configuration(format: format))
        inputs.withLock { inputs in
            if inputs.count >= capacity { inputs.removeAll() }
            inputs[format] = input
        }
        return input
    }

    /// The configuration of an input for `format`.
    static func configuration(format: String) -> MaskedTextInput.Configuration {
        MaskedTextInput.Configuration(primaryFormat: format, customNotations: IBANCountry.notations)
    }
}
