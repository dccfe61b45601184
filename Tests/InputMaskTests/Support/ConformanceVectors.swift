import Foundation

/// One custom notation of a recorded format.
struct ConformanceNotation: Sendable, Decodable {
    /// The symbol written inside `[]`.
    var character: String
    /// Every member of the notation's character set.
    var characters: String
    /// Whether the symbol is optional.
    var optional: Bool

    /// The notation's set, built from its members.
    var characterSet: CharacterSet {
        CharacterSet(charactersIn: characters)
    }
}

/// The metrics recorded for a valid format.
struct ConformanceMetrics: Sendable, Decodable {
    var placeholder: String
    var acceptableTextLength: Int
    var totalTextLength: Int
    var acceptableValueLength: Int
    var totalValueLength: Int
}

/// One recorded application of a mask to an input.
struct ConformanceCase: Sendable, Decodable {
    var input: String
    /// The input caret, in Characters.
    var caret: Int
    /// `"forward"` or `"backward"`.
    var gravity: String
    var autocomplete: Bool?
    var autoskip: Bool?
    var output: String
    /// The output caret, in Characters.
    var outputCaret: Int
    var value: String
    var affinity: Int
    var complete: Bool
    var tailPlaceholder: String
    var affinityPrefix: Int
    var affinityCapacity: Int
    var affinityExtractedValueCapacity: Int
}

/// One line of a conformance file: a format, whether it compiles, its metrics and its cases.
struct ConformanceFormat: Sendable, Decodable {
    var format: String
    var rtl: Bool
    var notations: [ConformanceNotation]
    var valid: Bool
    var metrics: ConformanceMetrics?
    var cases: [ConformanceCase]

    private enum CodingKeys: String, CodingKey {
        case format, rtl, notations, valid, metrics, cases
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        rtl = try container.decode(Bool.self, forKey: .rtl)
        notations = try container.decodeIfPresent([ConformanceNotation].self, forKey: .notations) ?? []
        valid = try container.decode(Bool.self, forKey: .valid)
        metrics = try container.decodeIfPresent(ConformanceMetrics.self, forKey: .metrics)
        cases = try container.decodeIfPresent([ConformanceCase].self, forKey: .cases) ?? []
    }
}

extension ConformanceFormat {
    /// The names of the recorded files in `Tests/Conformance/`.
    static let fileNames = ["reference-docs.jsonl", "reference-random.jsonl"]

    /// `Tests/Conformance/`, found from this file's location (`Tests/InputMaskTests/Support/`).
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // InputMaskTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Conformance", isDirectory: true)

    /// Every known file, decoded once.
    private static let cache: [String: [ConformanceFormat]] = {
        var result: [String: [ConformanceFormat]] = [:]
        for name in fileNames {
            result[name] = decode(name)
        }
        return result
    }()

    /// The formats recorded in `file` (a name in `Tests/Conformance/`).
    static func load(_ file: String) -> [ConformanceFormat] {
        cache[file] ?? decode(file)
    }

    /// The formats of both recorded files.
    static let all: [ConformanceFormat] = fileNames.flatMap { load($0) }

    /// Reads and decodes one JSONL file; a missing or malformed file is a programming error.
    private static func decode(_ file: String) -> [ConformanceFormat] {
        let url = directory.appendingPathComponent(file)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            fatalError("cannot read conformance file \(url.path): \(error)")
        }
        let decoder = JSONDecoder()
        var formats: [ConformanceFormat] = []
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            lineNumber += 1
            do {
                formats.append(try decoder.decode(ConformanceFormat.self, from: Data(line)))
            } catch {
                fatalError("\(file):\(lineNumber): cannot decode: \(error)")
            }
        }
        return formats
    }
}
