/// Compiles a mask format into a `StateGraph`, iteratively and in time linear in the format's length.
///
/// ```
/// [09]{.}[09]{.}19[00]  →  value(0) optional(9) fixed(.) value(0) optional(9) fixed(.) free(1) free(9) value(0) value(0) end
/// ```
enum FormatCompiler {
    /// The class indices of the built-in symbols; custom notations follow them.
    private static let digitsClass: UInt16 = 0
    private static let lettersClass: UInt16 = 1
    private static let alphanumericsClass: UInt16 = 2

    /// Checks, normalises and compiles `format`, sharing the graph of an equal normalised format.
    ///
    /// - Parameters:
    ///   - format: the mask format as written.
    ///   - notations: custom notations; the first one with a given character wins.
    ///   - rightToLeft: whether to compile the format reversed, for `RTLMask`.
    /// - Throws: `MaskFormatError` naming the problem and its offset.
    /// - Complexity: O(n log b) for a format of n Characters whose longest square block has b symbols.
    static func compile(format: String, notations: [Notation], rightToLeft: Bool) throws(MaskFormatError) -> StateGraph {
        var units = FormatUnit.units(of: format)
        if rightToLeft { units = FormatNormalizer.reversedForRightToLeft(units) }
        try FormatNormalizer.checkBrackets(units, format: format)
        let normalized = FormatNormalizer.normalize(units)
        let key = GraphInterner.Key(normalizedFormat: String(normalized.lazy.map(\.character)), notations: notations)
        if let graph = GraphInterner.shared.value(for: key) { return graph }
        let graph = try buildGraph(normalized, notations: notations, format: format)
        return GraphInterner.shared.insert(graph, for: key)
    }

    private enum Mode { case free, fixed, value }

    private static func buildGraph(_ units: [FormatUnit], notations: [Notation], format: String) throws(MaskFormatError) -> StateGraph {
        var states: [StateGraph.State] = []
        states.reserveCapacity(units.count + 1)
        var literals: [Character] = []
        var classes: [CharacterClass] = [.digits, .letters, .alphanumerics]
        var classSymbols: [Character] = ["0", "a", "-"]
        var notationClasses: [Int: UInt16] = [:]

        func customClass(_ notationIndex: Int) -> UInt16 {
            if let index = notationClasses[notationIndex] { return index }
            let index = UInt16(truncatingIfNeeded: classes.count)
            classes.append(CharacterClass(.custom(notations[notationIndex].characterSet)))
            classSymbols.append(notations[notationIndex].character)
            notationClasses[notationIndex] = index
            return index
        }
        func appendLiteral(_ kind: StateGraph.Kind, _ character: Character) {
            let ascii = character.isASCII && character.utf8.count == 1 ? character.asciiValue! : StateGraph.noASCIILiteral
            states.append(StateGraph.State(kind: kind, asciiLiteral: ascii, classIndex: 0, literal: Int32(literals.count)))
            literals.append(character)
        }
        func appendSlot(_ kind: StateGraph.Kind, _ classIndex: UInt16) {
            states.append(StateGraph.State(kind: kind, asciiLiteral: StateGraph.noASCIILiteral, classIndex: classIndex, literal: -1))
        }

        var mode = Mode.free
        var previous: Character? = nil
        var reachedEllipsis = false
        for unit in units {
            let character = unit.character
            if previous != "\\" {
                switch character {
                case "[": mode = .value; previous = character; continue
                case "{": mode = .fixed; previous = character; continue
                case "]", "}": mode = .free; previous = character; continue
                case "\\": previous = character; continue
                default: break
                }
            }
            switch mode {
            case .free:
                appendLiteral(.free, character)
            case .fixed:
                appendLiteral(.fixed, character)
            case .value:
                switch character {
                case "0": appendSlot(.value, digitsClass)
                case "A": appendSlot(.value, lettersClass)
                case "_": appendSlot(.value, alphanumericsClass)
                case "9": appendSlot(.optionalValue, digitsClass)
                case "a": appendSlot(.optionalValue, lettersClass)
                case "-": appendSlot(.optionalValue, alphanumericsClass)
                case "…":
                    let inherited: UInt16
                    switch previous {
                    case "0", "9": inherited = digitsClass
                    case "A", "a": inherited = lettersClass
                    case "_", "-", "…", "[": inherited = alphanumericsClass
                    default:
                        guard let previous, let notation = notations.firstIndex(where: { $0.character == previous }) else {
                            throw MaskFormatError(reason: .ellipsisWithoutClass(after: previous ?? "["), offset: unit.offset, format: format)
                        }
                        inherited = customClass(notation)
                    }
                    appendSlot(.ellipsis, inherited)
                    reachedEllipsis = true
                default:
                    guard let notation = notations.firstIndex(where: { $0.character == character }) else {
                        throw MaskFormatError(reason: .unknownSymbol(character), offset: unit.offset, format: format)
                    }
                    appendSlot(notations[notation].isOptional ? .optionalValue : .value, customClass(notation))
                }
            }
            if reachedEllipsis { break }
            previous = character
        }
        if !reachedEllipsis { appendSlot(.end, 0) }
        return StateGraph(states: states, literals: literals, classes: classes, classSymbols: classSymbols)
    }
}
