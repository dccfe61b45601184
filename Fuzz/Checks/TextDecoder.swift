import InputMask

/// Decoders that turn fuzzer bytes into the text, caret and gravity given to `apply(toText:)`.
enum TextDecoder {
    /// The size, in UTF-8 bytes, past which a token stream stops growing: a huge paste for a text
    /// field, small enough for the reference model to keep runs well under libFuzzer's timeout.
    static let maximumRepeatedBytes = 4_096

    /// A text from one of three sources: a stream of tokens, a length-prefixed literal, or raw bytes
    /// (invalid UTF-8 becomes U+FFFD).
    ///
    /// A token stream stops growing past `maximumRepeatedBytes`. With a larger `limit`, a repeat
    /// count of exactly `hugeRepeatMarker` reads one more byte that multiplies it by up to 256 and
    /// lets the text grow to `limit`, so a few bytes make a paste of hundreds of KB (rare, so that
    /// most inputs stay fast to run).
    static func text(_ input: inout FuzzInput, mask: MaskSpec, limit: Int = maximumRepeatedBytes) -> String {
        switch input.int(in: 0...2) {
        case 0: return tokens(&input, mask: mask, limit: limit)
        case 1: return input.literalString()
        default: return String(decoding: input.bytes(count: input.int(in: 0...32)), as: UTF8.self)
        }
    }

    /// A text of up to 24 tokens: ASCII, digits, letters, tricky Unicode, the mask's own characters
    /// (separators pasted along with the value), raw UTF-8, or the previous token repeated up to
    /// 1,024 times (huge pastes); it stops growing past `maximumRepeatedBytes` (see `text` for `limit`).
    static func tokens(_ input: inout FuzzInput, mask: MaskSpec, limit: Int = maximumRepeatedBytes) -> String {
        var cap = maximumRepeatedBytes
        let maskCharacters = Array(mask.format)
        var text = ""
        var previous = ""
        for _ in 0..<input.int(in: 0...24) {
            var token: String
            switch input.int(in: 0...7) {
            case 0: token = String(Character(Unicode.Scalar(UInt8(input.int(in: 0x20...0x7E)))))
            case 1: token = String(input.int(in: 0...9))
            case 2: token = input.pick(["a", "Z", "x", "I", "O", "e"])
            case 3, 4: token = input.pick(SampleTables.trickyText)
            case 5: token = maskCharacters.isEmpty ? "" : String(input.pick(maskCharacters))
            case 6: token = String(decoding: input.bytes(count: input.int(in: 1...6)), as: UTF8.self)
            default:
                let count = repeatCount(&input, huge: limit > maximumRepeatedBytes)
                if count > 1_024 { cap = limit }
                token = String(repeating: previous, count: min(cap / max(1, previous.utf8.count), count))
            }
            text += token
            previous = token
            if text.utf8.count > cap { break }
        }
        return text
    }

    /// The repeat count that asks for a huge paste, where one is allowed.
    static let hugeRepeatMarker = 1_000

    /// A repeat count of 1 to 1,024; with `huge`, `hugeRepeatMarker` times 1 to 256 when the count
    /// read is `hugeRepeatMarker`.
    static func repeatCount(_ input: inout FuzzInput, huge: Bool) -> Int {
        let count = input.int(in: 1...1_024)
        return huge && count == hugeRepeatMarker ? count * input.int(in: 1...256) : count
    }

    /// A gravity and its flag.
    static func gravity(_ input: inout FuzzInput) -> CaretGravity {
        switch input.int(in: 0...3) {
        case 0: return .forward(autocomplete: false)
        case 1: return .forward(autocomplete: true)
        case 2: return .backward(autoskip: false)
        default: return .backward(autoskip: true)
        }
    }

    /// A caret anywhere in `text`, made through one of the `CaretString` initialisers, with the
    /// Character offset the reference model must be given for it, computed independently of the engine.
    static func caretString(_ input: inout FuzzInput, text: String, gravity: CaretGravity) -> (CaretString, Int) {
        let boundaries = CharacterBoundaries(text)
        switch input.int(in: 0...3) {
        case 0:
            let offset = input.int(in: -2...(boundaries.count + 2))
            return (CaretString(string: text, characterOffset: offset, caretGravity: gravity), min(max(offset, 0), boundaries.count))
        case 1:
            let offset = input.int(in: -2...(text.utf16.count + 2))
            return (CaretString(string: text, utf16Offset: offset, caretGravity: gravity), boundaries.characters(beforeUTF16: offset))
        case 2:
            // An index into the UTF-8 view: inside a scalar or a Character when the fuzzer says so.
            let offset = input.int(in: 0...text.utf8.count)
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            return (CaretString(string: text, caretPosition: index, caretGravity: gravity), boundaries.characters(beforeUTF8: offset))
        default:
            return (CaretString(string: text, caretPosition: text.endIndex, caretGravity: gravity), boundaries.count)
        }
    }
}

/// The Character boundaries of a string as UTF-8 and UTF-16 offsets, found by walking its Characters.
struct CharacterBoundaries {
    /// The UTF-8 offset of the end of each Character; empty for a plain text.
    private var utf8Ends: [Int] = []
    /// The UTF-16 offset of the end of each Character; empty for a plain text.
    private var utf16Ends: [Int] = []
    /// The length of a plain text (ASCII without CR), whose Characters are its bytes, one code unit
    /// each in UTF-8 and UTF-16 (CR before LF is the only pair of ASCII scalars that merges), so
    /// that its boundaries need no walk; `nil` for any other text.
    private let plainCount: Int?

    /// Walks the Characters of `string`, unless it is plain.
    init(_ string: String) {
        if string.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            plainCount = string.utf8.count
            return
        }
        plainCount = nil
        var utf8 = 0
        var utf16 = 0
        for character in string {
            utf8 += character.utf8.count
            utf16 += character.utf16.count
            utf8Ends.append(utf8)
            utf16Ends.append(utf16)
        }
    }

    /// The number of Characters.
    var count: Int { plainCount ?? utf8Ends.count }

    /// The number of Characters wholly before a UTF-8 offset: a caret inside a Character counts as at its start.
    func characters(beforeUTF8 offset: Int) -> Int {
        if let plainCount { return min(max(offset, 0), plainCount) }
        return utf8Ends.prefix { $0 <= offset }.count
    }

    /// The UTF-16 offset of the end of the first `count` Characters.
    func utf16Offset(ofCharacter count: Int) -> Int {
        if plainCount != nil { return count }
        return count == 0 ? 0 : utf16Ends[count - 1]
    }

    /// The number of Characters wholly before a UTF-16 offset.
    func characters(beforeUTF16 offset: Int) -> Int {
        if let plainCount { return min(max(offset, 0), plainCount) }
        return utf16Ends.prefix { $0 <= offset }.count
    }
}
