/// Compiles a mask format into a `StateGraph`, iteratively and in time linear in the format's length.
///
/// ```
/// [09]{.}[09]{.}19[00]  →  value(0) optional(9) fixed(.) value(0) optional(9) fixed(.) free(1) free(9) value(0) value(0) end
/// ```
enum FormatCompiler {
    /// The class indices of the built-in symbols; custom notations follow them.
    static let digitsClass: UInt16 = 0
    static let lettersClass: UInt16 = 1
    static let alphanumericsClass: UInt16 = 2
    /// Shared by every graph without custom notations, so that compiling builds neither array.
    private static let builtInClasses: [CharacterClass] = [.digits, .letters, .alphanumerics]
    private static let builtInClassSymbols = StateGraph.ClassSymbols(["0", "a", "-"])

    /// Checks, normalises and compiles `format`, sharing the graph of an equal normalised format.
    ///
    /// - Parameters:
    ///   - format: the mask format as written.
    ///   - notations: custom notations; the first one with a given character wins.
    ///   - rightToLeft: whether to compile the format reversed, for `RTLMask`.
    /// - Throws: `MaskFormatError` naming the problem and its offset.
    /// - Complexity: O(n log b) for a format of n Characters whose longest square block has b symbols.
    static func compile(format: String, notations: [Notation], rightToLeft: Bool) throws(MaskFormatError) -> StateGraph {
        let text = FormatText(format)
        defer { text.deallocate() }
        if rightToLeft { FormatNormalizer.reverseForRightToLeft(text.units) }
        try FormatNormalizer.checkBrackets(text.units, format: format)
        let normalized = FormatNormalizer.normalize(text)
        defer { normalized.deallocate() }
        let key = GraphInterner.Key(normalizedFormat: text.string(of: normalized), notations: notations)
        if let graph = GraphInterner.shared.value(for: key) { return graph }
        let graph = try buildGraph(normalized, of: text, notations: notations, format: format)
        return GraphInterner.shared.insert(graph, for: key)
    }

    private enum Mode { case free, fixed, value }

    private static func buildGraph(
        _ units: UnsafeMutableBufferPointer<FormatUnit>, of text: FormatText, notations: [Notation], format: String
    ) throws(MaskFormatError) -> StateGraph {
        var drafts: [StateGraph.Draft] = []
        drafts.reserveCapacity(units.count + 1)
        // At most one literal per unit: reserving that bounds the array as doubling would, in one allocation.
        var literals: [Character] = []
        literals.reserveCapacity(units.count)
        var classes = builtInClasses
        var classSymbols = builtInClassSymbols
        var notationClasses: [(notation: Int, classIndex: UInt16)] = []

        func customClass(_ notation: Int) -> UInt16 {
            if let known = notationClasses.first(where: { $0.notation == notation }) { return known.classIndex }
            let index = UInt16(truncatingIfNeeded: classes.count)
            classes.append(CharacterClass(.custom(notations[notation].characterSet)))
            classSymbols.append(notations[notation].character)
            notationClasses.append((notation, index))
            return index
        }
        func slot(_ kind: StateGraph.Kind, _ classIndex: UInt16) -> StateGraph.Draft {
            StateGraph.Draft(kind: kind, asciiLiteral: nil, classIndex: classIndex)
        }
        func literal(_ kind: StateGraph.Kind, _ unit: FormatUnit) -> StateGraph.Draft {
            literals.append(text.character(unit))
            return StateGraph.Draft(kind: kind, asciiLiteral: unit.code < 0x80 ? UInt8(truncatingIfNeeded: unit.code) : nil, classIndex: 0)
        }
        func notationIndex(of unit: FormatUnit) -> Int? {
            let character = text.character(unit)
            return notations.firstIndex { $0.character == character }
        }

        var mode = Mode.free
        var previous: FormatUnit? = nil
        for unit in units {
            if previous?.code != FormatUnit.backslash {
                switch unit.code {
                case FormatUnit.openSquare: mode = .value; previous = unit; continue
                case FormatUnit.openCurly: mode = .fixed; previous = unit; continue
                case FormatUnit.closeSquare, FormatUnit.closeCurly: mode = .free; previous = unit; continue
                case FormatUnit.backslash: previous = unit; continue
                default: break
                }
            }
            switch mode {
            case .free:
                drafts.append(literal(.free, unit))
            case .fixed:
                drafts.append(literal(.fixed, unit))
            case .value:
                switch unit.code {
                case 0x30: drafts.append(slot(.value, digitsClass))  // 0
                case 0x41: drafts.append(slot(.value, lettersClass))  // A
                case 0x5F: drafts.append(slot(.value, alphanumericsClass))  // _
                case 0x39: drafts.append(slot(.optionalValue, digitsClass))  // 9
                case 0x61: drafts.append(slot(.optionalValue, lettersClass))  // a
                case 0x2D: drafts.append(slot(.optionalValue, alphanumericsClass))  // -
                case FormatUnit.ellipsis:
                    // In value mode something always precedes: at least the `[`.
                    let before = previous!
                    let inherited: UInt16
                    switch before.code {
                    case 0x30, 0x39: inherited = digitsClass
                    case 0x41, 0x61: inherited = lettersClass
                    case 0x5F, 0x2D, FormatUnit.ellipsis, FormatUnit.openSquare: inherited = alphanumericsClass
                    default:
                        guard let notation = notationIndex(of: before) else {
                            throw MaskFormatError(reason: .ellipsisWithoutClass(after: text.character(before)),
                                                  offset: Int(unit.offset), format: format)
                        }
                        inherited = customClass(notation)
                    }
                    // Compiling stops at an ellipsis: it is the last state.
                    drafts.append(slot(.ellipsis, inherited))
                    return StateGraph(drafts: drafts, literals: literals, classes: classes, classSymbols: classSymbols)
                default:
                    guard let notation = notationIndex(of: unit) else {
                        throw MaskFormatError(reason: .unknownSymbol(text.character(unit)), offset: Int(unit.offset), format: format)
                    }
                    drafts.append(slot(notations[notation].isOptional ? .optionalValue : .value, customClass(notation)))
                }
            }
            previous = unit
        }
        drafts.append(slot(.end, 0))
        return StateGraph(drafts: drafts, literals: literals, classes: classes, classSymbols: classSymbols)
    }
}
