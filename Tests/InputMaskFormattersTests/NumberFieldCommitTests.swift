import Testing

@testable import InputMaskFormatters

// commit(): what a field shows when editing ends.

@Test("commit writes the configured fraction digits", arguments: [
    ("1.5", "1.50"), ("1234", "1,234.00"), ("0.125", "0.12"), ("12.", "12.00"), ("-3", "-3.00"), ("7.25", "7.25"),
])
func commitPads(typed: String, committed: String) {
    var field = NumberField(configuration: .init(locale: .enUS, committedFractionDigits: 2))
    field.setText(typed)
    let result = field.commit()
    #expect(result.text == committed)
    #expect(result.caretCharacterOffset == committed.count)
    #expect(result.decimal == field.result.decimal)
}

@Test("commit keeps prefix, suffix and locale")
func commitWithAffixesAndLocale() {
    var field = NumberField(configuration: .init(locale: .deDE, prefix: "€ ", committedFractionDigits: 2))
    field.setText("1234,5")
    #expect(field.commit().text == "€ 1.234,50")
    #expect(field.result.value == "1234.50")
}

@Test("commit without fraction digits drops a dangling separator; a lone minus empties the field")
func commitTidies() {
    var field = NumberField(configuration: .init(locale: .enUS))
    field.setText("12.")
    #expect(field.commit().text == "12")
    field.setText("-")
    #expect(field.commit().text == "")
}

@Test("odd committed digit counts are clamped", arguments: [-3, 99, Int.max, Int.min])
func oddCommittedDigits(digits: Int) {
    var field = NumberField(configuration: .init(locale: .enUS, maximumFractionDigits: 3, committedFractionDigits: digits))
    field.setText("1.5")
    #expect(field.commit().text == (digits > 0 ? "1.500" : "1.5"))
}

@Test("a huge committed digit count with a huge maximum pads to the limit, not without end")
func hugeCommittedDigits() {
    var field = NumberField(configuration: .init(locale: .enUS, maximumFractionDigits: .max, committedFractionDigits: .max))
    field.setText("1.5")
    let limit = NumberField.Configuration.committedFractionDigitsLimit
    #expect(field.commit().value == "1.5" + String(repeating: "0", count: limit - 1))
}
