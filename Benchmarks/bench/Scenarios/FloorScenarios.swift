import InputMask

// The floor under the short applies: the two Strings each apply must return, made from their bytes
// the way the engine makes them (`String(copying:)` of bytes it wrote itself, not validated again).
// Their `× copy` says how much of the copy baseline, which validates, is the Strings themselves;
// what an apply costs beyond that is its pass over the text (the `-bytes` rows).
//
// And the floor under the long emoji row: its texts read scalar by scalar, one table byte each,
// and nothing else, which any pass that classifies scalars costs at least.

extension Suite {
    /// The formatted text and value of apply/phone, apply/date, apply/card and apply/iban, made without validation.
    static let floorScenarios: [Scenario] = [
        strings("floor/phone-strings", format: Formats.phone, typings: .phone),
        strings("floor/date-strings", format: Formats.date, typings: .date),
        strings("floor/card-strings", format: Formats.card, typings: .card),
        strings("floor/iban-strings", format: Formats.iban, typings: .iban),
        scalarWalk(.emojiMixed),
    ]

    /// A scenario that reads each scalar of the texts of `long/…-rtl-1MB` for `text` and one byte
    /// of a table shaped as the engine's (`ScalarWalk`) for it: no grapheme rule, no class, no copy.
    private static func scalarWalk(_ text: LongText) -> Scenario {
        let applied = "long/\(text.longLabel)-rtl-1MB"
        return Scenario(
            name: "floor/scalar-walk-\(text.longLabel)-1MB",
            summary: "each scalar of \(applied)'s texts decoded and one table byte read for it: what any pass classifying them scalar by scalar costs at least"
        ) {
            // The same generator name, so the same texts.
            var input = InputGenerator(name: applied)
            let texts = (0..<2).map { _ in input.text(utf8Bytes: 1_000_000, pieces: text.pieces) }
            let mask = try! RTLMask(format: text.format)
            let outputs = texts.map { OutputBytes(mask.apply(toText: CaretString(string: $0, caretPosition: $0.endIndex, caretGravity: typing))) }
            return Workload(
                inputs: texts.map { CaretString(string: $0, caretPosition: $0.endIndex, caretGravity: typing) },
                parameters: ["bytes": "1000000", "text": text.description, "texts": "\(applied)'s"],
                outputs: outputs,
                operation: { text in ScalarWalk.sum(of: text.string) })
        }
    }

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

/// Reading a text scalar by scalar with one table lookup each, and nothing more: the floor under
/// the engine's passes over non-ASCII text, which decode each scalar the same way (a branch on the
/// lead byte) and look it up in a table of the same shape.
enum ScalarWalk {
    /// Scalars per block, as in the engine's table.
    private static let blockShift = 7
    /// A block number per `1 << blockShift` scalars, blocks shared as the engine's are (238 of them).
    private static let index: [UInt16] = (0..<(0x110000 >> blockShift)).map { UInt16($0 % 238) }
    private static let blocks: [UInt8] = (0..<(238 << blockShift)).map { UInt8(truncatingIfNeeded: $0 &* 31) }

    /// The sum of the table bytes of `text`'s scalars.
    static func sum(of text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            index.withUnsafeBufferPointer { index in
                blocks.withUnsafeBufferPointer { blocks in
                    sum(bytes, index: index.baseAddress!, blocks: blocks.baseAddress!)
                }
            }
        }
    }

    private static func sum(_ bytes: UnsafeBufferPointer<UInt8>, index: UnsafePointer<UInt16>, blocks: UnsafePointer<UInt8>) -> Int {
        guard let input = bytes.baseAddress else { return 0 }
        var position = 0, sum = 0
        while position < bytes.count {
            // In bounds, every read: a String's UTF-8 is valid, so a lead byte's continuation
            // bytes follow it within the text; every scalar is below 0x110000, the index's reach,
            // and every block number below 238.
            let lead = UInt32(input[position])
            let scalar: UInt32
            if lead < 0x80 {
                (scalar, position) = (lead, position &+ 1)
            } else if lead < 0xE0 {
                scalar = (lead & 0x1F) << 6 | UInt32(input[position &+ 1]) & 0x3F
                position &+= 2
            } else if lead < 0xF0 {
                scalar = (lead & 0x0F) << 12 | (UInt32(input[position &+ 1]) & 0x3F) << 6 | UInt32(input[position &+ 2]) & 0x3F
                position &+= 3
            } else {
                scalar = (lead & 0x07) << 18 | (UInt32(input[position &+ 1]) & 0x3F) << 12
                    | (UInt32(input[position &+ 2]) & 0x3F) << 6 | UInt32(input[position &+ 3]) & 0x3F
                position &+= 4
            }
            let block = Int(index[Int(scalar) &>> blockShift]) &<< blockShift
            sum &+= Int(blocks[block | Int(scalar) & (1 &<< blockShift &- 1)])
        }
        return sum
    }
}
