import InputMask
import Testing

/// Compiling formats: typed errors with offsets, and the quirks of the format language.
@Suite("Compiling formats")
struct FormatCompilerTests {
    @Test("Invalid formats throw a typed error naming the problem and its offset", arguments: [
        ("[[00]000]", MaskFormatError.Reason.nestedSquareBracket, 1),
        ("[00[00]]", .nestedSquareBracket, 3),
        ("{1{2}}", .nestedCurlyBracket, 2),
        ("[00X]", .unknownSymbol("X"), 3),
        ("+7 ([000]) [0Z0]", .unknownSymbol("Z"), 13),
        ("[9999][.][99]", .unknownSymbol("."), 7),
        ("[\\…]", .ellipsisWithoutClass(after: "\\"), 2),
        ("[00\\[0]", .nestedSquareBracket, 4),
    ])
    func invalidFormats(format: String, reason: MaskFormatError.Reason, offset: Int) {
        #expect(throws: MaskFormatError(reason: reason, offset: offset, format: format)) {
            try Mask(format: format)
        }
        #expect(!Mask.isValid(format: format))
    }

    @Test("Right-to-left errors point into the format as written")
    func rightToLeftOffsets() {
        #expect(throws: MaskFormatError(reason: .unknownSymbol("X"), offset: 5, format: "ab[00X]")) {
            try RTLMask(format: "ab[00X]")
        }
        // Read from the end, `[[00]000]` is `[000[00]]`: the nested `[` is the `]` at offset 4.
        #expect(throws: MaskFormatError(reason: .nestedSquareBracket, offset: 4, format: "[[00]000]")) {
            try RTLMask(format: "[[00]000]")
        }
    }

    @Test("Error descriptions name the problem and the offset")
    func errorDescription() {
        let error = MaskFormatError(reason: .unknownSymbol("X"), offset: 3, format: "[00X]")
        #expect(error.description.contains("`X`"))
        #expect(error.description.contains("offset 3"))
    }

    @Test("A custom notation makes an unknown symbol valid")
    func customNotationValidates() {
        #expect(!Mask.isValid(format: "[999][.][99]"))
        #expect(Mask.isValid(format: "[999][.][99]", customNotations: [
            Notation(character: ".", characterSet: .init(charactersIn: ".,"), isOptional: true),
        ]))
    }

    @Test("Quirks kept for compatibility: an unclosed block at the end is dropped, not rejected")
    func unclosedBlockIsDropped() throws {
        let mask = try Mask(format: "+7 [000")
        #expect(mask.placeholder == "+7 ")
        #expect(try apply("+7 [000", to: "+7 123").formattedText.string == "+7 ")
    }

    @Test("An escaped backslash also escapes the next character (`\\\\[00]` is free text)")
    func escapedBackslashQuirk() throws {
        let mask = try Mask(format: "\\\\[00]")
        #expect(mask.placeholder == "\\[00")
        #expect(mask.acceptableValueLength == 0)
    }

    @Test("Formats whose normalised bytes are equal but read as other Characters get their own graphs")
    func graphsAreSharedOnlyByTheSameCharacters() throws {
        // Reversed for RTLMask, `\n\r` is CR then LF: two units whose bytes read back as one CR LF
        // Character, the whole of the format `\r\n` (found by fuzzing, after the first compiled
        // both shared one graph).
        let split = try RTLMask(format: "\n\r")
        let joined = try RTLMask(format: "\r\n")
        #expect(split.totalTextLength == 2)
        #expect(joined.totalTextLength == 1)
        #expect(try Mask(format: "\r\n").totalTextLength == 1)
        #expect(try RTLMask(format: "\n\r").totalTextLength == 2)
    }

    @Test("A format of a million Characters compiles, iteratively")
    func hugeFormat() throws {
        let format = String(repeating: "[0]-", count: 250_000)
        let mask = try Mask(format: format)
        #expect(mask.totalTextLength == 500_000)
        #expect(mask.totalValueLength == 250_000)
    }
}
