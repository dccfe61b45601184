import Foundation
import InputMask

@testable import InputMaskFormatters

/// One line of `Tests/PhoneData/libphonenumber-examples.tsv` (written by
/// `Scripts/generate-phone-test-data.py`): an example number of a region and number type, and what
/// libphonenumber makes of it.
struct LibphonenumberExample: Sendable, CustomStringConvertible {
    let region: String
    let type: String
    let e164: String
    let international: String
    let national: String
    /// The region libphonenumber gives the number.
    let owner: String
    /// Whether the digits decide ``owner`` (no other region of the dial code has the number valid).
    let digitsDecideRegion: Bool
    /// AsYouTypeFormatter's text after each key of ``e164`` typed in region ZZ.
    let typedInternational: [String]
    /// AsYouTypeFormatter's text after each digit of ``national`` typed in ``region``.
    let typedNational: [String]
    /// `+`, the dial code, ``region``'s national prefix and the national number (`+789123456789`),
    /// and the E.164 form libphonenumber reads it as (empty when it cannot); `nil` when the
    /// region has no national prefix.
    let withNationalPrefix: (input: String, e164: String)?

    var description: String { "\(region) \(type) \(e164)" }

    /// The digits of ``national``, as a person types them.
    var nationalDigits: String { national.filter(\.isASCIIDigit) }

    /// Every example, read once.
    static let all: [LibphonenumberExample] = phoneDataRows("libphonenumber-examples.tsv", columns: 11).map { columns in
        LibphonenumberExample(
            region: columns[0], type: columns[1], e164: columns[2], international: columns[3], national: columns[4],
            owner: columns[5], digitsDecideRegion: columns[6] == "1",
            typedInternational: columns[7].split(separator: "|", omittingEmptySubsequences: false).map(String.init),
            typedNational: columns[8].split(separator: "|", omittingEmptySubsequences: false).map(String.init),
            withNationalPrefix: columns[9].isEmpty ? nil : (columns[9], columns[10]))
    }
}

/// One line of `Tests/PhoneData/libphonenumber-shared-dial-codes.tsv`: an example number of one
/// region typed nationally in another region of its dial code (with that region's national prefix
/// or without), and the E.164 form libphonenumber parses it as there.
struct SharedDialCodeInput: Sendable, CustomStringConvertible {
    let region: String
    let typed: String
    /// Empty when libphonenumber cannot parse ``typed``.
    let e164: String

    var description: String { "\(typed) in \(region)" }

    /// Every line, read once.
    static let all: [SharedDialCodeInput] = phoneDataRows("libphonenumber-shared-dial-codes.tsv", columns: 3).map { columns in
        SharedDialCodeInput(region: columns[0], typed: columns[1], e164: columns[2])
    }
}

/// The rows of `Tests/PhoneData/NAME` with `columns` tab-separated columns (comment lines, which
/// start with `#`, and rows of another width left out); none when the file cannot be read.
private func phoneDataRows(_ name: String, columns: Int) -> [[String]] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PhoneData/" + name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
        guard !line.hasPrefix("#") else { return nil }
        let row = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return row.count == columns ? row : nil
    }
}

/// The share of `examples` for which `agrees` holds, and the ones for which it does not.
func agreement<Example>(
    _ examples: [Example], _ agrees: (Example) throws -> Bool
) rethrows -> (share: Double, disagreeing: [Example]) {
    let disagreeing = try examples.filter { try !agrees($0) }
    return (Double(examples.count - disagreeing.count) / Double(max(1, examples.count)), disagreeing)
}
