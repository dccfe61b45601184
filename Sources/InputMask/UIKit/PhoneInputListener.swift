#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A ``MaskedTextInputListener`` for international phone numbers: the format follows the country
/// the typed digits belong to (input-mask 7.x's listener of the same name).
///
/// ```swift
/// let listener = PhoneInputListener()
/// listener.enableCountries = ["UA", "PL", "DE"]
/// phoneField.delegate = listener
/// ```
///
/// While no single country matches, the field uses `+[000] [000] [000] [00] [00]`. The countries
/// come from this package's table (libphonenumber's metadata, `Country`), so more `+1` and `+7`
/// numbers stay ambiguous for longer than in 7.x, whose table was smaller.
@available(iOS 11, *)
open class PhoneInputListener: MaskedTextInputListener {
    /// The country of the number, once exactly one matches it.
    open private(set) var computedCountry: Country?
    /// The countries the number may belong to, after the last edit.
    open private(set) var computedCountries: [Country] = []
    /// Only these countries (names, ISO codes or flags, any case); all when `nil`.
    open var enableCountries: [String]?
    /// Never these countries (names, ISO codes or flags, any case).
    open var disableCountries: [String]?
    /// The countries to choose from instead of the package's table.
    open var customCountries: [Country]?

    /// Finds the countries for `text`; with exactly one, uses its formats (kept in
    /// ``primaryMaskFormat`` and ``affineFormats``), otherwise the undecided format.
    ///
    /// - Complexity: O(n + countries) for a text of n bytes, plus one apply per format.
    open override func pickMask(forText text: CaretString) -> Mask {
        let choice = PhoneMaskChoice(text: text.string, customCountries: customCountries, enabled: enableCountries, disabled: disableCountries)
        computedCountries = choice.countries
        computedCountry = choice.country
        guard let country = choice.country else {
            return (try? Mask.getOrCreate(withFormat: PhoneMaskChoice.undecidedFormat)) ?? TextInputListenerCore.passThroughMask
        }
        primaryMaskFormat = country.primaryFormat
        affineFormats = country.affineFormats
        return super.pickMask(forText: text)
    }
}
#endif
