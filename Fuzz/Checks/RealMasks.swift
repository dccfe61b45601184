import Foundation
import InputMask

/// The dictionary of real formats the decoders draw from: the masks of the input-mask documentation
/// (the seed documents and Tests/Conformance/reference-docs.jsonl) and common phone, card and amount masks.
enum RealMasks {
    /// Real formats with the custom notations they are documented with.
    static let all: [MaskSpec] = [
        MaskSpec("[00000000000]"),
        MaskSpec("{401}-[000]-[00]-[00]"),
        MaskSpec("[000999999]"),
        MaskSpec("{818}-[000]-[00]-[00]"),
        MaskSpec("[A][-----------------------------------------------------]"),
        MaskSpec("[A][_______________________________________________________________]"),
        MaskSpec("8 [0000000000]"),
        MaskSpec("8([000])[000]-[00]-[00]"),
        MaskSpec("[0000]{-}[00]"),
        MaskSpec("+1 ([000]) [000] [00] [00]"),
        MaskSpec("+7 ([000]) [000]-[0000]"),
        MaskSpec("+7 ([000]) [000] [00] [00]"),
        MaskSpec("{+7} ([000]) [000] [00] [00]"),
        MaskSpec("8 ([000]) [000] [00] [00]"),
        MaskSpec("+1 ([000]) [000]-[0000]"),
        MaskSpec("[00]-[00]"),
        MaskSpec("[00]{-}[00]"),
        MaskSpec("[00]/[00]"),
        MaskSpec("[00]{/}[00]"),
        MaskSpec("\\[[00]\\]"),
        MaskSpec("\\[[00]{\\]}"),
        MaskSpec("[00]{.}[00]{.}[9900]"),
        MaskSpec("[00]{.}[00]{.}[0000]"),
        MaskSpec("[90]{.}[90]{.}[0000]"),
        MaskSpec("[09]{.}[09]{.}19[00]"),
        MaskSpec("a ([0909]) b"),
        MaskSpec("([009])[Aa]"),
        MaskSpec("[000AA]"),
        MaskSpec("[099][A]"),
        MaskSpec("[000][A]"),
        MaskSpec("[000]"),
        MaskSpec("[…]"),
        MaskSpec("[00…]"),
        MaskSpec("[9…]"),
        MaskSpec("[_…]"),
        MaskSpec("[-…]"),
        MaskSpec("[A…]"),
        MaskSpec("[a…]"),
        MaskSpec("[0…][AAA]"),
        MaskSpec("[0000] [0000] [0000] [0000]"),
        MaskSpec("[000] [000] [000]"),
        MaskSpec("[999][.][99]", [Notation(character: ".", characterSet: CharacterSet(charactersIn: ".,"), isOptional: true)]),
        MaskSpec("[999999999][.][99]", [Notation(character: ".", characterSet: CharacterSet(charactersIn: "."), isOptional: true)]),
        MaskSpec(
            "[aaaaaaaaaa][d][aaaaaaaaaa][@][aaaaaaaaaa][d][aaaaaaaaaa][D][aaaaaaaaaa]",
            [
                Notation(character: "D", characterSet: CharacterSet(charactersIn: "."), isOptional: false),
                Notation(character: "d", characterSet: CharacterSet(charactersIn: "."), isOptional: true),
                Notation(character: "@", characterSet: CharacterSet(charactersIn: "@"), isOptional: false),
            ]
        ),
        MaskSpec("[s][9999]", [Notation(character: "s", characterSet: CharacterSet(charactersIn: "$€"), isOptional: true)]),
        MaskSpec("[C…]", [Notation(character: "C", characterSet: CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), isOptional: false)]),
        MaskSpec("#[hhhhhh]", [Notation(character: "h", characterSet: CharacterSet(charactersIn: "0123456789abcdef"), isOptional: false)]),
    ]
}
