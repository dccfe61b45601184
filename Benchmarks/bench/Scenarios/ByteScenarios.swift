import InputMask

// The byte-level API (`Mask.apply(toUTF8:caret:gravity:into:)`): short masks into reusable storage,
// and a column of phone numbers normalised one after another.

extension Suite {
    /// Phone, date, card and IBAN typings as UTF-8 bytes into one reused `Mask.UTF8Output`, and the bulk column.
    static let byteScenarios: [Scenario] = [
        bytes("apply/phone-bytes", "apply/phone's typings as UTF-8 bytes into reused storage (Mask.UTF8Output)",
              format: Formats.phone, typings: .phone, count: shortInputCount),
        bytes("apply/date-bytes", "apply/date's typings as UTF-8 bytes into reused storage (Mask.UTF8Output)",
              format: Formats.date, typings: .date, count: shortInputCount),
        bytes("apply/card-bytes", "apply/card's typings as UTF-8 bytes into reused storage (Mask.UTF8Output)",
              format: Formats.card, typings: .card, count: shortInputCount),
        bytes("apply/iban-bytes", "apply/iban's typings as UTF-8 bytes into reused storage (Mask.UTF8Output)",
              format: Formats.iban, typings: .iban, count: shortInputCount),
        bytes("bulk/phone-column", "a column of 10,000 phone numbers normalised as bytes, one per operation: ops/s is numbers per second",
              format: Formats.phone, typings: .phone, count: 10_000),
    ]

    /// A scenario that applies `format` to `count` typed texts as UTF-8 bytes, caret at the end,
    /// typing gravity, into one `Mask.UTF8Output` per thread that the loop keeps.
    private static func bytes(_ name: String, _ summary: String, format: String, typings: Typing, count: Int) -> Scenario {
        Scenario(name: name, summary: summary) {
            let mask = try! Mask(format: format)
            let texts = typings.texts(count)
            let inputs = texts.map { Array($0.utf8) }
            let results = texts.map { mask.apply(toText: CaretString(string: $0, caretPosition: $0.endIndex, caretGravity: typing)) }
            return Workload(
                inputs: texts,
                parameters: [
                    "format": format, "mask": "Mask", "caret": "end", "gravity": "\(typing)",
                    "complete": "\(results.filter(\.complete).count) of \(count)",
                    "storage": "one Mask.UTF8Output per thread, reused",
                ],
                // The same floor as the String rows: creating the result's two Strings from their bytes.
                outputs: results.map(OutputBytes.init),
                makeOperation: {
                    var output = Mask.UTF8Output()
                    var cursor = 0
                    return { operations in
                        var checksum = 0
                        for _ in 0..<operations {
                            mask.apply(toUTF8: inputs[cursor], gravity: typing, into: &output)
                            checksum &+= output.textCount &+ output.valueCount &+ output.caret
                            cursor += 1
                            if cursor == inputs.count { cursor = 0 }
                        }
                        return checksum
                    }
                })
        }
    }
}
