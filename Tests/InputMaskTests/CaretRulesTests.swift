@testable import InputMask
import Testing

/// The caret parts of the plain pass (`Scan.CaretPart`) are the position rules of CaretRules.swift
/// with the position fixed before, at or after the caret.
@Suite("Caret rules")
struct CaretRulesTests {
    @Test("Each part gives the rule of every position in it", arguments: [false, true])
    func partsMatchPositions(insertionIncludesCaret: Bool) {
        let caret = 5
        for position in 0...10 {
            let part: Scan.CaretPart = position < caret ? .beforeCaret : position == caret ? .atCaret : .afterCaret
            #expect(part.deletionMovesCaret == Scan.deletionMovesCaret(at: position, caretByte: caret))
            #expect(part.insertionMovesCaret(insertionIncludesCaret: insertionIncludesCaret)
                    == Scan.insertionMovesCaret(at: position, caretByte: caret, insertionIncludesCaret: insertionIncludesCaret))
        }
    }

    @Test("Before the caret both move it, after it neither, at it an insertion only when it includes the caret")
    func partsTable() {
        #expect(Scan.CaretPart.beforeCaret.deletionMovesCaret)
        #expect(!Scan.CaretPart.atCaret.deletionMovesCaret)
        #expect(!Scan.CaretPart.afterCaret.deletionMovesCaret)
        #expect(Scan.CaretPart.atCaret.insertionMovesCaret(insertionIncludesCaret: true))
        #expect(!Scan.CaretPart.atCaret.insertionMovesCaret(insertionIncludesCaret: false))
        #expect(Scan.CaretPart.beforeCaret.insertionMovesCaret(insertionIncludesCaret: false))
        #expect(!Scan.CaretPart.afterCaret.insertionMovesCaret(insertionIncludesCaret: true))
    }
}
