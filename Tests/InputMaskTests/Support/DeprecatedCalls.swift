import Foundation
import InputMask

/// The deprecated API that tests exercise on purpose (input-mask 7.x's String and CharacterSet
/// helpers, and the `apply(toText:autocomplete:)` spelling of earlier releases), reached through a
/// protocol requirement so that the tests build without deprecation warnings.
///
/// Swift Testing refuses `@Test` and `@Suite` in a deprecated context, and a call through a
/// requirement is not a use of the deprecated declaration; each witness below is deprecated itself,
/// which is what lets it call the deprecated API silently.
protocol DeprecatedCalls: Sendable {
    func reversed(_ string: String) -> String
    func truncateFirst(_ string: String) -> String
    func prefixIntersection(_ string: String, with other: String) -> Substring
    func reversedFormat(_ format: String) -> String
    func startIndex(of string: String, offsetBy offset: Int) -> String.Index
    func distanceFromStartIndex(of string: String, to index: String.Index) -> Int
    func extractDigits(_ string: String) -> String
    func numberOfOccurrences(of needle: String, in string: String) -> Int
    func isMember(_ set: CharacterSet, character: Character) -> Bool
    func apply(_ mask: Mask, toText text: CaretString, autocomplete: Bool) -> Mask.Result
}

/// The deprecated API, for tests: `deprecated.reversed("abc")` calls `"abc".reversed`.
let deprecated: any DeprecatedCalls = DeprecatedAPI()

private struct DeprecatedAPI: DeprecatedCalls {
    @available(*, deprecated)
    func reversed(_ string: String) -> String { string.reversed }

    @available(*, deprecated)
    func truncateFirst(_ string: String) -> String { string.truncateFirst() }

    @available(*, deprecated)
    func prefixIntersection(_ string: String, with other: String) -> Substring { string.prefixIntersection(with: other) }

    @available(*, deprecated)
    func reversedFormat(_ format: String) -> String { format.reversedFormat() }

    @available(*, deprecated)
    func startIndex(of string: String, offsetBy offset: Int) -> String.Index { string.startIndex(offsetBy: offset) }

    @available(*, deprecated)
    func distanceFromStartIndex(of string: String, to index: String.Index) -> Int { string.distanceFromStartIndex(to: index) }

    @available(*, deprecated)
    func extractDigits(_ string: String) -> String { string.extractDigits() }

    @available(*, deprecated)
    func numberOfOccurrences(of needle: String, in string: String) -> Int { string.numberOfOccurrencesOf(needle) }

    @available(*, deprecated)
    func isMember(_ set: CharacterSet, character: Character) -> Bool { set.isMember(character: character) }

    @available(*, deprecated)
    func apply(_ mask: Mask, toText text: CaretString, autocomplete: Bool) -> Mask.Result {
        mask.apply(toText: text, autocomplete: autocomplete)
    }
}
