// GENERATED FILE, DO NOT EDIT.
// Written by `python3 Scripts/generate-country-table.py` from
// phonenumbers 9.0.43 (libphonenumber metadata), pycountry 26.2.16, babel 2.18.0 (CLDR 47), regex 2026.5.9.
// 245 regions; non-geographic entities (region 001) are skipped.

extension Country {
    /// Every region of libphonenumber's metadata, sorted by ISO 3166 alpha-2 code.
    static let generatedTable: [Country] = (0..<generatedRowCount).map(generatedCountry(at:))

    /// The rows of ``generatedTable``.
    static let generatedRowCount = 245

    /// The ISO 3166 alpha-2 code of each row of ``generatedTable``, two ASCII letters each, in
    /// the same order: what a search by digits reads instead of every row.
    static let generatedAlpha2Codes: StaticString = "ACADAEAFAGAIALAMAOARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGTGUGWGYHKHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTATCTDTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUSUYUZVAVCVEVGVIVNVUWFWSXKYEYTZAZMZW"

    /// Row `row` of ``generatedTable``, made on its own, so that a search that matches a few
    /// rows makes and touches only those.
    static func generatedCountry(at row: Int) -> Country {
        switch row {
        case 0:
            return Country(
                name: "Ascension Island", nameNative: nil, alpha2: "AC", alpha3: nil, flag: "🇦🇨", dialCode: "247",
                primaryFormat: "+247 [00000]",
                affineFormats: [
                    "+247 [000000]",
                ],
                exampleNumber: "+24740123", exampleFormatted: "+247 40123"
            )
        case 1:
            return Country(
                name: "Andorra", nameNative: "Andorra", alpha2: "AD", alpha3: "AND", flag: "🇦🇩", dialCode: "376",
                primaryFormat: "+376 [000] [000]",
                affineFormats: [
                    "+376 [0000] [0000]",
                    "+376 [000] [000] [000]",
                ],
                exampleNumber: "+376312345", exampleFormatted: "+376 312 345"
            )
        case 2:
            return Country(
                name: "United Arab Emirates", nameNative: "الإمارات العربية المتحدة", alpha2: "AE", alpha3: "ARE", flag: "🇦🇪", dialCode: "971",
                primaryFormat: "+971 [00] [000] [0000]",
                affineFormats: [
                    "+971 [0] [000] [0000]",
                    "+971 [000] [000000]",
                    "+971 [000] [0] [00000]",
                    "+971 [000] [009999999]",
                ],
                exampleNumber: "+971501234567", exampleFormatted: "+971 50 123 4567"
            )
        case 3:
            return Country(
                name: "Afghanistan", nameNative: "افغانستان", alpha2: "AF", alpha3: "AFG", flag: "🇦🇫", dialCode: "93",
                primaryFormat: "+93 [00] [000] [0000]",
                affineFormats: [],
                exampleNumber: "+93701234567", exampleFormatted: "+93 70 123 4567"
            )
        case 4:
            return Country(
                name: "Antigua & Barbuda", nameNative: "Antigua & Barbuda", alpha2: "AG", alpha3: "ATG", flag: "🇦🇬", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+12684641234", exampleFormatted: "+1 268-464-1234"
            )
        case 5:
            return Country(
                name: "Anguilla", nameNative: "Anguilla", alpha2: "AI", alpha3: "AIA", flag: "🇦🇮", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+12642351234", exampleFormatted: "+1 264-235-1234"
            )
        case 6:
            return Country(
                name: "Albania", nameNative: "Shqipëri", alpha2: "AL", alpha3: "ALB", flag: "🇦🇱", dialCode: "355",
                primaryFormat: "+355 [00] [000] [0000]",
                affineFormats: [
                    "+355 [00] [000] [000]",
                    "+355 [000] [0000]",
                    "+355 [000] [000]",
                    "+355 [000] [00000]",
                    "+355 [000] [0009]",
                    "+355 [0] [000] [0000]",
                ],
                exampleNumber: "+355672123456", exampleFormatted: "+355 67 212 3456"
            )
        case 7:
            return Country(
                name: "Armenia", nameNative: "Հայաստան", alpha2: "AM", alpha3: "ARM", flag: "🇦🇲", dialCode: "374",
                primaryFormat: "+374 [00] [000000]",
                affineFormats: [
                    "+374 [000] [00] [000]",
                    "+374 [000] [00000]",
                ],
                exampleNumber: "+37477123456", exampleFormatted: "+374 77 123456"
            )
        case 8:
            return Country(
                name: "Angola", nameNative: "Angola", alpha2: "AO", alpha3: "AGO", flag: "🇦🇴", dialCode: "244",
                primaryFormat: "+244 [000] [000] [000]",
                affineFormats: [],
                exampleNumber: "+244923123456", exampleFormatted: "+244 923 123 456"
            )
        case 9:
            return Country(
                name: "Argentina", nameNative: "Argentina", alpha2: "AR", alpha3: "ARG", flag: "🇦🇷", dialCode: "54",
                primaryFormat: "+54 [0] [00] [0000]-[0000]",
                affineFormats: [
                    "+54 [00] [0000]-[0000]",
                    "+54 [000]-[000]-[0000]",
                    "+54 [0000] [00]-[0000]",
                    "+54 [000] [000]-[0000]",
                    "+54 [0] [0000] [00]-[0000]",
                    "+54 [000]-[000]-[00000]",
                    "+54 [0] [000] [000]-[0000]",
                ],
                exampleNumber: "+5491123456789", exampleFormatted: "+54 9 11 2345-6789"
            )
        case 10:
            return Country(
                name: "American Samoa", nameNative: "American Samoa", alpha2: "AS", alpha3: "ASM", flag: "🇦🇸", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+16847331234", exampleFormatted: "+1 684-733-1234"
            )
        case 11:
            return Country(
                name: "Austria", nameNative: "Österreich", alpha2: "AT", alpha3: "AUT", flag: "🇦🇹", dialCode: "43",
                primaryFormat: "+43 [000] [000000]",
                affineFormats: [
                    "+43 [0] [000000000]",
                    "+43 [0] [000999999999]",
                    "+43 [000] [00]",
                    "+43 [00] [00099]",
                    "+43 [000] [0009999999]",
                    "+43 [0000] [000999999]",
                    "+43 [00] [000] [0009]",
                    "+43 [00] [0000] [0000999]",
                ],
                exampleNumber: "+43664123456", exampleFormatted: "+43 664 123456"
            )
        case 12:
            return Country(
                name: "Australia", nameNative: "Australia", alpha2: "AU", alpha3: "AUS", flag: "🇦🇺", dialCode: "61",
                primaryFormat: "+61 [000] [000] [000]",
                affineFormats: [
                    "+61 [0] [0000] [0000]",
                    "+61 [0000] [000] [000]",
                    "+61 [00] [000] [00]",
                    "+61 [00] [0009]",
                    "+61 [00] [000] [0099]",
                ],
                exampleNumber: "+61412345678", exampleFormatted: "+61 412 345 678"
            )
        case 13:
            return Country(
                name: "Aruba", nameNative: "Aruba", alpha2: "AW", alpha3: "ABW", flag: "🇦🇼", dialCode: "297",
                primaryFormat: "+297 [000] [0000]",
                affineFormats: [],
                exampleNumber: "+2975601234", exampleFormatted: "+297 560 1234"
            )
        case 14:
            return Country(
                name: "Åland Islands", nameNative: "Åland", alpha2: "AX", alpha3: "ALA", flag: "🇦🇽", dialCode: "358",
                primaryFormat: "+358 [00] [0000000]",
                affineFormats: [
                    "+358 [000] [000000]",
                    "+358 [00] [000000]",
                    "+358 [00000]",
                    "+358 [000] [0009999]",
                    "+358 [00] [00009999]",
                    "+358 [00] [0000009999]",
                    "+358 [0] [000099999]",
                ],
                exampleNumber: "+358412345678", exampleFormatted: "+358 41 2345678"
            )
        case 15:
            return Country(
                name: "Azerbaijan", nameNative: "Azərbaycan", alpha2: "AZ", alpha3: "AZE", flag: "🇦🇿", dialCode: "994",
                primaryFormat: "+994 [00] [000] [00] [00]",
                affineFormats: [
                    "+994 [000] [00] [00] [00]",
                ],
                exampleNumber: "+994401234567", exampleFormatted: "+994 40 123 45 67"
            )
        case 16:
            return Country(
                name: "Bosnia & Herzegovina", nameNative: "Босна и Херцеговина", alpha2: "BA", alpha3: "BIH", flag: "🇧🇦", dialCode: "387",
                primaryFormat: "+387 [00] [000] [000]",
                affineFormats: [
                    "+387 [00] [000]-[000]",
                    "+387 [00] [00] [00] [000]",
                ],
                exampleNumber: "+38761123456", exampleFormatted: "+387 61 123 456"
            )
        case 17:
            return Country(
                name: "Barbados", nameNative: "Barbados", alpha2: "BB", alpha3: "BRB", flag: "🇧🇧", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+12462501234", exampleFormatted: "+1 246-250-1234"
            )
        case 18:
            return Country(
                name: "Bangladesh", nameNative: "বাংলাদেশ", alpha2: "BD", alpha3: "BGD", flag: "🇧🇩", dialCode: "880",
                primaryFormat: "+880 [0000]-[000000]",
                affineFormats: [
                    "+880 [0]-[0000000]",
                    "+880 [000]-[0000000]",
                    "+880 [00]-[000099]",
                    "+880 [000]-[0009999]",
                    "+880 [0000]-[000999]",
                    "+880 [0]-[00000009]",
                ],
                exampleNumber: "+8801812345678", exampleFormatted: "+880 1812-345678"
            )
        case 19:
            return Country(
                name: "Belgium", nameNative: "België", alpha2: "BE", alpha3: "BEL", flag: "🇧🇪", dialCode: "32",
                primaryFormat: "+32 [000] [00] [00] [00]",
                affineFormats: [
                    "+32 [00] [00] [00] [00]",
                    "+32 [000] [00] [000]",
                    "+32 [0] [000] [00] [00]",
                ],
                exampleNumber: "+32450001234", exampleFormatted: "+32 450 00 12 34"
            )
        case 20:
            return Country(
                name: "Burkina Faso", nameNative: "Burkina Faso", alpha2: "BF", alpha3: "BFA", flag: "🇧🇫", dialCode: "226",
                primaryFormat: "+226 [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+22670123456", exampleFormatted: "+226 70 12 34 56"
            )
        case 21:
            return Country(
                name: "Bulgaria", nameNative: "България", alpha2: "BG", alpha3: "BGR", flag: "🇧🇬", dialCode: "359",
                primaryFormat: "+359 [00] [000] [000]",
                affineFormats: [
                    "+359 [0] [000] [000]",
                    "+359 [000] [00] [000]",
                    "+359 [0] [0] [00] [00]",
                    "+359 [000] [0000]",
                    "+359 [0] [000] [0009]",
                    "+359 [00] [000] [009]",
                    "+359 [000] [000] [00]",
                    "+359 [00] [000] [0009]",
                    "+359 [000] [000] [000]",
                ],
                exampleNumber: "+35943012345", exampleFormatted: "+359 43 012 345"
            )
        case 22:
            return Country(
                name: "Bahrain", nameNative: "البحرين", alpha2: "BH", alpha3: "BHR", flag: "🇧🇭", dialCode: "973",
                primaryFormat: "+973 [0000] [0000]",
                affineFormats: [],
                exampleNumber: "+97336001234", exampleFormatted: "+973 3600 1234"
            )
        case 23:
            return Country(
                name: "Burundi", nameNative: "Uburundi", alpha2: "BI", alpha3: "BDI", flag: "🇧🇮", dialCode: "257",
                primaryFormat: "+257 [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+25779561234", exampleFormatted: "+257 79 56 12 34"
            )
        case 24:
            return Country(
                name: "Benin", nameNative: "Bénin", alpha2: "BJ", alpha3: "BEN", flag: "🇧🇯", dialCode: "229",
                primaryFormat: "+229 [00] [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+2290195123456", exampleFormatted: "+229 01 95 12 34 56"
            )
        case 25:
            return Country(
                name: "St. Barthélemy", nameNative: "Saint-Barthélemy", alpha2: "BL", alpha3: "BLM", flag: "🇧🇱", dialCode: "590",
                primaryFormat: "+590 [000] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+590690001234", exampleFormatted: "+590 690 00 12 34"
            )
        case 26:
            return Country(
                name: "Bermuda", nameNative: "Bermuda", alpha2: "BM", alpha3: "BMU", flag: "🇧🇲", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+14413701234", exampleFormatted: "+1 441-370-1234"
            )
        case 27:
            return Country(
                name: "Brunei", nameNative: "Brunei", alpha2: "BN", alpha3: "BRN", flag: "🇧🇳", dialCode: "673",
                primaryFormat: "+673 [000] [0000]",
                affineFormats: [],
                exampleNumber: "+6737123456", exampleFormatted: "+673 712 3456"
            )
        case 28:
            return Country(
                name: "Bolivia", nameNative: "Bolivia", alpha2: "BO", alpha3: "BOL", flag: "🇧🇴", dialCode: "591",
                primaryFormat: "+591 [00000000]",
                affineFormats: [
                    "+591 [0] [0000000]",
                    "+591 [000] [00] [0000]",
                ],
                exampleNumber: "+59171234567", exampleFormatted: "+591 71234567"
            )
        case 29:
            return Country(
                name: "Caribbean Netherlands", nameNative: "Caribisch Nederland", alpha2: "BQ", alpha3: "BES", flag: "🇧🇶", dialCode: "599",
                primaryFormat: "+599 [000] [0000]",
                affineFormats: [],
                exampleNumber: "+5993181234", exampleFormatted: "+599 318 1234"
            )
        case 30:
            return Country(
                name: "Brazil", nameNative: "Brasil", alpha2: "BR", alpha3: "BRA", flag: "🇧🇷", dialCode: "55",
                primaryFormat: "+55 [00] [00000]-[0000]",
                affineFormats: [
                    "+55 [00] [0000]-[0000]",
                    "+55 [000] [00] [0000]",
                    "+55 [0000]-[0000]",
                    "+55 [000] [009] [0000]",
                ],
                exampleNumber: "+5511961234567", exampleFormatted: "+55 11 96123-4567"
            )
        case 31:
            return Country(
                name: "Bahamas", nameNative: "Bahamas", alpha2: "BS", alpha3: "BHS", flag: "🇧🇸", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+12423591234", exampleFormatted: "+1 242-359-1234"
            )
        case 32:
            return Country(
                name: "Bhutan", nameNative: "འབྲུག", alpha2: "BT", alpha3: "BTN", flag: "🇧🇹", dialCode: "975",
                primaryFormat: "+975 [00] [00] [00] [00]",
                affineFormats: [
                    "+975 [0] [000] [000]",
                ],
                exampleNumber: "+97517123456", exampleFormatted: "+975 17 12 34 56"
            )
        case 33:
            return Country(
                name: "Botswana", nameNative: "Botswana", alpha2: "BW", alpha3: "BWA", flag: "🇧🇼", dialCode: "267",
                primaryFormat: "+267 [00] [000] [000]",
                affineFormats: [
                    "+267 [000] [0000]",
                    "+267 [0000] [000] [000]",
                    "+267 [00] [00000]",
                    "+267 [000] [0000] [000]",
                ],
                exampleNumber: "+26771123456", exampleFormatted: "+267 71 123 456"
            )
        case 34:
            return Country(
                name: "Belarus", nameNative: "Беларусь", alpha2: "BY", alpha3: "BLR", flag: "🇧🇾", dialCode: "375",
                primaryFormat: "+375 [00] [000]-[00]-[00]",
                affineFormats: [
                    "+375 [000] [00]-[00]-[00]",
                    "+375 [000] [000] [0000]",
                    "+375 [000] [000]",
                    "+375 [000] [00] [0099]",
                    "+375 [0000] [00]-[000]",
                    "+375 [000] [0009] [0000]",
                ],
                exampleNumber: "+375294911911", exampleFormatted: "+375 29 491-19-11"
            )
        case 35:
            return Country(
                name: "Belize", nameNative: "Belize", alpha2: "BZ", alpha3: "BLZ", flag: "🇧🇿", dialCode: "501",
                primaryFormat: "+501 [000]-[0000]",
                affineFormats: [
                    "+501 [0]-[000]-[0000]-[000]",
                ],
                exampleNumber: "+5016221234", exampleFormatted: "+501 622-1234"
            )
        case 36:
            return Country(
                name: "Canada", nameNative: "Canada", alpha2: "CA", alpha3: "CAN", flag: "🇨🇦", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [
                    "+1 [000]-[0000]",
                ],
                exampleNumber: "+15062345678", exampleFormatted: "+1 506-234-5678"
            )
        case 37:
            return Country(
                name: "Cocos (Keeling) Islands", nameNative: "Cocos (Keeling) Islands", alpha2: "CC", alpha3: "CCK", flag: "🇨🇨", dialCode: "61",
                primaryFormat: "+61 [000] [000] [000]",
                affineFormats: [
                    "+61 [0] [0000] [0000]",
                    "+61 [0000] [000] [000]",
                    "+61 [00] [0009]",
                    "+61 [00] [000] [0099]",
                ],
                exampleNumber: "+61412345678", exampleFormatted: "+61 412 345 678"
            )
        case 38:
            return Country(
                name: "Congo - Kinshasa", nameNative: "Congo-Kinshasa", alpha2: "CD", alpha3: "COD", flag: "🇨🇩", dialCode: "243",
                primaryFormat: "+243 [000] [000] [000]",
                affineFormats: [
                    "+243 [00] [00000]",
                    "+243 [00] [00] [000]",
                    "+243 [00] [00] [0000]",
                    "+243 [00] [000] [0000]",
                    "+243 [00] [00] [000] [000]",
                ],
                exampleNumber: "+243991234567", exampleFormatted: "+243 991 234 567"
            )
        case 39:
            return Country(
                name: "Central African Republic", nameNative: "Ködörösêse tî Bêafrîka", alpha2: "CF", alpha3: "CAF", flag: "🇨🇫", dialCode: "236",
                primaryFormat: "+236 [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+23670012345", exampleFormatted: "+236 70 01 23 45"
            )
        case 40:
            return Country(
                name: "Congo - Brazzaville", nameNative: "Congo-Brazzaville", alpha2: "CG", alpha3: "COG", flag: "🇨🇬", dialCode: "242",
                primaryFormat: "+242 [00] [000] [0000]",
                affineFormats: [
                    "+242 [0] [0000] [0000]",
                ],
                exampleNumber: "+242061234567", exampleFormatted: "+242 06 123 4567"
            )
        case 41:
            return Country(
                name: "Switzerland", nameNative: "Schweiz", alpha2: "CH", alpha3: "CHE", flag: "🇨🇭", dialCode: "41",
                primaryFormat: "+41 [00] [000] [00] [00]",
                affineFormats: [
                    "+41 [000] [000] [000]",
                    "+41 [000] [00] [000] [00] [00]",
                ],
                exampleNumber: "+41781234567", exampleFormatted: "+41 78 123 45 67"
            )
        case 42:
            return Country(
                name: "Côte d’Ivoire", nameNative: "Côte d’Ivoire", alpha2: "CI", alpha3: "CIV", flag: "🇨🇮", dialCode: "225",
                primaryFormat: "+225 [00] [00] [00] [0000]",
                affineFormats: [
                    "+225 [00] [00] [0] [00000]",
                ],
                exampleNumber: "+2250123456789", exampleFormatted: "+225 01 23 45 6789"
            )
        case 43:
            return Country(
                name: "Cook Islands", nameNative: "Cook Islands", alpha2: "CK", alpha3: "COK", flag: "🇨🇰", dialCode: "682",
                primaryFormat: "+682 [00] [000]",
                affineFormats: [],
                exampleNumber: "+68271234", exampleFormatted: "+682 71 234"
            )
        case 44:
            return Country(
                name: "Chile", nameNative: "Chile", alpha2: "CL", alpha3: "CHL", flag: "🇨🇱", dialCode: "56",
                primaryFormat: "+56 [0] [0000] [0000]",
                affineFormats: [
                    "+56 [000] [000] [000]",
                    "+56 [000] [000] [0000]",
                    "+56 [00] [000] [0000]",
                    "+56 [00000] [0000]",
                    "+56 [000] [000] [0009]",
                    "+56 [0000] [000] [0000]",
                    "+56 [000] [000] [00] [000]",
                ],
                exampleNumber: "+56221234567", exampleFormatted: "+56 2 2123 4567"
            )
        case 45:
            return Country(
                name: "Cameroon", nameNative: "Cameroun", alpha2: "CM", alpha3: "CMR", flag: "🇨🇲", dialCode: "237",
                primaryFormat: "+237 [0] [00] [00] [00] [00]",
                affineFormats: [
                    "+237 [00] [00] [00] [00]",
                ],
                exampleNumber: "+237671234567", exampleFormatted: "+237 6 71 23 45 67"
            )
        case 46:
            return Country(
                name: "China", nameNative: "中国", alpha2: "CN", alpha3: "CHN", flag: "🇨🇳", dialCode: "86",
                primaryFormat: "+86 [000] [0000] [0000]",
                affineFormats: [
                    "+86 [00] [0000] [0000]",
                    "+86 [000] [000] [0000]",
                    "+86 [00000000]",
                    "+86 [00] [00000]",
                    "+86 [00] [000009]",
                    "+86 [0000] [0000]",
                    "+86 [000] [000009]",
                    "+86 [000] [00000009]",
                    "+86 [00] [000] [000] [0000]",
                ],
                exampleNumber: "+8613123456789", exampleFormatted: "+86 131 2345 6789"
            )
        case 47:
            return Country(
                name: "Colombia", nameNative: "Colombia", alpha2: "CO", alpha3: "COL", flag: "🇨🇴", dialCode: "57",
                primaryFormat: "+57 [000] [0000000]",
                affineFormats: [
                    "+57 [0] [000] [0000000]",
                    "+57 [0000] [0000]",
                ],
                exampleNumber: "+573211234567", exampleFormatted: "+57 321 1234567"
            )
        case 48:
            return Country(
                name: "Costa Rica", nameNative: "Costa Rica", alpha2: "CR", alpha3: "CRI", flag: "🇨🇷", dialCode: "506",
                primaryFormat: "+506 [0000] [0000]",
                affineFormats: [
                    "+506 [000]-[000]-[0000]",
                ],
                exampleNumber: "+50683123456", exampleFormatted: "+506 8312 3456"
            )
        case 49:
            return Country(
                name: "Cuba", nameNative: "Cuba", alpha2: "CU", alpha3: "CUB", flag: "🇨🇺", dialCode: "53",
                primaryFormat: "+53 [0] [0000000]",
                affineFormats: [
                    "+53 [000] [0000000]",
                    "+53 [00] [000099]",
                    "+53 [0] [0000009]",
                ],
                exampleNumber: "+5351234567", exampleFormatted: "+53 5 1234567"
            )
        case 50:
            return Country(
                name: "Cape Verde", nameNative: "Cabo Verde", alpha2: "CV", alpha3: "CPV", flag: "🇨🇻", dialCode: "238",
                primaryFormat: "+238 [000] [00] [00]",
                affineFormats: [],
                exampleNumber: "+2389911234", exampleFormatted: "+238 991 12 34"
            )
        case 51:
            return Country(
                name: "Curaçao", nameNative: "Kòrsou", alpha2: "CW", alpha3: "CUW", flag: "🇨🇼", dialCode: "599",
                primaryFormat: "+599 [0] [000] [0000]",
                affineFormats: [
                    "+599 [000] [0000]",
                ],
                exampleNumber: "+59995181234", exampleFormatted: "+599 9 518 1234"
            )
        case 52:
            return Country(
                name: "Christmas Island", nameNative: "Christmas Island", alpha2: "CX", alpha3: "CXR", flag: "🇨🇽", dialCode: "61",
                primaryFormat: "+61 [000] [000] [000]",
                affineFormats: [
                    "+61 [0] [0000] [0000]",
                    "+61 [0000] [000] [000]",
                    "+61 [00] [0009]",
                    "+61 [00] [000] [0099]",
                ],
                exampleNumber: "+61412345678", exampleFormatted: "+61 412 345 678"
            )
        case 53:
            return Country(
                name: "Cyprus", nameNative: "Κύπρος", alpha2: "CY", alpha3: "CYP", flag: "🇨🇾", dialCode: "357",
                primaryFormat: "+357 [00] [000000]",
                affineFormats: [],
                exampleNumber: "+35796123456", exampleFormatted: "+357 96 123456"
            )
        case 54:
            return Country(
                name: "Czechia", nameNative: "Česko", alpha2: "CZ", alpha3: "CZE", flag: "🇨🇿", dialCode: "420",
                primaryFormat: "+420 [000] [000] [000]",
                affineFormats: [
                    "+420 [00] [000] [000] [000]",
                    "+420 [00] [000] [000] [00]",
                    "+420 [000] [000] [000] [000]",
                ],
                exampleNumber: "+420601123456", exampleFormatted: "+420 601 123 456"
            )
        case 55:
            return Country(
                name: "Germany", nameNative: "Deutschland", alpha2: "DE", alpha3: "DEU", flag: "🇩🇪", dialCode: "49",
                primaryFormat: "+49 [0000] [0000000]",
                affineFormats: [
                    "+49 [00] [000000]",
                    "+49 [000] [0000000000]",
                    "+49 [000] [0] [000000]",
                    "+49 [000] [0] [0000]",
                    "+49 [000] [0000] [0000]",
                    "+49 [00000000]",
                    "+49 [00000] [000000]",
                    "+49 [000] [00] [0000000]",
                    "+49 [00] [0009999999999]",
                    "+49 [000] [000999999999]",
                    "+49 [0000] [00999999999]",
                    "+49 [000] [0000]",
                    "+49 [00000] [0099999999]",
                    "+49 [000] [00000999999]",
                    "+49 [000] [0] [0000999999]",
                    "+49 [000] [00000009]",
                    "+49 [000] [000000099999]",
                    "+49 [000] [00000000]",
                    "+49 [000] [00] [00000009]",
                    "+49 [0000] [00] [0000000]",
                    "+49 [000] [00] [00000000]",
                ],
                exampleNumber: "+4915123456789", exampleFormatted: "+49 1512 3456789"
            )
        case 56:
            return Country(
                name: "Djibouti", nameNative: "Djibouti", alpha2: "DJ", alpha3: "DJI", flag: "🇩🇯", dialCode: "253",
                primaryFormat: "+253 [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+25377831001", exampleFormatted: "+253 77 83 10 01"
            )
        case 57:
            return Country(
                name: "Denmark", nameNative: "Danmark", alpha2: "DK", alpha3: "DNK", flag: "🇩🇰", dialCode: "45",
                primaryFormat: "+45 [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+4534412345", exampleFormatted: "+45 34 41 23 45"
            )
        case 58:
            return Country(
                name: "Dominica", nameNative: "Dominica", alpha2: "DM", alpha3: "DMA", flag: "🇩🇲", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+17672251234", exampleFormatted: "+1 767-225-1234"
            )
        case 59:
            return Country(
                name: "Dominican Republic", nameNative: "República Dominicana", alpha2: "DO", alpha3: "DOM", flag: "🇩🇴", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+18092345678", exampleFormatted: "+1 809-234-5678"
            )
        case 60:
            return Country(
                name: "Algeria", nameNative: "الجزائر", alpha2: "DZ", alpha3: "DZA", flag: "🇩🇿", dialCode: "213",
                primaryFormat: "+213 [000] [00] [00] [00]",
                affineFormats: [
                    "+213 [00] [00] [00] [00]",
                    "+213 [00] [000] [00] [00]",
                ],
                exampleNumber: "+213551234567", exampleFormatted: "+213 551 23 45 67"
            )
        case 61:
            return Country(
                name: "Ecuador", nameNative: "Ecuador", alpha2: "EC", alpha3: "ECU", flag: "🇪🇨", dialCode: "593",
                primaryFormat: "+593 [00] [000] [0000]",
                affineFormats: [
                    "+593 [0]-[000]-[0000]",
                    "+593 [0000] [000] [0000]",
                    "+593 [0000] [000] [0009]",
                ],
                exampleNumber: "+593991234567", exampleFormatted: "+593 99 123 4567"
            )
        case 62:
            return Country(
                name: "Estonia", nameNative: "Eesti", alpha2: "EE", alpha3: "EST", flag: "🇪🇪", dialCode: "372",
                primaryFormat: "+372 [0000] [0000]",
                affineFormats: [
                    "+372 [000] [0000]",
                    "+372 [00] [00] [0000]",
                    "+372 [0000] [0009]",
                    "+372 [0000] [000] [000]",
                ],
                exampleNumber: "+37251234567", exampleFormatted: "+372 5123 4567"
            )
        case 63:
            return Country(
                name: "Egypt", nameNative: "مصر", alpha2: "EG", alpha3: "EGY", flag: "🇪🇬", dialCode: "20",
                primaryFormat: "+20 [00] [00000000]",
                affineFormats: [
                    "+20 [0] [00000000]",
                    "+20 [000] [000] [0000]",
                    "+20 [0] [00000009]",
                    "+20 [00] [0000009]",
                ],
                exampleNumber: "+201001234567", exampleFormatted: "+20 10 01234567"
            )
        case 64:
            return Country(
                name: "Western Sahara", nameNative: "الصحراء الغربية", alpha2: "EH", alpha3: "ESH", flag: "🇪🇭", dialCode: "212",
                primaryFormat: "+212 [0] [00] [00] [00] [00]",
                affineFormats: [
                    "+212 [00]-[0000000]",
                    "+212 [0000]-[00000]",
                ],
                exampleNumber: "+212650123456", exampleFormatted: "+212 6 50 12 34 56"
            )
        case 65:
            return Country(
                name: "Eritrea", nameNative: "ኤርትራ", alpha2: "ER", alpha3: "ERI", flag: "🇪🇷", dialCode: "291",
                primaryFormat: "+291 [0] [000] [000]",
                affineFormats: [],
                exampleNumber: "+2917123456", exampleFormatted: "+291 7 123 456"
            )
        case 66:
            return Country(
                name: "Spain", nameNative: "España", alpha2: "ES", alpha3: "ESP", flag: "🇪🇸", dialCode: "34",
                primaryFormat: "+34 [000] [00] [00] [00]",
                affineFormats: [
                    "+34 [000] [000] [000]",
                ],
                exampleNumber: "+34612345678", exampleFormatted: "+34 612 34 56 78"
            )
        case 67:
            return Country(
                name: "Ethiopia", nameNative: "ኢትዮጵያ", alpha2: "ET", alpha3: "ETH", flag: "🇪🇹", dialCode: "251",
                primaryFormat: "+251 [00] [000] [0000]",
                affineFormats: [],
                exampleNumber: "+251911234567", exampleFormatted: "+251 91 123 4567"
            )
        case 68:
            return Country(
                name: "Finland", nameNative: "Suomi", alpha2: "FI", alpha3: "FIN", flag: "🇫🇮", dialCode: "358",
                primaryFormat: "+358 [00] [0000000]",
                affineFormats: [
                    "+358 [000] [000000]",
                    "+358 [00] [000000]",
                    "+358 [00000]",
                    "+358 [000] [0009999]",
                    "+358 [00] [00009999]",
                    "+358 [00] [0000009999]",
                    "+358 [0] [000099999]",
                ],
                exampleNumber: "+358412345678", exampleFormatted: "+358 41 2345678"
            )
        case 69:
            return Country(
                name: "Fiji", nameNative: "Fiji", alpha2: "FJ", alpha3: "FJI", flag: "🇫🇯", dialCode: "679",
                primaryFormat: "+679 [000] [0000]",
                affineFormats: [
                    "+679 [0000] [000] [0000]",
                ],
                exampleNumber: "+6797012345", exampleFormatted: "+679 701 2345"
            )
        case 70:
            return Country(
                name: "Falkland Islands", nameNative: "Falkland Islands", alpha2: "FK", alpha3: "FLK", flag: "🇫🇰", dialCode: "500",
                primaryFormat: "+500 [00000]",
                affineFormats: [],
                exampleNumber: "+50051234", exampleFormatted: "+500 51234"
            )
        case 71:
            return Country(
                name: "Micronesia", nameNative: "Micronesia", alpha2: "FM", alpha3: "FSM", flag: "🇫🇲", dialCode: "691",
                primaryFormat: "+691 [000] [0000]",
                affineFormats: [],
                exampleNumber: "+6913501234", exampleFormatted: "+691 350 1234"
            )
        case 72:
            return Country(
                name: "Faroe Islands", nameNative: "Føroyar", alpha2: "FO", alpha3: "FRO", flag: "🇫🇴", dialCode: "298",
                primaryFormat: "+298 [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+298211234", exampleFormatted: "+298 21 12 34"
            )
        case 73:
            return Country(
                name: "France", nameNative: "France", alpha2: "FR", alpha3: "FRA", flag: "🇫🇷", dialCode: "33",
                primaryFormat: "+33 [0] [00] [00] [00] [00]",
                affineFormats: [
                    "+33 [000] [00] [00] [00]",
                ],
                exampleNumber: "+33612345678", exampleFormatted: "+33 6 12 34 56 78"
            )
        case 74:
            return Country(
                name: "Gabon", nameNative: "Gabon", alpha2: "GA", alpha3: "GAB", flag: "🇬🇦", dialCode: "241",
                primaryFormat: "+241 [00] [00] [00] [00]",
                affineFormats: [
                    "+241 [0] [00] [00] [00]",
                ],
                exampleNumber: "+24106031234", exampleFormatted: "+241 06 03 12 34"
            )
        case 75:
            return Country(
                name: "United Kingdom", nameNative: "United Kingdom", alpha2: "GB", alpha3: "GBR", flag: "🇬🇧", dialCode: "44",
                primaryFormat: "+44 [0000] [000000]",
                affineFormats: [
                    "+44 [000] [000] [0000]",
                    "+44 [00] [0000] [0000]",
                    "+44 [000] [0000]",
                    "+44 [000] [00] [00]",
                    "+44 [000] [000000]",
                    "+44 [00000] [00009]",
                    "+44 [0000] [000009]",
                ],
                exampleNumber: "+447400123456", exampleFormatted: "+44 7400 123456"
            )
        case 76:
            return Country(
                name: "Grenada", nameNative: "Grenada", alpha2: "GD", alpha3: "GRD", flag: "🇬🇩", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+14734031234", exampleFormatted: "+1 473-403-1234"
            )
        case 77:
            return Country(
                name: "Georgia", nameNative: "საქართველო", alpha2: "GE", alpha3: "GEO", flag: "🇬🇪", dialCode: "995",
                primaryFormat: "+995 [000] [00] [00] [00]",
                affineFormats: [
                    "+995 [00] [000] [00] [00]",
                    "+995 [000] [000] [000]",
                ],
                exampleNumber: "+995555123456", exampleFormatted: "+995 555 12 34 56"
            )
        case 78:
            return Country(
                name: "French Guiana", nameNative: "Guyane française", alpha2: "GF", alpha3: "GUF", flag: "🇬🇫", dialCode: "594",
                primaryFormat: "+594 [000] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+594694201234", exampleFormatted: "+594 694 20 12 34"
            )
        case 79:
            return Country(
                name: "Guernsey", nameNative: "Guernsey", alpha2: "GG", alpha3: "GGY", flag: "🇬🇬", dialCode: "44",
                primaryFormat: "+44 [0000] [000000]",
                affineFormats: [
                    "+44 [000] [000] [0000]",
                    "+44 [00] [0000] [0000]",
                    "+44 [000] [0000]",
                    "+44 [000] [00] [00]",
                    "+44 [000] [000000]",
                    "+44 [00000] [00009]",
                    "+44 [0000] [000009]",
                ],
                exampleNumber: "+447781123456", exampleFormatted: "+44 7781 123456"
            )
        case 80:
            return Country(
                name: "Ghana", nameNative: "Ghana", alpha2: "GH", alpha3: "GHA", flag: "🇬🇭", dialCode: "233",
                primaryFormat: "+233 [00] [000] [0000]",
                affineFormats: [
                    "+233 [000] [00000]",
                ],
                exampleNumber: "+233231234567", exampleFormatted: "+233 23 123 4567"
            )
        case 81:
            return Country(
                name: "Gibraltar", nameNative: "Gibraltar", alpha2: "GI", alpha3: "GIB", flag: "🇬🇮", dialCode: "350",
                primaryFormat: "+350 [00000000]",
                affineFormats: [
                    "+350 [000] [00000]",
                ],
                exampleNumber: "+35057123456", exampleFormatted: "+350 57123456"
            )
        case 82:
            return Country(
                name: "Greenland", nameNative: "Kalaallit Nunaat", alpha2: "GL", alpha3: "GRL", flag: "🇬🇱", dialCode: "299",
                primaryFormat: "+299 [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+299221234", exampleFormatted: "+299 22 12 34"
            )
        case 83:
            return Country(
                name: "Gambia", nameNative: "Gambia", alpha2: "GM", alpha3: "GMB", flag: "🇬🇲", dialCode: "220",
                primaryFormat: "+220 [000] [0000]",
                affineFormats: [
                    "+220 [00] [000] [0000]",
                ],
                exampleNumber: "+2203012345", exampleFormatted: "+220 301 2345"
            )
        case 84:
            return Country(
                name: "Guinea", nameNative: "Guinée", alpha2: "GN", alpha3: "GIN", flag: "🇬🇳", dialCode: "224",
                primaryFormat: "+224 [000] [00] [00] [00]",
                affineFormats: [
                    "+224 [00] [00] [00] [00]",
                ],
                exampleNumber: "+224601123456", exampleFormatted: "+224 601 12 34 56"
            )
        case 85:
            return Country(
                name: "Guadeloupe", nameNative: "Guadeloupe", alpha2: "GP", alpha3: "GLP", flag: "🇬🇵", dialCode: "590",
                primaryFormat: "+590 [000] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+590690001234", exampleFormatted: "+590 690 00 12 34"
            )
        case 86:
            return Country(
                name: "Equatorial Guinea", nameNative: "Guinea Ecuatorial", alpha2: "GQ", alpha3: "GNQ", flag: "🇬🇶", dialCode: "240",
                primaryFormat: "+240 [000] [000] [000]",
                affineFormats: [
                    "+240 [000] [000000]",
                ],
                exampleNumber: "+240222123456", exampleFormatted: "+240 222 123 456"
            )
        case 87:
            return Country(
                name: "Greece", nameNative: "Ελλάδα", alpha2: "GR", alpha3: "GRC", flag: "🇬🇷", dialCode: "30",
                primaryFormat: "+30 [000] [000] [0000]",
                affineFormats: [
                    "+30 [00] [0000] [0000]",
                    "+30 [0000] [000000]",
                    "+30 [000] [0009] [00000]",
                ],
                exampleNumber: "+306912345678", exampleFormatted: "+30 691 234 5678"
            )
        case 88:
            return Country(
                name: "Guatemala", nameNative: "Guatemala", alpha2: "GT", alpha3: "GTM", flag: "🇬🇹", dialCode: "502",
                primaryFormat: "+502 [0000] [0000]",
                affineFormats: [
                    "+502 [0000] [000] [0000]",
                ],
                exampleNumber: "+50251234567", exampleFormatted: "+502 5123 4567"
            )
        case 89:
            return Country(
                name: "Guam", nameNative: "Guam", alpha2: "GU", alpha3: "GUM", flag: "🇬🇺", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+16713001234", exampleFormatted: "+1 671-300-1234"
            )
        case 90:
            return Country(
                name: "Guinea-Bissau", nameNative: "Guiné-Bissau", alpha2: "GW", alpha3: "GNB", flag: "🇬🇼", dialCode: "245",
                primaryFormat: "+245 [000] [000] [000]",
                affineFormats: [
                    "+245 [000] [0000]",
                ],
                exampleNumber: "+245955012345", exampleFormatted: "+245 955 012 345"
            )
        case 91:
            return Country(
                name: "Guyana", nameNative: "Guyana", alpha2: "GY", alpha3: "GUY", flag: "🇬🇾", dialCode: "592",
                primaryFormat: "+592 [000] [0000]",
                affineFormats: [],
                exampleNumber: "+5926091234", exampleFormatted: "+592 609 1234"
            )
        case 92:
            return Country(
                name: "Hong Kong SAR China", nameNative: "中國香港特別行政區", alpha2: "HK", alpha3: "HKG", flag: "🇭🇰", dialCode: "852",
                primaryFormat: "+852 [0000] [0000]",
                affineFormats: [
                    "+852 [000] [000] [000]",
                    "+852 [000] [00] [000] [000]",
                    "+852 [000] [00999]",
                ],
                exampleNumber: "+85251234567", exampleFormatted: "+852 5123 4567"
            )
        case 93:
            return Country(
                name: "Honduras", nameNative: "Honduras", alpha2: "HN", alpha3: "HND", flag: "🇭🇳", dialCode: "504",
                primaryFormat: "+504 [0000]-[0000]",
                affineFormats: [
                    "+504 [00000000000]",
                ],
                exampleNumber: "+50491234567", exampleFormatted: "+504 9123-4567"
            )
        case 94:
            return Country(
                name: "Croatia", nameNative: "Hrvatska", alpha2: "HR", alpha3: "HRV", flag: "🇭🇷", dialCode: "385",
                primaryFormat: "+385 [00] [000] [0000]",
                affineFormats: [
                    "+385 [0] [0000] [000]",
                    "+385 [000] [000] [000]",
                    "+385 [00] [00] [000]",
                    "+385 [00] [000] [000]",
                    "+385 [000] [00] [009]",
                    "+385 [00] [000] [0009]",
                ],
                exampleNumber: "+385921234567", exampleFormatted: "+385 92 123 4567"
            )
        case 95:
            return Country(
                name: "Haiti", nameNative: "Haïti", alpha2: "HT", alpha3: "HTI", flag: "🇭🇹", dialCode: "509",
                primaryFormat: "+509 [00] [00] [0000]",
                affineFormats: [],
                exampleNumber: "+50934101234", exampleFormatted: "+509 34 10 1234"
            )
        case 96:
            return Country(
                name: "Hungary", nameNative: "Magyarország", alpha2: "HU", alpha3: "HUN", flag: "🇭🇺", dialCode: "36",
                primaryFormat: "+36 [00] [000] [0000]",
                affineFormats: [
                    "+36 [0] [000] [0000]",
                    "+36 [00] [000] [000]",
                    "+36 [00] [000] [0009]",
                ],
                exampleNumber: "+36201234567", exampleFormatted: "+36 20 123 4567"
            )
        case 97:
            return Country(
                name: "Indonesia", nameNative: "Indonesia", alpha2: "ID", alpha3: "IDN", flag: "🇮🇩", dialCode: "62",
                primaryFormat: "+62 [000]-[000]-[000]",
                affineFormats: [
                    "+62 [00] [0000000]",
                    "+62 [000] [0000000]",
                    "+62 [000] [0] [000] [000]",
                    "+62 [000] [000] [0000]",
                    "+62 [0] [000] [000]",
                    "+62 [00] [000009999]",
                    "+62 [000] [0000099]",
                    "+62 [000] [00000999]",
                    "+62 [000]-[0009]-[000]",
                    "+62 [000] [00000099]",
                    "+62 [000]-[0000]-[00009]",
                ],
                exampleNumber: "+62812345678", exampleFormatted: "+62 812-345-678"
            )
        case 98:
            return Country(
                name: "Ireland", nameNative: "Ireland", alpha2: "IE", alpha3: "IRL", flag: "🇮🇪", dialCode: "353",
                primaryFormat: "+353 [00] [000] [0000]",
                affineFormats: [
                    "+353 [00] [00000]",
                    "+353 [0000] [000] [000]",
                    "+353 [000] [000] [000]",
                    "+353 [00] [0] [000] [0000]",
                    "+353 [000] [00000]",
                    "+353 [0] [0009] [0000]",
                    "+353 [00] [000] [0009]",
                    "+353 [00] [0000] [0000]",
                ],
                exampleNumber: "+353850123456", exampleFormatted: "+353 85 012 3456"
            )
        case 99:
            return Country(
                name: "Israel", nameNative: "ישראל", alpha2: "IL", alpha3: "ISR", flag: "🇮🇱", dialCode: "972",
                primaryFormat: "+972 [00]-[000]-[0000]",
                affineFormats: [
                    "+972 [0]-[000]-[0000]",
                    "+972 [0]-[000]-[000]-[000]",
                    "+972 [0000]-[000000]",
                    "+972 [000]-[0] [000]-[0000]",
                    "+972 [0000]-[000]",
                    "+972 [0000]-[00]-[00]",
                    "+972 [0000]-[000]-[000]",
                    "+972 [000]-[09] [000]-[0000]",
                ],
                exampleNumber: "+972502345678", exampleFormatted: "+972 50-234-5678"
            )
        case 100:
            return Country(
                name: "Isle of Man", nameNative: "Isle of Man", alpha2: "IM", alpha3: "IMN", flag: "🇮🇲", dialCode: "44",
                primaryFormat: "+44 [0000] [000000]",
                affineFormats: [
                    "+44 [000] [000] [0000]",
                    "+44 [00] [0000] [0000]",
                    "+44 [00000] [00009]",
                    "+44 [0000] [000009]",
                ],
                exampleNumber: "+447924123456", exampleFormatted: "+44 7924 123456"
            )
        case 101:
            return Country(
                name: "India", nameNative: "भारत", alpha2: "IN", alpha3: "IND", flag: "🇮🇳", dialCode: "91",
                primaryFormat: "+91 [00000] [00000]",
                affineFormats: [
                    "+91 [0000] [00] [0000]",
                    "+91 [0000] [000] [000] [000]",
                    "+91 [0000] [000] [0000]",
                    "+91 [000] [000] [0000]",
                    "+91 [00000000]",
                    "+91 [0000] [00009]",
                    "+91 [00] [0000] [0000]",
                    "+91 [0000] [000] [000]",
                    "+91 [0000] [0099] [0000]",
                ],
                exampleNumber: "+918123456789", exampleFormatted: "+91 81234 56789"
            )
        case 102:
            return Country(
                name: "British Indian Ocean Territory", nameNative: "British Indian Ocean Territory", alpha2: "IO", alpha3: "IOT", flag: "🇮🇴", dialCode: "246",
                primaryFormat: "+246 [000] [0000]",
                affineFormats: [],
                exampleNumber: "+2463801234", exampleFormatted: "+246 380 1234"
            )
        case 103:
            return Country(
                name: "Iraq", nameNative: "العراق", alpha2: "IQ", alpha3: "IRQ", flag: "🇮🇶", dialCode: "964",
                primaryFormat: "+964 [000] [000] [0000]",
                affineFormats: [
                    "+964 [0] [000] [0000]",
                    "+964 [00] [000] [0009]",
                ],
                exampleNumber: "+9647912345678", exampleFormatted: "+964 791 234 5678"
            )
        case 104:
            return Country(
                name: "Iran", nameNative: "ایران", alpha2: "IR", alpha3: "IRN", flag: "🇮🇷", dialCode: "98",
                primaryFormat: "+98 [000] [000] [0000]",
                affineFormats: [
                    "+98 [00] [0000] [0000]",
                    "+98 [0000]",
                    "+98 [00009]",
                    "+98 [00] [00009]",
                    "+98 [000] [000] [0009]",
                ],
                exampleNumber: "+989123456789", exampleFormatted: "+98 912 345 6789"
            )
        case 105:
            return Country(
                name: "Iceland", nameNative: "Ísland", alpha2: "IS", alpha3: "ISL", flag: "🇮🇸", dialCode: "354",
                primaryFormat: "+354 [000] [0000]",
                affineFormats: [
                    "+354 [000] [000] [000]",
                ],
                exampleNumber: "+3546111234", exampleFormatted: "+354 611 1234"
            )
        case 106:
            return Country(
                name: "Italy", nameNative: "Italia", alpha2: "IT", alpha3: "ITA", flag: "🇮🇹", dialCode: "39",
                primaryFormat: "+39 [000] [000] [0000]",
                affineFormats: [
                    "+39 [00] [0000] [0000]",
                    "+39 [000] [000] [000]",
                    "+39 [000] [0000] [0000]",
                    "+39 [00] [000099]",
                    "+39 [000] [000999]",
                    "+39 [0000] [009999]",
                    "+39 [0000] [0000]",
                    "+39 [00] [0009] [0000]",
                    "+39 [000] [000] [0009]",
                    "+39 [000] [0009] [0000]",
                    "+39 [00] [0000] [00000]",
                    "+39 [0000] [000] [0000]",
                    "+39 [000] [0000] [00009]",
                ],
                exampleNumber: "+393123456789", exampleFormatted: "+39 312 345 6789"
            )
        case 107:
            return Country(
                name: "Jersey", nameNative: "Jersey", alpha2: "JE", alpha3: "JEY", flag: "🇯🇪", dialCode: "44",
                primaryFormat: "+44 [0000] [000000]",
                affineFormats: [
                    "+44 [000] [000] [0000]",
                    "+44 [00] [0000] [0000]",
                    "+44 [00000] [00009]",
                    "+44 [0000] [000009]",
                ],
                exampleNumber: "+447797712345", exampleFormatted: "+44 7797 712345"
            )
        case 108:
            return Country(
                name: "Jamaica", nameNative: "Jamaica", alpha2: "JM", alpha3: "JAM", flag: "🇯🇲", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+18762101234", exampleFormatted: "+1 876-210-1234"
            )
        case 109:
            return Country(
                name: "Jordan", nameNative: "الأردن", alpha2: "JO", alpha3: "JOR", flag: "🇯🇴", dialCode: "962",
                primaryFormat: "+962 [0] [0000] [0000]",
                affineFormats: [
                    "+962 [0] [000] [0000]",
                    "+962 [000] [00000]",
                    "+962 [00] [0000000]",
                    "+962 [000] [000009]",
                ],
                exampleNumber: "+962790123456", exampleFormatted: "+962 7 9012 3456"
            )
        case 110:
            return Country(
                name: "Japan", nameNative: "日本", alpha2: "JP", alpha3: "JPN", flag: "🇯🇵", dialCode: "81",
                primaryFormat: "+81 [00]-[0000]-[0000]",
                affineFormats: [
                    "+81 [0]-[0000]-[0000]",
                    "+81 [000]-[000]-[000]",
                    "+81 [00]-[000]-[0000]",
                    "+81 [0000]-[0]-[0000]",
                    "+81 [000]-[00]-[0000]",
                    "+81 [000]-[000]-[0000]",
                ],
                exampleNumber: "+819012345678", exampleFormatted: "+81 90-1234-5678"
            )
        case 111:
            return Country(
                name: "Kenya", nameNative: "Kenya", alpha2: "KE", alpha3: "KEN", flag: "🇰🇪", dialCode: "254",
                primaryFormat: "+254 [000] [000000]",
                affineFormats: [
                    "+254 [00] [0000000]",
                    "+254 [000] [000] [000]",
                    "+254 [00] [0000099]",
                    "+254 [000] [000] [0009]",
                ],
                exampleNumber: "+254712123456", exampleFormatted: "+254 712 123456"
            )
        case 112:
            return Country(
                name: "Kyrgyzstan", nameNative: "Кыргызстан", alpha2: "KG", alpha3: "KGZ", flag: "🇰🇬", dialCode: "996",
                primaryFormat: "+996 [000] [000] [000]",
                affineFormats: [
                    "+996 [000] [000] [0] [00]",
                    "+996 [0000] [00000]",
                    "+996 [000] [000] [0] [009]",
                ],
                exampleNumber: "+996700123456", exampleFormatted: "+996 700 123 456"
            )
        case 113:
            return Country(
                name: "Cambodia", nameNative: "កម្ពុជា", alpha2: "KH", alpha3: "KHM", flag: "🇰🇭", dialCode: "855",
                primaryFormat: "+855 [00] [000] [000]",
                affineFormats: [
                    "+855 [0000] [000] [000]",
                    "+855 [00] [000] [0009]",
                ],
                exampleNumber: "+85591234567", exampleFormatted: "+855 91 234 567"
            )
        case 114:
            return Country(
                name: "Kiribati", nameNative: "Kiribati", alpha2: "KI", alpha3: "KIR", flag: "🇰🇮", dialCode: "686",
                primaryFormat: "+686 [00000000]",
                affineFormats: [
                    "+686 [00000]",
                ],
                exampleNumber: "+68672001234", exampleFormatted: "+686 72001234"
            )
        case 115:
            return Country(
                name: "Comoros", nameNative: "جزر القمر", alpha2: "KM", alpha3: "COM", flag: "🇰🇲", dialCode: "269",
                primaryFormat: "+269 [000] [00] [00]",
                affineFormats: [],
                exampleNumber: "+2693212345", exampleFormatted: "+269 321 23 45"
            )
        case 116:
            return Country(
                name: "St. Kitts & Nevis", nameNative: "St. Kitts & Nevis", alpha2: "KN", alpha3: "KNA", flag: "🇰🇳", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+18697652917", exampleFormatted: "+1 869-765-2917"
            )
        case 117:
            return Country(
                name: "North Korea", nameNative: "북한", alpha2: "KP", alpha3: "PRK", flag: "🇰🇵", dialCode: "850",
                primaryFormat: "+850 [000] [000] [0000]",
                affineFormats: [
                    "+850 [0] [000] [0000]",
                    "+850 [00] [000] [000]",
                ],
                exampleNumber: "+8501921234567", exampleFormatted: "+850 192 123 4567"
            )
        case 118:
            return Country(
                name: "South Korea", nameNative: "대한민국", alpha2: "KR", alpha3: "KOR", flag: "🇰🇷", dialCode: "82",
                primaryFormat: "+82 [00]-[0000]-[0000]",
                affineFormats: [
                    "+82 [0]-[000]-[0000]",
                    "+82 [00]-[000]-[0000]",
                    "+82 [0000]-[0000]",
                    "+82 [00]-[0009]",
                    "+82 [0]-[0009]-[0000]",
                    "+82 [00]-[0009]-[0000]",
                    "+82 [00]-[00000]-[0000]",
                ],
                exampleNumber: "+821020000000", exampleFormatted: "+82 10-2000-0000"
            )
        case 119:
            return Country(
                name: "Kuwait", nameNative: "الكويت", alpha2: "KW", alpha3: "KWT", flag: "🇰🇼", dialCode: "965",
                primaryFormat: "+965 [000] [00000]",
                affineFormats: [
                    "+965 [0000] [0000]",
                    "+965 [0000] [000]",
                    "+965 [0000] [0009]",
                ],
                exampleNumber: "+96550012345", exampleFormatted: "+965 500 12345"
            )
        case 120:
            return Country(
                name: "Cayman Islands", nameNative: "Cayman Islands", alpha2: "KY", alpha3: "CYM", flag: "🇰🇾", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+13453231234", exampleFormatted: "+1 345-323-1234"
            )
        case 121:
            return Country(
                name: "Kazakhstan", nameNative: "Казахстан", alpha2: "KZ", alpha3: "KAZ", flag: "🇰🇿", dialCode: "7",
                primaryFormat: "+7 [000] [000] [0000]",
                affineFormats: [
                    "+7 [00000] [0] [00] [00]",
                    "+7 [000] [000]-[00]-[00]",
                    "+7 [0000] [00] [00] [00]",
                    "+7 [0000] [0000] [000] [000]",
                ],
                exampleNumber: "+77710009998", exampleFormatted: "+7 771 000 9998"
            )
        case 122:
            return Country(
                name: "Laos", nameNative: "ລາວ", alpha2: "LA", alpha3: "LAO", flag: "🇱🇦", dialCode: "856",
                primaryFormat: "+856 [00] [00] [000] [000]",
                affineFormats: [
                    "+856 [00] [000] [000]",
                    "+856 [00] [00] [00] [000]",
                ],
                exampleNumber: "+8562023123456", exampleFormatted: "+856 20 23 123 456"
            )
        case 123:
            return Country(
                name: "Lebanon", nameNative: "لبنان", alpha2: "LB", alpha3: "LBN", flag: "🇱🇧", dialCode: "961",
                primaryFormat: "+961 [00] [000] [000]",
                affineFormats: [
                    "+961 [0] [000] [000]",
                ],
                exampleNumber: "+96171123456", exampleFormatted: "+961 71 123 456"
            )
        case 124:
            return Country(
                name: "St. Lucia", nameNative: "St. Lucia", alpha2: "LC", alpha3: "LCA", flag: "🇱🇨", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+17582845678", exampleFormatted: "+1 758-284-5678"
            )
        case 125:
            return Country(
                name: "Liechtenstein", nameNative: "Liechtenstein", alpha2: "LI", alpha3: "LIE", flag: "🇱🇮", dialCode: "423",
                primaryFormat: "+423 [000] [000] [000]",
                affineFormats: [
                    "+423 [000] [00] [00]",
                    "+423 [00] [000] [0000]",
                ],
                exampleNumber: "+423660234567", exampleFormatted: "+423 660 234 567"
            )
        case 126:
            return Country(
                name: "Sri Lanka", nameNative: "ශ්‍රී ලංකාව", alpha2: "LK", alpha3: "LKA", flag: "🇱🇰", dialCode: "94",
                primaryFormat: "+94 [00] [000] [0000]",
                affineFormats: [
                    "+94 [000] [000] [000]",
                ],
                exampleNumber: "+94712345678", exampleFormatted: "+94 71 234 5678"
            )
        case 127:
            return Country(
                name: "Liberia", nameNative: "Liberia", alpha2: "LR", alpha3: "LBR", flag: "🇱🇷", dialCode: "231",
                primaryFormat: "+231 [00] [000] [0000]",
                affineFormats: [
                    "+231 [00] [000] [000]",
                    "+231 [0] [000] [000]",
                ],
                exampleNumber: "+231770123456", exampleFormatted: "+231 77 012 3456"
            )
        case 128:
            return Country(
                name: "Lesotho", nameNative: "Lesotho", alpha2: "LS", alpha3: "LSO", flag: "🇱🇸", dialCode: "266",
                primaryFormat: "+266 [0000] [0000]",
                affineFormats: [],
                exampleNumber: "+26650123456", exampleFormatted: "+266 5012 3456"
            )
        case 129:
            return Country(
                name: "Lithuania", nameNative: "Lietuva", alpha2: "LT", alpha3: "LTU", flag: "🇱🇹", dialCode: "370",
                primaryFormat: "+370 [000] [00000]",
                affineFormats: [
                    "+370 [000] [00] [000]",
                    "+370 [0] [000] [0000]",
                    "+370 [00] [000000]",
                ],
                exampleNumber: "+37061234567", exampleFormatted: "+370 612 34567"
            )
        case 130:
            return Country(
                name: "Luxembourg", nameNative: "Luxembourg", alpha2: "LU", alpha3: "LUX", flag: "🇱🇺", dialCode: "352",
                primaryFormat: "+352 [000] [000] [000]",
                affineFormats: [
                    "+352 [00] [00] [00] [00]",
                    "+352 [000] [00] [000]",
                    "+352 [00] [000]",
                    "+352 [00] [00] [00]",
                    "+352 [00] [00] [000]",
                    "+352 [00] [00] [00] [09]",
                    "+352 [00] [00] [00] [09999]",
                    "+352 [00] [00] [00] [000]",
                    "+352 [00] [00] [00] [00] [09]",
                ],
                exampleNumber: "+352628123456", exampleFormatted: "+352 628 123 456"
            )
        case 131:
            return Country(
                name: "Latvia", nameNative: "Latvija", alpha2: "LV", alpha3: "LVA", flag: "🇱🇻", dialCode: "371",
                primaryFormat: "+371 [00] [000] [000]",
                affineFormats: [],
                exampleNumber: "+37121234567", exampleFormatted: "+371 21 234 567"
            )
        case 132:
            return Country(
                name: "Libya", nameNative: "ليبيا", alpha2: "LY", alpha3: "LBY", flag: "🇱🇾", dialCode: "218",
                primaryFormat: "+218 [00]-[0000000]",
                affineFormats: [],
                exampleNumber: "+218912345678", exampleFormatted: "+218 91-2345678"
            )
        case 133:
            return Country(
                name: "Morocco", nameNative: "المغرب", alpha2: "MA", alpha3: "MAR", flag: "🇲🇦", dialCode: "212",
                primaryFormat: "+212 [0] [00] [00] [00] [00]",
                affineFormats: [
                    "+212 [00]-[0000000]",
                    "+212 [0000]-[00000]",
                ],
                exampleNumber: "+212650123456", exampleFormatted: "+212 6 50 12 34 56"
            )
        case 134:
            return Country(
                name: "Monaco", nameNative: "Monaco", alpha2: "MC", alpha3: "MCO", flag: "🇲🇨", dialCode: "377",
                primaryFormat: "+377 [0] [00] [00] [00] [00]",
                affineFormats: [
                    "+377 [00] [00] [00] [00]",
                    "+377 [00] [000] [000]",
                ],
                exampleNumber: "+377612345678", exampleFormatted: "+377 6 12 34 56 78"
            )
        case 135:
            return Country(
                name: "Moldova", nameNative: "Republica Moldova", alpha2: "MD", alpha3: "MDA", flag: "🇲🇩", dialCode: "373",
                primaryFormat: "+373 [000] [00] [000]",
                affineFormats: [
                    "+373 [00] [000] [000]",
                    "+373 [000] [00000]",
                ],
                exampleNumber: "+37362112345", exampleFormatted: "+373 621 12 345"
            )
        case 136:
            return Country(
                name: "Montenegro", nameNative: "Crna Gora", alpha2: "ME", alpha3: "MNE", flag: "🇲🇪", dialCode: "382",
                primaryFormat: "+382 [00] [000] [000]",
                affineFormats: [
                    "+382 [00] [000] [0009]",
                ],
                exampleNumber: "+38260123456", exampleFormatted: "+382 60 123 456"
            )
        case 137:
            return Country(
                name: "St. Martin", nameNative: "Saint-Martin", alpha2: "MF", alpha3: "MAF", flag: "🇲🇫", dialCode: "590",
                primaryFormat: "+590 [000] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+590690001234", exampleFormatted: "+590 690 00 12 34"
            )
        case 138:
            return Country(
                name: "Madagascar", nameNative: "Madagasikara", alpha2: "MG", alpha3: "MDG", flag: "🇲🇬", dialCode: "261",
                primaryFormat: "+261 [00] [00] [000] [00]",
                affineFormats: [],
                exampleNumber: "+261321234567", exampleFormatted: "+261 32 12 345 67"
            )
        case 139:
            return Country(
                name: "Marshall Islands", nameNative: "Marshall Islands", alpha2: "MH", alpha3: "MHL", flag: "🇲🇭", dialCode: "692",
                primaryFormat: "+692 [000]-[0000]",
                affineFormats: [],
                exampleNumber: "+6922351234", exampleFormatted: "+692 235-1234"
            )
        case 140:
            return Country(
                name: "North Macedonia", nameNative: "Северна Македонија", alpha2: "MK", alpha3: "MKD", flag: "🇲🇰", dialCode: "389",
                primaryFormat: "+389 [00] [000] [000]",
                affineFormats: [
                    "+389 [0] [000] [0000]",
                    "+389 [000] [0] [00] [00]",
                ],
                exampleNumber: "+38972345678", exampleFormatted: "+389 72 345 678"
            )
        case 141:
            return Country(
                name: "Mali", nameNative: "Mali", alpha2: "ML", alpha3: "MLI", flag: "🇲🇱", dialCode: "223",
                primaryFormat: "+223 [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+22365012345", exampleFormatted: "+223 65 01 23 45"
            )
        case 142:
            return Country(
                name: "Myanmar (Burma)", nameNative: "မြန်မာ", alpha2: "MM", alpha3: "MMR", flag: "🇲🇲", dialCode: "95",
                primaryFormat: "+95 [0] [000] [0000]",
                affineFormats: [
                    "+95 [0] [000] [000]",
                    "+95 [000] [000] [0000]",
                    "+95 [0] [00] [000]",
                    "+95 [00] [00] [000]",
                    "+95 [0] [000] [0009]",
                    "+95 [00] [000] [0009]",
                    "+95 [0] [000] [000099]",
                    "+95 [0] [0000] [0000]",
                    "+95 [0] [000] [000] [000]",
                    "+95 [0] [00000] [0000]",
                ],
                exampleNumber: "+9592123456", exampleFormatted: "+95 9 212 3456"
            )
        case 143:
            return Country(
                name: "Mongolia", nameNative: "Монгол", alpha2: "MN", alpha3: "MNG", flag: "🇲🇳", dialCode: "976",
                primaryFormat: "+976 [0000] [0000]",
                affineFormats: [
                    "+976 [00] [00] [0000]",
                    "+976 [000] [000009]",
                    "+976 [0000] [000009]",
                    "+976 [00000] [00009]",
                ],
                exampleNumber: "+97688123456", exampleFormatted: "+976 8812 3456"
            )
        case 144:
            return Country(
                name: "Macao SAR China", nameNative: "中國澳門特別行政區", alpha2: "MO", alpha3: "MAC", flag: "🇲🇴", dialCode: "853",
                primaryFormat: "+853 [0000] [0000]",
                affineFormats: [
                    "+853 [0000] [000]",
                ],
                exampleNumber: "+85366123456", exampleFormatted: "+853 6612 3456"
            )
        case 145:
            return Country(
                name: "Northern Mariana Islands", nameNative: "Northern Mariana Islands", alpha2: "MP", alpha3: "MNP", flag: "🇲🇵", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+16702345678", exampleFormatted: "+1 670-234-5678"
            )
        case 146:
            return Country(
                name: "Martinique", nameNative: "Martinique", alpha2: "MQ", alpha3: "MTQ", flag: "🇲🇶", dialCode: "596",
                primaryFormat: "+596 [000] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+596696201234", exampleFormatted: "+596 696 20 12 34"
            )
        case 147:
            return Country(
                name: "Mauritania", nameNative: "موريتانيا", alpha2: "MR", alpha3: "MRT", flag: "🇲🇷", dialCode: "222",
                primaryFormat: "+222 [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+22222123456", exampleFormatted: "+222 22 12 34 56"
            )
        case 148:
            return Country(
                name: "Montserrat", nameNative: "Montserrat", alpha2: "MS", alpha3: "MSR", flag: "🇲🇸", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+16644923456", exampleFormatted: "+1 664-492-3456"
            )
        case 149:
            return Country(
                name: "Malta", nameNative: "Malta", alpha2: "MT", alpha3: "MLT", flag: "🇲🇹", dialCode: "356",
                primaryFormat: "+356 [0000] [0000]",
                affineFormats: [],
                exampleNumber: "+35696961234", exampleFormatted: "+356 9696 1234"
            )
        case 150:
            return Country(
                name: "Mauritius", nameNative: "Maurice", alpha2: "MU", alpha3: "MUS", flag: "🇲🇺", dialCode: "230",
                primaryFormat: "+230 [0000] [0000]",
                affineFormats: [
                    "+230 [000] [0000]",
                    "+230 [00000] [00000]",
                ],
                exampleNumber: "+23052512345", exampleFormatted: "+230 5251 2345"
            )
        case 151:
            return Country(
                name: "Maldives", nameNative: "ދިވެހި ރާއްޖެ", alpha2: "MV", alpha3: "MDV", flag: "🇲🇻", dialCode: "960",
                primaryFormat: "+960 [000]-[0000]",
                affineFormats: [
                    "+960 [000] [000] [0000]",
                ],
                exampleNumber: "+9607712345", exampleFormatted: "+960 771-2345"
            )
        case 152:
            return Country(
                name: "Malawi", nameNative: "Malawi", alpha2: "MW", alpha3: "MWI", flag: "🇲🇼", dialCode: "265",
                primaryFormat: "+265 [000] [00] [00] [00]",
                affineFormats: [
                    "+265 [0] [000] [000]",
                ],
                exampleNumber: "+265991234567", exampleFormatted: "+265 991 23 45 67"
            )
        case 153:
            return Country(
                name: "Mexico", nameNative: "México", alpha2: "MX", alpha3: "MEX", flag: "🇲🇽", dialCode: "52",
                primaryFormat: "+52 [000] [000] [0000]",
                affineFormats: [
                    "+52 [00] [0000] [0000]",
                ],
                exampleNumber: "+522221234567", exampleFormatted: "+52 222 123 4567"
            )
        case 154:
            return Country(
                name: "Malaysia", nameNative: "Malaysia", alpha2: "MY", alpha3: "MYS", flag: "🇲🇾", dialCode: "60",
                primaryFormat: "+60 [00]-[000] [0000]",
                affineFormats: [
                    "+60 [0]-[0000] [0000]",
                    "+60 [0]-[000]-[00]-[0000]",
                    "+60 [000]-[000] [0000]",
                    "+60 [0]-[000] [0000]",
                    "+60 [00]-[000] [0009]",
                    "+60 [00]-[0000] [0000]",
                ],
                exampleNumber: "+60123456789", exampleFormatted: "+60 12-345 6789"
            )
        case 155:
            return Country(
                name: "Mozambique", nameNative: "Moçambique", alpha2: "MZ", alpha3: "MOZ", flag: "🇲🇿", dialCode: "258",
                primaryFormat: "+258 [00] [000] [0000]",
                affineFormats: [
                    "+258 [00] [000] [000]",
                    "+258 [000] [000] [000]",
                    "+258 [00] [000] [0009]",
                ],
                exampleNumber: "+258821234567", exampleFormatted: "+258 82 123 4567"
            )
        case 156:
            return Country(
                name: "Namibia", nameNative: "Namibia", alpha2: "NA", alpha3: "NAM", flag: "🇳🇦", dialCode: "264",
                primaryFormat: "+264 [00] [000] [0000]",
                affineFormats: [
                    "+264 [00] [000] [000]",
                    "+264 [000] [000] [000]",
                    "+264 [00] [000] [0009]",
                ],
                exampleNumber: "+264811234567", exampleFormatted: "+264 81 123 4567"
            )
        case 157:
            return Country(
                name: "New Caledonia", nameNative: "Nouvelle-Calédonie", alpha2: "NC", alpha3: "NCL", flag: "🇳🇨", dialCode: "687",
                primaryFormat: "+687 [00].[00].[00]",
                affineFormats: [],
                exampleNumber: "+687751234", exampleFormatted: "+687 75.12.34"
            )
        case 158:
            return Country(
                name: "Niger", nameNative: "Niger", alpha2: "NE", alpha3: "NER", flag: "🇳🇪", dialCode: "227",
                primaryFormat: "+227 [00] [00] [00] [00]",
                affineFormats: [
                    "+227 [00] [000] [000]",
                ],
                exampleNumber: "+22793123456", exampleFormatted: "+227 93 12 34 56"
            )
        case 159:
            return Country(
                name: "Norfolk Island", nameNative: "Norfolk Island", alpha2: "NF", alpha3: "NFK", flag: "🇳🇫", dialCode: "672",
                primaryFormat: "+672 [0] [00000]",
                affineFormats: [
                    "+672 [00] [0000]",
                ],
                exampleNumber: "+672381234", exampleFormatted: "+672 3 81234"
            )
        case 160:
            return Country(
                name: "Nigeria", nameNative: "Nigeria", alpha2: "NG", alpha3: "NGA", flag: "🇳🇬", dialCode: "234",
                primaryFormat: "+234 [000] [000] [0000]",
                affineFormats: [
                    "+234 [0000] [00] [0000]",
                    "+234 [000] [0000] [0000]",
                    "+234 [000] [000] [0009]",
                    "+234 [000] [0000] [00009]",
                    "+234 [000] [00000] [000009]",
                ],
                exampleNumber: "+2348021234567", exampleFormatted: "+234 802 123 4567"
            )
        case 161:
            return Country(
                name: "Nicaragua", nameNative: "Nicaragua", alpha2: "NI", alpha3: "NIC", flag: "🇳🇮", dialCode: "505",
                primaryFormat: "+505 [0000] [0000]",
                affineFormats: [],
                exampleNumber: "+50581234567", exampleFormatted: "+505 8123 4567"
            )
        case 162:
            return Country(
                name: "Netherlands", nameNative: "Nederland", alpha2: "NL", alpha3: "NLD", flag: "🇳🇱", dialCode: "31",
                primaryFormat: "+31 [0] [00000000]",
                affineFormats: [
                    "+31 [00] [000] [0000]",
                    "+31 [000] [0000]",
                    "+31 [00] [0000000]",
                    "+31 [00000]",
                    "+31 [000] [0000999]",
                    "+31 [000] [000] [000]",
                    "+31 [000] [000] [00000]",
                ],
                exampleNumber: "+31612345678", exampleFormatted: "+31 6 12345678"
            )
        case 163:
            return Country(
                name: "Norway", nameNative: "Norge", alpha2: "NO", alpha3: "NOR", flag: "🇳🇴", dialCode: "47",
                primaryFormat: "+47 [00] [00] [00] [00]",
                affineFormats: [
                    "+47 [000] [00] [000]",
                    "+47 [00000]",
                ],
                exampleNumber: "+4740612345", exampleFormatted: "+47 40 61 23 45"
            )
        case 164:
            return Country(
                name: "Nepal", nameNative: "नेपाल", alpha2: "NP", alpha3: "NPL", flag: "🇳🇵", dialCode: "977",
                primaryFormat: "+977 [000]-[0000000]",
                affineFormats: [
                    "+977 [0]-[0000000]",
                    "+977 [00000000000]",
                    "+977 [00]-[000000]",
                ],
                exampleNumber: "+9779841234567", exampleFormatted: "+977 984-1234567"
            )
        case 165:
            return Country(
                name: "Nauru", nameNative: "Nauru", alpha2: "NR", alpha3: "NRU", flag: "🇳🇷", dialCode: "674",
                primaryFormat: "+674 [000] [0000]",
                affineFormats: [],
                exampleNumber: "+6745551234", exampleFormatted: "+674 555 1234"
            )
        case 166:
            return Country(
                name: "Niue", nameNative: "Niue", alpha2: "NU", alpha3: "NIU", flag: "🇳🇺", dialCode: "683",
                primaryFormat: "+683 [000] [0000]",
                affineFormats: [
                    "+683 [0000]",
                ],
                exampleNumber: "+6838884012", exampleFormatted: "+683 888 4012"
            )
        case 167:
            return Country(
                name: "New Zealand", nameNative: "New Zealand", alpha2: "NZ", alpha3: "NZL", flag: "🇳🇿", dialCode: "64",
                primaryFormat: "+64 [00] [000] [0000]",
                affineFormats: [
                    "+64 [0] [000] [0000]",
                    "+64 [000] [000] [000]",
                    "+64 [00] [000000]",
                    "+64 [00] [00099999]",
                    "+64 [000] [00] [009]",
                    "+64 [000] [000] [0009]",
                    "+64 [00] [0009] [0000]",
                    "+64 [00] [000] [00099]",
                ],
                exampleNumber: "+64211234567", exampleFormatted: "+64 21 123 4567"
            )
        case 168:
            return Country(
                name: "Oman", nameNative: "عُمان", alpha2: "OM", alpha3: "OMN", flag: "🇴🇲", dialCode: "968",
                primaryFormat: "+968 [0000] [0000]",
                affineFormats: [
                    "+968 [00] [000000]",
                    "+968 [000] [00000]",
                    "+968 [000] [000099]",
                ],
                exampleNumber: "+96892123456", exampleFormatted: "+968 9212 3456"
            )
        case 169:
            return Country(
                name: "Panama", nameNative: "Panamá", alpha2: "PA", alpha3: "PAN", flag: "🇵🇦", dialCode: "507",
                primaryFormat: "+507 [0000]-[0000]",
                affineFormats: [
                    "+507 [000]-[0000]",
                    "+507 [000] [000] [0000]",
                ],
                exampleNumber: "+50761234567", exampleFormatted: "+507 6123-4567"
            )
        case 170:
            return Country(
                name: "Peru", nameNative: "Perú", alpha2: "PE", alpha3: "PER", flag: "🇵🇪", dialCode: "51",
                primaryFormat: "+51 [000] [000] [000]",
                affineFormats: [
                    "+51 [0] [0000000]",
                    "+51 [000] [00000]",
                    "+51 [00] [000000]",
                ],
                exampleNumber: "+51912345678", exampleFormatted: "+51 912 345 678"
            )
        case 171:
            return Country(
                name: "French Polynesia", nameNative: "Polynésie française", alpha2: "PF", alpha3: "PYF", flag: "🇵🇫", dialCode: "689",
                primaryFormat: "+689 [00] [00] [00] [00]",
                affineFormats: [
                    "+689 [000] [00] [00] [00]",
                    "+689 [00] [00] [00]",
                ],
                exampleNumber: "+68987123456", exampleFormatted: "+689 87 12 34 56"
            )
        case 172:
            return Country(
                name: "Papua New Guinea", nameNative: "Papua Niugini", alpha2: "PG", alpha3: "PNG", flag: "🇵🇬", dialCode: "675",
                primaryFormat: "+675 [0000] [0000]",
                affineFormats: [
                    "+675 [000] [0000]",
                ],
                exampleNumber: "+67570123456", exampleFormatted: "+675 7012 3456"
            )
        case 173:
            return Country(
                name: "Philippines", nameNative: "Philippines", alpha2: "PH", alpha3: "PHL", flag: "🇵🇭", dialCode: "63",
                primaryFormat: "+63 [000] [000] [0000]",
                affineFormats: [
                    "+63 [0] [0000] [0000]",
                    "+63 [0000] [0] [000] [0000]",
                    "+63 [0] [00000]",
                    "+63 [0000] [000099]",
                    "+63 [00000] [0000]",
                    "+63 [00] [000] [0000]",
                    "+63 [0000] [000] [0000]",
                    "+63 [0000] [09] [000] [0000]",
                ],
                exampleNumber: "+639051234567", exampleFormatted: "+63 905 123 4567"
            )
        case 174:
            return Country(
                name: "Pakistan", nameNative: "پاکستان", alpha2: "PK", alpha3: "PAK", flag: "🇵🇰", dialCode: "92",
                primaryFormat: "+92 [000] [0000000]",
                affineFormats: [
                    "+92 [00] [00000000]",
                    "+92 [000] [000] [00]",
                    "+92 [0000] [00000]",
                    "+92 [00] [000] [000] [000]",
                    "+92 [000] [000] [009999]",
                    "+92 [000] [0000009]",
                    "+92 [00] [00000009]",
                    "+92 [00000] [00000]",
                    "+92 [000] [000] [000] [000]",
                ],
                exampleNumber: "+923012345678", exampleFormatted: "+92 301 2345678"
            )
        case 175:
            return Country(
                name: "Poland", nameNative: "Polska", alpha2: "PL", alpha3: "POL", flag: "🇵🇱", dialCode: "48",
                primaryFormat: "+48 [000] [000] [000]",
                affineFormats: [
                    "+48 [00] [000] [00] [00]",
                    "+48 [000] [000]",
                    "+48 [00] [00] [000]",
                    "+48 [000] [00] [009]",
                    "+48 [000] [000] [0009]",
                ],
                exampleNumber: "+48512345678", exampleFormatted: "+48 512 345 678"
            )
        case 176:
            return Country(
                name: "St. Pierre & Miquelon", nameNative: "Saint-Pierre-et-Miquelon", alpha2: "PM", alpha3: "SPM", flag: "🇵🇲", dialCode: "508",
                primaryFormat: "+508 [00] [00] [00]",
                affineFormats: [
                    "+508 [000] [00] [00] [00]",
                    "+508 [000] [000] [000]",
                ],
                exampleNumber: "+508551234", exampleFormatted: "+508 55 12 34"
            )
        case 177:
            return Country(
                name: "Puerto Rico", nameNative: "Puerto Rico", alpha2: "PR", alpha3: "PRI", flag: "🇵🇷", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+17872345678", exampleFormatted: "+1 787-234-5678"
            )
        case 178:
            return Country(
                name: "Palestinian Territories", nameNative: "الأراضي الفلسطينية", alpha2: "PS", alpha3: "PSE", flag: "🇵🇸", dialCode: "970",
                primaryFormat: "+970 [000] [000] [000]",
                affineFormats: [
                    "+970 [0] [000] [0000]",
                    "+970 [0000] [000] [000]",
                ],
                exampleNumber: "+970599123456", exampleFormatted: "+970 599 123 456"
            )
        case 179:
            return Country(
                name: "Portugal", nameNative: "Portugal", alpha2: "PT", alpha3: "PRT", flag: "🇵🇹", dialCode: "351",
                primaryFormat: "+351 [000] [000] [000]",
                affineFormats: [
                    "+351 [00] [000] [0000]",
                ],
                exampleNumber: "+351912345678", exampleFormatted: "+351 912 345 678"
            )
        case 180:
            return Country(
                name: "Palau", nameNative: "Palau", alpha2: "PW", alpha3: "PLW", flag: "🇵🇼", dialCode: "680",
                primaryFormat: "+680 [000] [0000]",
                affineFormats: [],
                exampleNumber: "+6806201234", exampleFormatted: "+680 620 1234"
            )
        case 181:
            return Country(
                name: "Paraguay", nameNative: "Paraguai", alpha2: "PY", alpha3: "PRY", flag: "🇵🇾", dialCode: "595",
                primaryFormat: "+595 [000] [000000]",
                affineFormats: [
                    "+595 [00] [000] [0000]",
                    "+595 [0000] [000] [0000]",
                    "+595 [000] [000999]",
                    "+595 [00] [00000]",
                    "+595 [000] [00009]",
                    "+595 [00] [000] [0009]",
                    "+595 [000] [000] [000]",
                ],
                exampleNumber: "+595961456789", exampleFormatted: "+595 961 456789"
            )
        case 182:
            return Country(
                name: "Qatar", nameNative: "قطر", alpha2: "QA", alpha3: "QAT", flag: "🇶🇦", dialCode: "974",
                primaryFormat: "+974 [0000] [0000]",
                affineFormats: [
                    "+974 [000] [0000]",
                ],
                exampleNumber: "+97433123456", exampleFormatted: "+974 3312 3456"
            )
        case 183:
            return Country(
                name: "Réunion", nameNative: "La Réunion", alpha2: "RE", alpha3: "REU", flag: "🇷🇪", dialCode: "262",
                primaryFormat: "+262 [000] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+262692123456", exampleFormatted: "+262 692 12 34 56"
            )
        case 184:
            return Country(
                name: "Romania", nameNative: "România", alpha2: "RO", alpha3: "ROU", flag: "🇷🇴", dialCode: "40",
                primaryFormat: "+40 [000] [000] [000]",
                affineFormats: [
                    "+40 [00] [000] [0000]",
                    "+40 [000] [000]",
                    "+40 [00] [0000]",
                ],
                exampleNumber: "+40712034567", exampleFormatted: "+40 712 034 567"
            )
        case 185:
            return Country(
                name: "Serbia", nameNative: "Srbija", alpha2: "RS", alpha3: "SRB", flag: "🇷🇸", dialCode: "381",
                primaryFormat: "+381 [00] [0000000]",
                affineFormats: [
                    "+381 [00] [000000]",
                    "+381 [000] [00000]",
                    "+381 [000] [000000]",
                    "+381 [000] [000999999]",
                    "+381 [00] [0000099999]",
                ],
                exampleNumber: "+381601234567", exampleFormatted: "+381 60 1234567"
            )
        case 186:
            return Country(
                name: "Russia", nameNative: "Россия", alpha2: "RU", alpha3: "RUS", flag: "🇷🇺", dialCode: "7",
                primaryFormat: "+7 [000] [000]-[00]-[00]",
                affineFormats: [
                    "+7 [0000] [00] [00] [00]",
                    "+7 [00000] [0] [00] [00]",
                    "+7 [000] [000] [0000]",
                    "+7 [0000] [0000] [000] [000]",
                ],
                exampleNumber: "+79123456789", exampleFormatted: "+7 912 345-67-89"
            )
        case 187:
            return Country(
                name: "Rwanda", nameNative: "U Rwanda", alpha2: "RW", alpha3: "RWA", flag: "🇷🇼", dialCode: "250",
                primaryFormat: "+250 [000] [000] [000]",
                affineFormats: [
                    "+250 [00] [00] [00] [00]",
                ],
                exampleNumber: "+250720123456", exampleFormatted: "+250 720 123 456"
            )
        case 188:
            return Country(
                name: "Saudi Arabia", nameNative: "المملكة العربية السعودية", alpha2: "SA", alpha3: "SAU", flag: "🇸🇦", dialCode: "966",
                primaryFormat: "+966 [00] [000] [0000]",
                affineFormats: [
                    "+966 [000] [000] [0000]",
                    "+966 [0000] [00000]",
                ],
                exampleNumber: "+966512345678", exampleFormatted: "+966 51 234 5678"
            )
        case 189:
            return Country(
                name: "Solomon Islands", nameNative: "Solomon Islands", alpha2: "SB", alpha3: "SLB", flag: "🇸🇧", dialCode: "677",
                primaryFormat: "+677 [00] [00000]",
                affineFormats: [
                    "+677 [00000]",
                ],
                exampleNumber: "+6777421234", exampleFormatted: "+677 74 21234"
            )
        case 190:
            return Country(
                name: "Seychelles", nameNative: "Seychelles", alpha2: "SC", alpha3: "SYC", flag: "🇸🇨", dialCode: "248",
                primaryFormat: "+248 [0] [000] [000]",
                affineFormats: [
                    "+248 [0000000]",
                ],
                exampleNumber: "+2482510123", exampleFormatted: "+248 2 510 123"
            )
        case 191:
            return Country(
                name: "Sudan", nameNative: "Sudan", alpha2: "SD", alpha3: "SDN", flag: "🇸🇩", dialCode: "249",
                primaryFormat: "+249 [00] [000] [0000]",
                affineFormats: [],
                exampleNumber: "+249911231234", exampleFormatted: "+249 91 123 1234"
            )
        case 192:
            return Country(
                name: "Sweden", nameNative: "Sverige", alpha2: "SE", alpha3: "SWE", flag: "🇸🇪", dialCode: "46",
                primaryFormat: "+46 [00] [000] [00] [00]",
                affineFormats: [
                    "+46 [0] [00] [00] [00]",
                    "+46 [00] [00] [00] [00]",
                    "+46 [000] [00] [00] [000]",
                    "+46 [000] [00] [000] [00] [00]",
                    "+46 [00] [009] [00]",
                    "+46 [000] [0000]",
                    "+46 [00] [000] [00]",
                    "+46 [0] [009] [00] [00]",
                    "+46 [000] [009] [00]",
                    "+46 [000] [009] [000]",
                    "+46 [00] [009] [00] [00]",
                    "+46 [0] [000] [000] [00]",
                    "+46 [000] [00] [00] [00]",
                ],
                exampleNumber: "+46701234567", exampleFormatted: "+46 70 123 45 67"
            )
        case 193:
            return Country(
                name: "Singapore", nameNative: "Singapore", alpha2: "SG", alpha3: "SGP", flag: "🇸🇬", dialCode: "65",
                primaryFormat: "+65 [0000] [0000]",
                affineFormats: [
                    "+65 [0000] [000] [0000]",
                    "+65 [0000] [0000] [000]",
                    "+65 [000] [000] [0000]",
                ],
                exampleNumber: "+6581234567", exampleFormatted: "+65 8123 4567"
            )
        case 194:
            return Country(
                name: "St. Helena", nameNative: "St. Helena", alpha2: "SH", alpha3: "SHN", flag: "🇸🇭", dialCode: "290",
                primaryFormat: "+290 [00000]",
                affineFormats: [],
                exampleNumber: "+29051234", exampleFormatted: "+290 51234"
            )
        case 195:
            return Country(
                name: "Slovenia", nameNative: "Slovenija", alpha2: "SI", alpha3: "SVN", flag: "🇸🇮", dialCode: "386",
                primaryFormat: "+386 [00] [000] [000]",
                affineFormats: [
                    "+386 [0] [000] [00] [00]",
                    "+386 [00] [000000]",
                    "+386 [000] [00000]",
                    "+386 [00] [000999]",
                ],
                exampleNumber: "+38631234567", exampleFormatted: "+386 31 234 567"
            )
        case 196:
            return Country(
                name: "Svalbard & Jan Mayen", nameNative: "Svalbard og Jan Mayen", alpha2: "SJ", alpha3: "SJM", flag: "🇸🇯", dialCode: "47",
                primaryFormat: "+47 [00] [00] [00] [00]",
                affineFormats: [
                    "+47 [000] [00] [000]",
                    "+47 [00000]",
                ],
                exampleNumber: "+4741234567", exampleFormatted: "+47 41 23 45 67"
            )
        case 197:
            return Country(
                name: "Slovakia", nameNative: "Slovensko", alpha2: "SK", alpha3: "SVK", flag: "🇸🇰", dialCode: "421",
                primaryFormat: "+421 [000] [000] [000]",
                affineFormats: [
                    "+421 [0] [000] [000] [00]",
                    "+421 [0000000]",
                    "+421 [0] [00] [0009]",
                    "+421 [00] [00] [009]",
                    "+421 [00] [000] [00] [00]",
                ],
                exampleNumber: "+421912123456", exampleFormatted: "+421 912 123 456"
            )
        case 198:
            return Country(
                name: "Sierra Leone", nameNative: "Sierra Leone", alpha2: "SL", alpha3: "SLE", flag: "🇸🇱", dialCode: "232",
                primaryFormat: "+232 [00] [000000]",
                affineFormats: [],
                exampleNumber: "+23225123456", exampleFormatted: "+232 25 123456"
            )
        case 199:
            return Country(
                name: "San Marino", nameNative: "San Marino", alpha2: "SM", alpha3: "SMR", flag: "🇸🇲", dialCode: "378",
                primaryFormat: "+378 [00] [00] [00] [00]",
                affineFormats: [
                    "+378 [0000] [000000]",
                ],
                exampleNumber: "+37866661212", exampleFormatted: "+378 66 66 12 12"
            )
        case 200:
            return Country(
                name: "Senegal", nameNative: "Senegaal", alpha2: "SN", alpha3: "SEN", flag: "🇸🇳", dialCode: "221",
                primaryFormat: "+221 [00] [000] [00] [00]",
                affineFormats: [
                    "+221 [000] [00] [00] [00]",
                ],
                exampleNumber: "+221701234567", exampleFormatted: "+221 70 123 45 67"
            )
        case 201:
            return Country(
                name: "Somalia", nameNative: "Soomaaliya", alpha2: "SO", alpha3: "SOM", flag: "🇸🇴", dialCode: "252",
                primaryFormat: "+252 [0] [0000000]",
                affineFormats: [
                    "+252 [0] [000000]",
                    "+252 [00] [0000]",
                    "+252 [000000]",
                    "+252 [00] [0000099]",
                    "+252 [00] [000] [0000]",
                ],
                exampleNumber: "+25271123456", exampleFormatted: "+252 7 1123456"
            )
        case 202:
            return Country(
                name: "Suriname", nameNative: "Suriname", alpha2: "SR", alpha3: "SUR", flag: "🇸🇷", dialCode: "597",
                primaryFormat: "+597 [000]-[0000]",
                affineFormats: [
                    "+597 [000]-[000]",
                    "+597 [00]-[00]-[00]",
                ],
                exampleNumber: "+5977412345", exampleFormatted: "+597 741-2345"
            )
        case 203:
            return Country(
                name: "South Sudan", nameNative: "South Sudan", alpha2: "SS", alpha3: "SSD", flag: "🇸🇸", dialCode: "211",
                primaryFormat: "+211 [000] [000] [000]",
                affineFormats: [],
                exampleNumber: "+211977123456", exampleFormatted: "+211 977 123 456"
            )
        case 204:
            return Country(
                name: "São Tomé & Príncipe", nameNative: "São Tomé e Príncipe", alpha2: "ST", alpha3: "STP", flag: "🇸🇹", dialCode: "239",
                primaryFormat: "+239 [000] [0000]",
                affineFormats: [],
                exampleNumber: "+2399812345", exampleFormatted: "+239 981 2345"
            )
        case 205:
            return Country(
                name: "El Salvador", nameNative: "El Salvador", alpha2: "SV", alpha3: "SLV", flag: "🇸🇻", dialCode: "503",
                primaryFormat: "+503 [0000] [0000]",
                affineFormats: [
                    "+503 [000] [0000]",
                    "+503 [000] [0000] [0000]",
                ],
                exampleNumber: "+50370123456", exampleFormatted: "+503 7012 3456"
            )
        case 206:
            return Country(
                name: "Sint Maarten", nameNative: "Sint Maarten", alpha2: "SX", alpha3: "SXM", flag: "🇸🇽", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+17215205678", exampleFormatted: "+1 721-520-5678"
            )
        case 207:
            return Country(
                name: "Syria", nameNative: "سوريا", alpha2: "SY", alpha3: "SYR", flag: "🇸🇾", dialCode: "963",
                primaryFormat: "+963 [000] [000] [000]",
                affineFormats: [
                    "+963 [00] [000] [0000]",
                    "+963 [00] [000] [0009]",
                ],
                exampleNumber: "+963944567890", exampleFormatted: "+963 944 567 890"
            )
        case 208:
            return Country(
                name: "Eswatini", nameNative: "Eswatini", alpha2: "SZ", alpha3: "SWZ", flag: "🇸🇿", dialCode: "268",
                primaryFormat: "+268 [0000] [0000]",
                affineFormats: [
                    "+268 [00000] [0000]",
                ],
                exampleNumber: "+26876123456", exampleFormatted: "+268 7612 3456"
            )
        case 209:
            return Country(
                name: "Tristan da Cunha", nameNative: nil, alpha2: "TA", alpha3: nil, flag: "🇹🇦", dialCode: "290",
                primaryFormat: "+290 [0000]",
                affineFormats: [],
                exampleNumber: "+2908999", exampleFormatted: "+290 8999"
            )
        case 210:
            return Country(
                name: "Turks & Caicos Islands", nameNative: "Turks & Caicos Islands", alpha2: "TC", alpha3: "TCA", flag: "🇹🇨", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+16492311234", exampleFormatted: "+1 649-231-1234"
            )
        case 211:
            return Country(
                name: "Chad", nameNative: "تشاد", alpha2: "TD", alpha3: "TCD", flag: "🇹🇩", dialCode: "235",
                primaryFormat: "+235 [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+23563012345", exampleFormatted: "+235 63 01 23 45"
            )
        case 212:
            return Country(
                name: "Togo", nameNative: "Togo", alpha2: "TG", alpha3: "TGO", flag: "🇹🇬", dialCode: "228",
                primaryFormat: "+228 [00] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+22890112345", exampleFormatted: "+228 90 11 23 45"
            )
        case 213:
            return Country(
                name: "Thailand", nameNative: "ไทย", alpha2: "TH", alpha3: "THA", flag: "🇹🇭", dialCode: "66",
                primaryFormat: "+66 [00] [000] [0000]",
                affineFormats: [
                    "+66 [0] [000] [0000]",
                    "+66 [0000] [000] [000]",
                    "+66 [00] [000] [0009]",
                ],
                exampleNumber: "+66812345678", exampleFormatted: "+66 81 234 5678"
            )
        case 214:
            return Country(
                name: "Tajikistan", nameNative: "Тоҷикистон", alpha2: "TJ", alpha3: "TJK", flag: "🇹🇯", dialCode: "992",
                primaryFormat: "+992 [00] [000] [0000]",
                affineFormats: [
                    "+992 [000] [00] [0000]",
                    "+992 [000000] [0] [00]",
                    "+992 [0000] [0] [0000]",
                ],
                exampleNumber: "+992917123456", exampleFormatted: "+992 91 712 3456"
            )
        case 215:
            return Country(
                name: "Tokelau", nameNative: "Tokelau", alpha2: "TK", alpha3: "TKL", flag: "🇹🇰", dialCode: "690",
                primaryFormat: "+690 [0000]",
                affineFormats: [],
                exampleNumber: "+6907290", exampleFormatted: "+690 7290"
            )
        case 216:
            return Country(
                name: "Timor-Leste", nameNative: "Timor-Leste", alpha2: "TL", alpha3: "TLS", flag: "🇹🇱", dialCode: "670",
                primaryFormat: "+670 [0000] [0000]",
                affineFormats: [
                    "+670 [000] [0000]",
                ],
                exampleNumber: "+67077212345", exampleFormatted: "+670 7721 2345"
            )
        case 217:
            return Country(
                name: "Turkmenistan", nameNative: "Türkmenistan", alpha2: "TM", alpha3: "TKM", flag: "🇹🇲", dialCode: "993",
                primaryFormat: "+993 [00] [000000]",
                affineFormats: [
                    "+993 [00] [00]-[00]-[00]",
                    "+993 [000] [0]-[00]-[00]",
                ],
                exampleNumber: "+99366123456", exampleFormatted: "+993 66 123456"
            )
        case 218:
            return Country(
                name: "Tunisia", nameNative: "تونس", alpha2: "TN", alpha3: "TUN", flag: "🇹🇳", dialCode: "216",
                primaryFormat: "+216 [00] [000] [000]",
                affineFormats: [],
                exampleNumber: "+21620123456", exampleFormatted: "+216 20 123 456"
            )
        case 219:
            return Country(
                name: "Tonga", nameNative: "Tonga", alpha2: "TO", alpha3: "TON", flag: "🇹🇴", dialCode: "676",
                primaryFormat: "+676 [000] [0000]",
                affineFormats: [
                    "+676 [00]-[000]",
                    "+676 [0000] [000]",
                ],
                exampleNumber: "+6767715123", exampleFormatted: "+676 771 5123"
            )
        case 220:
            return Country(
                name: "Türkiye", nameNative: "Türkiye", alpha2: "TR", alpha3: "TUR", flag: "🇹🇷", dialCode: "90",
                primaryFormat: "+90 [000] [000] [00] [00]",
                affineFormats: [
                    "+90 [000] [000] [0000]",
                    "+90 [0000000]",
                    "+90 [000] [000] [0000009]",
                ],
                exampleNumber: "+905012345678", exampleFormatted: "+90 501 234 56 78"
            )
        case 221:
            return Country(
                name: "Trinidad & Tobago", nameNative: "Trinidad & Tobago", alpha2: "TT", alpha3: "TTO", flag: "🇹🇹", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+18682911234", exampleFormatted: "+1 868-291-1234"
            )
        case 222:
            return Country(
                name: "Tuvalu", nameNative: "Tuvalu", alpha2: "TV", alpha3: "TUV", flag: "🇹🇻", dialCode: "688",
                primaryFormat: "+688 [00] [0000]",
                affineFormats: [
                    "+688 [00] [000]",
                    "+688 [00] [00000]",
                ],
                exampleNumber: "+688901234", exampleFormatted: "+688 90 1234"
            )
        case 223:
            return Country(
                name: "Taiwan", nameNative: "台灣", alpha2: "TW", alpha3: "TWN", flag: "🇹🇼", dialCode: "886",
                primaryFormat: "+886 [000] [000] [000]",
                affineFormats: [
                    "+886 [0] [0000] [0000]",
                    "+886 [00] [000] [0000]",
                    "+886 [00] [0000] [0000]",
                    "+886 [00] [0] [0000]",
                    "+886 [000] [00000]",
                    "+886 [000] [00] [000]",
                    "+886 [00] [00] [0000]",
                    "+886 [00] [000] [0009]",
                    "+886 [0] [0009] [0000]",
                    "+886 [00] [0000] [00009]",
                ],
                exampleNumber: "+886912345678", exampleFormatted: "+886 912 345 678"
            )
        case 224:
            return Country(
                name: "Tanzania", nameNative: "Tanzania", alpha2: "TZ", alpha3: "TZA", flag: "🇹🇿", dialCode: "255",
                primaryFormat: "+255 [000] [000] [000]",
                affineFormats: [
                    "+255 [00] [000] [0000]",
                    "+255 [000] [00] [0000]",
                    "+255 [00] [0000000]",
                ],
                exampleNumber: "+255621234567", exampleFormatted: "+255 621 234 567"
            )
        case 225:
            return Country(
                name: "Ukraine", nameNative: "Україна", alpha2: "UA", alpha3: "UKR", flag: "🇺🇦", dialCode: "380",
                primaryFormat: "+380 [00] [000] [0000]",
                affineFormats: [
                    "+380 [0000] [00000]",
                    "+380 [000] [000] [000]",
                    "+380 [000] [000] [0009]",
                ],
                exampleNumber: "+380501234567", exampleFormatted: "+380 50 123 4567"
            )
        case 226:
            return Country(
                name: "Uganda", nameNative: "Uganda", alpha2: "UG", alpha3: "UGA", flag: "🇺🇬", dialCode: "256",
                primaryFormat: "+256 [000] [000000]",
                affineFormats: [
                    "+256 [00] [0000000]",
                    "+256 [0000] [00000]",
                ],
                exampleNumber: "+256712345678", exampleFormatted: "+256 712 345678"
            )
        case 227:
            return Country(
                name: "United States", nameNative: "United States", alpha2: "US", alpha3: "USA", flag: "🇺🇸", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+12015550123", exampleFormatted: "+1 201-555-0123"
            )
        case 228:
            return Country(
                name: "Uruguay", nameNative: "Uruguay", alpha2: "UY", alpha3: "URY", flag: "🇺🇾", dialCode: "598",
                primaryFormat: "+598 [00] [000] [000]",
                affineFormats: [
                    "+598 [0000] [0000]",
                    "+598 [000] [0000]",
                    "+598 [00000]",
                    "+598 [00009]",
                    "+598 [000] [0009]",
                    "+598 [000] [000] [0099]",
                    "+598 [000] [000] [000] [0099]",
                ],
                exampleNumber: "+59894231234", exampleFormatted: "+598 94 231 234"
            )
        case 229:
            return Country(
                name: "Uzbekistan", nameNative: "Oʻzbekiston", alpha2: "UZ", alpha3: "UZB", flag: "🇺🇿", dialCode: "998",
                primaryFormat: "+998 [00] [000] [00] [00]",
                affineFormats: [],
                exampleNumber: "+998912345678", exampleFormatted: "+998 91 234 56 78"
            )
        case 230:
            return Country(
                name: "Vatican City", nameNative: "Città del Vaticano", alpha2: "VA", alpha3: "VAT", flag: "🇻🇦", dialCode: "39",
                primaryFormat: "+39 [000] [000] [0000]",
                affineFormats: [
                    "+39 [00] [0000] [0000]",
                    "+39 [000] [000] [000]",
                    "+39 [000] [0000] [0000]",
                    "+39 [00] [000099]",
                    "+39 [000] [000999]",
                    "+39 [0000] [009999]",
                    "+39 [0000] [0000]",
                    "+39 [00] [0009] [0000]",
                    "+39 [000] [000] [0009]",
                    "+39 [000] [0009] [0000]",
                    "+39 [00] [0000] [00000]",
                    "+39 [0000] [000] [0000]",
                    "+39 [000] [0000] [00009]",
                ],
                exampleNumber: "+393123456789", exampleFormatted: "+39 312 345 6789"
            )
        case 231:
            return Country(
                name: "St. Vincent & Grenadines", nameNative: "St. Vincent & Grenadines", alpha2: "VC", alpha3: "VCT", flag: "🇻🇨", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+17844301234", exampleFormatted: "+1 784-430-1234"
            )
        case 232:
            return Country(
                name: "Venezuela", nameNative: "Venezuela", alpha2: "VE", alpha3: "VEN", flag: "🇻🇪", dialCode: "58",
                primaryFormat: "+58 [000]-[0000000]",
                affineFormats: [],
                exampleNumber: "+584121234567", exampleFormatted: "+58 412-1234567"
            )
        case 233:
            return Country(
                name: "British Virgin Islands", nameNative: "British Virgin Islands", alpha2: "VG", alpha3: "VGB", flag: "🇻🇬", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+12843001234", exampleFormatted: "+1 284-300-1234"
            )
        case 234:
            return Country(
                name: "U.S. Virgin Islands", nameNative: "U.S. Virgin Islands", alpha2: "VI", alpha3: "VIR", flag: "🇻🇮", dialCode: "1",
                primaryFormat: "+1 [000]-[000]-[0000]",
                affineFormats: [],
                exampleNumber: "+13406421234", exampleFormatted: "+1 340-642-1234"
            )
        case 235:
            return Country(
                name: "Vietnam", nameNative: "Việt Nam", alpha2: "VN", alpha3: "VNM", flag: "🇻🇳", dialCode: "84",
                primaryFormat: "+84 [000] [000] [000]",
                affineFormats: [
                    "+84 [000] [0000] [000]",
                    "+84 [0000] [000000]",
                    "+84 [00] [000] [00] [00]",
                    "+84 [0000000]",
                    "+84 [0000] [000099]",
                    "+84 [00] [0000] [0000]",
                ],
                exampleNumber: "+84912345678", exampleFormatted: "+84 912 345 678"
            )
        case 236:
            return Country(
                name: "Vanuatu", nameNative: "Vanuatu", alpha2: "VU", alpha3: "VUT", flag: "🇻🇺", dialCode: "678",
                primaryFormat: "+678 [000] [0000]",
                affineFormats: [
                    "+678 [00000]",
                ],
                exampleNumber: "+6785912345", exampleFormatted: "+678 591 2345"
            )
        case 237:
            return Country(
                name: "Wallis & Futuna", nameNative: "Wallis-et-Futuna", alpha2: "WF", alpha3: "WLF", flag: "🇼🇫", dialCode: "681",
                primaryFormat: "+681 [00] [00] [00]",
                affineFormats: [
                    "+681 [000] [00] [00] [00]",
                ],
                exampleNumber: "+681821234", exampleFormatted: "+681 82 12 34"
            )
        case 238:
            return Country(
                name: "Samoa", nameNative: "Samoa", alpha2: "WS", alpha3: "WSM", flag: "🇼🇸", dialCode: "685",
                primaryFormat: "+685 [00] [00000]",
                affineFormats: [
                    "+685 [00000]",
                    "+685 [000] [000]",
                    "+685 [000] [0009999]",
                ],
                exampleNumber: "+6857212345", exampleFormatted: "+685 72 12345"
            )
        case 239:
            return Country(
                name: "Kosovo", nameNative: "Kosovë", alpha2: "XK", alpha3: nil, flag: "🇽🇰", dialCode: "383",
                primaryFormat: "+383 [00] [000] [000]",
                affineFormats: [
                    "+383 [000] [00000]",
                    "+383 [000] [000] [000]",
                    "+383 [00] [0000000999]",
                ],
                exampleNumber: "+38343201234", exampleFormatted: "+383 43 201 234"
            )
        case 240:
            return Country(
                name: "Yemen", nameNative: "اليمن", alpha2: "YE", alpha3: "YEM", flag: "🇾🇪", dialCode: "967",
                primaryFormat: "+967 [000] [000] [000]",
                affineFormats: [
                    "+967 [0] [000] [000]",
                    "+967 [0] [000] [0009]",
                ],
                exampleNumber: "+967712345678", exampleFormatted: "+967 712 345 678"
            )
        case 241:
            return Country(
                name: "Mayotte", nameNative: "Mayotte", alpha2: "YT", alpha3: "MYT", flag: "🇾🇹", dialCode: "262",
                primaryFormat: "+262 [000] [00] [00] [00]",
                affineFormats: [],
                exampleNumber: "+262639012345", exampleFormatted: "+262 639 01 23 45"
            )
        case 242:
            return Country(
                name: "South Africa", nameNative: "South Africa", alpha2: "ZA", alpha3: "ZAF", flag: "🇿🇦", dialCode: "27",
                primaryFormat: "+27 [00] [000] [0000]",
                affineFormats: [
                    "+27 [000] [000] [000]",
                    "+27 [00] [0009]",
                    "+27 [00] [000] [009]",
                    "+27 [000] [000] [0000]",
                ],
                exampleNumber: "+27711234567", exampleFormatted: "+27 71 123 4567"
            )
        case 243:
            return Country(
                name: "Zambia", nameNative: "Zambia", alpha2: "ZM", alpha3: "ZMB", flag: "🇿🇲", dialCode: "260",
                primaryFormat: "+260 [00] [0000000]",
                affineFormats: [
                    "+260 [000] [000] [000]",
                    "+260 [000000000]",
                ],
                exampleNumber: "+260955123456", exampleFormatted: "+260 95 5123456"
            )
        case 244:
            return Country(
                name: "Zimbabwe", nameNative: "Zimbabwe", alpha2: "ZW", alpha3: "ZWE", flag: "🇿🇼", dialCode: "263",
                primaryFormat: "+263 [00] [000] [0000]",
                affineFormats: [
                    "+263 [00] [0000000]",
                    "+263 [000] [0000]",
                    "+263 [0000] [000000]",
                    "+263 [00] [000] [0009]",
                    "+263 [000] [000] [0009]",
                ],
                exampleNumber: "+263712345678", exampleFormatted: "+263 71 234 5678"
            )
        default:
            preconditionFailure("row \(row) of a generated table of \(generatedRowCount) rows")
        }
    }

    /// The dial code of each row of ``generatedTable``, as a number, in the same order: what a
    /// search by digits reads instead of every row.
    static let generatedDialCodes: [UInt16] = [
        247, 376, 971, 93, 1, 1, 355, 374, 244, 54, 1, 43, 61, 297, 358, 994,
        387, 1, 880, 32, 226, 359, 973, 257, 229, 590, 1, 673, 591, 599, 55, 1,
        975, 267, 375, 501, 1, 61, 243, 236, 242, 41, 225, 682, 56, 237, 86, 57,
        506, 53, 238, 599, 61, 357, 420, 49, 253, 45, 1, 1, 213, 593, 372, 20,
        212, 291, 34, 251, 358, 679, 500, 691, 298, 33, 241, 44, 1, 995, 594, 44,
        233, 350, 299, 220, 224, 590, 240, 30, 502, 1, 245, 592, 852, 504, 385, 509,
        36, 62, 353, 972, 44, 91, 246, 964, 98, 354, 39, 44, 1, 962, 81, 254,
        996, 855, 686, 269, 1, 850, 82, 965, 1, 7, 856, 961, 1, 423, 94, 231,
        266, 370, 352, 371, 218, 212, 377, 373, 382, 590, 261, 692, 389, 223, 95, 976,
        853, 1, 596, 222, 1, 356, 230, 960, 265, 52, 60, 258, 264, 687, 227, 672,
        234, 505, 31, 47, 977, 674, 683, 64, 968, 507, 51, 689, 675, 63, 92, 48,
        508, 1, 970, 351, 680, 595, 974, 262, 40, 381, 7, 250, 966, 677, 248, 249,
        46, 65, 290, 386, 47, 421, 232, 378, 221, 252, 597, 211, 239, 503, 1, 963,
        268, 290, 1, 235, 228, 66, 992, 690, 670, 993, 216, 676, 90, 1, 688, 886,
        255, 380, 256, 1, 598, 998, 39, 1, 58, 1, 1, 84, 678, 681, 685, 383,
        967, 262, 27, 260, 263,
    ]

    /// Dial codes shared by several regions, ascending.
    static let generatedSharedDialCodes: [Int] = [1, 7, 39, 44, 47, 61, 212, 262, 290, 358, 590, 599]

    /// The regions of a shared dial code in libphonenumber's order (main country first), comma
    /// separated; `nil` for a code that is not shared.
    static func generatedSharedRegions(dialCode: Int) -> StaticString? {
        switch dialCode {
        case 1: return "US,AG,AI,AS,BB,BM,BS,CA,DM,DO,GD,GU,JM,KN,KY,LC,MP,MS,PR,SX,TC,TT,VC,VG,VI"
        case 7: return "RU,KZ"
        case 39: return "IT,VA"
        case 44: return "GB,GG,IM,JE"
        case 47: return "NO,SJ"
        case 61: return "AU,CC,CX"
        case 212: return "MA,EH"
        case 262: return "RE,YT"
        case 290: return "SH,TA"
        case 358: return "FI,AX"
        case 590: return "GP,BL,MF"
        case 599: return "CW,BQ"
        default: return nil
        }
    }

    /// The most digits of any prefix in ``generatedNationalPrefixKeys``.
    static let generatedLongestNationalPrefix = 6

    /// The national prefix table of the shared dial codes, ascending: `code_length_prefix`
    /// (`1_3_000204` is `204` after `+1`, `7_1_000000` is `0` after `+7`), each with the
    /// candidate regions of the national numbers that start with that prefix in
    /// ``generatedNationalPrefixRegions`` at the same position. The longest listed prefix of
    /// the typed digits applies; none listed: every region of the code. Prefixes that start no
    /// region's numbers are not listed, so they keep their parent's candidates.
    static let generatedNationalPrefixKeys: [Int] = [
        1_1_000002, 1_1_000003, 1_1_000004, 1_1_000006, 1_1_000007, 1_2_000020, 1_2_000021, 1_2_000022,
        1_2_000023, 1_2_000024, 1_2_000025, 1_2_000026, 1_2_000027, 1_2_000028, 1_2_000030, 1_2_000031,
        1_2_000032, 1_2_000033, 1_2_000035, 1_2_000036, 1_2_000038, 1_2_000040, 1_2_000041, 1_2_000042,
        1_2_000043, 1_2_000044, 1_2_000045, 1_2_000046, 1_2_000047, 1_2_000048, 1_2_000051, 1_2_000055,
        1_2_000060, 1_2_000061, 1_2_000062, 1_2_000063, 1_2_000064, 1_2_000065, 1_2_000066, 1_2_000067,
        1_2_000068, 1_2_000070, 1_2_000071, 1_2_000072, 1_2_000073, 1_2_000074, 1_2_000075, 1_2_000076,
        1_2_000077, 1_2_000078, 1_2_000081, 1_2_000082, 1_2_000091, 1_2_000092, 1_2_000093, 1_2_000094,
        1_2_000095, 1_2_000097, 1_2_000098, 1_3_000201, 1_3_000202, 1_3_000203, 1_3_000204, 1_3_000205,
        1_3_000206, 1_3_000207, 1_3_000208, 1_3_000209, 1_3_000220, 1_3_000223, 1_3_000224, 1_3_000225,
        1_3_000226, 1_3_000227, 1_3_000228, 1_3_000229, 1_3_000231, 1_3_000234, 1_3_000235, 1_3_000236,
        1_3_000239, 1_3_000240, 1_3_000242, 1_3_000246, 1_3_000248, 1_3_000249, 1_3_000250, 1_3_000251,
        1_3_000252, 1_3_000253, 1_3_000254, 1_3_000256, 1_3_000257, 1_3_000260, 1_3_000262, 1_3_000263,
        1_3_000264, 1_3_000267, 1_3_000268, 1_3_000269, 1_3_000270, 1_3_000272, 1_3_000273, 1_3_000274,
        1_3_000276, 1_3_000279, 1_3_000281, 1_3_000283, 1_3_000284, 1_3_000289, 1_3_000301, 1_3_000302,
        1_3_000303, 1_3_000304, 1_3_000305, 1_3_000306, 1_3_000307, 1_3_000308, 1_3_000309, 1_3_000312,
        1_3_000313, 1_3_000314, 1_3_000315, 1_3_000316, 1_3_000317, 1_3_000318, 1_3_000319, 1_3_000340,
        1_3_000341, 1_3_000343, 1_3_000345, 1_3_000346, 1_3_000347, 1_3_000350, 1_3_000351, 1_3_000352,
        1_3_000353, 1_3_000354, 1_3_000360, 1_3_000361, 1_3_000363, 1_3_000364, 1_3_000365, 1_3_000367,
        1_3_000368, 1_3_000369, 1_3_000380, 1_3_000382, 1_3_000385, 1_3_000386, 1_3_000401, 1_3_000402,
        1_3_000403, 1_3_000404, 1_3_000405, 1_3_000406, 1_3_000407, 1_3_000408, 1_3_000409, 1_3_000410,
        1_3_000412, 1_3_000413, 1_3_000414, 1_3_000415, 1_3_000416, 1_3_000417, 1_3_000418, 1_3_000419,
        1_3_000423, 1_3_000424, 1_3_000425, 1_3_000428, 1_3_000430, 1_3_000431, 1_3_000432, 1_3_000434,
        1_3_000435, 1_3_000437, 1_3_000438, 1_3_000440, 1_3_000441, 1_3_000442, 1_3_000443, 1_3_000445,
        1_3_000447, 1_3_000448, 1_3_000450, 1_3_000458, 1_3_000463, 1_3_000464, 1_3_000468, 1_3_000469,
        1_3_000470, 1_3_000472, 1_3_000473, 1_3_000474, 1_3_000475, 1_3_000478, 1_3_000479, 1_3_000500,
        1_3_000501, 1_3_000502, 1_3_000503, 1_3_000504, 1_3_000505, 1_3_000506, 1_3_000507, 1_3_000508,
        1_3_000509, 1_3_000510, 1_3_000512, 1_3_000513, 1_3_000514, 1_3_000515, 1_3_000516, 1_3_000517,
        1_3_000518, 1_3_000519, 1_3_000520, 1_3_000530, 1_3_000531, 1_3_000534, 1_3_000539, 1_3_000540,
        1_3_000541, 1_3_000548, 1_3_000561, 1_3_000562, 1_3_000563, 1_3_000564, 1_3_000567, 1_3_000570,
        1_3_000571, 1_3_000572, 1_3_000573, 1_3_000574, 1_3_000575, 1_3_000579, 1_3_000580, 1_3_000581,
        1_3_000582, 1_3_000584, 1_3_000585, 1_3_000586, 1_3_000587, 1_3_000600, 1_3_000601, 1_3_000602,
        1_3_000603, 1_3_000604, 1_3_000605, 1_3_000606, 1_3_000607, 1_3_000608, 1_3_000609, 1_3_000610,
        1_3_000612, 1_3_000613, 1_3_000614, 1_3_000615, 1_3_000616, 1_3_000617, 1_3_000618, 1_3_000619,
        1_3_000620, 1_3_000622, 1_3_000623, 1_3_000626, 1_3_000628, 1_3_000629, 1_3_000630, 1_3_000631,
        1_3_000633, 1_3_000636, 1_3_000639, 1_3_000640, 1_3_000641, 1_3_000645, 1_3_000646, 1_3_000647,
        1_3_000649, 1_3_000650, 1_3_000651, 1_3_000656, 1_3_000657, 1_3_000658, 1_3_000659, 1_3_000660,
        1_3_000661, 1_3_000662, 1_3_000664, 1_3_000667, 1_3_000669, 1_3_000670, 1_3_000671, 1_3_000672,
        1_3_000678, 1_3_000680, 1_3_000681, 1_3_000682, 1_3_000683, 1_3_000684, 1_3_000686, 1_3_000689,
        1_3_000701, 1_3_000702, 1_3_000703, 1_3_000704, 1_3_000705, 1_3_000706, 1_3_000707, 1_3_000708,
        1_3_000709, 1_3_000720, 1_3_000721, 1_3_000724, 1_3_000725, 1_3_000726, 1_3_000727, 1_3_000728,
        1_3_000740, 1_3_000742, 1_3_000743, 1_3_000747, 1_3_000748, 1_3_000753, 1_3_000754, 1_3_000757,
        1_3_000758, 1_3_000760, 1_3_000762, 1_3_000763, 1_3_000765, 1_3_000767, 1_3_000769, 1_3_000770,
        1_3_000771, 1_3_000772, 1_3_000773, 1_3_000774, 1_3_000775, 1_3_000778, 1_3_000779, 1_3_000780,
        1_3_000781, 1_3_000782, 1_3_000784, 1_3_000785, 1_3_000786, 1_3_000787, 1_3_000801, 1_3_000802,
        1_3_000803, 1_3_000804, 1_3_000805, 1_3_000806, 1_3_000807, 1_3_000808, 1_3_000809, 1_3_000810,
        1_3_000812, 1_3_000813, 1_3_000814, 1_3_000815, 1_3_000816, 1_3_000817, 1_3_000818, 1_3_000819,
        1_3_000820, 1_3_000821, 1_3_000825, 1_3_000826, 1_3_000828, 1_3_000829, 1_3_000830, 1_3_000831,
        1_3_000832, 1_3_000835, 1_3_000838, 1_3_000839, 1_3_000840, 1_3_000843, 1_3_000845, 1_3_000847,
        1_3_000848, 1_3_000849, 1_3_000850, 1_3_000854, 1_3_000856, 1_3_000857, 1_3_000858, 1_3_000859,
        1_3_000860, 1_3_000862, 1_3_000863, 1_3_000864, 1_3_000865, 1_3_000867, 1_3_000868, 1_3_000869,
        1_3_000870, 1_3_000872, 1_3_000873, 1_3_000876, 1_3_000878, 1_3_000879, 1_3_000901, 1_3_000902,
        1_3_000903, 1_3_000904, 1_3_000905, 1_3_000906, 1_3_000907, 1_3_000908, 1_3_000909, 1_3_000930,
        1_3_000931, 1_3_000934, 1_3_000936, 1_3_000937, 1_3_000938, 1_3_000939, 1_3_000940, 1_3_000941,
        1_3_000942, 1_3_000943, 1_3_000945, 1_3_000947, 1_3_000948, 1_3_000949, 1_4_003100, 1_4_003101,
        1_4_008001, 7_1_000003, 7_1_000004, 7_1_000007, 7_1_000009, 7_2_000082, 7_2_000083, 7_2_000084,
        7_2_000085, 7_2_000086, 7_2_000087, 7_2_000088, 7_2_000089, 7_3_000801, 7_3_000802, 7_3_000803,
        7_3_000804, 7_3_000805, 7_3_000806, 7_3_000807, 7_3_000811, 7_3_000812, 7_3_000813, 7_3_000814,
        7_3_000815, 7_3_000816, 7_3_000817, 7_3_000818, 7_3_000819, 7_4_008100, 7_4_008101, 7_4_008102,
        7_4_008103, 7_4_008104, 7_4_008105, 7_4_008106, 7_4_008107, 7_4_008109, 39_1_000004, 39_2_000001,
        39_2_000002, 39_2_000003, 39_2_000004, 39_2_000005, 39_2_000007, 39_2_000009, 39_3_000060, 39_3_000061,
        39_3_000062, 39_3_000063, 39_3_000064, 39_3_000065, 39_3_000067, 39_3_000068, 39_3_000069, 39_3_000080,
        39_3_000081, 39_3_000082, 39_3_000083, 39_3_000085, 39_3_000086, 39_3_000088, 39_3_000089, 39_4_000660,
        39_4_000661, 39_4_000662, 39_4_000663, 39_4_000664, 39_4_000665, 39_4_000666, 39_4_000667, 39_4_000668,
        39_4_000871, 39_4_000872, 39_4_000873, 39_4_000874, 39_4_000875, 39_5_006690, 39_5_006691, 39_5_006692,
        39_5_006693, 39_5_006694, 39_5_006695, 39_5_006696, 39_5_006697, 39_5_006698, 39_5_006699, 44_1_000002,
        44_2_000011, 44_2_000012, 44_2_000013, 44_2_000014, 44_2_000015, 44_2_000016, 44_2_000017, 44_2_000018,
        44_2_000019, 44_2_000071, 44_2_000072, 44_2_000073, 44_2_000074, 44_2_000075, 44_2_000077, 44_2_000078,
        44_2_000091, 44_2_000098, 44_3_000140, 44_3_000141, 44_3_000142, 44_3_000143, 44_3_000144, 44_3_000145,
        44_3_000146, 44_3_000147, 44_3_000149, 44_3_000150, 44_3_000151, 44_3_000152, 44_3_000154, 44_3_000155,
        44_3_000156, 44_3_000157, 44_3_000158, 44_3_000159, 44_3_000160, 44_3_000161, 44_3_000163, 44_3_000164,
        44_3_000165, 44_3_000166, 44_3_000167, 44_3_000168, 44_3_000169, 44_3_000300, 44_3_000301, 44_3_000302,
        44_3_000303, 44_3_000304, 44_3_000305, 44_3_000306, 44_3_000307, 44_3_000309, 44_3_000340, 44_3_000341,
        44_3_000342, 44_3_000343, 44_3_000346, 44_3_000347, 44_3_000348, 44_3_000349, 44_3_000371, 44_3_000372,
        44_3_000373, 44_3_000374, 44_3_000375, 44_3_000376, 44_3_000377, 44_3_000378, 44_3_000379, 44_3_000700,
        44_3_000702, 44_3_000703, 44_3_000704, 44_3_000705, 44_3_000706, 44_3_000707, 44_3_000708, 44_3_000709,
        44_3_000740, 44_3_000741, 44_3_000742, 44_3_000743, 44_3_000744, 44_3_000746, 44_3_000747, 44_3_000748,
        44_3_000749, 44_3_000750, 44_3_000751, 44_3_000752, 44_3_000753, 44_3_000754, 44_3_000755, 44_3_000756,
        44_3_000757, 44_3_000758, 44_3_000759, 44_3_000760, 44_3_000763, 44_3_000764, 44_3_000765, 44_3_000766,
        44_3_000767, 44_3_000768, 44_3_000769, 44_3_000770, 44_3_000771, 44_3_000772, 44_3_000773, 44_3_000774,
        44_3_000775, 44_3_000776, 44_3_000777, 44_3_000778, 44_3_000779, 44_3_000780, 44_3_000781, 44_3_000782,
        44_3_000783, 44_3_000784, 44_3_000785, 44_3_000786, 44_3_000787, 44_3_000788, 44_3_000789, 44_3_000790,
        44_3_000791, 44_3_000792, 44_3_000793, 44_3_000794, 44_3_000795, 44_3_000796, 44_3_000797, 44_3_000798,
        44_3_000799, 44_3_000800, 44_3_000842, 44_3_000843, 44_3_000871, 44_3_000872, 44_3_000873, 44_3_000902,
        44_3_000903, 44_3_000904, 44_3_000905, 44_3_000906, 44_3_000908, 44_3_000909, 44_3_000980, 44_3_000981,
        44_3_000984, 44_3_000989, 44_4_001480, 44_4_001481, 44_4_001482, 44_4_001483, 44_4_001484, 44_4_001485,
        44_4_001487, 44_4_001488, 44_4_001489, 44_4_001530, 44_4_001531, 44_4_001534, 44_4_001535, 44_4_001536,
        44_4_001538, 44_4_001539, 44_4_001620, 44_4_001621, 44_4_001622, 44_4_001623, 44_4_001624, 44_4_001625,
        44_4_001626, 44_4_001628, 44_4_001629, 44_4_003000, 44_4_003001, 44_4_003002, 44_4_003003, 44_4_003004,
        44_4_003005, 44_4_003006, 44_4_003008, 44_4_003009, 44_4_003080, 44_4_003081, 44_4_003082, 44_4_003083,
        44_4_003084, 44_4_003085, 44_4_003086, 44_4_003087, 44_4_003088, 44_4_003089, 44_4_003440, 44_4_003441,
        44_4_003442, 44_4_003443, 44_4_003444, 44_4_003445, 44_4_003446, 44_4_003447, 44_4_003448, 44_4_003449,
        44_4_003450, 44_4_003451, 44_4_003452, 44_4_003453, 44_4_003454, 44_4_003455, 44_4_003456, 44_4_003457,
        44_4_003458, 44_4_003459, 44_4_003700, 44_4_003701, 44_4_003702, 44_4_003703, 44_4_003704, 44_4_003705,
        44_4_003706, 44_4_003707, 44_4_003708, 44_4_003709, 44_4_003710, 44_4_003711, 44_4_003713, 44_4_003714,
        44_4_003715, 44_4_003716, 44_4_003717, 44_4_003718, 44_4_003719, 44_4_003720, 44_4_003721, 44_4_003723,
        44_4_003724, 44_4_003725, 44_4_003726, 44_4_003727, 44_4_003728, 44_4_003729, 44_4_007010, 44_4_007011,
        44_4_007012, 44_4_007013, 44_4_007014, 44_4_007016, 44_4_007017, 44_4_007018, 44_4_007019, 44_4_007450,
        44_4_007451, 44_4_007452, 44_4_007453, 44_4_007454, 44_4_007455, 44_4_007456, 44_4_007458, 44_4_007459,
        44_4_007500, 44_4_007501, 44_4_007502, 44_4_007503, 44_4_007504, 44_4_007505, 44_4_007506, 44_4_007507,
        44_4_007508, 44_4_007509, 44_4_007520, 44_4_007521, 44_4_007522, 44_4_007523, 44_4_007524, 44_4_007525,
        44_4_007526, 44_4_007527, 44_4_007528, 44_4_007529, 44_4_007623, 44_4_007624, 44_4_007625, 44_4_007626,
        44_4_007701, 44_4_007702, 44_4_007703, 44_4_007704, 44_4_007705, 44_4_007706, 44_4_007707, 44_4_007708,
        44_4_007709, 44_4_007780, 44_4_007781, 44_4_007782, 44_4_007783, 44_4_007784, 44_4_007785, 44_4_007786,
        44_4_007787, 44_4_007788, 44_4_007789, 44_4_007790, 44_4_007791, 44_4_007792, 44_4_007793, 44_4_007794,
        44_4_007795, 44_4_007796, 44_4_007797, 44_4_007798, 44_4_007799, 44_4_007820, 44_4_007821, 44_4_007822,
        44_4_007823, 44_4_007824, 44_4_007825, 44_4_007826, 44_4_007827, 44_4_007828, 44_4_007829, 44_4_007830,
        44_4_007831, 44_4_007832, 44_4_007833, 44_4_007834, 44_4_007835, 44_4_007836, 44_4_007837, 44_4_007838,
        44_4_007839, 44_4_007910, 44_4_007912, 44_4_007913, 44_4_007914, 44_4_007915, 44_4_007916, 44_4_007917,
        44_4_007918, 44_4_007919, 44_4_007920, 44_4_007921, 44_4_007922, 44_4_007923, 44_4_007925, 44_4_007926,
        44_4_007927, 44_4_007928, 44_4_007929, 44_4_007930, 44_4_007931, 44_4_007932, 44_4_007933, 44_4_007934,
        44_4_007935, 44_4_007936, 44_4_007937, 44_4_007938, 44_4_007939, 44_4_008000, 44_4_008001, 44_4_008002,
        44_4_008003, 44_4_008004, 44_4_008005, 44_4_008006, 44_4_008008, 44_4_008009, 44_4_008080, 44_4_008081,
        44_4_008082, 44_4_008083, 44_4_008084, 44_4_008085, 44_4_008086, 44_4_008087, 44_4_008088, 44_4_008089,
        44_4_008440, 44_4_008441, 44_4_008442, 44_4_008443, 44_4_008444, 44_4_008445, 44_4_008446, 44_4_008447,
        44_4_008448, 44_4_008449, 44_4_008450, 44_4_008451, 44_4_008452, 44_4_008453, 44_4_008454, 44_4_008455,
        44_4_008456, 44_4_008457, 44_4_008458, 44_4_008459, 44_4_008700, 44_4_008701, 44_4_008702, 44_4_008703,
        44_4_008704, 44_4_008705, 44_4_008706, 44_4_008707, 44_4_008708, 44_4_008709, 44_4_008710, 44_4_008711,
        44_4_008713, 44_4_008714, 44_4_008715, 44_4_008716, 44_4_008717, 44_4_008718, 44_4_008719, 44_4_008720,
        44_4_008721, 44_4_008723, 44_4_008724, 44_4_008725, 44_4_008726, 44_4_008727, 44_4_008728, 44_4_008729,
        44_4_009000, 44_4_009001, 44_4_009002, 44_4_009003, 44_4_009004, 44_4_009005, 44_4_009007, 44_4_009008,
        44_4_009009, 44_4_009010, 44_4_009011, 44_4_009012, 44_4_009013, 44_4_009014, 44_4_009015, 44_4_009016,
        44_4_009017, 44_4_009018, 44_4_009019, 44_4_009060, 44_4_009061, 44_4_009062, 44_4_009063, 44_4_009064,
        44_4_009065, 44_4_009067, 44_4_009068, 44_4_009069, 44_4_009070, 44_4_009071, 44_4_009072, 44_4_009073,
        44_4_009074, 44_4_009075, 44_4_009076, 44_4_009077, 44_4_009078, 44_4_009079, 44_5_030070, 44_5_030071,
        44_5_030072, 44_5_030074, 44_5_030075, 44_5_030076, 44_5_030077, 44_5_030079, 44_5_030810, 44_5_030811,
        44_5_030812, 44_5_030813, 44_5_030814, 44_5_030815, 44_5_030817, 44_5_030818, 44_5_030819, 44_5_030891,
        44_5_030892, 44_5_030893, 44_5_030894, 44_5_030895, 44_5_030896, 44_5_030897, 44_5_030898, 44_5_030899,
        44_5_034400, 44_5_034401, 44_5_034402, 44_5_034403, 44_5_034405, 44_5_034406, 44_5_034407, 44_5_034408,
        44_5_034441, 44_5_034442, 44_5_034443, 44_5_034445, 44_5_034447, 44_5_034448, 44_5_034449, 44_5_034471,
        44_5_034472, 44_5_034473, 44_5_034474, 44_5_034475, 44_5_034476, 44_5_034477, 44_5_034478, 44_5_034479,
        44_5_034500, 44_5_034501, 44_5_034502, 44_5_034503, 44_5_034505, 44_5_034506, 44_5_034507, 44_5_034508,
        44_5_034509, 44_5_034560, 44_5_034561, 44_5_034563, 44_5_034564, 44_5_034565, 44_5_034566, 44_5_034567,
        44_5_034568, 44_5_034569, 44_5_034581, 44_5_034582, 44_5_034583, 44_5_034584, 44_5_034585, 44_5_034586,
        44_5_034587, 44_5_034588, 44_5_034589, 44_5_037001, 44_5_037002, 44_5_037003, 44_5_037004, 44_5_037005,
        44_5_037006, 44_5_037007, 44_5_037008, 44_5_037009, 44_5_037060, 44_5_037061, 44_5_037063, 44_5_037064,
        44_5_037065, 44_5_037066, 44_5_037067, 44_5_037068, 44_5_037069, 44_5_037121, 44_5_037122, 44_5_037123,
        44_5_037124, 44_5_037125, 44_5_037126, 44_5_037127, 44_5_037128, 44_5_037129, 44_5_037220, 44_5_037221,
        44_5_037222, 44_5_037223, 44_5_037224, 44_5_037225, 44_5_037226, 44_5_037227, 44_5_037228, 44_5_070150,
        44_5_070152, 44_5_070153, 44_5_070154, 44_5_070155, 44_5_070156, 44_5_070157, 44_5_070158, 44_5_070159,
        44_5_074570, 44_5_074571, 44_5_074572, 44_5_074573, 44_5_074574, 44_5_074575, 44_5_074576, 44_5_074577,
        44_5_074578, 44_5_074579, 44_5_077000, 44_5_077001, 44_5_077003, 44_5_077007, 44_5_077008, 44_5_079110,
        44_5_079111, 44_5_079112, 44_5_079117, 44_5_079118, 44_5_080070, 44_5_080071, 44_5_080072, 44_5_080074,
        44_5_080075, 44_5_080076, 44_5_080077, 44_5_080079, 44_5_080810, 44_5_080811, 44_5_080812, 44_5_080813,
        44_5_080814, 44_5_080815, 44_5_080817, 44_5_080818, 44_5_080819, 44_5_080891, 44_5_080892, 44_5_080893,
        44_5_080894, 44_5_080895, 44_5_080896, 44_5_080897, 44_5_080898, 44_5_080899, 44_5_084400, 44_5_084401,
        44_5_084402, 44_5_084403, 44_5_084405, 44_5_084406, 44_5_084407, 44_5_084408, 44_5_084441, 44_5_084442,
        44_5_084443, 44_5_084445, 44_5_084447, 44_5_084448, 44_5_084449, 44_5_084471, 44_5_084472, 44_5_084473,
        44_5_084474, 44_5_084475, 44_5_084476, 44_5_084477, 44_5_084478, 44_5_084479, 44_5_084500, 44_5_084501,
        44_5_084502, 44_5_084503, 44_5_084505, 44_5_084506, 44_5_084507, 44_5_084508, 44_5_084509, 44_5_084560,
        44_5_084561, 44_5_084563, 44_5_084564, 44_5_084565, 44_5_084566, 44_5_084567, 44_5_084568, 44_5_084569,
        44_5_084581, 44_5_084582, 44_5_084583, 44_5_084584, 44_5_084585, 44_5_084586, 44_5_084587, 44_5_084588,
        44_5_084589, 44_5_087001, 44_5_087002, 44_5_087003, 44_5_087004, 44_5_087005, 44_5_087006, 44_5_087007,
        44_5_087008, 44_5_087009, 44_5_087060, 44_5_087061, 44_5_087063, 44_5_087064, 44_5_087065, 44_5_087066,
        44_5_087067, 44_5_087068, 44_5_087069, 44_5_087121, 44_5_087122, 44_5_087123, 44_5_087124, 44_5_087125,
        44_5_087126, 44_5_087127, 44_5_087128, 44_5_087129, 44_5_087220, 44_5_087221, 44_5_087222, 44_5_087223,
        44_5_087224, 44_5_087225, 44_5_087226, 44_5_087227, 44_5_087228, 44_5_090060, 44_5_090061, 44_5_090062,
        44_5_090063, 44_5_090064, 44_5_090065, 44_5_090066, 44_5_090067, 44_5_090068, 44_5_090069, 44_5_090160,
        44_5_090161, 44_5_090163, 44_5_090164, 44_5_090165, 44_5_090166, 44_5_090167, 44_5_090168, 44_5_090169,
        44_5_090180, 44_5_090182, 44_5_090183, 44_5_090184, 44_5_090185, 44_5_090186, 44_5_090187, 44_5_090188,
        44_5_090189, 44_5_090660, 44_5_090661, 44_5_090663, 44_5_090664, 44_5_090665, 44_5_090666, 44_5_090667,
        44_5_090668, 44_5_090669, 44_5_090711, 44_5_090712, 44_5_090713, 44_5_090714, 44_5_090716, 44_5_090717,
        44_5_090718, 44_5_090719, 44_5_090760, 44_5_090761, 44_5_090763, 44_5_090764, 44_5_090765, 44_5_090766,
        44_5_090767, 44_5_090768, 44_5_090769, 44_6_300730, 44_6_300731, 44_6_300732, 44_6_300733, 44_6_300734,
        44_6_300736, 44_6_300737, 44_6_300738, 44_6_300739, 44_6_300780, 44_6_300782, 44_6_300783, 44_6_300784,
        44_6_300785, 44_6_300786, 44_6_300787, 44_6_300788, 44_6_300789, 44_6_308160, 44_6_308161, 44_6_308163,
        44_6_308164, 44_6_308165, 44_6_308166, 44_6_308167, 44_6_308168, 44_6_308169, 44_6_308900, 44_6_308902,
        44_6_308903, 44_6_308904, 44_6_308905, 44_6_308906, 44_6_308907, 44_6_308908, 44_6_308909, 44_6_344041,
        44_6_344042, 44_6_344043, 44_6_344044, 44_6_344045, 44_6_344046, 44_6_344047, 44_6_344048, 44_6_344049,
        44_6_344091, 44_6_344092, 44_6_344093, 44_6_344094, 44_6_344095, 44_6_344096, 44_6_344097, 44_6_344098,
        44_6_344099, 44_6_344400, 44_6_344401, 44_6_344402, 44_6_344403, 44_6_344404, 44_6_344406, 44_6_344407,
        44_6_344408, 44_6_344409, 44_6_344440, 44_6_344441, 44_6_344443, 44_6_344444, 44_6_344445, 44_6_344446,
        44_6_344447, 44_6_344448, 44_6_344449, 44_6_344460, 44_6_344461, 44_6_344462, 44_6_344463, 44_6_344464,
        44_6_344465, 44_6_344466, 44_6_344467, 44_6_344468, 44_6_344700, 44_6_344701, 44_6_344702, 44_6_344704,
        44_6_344705, 44_6_344706, 44_6_344707, 44_6_344708, 44_6_344709, 44_6_345040, 44_6_345042, 44_6_345043,
        44_6_345044, 44_6_345045, 44_6_345046, 44_6_345047, 44_6_345048, 44_6_345049, 44_6_345620, 44_6_345621,
        44_6_345622, 44_6_345623, 44_6_345625, 44_6_345626, 44_6_345627, 44_6_345628, 44_6_345629, 44_6_345801,
        44_6_345802, 44_6_345803, 44_6_345804, 44_6_345805, 44_6_345806, 44_6_345807, 44_6_345808, 44_6_345809,
        44_6_370000, 44_6_370001, 44_6_370003, 44_6_370004, 44_6_370005, 44_6_370006, 44_6_370007, 44_6_370008,
        44_6_370009, 44_6_370620, 44_6_370621, 44_6_370622, 44_6_370623, 44_6_370625, 44_6_370626, 44_6_370627,
        44_6_370628, 44_6_370629, 44_6_371200, 44_6_371201, 44_6_371202, 44_6_371203, 44_6_371204, 44_6_371205,
        44_6_371207, 44_6_371208, 44_6_371209, 44_6_372290, 44_6_372291, 44_6_372292, 44_6_372293, 44_6_372294,
        44_6_372295, 44_6_372296, 44_6_372297, 44_6_372298, 44_6_701510, 44_6_701512, 44_6_701513, 44_6_701514,
        44_6_701515, 44_6_701516, 44_6_701517, 44_6_701518, 44_6_701519, 44_6_800730, 44_6_800731, 44_6_800732,
        44_6_800733, 44_6_800734, 44_6_800736, 44_6_800737, 44_6_800738, 44_6_800739, 44_6_800780, 44_6_800782,
        44_6_800783, 44_6_800784, 44_6_800785, 44_6_800786, 44_6_800787, 44_6_800788, 44_6_800789, 44_6_808160,
        44_6_808161, 44_6_808163, 44_6_808164, 44_6_808165, 44_6_808166, 44_6_808167, 44_6_808168, 44_6_808169,
        44_6_808900, 44_6_808902, 44_6_808903, 44_6_808904, 44_6_808905, 44_6_808906, 44_6_808907, 44_6_808908,
        44_6_808909, 44_6_844041, 44_6_844042, 44_6_844043, 44_6_844044, 44_6_844045, 44_6_844046, 44_6_844047,
        44_6_844048, 44_6_844049, 44_6_844091, 44_6_844092, 44_6_844093, 44_6_844094, 44_6_844095, 44_6_844096,
        44_6_844097, 44_6_844098, 44_6_844099, 44_6_844400, 44_6_844401, 44_6_844402, 44_6_844403, 44_6_844404,
        44_6_844406, 44_6_844407, 44_6_844408, 44_6_844409, 44_6_844440, 44_6_844441, 44_6_844443, 44_6_844444,
        44_6_844445, 44_6_844446, 44_6_844447, 44_6_844448, 44_6_844449, 44_6_844460, 44_6_844461, 44_6_844462,
        44_6_844463, 44_6_844464, 44_6_844465, 44_6_844466, 44_6_844467, 44_6_844468, 44_6_844700, 44_6_844701,
        44_6_844702, 44_6_844704, 44_6_844705, 44_6_844706, 44_6_844707, 44_6_844708, 44_6_844709, 44_6_845040,
        44_6_845042, 44_6_845043, 44_6_845044, 44_6_845045, 44_6_845046, 44_6_845047, 44_6_845048, 44_6_845049,
        44_6_845620, 44_6_845621, 44_6_845622, 44_6_845623, 44_6_845625, 44_6_845626, 44_6_845627, 44_6_845628,
        44_6_845629, 44_6_845801, 44_6_845802, 44_6_845803, 44_6_845804, 44_6_845805, 44_6_845806, 44_6_845807,
        44_6_845808, 44_6_845809, 44_6_870000, 44_6_870001, 44_6_870003, 44_6_870004, 44_6_870005, 44_6_870006,
        44_6_870007, 44_6_870008, 44_6_870009, 44_6_870620, 44_6_870621, 44_6_870622, 44_6_870623, 44_6_870625,
        44_6_870626, 44_6_870627, 44_6_870628, 44_6_870629, 44_6_871200, 44_6_871201, 44_6_871202, 44_6_871203,
        44_6_871204, 44_6_871205, 44_6_871207, 44_6_871208, 44_6_871209, 44_6_872290, 44_6_872291, 44_6_872292,
        44_6_872293, 44_6_872294, 44_6_872295, 44_6_872296, 44_6_872297, 44_6_872298, 44_6_900620, 44_6_900621,
        44_6_900622, 44_6_900623, 44_6_900625, 44_6_900626, 44_6_900627, 44_6_900628, 44_6_900629, 44_6_900660,
        44_6_900661, 44_6_900662, 44_6_900663, 44_6_900664, 44_6_900666, 44_6_900667, 44_6_900668, 44_6_901620,
        44_6_901621, 44_6_901622, 44_6_901623, 44_6_901625, 44_6_901626, 44_6_901627, 44_6_901628, 44_6_901629,
        44_6_901811, 44_6_901812, 44_6_901813, 44_6_901814, 44_6_901815, 44_6_901816, 44_6_901817, 44_6_901818,
        44_6_901819, 44_6_906620, 44_6_906621, 44_6_906622, 44_6_906623, 44_6_906625, 44_6_906626, 44_6_906627,
        44_6_906628, 44_6_906629, 44_6_907100, 44_6_907101, 44_6_907102, 44_6_907103, 44_6_907104, 44_6_907105,
        44_6_907106, 44_6_907108, 44_6_907109, 44_6_907150, 44_6_907151, 44_6_907152, 44_6_907153, 44_6_907154,
        44_6_907156, 44_6_907157, 44_6_907158, 44_6_907159, 44_6_907620, 44_6_907621, 44_6_907622, 44_6_907623,
        44_6_907625, 44_6_907626, 44_6_907627, 44_6_907628, 44_6_907629, 47_1_000000, 47_1_000002, 47_1_000003,
        47_1_000005, 47_1_000006, 47_2_000042, 47_2_000043, 47_2_000044, 47_2_000049, 47_2_000070, 47_2_000071,
        47_2_000072, 47_2_000073, 47_2_000074, 47_2_000075, 47_2_000076, 47_2_000077, 47_2_000078, 47_2_000079,
        47_2_000083, 47_2_000084, 47_2_000086, 47_2_000087, 47_2_000089, 47_3_000802, 47_3_000803, 47_3_000804,
        47_3_000805, 47_3_000806, 47_3_000807, 47_3_000808, 47_3_000809, 47_3_000811, 47_3_000814, 47_3_000816,
        47_3_000817, 47_3_000818, 47_3_000819, 47_3_000821, 47_3_000822, 47_3_000823, 47_3_000824, 47_3_000825,
        47_3_000826, 47_3_000827, 47_3_000828, 47_3_000856, 47_3_000857, 47_3_000858, 47_3_000859, 47_3_000881,
        47_3_000882, 47_3_000883, 47_3_000884, 47_3_000885, 47_3_000886, 47_3_000887, 47_3_000888, 47_3_000889,
        47_4_004536, 47_4_008109, 61_1_000002, 61_1_000003, 61_1_000007, 61_2_000016, 61_2_000086, 61_2_000087,
        61_2_000088, 61_3_000855, 61_3_000890, 61_3_000892, 61_3_000893, 61_3_000894, 61_3_000895, 61_3_000896,
        61_3_000897, 61_3_000898, 61_3_000899, 61_4_008513, 61_4_008514, 61_4_008915, 61_4_008918, 61_5_085101,
        61_5_085102, 61_5_085104, 61_5_085105, 61_5_085106, 61_5_085107, 61_5_085109, 61_5_085110, 61_5_085112,
        61_5_085113, 61_5_085114, 61_5_085115, 61_5_085116, 61_5_085118, 61_5_085119, 61_5_085120, 61_5_085121,
        61_5_085123, 61_5_085124, 61_5_085125, 61_5_085126, 61_5_085127, 61_5_085128, 61_5_085129, 61_5_089100,
        61_5_089101, 61_5_089102, 61_5_089103, 61_5_089104, 61_5_089105, 61_5_089106, 61_5_089107, 61_5_089108,
        61_5_089109, 61_5_089110, 61_5_089111, 61_5_089113, 61_5_089114, 61_5_089115, 61_5_089116, 61_5_089119,
        61_5_089120, 61_5_089121, 61_5_089122, 61_5_089123, 61_5_089124, 61_5_089125, 61_5_089127, 61_5_089128,
        61_5_089129, 61_5_089130, 61_5_089131, 61_5_089133, 61_5_089134, 61_5_089135, 61_5_089136, 61_5_089137,
        61_5_089138, 61_5_089139, 61_5_089140, 61_5_089141, 61_5_089142, 61_5_089143, 61_5_089144, 61_5_089145,
        61_5_089146, 61_5_089147, 61_5_089148, 61_5_089160, 61_5_089161, 61_5_089162, 61_5_089163, 61_5_089164,
        61_5_089165, 61_5_089166, 61_5_089167, 61_5_089168, 61_5_089169, 61_5_089171, 61_5_089172, 61_5_089173,
        61_5_089174, 61_5_089175, 61_5_089176, 61_5_089177, 61_5_089178, 61_5_089179, 61_5_089190, 61_5_089191,
        61_5_089192, 61_5_089193, 61_5_089194, 61_5_089196, 61_5_089197, 61_5_089198, 61_5_089199, 61_6_851000,
        61_6_851001, 61_6_851002, 61_6_851003, 61_6_851004, 61_6_851005, 61_6_851006, 61_6_851007, 61_6_851008,
        61_6_851009, 61_6_851030, 61_6_851031, 61_6_851032, 61_6_851033, 61_6_851034, 61_6_851035, 61_6_851036,
        61_6_851037, 61_6_851038, 61_6_851039, 61_6_851050, 61_6_851051, 61_6_851052, 61_6_851053, 61_6_851054,
        61_6_851055, 61_6_851056, 61_6_851057, 61_6_851058, 61_6_851059, 61_6_851060, 61_6_851061, 61_6_851062,
        61_6_851063, 61_6_851064, 61_6_851065, 61_6_851066, 61_6_851067, 61_6_851068, 61_6_851069, 61_6_851080,
        61_6_851081, 61_6_851082, 61_6_851083, 61_6_851084, 61_6_851085, 61_6_851086, 61_6_851087, 61_6_851088,
        61_6_851089, 61_6_851110, 61_6_851111, 61_6_851112, 61_6_851113, 61_6_851114, 61_6_851115, 61_6_851116,
        61_6_851117, 61_6_851118, 61_6_851119, 61_6_851140, 61_6_851141, 61_6_851142, 61_6_851143, 61_6_851144,
        61_6_851145, 61_6_851146, 61_6_851148, 61_6_851149, 61_6_851170, 61_6_851171, 61_6_851172, 61_6_851173,
        61_6_851174, 61_6_851175, 61_6_851176, 61_6_851177, 61_6_851178, 61_6_851179, 61_6_851221, 61_6_851222,
        61_6_851223, 61_6_851224, 61_6_851225, 61_6_851226, 61_6_851227, 61_6_851228, 61_6_851229, 61_6_851230,
        61_6_851231, 61_6_851232, 61_6_851233, 61_6_851234, 61_6_851235, 61_6_851236, 61_6_851237, 61_6_851238,
        61_6_851239, 61_6_891000, 61_6_891001, 61_6_891002, 61_6_891003, 61_6_891004, 61_6_891005, 61_6_891013,
        61_6_891014, 61_6_891015, 61_6_891016, 61_6_891017, 61_6_891018, 61_6_891019, 61_6_891020, 61_6_891021,
        61_6_891022, 61_6_891023, 61_6_891024, 61_6_891025, 61_6_891026, 61_6_891027, 61_6_891028, 61_6_891120,
        61_6_891121, 61_6_891122, 61_6_891123, 61_6_891124, 61_6_891125, 61_6_891126, 61_6_891127, 61_6_891128,
        61_6_891129, 61_6_891140, 61_6_891141, 61_6_891142, 61_6_891143, 61_6_891144, 61_6_891145, 61_6_891146,
        61_6_891147, 61_6_891148, 61_6_891151, 61_6_891152, 61_6_891153, 61_6_891154, 61_6_891155, 61_6_891156,
        61_6_891157, 61_6_891158, 61_6_891159, 61_6_891170, 61_6_891171, 61_6_891172, 61_6_891173, 61_6_891174,
        61_6_891175, 61_6_891176, 61_6_891177, 61_6_891178, 61_6_891179, 61_6_891180, 61_6_891181, 61_6_891182,
        61_6_891183, 61_6_891184, 61_6_891185, 61_6_891186, 61_6_891187, 61_6_891188, 61_6_891189, 61_6_891200,
        61_6_891201, 61_6_891202, 61_6_891203, 61_6_891204, 61_6_891205, 61_6_891206, 61_6_891207, 61_6_891208,
        61_6_891211, 61_6_891212, 61_6_891213, 61_6_891214, 61_6_891215, 61_6_891216, 61_6_891217, 61_6_891218,
        61_6_891219, 61_6_891260, 61_6_891261, 61_6_891262, 61_6_891263, 61_6_891264, 61_6_891265, 61_6_891266,
        61_6_891267, 61_6_891268, 61_6_891269, 61_6_891300, 61_6_891301, 61_6_891302, 61_6_891303, 61_6_891304,
        61_6_891305, 61_6_891306, 61_6_891307, 61_6_891309, 61_6_891310, 61_6_891311, 61_6_891313, 61_6_891314,
        61_6_891315, 61_6_891316, 61_6_891317, 61_6_891318, 61_6_891319, 61_6_891320, 61_6_891321, 61_6_891322,
        61_6_891323, 61_6_891324, 61_6_891325, 61_6_891326, 61_6_891327, 61_6_891328, 61_6_891329, 61_6_891360,
        61_6_891361, 61_6_891362, 61_6_891363, 61_6_891364, 61_6_891365, 61_6_891366, 61_6_891367, 61_6_891369,
        61_6_891370, 61_6_891371, 61_6_891372, 61_6_891373, 61_6_891374, 61_6_891376, 61_6_891377, 61_6_891378,
        61_6_891379, 61_6_891420, 61_6_891421, 61_6_891422, 61_6_891423, 61_6_891424, 61_6_891425, 61_6_891426,
        61_6_891427, 61_6_891429, 61_6_891450, 61_6_891451, 61_6_891452, 61_6_891453, 61_6_891454, 61_6_891455,
        61_6_891457, 61_6_891458, 61_6_891459, 61_6_891490, 61_6_891491, 61_6_891492, 61_6_891493, 61_6_891494,
        61_6_891495, 61_6_891496, 61_6_891497, 61_6_891498, 61_6_891499, 61_6_891700, 61_6_891701, 61_6_891702,
        61_6_891703, 61_6_891704, 61_6_891705, 61_6_891706, 61_6_891707, 61_6_891708, 61_6_891709, 61_6_891713,
        61_6_891714, 61_6_891715, 61_6_891716, 61_6_891717, 61_6_891718, 61_6_891719, 61_6_891950, 61_6_891951,
        61_6_891952, 61_6_891953, 61_6_891954, 61_6_891955, 61_6_891956, 61_6_891957, 61_6_891958, 61_6_891959,
        212_2_000050, 212_2_000051, 212_2_000053, 212_2_000054, 212_2_000055, 212_2_000056, 212_2_000057, 212_2_000058,
        212_2_000074, 212_2_000079, 212_2_000081, 212_2_000082, 212_2_000083, 212_2_000084, 212_2_000085, 212_2_000086,
        212_2_000087, 212_2_000088, 212_3_000520, 212_3_000521, 212_3_000522, 212_3_000523, 212_3_000524, 212_3_000525,
        212_3_000526, 212_3_000527, 212_3_000529, 212_3_000590, 212_3_000591, 212_3_000593, 212_3_000594, 212_3_000595,
        212_3_000596, 212_3_000597, 212_3_000598, 212_3_000599, 212_3_000683, 212_3_000685, 212_3_000686, 212_3_000729,
        212_3_000732, 212_3_000733, 212_3_000734, 212_3_000735, 212_3_000736, 212_3_000737, 212_3_000738, 212_3_000739,
        212_3_000756, 212_3_000757, 212_3_000758, 212_3_000759, 212_4_005280, 212_4_005281, 212_4_005282, 212_4_005283,
        212_4_005284, 212_4_005285, 212_4_005286, 212_4_005287, 212_4_005920, 212_4_005921, 212_4_005922, 212_4_005923,
        212_4_005925, 212_4_005926, 212_4_005927, 212_4_005928, 212_5_059243, 212_5_059244, 212_5_059245, 212_5_059246,
        212_5_059247, 212_5_059248, 212_5_059249, 212_5_059290, 212_5_059291, 212_5_059292, 212_5_059294, 212_5_059295,
        212_5_059296, 212_5_059297, 212_5_059298, 212_5_059299, 262_2_000063, 262_2_000069, 262_2_000081, 262_2_000082,
        262_2_000088, 262_2_000089, 262_3_000262, 262_3_000263, 262_3_000269, 262_4_002688, 262_4_002689, 262_4_007092,
        262_4_007093, 262_4_009398, 262_4_009399, 262_4_009478, 262_4_009479, 262_4_009762, 262_4_009763, 262_4_009769,
        290_1_000002, 290_1_000005, 290_1_000006, 290_1_000008, 290_1_000009, 358_1_000009, 358_2_000013, 358_2_000014,
        358_2_000015, 358_2_000016, 358_2_000017, 358_2_000018, 358_2_000019, 358_2_000021, 358_2_000022, 358_2_000023,
        358_2_000024, 358_2_000025, 358_2_000026, 358_2_000027, 358_2_000028, 358_2_000031, 358_2_000032, 358_2_000033,
        358_2_000034, 358_2_000035, 358_2_000036, 358_2_000037, 358_2_000038, 358_2_000049, 358_2_000051, 358_2_000052,
        358_2_000053, 358_2_000054, 358_2_000055, 358_2_000056, 358_2_000057, 358_2_000058, 358_2_000059, 358_2_000061,
        358_2_000062, 358_2_000063, 358_2_000064, 358_2_000065, 358_2_000066, 358_2_000067, 358_2_000068, 358_2_000069,
        358_2_000072, 358_2_000074, 358_2_000076, 358_2_000077, 358_2_000078, 358_2_000079, 358_2_000081, 358_2_000082,
        358_2_000083, 358_2_000084, 358_2_000085, 358_2_000086, 358_2_000087, 358_2_000088, 358_2_000089, 358_3_000603,
        358_3_000604, 358_3_000605, 358_3_000607, 358_3_000608, 358_3_000609, 358_3_000706, 358_3_000751, 358_3_000752,
        358_3_000801, 358_3_000802, 358_3_000803, 358_3_000804, 358_3_000805, 358_3_000806, 358_3_000807, 358_3_000808,
        358_3_000809, 358_4_007090, 358_4_007091, 358_4_007092, 358_4_007093, 358_4_007094, 358_4_007095, 358_4_007096,
        358_4_007097, 358_4_007098, 590_4_005900, 590_4_005901, 590_4_005904, 590_4_005906, 590_4_005907, 590_4_005909,
        590_5_059000, 590_5_059001, 590_5_059002, 590_5_059003, 590_5_059004, 590_5_059005, 590_5_059006, 590_5_059007,
        590_5_059008, 590_5_059009, 590_5_059010, 590_5_059011, 590_5_059012, 590_5_059013, 590_5_059014, 590_5_059015,
        590_5_059016, 590_5_059017, 590_5_059018, 590_5_059019, 590_5_059020, 590_5_059021, 590_5_059022, 590_5_059023,
        590_5_059024, 590_5_059025, 590_5_059026, 590_5_059027, 590_5_059028, 590_5_059029, 590_5_059030, 590_5_059031,
        590_5_059032, 590_5_059038, 590_5_059039, 590_5_059040, 590_5_059041, 590_5_059042, 590_5_059043, 590_5_059044,
        590_5_059045, 590_5_059046, 590_5_059047, 590_5_059048, 590_5_059049, 590_5_059050, 590_5_059051, 590_5_059052,
        590_5_059053, 590_5_059054, 590_5_059055, 590_5_059056, 590_5_059057, 590_5_059058, 590_5_059059, 590_5_059070,
        590_5_059077, 590_5_059078, 590_5_059079, 590_5_059080, 590_5_059081, 590_5_059082, 590_5_059083, 590_5_059084,
        590_5_059085, 590_5_059086, 590_5_059087, 590_5_059088, 590_5_059089, 599_1_000003, 599_1_000004, 599_1_000006,
        599_1_000007, 599_1_000009,
    ]

    /// For each key of ``generatedNationalPrefixKeys``, its candidate regions: bit `i` stands
    /// for the code's `i`-th region in ``generatedSharedRegions(dialCode:)``.
    static let generatedNationalPrefixRegions: [UInt32] = [
        0x8000D7, 0x1004081, 0x4A1, 0x131889, 0x4C8181, 0x81, 0x1, 0x81,
        0x81, 0xD1, 0x81, 0x87, 0x81, 0x800081, 0x81, 0x81,
        0x1, 0x1, 0x81, 0x81, 0x81, 0x81, 0x81, 0x81,
        0x81, 0x21, 0x81, 0x81, 0x481, 0x1, 0x81, 0x1,
        0x81, 0x81, 0x81, 0x81, 0x100081, 0x1001, 0x20001, 0x10881,
        0x89, 0x81, 0x1, 0x80001, 0x1, 0x81, 0x8081, 0x101,
        0x81, 0x440081, 0x81, 0x281, 0x1, 0x1, 0x40001, 0x81,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x80, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x80, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x80,
        0x1, 0x1, 0x40, 0x10, 0x1, 0x80, 0x80, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x80, 0x1, 0x1, 0x80,
        0x4, 0x1, 0x2, 0x1, 0x1, 0x1, 0x80, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x800000, 0x80, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x80, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1000000,
        0x1, 0x80, 0x4000, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x80, 0x1, 0x1, 0x1, 0x1, 0x80, 0x80,
        0x80, 0x1, 0x1, 0x80, 0x1, 0x1, 0x1, 0x1,
        0x80, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x80, 0x1, 0x80, 0x1,
        0x1, 0x1, 0x1, 0x80, 0x1, 0x80, 0x1, 0x1,
        0x1, 0x80, 0x80, 0x1, 0x20, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x80, 0x1, 0x1, 0x1, 0x80, 0x1,
        0x1, 0x1, 0x400, 0x80, 0x1, 0x1, 0x1, 0x1FFFF7F,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x80, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x80, 0x1, 0x1, 0x1,
        0x1, 0x80, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x80, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x80, 0x1, 0x80,
        0x1, 0x80, 0x1, 0x1, 0x80, 0x80, 0x1, 0x1,
        0x1, 0x80, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x80, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x80, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x80, 0x1, 0x80, 0x1, 0x1, 0x1, 0x1, 0x80,
        0x100000, 0x1, 0x1, 0x1, 0x1, 0x1000, 0x1, 0x1,
        0x1, 0x1, 0x20000, 0x1, 0x1, 0x10000, 0x800, 0x80,
        0x1, 0x1, 0x1, 0x1, 0x80, 0x8, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x80, 0x1, 0x1, 0x1,
        0x80, 0x1, 0x80000, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x80, 0x1, 0x1, 0x1, 0x80, 0x1, 0x1,
        0x8000, 0x1, 0x1, 0x1, 0x1, 0x100, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x80, 0x1, 0x80,
        0x1, 0x80, 0x400000, 0x1, 0x1, 0x40000, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x80, 0x1, 0x200, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x80,
        0x1, 0x1, 0x80, 0x1, 0x1, 0x200, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x200, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x80, 0x200000, 0x2000,
        0x1, 0x1, 0x80, 0x1000, 0x1, 0x80, 0x1, 0x80,
        0x1, 0x1, 0x80, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x40000, 0x1, 0x1,
        0x80, 0x1, 0x1, 0x1, 0x1, 0x1, 0x80, 0x80,
        0x200, 0x1, 0x1, 0x2, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x2, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x3, 0x9, 0x5, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x5, 0xD, 0xB, 0xB,
        0x3, 0x3, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0xB, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0xB, 0x7,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x7,
        0x7, 0x7, 0x7, 0x7, 0x7, 0x7, 0x7, 0x7,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x9, 0x1, 0x5, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0xB, 0xB, 0xB, 0xB, 0xB,
        0xB, 0xB, 0xB, 0x9, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x3, 0x9, 0x1, 0x1, 0x9,
        0x3, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x3, 0x5, 0x9, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0xB, 0x3, 0x3, 0xB, 0x7, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x7, 0x3, 0x3, 0x2, 0x2,
        0x1, 0x1, 0x1, 0x2, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x8, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x4, 0x1,
        0x1, 0x1, 0x1, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x7, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0xB, 0x7, 0x3,
        0x3, 0x3, 0xB, 0x3, 0x3, 0xB, 0x3, 0x3,
        0xB, 0x3, 0x3, 0x3, 0x3, 0x3, 0x7, 0x3,
        0xB, 0x3, 0xB, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x7, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x7, 0x7,
        0x7, 0x7, 0x7, 0x7, 0x7, 0x7, 0x7, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x8, 0x1, 0x1, 0x1, 0x1, 0x4, 0x1,
        0x1, 0x1, 0x1, 0x1, 0xB, 0x4, 0xB, 0xB,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x2, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x8, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x8, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x2, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x8, 0x1, 0x1, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x7,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0xB,
        0x7, 0x3, 0x3, 0x3, 0xB, 0x3, 0x3, 0xB,
        0x3, 0x3, 0xB, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x7, 0x3, 0xB, 0x3, 0xB, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x7, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x7,
        0x3, 0xB, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0xB, 0x3, 0x3,
        0x3, 0x3, 0x7, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x7,
        0x7, 0x7, 0x7, 0x7, 0x7, 0x7, 0x7, 0x7,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x4, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x8, 0x8, 0x8, 0x1,
        0x2, 0x1, 0x2, 0x1, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x7,
        0x3, 0x3, 0x3, 0xB, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x7, 0x7, 0x7, 0x7,
        0x7, 0x7, 0x7, 0x7, 0x7, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3, 0x3,
        0x3, 0x3, 0x3, 0x3, 0x3, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x2,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x5, 0x3, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x5, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x5, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x5,
        0x3, 0x3, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x5, 0x3, 0x1, 0x1,
        0x5, 0x3, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x3, 0x5, 0x1, 0x1, 0x1, 0x3, 0x5,
        0x1, 0x1, 0x1, 0x1, 0x3, 0x1, 0x1, 0x5,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x2, 0x1, 0x4,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x5, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x4, 0x2, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x4, 0x2, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x4, 0x2, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x4,
        0x2, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x4, 0x2, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x4, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x4, 0x2, 0x1, 0x1, 0x1, 0x1, 0x4,
        0x2, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x4, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x5, 0x3, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x5, 0x3, 0x1, 0x5, 0x3,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x5, 0x3, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x3,
        0x1, 0x1, 0x1, 0x5, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x5, 0x3, 0x1, 0x5, 0x5, 0x3,
        0x2, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x4, 0x3,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x2, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x2, 0x1, 0x2, 0x1,
        0x2, 0x2, 0x1, 0x2, 0x1, 0x1, 0x1, 0x2,
        0x1, 0x1, 0x1, 0x2, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x2, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x5, 0x5, 0x5, 0x1, 0x5, 0x1,
        0x4, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x4,
        0x1, 0x4, 0x1, 0x1, 0x1, 0x4, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x1, 0x6, 0x3, 0x6, 0x4, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x1, 0x4, 0x1,
        0x1, 0x1, 0x1, 0x1, 0x1, 0x4, 0x6, 0x6,
        0x1, 0x1, 0x1, 0x4, 0x1, 0x4, 0x1, 0x1,
        0x4, 0x1, 0x4, 0x1, 0x1, 0x1, 0x1, 0x1,
        0x1, 0x1, 0x6, 0x1, 0x1, 0x2, 0x2, 0x1,
        0x2, 0x1,
    ]
}
