/// Checks a format's brackets and rewrites it into the normal form the compiler reads.
///
/// Each step is one pass, following SEMANTICS.md section 2 (and section 8 for right-to-left
/// formats), quirks included, so that formats behave exactly as in the input-mask libraries.
enum FormatNormalizer {
    /// Reverses a right-to-left format in place so that it reads from its end, keeping escapes attached.
    ///
    /// The reversed text has `[\`, `]\`, `{\` and `}\` rewritten (in that order, each left to right)
    /// to `\]`, `\[`, `\}` and `\{`, and then every bracket swapped for its mirror.
    /// - Complexity: O(units.count).
    static func reverseForRightToLeft(_ units: UnsafeMutableBufferPointer<FormatUnit>) {
        var reversed = units
        reversed.reverse()
        let rewrites: [(UInt32, UInt32)] = [
            (FormatUnit.openSquare, FormatUnit.closeSquare), (FormatUnit.closeSquare, FormatUnit.openSquare),
            (FormatUnit.openCurly, FormatUnit.closeCurly), (FormatUnit.closeCurly, FormatUnit.openCurly),
        ]
        for (bracket, mirror) in rewrites {
            var read = 0
            var write = 0
            while read < reversed.count {
                if read + 1 < reversed.count && reversed[read].code == bracket && reversed[read + 1].code == FormatUnit.backslash {
                    let bracketOffset = reversed[read].offset
                    reversed[write] = reversed[read + 1]
                    reversed[write + 1] = FormatUnit(code: mirror, offset: bracketOffset)
                    read += 2
                    write += 2
                } else {
                    reversed[write] = reversed[read]
                    read += 1
                    write += 1
                }
            }
        }
        for index in reversed.indices {
            switch reversed[index].code {
            case FormatUnit.openSquare: reversed[index].code = FormatUnit.closeSquare
            case FormatUnit.closeSquare: reversed[index].code = FormatUnit.openSquare
            case FormatUnit.openCurly: reversed[index].code = FormatUnit.closeCurly
            case FormatUnit.closeCurly: reversed[index].code = FormatUnit.openCurly
            default: break
            }
        }
    }

    /// Checks the brackets of a format, then splits square blocks that mix kinds of symbols and sorts
    /// each square block.
    ///
    /// The check rejects a `[` (or `{`) that opens while a block of its kind is open. Quirk kept
    /// from the original: even an escaped `[` inside an open square block is rejected, while an
    /// unclosed block at the end of the format is accepted (and later dropped). It is made in the
    /// same pass as finding the blocks, which saves a pass over the units; a rejected format's
    /// output is never read.
    /// - Parameters:
    ///   - memory: room for `outputCapacity(for:)` units.
    ///   - format: the format as written, for errors.
    /// - Throws: `MaskFormatError` for the first nested bracket.
    /// - Complexity: O(n log b) for n units in blocks of at most b units.
    /// - Returns: the units, at the start of `memory`.
    static func normalize(
        _ text: FormatText, into memory: UnsafeMutableBufferPointer<FormatUnit>, format: String
    ) throws(MaskFormatError) -> UnsafeMutableBufferPointer<FormatUnit> {
        let units = text.units
        precondition(memory.count >= outputCapacity(for: text), "too little memory for the normalised units")
        // The output is written in place, with no growth or uniqueness checks, which an array
        // would make on every append.
        var normalized = Output(base: memory.baseAddress!)
        var blockStart = 0
        var escape = false
        var squareOpen = false
        var curlyOpen = false
        // Blocks: free text, `[...]` and `{...}`, honouring backslash escapes. One switch per unit
        // rather than three tests, so that an ordinary unit takes one branch.
        for index in units.indices {
            let unit = units[index]
            // An escaped unit never opens or closes a block, but may still be a nested bracket.
            if escape {
                escape = false
                if (unit.code == FormatUnit.openSquare && squareOpen) || (unit.code == FormatUnit.openCurly && curlyOpen) {
                    throw nestedBracket(unit, format: format)
                }
                continue
            }
            switch unit.code {
            case FormatUnit.backslash:
                escape = true
            case FormatUnit.openSquare, FormatUnit.openCurly:
                if unit.code == FormatUnit.openSquare ? squareOpen : curlyOpen { throw nestedBracket(unit, format: format) }
                if unit.code == FormatUnit.openSquare { squareOpen = true } else { curlyOpen = true }
                appendBlock(blockStart..<index, of: text, to: &normalized)
                blockStart = index
            case FormatUnit.closeSquare, FormatUnit.closeCurly:
                if unit.code == FormatUnit.closeSquare { squareOpen = false } else { curlyOpen = false }
                appendBlock(blockStart..<(index + 1), of: text, to: &normalized)
                blockStart = index + 1
            default:
                break
            }
        }
        appendBlock(blockStart..<units.count, of: text, to: &normalized)
        return UnsafeMutableBufferPointer(start: normalized.base, count: normalized.count)
    }

    private static func nestedBracket(_ unit: FormatUnit, format: String) -> MaskFormatError {
        MaskFormatError(reason: unit.code == FormatUnit.openSquare ? .nestedSquareBracket : .nestedCurlyBracket,
                        offset: Int(unit.offset), format: format)
    }

    /// The most units `normalize` writes for `text`: a unit becomes at most three (a split adds `]` and `[`).
    static func outputCapacity(for text: FormatText) -> Int {
        max(1, 3 * text.units.count)
    }

    /// The normalised units written so far, in memory sized for the worst case.
    private struct Output {
        let base: UnsafeMutablePointer<FormatUnit>
        var count = 0

        subscript(index: Int) -> FormatUnit {
            get { base[index] }
            nonmutating set { base[index] = newValue }
        }

        mutating func append(_ unit: FormatUnit) {
            (base + count).initialize(to: unit)
            count += 1
        }
    }

    private static func appendBlock(_ block: Range<Int>, of text: FormatText, to normalized: inout Output) {
        guard !block.isEmpty else { return }
        guard text.units[block.lowerBound].code == FormatUnit.openSquare, !isClosedSortedBlock(block, of: text) else {
            for index in block { normalized.append(text.units[index]) }
            return
        }
        splitMixedSymbols(block, of: text, to: &normalized)
    }

    /// Whether the square block `block` is closed and holds only digit symbols (`0`, `9`) or only
    /// letter symbols (`A`, `a`), in order, as most do: `splitMixedSymbols` would copy it as it
    /// is, and checking first leaves such a block in place, with neither a copy nor a sort.
    private static func isClosedSortedBlock(_ block: Range<Int>, of text: FormatText) -> Bool {
        guard block.count >= 3, text.units[block.upperBound - 1].code == FormatUnit.closeSquare else { return false }
        let first = text.units[block.lowerBound + 1].code
        var last = first
        for index in (block.lowerBound + 1)..<(block.upperBound - 1) {
            let code = text.units[index].code
            guard code >= last, let symbol = BuiltInSymbol(code: code), symbol.classIndex != FormatCompiler.alphanumericsClass
            else { return false }
            last = code
        }
        // In order, the symbols are of one kind when the first and last are.
        return BuiltInSymbol(code: first)?.classIndex == BuiltInSymbol(code: last)?.classIndex
    }

    private struct SymbolKinds: OptionSet {
        let rawValue: UInt8
        static let digits = SymbolKinds(rawValue: 1 << FormatCompiler.digitsClass)
        static let letters = SymbolKinds(rawValue: 1 << FormatCompiler.lettersClass)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The kind of the symbol `code`: that of its built-in class, or none.
        init(_ code: UInt32) {
            self = BuiltInSymbol(code: code).map { SymbolKinds(rawValue: 1 << $0.classIndex) } ?? []
        }
    }

    /// Splits `[000AA]` into `[000]` and `[AA]`, sorting each piece. Quirk kept: the last piece of a
    /// block that never closes (or whose closing bracket follows a backslash) is dropped.
    private static func splitMixedSymbols(_ block: Range<Int>, of text: FormatText, to result: inout Output) {
        // Written through a local copy, so that its count can stay in a register rather than go
        // through `result` in memory with every unit.
        var normalized = result
        defer { result = normalized }
        var symbolsStart = normalized.count
        var kinds: SymbolKinds = []
        var afterBackslash = false
        // Most pieces are written already sorted, such as `[000]`: checking that as they are copied
        // lets such a piece skip `sortSquareBlock`.
        // A piece never mixes digits or letters with `_` and `-` (that splits it), so ordering by
        // `BuiltInSymbol.sortCode` here agrees with `sortSymbols`, whichever way that orders `_` and `-`.
        var needsSorting = false
        var lastKey: UInt32 = 0
        for index in block {
            let unit = text.units[index]
            if unit.code == FormatUnit.openSquare {
                normalized.append(unit)
                needsSorting = needsSorting || normalized.count - 1 != symbolsStart
                afterBackslash = false
                continue
            }
            if unit.code == FormatUnit.closeSquare && !afterBackslash {
                normalized.append(unit)
                if needsSorting { sortSquareBlock(&normalized, from: symbolsStart, of: text) }
                return
            }
            let kind = SymbolKinds(unit.code)
            let key = BuiltInSymbol.sortCode(unit.code)
            if !kind.isEmpty && !kinds.subtracting(kind).isEmpty {
                normalized.append(FormatUnit(code: FormatUnit.closeSquare, offset: unit.offset))
                if needsSorting { sortSquareBlock(&normalized, from: symbolsStart, of: text) }
                symbolsStart = normalized.count
                normalized.append(FormatUnit(code: FormatUnit.openSquare, offset: unit.offset))
                normalized.append(unit)
                kinds = kind
                afterBackslash = false
                needsSorting = false
                lastKey = key
                continue
            }
            normalized.append(unit)
            kinds.formUnion(kind)
            afterBackslash = unit.code == FormatUnit.backslash
            // Brackets inside are dropped by sorting, and other than ASCII sorts as Characters.
            needsSorting = needsSorting || key < lastKey || unit.code >= 0x80 || unit.code == FormatUnit.closeSquare
            lastKey = key
        }
        normalized.count = symbolsStart
    }

    /// Sorts the square block `normalized[start...]`, which begins with its `[`: mandatory before
    /// optional, `…` after both, by code point; blocks of `_` and `-` only sort `_` first. Brackets
    /// inside are dropped (quirk kept) and one `]` closes the block again.
    private static func sortSquareBlock(_ normalized: inout Output, from start: Int, of text: FormatText) {
        let close = normalized[normalized.count - 1]
        var hasDigitsOrLetters = false
        var write = start + 1
        for read in (start + 1)..<normalized.count {
            let unit = normalized[read]
            if unit.code == FormatUnit.openSquare || unit.code == FormatUnit.closeSquare { continue }
            let kind = SymbolKinds(unit.code)
            if kind == .digits || kind == .letters { hasDigitsOrLetters = true }
            normalized[write] = unit
            write += 1
        }
        normalized.count = write
        let symbols = UnsafeMutableBufferPointer(rebasing: UnsafeMutableBufferPointer(start: normalized.base, count: write)[(start + 1)...])
        sortSymbols(symbols, of: text, alphanumericsAsLetters: !hasDigitsOrLetters)
        normalized.append(FormatUnit(code: FormatUnit.closeSquare, offset: close.offset))
    }

    /// Sorts `units` as Characters sort; with `alphanumericsAsLetters`, `_` and `-` sort as
    /// `A` and `a` would (mandatory first).
    ///
    /// - Complexity: O(b log b) for b symbols; blocks of up to 16 (nearly all) use insertion sort.
    private static func sortSymbols(_ units: consuming UnsafeMutableBufferPointer<FormatUnit>, of text: FormatText, alphanumericsAsLetters: Bool) {
        @inline(__always)
        func key(_ unit: FormatUnit) -> FormatUnit {
            alphanumericsAsLetters ? FormatUnit(code: BuiltInSymbol.sortCode(unit.code), offset: unit.offset) : unit
        }
        @inline(__always)
        func precedes(_ lhs: FormatUnit, _ rhs: FormatUnit) -> Bool {
            let (lhs, rhs) = (key(lhs), key(rhs))
            return lhs.code < 0x80 && rhs.code < 0x80 ? lhs.code < rhs.code : text.precedes(lhs, rhs)
        }
        guard units.count > 16 else {
            for next in units.indices.dropFirst() {
                let unit = units[next]
                var position = next
                while position > 0 && precedes(unit, units[position - 1]) {
                    units[position] = units[position - 1]
                    position -= 1
                }
                units[position] = unit
            }
            return
        }
        units.sort(by: precedes)
    }
}
