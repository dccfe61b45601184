import Foundation
@testable import InputMask
import Testing

/// `getOrCreate`: keyed by format and notations, bounded, and safe from many threads.
///
/// Serialized, with the byte-budget tests nested in it (`CacheBudgetTests.swift`): those change the
/// process-wide budget and empty the cache, which would break the same-instance checks here.
@Suite("Mask cache", .serialized)
struct MaskCacheTests {
    @Test("The same format and notations give the same mask")
    func hitsReturnTheSameMask() throws {
        let first = try Mask.getOrCreate(withFormat: "[00]-[00]-cache-hit")
        let second = try Mask.getOrCreate(withFormat: "[00]-[00]-cache-hit")
        #expect(first === second)
    }

    @Test("Other notations give another mask (input-mask keys by format alone and returns the wrong one)")
    func keyedByNotations() throws {
        let dot = Notation(character: "x", characterSet: CharacterSet(charactersIn: "."), isOptional: false)
        let comma = Notation(character: "x", characterSet: CharacterSet(charactersIn: ","), isOptional: false)
        let withDot = try Mask.getOrCreate(withFormat: "[0][x][0]", customNotations: [dot])
        let withComma = try Mask.getOrCreate(withFormat: "[0][x][0]", customNotations: [comma])
        #expect(withDot !== withComma)
        let text = CaretString(string: "1,2", caretPosition: "1,2".endIndex)
        #expect(withDot.apply(toText: text).formattedText.string == "1")
        #expect(withComma.apply(toText: text).formattedText.string == "1,2")
    }

    // README, "A correct, bounded cache": masks whose formats normalise alike (`[000AA]`,
    // `[000][AA]`) share one compiled graph. Serialized here because a budget of 0, set by the
    // byte-budget tests, turns the sharing off.
    @Test("Formats that normalise alike share one compiled graph; others do not", arguments: [
        ("[000AA]", "[000][AA]", true), ("[0909]", "[0099]", true), ("[000AA]", "[000aa]", false),
    ])
    func equalNormalisedFormatsShareAGraph(format: String, other: String, shared: Bool) throws {
        let first = try Mask(format: format)
        let second = try Mask(format: other)
        #expect((first.graph === second.graph) == shared)
        let cachedFirst = try Mask.getOrCreate(withFormat: format + "{ share}")
        let cachedSecond = try Mask.getOrCreate(withFormat: other + "{ share}")
        #expect(cachedFirst !== cachedSecond)
        #expect((cachedFirst.graph === cachedSecond.graph) == shared)
    }

    @Test("Invalid formats throw and are not cached")
    func invalidFormats() {
        #expect(throws: MaskFormatError.self) { try Mask.getOrCreate(withFormat: "[[0]]") }
        #expect(throws: MaskFormatError.self) { try RTLMask.getOrCreate(withFormat: "[[0]]") }
    }

    @Test("The cache stays within its capacity however many formats pass through it")
    func bounded() throws {
        let first = try Mask.getOrCreate(withFormat: "[0]{bounded-0}")
        for index in 1...(Mask.cacheCapacity * 2) {
            _ = try Mask.getOrCreate(withFormat: "[0]{bounded-\(index)}")
        }
        // The first mask was evicted: asking again builds a new one.
        #expect(try Mask.getOrCreate(withFormat: "[0]{bounded-0}") !== first)
    }

    @Test("Concurrent callers agree with a freshly compiled mask")
    func concurrentUse() async throws {
        let formats = (0..<64).map { "+\($0 % 8) ([000]) [000]-[00]-[00]" }
        let expected = try formats.map { try Mask(format: $0).apply(toText: CaretString(string: "9161234567", caretPosition: "9161234567".endIndex)) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var agreed = true
                    for round in 0..<200 {
                        let index = (worker * 7 + round) % formats.count
                        let mask = try Mask.getOrCreate(withFormat: formats[index])
                        let result = mask.apply(toText: CaretString(string: "9161234567", caretPosition: "9161234567".endIndex))
                        agreed = agreed && result == expected[index]
                    }
                    return agreed
                }
            }
            for try await agreed in group { #expect(agreed) }
        }
    }
}
