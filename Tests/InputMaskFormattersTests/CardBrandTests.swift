import Testing

@testable import InputMaskFormatters

@Test("the brand of a prefix is the most specific range's", arguments: [
    ("4", "visa"), ("401177", "visa"), ("401178", "elo"), ("2221", "mastercard"), ("2720", "mastercard"),
    ("51", "mastercard"), ("55", "mastercard"), ("34", "amex"), ("37", "amex"), ("36", "diners"), ("3095", "diners"),
    ("6011", "discover"), ("65", "discover"), ("650031", "elo"), ("650002", "verve"), ("62", "unionpay"),
    ("622125", "unionpay"), ("622126", "discover"), ("622925", "discover"), ("622926", "unionpay"), ("3528", "jcb"),
    ("6759", "maestro"), ("2200", "mir"), ("2204", "mir"), ("606282", "hipercard"), ("60", "rupay"), ("6011", "discover"),
    ("9792", "troy"), ("506099", "verve"), ("1", "uatp"),
])
func brandOfPrefix(prefix: String, brand: String) {
    #expect(CardBrand.detect(prefix)?.id == brand)
}

@Test("prefixes outside every range have no brand", arguments: ["2220", "2721", "2205", "7", "0", "3", "35", "99"])
func noBrand(prefix: String) {
    #expect(CardBrand.detect(prefix) == nil)
}

@Test func whetherABrandCanStillMatch() {
    #expect(CardBrand.canStart(digits: [3]))
    #expect(CardBrand.canStart(digits: [3, 5, 2]))
    #expect(!CardBrand.canStart(digits: [7]))
    #expect(!CardBrand.canStart(digits: [2, 7, 2, 1]))
}

@Test("groups follow the brand and the length", arguments: [
    ("amex", 15, [4, 6, 5]), ("amex", 3, [4, 6, 5]), ("diners", 14, [4, 6, 4]), ("diners", 16, [4, 4, 4, 4]),
    ("visa", 19, [4, 4, 4, 4, 3]), ("visa", 14, [4, 4, 4, 4]), ("visa", 13, [4, 4, 4, 1]), ("uatp", 15, [4, 5, 6]),
    ("maestro", 12, [4, 4, 4]), ("visa", 99, [4, 4, 4, 4, 3]), ("visa", -5, [4, 4, 4, 1]),
])
func groups(brand: String, length: Int, groups: [Int]) throws {
    let brand = try #require(CardBrand.all.first { $0.id == brand })
    #expect(brand.groups(forLength: length) == groups)
}

@Test func everyBrandOfTheTableIsWellFormed() {
    #expect(Set(CardBrand.all.map(\.id)).count == CardBrand.all.count)
    for brand in CardBrand.all {
        #expect(!brand.lengths.isEmpty && brand.lengths.allSatisfy { (12...19).contains($0) }, "\(brand)")
        for range in brand.ranges {
            #expect(String(range.lowerBound).count == String(range.upperBound).count, "\(brand) \(range)")
            #expect(String(range.lowerBound).count <= CardBrand.longestPrefix, "\(brand) \(range)")
        }
        for length in brand.lengths { #expect(brand.groups(forLength: length).reduce(0, +) == length, "\(brand) \(length)") }
    }
    #expect(CardBrand.all.first { $0.id == "amex" }?.cvcLength == 4)
}

@Test("Luhn agrees with python-stdnum on every generated number", arguments: generatedCardNumbers.map { $0 })
func luhnAgrees(row: (number: String, brand: String, luhnValid: Bool)) {
    #expect(CardBrand.passesLuhn(row.number.utf8.map { $0 - 0x30 }) == row.luhnValid, "\(row.number)")
}

@Test func layoutTailsAreThePlaceholderAfterTheText() {
    for brand in CardBrand.all {
        for length in 0...brand.maximumLength {
            let layout = brand.layout(forLength: length)
            let placeholder = layout.placeholder.text
            #expect(layout.groups == brand.groups(forLength: length))
            for count in -1...(placeholder.count + 1) {
                #expect(layout.tail(after: count) == String(placeholder.dropFirst(max(0, count))))
            }
        }
    }
}
