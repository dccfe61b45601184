import InputMask
import Testing

/// Placeholder and the four length metrics.
@Suite("Placeholder and metrics")
struct PlaceholderAndMetricsTests {
    @Test("The documented placeholder: `([009])[Aa]` shows `(000)aa`")
    func documentedPlaceholder() throws {
        #expect(try Mask(format: "([009])[Aa]").placeholder == "(000)aa")
    }

    @Test("Metrics count free, fixed, mandatory and optional characters", arguments: [
        // format, acceptable text, total text, acceptable value, total value
        ("[00]{/}[00]", 5, 5, 5, 5),
        ("[00]/[00]", 5, 5, 4, 4),
        ("+7 ([000]) [000] [00] [00]", 18, 18, 10, 10),
        ("[000999999]", 3, 9, 3, 9),
        ("[00099]", 3, 5, 3, 5), // MaskLanguage.md: "`[00099]` takes three to five digits"
        ("[00…]", 3, 3, 3, 3),
    ])
    func metrics(format: String, acceptableText: Int, totalText: Int, acceptableValue: Int, totalValue: Int) throws {
        let mask = try Mask(format: format)
        #expect(mask.acceptableTextLength == acceptableText)
        #expect(mask.totalTextLength == totalText)
        #expect(mask.acceptableValueLength == acceptableValue)
        #expect(mask.totalValueLength == totalValue)
    }
}
