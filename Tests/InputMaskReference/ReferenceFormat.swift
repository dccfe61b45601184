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

    /// Splits every square block wherever a symbol of one kind (digit, letter, alphanumeric) follows another kind.
    ///
    /// A square block that is never closed by a `]` not preceded by a backslash is dropped entirely.
    static func splitMixedBlocks(_ blocks: [String]) -> [String] {
        let digitSymbols: Set<Character> = ["0", "9"]
        let letterSymbols: Set<Character> = ["A", "a"]
        let alphanumericSymbols: Set<Character> = ["_", "-"]

        var result: [String] = []
        for block in blocks {
            guard block.first == "[" else {
                result.append(block)
                continue
            }
            var buffer = ""
            for c in block {
                if c == "[" {
                    buffer.append(c)
                    continue
                }
                if c == "]" && buffer.last != "\\" {
                    buffer.append(c)
                    result.append(buffer)
                    break
                }
                let otherKinds: Set<Character>
                if digitSymbols.contains(c) {
                    otherKinds = letterSymbols.union(alphanumericSymbols)
                } else if letterSymbols.contains(c) {
                    otherKinds = digitSymbols.union(alphanumericSymbols)
                } else if alphanumericSymbols.contains(c) {
                    otherKinds = digitSymbols.union(letterSymbols)
                } else {
                    otherKinds = []
                }
                if buffer.contains(where: { otherKinds.contains($0) }) {
                    buffer.append("]")
                    result.append(buffer)
                    buffer = "[" + String(c)
                    continue
                }
                buffer.append(c)
            }
            // A block without a closing bracket is lost here, like in the original.
        }
        return result
    }

    // MARK: 2.4 Sorting square blocks

    /// Drops the brackets inside a square block and sorts its symbols; other blocks are returned as they are.
    static func sortBlock(_ block: String) -> String {
        guard block.first == "[" else { return block }
        let inner = replacing("]", with: "", in: replacing("[", with: "", in: block))
        if block.contains(where: { $0 == "0" || $0 == "9" || $0 == "a" || $0 == "A" }) {
            return "[" + String(inner.sorted()) + "]"
        }
        // `_` and `-` are sorted as `A` and `a` would be, so `_` comes before `-` and customs sort around them.
        let disguised = replacing("-", with: "a", in: replacing("_", with: "A", in: inner))
        let sorted = "[" + String(disguised.sorted()) + "]"
        return replacing("a", with: "-", in: replacing("A", with: "_", in: sorted))
    }

    // MARK: 8. Right-to-left

    /// Reverses a format so that its groups read the same way from the end.
    static func reversedFormat(_ format: String) -> String {
        var swapped = String(format.reversed())
        swapped = replacing("[\\", with: "\\]", in: swapped)
        swapped = replacing("]\\", with: "\\[", in: swapped)
        swapped = replacing("{\\", with: "\\}", in: swapped)
        swapped = replacing("}\\", with: "\\{", in: swapped)
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

    // MARK: Helpers

    /// Replaces every occurrence of `target` in `text`, left to right and without overlaps, comparing Characters.
    ///
    /// This is what Foundation's `replacingOccurrences(of:with:)` does on Linux, where the vectors were recorded.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        let characters = Array(text)
        let pattern = Array(target)
        var result = ""
        var i = 0
        while i < characters.count {
            if i + pattern.count <= characters.count && Array(characters[i..<(i + pattern.count)]) == pattern {
                result.append(replacement)
                i += pattern.count
            } else {
                result.append(characters[i])
                i += 1
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
