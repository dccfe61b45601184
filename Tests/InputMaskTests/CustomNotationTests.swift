import Foundation
import InputMask
import Testing

/// Custom notations: user-defined symbols for `[]` blocks, with the documents' examples.
@Suite("Custom notations")
struct CustomNotationTests {
    static let optionalDot = Notation(character: ".", characterSet: CharacterSet(charactersIn: "."), isOptional: true)

    @Test("A floating point number with two decimal places", arguments: ["1", "123", "1234.", "1234.5", "1234.56"])
    func decimalNumber(input: String) throws {
        let result = try apply("[999999999][.][99]", to: input, notations: [Self.optionalDot])
        #expect(result.formattedText.string == input)
        #expect(result.extractedValue == input)
    }

    @Test("Decimal number typed key by key")
    func decimalNumberTyped() throws {
        #expect(try typeKeys("1234.56", into: "[999999999][.][99]", autocomplete: true, notations: [Self.optionalDot])
            == ["1", "12", "123", "1234", "1234.", "1234.5", "1234.56"])
    }

    @Test("An email with optional and mandatory dots and an at sign", arguments: [
        "d", "derh", "derh.", "derh.a", "derh.asd", "derh.asd@", "derh.asd@h", "derh.asd@hello.",
        "derh.asd@hello.c", "derh.asd@hello.com.", "derh.asd@hello.com.u", "derh.asd@hello.com.uk",
    ])
    func email(input: String) throws {
        let notations = [
            Notation(character: "D", characterSet: CharacterSet(charactersIn: "."), isOptional: false),
            Notation(character: "d", characterSet: CharacterSet(charactersIn: "."), isOptional: true),
            Notation(character: "@", characterSet: CharacterSet(charactersIn: "@"), isOptional: false),
        ]
        let format = "[aaaaaaaaaa][d][aaaaaaaaaa][@][aaaaaaaaaa][d][aaaaaaaaaa][D][aaaaaaaaaa]"
        #expect(try apply(format, to: input, notations: notations).formattedText.string == input)
    }

    @Test("An optional currency symbol", arguments: ["12", "$12", "918", "€918", "1000", "$1000"])
    func optionalCurrency(input: String) throws {
        let currency = Notation(character: "s", characterSet: CharacterSet(charactersIn: "$€"), isOptional: true)
        #expect(try apply("[s][9999]", to: input, notations: [currency]).formattedText.string == input)
    }

    @Test("Custom symbols appear in the placeholder as themselves")
    func placeholder() throws {
        let hex = Notation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: true)
        #expect(try Mask(format: "{#}[hhhhhh]", customNotations: [hex]).placeholder == "#hhhhhh")
    }

    @Test("Built-in symbols take precedence over a notation with the same character")
    func builtInsWin() throws {
        let shadow = Notation(character: "0", characterSet: CharacterSet(charactersIn: "x"), isOptional: false)
        #expect(try apply("[00]", to: "12x", notations: [shadow]).formattedText.string == "12")
    }
}
