import Foundation
import InputMaskFormatters
import Testing

/// The README's formatter snippets ("Ready-made formatters"), each with the results its comments
/// promise.
@Suite("README: the formatters' examples")
struct ReadmeExamplesTests {
    @Test("Phone numbers: international and national input")
    func phoneNumbers() throws {
        let detector = PhoneNumberDetector(allowed: nil, excluded: ["🇰🇿"])
        #expect(detector.detect("+1 (204").country?.name == "Canada")

        var field = try PhoneNumberField(detector: detector)
        #expect(field.setText("+62 812-3456-7890").text == "+62 812-3456-7890")
        #expect(field.setText("+61212345678").text == "+61 2 1234 5678")
        #expect(field.country?.alpha2 == "AU")
        #expect(field.e164 == "+61212345678")

        var us = try PhoneNumberField(defaultRegion: "US")
        #expect(us.setText("2015550123").text == "(201) 555-0123")
        #expect(us.e164 == "+12015550123")
        #expect(us.setText("011 44 7400 123456").text == "+44 7400 123456")

        var ru = try PhoneNumberField(defaultRegion: "RU")
        #expect(ru.setText("89123456789").text == "8 (912) 345-67-89")
        #expect(ru.setText("+7 8 912 345-67-89").text == "+7 912 345-67-89")
        #expect(ru.e164 == "+79123456789")
    }

    @Test("Numbers and money")
    func numbers() {
        var amount = NumberField(configuration: .init(locale: .deDE, maximumFractionDigits: 2))
        #expect(amount.setText("1234567,89").text == "1.234.567,89")
        let edited = amount.replace(utf16Range: 4..<5, with: "")
        #expect(edited.text == "123.567,89")
        #expect(amount.result.value == "123567.89")
        #expect(amount.result.decimal == Decimal(string: "123567.89"))

        var rent = NumberField(configuration: .init(
            locale: NumberLocale(locale: Locale(identifier: "de_CH")), prefix: "CHF ", suffix: "/Monat",
            minimum: 100, maximum: 10_000, committedFractionDigits: 2))
        #expect(rent.setText("１２３４.5").text == "CHF 1’234.5/Monat")
        #expect(rent.commit().text == "CHF 1’234.50/Monat")
        #expect(rent.setText("20000").refused == .aboveMaximum)
        #expect(rent.text == "CHF 1’234.50/Monat")
    }

    @Test("IBANs")
    func ibans() throws {
        var iban = IBANField()
        _ = iban.setText("IBAN: de89 3704 0044 0532 0130 00")
        #expect(iban.text == "DE89 3704 0044 0532 0130 00")
        #expect(iban.result.value == "DE89370400440532013000")
        #expect(iban.country?.code == "DE")
        #expect(iban.isValid)
    }

    @Test("Payment cards and expiry dates")
    func cards() {
        var card = CardNumberField()
        #expect(card.setText("3782-8224-6310-005").text == "3782 822463 10005")
        #expect(card.brand?.name == "American Express")
        #expect(card.cvcLength == 4)
        #expect(card.isValid)

        var expiry = ExpiryDateField()
        #expect(expiry.replace(utf16Range: 0..<0, with: "4").text == "04/")
        #expect(expiry.setText("1230").text == "12/30")
        #expect(expiry.month == 12)
        #expect(expiry.year == 2030)
    }

    @Test("Dates and times")
    func datesAndTimes() throws {
        var date = try DateField(pattern: "dd.MM.yyyy")
        #expect(date.setText("29022024").text == "29.02.2024")
        #expect(date.components.day == 29)
        var notLeap = try DateField(pattern: "dd.MM.yyyy")
        #expect(notLeap.setText("29022023").text == "29.02.202")

        var time = try TimeField(pattern: "hh:mm a")
        #expect(time.setText("930p").text == "09:30 PM")
        #expect(time.components.hour == 21)
    }
}
