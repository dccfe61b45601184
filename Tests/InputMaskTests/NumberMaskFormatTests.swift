import Foundation
import InputMask
import Testing

/// The formats `NumberInputListener` builds from a `NumberFormatter` as a number is typed.
@Suite("Text input listener: number formats")
struct NumberMaskFormatTests {
    static func formatter(_ locale: String) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: locale)
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = 2
        formatter.roundingMode = .floor
        return formatter
    }

    @Test("en_US: grouped integer part, the first digit non-zero, then the fraction",
          arguments: [("1", "[1]"), ("1234", "[1]{,}[0][0][0]"), ("0", "[0]"), ("12.5", "[1][0]{.}[0]"), ("1.", "[1]{.}"),
                      ("", "[0]"), ("1.234", "[1]{.}[0][0]"), ("1.2.3", "[1][0]{.}[0]"), ("abc", "[0]")])
    func englishFormats(text: String, expected: String) {
        #expect(NumberMaskFormat.format(for: text, formatter: Self.formatter("en_US")) == expected)
    }

    @Test("Without a formatter any digits pass")
    func noFormatter() {
        #expect(NumberMaskFormat.format(for: "12", formatter: nil) == NumberMaskFormat.anyDigits)
    }

    @Test("A format built for a typed number formats it as the formatter would")
    func formatsTypedNumber() throws {
        let text = "1234567.89"
        let format = NumberMaskFormat.format(for: text, formatter: Self.formatter("en_US"))
        let mask = try Mask.getOrCreate(withFormat: format, customNotations: [NumberMaskFormat.nonZeroDigit])
        let result = mask.apply(toText: CaretString(string: text, caretPosition: text.endIndex))
        #expect(result.formattedText.string == "1,234,567.89")
    }

    @Test("Huge input: the integer part is cut to the formatter's maximum digits")
    func hugeInput() {
        let formatter = Self.formatter("en_US")
        formatter.maximumIntegerDigits = 6
        let format = NumberMaskFormat.format(for: String(repeating: "9", count: 10_000), formatter: formatter)
        #expect(format == "[1][0][0]{,}[0][0][0]")
    }
}
