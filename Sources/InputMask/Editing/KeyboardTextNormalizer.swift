/// What ``MaskedTextInput/Configuration/normalizesDigits`` and
/// ``MaskedTextInput/Configuration/normalizesDashes`` do: the text an edit brings is rewritten, once,
/// before the mask reads it.
///
/// Rewritten are Characters of one Unicode scalar:
/// - with digits on, every decimal digit (general category Nd: full-width `１`, Arabic-Indic `١`,
///   Persian `۱`, Devanagari `१`, mathematical `𝟏`, …) becomes its ASCII digit;
/// - with dashes on, the dashes keyboards and pastes bring (`dashScalars`: smart punctuation's en and
///   em dashes, the minus sign, hyphens, full-width and small forms) become `-` (hyphen-minus).
///
/// A digit or dash that a format of the configuration contains is left as typed, so that a literal
/// written with it still matches it, and setting the text a field shows gives that text back.
/// Everything else, ASCII and Characters of several scalars (a keycap `1️⃣`, a digit with a
/// combining mark) included, passes unchanged.
struct KeyboardTextNormalizer: Sendable {
    /// Whether decimal digits of any script become ASCII digits.
    let digits: Bool
    /// Whether dashes become hyphen-minus.
    let dashes: Bool
    /// The non-ASCII scalars of the configuration's formats, which stay as typed.
    private let formatScalars: Set<Unicode.Scalar>

    /// The dashes that become `-`: U+2010 hyphen, U+2011 non-breaking hyphen, U+2012 figure dash,
    /// U+2013 en dash, U+2014 em dash, U+2015 horizontal bar, U+2212 minus sign, U+FE58 small em
    /// dash, U+FE63 small hyphen-minus, U+FF0D full-width hyphen-minus.
    static let dashScalars: Set<Unicode.Scalar> = [
        "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}", "\u{FE58}", "\u{FE63}", "\u{FF0D}",
    ]

    /// A normaliser for the options of `configuration`, leaving the scalars of its formats as typed.
    ///
    /// - Complexity: O(f) for f bytes of formats when an option is on; O(1) otherwise.
    init(configuration: MaskedTextInput.Configuration) {
        digits = configuration.normalizesDigits
        dashes = configuration.normalizesDashes
        var scalars: Set<Unicode.Scalar> = []
        if digits || dashes {
            for format in [configuration.primaryFormat] + configuration.affineFormats {
                for scalar in format.unicodeScalars where !scalar.isASCII { scalars.insert(scalar) }
            }
        }
        formatScalars = scalars
    }

    /// Whether some text may be rewritten.
    var isActive: Bool { digits || dashes }

    /// `text` with its digits and dashes rewritten as configured.
    ///
    /// - Complexity: O(n) for n bytes of text: one look at each byte for ASCII text, one walk over
    ///   its Characters otherwise.
    func normalize(_ text: String) -> String {
        guard isActive, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var normalized = ""
        normalized.reserveCapacity(text.utf8.count)
        for character in text {
            let scalars = character.unicodeScalars
            guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
                  let replacement = replacement(for: scalar)
            else {
                normalized.append(character)
                continue
            }
            normalized.unicodeScalars.append(replacement)
        }
        return normalized
    }

    /// The ASCII scalar that `scalar`, a whole Character, becomes; nil when it stays.
    private func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard !scalar.isASCII, !formatScalars.contains(scalar) else { return nil }
        if digits, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
           let digit = Int(exactly: value), (0...9).contains(digit) {
            return Unicode.Scalar(UInt8(ascii: "0") + UInt8(digit))
        }
        if dashes, Self.dashScalars.contains(scalar) { return "-" }
        return nil
    }
}
