/// The choice input-mask 7.x's `PhoneInputListener` makes for a phone number as it is typed:
/// the countries whose numbers it may be, and the country when only one is left.
package struct PhoneMaskChoice: Equatable {
    /// The countries whose dialling codes and number patterns the digits match.
    package var countries: [Country]
    /// The only such country, or `nil` when there are none or several.
    package var country: Country? { countries.count == 1 ? countries[0] : nil }

    /// The format used while no single country is known.
    package static let undecidedFormat = "+[000] [000] [000] [00] [00]"

    /// The countries for `text` among `customCountries` (the package's table when `nil`),
    /// restricted by names or codes to `enabled` and `disabled` as `Country.findCountries` is.
    ///
    /// - Complexity: that of `Country.findCountries(amongCountries:withTerms:excluding:phone:)`.
    package init(text: String, customCountries: [Country]?, enabled: [String]?, disabled: [String]?) {
        countries = Country.findCountries(amongCountries: customCountries, withTerms: enabled, excluding: disabled, phone: text)
    }
}
