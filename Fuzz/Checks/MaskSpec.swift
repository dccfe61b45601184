import Foundation
import InputMask
import InputMaskReference

/// A mask format with its custom notations, as a decoder produced it.
struct MaskSpec: Sendable {
    /// The format as written.
    var format: String
    /// The custom notations, in order (the first one with a given character wins).
    var notations: [Notation]

    /// Creates a spec.
    init(_ format: String, _ notations: [Notation] = []) {
        self.format = format
        self.notations = notations
    }

    /// The notations as the reference model takes them.
    var referenceNotations: [ReferenceNotation] {
        notations.map { ReferenceNotation(character: $0.character, characterSet: $0.characterSet, isOptional: $0.isOptional) }
    }

    /// Compiles the spec with the engine, fresh (not through the cache).
    func compile(rightToLeft: Bool) throws -> Mask {
        rightToLeft ? try RTLMask(format: format, customNotations: notations) : try Mask(format: format, customNotations: notations)
    }

    /// Gets the spec's mask through `getOrCreate`, the thread-safe cache.
    func cached(rightToLeft: Bool) throws -> Mask {
        rightToLeft
            ? try RTLMask.getOrCreate(withFormat: format, customNotations: notations)
            : try Mask.getOrCreate(withFormat: format, customNotations: notations)
    }

    /// A report line: the format, the notations (symbol, a sample of the set, optionality) and the direction.
    func describe(rightToLeft: Bool) -> String {
        let notationList = notations.map { notation in
            "(\(show(String(notation.character))), \(describe(notation.characterSet)), optional: \(notation.isOptional))"
        }
        return "format \(show(format)) notations [\(notationList.joined(separator: ", "))] \(rightToLeft ? "RTLMask" : "Mask")"
    }

    /// A short description of a character set: its ASCII members, or a note that it has none.
    private func describe(_ set: CharacterSet) -> String {
        let ascii = (0..<128).compactMap { Unicode.Scalar($0) }.filter { set.contains($0) }
        let members = String(String.UnicodeScalarView(ascii))
        return "set with ASCII \(show(members))\(set.contains("é") ? " and é" : "")"
    }
}

/// Decoders that turn fuzzer bytes into mask specs: structured valid formats, real ones, and literal strings.
enum MaskSpecDecoder {
    /// A spec from one of three sources chosen by the next byte: the structured generator, the
    /// dictionary of real masks, or a literal format string with notations.
    static func spec(_ input: inout FuzzInput) -> MaskSpec {
        switch input.int(in: 0...2) {
        case 0: return structured(&input)
        case 1: return input.pick(RealMasks.all)
        default: return literal(&input)
        }
    }

    /// A literal spec: a length-prefixed UTF-8 format, then notations.
    static func literal(_ input: inout FuzzInput) -> MaskSpec {
        let format = input.literalString()
        return MaskSpec(format, notations(&input))
    }

    /// Up to two custom notations: a symbol from the table, a character set from the table, optionality.
    static func notations(_ input: inout FuzzInput) -> [Notation] {
        (0..<input.int(in: 0...2)).map { _ in
            Notation(
                character: input.pick(SampleTables.customSymbols),
                characterSet: input.pick(SampleTables.characterSets),
                isOptional: input.bool()
            )
        }
    }

    /// A format built from valid pieces: free text, `{}` blocks, escaped brackets and `[]` blocks of
    /// built-in and custom symbols, some closed by an ellipsis. (A quirk such as an escaped backslash
    /// before `[` can still make one invalid; the checks then only compare validity.)
    static func structured(_ input: inout FuzzInput) -> MaskSpec {
        let notations = notations(&input)
        return MaskSpec(structuredFormat(&input, notations: notations), notations)
    }

    /// A format built as `structured(_:)` builds one, with the symbols of `notations` in its `[]` blocks.
    static func structuredFormat(_ input: inout FuzzInput, notations: [Notation]) -> String {
        let symbols: [String] = ["0", "9", "A", "a", "_", "-"] + notations.map { String($0.character) }
        var format = ""
        for _ in 0..<input.int(in: 1...8) {
            switch input.int(in: 0...4) {
            case 0:
                for _ in 0..<input.int(in: 1...3) { format += input.pick(SampleTables.literalText) }
            case 1:
                format += "{"
                for _ in 0..<input.int(in: 1...3) { format += input.pick(SampleTables.literalText) }
                format += "}"
            case 2:
                format += "\\" + input.pick(["[", "]", "{", "}", "\\"])
            default:
                format += "["
                for _ in 0..<input.int(in: 1...6) { format += input.pick(symbols) }
                if input.int(in: 0...7) == 0 { format += "…" }
                format += "]"
            }
        }
        return format
    }
}
