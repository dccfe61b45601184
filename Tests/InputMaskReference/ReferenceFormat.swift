import Foundation

// Format checking, normalisation, right-to-left reversal and compilation.
// Every step works on Swift Characters and builds Swift Strings, like the original implementation.

/// The steps that turn a format string into a list of states.
enum ReferenceFormat {

    /// Checks brackets, normalises the format and compiles it into states.
    ///
    /// The returned array ends with either `.end` or `.ellipsis`; the state after state `i` is
    /// state `i + 1`, except for an ellipsis, which is followed by itself.
    static func compile(_ format: String, notations: [ReferenceNotation]) throws -> [ReferenceState] {
        try checkBrackets(format)
        let blocks = splitMixedBlocks(splitIntoBlocks(format))
        let normalised = blocks.map(sortBlock).joined()
        return try compileNormalised(normalised, notations: notations)
    }

    // MARK: 2.1 Bracket check

    /// Rejects nested brackets of the same kind.
    static func checkBrackets(_ format: String) throws {
        var escape = false
        var squareOpen = false
        var curlyOpen = false
        for c in format {
            if c == "\\" {
                escape.toggle()
                continue
            }
            if c == "[" {
                if squareOpen { throw ReferenceFormatError(message: "nested [ in format") }
                squareOpen = !escape
            }
            if c == "]" && !escape {
                squareOpen = false
            }
            if c == "{" {
                if curlyOpen { throw ReferenceFormatError(message: "nested { in format") }
                curlyOpen = !escape
            }
            if c == "}" && !escape {
                curlyOpen = false
            }
            escape = false
        }
    }

    // MARK: 2.2 Blocks

    /// Splits the format into free text, `[...]` and `{...}` blocks; backslashes stay in the text.
    static func splitIntoBlocks(_ format: String) -> [String] {
        var blocks: [String] = []
        var current = ""
        var escape = false
        for c in format {
            if c == "\\" && !escape {
                escape = true
                current.append(c)
                continue
            }
            if (c == "[" || c == "{") && !escape {
                if !current.isEmpty { blocks.append(current) }
                current = ""
            }
            current.append(c)
            if (c == "]" || c == "}") && !escape {
                blocks.append(current)
                current = ""
            }
            escape = false
        }
        if !current.isEmpty { blocks.append(current) }
        return blocks
    }

    // MARK: 2.3 Mixed square blocks

    // Steps 2.3, 2.4 and 8 use the same String calls as the original, so that they resolve to the same
    // implementations: `hasPrefix`/`hasSuffix` compare Characters, while `contains("x")` and
    // `replacingOccurrences` are Foundation's substring searches, which also match a symbol that starts a
    // longer Character such as "A" + U+200D (but not "A" + U+0301).

    /// Splits every square block wherever a symbol of one kind (digit, letter, alphanumeric) follows another kind.
    ///
    /// A square block that is never closed by a `]` whose buffer does not end with a backslash is dropped entirely.
    static func splitMixedBlocks(_ blocks: [String]) -> [String] {
        var result: [String] = []
        for block in blocks {
            guard block.hasPrefix("[") else {
                result.append(block)
                continue
            }
            var buffer = ""
            for c in block {
                if c == "[" {
                    buffer += String(c)
                    continue
                }
                if c == "]" && !buffer.hasSuffix("\\") {
                    buffer += String(c)
                    result.append(buffer)
                    break
                }
                let hasDigitSymbol = buffer.contains("0") || buffer.contains("9")
                let hasLetterSymbol = buffer.contains("A") || buffer.contains("a")
                let hasAlphanumericSymbol = buffer.contains("-") || buffer.contains("_")
                let startsNewBlock: Bool
                switch c {
                case "0", "9": startsNewBlock = hasLetterSymbol || hasAlphanumericSymbol
                case "A", "a": startsNewBlock = hasDigitSymbol || hasAlphanumericSymbol
                case "-", "_": startsNewBlock = hasDigitSymbol || hasLetterSymbol
                default: startsNewBlock = false
                }
                if startsNewBlock {
                    buffer += "]"
                    result.append(buffer)
                    buffer = "[" + String(c)
                    continue
                }
                buffer += String(c)
            }
            // A block left without its closing bracket is lost here, like in the original.
        }
        return result
    }

    // MARK: 2.4 Sorting square blocks

    /// Drops the brackets inside a square block and sorts its symbols; other blocks are returned as they are.
    static func sortBlock(_ block: String) -> String {
        guard block.hasPrefix("[") else { return block }
        let inner = block
            .replacingOccurrences(of: "[", with: "")
            .replacingOccurrences(of: "]", with: "")
        if block.contains("0") || block.contains("9") || block.contains("a") || block.contains("A") {
            return "[" + String(inner.sorted()) + "]"
        }
        // `_` and `-` are sorted as `A` and `a` would be, so `_` comes before `-` and customs sort around them.
        let disguised = inner
            .replacingOccurrences(of: "_", with: "A")
            .replacingOccurrences(of: "-", with: "a")
        let sorted = "[" + String(disguised.sorted()) + "]"
        return sorted
            .replacingOccurrences(of: "A", with: "_")
            .replacingOccurrences(of: "a", with: "-")
    }

    /// Whether the original's String handling regroups the format's Characters: reversing a
    /// right-to-left format, or sorting a square block, can put a combining mark (or a Hangul jamo,
    /// or a regional indicator) after a new neighbour, and building a String from the Characters then
    /// joins or re-pairs them. The engine keeps the format's Characters as written there (a documented
    /// divergence), so the two are not compared.
    ///
    /// It also covers the original's Foundation substring searches (`contains("a")`), which find a
    /// format symbol inside a longer Character such as `a` + U+200D; the engine compares whole Characters.
    static func normalisationMergesCharacters(_ format: String, rightToLeft: Bool) -> Bool {
        mergesOrSortedBlocks(format, rightToLeft: rightToLeft).merges
    }

    /// `normalisationMergesCharacters` and, when it is false, the compiled states of the format (`nil`
    /// when it is invalid), with the reversal and steps 2.1 to 2.4 made once for both.
    static func mergesOrStates(_ format: String, notations: [ReferenceNotation], rightToLeft: Bool) -> (merges: Bool, states: [ReferenceState]?) {
        let (merges, sorted) = mergesOrSortedBlocks(format, rightToLeft: rightToLeft)
        // What `compile` does after its bracket check, which passed (`sorted` exists).
        guard !merges, let sorted else { return (merges, nil) }
        return (false, try? compileNormalised(sorted.joined(), notations: notations))
    }

    /// Whether normalising `format` merges Characters, and the sorted blocks of the format it
    /// normalises (reversed for a right-to-left format) when its brackets pass the check.
    private static func mergesOrSortedBlocks(_ format: String, rightToLeft: Bool) -> (merges: Bool, sorted: [String]?) {
        let symbols = Set("09Aa_-[]{}\\…".unicodeScalars)
        if format.contains(where: { $0.unicodeScalars.count > 1 && $0.unicodeScalars.contains(where: symbols.contains) }) {
            return (true, nil)
        }
        func regroups(_ characters: [Character]) -> Bool { Array(String(characters)) != characters }
        var source = format
        if rightToLeft {
            let reversed = Array(format.reversed())
            if regroups(reversed) { return (true, nil) }
            source = reversedFormat(format)
            if source.count != format.count { return (true, nil) }
        }
        guard (try? checkBrackets(source)) != nil else { return (false, nil) }
        let blocks = splitMixedBlocks(splitIntoBlocks(source))
        let sorted = blocks.map(sortBlock)
        for (block, sortedBlock) in zip(blocks, sorted) where block.hasPrefix("[") {
            let symbols = block.filter { $0 != "[" && $0 != "]" }
            if sortedBlock.count != symbols.count + 2 || regroups(symbols.sorted()) { return (true, nil) }
        }
        return (regroups(sorted.flatMap { Array($0) }), sorted)
    }

    // MARK: 8. Right-to-left

    /// Reverses a format so that its groups read the same way from the end.
    static func reversedFormat(_ format: String) -> String {
        let swapped = String(format.reversed())
            .replacingOccurrences(of: "[\\", with: "\\]")
            .replacingOccurrences(of: "]\\", with: "\\[")
            .replacingOccurrences(of: "{\\", with: "\\}")
            .replacingOccurrences(of: "}\\", with: "\\{")
        var result = ""
        for c in swapped {
            switch c {
            case "[": result.append("]")
            case "]": result.append("[")
            case "{": result.append("}")
            case "}": result.append("{")
            default: result.append(c)
            }
        }
        return result
    }

    // MARK: 3. Compiling

    private enum Mode {
        case free, fixed, value
    }

    /// Compiles a normalised format into states.
    static func compileNormalised(_ format: String, notations: [ReferenceNotation]) throws -> [ReferenceState] {
        var states: [ReferenceState] = []
        var mode = Mode.free
        var last: Character? = nil

        for c in format {
            let escaped = last == "\\"
            if !escaped {
                switch c {
                case "[":
                    mode = .value
                    last = c
                    continue
                case "{":
                    mode = .fixed
                    last = c
                    continue
                case "]", "}":
                    mode = .free
                    last = c
                    continue
                case "\\":
                    last = c
                    continue
                default:
                    break
                }
            }

            switch mode {
            case .free:
                states.append(.free(c))
            case .fixed:
                states.append(.fixed(c))
            case .value:
                switch c {
                case "0": states.append(.value(.digits))
                case "A": states.append(.value(.letters))
                case "_": states.append(.value(.alphanumerics))
                case "9": states.append(.optional(.digits))
                case "a": states.append(.optional(.letters))
                case "-": states.append(.optional(.alphanumerics))
                case "…":
                    states.append(.ellipsis(try ellipsisClass(after: last, notations: notations)))
                    // Compilation stops at an ellipsis: the rest of the format is ignored.
                    return states
                default:
                    guard let notation = notations.first(where: { $0.character == c }) else {
                        throw ReferenceFormatError(message: "unknown symbol \(c) in square brackets")
                    }
                    let cls = CharacterClass.custom(c, notation.characterSet)
                    states.append(notation.isOptional ? .optional(cls) : .value(cls))
                }
            }
            last = c
        }
        states.append(.end)
        return states
    }

    /// The class an ellipsis inherits from the character before it.
    private static func ellipsisClass(after last: Character?, notations: [ReferenceNotation]) throws -> CharacterClass {
        guard let last else { throw ReferenceFormatError(message: "ellipsis at the start of the format") }
        switch last {
        case "0", "9": return .digits
        case "A", "a": return .letters
        case "_", "-", "…", "[": return .alphanumerics
        default:
            guard let notation = notations.first(where: { $0.character == last }) else {
                throw ReferenceFormatError(message: "ellipsis after \(last)")
            }
            return .custom(last, notation.characterSet)
        }
    }
}
