extension MaskedTextInput {
    /// The primary format, read without copying the ``configuration``.
    ///
    /// - Complexity: O(1).
    package var primaryFormat: String { chooser.configuration.primaryFormat }
}
