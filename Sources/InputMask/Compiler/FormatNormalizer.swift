/// Checks a format's brackets and rewrites it into the normal form the compiler reads.
///
/// The steps, each one linear pass, follow SEMANTICS.md section 2 (and section 8 for right-to-left
/// formats), quirks included, so that formats behave exactly as they do in the input-mask libraries.
enum FormatNormalizer {
    /// Reverses a right-to-left format so that it reads from its end, keeping escapes attached.
    ///
    /// The reversed text has `[\`, `]\`, `{\` and `}\` rewritten (in that order, each left to right)
    /// to `\]`, `\[`, `\}` and `\{`, and then every bracket swapped for its mirror.
    /// - Complexity: O(units.count).
    static func reversedForRightToLeft(_ units: [FormatUnit]) -> [FormatUnit] {
        var reversed = Array(units.reversed())
        for (bracket, mirror) in [("[", "]"), ("]", "["), ("{", "}"), ("}", "{")] as [(Character, Character)] {
            var index = 0
            var rewritten: [FormatUnit] = []
            rewritten.reserveCapacity(reversed.count)
            while index < reversed.count {
                if index + 1 < reversed.count, reversed[index].character == bracket,
                   reversed[index + 1].character == "\\" {
                    rewritten.append(reversed[index + 1])
                    rewritten.append(FormatUnit(character: mirror, offset: reversed[index].offset))
                    index += 2
                } else {
                    rewritten.append(reversed[index])
                    index += 1
                }
            }
            reversed = rewritten
        }
        for index in reversed.indices {
            switch reversed[index].character {
            case "[": reversed[index].character = "]"
            case "]": reversed[index].character = "["
            case "{": reversed[index].character = "}"
            case "}": reversed[index].character = "{"
            default: break
            }
        }
        return reversed
    }

    /// Rejects a `[` (or `{`) that opens while a block of its kind is open.
    ///
    /// Quirk kept from the original: even an escaped `[` inside an open square block is rejected,
    /// while an unclosed block at the end of the format is accepted (and later dropped).
    /// - Complexity: O(units.count).
    static func checkBrackets(_ units: [FormatUnit], format: String) throws(MaskFormatError) {
        var escape = false
        var squareOpen = false
        var curlyOpen = false
        for unit in units {
            switch unit.character {
            case "\\":
                escape.toggle()
                continue
            case "[":
                if squareOpen { throw MaskFormatError(reason: .nestedSquareBracket, offset: unit.offset, format: format) }
                squareOpen = !escape
            case "]" where !escape:
                squareOpen = false
            case "{":
                if curlyOpen { throw MaskFormatError(reason: .nestedCurlyBracket, offset: unit.offset, format: format) }
                curlyOpen = !escape
            case "}" where !escape:
                curlyOpen = false
            default:
                break
            }
            escape = false
        }
    }

    /// Splits square blocks that mix kinds of symbols and sorts each square block.
    ///
    /// - Complexity: O(n log b) for n units in blocks of at most b units.
    static func normalize(_ units: [FormatUnit]) -> [FormatUnit] {
        var normalized: [FormatUnit] = []
        normalized.reserveCapacity(units.count + 2)
        var blockStart = 0
        var escape = false
        var index = 0
        // Blocks: free text, `[...]` and `{...}`, honouring backslash escapes.
        func flush(upTo end: Int) {
            if blockStart < end { appendBlock(units[blockStart..<end], to: &normalized) }
            blockStart = end
        }
        while index < units.count {
            let character = units[index].character
            if character == "\\" && !escape {
                escape = true
                index += 1
                continue
            }
            if (character == "[" || character == "{") && !escape { flush(upTo: index) }
            if (character == "]" || character == "}") && !escape { flush(upTo: index + 1) }
            escape = false
            index += 1
        }
        flush(upTo: units.count)
        return normalized
    }

    private static func appendBlock(_ block: ArraySlice<FormatUnit>, to normalized: inout [FormatUnit]) {
        guard block.first?.character == "[" else {
            normalized.append(contentsOf: block)
            return
        }
        for piece in splitMixedSymbols(block) { appendSorted(piece, to: &normalized) }
    }

    private struct SymbolKinds: OptionSet {
        let rawValue: UInt8
        static let digits = SymbolKinds(rawValue: 1)
        static let letters = SymbolKinds(rawValue: 2)
        static let alphanumerics = SymbolKinds(rawValue: 4)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ character: Character) {
            switch character {
            case "0", "9": self = .digits
            case "A", "a": self = .letters
            case "_", "-": self = .alphanumerics
            default: self = []
            }
        }
    }

    /// Splits `[000AA]` into `[000]` and `[AA]`. Quirk kept: a block that never closes (or whose
    /// closing bracket follows a backslash) yields nothing.
    private static func splitMixedSymbols(_ block: ArraySlice<FormatUnit>) -> [[FormatUnit]] {
        var pieces: [[FormatUnit]] = []
        var buffer: [FormatUnit] = []
        var kinds: SymbolKinds = []
        for unit in block {
            let character = unit.character
            if character == "[" {
                buffer.append(unit)
                continue
            }
            if character == "]" && buffer.last?.character != "\\" {
                buffer.append(unit)
                pieces.append(buffer)
                return pieces
            }
            let kind = SymbolKinds(character)
            if !kind.isEmpty && !kinds.subtracting(kind).isEmpty {
                buffer.append(FormatUnit(character: "]", offset: unit.offset))
                pieces.append(buffer)
                buffer = [FormatUnit(character: "[", offset: unit.offset), unit]
                kinds = kind
                continue
            }
            buffer.append(unit)
            kinds.formUnion(kind)
        }
        return pieces
    }

    /// Sorts a square block's symbols: mandatory before optional, `…` after both, by code point;
    /// blocks of `_` and `-` only sort `_` first. Brackets inside are dropped (quirk kept).
    private static func appendSorted(_ block: [FormatUnit], to normalized: inout [FormatUnit]) {
        let open = block.first!
        let close = block.last!
        var symbols = block.filter { $0.character != "[" && $0.character != "]" }
        let hasDigitsOrLetters = block.contains { unit in
            switch unit.character {
            case "0", "9", "A", "a": return true
            default: return false
            }
        }
        if hasDigitsOrLetters {
            symbols.sort { $0.character < $1.character }
        } else {
            // `_` and `-` sort as `A` and `a` would: mandatory first.
            func key(_ character: Character) -> Character {
                switch character {
                case "_": return "A"
                case "-": return "a"
                default: return character
                }
            }
            symbols.sort { key($0.character) < key($1.character) }
        }
        normalized.append(FormatUnit(character: "[", offset: open.offset))
        normalized.append(contentsOf: symbols)
        normalized.append(FormatUnit(character: "]", offset: close.offset))
    }
}
