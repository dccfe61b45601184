import InputMask
import InputMaskFormatters

// The 10 MB pastes whose peak resident memory `PeakMemory` measures, each in a process of its own.

extension PeakMemory {
    /// Every paste, by name: into masks through `MaskedTextInput` and into the formatters' fields,
    /// each reading what it dropped whole.
    static let cases: [Case] = [
        Case(name: "memory/paste-10MB-phone-mask", summary: "10 MB of digits pasted into `+1 ([000]) [000]-[0000]` through MaskedTextInput, dropped read whole",
             paste: digits, run: { try pasteIntoInput("+1 ([000]) [000]-[0000]", $0) }),
        Case(name: "memory/paste-10MB-ellipsis", summary: "10 MB of `1234567a` pasted into `[0…]` through MaskedTextInput (every 8th Character dropped), dropped read whole",
             paste: { String(repeating: "1234567a", count: $0 / 8) }, run: { try pasteIntoInput("[0…]", $0) }),
        Case(name: "memory/paste-10MB-rtl-cyrillic", summary: "10 MB of `1ж` pasted into the right-to-left `[0…]`, dropped read whole",
             paste: { String(repeating: "1ж", count: $0 / 3) }, run: { try pasteIntoInput("[0…]", $0, rightToLeft: true) }),
        Case(name: "memory/paste-10MB-phone-field", summary: "10 MB of digits after `+7` set into PhoneNumberField, dropped read whole",
             paste: { "+7" + digits($0 - 2) }, run: { paste in
                 var field = try PhoneNumberField()
                 return readWhole(field.setText(paste).dropped)
             }),
        Case(name: "memory/paste-10MB-number-field", summary: "10 MB of digits set into NumberField (en_US)",
             paste: digits, run: { paste in
                 var field = NumberField(configuration: .init(locale: .enUS))
                 return field.setText(paste).text.utf8.count
             }),
    ]

    /// Pastes `paste` into an empty field of `format` and reads what it dropped whole.
    private static func pasteIntoInput(_ format: String, _ paste: String, rightToLeft: Bool = false) throws -> Int {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: format, rightToLeft: rightToLeft))
        return readWhole(input.replace(utf16Range: 0..<0, with: paste).dropped)
    }

    /// Reads every dropped Character, as a UI that lists them would.
    private static func readWhole(_ dropped: DroppedCharacters) -> Int {
        dropped.reduce(0) { $0 &+ $1.inputOffset &+ $1.character.utf8.count }
    }

    /// ASCII digits, `bytes` of them rounded down to a multiple of ten.
    private static func digits(_ bytes: Int) -> String {
        String(repeating: "1234567890", count: bytes / 10)
    }
}
