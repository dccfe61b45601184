import InputMask

// The floor under the short applies: the two Strings each apply must return, made from their bytes
// the way the engine makes them (`String(copying:)` of bytes it wrote itself, not validated again).
// Their `× copy` says how much of the copy baseline, which validates, is the Strings themselves;
// what an apply costs beyond that is its pass over the text (the `-bytes` rows).

extension Suite {
    /// The formatted text and value of apply/phone, apply/date, apply/card and apply/iban, made without validation.
    static let floorScenarios: [Scenario] = [
        strings("floor/phone-strings", format: Formats.phone, typings: .phone),
        strings("floor/date-strings", format: Formats.date, typings: .date),
        strings("floor/card-strings", format: Formats.card, typings: .card),
        strings("floor/iban-strings", format: Formats.iban, typings: .iban),
    ]

    /// A scenario that makes the two output Strings of `format` applied to `typings`, caret at the
    /// end, typing gravity, from their bytes without validating them.
    private static func strings(_ name: String, format: String, typings: Typing) -> Scenario {
        Scenario(name: name, summary: "\(typings.name)'s formatted text and value made from their bytes without validation, as the engine makes them") {
            let mask = try! Mask(format: format)
            let texts = typings.texts(shortInputCount)
            let outputs = texts.map { OutputBytes(mask.apply(toText: CaretString(string: $0, caretPosition: $0.endIndex, caretGravity: typing))) }
            let bytes = outputs.map { $0.first.count + $0.second.count }.reduce(0, +)
            return Workload(
                inputs: outputs,
                parameters: [
                    "format": format, "texts": typings.name + "'s",
                    "meanOutputBytes": Format.decimal(Double(bytes) / Double(outputs.count), digits: 1),
                    "strings": unvalidatedIsAvailable ? "String(copying: UTF8Span(unchecked:))" : "String(decoding:as:), as this OS has no unvalidated String(copying:)",
                ],
                outputs: outputs,
                operation: { output in
                    unvalidatedString(output.first).utf8.count &+ unvalidatedString(output.second).utf8.count
                })
        }
    }

    /// Whether this OS has `String(copying: UTF8Span)`, which the engine uses to skip validation.
    private static var unvalidatedIsAvailable: Bool {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
        return false
    }

    /// A String of `bytes`, valid UTF-8, made as the engine makes its output.
    private static func unvalidatedString(_ bytes: [UInt8]) -> String {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // Safe: the bytes were copied from a String's UTF-8.
            return bytes.withUnsafeBufferPointer { String(copying: UTF8Span(unchecked: $0.span)) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The floor rows read the bytes of their outputs, which are ASCII: a byte is a Character.
extension OutputBytes: CharacterSource {
    var inputBytes: Int { first.count + second.count }
    var inputCharacters: Int { first.count + second.count }
}
