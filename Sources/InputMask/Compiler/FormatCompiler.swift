import Foundation

/// Compiles a mask format into a `StateGraph`, iteratively and in time linear in the format's length.
///
/// ```
/// [09]{.}[09]{.}19[00]  →  value(0) optional(9) fixed(.) value(0) optional(9) fixed(.) free(1) free(9) value(0) value(0) end
/// ```
enum FormatCompiler {
    /// The class indices of the built-in symbols (``BuiltInSymbol``); custom notations follow them.
    static let digitsClass: UInt32 = 0
    static let lettersClass: UInt32 = 1
    static let alphanumericsClass: UInt32 = 2
    /// Shared by every graph without custom notations, so that compiling builds neither array.
    private static let builtInClasses: [CharacterClass] = [.digits, .letters, .alphanumerics]
    /// The ASCII tables of `builtInClasses` (see `StateGraph.asciiTablePointer`), shared likewise.
    /// Allocated once and never freed: graphs point at them for as long as the process runs.
    //  `nonisolated(unsafe)`: written once, in the initialiser, and only read after.
    nonisolated(unsafe) private static let builtInTables: UnsafePointer<UInt64> = {
        let tables = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * builtInClasses.count)
        for (index, characterClass) in builtInClasses.enumerated() {
            // Two words for each class: within the capacity just allocated.
            (tables + 2 * index).initialize(to: characterClass.asciiLow)
            (tables + 2 * index + 1).initialize(to: characterClass.asciiHigh)
        }
        return UnsafePointer(tables)
    }()

    /// Checks, normalises and compiles `format`, sharing the graph of an equal normalised format.
    ///
    /// - Parameters:
    ///   - format: the mask format as written.
    ///   - notations: custom notations; the first one with a given character wins.
    ///   - rightToLeft: whether to compile the format reversed, for `RTLMask`.
    /// - Throws: `MaskFormatError` naming the problem and its offset; `.tooLarge` when the format
    ///   and the symbols it shows need more memory than can be had or addressed.
    /// - Complexity: O(n log b + s) for a format of n Characters whose longest square block has b
    ///   symbols, and notations whose symbols total s bytes.
    static func compile(format: String, notations: [Notation], rightToLeft: Bool) throws(MaskFormatError) -> StateGraph {
        // Offsets into the format are 32-bit.
        guard format.utf8.count < Int(Int32.max) else { throw tooLarge(format) }
        if format.utf8.count > largeFormatBytes { return try compileLarge(format: format, notations: notations, rightToLeft: rightToLeft) }
        // The working units live only for this call, so they go in temporary allocations: on the
        // stack when small, saving two heap allocations per compile.
        return try withUnsafeTemporaryAllocation(of: FormatUnit.self, capacity: max(1, format.utf8.count)) { memory throws(MaskFormatError) in
            let text = FormatText(format, in: memory)
            if rightToLeft { FormatNormalizer.reverseForRightToLeft(text.units) }
            return try withUnsafeTemporaryAllocation(
                of: FormatUnit.self, capacity: FormatNormalizer.outputCapacity(for: text)
            ) { output throws(MaskFormatError) in
                let normalized = try FormatNormalizer.normalize(text, into: output, format: format)
                return try withUnsafeTemporaryAllocation(
                    of: UInt8.self, capacity: max(1, text.byteCapacity(of: normalized))
                ) { bytes throws(MaskFormatError) in
                    try graph(of: normalized, in: text, bytes: bytes, notations: notations, format: format)
                }
            }
        }
    }

    /// Formats longer than this many bytes take `compileLarge`. Up to it, the three temporary
    /// allocations take at most 35 KiB.
    private static let largeFormatBytes = 1_024

    /// `compile` for large formats, whose working memory comes from `malloc`: running out throws
    /// `.tooLarge`, where a temporary allocation would trap.
    private static func compileLarge(format: String, notations: [Notation], rightToLeft: Bool) throws(MaskFormatError) -> StateGraph {
        let memory = try allocate(FormatUnit.self, capacity: format.utf8.count, format: format)
        defer { free(memory.baseAddress) }
        let text = FormatText(format, in: memory)
        if rightToLeft { FormatNormalizer.reverseForRightToLeft(text.units) }
        let output = try allocate(FormatUnit.self, capacity: FormatNormalizer.outputCapacity(for: text), format: format)
        defer { free(output.baseAddress) }
        let normalized = try FormatNormalizer.normalize(text, into: output, format: format)
        let bytes = try allocate(UInt8.self, capacity: max(1, text.byteCapacity(of: normalized)), format: format)
        defer { free(bytes.baseAddress) }
        return try graph(of: normalized, in: text, bytes: bytes, notations: notations, format: format)
    }

    /// Room for `capacity` values from `malloc`, whose alignment suits them; `.tooLarge` when there is none.
    private static func allocate<Element>(_ type: Element.Type, capacity: Int, format: String) throws(MaskFormatError) -> UnsafeMutableBufferPointer<Element> {
        let (byteCount, overflow) = capacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !overflow, let raw = malloc(byteCount) else { throw tooLarge(format) }
        return UnsafeMutableBufferPointer(start: raw.bindMemory(to: type, capacity: capacity), count: capacity)
    }

    /// The graph of the normalised units: an equal one already interned, or a new one, interned.
    ///
    /// - Parameter bytes: room for the normalised format's UTF-8 bytes.
    @inline(__always)
    private static func graph(
        of normalized: UnsafeMutableBufferPointer<FormatUnit>, in text: FormatText, bytes: UnsafeMutableBufferPointer<UInt8>,
        notations: [Notation], format: String
    ) throws(MaskFormatError) -> StateGraph {
        let normalizedFormat = text.writeUTF8(of: normalized, to: bytes)
        // Units whose bytes read back as other Characters (`\n\r` reversed for `RTLMask` is one
        // CR LF, two units) make another graph than the same bytes as written: no sharing then.
        guard text.readsBack(normalized, from: normalizedFormat) else {
            return try buildGraph(normalized, of: text, normalizedFormat: normalizedFormat, notations: notations, format: format)
        }
        let hash = GraphInterner.hash(of: normalizedFormat, notations: notations)
        if let graph = GraphInterner.graph(for: normalizedFormat, notations: notations, hash: hash) { return graph }
        let graph = try buildGraph(normalized, of: text, normalizedFormat: normalizedFormat, notations: notations, format: format)
        return GraphInterner.insert(graph, for: GraphInterner.Key(graph: graph, notations: notations, cacheHash: hash))
    }

    private static func tooLarge(_ format: String) -> MaskFormatError {
        MaskFormatError(reason: .tooLarge, offset: 0, format: format)
    }

    private static func buildGraph(
        _ units: UnsafeMutableBufferPointer<FormatUnit>, of text: FormatText, normalizedFormat: UnsafeBufferPointer<UInt8>,
        notations: [Notation], format: String
    ) throws(MaskFormatError) -> StateGraph {
        // Each unit makes at most one state, of at most its own bytes as literal, or a symbol as
        // placeholder: a built-in one of one byte, or a custom one, which may be longer than the
        // unit only for a notation the unit stands for.
        var table = NotationTable(notations)
        let (placeholderByteCapacity, overflow) = text.byteCapacity(of: units)
            .addingReportingOverflow(table.extraPlaceholderBytes(of: units, in: text))
        guard !overflow, placeholderByteCapacity < Int(Int32.max), units.count < Int(Int32.max) else { throw tooLarge(format) }
        let block = StateGraph.Block(
            stateCapacity: units.count + 1, classCapacity: builtInClasses.count + notations.count,
            sharedTables: notations.isEmpty ? builtInTables : nil,
            placeholderByteCapacity: placeholderByteCapacity, normalizedByteCount: normalizedFormat.count)
        guard let graph = StateGraph.allocate(block, classes: builtInClasses) else { throw tooLarge(format) }
        var builder = StateGraph.Builder(graph: graph, block: block, normalizedFormat: normalizedFormat)
        // The builder is a local of the loop that appends to it, not passed `inout` to another
        // function, so that its counters and pointers stay in registers rather than go through
        // memory with every append. A rejected format's graph is released on throwing.

        // Free, fixed or value: what the brackets around a unit make of it.
        var mode = StateGraph.Kind.free
        // The unit before, or a placeholder that is no backslash before the first.
        var previous = FormatUnit(code: 0, offset: 0)
        for unit in units {
            if previous.code != FormatUnit.backslash {
                switch unit.code {
                case FormatUnit.openSquare: mode = .value; previous = unit; continue
                case FormatUnit.openCurly: mode = .fixed; previous = unit; continue
                case FormatUnit.closeSquare, FormatUnit.closeCurly: mode = .free; previous = unit; continue
                case FormatUnit.backslash: previous = unit; continue
                default: break
                }
            }
            if mode != .value {
                if unit.code < 0x80 {
                    builder.appendLiteral(mode, ascii: UInt8(truncatingIfNeeded: unit.code))
                } else {
                    builder.appendLiteral(mode, text.character(unit))
                }
                previous = unit
                continue
            }
            if let symbol = BuiltInSymbol(code: unit.code) {
                builder.appendSlot(symbol.isOptional ? .optionalValue : .value, classIndex: symbol.classIndex, symbol: symbol.placeholder)
            } else if unit.code == FormatUnit.ellipsis {
                // In value mode something always precedes: at least the `[`.
                let inherited: UInt32
                if let symbol = BuiltInSymbol(code: previous.code) {
                    inherited = symbol.classIndex
                } else if previous.code == FormatUnit.ellipsis || previous.code == FormatUnit.openSquare {
                    inherited = alphanumericsClass
                } else {
                    guard let notation = table.index(of: previous, in: text) else {
                        throw MaskFormatError(reason: .ellipsisWithoutClass(after: text.character(previous)),
                                              offset: Int(unit.offset), format: format)
                    }
                    inherited = table.classIndex(of: notation, builder: &builder)
                }
                // Compiling stops at an ellipsis: it is the last state.
                builder.appendEllipsis(classIndex: inherited)
                builder.finish()
                return graph
            } else {
                guard let notation = table.index(of: unit, in: text) else {
                    throw MaskFormatError(reason: .unknownSymbol(text.character(unit)), offset: Int(unit.offset), format: format)
                }
                builder.appendSlot(notations[notation].isOptional ? .optionalValue : .value,
                                   classIndex: table.classIndex(of: notation, builder: &builder),
                                   symbol: notations[notation].character)
            }
            previous = unit
        }
        builder.finish()
        return graph
    }
}
