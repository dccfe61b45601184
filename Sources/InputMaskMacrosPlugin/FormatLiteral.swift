#if Macros
import SwiftParser
import SwiftSyntax

/// The value of a plain string literal and the source position of each of its Characters, so that
/// an error found at a Character offset of the value can point at that Character in the source.
struct FormatLiteral {
    /// The string the literal stands for, escapes resolved.
    let value: String
    /// Where each Character of `value` is written in the source, or empty when the literal holds
    /// an escape this type does not follow (errors then point at the literal as a whole).
    private let characterRanges: [Range<AbsolutePosition>]
    private let literalRange: Range<AbsolutePosition>

    /// Reads a literal without interpolation; `nil` for one with interpolation or a syntax error.
    ///
    /// - Complexity: O(n) for a literal of n bytes of source.
    init?(_ literal: StringLiteralExprSyntax) {
        guard let value = literal.representedLiteralValue else { return nil }
        self.value = value
        literalRange = literal.positionAfterSkippingLeadingTrivia..<literal.endPositionBeforeTrailingTrivia
        var scalars: [Unicode.Scalar] = []
        var scalarRanges: [Range<AbsolutePosition>] = []
        var decoded = true
        for case .stringSegment(let segment) in literal.segments where decoded {
            // Multi-line indentation, line continuations and the last newline are trivia of the
            // segment, not part of its text, so the text alone is what the value is made of.
            decoded = Self.unescape(segment.content.text, at: segment.content.positionAfterSkippingLeadingTrivia,
                                    poundCount: literal.openingPounds?.text.count ?? 0,
                                    into: &scalars, ranges: &scalarRanges)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        // swift-syntax's own reading of the literal is the reference; positions are kept only
        // when this reading agrees with it scalar for scalar.
        guard decoded, view.elementsEqual(value.unicodeScalars) else {
            characterRanges = []
            return
        }
        var ranges: [Range<AbsolutePosition>] = []
        var scalarIndex = 0
        for character in String(view) {
            let count = character.unicodeScalars.count
            ranges.append(scalarRanges[scalarIndex].lowerBound..<scalarRanges[scalarIndex + count - 1].upperBound)
            scalarIndex += count
        }
        characterRanges = ranges
    }

    /// Where the Character at `offset` in `value` is written in the source; the whole literal when
    /// `offset` is outside `value` or the literal could not be followed.
    ///
    /// - Complexity: O(1).
    func sourceRange(ofCharacterAt offset: Int) -> Range<AbsolutePosition> {
        characterRanges.indices.contains(offset) ? characterRanges[offset] : literalRange
    }

    /// Appends the scalars a segment's source text stands for, each with where it is written.
    /// Returns `false` on an escape it does not know.
    private static func unescape(
        _ text: String, at start: AbsolutePosition, poundCount: Int,
        into scalars: inout [Unicode.Scalar], ranges: inout [Range<AbsolutePosition>]
    ) -> Bool {
        let source = Array(text.unicodeScalars)
        var index = 0
        var byteOffset = 0
        while index < source.count {
            let position = start.advanced(by: byteOffset)
            let length: Int
            if source[index] == "\\", isEscape(source, at: index, poundCount: poundCount) {
                guard let (scalar, escapeLength) = escaped(source, at: index + 1 + poundCount) else { return false }
                scalars.append(scalar)
                length = 1 + poundCount + escapeLength
            } else if source[index] == "\r" {
                // A multi-line literal's CR LF line ending is one line feed in the value.
                scalars.append("\n")
                length = index + 1 < source.count && source[index + 1] == "\n" ? 2 : 1
            } else {
                scalars.append(source[index])
                length = 1
            }
            byteOffset += source[index..<index + length].reduce(0) { $0 + $1.utf8.count }
            ranges.append(position..<start.advanced(by: byteOffset))
            index += length
        }
        return true
    }

    /// Whether the backslash at `index` is followed by the raw string's `#` delimiter, if any.
    private static func isEscape(_ source: [Unicode.Scalar], at index: Int, poundCount: Int) -> Bool {
        index + poundCount < source.count && source[index + 1..<index + 1 + poundCount].allSatisfy { $0 == "#" }
    }

    /// The scalar of the escape sequence whose letter is at `index`, and its length in scalars.
    private static func escaped(_ source: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
        guard index < source.count else { return nil }
        switch source[index] {
        case "0": return ("\0", 1)
        case "\\": return ("\\", 1)
        case "t": return ("\t", 1)
        case "n": return ("\n", 1)
        case "r": return ("\r", 1)
        case "\"": return ("\"", 1)
        case "'": return ("'", 1)
        case "u":
            guard index + 1 < source.count, source[index + 1] == "{",
                  let close = source[(index + 2)...].firstIndex(of: "}"),
                  let code = UInt32(String(String.UnicodeScalarView(source[(index + 2)..<close])), radix: 16),
                  let scalar = Unicode.Scalar(code)
            else { return nil }
            return (scalar, close - index + 1)
        default: return nil
        }
    }
}
#endif
