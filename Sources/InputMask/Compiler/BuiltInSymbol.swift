/// The mask language's built-in slot symbols, stated once (SEMANTICS.md sections 1–3).
///
/// | symbol | takes | slot |
/// |---|---|---|
/// | `0` | a digit | mandatory |
/// | `9` | a digit | optional |
/// | `A` | a letter | mandatory |
/// | `a` | a letter | optional |
/// | `_` | a letter or a digit | mandatory |
/// | `-` | a letter or a digit | optional |
///
/// A slot shows its class's optional symbol in the placeholder (`0` for digits), and a `…` after
/// a built-in symbol takes that symbol's class. Built-in symbols take precedence over custom
/// notations with the same Character.
struct BuiltInSymbol {
    /// The class of Characters it takes: `FormatCompiler.digitsClass`, `lettersClass` or `alphanumericsClass`.
    let classIndex: UInt32
    /// Whether its slot may stay empty.
    let isOptional: Bool

    /// The built-in symbol whose code point is `code`, if it is one.
    @inline(__always)
    init?(code: UInt32) {
        switch code {
        case 0x30: (classIndex, isOptional) = (FormatCompiler.digitsClass, false)  // 0
        case 0x39: (classIndex, isOptional) = (FormatCompiler.digitsClass, true)  // 9
        case 0x41: (classIndex, isOptional) = (FormatCompiler.lettersClass, false)  // A
        case 0x61: (classIndex, isOptional) = (FormatCompiler.lettersClass, true)  // a
        case 0x5F: (classIndex, isOptional) = (FormatCompiler.alphanumericsClass, false)  // _
        case 0x2D: (classIndex, isOptional) = (FormatCompiler.alphanumericsClass, true)  // -
        default: return nil
        }
    }

    /// The byte a slot of its class shows in the placeholder.
    var placeholder: UInt8 { Self.placeholder(ofClass: classIndex) }

    /// The byte a slot of built-in class `classIndex` (0, 1 or 2) shows in the placeholder: the
    /// class's optional symbol, `0`, `a` or `-`.
    static func placeholder(ofClass classIndex: UInt32) -> UInt8 {
        assert(classIndex <= FormatCompiler.alphanumericsClass)
        return classIndex == FormatCompiler.digitsClass ? 0x30 : classIndex == FormatCompiler.lettersClass ? 0x61 : 0x2D
    }

    /// The built-in class whose placeholder `symbol` is, if it is one.
    static func classIndex(ofPlaceholder symbol: Character) -> UInt32? {
        switch symbol {
        case "0": FormatCompiler.digitsClass
        case "a": FormatCompiler.lettersClass
        case "-": FormatCompiler.alphanumericsClass
        default: nil
        }
    }

    /// The code point by which the symbol `code` sorts within a square block: its own, with `_`
    /// and `-` as `A` and `a`, so that the mandatory symbol of each pair sorts first.
    static func sortCode(_ code: UInt32) -> UInt32 {
        switch code {
        case 0x5F: 0x41
        case 0x2D: 0x61
        default: code
        }
    }
}
