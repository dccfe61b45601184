import InputMask
import Testing

/// The examples of the DocC articles and the editing layer's documentation comments, run as written.
@Suite("Editing: documentation examples")
struct EditingDocumentationExamplesTests {
    static let usPhone = "+1 ([000]) [000]-[0000]"

    @Test("Autocomplete table of the caret gravity article: [00]{/}[00] typed 1, 2, 3, 4", arguments: [true, false])
    func autocompleteTable(autocomplete: Bool) throws {
        var field = try TextFieldSimulator("[00]{/}[00]", autocomplete: autocomplete)
        let shown = field.type("1234").map(\.text)
        #expect(shown == (autocomplete ? ["1", "12/", "12/3", "12/34"] : ["1", "12", "12/3", "12/34"]))
    }

    @Test("Autoskip table of the caret gravity article", arguments: [true, false])
    func autoskipTable(autoskip: Bool) throws {
        var phone = try TextFieldSimulator(Self.usPhone, autoskip: autoskip)
        phone.type("5551")
        phone.backspace()
        #expect(phone.display == (autoskip ? "+1 (555|" : "+1 (555) |"))
        phone.type("123")
        phone.backspace()
        #expect(phone.display == "+1 (555) 123|")
        var date = try TextFieldSimulator("[00]{/}[00]", autoskip: autoskip)
        date.type("123")
        date.backspace()
        #expect(date.display == (autoskip ? "12|" : "12/|"))
    }

    @Test("Forward gravity pulls the caret back over rejected characters")
    func forwardGravity() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: "[000]"))
        let result = input.replace(utf16Range: 0..<0, with: "1a2")
        #expect(result.text == "12")
        #expect(result.caretCharacterOffset == 2)
    }

    @Test("The getting-started walk-through")
    func gettingStarted() throws {
        var configuration = MaskedTextInput.Configuration(primaryFormat: "+7 ([000]) [000]-[00]-[00]")
        configuration.affineFormats = ["8 ([000]) [000]-[00]-[00]"]
        configuration.autoskip = true
        var input = try MaskedTextInput(configuration: configuration)
        #expect(input.focus().description.hasPrefix("\"+7 (|\""))
        #expect(input.replace(utf16Range: 4..<4, with: "9").description.hasPrefix("\"+7 (9|\""))
        #expect(input.replace(utf16Range: 5..<5, with: "62").description.hasPrefix("\"+7 (962) |\""))
        #expect(input.replace(utf16Range: 8..<9, with: "").description.hasPrefix("\"+7 (962|\""))
        let rejected = input.replace(utf16Range: 7..<7, with: "x").dropped.first { $0.isFromEdit }
        #expect(rejected?.description == "\"x\" at 7: a digit is expected here")
    }

    @Test("The README example")
    func readme() throws {
        var input = try MaskedTextInput(configuration: .init(
            primaryFormat: "+7 ([000]) [000]-[00]-[00]",
            affineFormats: ["8 ([000]) [000]-[00]-[00]"],
            autoskip: true
        )) { _ in }
        #expect(input.focus().description.hasPrefix("\"+7 (|\""))
        #expect(input.replace(utf16Range: 4..<4, with: "962").description.hasPrefix("\"+7 (962) |\""))
        #expect(input.replace(utf16Range: 8..<9, with: "").description.hasPrefix("\"+7 (962|\""))
        let typo = input.replace(utf16Range: 7..<7, with: "x")
        #expect(typo.dropped[0].description == "\"x\" at 7: a digit is expected here")
    }

    @Test("The examples of MaskedTextInput, EditResult and the module overview")
    func typeExamples() throws {
        var input = try MaskedTextInput(configuration: .init(primaryFormat: Self.usPhone))
        #expect(input.replace(utf16Range: 0..<0, with: "5").description.hasPrefix("\"+1 (5|\""))
        #expect(input.replace(utf16Range: 5..<5, with: "5").description.hasPrefix("\"+1 (55|\""))
        #expect(input.replace(utf16Range: 6..<6, with: "5").description.hasPrefix("\"+1 (555) |\""))
        #expect(input.replace(utf16Range: 8..<9, with: "").description.hasPrefix("\"+1 (555)|\""))

        var fresh = try MaskedTextInput(configuration: .init(primaryFormat: Self.usPhone))
        let result = fresh.replace(utf16Range: 0..<0, with: "555")
        #expect(result.text == "+1 (555) ")
        #expect(result.caretCharacterOffset == 9)
        #expect(result.value == "555")
        #expect(!result.complete)
        #expect(result.tailPlaceholder == "000-0000")

        var whole = try MaskedTextInput(configuration: .init(primaryFormat: Self.usPhone))
        let all = whole.replace(utf16Range: 0..<0, with: "5551234567")
        #expect(all.text == "+1 (555) 123-4567" && all.value == "5551234567" && all.complete)
    }

    @Test("The right-to-left example of the caret gravity article")
    func rightToLeft() throws {
        var field = try TextFieldSimulator(.init(primaryFormat: "[000] [000] [000]", rightToLeft: true))
        field.type("1234")
        #expect(field.display == "1 234|")
        field.type("5")
        #expect(field.display == "12 345|")
    }

    @Test("The getting-started section on keyboards, and the examples of replace and normalizesDigits")
    func keyboards() throws {
        var configuration = MaskedTextInput.Configuration(primaryFormat: "[000]-[0000]")
        configuration.normalizesDigits = true
        var digits = try MaskedTextInput(configuration: configuration)
        #expect(digits.replace(utf16Range: 0..<0, with: "１２３４５６７").text == "123-4567")
        configuration.normalizesDashes = true
        var input = try MaskedTextInput(configuration: configuration)
        #expect(input.replace(utf16Range: 0..<0, with: "１２３–４５６７").text == "123-4567")
        var phone = try MaskedTextInput(configuration: .init(primaryFormat: "+7 ([000]) [000]-[00]-[00]"))
        #expect(phone.focus().text == "+7 (")
        #expect(phone.replace(utf16Range: 4..<4, with: "+79114041112").text == "+7 (911) 404-11-12")
    }
}
