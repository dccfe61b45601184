import InputMask
import Testing

/// A table of edits to a field and what the field shows after each: text with the caret (`|`) or
/// the selection (`[` `]`), and the value.
struct EditingScenario: Sendable, CustomTestStringConvertible {
    struct Step: Sendable {
        var action: FieldAction
        var display: String
        var value: String
        /// The format the field must have chosen, when the scenario cares.
        var format: String?
        /// The Characters reported dropped from this edit (`isFromEdit`), when the scenario cares.
        var droppedFromEdit: [Character]?
    }

    var name: String
    var configuration: MaskedTextInput.Configuration
    var steps: [Step]

    var testDescription: String { name }

    /// Runs the table through a `TextFieldSimulator`, checking every step.
    func run(sourceLocation: SourceLocation = #_sourceLocation) throws {
        var field = try TextFieldSimulator(configuration)
        for (number, step) in steps.enumerated() {
            field.perform(step.action)
            let context: Comment = "step \(number + 1): \(step.action)"
            #expect(field.display == step.display, context, sourceLocation: sourceLocation)
            #expect(field.input.value == step.value, context, sourceLocation: sourceLocation)
            if let format = step.format {
                #expect(field.input.result.format == format, context, sourceLocation: sourceLocation)
            }
            if let dropped = step.droppedFromEdit, let result = field.lastResult {
                #expect(result.dropped.filter(\.isFromEdit).map(\.character) == dropped, context, sourceLocation: sourceLocation)
            }
            // The caret in Characters and in UTF-16 code units name the same place.
            let result = field.input.result
            let text = result.text
            #expect(text.utf16.distance(from: text.startIndex, to: result.caretIndex) == result.caretUTF16Offset, context,
                    sourceLocation: sourceLocation)
            #expect(text.distance(from: text.startIndex, to: result.caretIndex) == result.caretCharacterOffset, context,
                    sourceLocation: sourceLocation)
        }
    }
}

/// Builds a step: `step(.type("5"), "+1 (5|", "5")`.
func step(_ action: FieldAction, _ display: String, _ value: String, format: String? = nil, dropped: [Character]? = nil) -> EditingScenario.Step {
    EditingScenario.Step(action: action, display: display, value: value, format: format, droppedFromEdit: dropped)
}
