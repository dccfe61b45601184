import InputMask
import InputMaskFormatters

extension Suite {
    // MARK: - Keystrokes through the card and date fields

    /// A person typing into `CardNumberField` and `DateField`: one operation is one keystroke, on a
    /// copy of the field as it was before the key. Each is held against the bare apply of a mask
    /// of the same length (`apply/card`, `apply/date`) through `formatterKeystrokeTargets`.
    static let cardAndDateKeystrokeScenarios: [Scenario] = [
        Scenario(
            name: "keystroke/card-field", summary: "a 16-digit card number typed key by key into CardNumberField; one operation is one keystroke",
            prepare: {
                let cards = Typing.card.values(shortInputCount, seed: "keystroke/card-field")
                return FieldKeystrokes.typing(cards, into: CardNumberField(), parameters: [
                    "cards": String(cards.count), "keystrokes": "16 per card, caret at the end",
                ])
            }),
        Scenario(
            name: "keystroke/date-field", summary: "a date typed key by key into DateField(pattern: \"dd.MM.yyyy\"); one operation is one keystroke",
            prepare: {
                let dates = Typing.keyedDate.values(shortInputCount)
                return FieldKeystrokes.typing(dates, into: try! DateField(pattern: "dd.MM.yyyy"), parameters: [
                    "dates": String(dates.count), "keystrokes": "8 per date, caret at the end", "pattern": "dd.MM.yyyy",
                ])
            }),
    ]
}

extension CardNumberField: EditResultField {}

extension DateField: EditResultField {}
