import InputMask
import XCTest

/// input-mask 7.x's own tests, and most apps' tests of it, are XCTest cases: the idioms they use
/// (`XCTAssertThrowsError` with `Compiler.CompilerError`, `XCTAssertEqual` on results) work here.
final class InputMask7XCTestCompatibilityTests: XCTestCase {
    func testInvalidFormatsThrowTheCompilerErrorXCTestExpects() {
        for format in ["[[00]000]", "{{00}}", "[00x]"] {
            XCTAssertThrowsError(try Mask(format: format), format) { error in
                XCTAssertTrue(error is Compiler.CompilerError, "\(type(of: error))")
                guard case Compiler.CompilerError.wrongFormat = error else {
                    return XCTFail("not matched by Compiler.CompilerError.wrongFormat: \(error)")
                }
            }
        }
    }

    func testApplyingAsSevenXTestsDo() throws {
        let mask = try Mask.getOrCreate(withFormat: "+7 ([000]) [000]-[00]-[00]")
        let input = "+71234567890"
        let text = CaretString(string: input, caretPosition: input.endIndex, caretGravity: .forward(autocomplete: true))
        let result = mask.apply(toText: text)
        XCTAssertEqual(result.formattedText.string, "+7 (123) 456-78-90")
        XCTAssertEqual(result.formattedText.caretPosition, result.formattedText.string.endIndex)
        XCTAssertEqual(result.extractedValue, "1234567890")
        XCTAssertEqual(result.affinity, AffinityCalculationStrategy.wholeString.calculateAffinity(ofMask: mask, forText: text, autocomplete: true))
        XCTAssertTrue(result.complete)
    }
}
