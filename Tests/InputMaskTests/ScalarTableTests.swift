@testable import InputMask
import Testing

/// The generated scalar table (Scripts/generate-scalar-table.swift, ScalarTable+Generated.swift)
/// against the standard library, for every scalar.
@Suite("Scalar table")
struct ScalarTableTests {
    /// The Unicode version the generator tabulates up to.
    static let newestTabulatedVersion: Unicode.Version = (15, 0)

    @Test("The built-in classes agree with the standard library's general categories on every scalar")
    func builtInClassesAgree() {
        var disagreements: [String] = []
        for value in UInt32(0)..<0x110000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            let isLetterOrMark = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                                  .nonspacingMark, .spacingMark, .enclosingMark].contains(category)
            let isNumber = [.decimalNumber, .letterNumber, .otherNumber].contains(category)
            let expected = [category == .decimalNumber, isLetterOrMark, isLetterOrMark || isNumber]
            var utf8 = Array(String(scalar).utf8)
            let found = utf8.withUnsafeMutableBufferPointer { bytes in
                (UInt32(0)...2).map { CharacterClass.builtInContains(utf8: UnsafeBufferPointer(bytes), classIndex: $0) }
            }
            if found != expected && disagreements.count < 20 {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)): \(found), expected \(expected)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    @Test("The committed table is what the generator makes from this standard library")
    func tableIsCurrent() {
        let table = ScalarTable.shared
        var differences: [String] = []
        for value in ScalarTable.firstScalar..<0x110000 where table.bits(of: value) != Self.expectedBits(of: value) {
            if differences.count < 20 {
                differences.append("U+\(String(value, radix: 16, uppercase: true)): \(table.bits(of: value)), expected \(Self.expectedBits(of: value))")
            }
        }
        #expect(differences.isEmpty, "run Scripts/generate-scalar-table.swift again: \(differences)")
    }

    @Test("A scalar marked simple is a Character of its own between simple neighbours", arguments: [
        "a", "ж", "中", "가", "🙂",
    ])
    func simpleScalarsBreak(neighbour: String) {
        let table = ScalarTable.shared
        var joined: [String] = []
        for value in ScalarTable.firstScalar..<0x110000 where table.bits(of: value) & ScalarTable.simpleBit != 0 {
            let alone = String(Unicode.Scalar(value)!)
            if (neighbour + alone).count != 2 || (alone + neighbour).count != 2 || (alone + alone).count != 2 {
                if joined.count < 20 { joined.append("U+\(String(value, radix: 16, uppercase: true))") }
            }
        }
        #expect(joined.isEmpty, "\(joined)")
    }

    @Test("A scalar marked as joining no simple scalar breaks after one", arguments: [
        "a", "\u{0436}", "\u{4E2D}", "\u{AC00}", "\u{AC01}", "\u{1F642}",
    ])
    func joinsNoSimpleBreaks(before: String) {
        let table = ScalarTable.shared
        var joined: [String] = []
        for value in ScalarTable.firstScalar..<0x110000 where table.bits(of: value) & ScalarTable.joinsNoSimpleBit != 0 {
            if (before + String(Unicode.Scalar(value)!)).count != 2 && joined.count < 20 {
                joined.append("U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(joined.isEmpty, "\(joined)")
    }

    /// The generator's rule, restated: class bits for scalars assigned up to the tabulated version,
    /// and simpleness as the standard library's grapheme breaking shows it.
    static func expectedBits(of value: UInt32) -> UInt8 {
        guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
              age.major < newestTabulatedVersion.major
                || (age.major == newestTabulatedVersion.major && age.minor <= newestTabulatedVersion.minor)
        else { return 0 }
        var bits = ScalarTable.knownBit
        let category = scalar.properties.generalCategory
        switch category {
        case .decimalNumber: bits |= ScalarTable.digitBit | ScalarTable.numberBit
        case .letterNumber, .otherNumber: bits |= ScalarTable.numberBit
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            bits |= ScalarTable.letterOrMarkBit
        default: break
        }
        let excluded: [Unicode.GeneralCategory] = [.control, .format, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator, .spacingMark]
        if !excluded.contains(category) && !scalar.properties.isGraphemeExtend {
            let alone = String(scalar)
            if ("a" + alone).count == 2 && (alone + "a").count == 2 && (alone + alone).count == 2 { bits |= ScalarTable.simpleBit }
        }
        let alone = String(scalar)
        if bits & ScalarTable.simpleBit != 0 {
            if ("\u{1F469}\u{200D}" + alone).count == 1 { bits |= ScalarTable.pictographicBit }
        } else if value != 0x200D && ("\u{1F469}" + alone + "\u{200D}\u{1F469}").count == 1 {
            bits |= ScalarTable.emojiExtendBit
        }
        if ["a", "\u{AC00}", "\u{AC01}"].allSatisfy({ ($0 + alone).count == 2 }) { bits |= ScalarTable.joinsNoSimpleBit }
        return bits
    }
}
