import Foundation

extension NumberField {
    /// The outcome of an edit.
    public struct Result: Hashable, Sendable, CustomStringConvertible {
        /// The formatted text, prefix and suffix included (`"-1,234.5"`, `"$1,234/month"`).
        public let text: String
        /// The caret in Characters.
        public let caretCharacterOffset: Int
        /// The caret in UTF-16 code units.
        public let caretUTF16Offset: Int
        /// The plain number: optional `-`, ASCII digits, and `.` before fraction digits (`"-1234.5"`);
        /// empty when there are no digits. Prefix and suffix are never part of it.
        public let value: String
        /// The bound the edit would have crossed, when it was refused: the text, caret and value
        /// are then those from before the edit. `nil` when the edit was made.
        public let refused: Bound?
        /// The bound ``value`` is beyond, or `nil` when it is within both (or empty).
        public let outOfRange: Bound?

        /// ``value`` as a `Decimal` (38 significant digits), or `nil` when it is empty or beyond
        /// `Decimal`'s range (from about 166 integer digits). Parsed from the digits, never through `Double`.
        ///
        /// - Complexity: O(value length).
        public var decimal: Decimal? {
            value.isEmpty ? nil : Decimal(string: value, locale: Locale(identifier: "en_US_POSIX"))
        }

        /// The text with `|` at the caret.
        ///
        /// - Complexity: O(text length).
        public var description: String {
            let caret = text.utf16.index(text.startIndex, offsetBy: min(caretUTF16Offset, text.utf16.count))
            return "\(text[..<caret])|\(text[caret...])"
        }

        init(text: String, caretCharacterOffset: Int, caretUTF16Offset: Int, value: String,
             refused: Bound? = nil, outOfRange: Bound? = nil) {
            self.text = text
            self.caretCharacterOffset = caretCharacterOffset
            self.caretUTF16Offset = caretUTF16Offset
            self.value = value
            self.refused = refused
            self.outOfRange = outOfRange
        }

        /// This result with ``refused`` set.
        func refusing(_ bound: Bound) -> Result {
            Result(text: text, caretCharacterOffset: caretCharacterOffset, caretUTF16Offset: caretUTF16Offset,
                   value: value, refused: bound, outOfRange: outOfRange)
        }
    }
}
