import Foundation

/// How a kind of value is typed into a short mask: `InputGenerator.typings` with `value` and
/// `paste`, seeded by `name` unless a row gives its own seed. Every scenario that types a value takes it from here: the String,
/// byte-level and floor rows of a mask share one, so that they measure the same texts, and the
/// edit and keystroke rows type the same values.
struct Typing: Sendable {
    /// The generator's seed: the name of the scenario that first used these texts.
    let name: String
    /// A random value, as a person would type it without separators.
    let value: @Sendable (inout InputGenerator) -> String
    /// The value as pasted, with separators; nil for a value only typed key by key.
    let paste: (@Sendable (String, inout InputGenerator) -> String)?

    /// The texts: `count` typings, four styles in turn.
    ///
    /// - Parameter seed: the name that seeds the generator, when not `name`: a scenario that
    ///   types the same kind of value into another field or with another strategy.
    func texts(_ count: Int, seed: String? = nil) -> [String] {
        guard let paste else { preconditionFailure("\(name)'s values are typed key by key only: take values(_:seed:)") }
        var input = InputGenerator(name: seed ?? name)
        return input.typings(count, value: value, paste: paste)
    }

    /// `count` values as a person types them without separators, for the rows that type them key by key.
    ///
    /// - Parameter seed: the name that seeds the generator, when not `name`.
    func values(_ count: Int, seed: String? = nil) -> [String] {
        var input = InputGenerator(name: seed ?? name)
        return (0..<count).map { _ in value(&input) }
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

    /// A US phone number: an area code not starting with 0 or 1, and seven digits.
    static let usPhone = Typing(name: "apply/us-phone", value: { String($0.number(in: 2...9)) + $0.digits(9) }, paste: { value, input in
        let separator = input.element(of: [" ", "-", "."])
        return "(\(value.prefix(3))) " + InputGenerator.grouped(String(value.dropFirst(3)), sizes: [3, 4], separator: separator)
    })

    /// A first and a last name written together, pasted with a space after the first two to four letters.
    static let name = Typing(name: "apply/name", value: { input in input.element(of: Names.first) + input.element(of: Names.last) }, paste: { value, input in
        let split = value.index(value.startIndex, offsetBy: input.number(in: 2...4))
        return "\(value[..<split]) \(value[split...])"
    })

    /// An amount: up to seven whole digits, a third of them with one or two decimals after `.` or `,`.
    static let decimal = Typing(name: "apply/decimal-custom", value: { input in
        let whole = String(input.number(in: 1...9)) + input.digits(input.number(in: 0...6))
        return input.number(in: 0...2) == 0 ? whole : whole + input.element(of: [".", ","]) + input.digits(input.number(in: 1...2))
    }, paste: { value, input in input.element(of: ["$", "€ ", "RUB "]) + value })

    /// A number of 1 to 11 digits, pasted grouped by thousands.
    static let rightToLeftNumber = Typing(name: "apply/rtl-number", value: { input in
        String(input.number(in: 1...9)) + input.digits(input.number(in: 0...10))
    }, paste: { value, input in
        let separator = input.element(of: [",", " ", "."])
        return String(InputGenerator.grouped(String(value.reversed()), sizes: Array(repeating: 3, count: 4), separator: separator).reversed())
    })

    /// A US phone number pasted with its area code in square brackets.
    static let bracketedPhone = Typing(name: "apply/escaped-brackets", value: usPhone.value, paste: { value, input in
        "[\(value.prefix(3))] " + InputGenerator.grouped(String(value.dropFirst(3)), sizes: [3, 4], separator: input.element(of: ["-", " "]))
    })

    /// A Russian phone number with or without its `+7` or `8` prefix, for affine formats.
    static let affinePhone = Typing(name: "affinity/whole-string", value: { input in
        input.element(of: ["+7", "8", ""]) + "9" + input.digits(9)
    }, paste: { value, _ in value.hasPrefix("+7") ? "+7 (\(value.dropFirst(2).prefix(3))) \(value.dropFirst(5))" : value })

    /// A date typed key by key into `DateField`: day 10 to 28, month 10 to 12, year 1950 to 2030.
    static let keyedDate = Typing(name: "keystroke/date-field", value: { input in
        String(format: "%02d%02d%04d", input.number(in: 10...28), input.number(in: 10...12), input.number(in: 1950...2030))
    }, paste: nil)

    /// A number of 1 to 12 digits typed key by key into `NumberField`: up to the 12 slots of
    /// `apply/rtl-number`'s mask, which it is held to.
    static let keyedNumber = Typing(name: "keystroke/number-field", value: { input in
        String(input.number(in: 1...9)) + input.digits(input.number(in: 0...11))
    }, paste: nil)
}
