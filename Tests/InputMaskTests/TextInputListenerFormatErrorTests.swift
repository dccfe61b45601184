import InputMask
import Testing

/// An invalid format never traps: the field stays unformatted and the error is reported.
@Suite("Text input listener: invalid formats")
@MainActor
struct TextInputListenerFormatErrorTests {
    @Test("Typing into a field with an invalid format keeps the text as typed and reports the error once",
          arguments: ["[00[00]]", "[0Q]", "{1{2}}"])
    func invalidFormat(format: String) {
        let host = SimulatedTextHost(.textField)
        let listener = SimulatedListener(format, host: host)
        host.delegate = listener
        var reported: [MaskFormatError] = []
        listener.core.onFormatError = { reported.append($0) }
        host.focus()
        host.typeEach("1a👍🏽")
        host.backspace()
        #expect(host.hostText == "1a")
        #expect(listener.core.formatError != nil)
        #expect(reported.count == 1)
        #expect(reported.first == listener.core.formatError)
        #expect(listener.core.primaryMask === TextInputListenerCore.passThroughMask)
    }

    @Test("Fixing the format formats again and clears the error")
    func fixedFormat() {
        let host = SimulatedTextHost(.textField)
        let listener = SimulatedListener("[0Q]", host: host)
        host.delegate = listener
        var reported = 0
        listener.core.onFormatError = { _ in reported += 1 }
        host.focus()
        host.typeEach("12")
        #expect(reported == 1)
        listener.core.configuration.primaryFormat = "[0]-[0]"
        #expect(listener.core.formatError == nil)
        host.type("3")
        #expect(host.hostText == "1-2")
    }

    @Test("The pass-through mask keeps every Character, flags and combining marks included")
    func passThrough() {
        let text = "a 1🇺🇦e\u{301}-{}"
        let result = TextInputListenerCore.passThroughMask.apply(toText: CaretString(string: text, caretPosition: text.endIndex))
        #expect(result.formattedText.string == text)
    }
}
