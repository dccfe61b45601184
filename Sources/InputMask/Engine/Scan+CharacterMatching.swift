// Whether a Character belongs to a class or equals a literal, as the scans ask it: table lookups
// for ASCII, out-of-line calls for the rest.

extension Scan {
    /// Looks a byte below 0x80 up in a class's two-word ASCII table.
    @inline(__always)
    static func asciiBelongs(_ byte: UInt8, to table: UnsafePointer<UInt64>) -> Bool {
        (table[Int(byte &>> 6)] &>> UInt64(byte & 63)) & 1 != 0
    }

    // The slow-path helpers stay out of line, so the hot loop keeps its variables in registers.

    /// Whether a Character given as its UTF-8 bytes belongs to class `classIndex` of `graph`.
    @inline(never)
    static func belongs(_ character: UnsafeBufferPointer<UInt8>, to graph: StateGraph, classIndex: UInt32) -> Bool {
        if classIndex <= FormatCompiler.alphanumericsClass {
            return CharacterClass.builtInContains(utf8: character, classIndex: classIndex)
        }
        return graph.classContains(Int(classIndex), utf8: character)
    }

    /// Whether a Character given as its UTF-8 bytes equals a literal (canonically, as Characters do).
    @inline(never)
    static func equals(_ character: UnsafeBufferPointer<UInt8>, literalOf state: StateGraph.State, in graph: StateGraph) -> Bool {
        Character(String(decoding: character, as: UTF8.self)) == graph.literal(of: state)
    }

    /// A non-ASCII literal can still be canonically equivalent to an ASCII Character (`;` and U+037E).
    @inline(never)
    static func equals(_ byte: UInt8, literalOf state: StateGraph.State, in graph: StateGraph) -> Bool {
        Character(Unicode.Scalar(byte)) == graph.literal(of: state)
    }
}
