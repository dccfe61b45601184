/// One Character of a format on its way through normalisation, as a number: its Unicode scalar when
/// it has one scalar, else a reference into `FormatText.clusters`.
///
/// Syntax checks (`[`, `\`, `0`, ...) are then integer comparisons; no format syntax character has
/// a canonically equivalent scalar, so this agrees with comparing Characters.
struct FormatUnit: Sendable {
    var code: UInt32
    /// Offset in Characters in the format as written, kept through reversal, splitting and sorting
    /// so that errors point at what the user typed.
    var offset: Int32

    /// Codes from here on refer to `FormatText.clusters`.
    static let clusterBase: UInt32 = 0x11_0000

    static let openSquare = UInt32(UInt8(ascii: "["))
    static let closeSquare = UInt32(UInt8(ascii: "]"))
    static let openCurly = UInt32(UInt8(ascii: "{"))
    static let closeCurly = UInt32(UInt8(ascii: "}"))
    static let backslash = UInt32(UInt8(ascii: "\\"))
    static let ellipsis: UInt32 = 0x2026
}

/// A format as a list of `FormatUnit`s, with the multi-scalar Characters they refer to.
struct FormatText {
    /// The units, in memory lent by the caller for as long as the text is used.
    private(set) var units: UnsafeMutableBufferPointer<FormatUnit>
    var clusters: [Character] = []
    /// Whether every unit is an ASCII scalar: then each stands for one UTF-8 byte.
    private(set) var isASCII = false

    /// The Characters of `format`, reading plain ASCII straight from its UTF-8.
    ///
    /// - Parameter memory: room for at least `format.utf8.count` units (every Character has at
    ///   least one byte, so that holds them all).
    /// - Complexity: O(format length).
    init(_ format: String, in memory: UnsafeMutableBufferPointer<FormatUnit>) {
        let byteCount = format.utf8.count
        precondition(memory.count >= byteCount, "too little memory for the format's units")
        let memory = memory.baseAddress!
        // The bytes are read in place, not through a mutable copy for `withUTF8`, which costs a
        // retain and release of the format, twice. A format without contiguous UTF-8 (a bridged
        // one) takes the general path below.
        let plainASCII = format.utf8.withContiguousStorageIfAvailable { bytes in
            guard ApplyEngine.isPlainASCII(bytes) else { return false }
            for offset in 0..<bytes.count {
                (memory + offset).initialize(to: FormatUnit(code: UInt32(bytes[offset]), offset: Int32(offset)))
            }
            return true
        }
        if plainASCII == true {
            units = UnsafeMutableBufferPointer(start: memory, count: byteCount)
            isASCII = true
            return
        }
        var count = 0
        for character in format {
            let scalars = character.unicodeScalars
            let code: UInt32
            if scalars.count == 1 {
                code = scalars.first!.value
            } else {
                code = FormatUnit.clusterBase + UInt32(clusters.count)
                clusters.append(character)
            }
            (memory + count).initialize(to: FormatUnit(code: code, offset: Int32(count)))
            count += 1
        }
        units = UnsafeMutableBufferPointer(start: memory, count: count)
    }

    /// The UTF-8 bytes of the Characters `units` stand for, added up.
    ///
    /// - Complexity: O(1) for ASCII text, else O(units.count + their bytes).
    func byteCapacity(of units: UnsafeMutableBufferPointer<FormatUnit>) -> Int {
        if isASCII { return units.count }
        var total = 0
        for unit in units { total += byteCount(of: unit) }
        return total
    }

    /// The UTF-8 bytes of the Character `unit` stands for.
    func byteCount(of unit: FormatUnit) -> Int {
        switch unit.code {
        case ..<0x80: 1
        case ..<FormatUnit.clusterBase: UTF8.width(Unicode.Scalar(unit.code)!)
        default: clusters[Int(unit.code - FormatUnit.clusterBase)].utf8.count
        }
    }

    /// The Character a unit stands for.
    func character(_ unit: FormatUnit) -> Character {
        if unit.code < 0x80 { return StateGraph.asciiCharacters[Int(unit.code)] }
        return unit.code < FormatUnit.clusterBase
            ? Character(Unicode.Scalar(unit.code)!)
            : clusters[Int(unit.code - FormatUnit.clusterBase)]
    }

    /// Whether `lhs` sorts before `rhs` as Characters do.
    func precedes(_ lhs: FormatUnit, _ rhs: FormatUnit) -> Bool {
        lhs.code < 0x80 && rhs.code < 0x80 ? lhs.code < rhs.code : character(lhs) < character(rhs)
    }

    /// Whether `bytes`, read as Characters, are the Characters `units` stand for, one by one:
    /// Characters of a format may join when reversal, splitting or sorting puts them side by side.
    ///
    /// - Parameter bytes: what `writeUTF8(of: units, to:)` wrote.
    /// - Complexity: O(1) for ASCII text, else O(units.count + their bytes).
    func readsBack(_ units: UnsafeMutableBufferPointer<FormatUnit>, from bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // ASCII text without CR (`isASCII`) has one Character per byte, whatever its order.
        if isASCII { return true }
        var index = 0
        for character in String(decoding: bytes, as: UTF8.self) {
            guard index < units.count, character.utf8.count == byteCount(of: units[index]) else { return false }
            index += 1
        }
        return index == units.count
    }

    /// Writes the UTF-8 bytes of the text the units spell to `bytes` and returns them.
    ///
    /// - Parameters:
    ///   - units: units of this text, or brackets added to them, as `FormatNormalizer` writes.
    ///   - bytes: room for at least `byteCapacity(of: units)` bytes.
    func writeUTF8(of units: UnsafeMutableBufferPointer<FormatUnit>, to bytes: UnsafeMutableBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        // A plain copy for ASCII text, the usual case: one byte per unit, without the loop's test and counter per unit.
        if isASCII {
            for index in units.indices { bytes[index] = UInt8(truncatingIfNeeded: units[index].code) }
            return UnsafeBufferPointer(rebasing: bytes[..<units.count])
        }
        var count = 0
        for unit in units {
            if unit.code < 0x80 {
                bytes[count] = UInt8(truncatingIfNeeded: unit.code)
                count += 1
            } else {
                for byte in character(unit).utf8 {
                    bytes[count] = byte
                    count += 1
                }
            }
        }
        return UnsafeBufferPointer(rebasing: bytes[..<count])
    }
}
