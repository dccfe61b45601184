import Foundation

/// How the texts of a short-mask scenario are typed: `InputGenerator.typings` with `value` and
/// `paste`, seeded by `name`. The String, byte-level and floor rows of a mask share one, so that
/// they measure the same texts.
struct Typing: Sendable {
    /// The generator's seed: the name of the String scenario that first used these texts.
    let name: String
    /// A random value, as a person would type it without separators.
    let value: @Sendable (inout InputGenerator) -> String
    /// The value as pasted, with separators.
    let paste: @Sendable (String, inout InputGenerator) -> String

    /// The texts: `count` typings, four styles in turn.
    func texts(_ count: Int) -> [String] {
        var input = InputGenerator(name: name)
        return input.typings(count, value: value, paste: paste)
    }

    /// A Russian phone number.
    static let phone = Typing(name: "apply/phone", value: { "9" + $0.digits(9) }, paste: { value, input in
        input.element(of: ["+7 ", "+7", "8 ", ""]) + InputGenerator.grouped(value, sizes: [3, 3, 2, 2], separator: input.element(of: [" ", "-", ""]))
    })

    /// A date, day, month and year.
    static let date = Typing(name: "apply/date", value: { input in
        String(format: "%02d%02d%04d", input.number(in: 1...28), input.number(in: 1...12), input.number(in: 1950...2030))
    }, paste: { value, input in InputGenerator.grouped(value, sizes: [2, 2, 4], separator: input.element(of: ["/", "-", ".", " "])) })

    /// A 16-digit card number.
    static let card = Typing(name: "apply/card", value: { $0.element(of: ["4", "5"]) + $0.digits(15) }, paste: { value, input in
        InputGenerator.grouped(value, sizes: [4, 4, 4, 4], separator: input.element(of: [" ", "-", ""]))
    })

    /// An IBAN of one of six countries, with the country's mix of letters and digits.
    static let iban = Typing(name: "apply/iban", value: { input in
        let country = input.element(of: ["DE", "GB", "FR", "NL", "ES", "IT"])
        let check = input.digits(2)
        let account: String
        switch country {
        case "GB": account = input.letters(4).uppercased() + input.digits(14)
        case "NL": account = input.letters(4).uppercased() + input.digits(10)
        case "FR": account = input.digits(10) + input.letters(1).uppercased() + input.digits(10) + input.digits(2)
        case "ES": account = input.digits(20)
        case "IT": account = input.letters(1).uppercased() + input.digits(10) + input.letters(2).uppercased() + input.digits(10)
        default: account = input.digits(18)
        }
        return country + check + account
    }, paste: { value, _ in InputGenerator.grouped(value, sizes: Array(repeating: 4, count: 8), separator: " ") })
}
