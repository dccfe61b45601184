import InputMask

/// The formatters' error policy for masks they make themselves, stated once.
///
/// A field built on `MaskedTextInput` from this module's generated tables (the IBAN registry) uses
/// their formats, never a format a caller wrote; the tests compile every one. So a format that does
/// not compile is a corrupt table, which stops the process with the format and the error, rather
/// than an error every caller would have to handle or a `try?` that would leave the previous mask
/// formatting the wrong value.
extension MaskedTextInput {
    /// An empty input on `configuration`, whose formats come from a generated table.
    init(tableConfiguration configuration: Configuration) {
        do {
            try self.init(configuration: configuration)
        } catch {
            preconditionFailure("a generated table's format does not compile: \(configuration.primaryFormat): \(error)")
        }
    }
}
