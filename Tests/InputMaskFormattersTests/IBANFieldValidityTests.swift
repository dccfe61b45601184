import Testing

@testable import InputMaskFormatters

// isPotentiallyValid answers "can more typing still make this valid" (show no error yet);
// isValid answers "is it valid now".

@Test("potential validity while typing", arguments: [
    ("", true, false),
    ("D", true, false),  // DE, DK, DO, DZ... start so
    ("Z", false, false),  // no registry country starts with Z
    ("ZZ", false, false),
    ("DE8", true, false),
    ("DE89 3704 0044 0532 0130 0", true, false),
    ("DE89 3704 0044 0532 0130 00", true, true),
    ("DE89 3704 0044 0532 0130 01", false, false),  // complete, failing the mod-97 check
    ("8", false, false),  // a country code is letters
])
func potentialValidity(text: String, potentiallyValid: Bool, valid: Bool) throws {
    var field = IBANField()
    field.setText(text)
    #expect(field.isPotentiallyValid == potentiallyValid)
    #expect(field.isValid == valid)
}

@Test("a huge paste is cut at the longest IBAN and stays valid or not by its content")
func hugePaste() throws {
    var field = IBANField()
    let result = field.setText("GB82WEST12345698765432" + String(repeating: "9", count: 200_000))
    #expect(result.value == "GB82WEST12345698765432")
    #expect(field.isValid)
    field.setText(String(repeating: "A", count: 200_000))
    #expect(field.result.value.count == 34)
    #expect(!field.isPotentiallyValid)
}
