// GENERATED FILE, DO NOT EDIT.
// Written by `python3 Scripts/generate-country-table.py` from
// phonenumbers 9.0.43 (libphonenumber metadata), pycountry 26.2.16, babel 2.18.0 (CLDR 47), regex 2026.5.9.
// 245 regions; non-geographic entities (region 001) are skipped.

extension Country {
    /// Every region of libphonenumber's metadata, sorted by ISO 3166 alpha-2 code.
    static let generatedTable: [Country] = [
        Country(
            name: "Ascension Island", nameNative: nil, alpha2: "AC", alpha3: nil, flag: "🇦🇨", dialCode: "247",
            primaryFormat: "+247 [00000]",
            affineFormats: [
                "+247 [000000]",
            ],
            exampleNumber: "+24740123", exampleFormatted: "+247 40123"
        ),
        Country(
            name: "Andorra", nameNative: "Andorra", alpha2: "AD", alpha3: "AND", flag: "🇦🇩", dialCode: "376",
            primaryFormat: "+376 [000] [000]",
            affineFormats: [
                "+376 [0000] [0000]",
                "+376 [000] [000] [000]",
            ],
            exampleNumber: "+376312345", exampleFormatted: "+376 312 345"
        ),
        Country(
            name: "United Arab Emirates", nameNative: "الإمارات العربية المتحدة", alpha2: "AE", alpha3: "ARE", flag: "🇦🇪", dialCode: "971",
            primaryFormat: "+971 [00] [000] [0000]",
            affineFormats: [
                "+971 [0] [000] [0000]",
                "+971 [000] [000000]",
                "+971 [000] [0] [00000]",
                "+971 [000] [009999999]",
            ],
            exampleNumber: "+971501234567", exampleFormatted: "+971 50 123 4567"
        ),
        Country(
            name: "Afghanistan", nameNative: "افغانستان", alpha2: "AF", alpha3: "AFG", flag: "🇦🇫", dialCode: "93",
            primaryFormat: "+93 [00] [000] [0000]",
            affineFormats: [],
            exampleNumber: "+93701234567", exampleFormatted: "+93 70 123 4567"
        ),
        Country(
            name: "Antigua & Barbuda", nameNative: "Antigua & Barbuda", alpha2: "AG", alpha3: "ATG", flag: "🇦🇬", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+12684641234", exampleFormatted: "+1 268-464-1234"
        ),
        Country(
            name: "Anguilla", nameNative: "Anguilla", alpha2: "AI", alpha3: "AIA", flag: "🇦🇮", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+12642351234", exampleFormatted: "+1 264-235-1234"
        ),
        Country(
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
        ),
        Country(
            name: "Armenia", nameNative: "Հայաստան", alpha2: "AM", alpha3: "ARM", flag: "🇦🇲", dialCode: "374",
            primaryFormat: "+374 [00] [000000]",
            affineFormats: [
                "+374 [000] [00] [000]",
                "+374 [000] [00000]",
            ],
            exampleNumber: "+37477123456", exampleFormatted: "+374 77 123456"
        ),
        Country(
            name: "Angola", nameNative: "Angola", alpha2: "AO", alpha3: "AGO", flag: "🇦🇴", dialCode: "244",
            primaryFormat: "+244 [000] [000] [000]",
            affineFormats: [],
            exampleNumber: "+244923123456", exampleFormatted: "+244 923 123 456"
        ),
        Country(
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
        ),
        Country(
            name: "American Samoa", nameNative: "American Samoa", alpha2: "AS", alpha3: "ASM", flag: "🇦🇸", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+16847331234", exampleFormatted: "+1 684-733-1234"
        ),
        Country(
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
        ),
        Country(
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
        ),
        Country(
            name: "Aruba", nameNative: "Aruba", alpha2: "AW", alpha3: "ABW", flag: "🇦🇼", dialCode: "297",
            primaryFormat: "+297 [000] [0000]",
            affineFormats: [],
            exampleNumber: "+2975601234", exampleFormatted: "+297 560 1234"
        ),
        Country(
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
        ),
        Country(
            name: "Azerbaijan", nameNative: "Azərbaycan", alpha2: "AZ", alpha3: "AZE", flag: "🇦🇿", dialCode: "994",
            primaryFormat: "+994 [00] [000] [00] [00]",
            affineFormats: [
                "+994 [000] [00] [00] [00]",
            ],
            exampleNumber: "+994401234567", exampleFormatted: "+994 40 123 45 67"
        ),
        Country(
            name: "Bosnia & Herzegovina", nameNative: "Босна и Херцеговина", alpha2: "BA", alpha3: "BIH", flag: "🇧🇦", dialCode: "387",
            primaryFormat: "+387 [00] [000] [000]",
            affineFormats: [
                "+387 [00] [000]-[000]",
                "+387 [00] [00] [00] [000]",
            ],
            exampleNumber: "+38761123456", exampleFormatted: "+387 61 123 456"
        ),
        Country(
            name: "Barbados", nameNative: "Barbados", alpha2: "BB", alpha3: "BRB", flag: "🇧🇧", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+12462501234", exampleFormatted: "+1 246-250-1234"
        ),
        Country(
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
        ),
        Country(
            name: "Belgium", nameNative: "België", alpha2: "BE", alpha3: "BEL", flag: "🇧🇪", dialCode: "32",
            primaryFormat: "+32 [000] [00] [00] [00]",
            affineFormats: [
                "+32 [00] [00] [00] [00]",
                "+32 [000] [00] [000]",
                "+32 [0] [000] [00] [00]",
            ],
            exampleNumber: "+32450001234", exampleFormatted: "+32 450 00 12 34"
        ),
        Country(
            name: "Burkina Faso", nameNative: "Burkina Faso", alpha2: "BF", alpha3: "BFA", flag: "🇧🇫", dialCode: "226",
            primaryFormat: "+226 [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+22670123456", exampleFormatted: "+226 70 12 34 56"
        ),
        Country(
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
        ),
        Country(
            name: "Bahrain", nameNative: "البحرين", alpha2: "BH", alpha3: "BHR", flag: "🇧🇭", dialCode: "973",
            primaryFormat: "+973 [0000] [0000]",
            affineFormats: [],
            exampleNumber: "+97336001234", exampleFormatted: "+973 3600 1234"
        ),
        Country(
            name: "Burundi", nameNative: "Uburundi", alpha2: "BI", alpha3: "BDI", flag: "🇧🇮", dialCode: "257",
            primaryFormat: "+257 [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+25779561234", exampleFormatted: "+257 79 56 12 34"
        ),
        Country(
            name: "Benin", nameNative: "Bénin", alpha2: "BJ", alpha3: "BEN", flag: "🇧🇯", dialCode: "229",
            primaryFormat: "+229 [00] [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+2290195123456", exampleFormatted: "+229 01 95 12 34 56"
        ),
        Country(
            name: "St. Barthélemy", nameNative: "Saint-Barthélemy", alpha2: "BL", alpha3: "BLM", flag: "🇧🇱", dialCode: "590",
            primaryFormat: "+590 [000] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+590690001234", exampleFormatted: "+590 690 00 12 34"
        ),
        Country(
            name: "Bermuda", nameNative: "Bermuda", alpha2: "BM", alpha3: "BMU", flag: "🇧🇲", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+14413701234", exampleFormatted: "+1 441-370-1234"
        ),
        Country(
            name: "Brunei", nameNative: "Brunei", alpha2: "BN", alpha3: "BRN", flag: "🇧🇳", dialCode: "673",
            primaryFormat: "+673 [000] [0000]",
            affineFormats: [],
            exampleNumber: "+6737123456", exampleFormatted: "+673 712 3456"
        ),
        Country(
            name: "Bolivia", nameNative: "Bolivia", alpha2: "BO", alpha3: "BOL", flag: "🇧🇴", dialCode: "591",
            primaryFormat: "+591 [00000000]",
            affineFormats: [
                "+591 [0] [0000000]",
                "+591 [000] [00] [0000]",
            ],
            exampleNumber: "+59171234567", exampleFormatted: "+591 71234567"
        ),
        Country(
            name: "Caribbean Netherlands", nameNative: "Caribisch Nederland", alpha2: "BQ", alpha3: "BES", flag: "🇧🇶", dialCode: "599",
            primaryFormat: "+599 [000] [0000]",
            affineFormats: [],
            exampleNumber: "+5993181234", exampleFormatted: "+599 318 1234"
        ),
        Country(
            name: "Brazil", nameNative: "Brasil", alpha2: "BR", alpha3: "BRA", flag: "🇧🇷", dialCode: "55",
            primaryFormat: "+55 [00] [00000]-[0000]",
            affineFormats: [
                "+55 [00] [0000]-[0000]",
                "+55 [000] [00] [0000]",
                "+55 [0000]-[0000]",
                "+55 [000] [009] [0000]",
            ],
            exampleNumber: "+5511961234567", exampleFormatted: "+55 11 96123-4567"
        ),
        Country(
            name: "Bahamas", nameNative: "Bahamas", alpha2: "BS", alpha3: "BHS", flag: "🇧🇸", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+12423591234", exampleFormatted: "+1 242-359-1234"
        ),
        Country(
            name: "Bhutan", nameNative: "འབྲུག", alpha2: "BT", alpha3: "BTN", flag: "🇧🇹", dialCode: "975",
            primaryFormat: "+975 [00] [00] [00] [00]",
            affineFormats: [
                "+975 [0] [000] [000]",
            ],
            exampleNumber: "+97517123456", exampleFormatted: "+975 17 12 34 56"
        ),
        Country(
            name: "Botswana", nameNative: "Botswana", alpha2: "BW", alpha3: "BWA", flag: "🇧🇼", dialCode: "267",
            primaryFormat: "+267 [00] [000] [000]",
            affineFormats: [
                "+267 [000] [0000]",
                "+267 [0000] [000] [000]",
                "+267 [00] [00000]",
                "+267 [000] [0000] [000]",
            ],
            exampleNumber: "+26771123456", exampleFormatted: "+267 71 123 456"
        ),
        Country(
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
        ),
        Country(
            name: "Belize", nameNative: "Belize", alpha2: "BZ", alpha3: "BLZ", flag: "🇧🇿", dialCode: "501",
            primaryFormat: "+501 [000]-[0000]",
            affineFormats: [
                "+501 [0]-[000]-[0000]-[000]",
            ],
            exampleNumber: "+5016221234", exampleFormatted: "+501 622-1234"
        ),
        Country(
            name: "Canada", nameNative: "Canada", alpha2: "CA", alpha3: "CAN", flag: "🇨🇦", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [
                "+1 [000]-[0000]",
            ],
            exampleNumber: "+15062345678", exampleFormatted: "+1 506-234-5678"
        ),
        Country(
            name: "Cocos (Keeling) Islands", nameNative: "Cocos (Keeling) Islands", alpha2: "CC", alpha3: "CCK", flag: "🇨🇨", dialCode: "61",
            primaryFormat: "+61 [000] [000] [000]",
            affineFormats: [
                "+61 [0] [0000] [0000]",
                "+61 [0000] [000] [000]",
                "+61 [00] [0009]",
                "+61 [00] [000] [0099]",
            ],
            exampleNumber: "+61412345678", exampleFormatted: "+61 412 345 678"
        ),
        Country(
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
        ),
        Country(
            name: "Central African Republic", nameNative: "Ködörösêse tî Bêafrîka", alpha2: "CF", alpha3: "CAF", flag: "🇨🇫", dialCode: "236",
            primaryFormat: "+236 [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+23670012345", exampleFormatted: "+236 70 01 23 45"
        ),
        Country(
            name: "Congo - Brazzaville", nameNative: "Congo-Brazzaville", alpha2: "CG", alpha3: "COG", flag: "🇨🇬", dialCode: "242",
            primaryFormat: "+242 [00] [000] [0000]",
            affineFormats: [
                "+242 [0] [0000] [0000]",
            ],
            exampleNumber: "+242061234567", exampleFormatted: "+242 06 123 4567"
        ),
        Country(
            name: "Switzerland", nameNative: "Schweiz", alpha2: "CH", alpha3: "CHE", flag: "🇨🇭", dialCode: "41",
            primaryFormat: "+41 [00] [000] [00] [00]",
            affineFormats: [
                "+41 [000] [000] [000]",
                "+41 [000] [00] [000] [00] [00]",
            ],
            exampleNumber: "+41781234567", exampleFormatted: "+41 78 123 45 67"
        ),
        Country(
            name: "Côte d’Ivoire", nameNative: "Côte d’Ivoire", alpha2: "CI", alpha3: "CIV", flag: "🇨🇮", dialCode: "225",
            primaryFormat: "+225 [00] [00] [00] [0000]",
            affineFormats: [
                "+225 [00] [00] [0] [00000]",
            ],
            exampleNumber: "+2250123456789", exampleFormatted: "+225 01 23 45 6789"
        ),
        Country(
            name: "Cook Islands", nameNative: "Cook Islands", alpha2: "CK", alpha3: "COK", flag: "🇨🇰", dialCode: "682",
            primaryFormat: "+682 [00] [000]",
            affineFormats: [],
            exampleNumber: "+68271234", exampleFormatted: "+682 71 234"
        ),
        Country(
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
        ),
        Country(
            name: "Cameroon", nameNative: "Cameroun", alpha2: "CM", alpha3: "CMR", flag: "🇨🇲", dialCode: "237",
            primaryFormat: "+237 [0] [00] [00] [00] [00]",
            affineFormats: [
                "+237 [00] [00] [00] [00]",
            ],
            exampleNumber: "+237671234567", exampleFormatted: "+237 6 71 23 45 67"
        ),
        Country(
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
        ),
        Country(
            name: "Colombia", nameNative: "Colombia", alpha2: "CO", alpha3: "COL", flag: "🇨🇴", dialCode: "57",
            primaryFormat: "+57 [000] [0000000]",
            affineFormats: [
                "+57 [0] [000] [0000000]",
                "+57 [0000] [0000]",
            ],
            exampleNumber: "+573211234567", exampleFormatted: "+57 321 1234567"
        ),
        Country(
            name: "Costa Rica", nameNative: "Costa Rica", alpha2: "CR", alpha3: "CRI", flag: "🇨🇷", dialCode: "506",
            primaryFormat: "+506 [0000] [0000]",
            affineFormats: [
                "+506 [000]-[000]-[0000]",
            ],
            exampleNumber: "+50683123456", exampleFormatted: "+506 8312 3456"
        ),
        Country(
            name: "Cuba", nameNative: "Cuba", alpha2: "CU", alpha3: "CUB", flag: "🇨🇺", dialCode: "53",
            primaryFormat: "+53 [0] [0000000]",
            affineFormats: [
                "+53 [000] [0000000]",
                "+53 [00] [000099]",
                "+53 [0] [0000009]",
            ],
            exampleNumber: "+5351234567", exampleFormatted: "+53 5 1234567"
        ),
        Country(
            name: "Cape Verde", nameNative: "Cabo Verde", alpha2: "CV", alpha3: "CPV", flag: "🇨🇻", dialCode: "238",
            primaryFormat: "+238 [000] [00] [00]",
            affineFormats: [],
            exampleNumber: "+2389911234", exampleFormatted: "+238 991 12 34"
        ),
        Country(
            name: "Curaçao", nameNative: "Kòrsou", alpha2: "CW", alpha3: "CUW", flag: "🇨🇼", dialCode: "599",
            primaryFormat: "+599 [0] [000] [0000]",
            affineFormats: [
                "+599 [000] [0000]",
            ],
            exampleNumber: "+59995181234", exampleFormatted: "+599 9 518 1234"
        ),
        Country(
            name: "Christmas Island", nameNative: "Christmas Island", alpha2: "CX", alpha3: "CXR", flag: "🇨🇽", dialCode: "61",
            primaryFormat: "+61 [000] [000] [000]",
            affineFormats: [
                "+61 [0] [0000] [0000]",
                "+61 [0000] [000] [000]",
                "+61 [00] [0009]",
                "+61 [00] [000] [0099]",
            ],
            exampleNumber: "+61412345678", exampleFormatted: "+61 412 345 678"
        ),
        Country(
            name: "Cyprus", nameNative: "Κύπρος", alpha2: "CY", alpha3: "CYP", flag: "🇨🇾", dialCode: "357",
            primaryFormat: "+357 [00] [000000]",
            affineFormats: [],
            exampleNumber: "+35796123456", exampleFormatted: "+357 96 123456"
        ),
        Country(
            name: "Czechia", nameNative: "Česko", alpha2: "CZ", alpha3: "CZE", flag: "🇨🇿", dialCode: "420",
            primaryFormat: "+420 [000] [000] [000]",
            affineFormats: [
                "+420 [00] [000] [000] [000]",
                "+420 [00] [000] [000] [00]",
                "+420 [000] [000] [000] [000]",
            ],
            exampleNumber: "+420601123456", exampleFormatted: "+420 601 123 456"
        ),
        Country(
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
        ),
        Country(
            name: "Djibouti", nameNative: "Djibouti", alpha2: "DJ", alpha3: "DJI", flag: "🇩🇯", dialCode: "253",
            primaryFormat: "+253 [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+25377831001", exampleFormatted: "+253 77 83 10 01"
        ),
        Country(
            name: "Denmark", nameNative: "Danmark", alpha2: "DK", alpha3: "DNK", flag: "🇩🇰", dialCode: "45",
            primaryFormat: "+45 [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+4534412345", exampleFormatted: "+45 34 41 23 45"
        ),
        Country(
            name: "Dominica", nameNative: "Dominica", alpha2: "DM", alpha3: "DMA", flag: "🇩🇲", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+17672251234", exampleFormatted: "+1 767-225-1234"
        ),
        Country(
            name: "Dominican Republic", nameNative: "República Dominicana", alpha2: "DO", alpha3: "DOM", flag: "🇩🇴", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+18092345678", exampleFormatted: "+1 809-234-5678"
        ),
        Country(
            name: "Algeria", nameNative: "الجزائر", alpha2: "DZ", alpha3: "DZA", flag: "🇩🇿", dialCode: "213",
            primaryFormat: "+213 [000] [00] [00] [00]",
            affineFormats: [
                "+213 [00] [00] [00] [00]",
                "+213 [00] [000] [00] [00]",
            ],
            exampleNumber: "+213551234567", exampleFormatted: "+213 551 23 45 67"
        ),
        Country(
            name: "Ecuador", nameNative: "Ecuador", alpha2: "EC", alpha3: "ECU", flag: "🇪🇨", dialCode: "593",
            primaryFormat: "+593 [00] [000] [0000]",
            affineFormats: [
                "+593 [0]-[000]-[0000]",
                "+593 [0000] [000] [0000]",
                "+593 [0000] [000] [0009]",
            ],
            exampleNumber: "+593991234567", exampleFormatted: "+593 99 123 4567"
        ),
        Country(
            name: "Estonia", nameNative: "Eesti", alpha2: "EE", alpha3: "EST", flag: "🇪🇪", dialCode: "372",
            primaryFormat: "+372 [0000] [0000]",
            affineFormats: [
                "+372 [000] [0000]",
                "+372 [00] [00] [0000]",
                "+372 [0000] [0009]",
                "+372 [0000] [000] [000]",
            ],
            exampleNumber: "+37251234567", exampleFormatted: "+372 5123 4567"
        ),
        Country(
            name: "Egypt", nameNative: "مصر", alpha2: "EG", alpha3: "EGY", flag: "🇪🇬", dialCode: "20",
            primaryFormat: "+20 [00] [00000000]",
            affineFormats: [
                "+20 [0] [00000000]",
                "+20 [000] [000] [0000]",
                "+20 [0] [00000009]",
                "+20 [00] [0000009]",
            ],
            exampleNumber: "+201001234567", exampleFormatted: "+20 10 01234567"
        ),
        Country(
            name: "Western Sahara", nameNative: "الصحراء الغربية", alpha2: "EH", alpha3: "ESH", flag: "🇪🇭", dialCode: "212",
            primaryFormat: "+212 [0] [00] [00] [00] [00]",
            affineFormats: [
                "+212 [00]-[0000000]",
                "+212 [0000]-[00000]",
            ],
            exampleNumber: "+212650123456", exampleFormatted: "+212 6 50 12 34 56"
        ),
        Country(
            name: "Eritrea", nameNative: "ኤርትራ", alpha2: "ER", alpha3: "ERI", flag: "🇪🇷", dialCode: "291",
            primaryFormat: "+291 [0] [000] [000]",
            affineFormats: [],
            exampleNumber: "+2917123456", exampleFormatted: "+291 7 123 456"
        ),
        Country(
            name: "Spain", nameNative: "España", alpha2: "ES", alpha3: "ESP", flag: "🇪🇸", dialCode: "34",
            primaryFormat: "+34 [000] [00] [00] [00]",
            affineFormats: [
                "+34 [000] [000] [000]",
            ],
            exampleNumber: "+34612345678", exampleFormatted: "+34 612 34 56 78"
        ),
        Country(
            name: "Ethiopia", nameNative: "ኢትዮጵያ", alpha2: "ET", alpha3: "ETH", flag: "🇪🇹", dialCode: "251",
            primaryFormat: "+251 [00] [000] [0000]",
            affineFormats: [],
            exampleNumber: "+251911234567", exampleFormatted: "+251 91 123 4567"
        ),
        Country(
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
        ),
        Country(
            name: "Fiji", nameNative: "Fiji", alpha2: "FJ", alpha3: "FJI", flag: "🇫🇯", dialCode: "679",
            primaryFormat: "+679 [000] [0000]",
            affineFormats: [
                "+679 [0000] [000] [0000]",
            ],
            exampleNumber: "+6797012345", exampleFormatted: "+679 701 2345"
        ),
        Country(
            name: "Falkland Islands", nameNative: "Falkland Islands", alpha2: "FK", alpha3: "FLK", flag: "🇫🇰", dialCode: "500",
            primaryFormat: "+500 [00000]",
            affineFormats: [],
            exampleNumber: "+50051234", exampleFormatted: "+500 51234"
        ),
        Country(
            name: "Micronesia", nameNative: "Micronesia", alpha2: "FM", alpha3: "FSM", flag: "🇫🇲", dialCode: "691",
            primaryFormat: "+691 [000] [0000]",
            affineFormats: [],
            exampleNumber: "+6913501234", exampleFormatted: "+691 350 1234"
        ),
        Country(
            name: "Faroe Islands", nameNative: "Føroyar", alpha2: "FO", alpha3: "FRO", flag: "🇫🇴", dialCode: "298",
            primaryFormat: "+298 [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+298211234", exampleFormatted: "+298 21 12 34"
        ),
        Country(
            name: "France", nameNative: "France", alpha2: "FR", alpha3: "FRA", flag: "🇫🇷", dialCode: "33",
            primaryFormat: "+33 [0] [00] [00] [00] [00]",
            affineFormats: [
                "+33 [000] [00] [00] [00]",
            ],
            exampleNumber: "+33612345678", exampleFormatted: "+33 6 12 34 56 78"
        ),
        Country(
            name: "Gabon", nameNative: "Gabon", alpha2: "GA", alpha3: "GAB", flag: "🇬🇦", dialCode: "241",
            primaryFormat: "+241 [00] [00] [00] [00]",
            affineFormats: [
                "+241 [0] [00] [00] [00]",
            ],
            exampleNumber: "+24106031234", exampleFormatted: "+241 06 03 12 34"
        ),
        Country(
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
        ),
        Country(
            name: "Grenada", nameNative: "Grenada", alpha2: "GD", alpha3: "GRD", flag: "🇬🇩", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+14734031234", exampleFormatted: "+1 473-403-1234"
        ),
        Country(
            name: "Georgia", nameNative: "საქართველო", alpha2: "GE", alpha3: "GEO", flag: "🇬🇪", dialCode: "995",
            primaryFormat: "+995 [000] [00] [00] [00]",
            affineFormats: [
                "+995 [00] [000] [00] [00]",
                "+995 [000] [000] [000]",
            ],
            exampleNumber: "+995555123456", exampleFormatted: "+995 555 12 34 56"
        ),
        Country(
            name: "French Guiana", nameNative: "Guyane française", alpha2: "GF", alpha3: "GUF", flag: "🇬🇫", dialCode: "594",
            primaryFormat: "+594 [000] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+594694201234", exampleFormatted: "+594 694 20 12 34"
        ),
        Country(
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
        ),
        Country(
            name: "Ghana", nameNative: "Ghana", alpha2: "GH", alpha3: "GHA", flag: "🇬🇭", dialCode: "233",
            primaryFormat: "+233 [00] [000] [0000]",
            affineFormats: [
                "+233 [000] [00000]",
            ],
            exampleNumber: "+233231234567", exampleFormatted: "+233 23 123 4567"
        ),
        Country(
            name: "Gibraltar", nameNative: "Gibraltar", alpha2: "GI", alpha3: "GIB", flag: "🇬🇮", dialCode: "350",
            primaryFormat: "+350 [00000000]",
            affineFormats: [
                "+350 [000] [00000]",
            ],
            exampleNumber: "+35057123456", exampleFormatted: "+350 57123456"
        ),
        Country(
            name: "Greenland", nameNative: "Kalaallit Nunaat", alpha2: "GL", alpha3: "GRL", flag: "🇬🇱", dialCode: "299",
            primaryFormat: "+299 [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+299221234", exampleFormatted: "+299 22 12 34"
        ),
        Country(
            name: "Gambia", nameNative: "Gambia", alpha2: "GM", alpha3: "GMB", flag: "🇬🇲", dialCode: "220",
            primaryFormat: "+220 [000] [0000]",
            affineFormats: [
                "+220 [00] [000] [0000]",
            ],
            exampleNumber: "+2203012345", exampleFormatted: "+220 301 2345"
        ),
        Country(
            name: "Guinea", nameNative: "Guinée", alpha2: "GN", alpha3: "GIN", flag: "🇬🇳", dialCode: "224",
            primaryFormat: "+224 [000] [00] [00] [00]",
            affineFormats: [
                "+224 [00] [00] [00] [00]",
            ],
            exampleNumber: "+224601123456", exampleFormatted: "+224 601 12 34 56"
        ),
        Country(
            name: "Guadeloupe", nameNative: "Guadeloupe", alpha2: "GP", alpha3: "GLP", flag: "🇬🇵", dialCode: "590",
            primaryFormat: "+590 [000] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+590690001234", exampleFormatted: "+590 690 00 12 34"
        ),
        Country(
            name: "Equatorial Guinea", nameNative: "Guinea Ecuatorial", alpha2: "GQ", alpha3: "GNQ", flag: "🇬🇶", dialCode: "240",
            primaryFormat: "+240 [000] [000] [000]",
            affineFormats: [
                "+240 [000] [000000]",
            ],
            exampleNumber: "+240222123456", exampleFormatted: "+240 222 123 456"
        ),
        Country(
            name: "Greece", nameNative: "Ελλάδα", alpha2: "GR", alpha3: "GRC", flag: "🇬🇷", dialCode: "30",
            primaryFormat: "+30 [000] [000] [0000]",
            affineFormats: [
                "+30 [00] [0000] [0000]",
                "+30 [0000] [000000]",
                "+30 [000] [0009] [00000]",
            ],
            exampleNumber: "+306912345678", exampleFormatted: "+30 691 234 5678"
        ),
        Country(
            name: "Guatemala", nameNative: "Guatemala", alpha2: "GT", alpha3: "GTM", flag: "🇬🇹", dialCode: "502",
            primaryFormat: "+502 [0000] [0000]",
            affineFormats: [
                "+502 [0000] [000] [0000]",
            ],
            exampleNumber: "+50251234567", exampleFormatted: "+502 5123 4567"
        ),
        Country(
            name: "Guam", nameNative: "Guam", alpha2: "GU", alpha3: "GUM", flag: "🇬🇺", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+16713001234", exampleFormatted: "+1 671-300-1234"
        ),
        Country(
            name: "Guinea-Bissau", nameNative: "Guiné-Bissau", alpha2: "GW", alpha3: "GNB", flag: "🇬🇼", dialCode: "245",
            primaryFormat: "+245 [000] [000] [000]",
            affineFormats: [
                "+245 [000] [0000]",
            ],
            exampleNumber: "+245955012345", exampleFormatted: "+245 955 012 345"
        ),
        Country(
            name: "Guyana", nameNative: "Guyana", alpha2: "GY", alpha3: "GUY", flag: "🇬🇾", dialCode: "592",
            primaryFormat: "+592 [000] [0000]",
            affineFormats: [],
            exampleNumber: "+5926091234", exampleFormatted: "+592 609 1234"
        ),
        Country(
            name: "Hong Kong SAR China", nameNative: "中國香港特別行政區", alpha2: "HK", alpha3: "HKG", flag: "🇭🇰", dialCode: "852",
            primaryFormat: "+852 [0000] [0000]",
            affineFormats: [
                "+852 [000] [000] [000]",
                "+852 [000] [00] [000] [000]",
                "+852 [000] [00999]",
            ],
            exampleNumber: "+85251234567", exampleFormatted: "+852 5123 4567"
        ),
        Country(
            name: "Honduras", nameNative: "Honduras", alpha2: "HN", alpha3: "HND", flag: "🇭🇳", dialCode: "504",
            primaryFormat: "+504 [0000]-[0000]",
            affineFormats: [
                "+504 [00000000000]",
            ],
            exampleNumber: "+50491234567", exampleFormatted: "+504 9123-4567"
        ),
        Country(
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
        ),
        Country(
            name: "Haiti", nameNative: "Haïti", alpha2: "HT", alpha3: "HTI", flag: "🇭🇹", dialCode: "509",
            primaryFormat: "+509 [00] [00] [0000]",
            affineFormats: [],
            exampleNumber: "+50934101234", exampleFormatted: "+509 34 10 1234"
        ),
        Country(
            name: "Hungary", nameNative: "Magyarország", alpha2: "HU", alpha3: "HUN", flag: "🇭🇺", dialCode: "36",
            primaryFormat: "+36 [00] [000] [0000]",
            affineFormats: [
                "+36 [0] [000] [0000]",
                "+36 [00] [000] [000]",
                "+36 [00] [000] [0009]",
            ],
            exampleNumber: "+36201234567", exampleFormatted: "+36 20 123 4567"
        ),
        Country(
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
        ),
        Country(
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
        ),
        Country(
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
        ),
        Country(
            name: "Isle of Man", nameNative: "Isle of Man", alpha2: "IM", alpha3: "IMN", flag: "🇮🇲", dialCode: "44",
            primaryFormat: "+44 [0000] [000000]",
            affineFormats: [
                "+44 [000] [000] [0000]",
                "+44 [00] [0000] [0000]",
                "+44 [00000] [00009]",
                "+44 [0000] [000009]",
            ],
            exampleNumber: "+447924123456", exampleFormatted: "+44 7924 123456"
        ),
        Country(
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
        ),
        Country(
            name: "British Indian Ocean Territory", nameNative: "British Indian Ocean Territory", alpha2: "IO", alpha3: "IOT", flag: "🇮🇴", dialCode: "246",
            primaryFormat: "+246 [000] [0000]",
            affineFormats: [],
            exampleNumber: "+2463801234", exampleFormatted: "+246 380 1234"
        ),
        Country(
            name: "Iraq", nameNative: "العراق", alpha2: "IQ", alpha3: "IRQ", flag: "🇮🇶", dialCode: "964",
            primaryFormat: "+964 [000] [000] [0000]",
            affineFormats: [
                "+964 [0] [000] [0000]",
                "+964 [00] [000] [0009]",
            ],
            exampleNumber: "+9647912345678", exampleFormatted: "+964 791 234 5678"
        ),
        Country(
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
        ),
        Country(
            name: "Iceland", nameNative: "Ísland", alpha2: "IS", alpha3: "ISL", flag: "🇮🇸", dialCode: "354",
            primaryFormat: "+354 [000] [0000]",
            affineFormats: [
                "+354 [000] [000] [000]",
            ],
            exampleNumber: "+3546111234", exampleFormatted: "+354 611 1234"
        ),
        Country(
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
        ),
        Country(
            name: "Jersey", nameNative: "Jersey", alpha2: "JE", alpha3: "JEY", flag: "🇯🇪", dialCode: "44",
            primaryFormat: "+44 [0000] [000000]",
            affineFormats: [
                "+44 [000] [000] [0000]",
                "+44 [00] [0000] [0000]",
                "+44 [00000] [00009]",
                "+44 [0000] [000009]",
            ],
            exampleNumber: "+447797712345", exampleFormatted: "+44 7797 712345"
        ),
        Country(
            name: "Jamaica", nameNative: "Jamaica", alpha2: "JM", alpha3: "JAM", flag: "🇯🇲", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+18762101234", exampleFormatted: "+1 876-210-1234"
        ),
        Country(
            name: "Jordan", nameNative: "الأردن", alpha2: "JO", alpha3: "JOR", flag: "🇯🇴", dialCode: "962",
            primaryFormat: "+962 [0] [0000] [0000]",
            affineFormats: [
                "+962 [0] [000] [0000]",
                "+962 [000] [00000]",
                "+962 [00] [0000000]",
                "+962 [000] [000009]",
            ],
            exampleNumber: "+962790123456", exampleFormatted: "+962 7 9012 3456"
        ),
        Country(
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
        ),
        Country(
            name: "Kenya", nameNative: "Kenya", alpha2: "KE", alpha3: "KEN", flag: "🇰🇪", dialCode: "254",
            primaryFormat: "+254 [000] [000000]",
            affineFormats: [
                "+254 [00] [0000000]",
                "+254 [000] [000] [000]",
                "+254 [00] [0000099]",
                "+254 [000] [000] [0009]",
            ],
            exampleNumber: "+254712123456", exampleFormatted: "+254 712 123456"
        ),
        Country(
            name: "Kyrgyzstan", nameNative: "Кыргызстан", alpha2: "KG", alpha3: "KGZ", flag: "🇰🇬", dialCode: "996",
            primaryFormat: "+996 [000] [000] [000]",
            affineFormats: [
                "+996 [000] [000] [0] [00]",
                "+996 [0000] [00000]",
                "+996 [000] [000] [0] [009]",
            ],
            exampleNumber: "+996700123456", exampleFormatted: "+996 700 123 456"
        ),
        Country(
            name: "Cambodia", nameNative: "កម្ពុជា", alpha2: "KH", alpha3: "KHM", flag: "🇰🇭", dialCode: "855",
            primaryFormat: "+855 [00] [000] [000]",
            affineFormats: [
                "+855 [0000] [000] [000]",
                "+855 [00] [000] [0009]",
            ],
            exampleNumber: "+85591234567", exampleFormatted: "+855 91 234 567"
        ),
        Country(
            name: "Kiribati", nameNative: "Kiribati", alpha2: "KI", alpha3: "KIR", flag: "🇰🇮", dialCode: "686",
            primaryFormat: "+686 [00000000]",
            affineFormats: [
                "+686 [00000]",
            ],
            exampleNumber: "+68672001234", exampleFormatted: "+686 72001234"
        ),
        Country(
            name: "Comoros", nameNative: "جزر القمر", alpha2: "KM", alpha3: "COM", flag: "🇰🇲", dialCode: "269",
            primaryFormat: "+269 [000] [00] [00]",
            affineFormats: [],
            exampleNumber: "+2693212345", exampleFormatted: "+269 321 23 45"
        ),
        Country(
            name: "St. Kitts & Nevis", nameNative: "St. Kitts & Nevis", alpha2: "KN", alpha3: "KNA", flag: "🇰🇳", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+18697652917", exampleFormatted: "+1 869-765-2917"
        ),
        Country(
            name: "North Korea", nameNative: "북한", alpha2: "KP", alpha3: "PRK", flag: "🇰🇵", dialCode: "850",
            primaryFormat: "+850 [000] [000] [0000]",
            affineFormats: [
                "+850 [0] [000] [0000]",
                "+850 [00] [000] [000]",
            ],
            exampleNumber: "+8501921234567", exampleFormatted: "+850 192 123 4567"
        ),
        Country(
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
        ),
        Country(
            name: "Kuwait", nameNative: "الكويت", alpha2: "KW", alpha3: "KWT", flag: "🇰🇼", dialCode: "965",
            primaryFormat: "+965 [000] [00000]",
            affineFormats: [
                "+965 [0000] [0000]",
                "+965 [0000] [000]",
                "+965 [0000] [0009]",
            ],
            exampleNumber: "+96550012345", exampleFormatted: "+965 500 12345"
        ),
        Country(
            name: "Cayman Islands", nameNative: "Cayman Islands", alpha2: "KY", alpha3: "CYM", flag: "🇰🇾", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+13453231234", exampleFormatted: "+1 345-323-1234"
        ),
        Country(
            name: "Kazakhstan", nameNative: "Казахстан", alpha2: "KZ", alpha3: "KAZ", flag: "🇰🇿", dialCode: "7",
            primaryFormat: "+7 [000] [000] [0000]",
            affineFormats: [
                "+7 [00000] [0] [00] [00]",
                "+7 [000] [000]-[00]-[00]",
                "+7 [0000] [00] [00] [00]",
                "+7 [0000] [0000] [000] [000]",
            ],
            exampleNumber: "+77710009998", exampleFormatted: "+7 771 000 9998"
        ),
        Country(
            name: "Laos", nameNative: "ລາວ", alpha2: "LA", alpha3: "LAO", flag: "🇱🇦", dialCode: "856",
            primaryFormat: "+856 [00] [00] [000] [000]",
            affineFormats: [
                "+856 [00] [000] [000]",
                "+856 [00] [00] [00] [000]",
            ],
            exampleNumber: "+8562023123456", exampleFormatted: "+856 20 23 123 456"
        ),
        Country(
            name: "Lebanon", nameNative: "لبنان", alpha2: "LB", alpha3: "LBN", flag: "🇱🇧", dialCode: "961",
            primaryFormat: "+961 [00] [000] [000]",
            affineFormats: [
                "+961 [0] [000] [000]",
            ],
            exampleNumber: "+96171123456", exampleFormatted: "+961 71 123 456"
        ),
        Country(
            name: "St. Lucia", nameNative: "St. Lucia", alpha2: "LC", alpha3: "LCA", flag: "🇱🇨", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+17582845678", exampleFormatted: "+1 758-284-5678"
        ),
        Country(
            name: "Liechtenstein", nameNative: "Liechtenstein", alpha2: "LI", alpha3: "LIE", flag: "🇱🇮", dialCode: "423",
            primaryFormat: "+423 [000] [000] [000]",
            affineFormats: [
                "+423 [000] [00] [00]",
                "+423 [00] [000] [0000]",
            ],
            exampleNumber: "+423660234567", exampleFormatted: "+423 660 234 567"
        ),
        Country(
            name: "Sri Lanka", nameNative: "ශ්‍රී ලංකාව", alpha2: "LK", alpha3: "LKA", flag: "🇱🇰", dialCode: "94",
            primaryFormat: "+94 [00] [000] [0000]",
            affineFormats: [
                "+94 [000] [000] [000]",
            ],
            exampleNumber: "+94712345678", exampleFormatted: "+94 71 234 5678"
        ),
        Country(
            name: "Liberia", nameNative: "Liberia", alpha2: "LR", alpha3: "LBR", flag: "🇱🇷", dialCode: "231",
            primaryFormat: "+231 [00] [000] [0000]",
            affineFormats: [
                "+231 [00] [000] [000]",
                "+231 [0] [000] [000]",
            ],
            exampleNumber: "+231770123456", exampleFormatted: "+231 77 012 3456"
        ),
        Country(
            name: "Lesotho", nameNative: "Lesotho", alpha2: "LS", alpha3: "LSO", flag: "🇱🇸", dialCode: "266",
            primaryFormat: "+266 [0000] [0000]",
            affineFormats: [],
            exampleNumber: "+26650123456", exampleFormatted: "+266 5012 3456"
        ),
        Country(
            name: "Lithuania", nameNative: "Lietuva", alpha2: "LT", alpha3: "LTU", flag: "🇱🇹", dialCode: "370",
            primaryFormat: "+370 [000] [00000]",
            affineFormats: [
                "+370 [000] [00] [000]",
                "+370 [0] [000] [0000]",
                "+370 [00] [000000]",
            ],
            exampleNumber: "+37061234567", exampleFormatted: "+370 612 34567"
        ),
        Country(
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
        ),
        Country(
            name: "Latvia", nameNative: "Latvija", alpha2: "LV", alpha3: "LVA", flag: "🇱🇻", dialCode: "371",
            primaryFormat: "+371 [00] [000] [000]",
            affineFormats: [],
            exampleNumber: "+37121234567", exampleFormatted: "+371 21 234 567"
        ),
        Country(
            name: "Libya", nameNative: "ليبيا", alpha2: "LY", alpha3: "LBY", flag: "🇱🇾", dialCode: "218",
            primaryFormat: "+218 [00]-[0000000]",
            affineFormats: [],
            exampleNumber: "+218912345678", exampleFormatted: "+218 91-2345678"
        ),
        Country(
            name: "Morocco", nameNative: "المغرب", alpha2: "MA", alpha3: "MAR", flag: "🇲🇦", dialCode: "212",
            primaryFormat: "+212 [0] [00] [00] [00] [00]",
            affineFormats: [
                "+212 [00]-[0000000]",
                "+212 [0000]-[00000]",
            ],
            exampleNumber: "+212650123456", exampleFormatted: "+212 6 50 12 34 56"
        ),
        Country(
            name: "Monaco", nameNative: "Monaco", alpha2: "MC", alpha3: "MCO", flag: "🇲🇨", dialCode: "377",
            primaryFormat: "+377 [0] [00] [00] [00] [00]",
            affineFormats: [
                "+377 [00] [00] [00] [00]",
                "+377 [00] [000] [000]",
            ],
            exampleNumber: "+377612345678", exampleFormatted: "+377 6 12 34 56 78"
        ),
        Country(
            name: "Moldova", nameNative: "Republica Moldova", alpha2: "MD", alpha3: "MDA", flag: "🇲🇩", dialCode: "373",
            primaryFormat: "+373 [000] [00] [000]",
            affineFormats: [
                "+373 [00] [000] [000]",
                "+373 [000] [00000]",
            ],
            exampleNumber: "+37362112345", exampleFormatted: "+373 621 12 345"
        ),
        Country(
            name: "Montenegro", nameNative: "Crna Gora", alpha2: "ME", alpha3: "MNE", flag: "🇲🇪", dialCode: "382",
            primaryFormat: "+382 [00] [000] [000]",
            affineFormats: [
                "+382 [00] [000] [0009]",
            ],
            exampleNumber: "+38260123456", exampleFormatted: "+382 60 123 456"
        ),
        Country(
            name: "St. Martin", nameNative: "Saint-Martin", alpha2: "MF", alpha3: "MAF", flag: "🇲🇫", dialCode: "590",
            primaryFormat: "+590 [000] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+590690001234", exampleFormatted: "+590 690 00 12 34"
        ),
        Country(
            name: "Madagascar", nameNative: "Madagasikara", alpha2: "MG", alpha3: "MDG", flag: "🇲🇬", dialCode: "261",
            primaryFormat: "+261 [00] [00] [000] [00]",
            affineFormats: [],
            exampleNumber: "+261321234567", exampleFormatted: "+261 32 12 345 67"
        ),
        Country(
            name: "Marshall Islands", nameNative: "Marshall Islands", alpha2: "MH", alpha3: "MHL", flag: "🇲🇭", dialCode: "692",
            primaryFormat: "+692 [000]-[0000]",
            affineFormats: [],
            exampleNumber: "+6922351234", exampleFormatted: "+692 235-1234"
        ),
        Country(
            name: "North Macedonia", nameNative: "Северна Македонија", alpha2: "MK", alpha3: "MKD", flag: "🇲🇰", dialCode: "389",
            primaryFormat: "+389 [00] [000] [000]",
            affineFormats: [
                "+389 [0] [000] [0000]",
                "+389 [000] [0] [00] [00]",
            ],
            exampleNumber: "+38972345678", exampleFormatted: "+389 72 345 678"
        ),
        Country(
            name: "Mali", nameNative: "Mali", alpha2: "ML", alpha3: "MLI", flag: "🇲🇱", dialCode: "223",
            primaryFormat: "+223 [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+22365012345", exampleFormatted: "+223 65 01 23 45"
        ),
        Country(
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
        ),
        Country(
            name: "Mongolia", nameNative: "Монгол", alpha2: "MN", alpha3: "MNG", flag: "🇲🇳", dialCode: "976",
            primaryFormat: "+976 [0000] [0000]",
            affineFormats: [
                "+976 [00] [00] [0000]",
                "+976 [000] [000009]",
                "+976 [0000] [000009]",
                "+976 [00000] [00009]",
            ],
            exampleNumber: "+97688123456", exampleFormatted: "+976 8812 3456"
        ),
        Country(
            name: "Macao SAR China", nameNative: "中國澳門特別行政區", alpha2: "MO", alpha3: "MAC", flag: "🇲🇴", dialCode: "853",
            primaryFormat: "+853 [0000] [0000]",
            affineFormats: [
                "+853 [0000] [000]",
            ],
            exampleNumber: "+85366123456", exampleFormatted: "+853 6612 3456"
        ),
        Country(
            name: "Northern Mariana Islands", nameNative: "Northern Mariana Islands", alpha2: "MP", alpha3: "MNP", flag: "🇲🇵", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+16702345678", exampleFormatted: "+1 670-234-5678"
        ),
        Country(
            name: "Martinique", nameNative: "Martinique", alpha2: "MQ", alpha3: "MTQ", flag: "🇲🇶", dialCode: "596",
            primaryFormat: "+596 [000] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+596696201234", exampleFormatted: "+596 696 20 12 34"
        ),
        Country(
            name: "Mauritania", nameNative: "موريتانيا", alpha2: "MR", alpha3: "MRT", flag: "🇲🇷", dialCode: "222",
            primaryFormat: "+222 [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+22222123456", exampleFormatted: "+222 22 12 34 56"
        ),
        Country(
            name: "Montserrat", nameNative: "Montserrat", alpha2: "MS", alpha3: "MSR", flag: "🇲🇸", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+16644923456", exampleFormatted: "+1 664-492-3456"
        ),
        Country(
            name: "Malta", nameNative: "Malta", alpha2: "MT", alpha3: "MLT", flag: "🇲🇹", dialCode: "356",
            primaryFormat: "+356 [0000] [0000]",
            affineFormats: [],
            exampleNumber: "+35696961234", exampleFormatted: "+356 9696 1234"
        ),
        Country(
            name: "Mauritius", nameNative: "Maurice", alpha2: "MU", alpha3: "MUS", flag: "🇲🇺", dialCode: "230",
            primaryFormat: "+230 [0000] [0000]",
            affineFormats: [
                "+230 [000] [0000]",
                "+230 [00000] [00000]",
            ],
            exampleNumber: "+23052512345", exampleFormatted: "+230 5251 2345"
        ),
        Country(
            name: "Maldives", nameNative: "ދިވެހި ރާއްޖެ", alpha2: "MV", alpha3: "MDV", flag: "🇲🇻", dialCode: "960",
            primaryFormat: "+960 [000]-[0000]",
            affineFormats: [
                "+960 [000] [000] [0000]",
            ],
            exampleNumber: "+9607712345", exampleFormatted: "+960 771-2345"
        ),
        Country(
            name: "Malawi", nameNative: "Malawi", alpha2: "MW", alpha3: "MWI", flag: "🇲🇼", dialCode: "265",
            primaryFormat: "+265 [000] [00] [00] [00]",
            affineFormats: [
                "+265 [0] [000] [000]",
            ],
            exampleNumber: "+265991234567", exampleFormatted: "+265 991 23 45 67"
        ),
        Country(
            name: "Mexico", nameNative: "México", alpha2: "MX", alpha3: "MEX", flag: "🇲🇽", dialCode: "52",
            primaryFormat: "+52 [000] [000] [0000]",
            affineFormats: [
                "+52 [00] [0000] [0000]",
            ],
            exampleNumber: "+522221234567", exampleFormatted: "+52 222 123 4567"
        ),
        Country(
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
        ),
        Country(
            name: "Mozambique", nameNative: "Moçambique", alpha2: "MZ", alpha3: "MOZ", flag: "🇲🇿", dialCode: "258",
            primaryFormat: "+258 [00] [000] [0000]",
            affineFormats: [
                "+258 [00] [000] [000]",
                "+258 [000] [000] [000]",
                "+258 [00] [000] [0009]",
            ],
            exampleNumber: "+258821234567", exampleFormatted: "+258 82 123 4567"
        ),
        Country(
            name: "Namibia", nameNative: "Namibia", alpha2: "NA", alpha3: "NAM", flag: "🇳🇦", dialCode: "264",
            primaryFormat: "+264 [00] [000] [0000]",
            affineFormats: [
                "+264 [00] [000] [000]",
                "+264 [000] [000] [000]",
                "+264 [00] [000] [0009]",
            ],
            exampleNumber: "+264811234567", exampleFormatted: "+264 81 123 4567"
        ),
        Country(
            name: "New Caledonia", nameNative: "Nouvelle-Calédonie", alpha2: "NC", alpha3: "NCL", flag: "🇳🇨", dialCode: "687",
            primaryFormat: "+687 [00].[00].[00]",
            affineFormats: [],
            exampleNumber: "+687751234", exampleFormatted: "+687 75.12.34"
        ),
        Country(
            name: "Niger", nameNative: "Niger", alpha2: "NE", alpha3: "NER", flag: "🇳🇪", dialCode: "227",
            primaryFormat: "+227 [00] [00] [00] [00]",
            affineFormats: [
                "+227 [00] [000] [000]",
            ],
            exampleNumber: "+22793123456", exampleFormatted: "+227 93 12 34 56"
        ),
        Country(
            name: "Norfolk Island", nameNative: "Norfolk Island", alpha2: "NF", alpha3: "NFK", flag: "🇳🇫", dialCode: "672",
            primaryFormat: "+672 [0] [00000]",
            affineFormats: [
                "+672 [00] [0000]",
            ],
            exampleNumber: "+672381234", exampleFormatted: "+672 3 81234"
        ),
        Country(
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
        ),
        Country(
            name: "Nicaragua", nameNative: "Nicaragua", alpha2: "NI", alpha3: "NIC", flag: "🇳🇮", dialCode: "505",
            primaryFormat: "+505 [0000] [0000]",
            affineFormats: [],
            exampleNumber: "+50581234567", exampleFormatted: "+505 8123 4567"
        ),
        Country(
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
        ),
        Country(
            name: "Norway", nameNative: "Norge", alpha2: "NO", alpha3: "NOR", flag: "🇳🇴", dialCode: "47",
            primaryFormat: "+47 [00] [00] [00] [00]",
            affineFormats: [
                "+47 [000] [00] [000]",
                "+47 [00000]",
            ],
            exampleNumber: "+4740612345", exampleFormatted: "+47 40 61 23 45"
        ),
        Country(
            name: "Nepal", nameNative: "नेपाल", alpha2: "NP", alpha3: "NPL", flag: "🇳🇵", dialCode: "977",
            primaryFormat: "+977 [000]-[0000000]",
            affineFormats: [
                "+977 [0]-[0000000]",
                "+977 [00000000000]",
                "+977 [00]-[000000]",
            ],
            exampleNumber: "+9779841234567", exampleFormatted: "+977 984-1234567"
        ),
        Country(
            name: "Nauru", nameNative: "Nauru", alpha2: "NR", alpha3: "NRU", flag: "🇳🇷", dialCode: "674",
            primaryFormat: "+674 [000] [0000]",
            affineFormats: [],
            exampleNumber: "+6745551234", exampleFormatted: "+674 555 1234"
        ),
        Country(
            name: "Niue", nameNative: "Niue", alpha2: "NU", alpha3: "NIU", flag: "🇳🇺", dialCode: "683",
            primaryFormat: "+683 [000] [0000]",
            affineFormats: [
                "+683 [0000]",
            ],
            exampleNumber: "+6838884012", exampleFormatted: "+683 888 4012"
        ),
        Country(
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
        ),
        Country(
            name: "Oman", nameNative: "عُمان", alpha2: "OM", alpha3: "OMN", flag: "🇴🇲", dialCode: "968",
            primaryFormat: "+968 [0000] [0000]",
            affineFormats: [
                "+968 [00] [000000]",
                "+968 [000] [00000]",
                "+968 [000] [000099]",
            ],
            exampleNumber: "+96892123456", exampleFormatted: "+968 9212 3456"
        ),
        Country(
            name: "Panama", nameNative: "Panamá", alpha2: "PA", alpha3: "PAN", flag: "🇵🇦", dialCode: "507",
            primaryFormat: "+507 [0000]-[0000]",
            affineFormats: [
                "+507 [000]-[0000]",
                "+507 [000] [000] [0000]",
            ],
            exampleNumber: "+50761234567", exampleFormatted: "+507 6123-4567"
        ),
        Country(
            name: "Peru", nameNative: "Perú", alpha2: "PE", alpha3: "PER", flag: "🇵🇪", dialCode: "51",
            primaryFormat: "+51 [000] [000] [000]",
            affineFormats: [
                "+51 [0] [0000000]",
                "+51 [000] [00000]",
                "+51 [00] [000000]",
            ],
            exampleNumber: "+51912345678", exampleFormatted: "+51 912 345 678"
        ),
        Country(
            name: "French Polynesia", nameNative: "Polynésie française", alpha2: "PF", alpha3: "PYF", flag: "🇵🇫", dialCode: "689",
            primaryFormat: "+689 [00] [00] [00] [00]",
            affineFormats: [
                "+689 [000] [00] [00] [00]",
                "+689 [00] [00] [00]",
            ],
            exampleNumber: "+68987123456", exampleFormatted: "+689 87 12 34 56"
        ),
        Country(
            name: "Papua New Guinea", nameNative: "Papua Niugini", alpha2: "PG", alpha3: "PNG", flag: "🇵🇬", dialCode: "675",
            primaryFormat: "+675 [0000] [0000]",
            affineFormats: [
                "+675 [000] [0000]",
            ],
            exampleNumber: "+67570123456", exampleFormatted: "+675 7012 3456"
        ),
        Country(
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
        ),
        Country(
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
        ),
        Country(
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
        ),
        Country(
            name: "St. Pierre & Miquelon", nameNative: "Saint-Pierre-et-Miquelon", alpha2: "PM", alpha3: "SPM", flag: "🇵🇲", dialCode: "508",
            primaryFormat: "+508 [00] [00] [00]",
            affineFormats: [
                "+508 [000] [00] [00] [00]",
                "+508 [000] [000] [000]",
            ],
            exampleNumber: "+508551234", exampleFormatted: "+508 55 12 34"
        ),
        Country(
            name: "Puerto Rico", nameNative: "Puerto Rico", alpha2: "PR", alpha3: "PRI", flag: "🇵🇷", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+17872345678", exampleFormatted: "+1 787-234-5678"
        ),
        Country(
            name: "Palestinian Territories", nameNative: "الأراضي الفلسطينية", alpha2: "PS", alpha3: "PSE", flag: "🇵🇸", dialCode: "970",
            primaryFormat: "+970 [000] [000] [000]",
            affineFormats: [
                "+970 [0] [000] [0000]",
                "+970 [0000] [000] [000]",
            ],
            exampleNumber: "+970599123456", exampleFormatted: "+970 599 123 456"
        ),
        Country(
            name: "Portugal", nameNative: "Portugal", alpha2: "PT", alpha3: "PRT", flag: "🇵🇹", dialCode: "351",
            primaryFormat: "+351 [000] [000] [000]",
            affineFormats: [
                "+351 [00] [000] [0000]",
            ],
            exampleNumber: "+351912345678", exampleFormatted: "+351 912 345 678"
        ),
        Country(
            name: "Palau", nameNative: "Palau", alpha2: "PW", alpha3: "PLW", flag: "🇵🇼", dialCode: "680",
            primaryFormat: "+680 [000] [0000]",
            affineFormats: [],
            exampleNumber: "+6806201234", exampleFormatted: "+680 620 1234"
        ),
        Country(
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
        ),
        Country(
            name: "Qatar", nameNative: "قطر", alpha2: "QA", alpha3: "QAT", flag: "🇶🇦", dialCode: "974",
            primaryFormat: "+974 [0000] [0000]",
            affineFormats: [
                "+974 [000] [0000]",
            ],
            exampleNumber: "+97433123456", exampleFormatted: "+974 3312 3456"
        ),
        Country(
            name: "Réunion", nameNative: "La Réunion", alpha2: "RE", alpha3: "REU", flag: "🇷🇪", dialCode: "262",
            primaryFormat: "+262 [000] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+262692123456", exampleFormatted: "+262 692 12 34 56"
        ),
        Country(
            name: "Romania", nameNative: "România", alpha2: "RO", alpha3: "ROU", flag: "🇷🇴", dialCode: "40",
            primaryFormat: "+40 [000] [000] [000]",
            affineFormats: [
                "+40 [00] [000] [0000]",
                "+40 [000] [000]",
                "+40 [00] [0000]",
            ],
            exampleNumber: "+40712034567", exampleFormatted: "+40 712 034 567"
        ),
        Country(
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
        ),
        Country(
            name: "Russia", nameNative: "Россия", alpha2: "RU", alpha3: "RUS", flag: "🇷🇺", dialCode: "7",
            primaryFormat: "+7 [000] [000]-[00]-[00]",
            affineFormats: [
                "+7 [0000] [00] [00] [00]",
                "+7 [00000] [0] [00] [00]",
                "+7 [000] [000] [0000]",
                "+7 [0000] [0000] [000] [000]",
            ],
            exampleNumber: "+79123456789", exampleFormatted: "+7 912 345-67-89"
        ),
        Country(
            name: "Rwanda", nameNative: "U Rwanda", alpha2: "RW", alpha3: "RWA", flag: "🇷🇼", dialCode: "250",
            primaryFormat: "+250 [000] [000] [000]",
            affineFormats: [
                "+250 [00] [00] [00] [00]",
            ],
            exampleNumber: "+250720123456", exampleFormatted: "+250 720 123 456"
        ),
        Country(
            name: "Saudi Arabia", nameNative: "المملكة العربية السعودية", alpha2: "SA", alpha3: "SAU", flag: "🇸🇦", dialCode: "966",
            primaryFormat: "+966 [00] [000] [0000]",
            affineFormats: [
                "+966 [000] [000] [0000]",
                "+966 [0000] [00000]",
            ],
            exampleNumber: "+966512345678", exampleFormatted: "+966 51 234 5678"
        ),
        Country(
            name: "Solomon Islands", nameNative: "Solomon Islands", alpha2: "SB", alpha3: "SLB", flag: "🇸🇧", dialCode: "677",
            primaryFormat: "+677 [00] [00000]",
            affineFormats: [
                "+677 [00000]",
            ],
            exampleNumber: "+6777421234", exampleFormatted: "+677 74 21234"
        ),
        Country(
            name: "Seychelles", nameNative: "Seychelles", alpha2: "SC", alpha3: "SYC", flag: "🇸🇨", dialCode: "248",
            primaryFormat: "+248 [0] [000] [000]",
            affineFormats: [
                "+248 [0000000]",
            ],
            exampleNumber: "+2482510123", exampleFormatted: "+248 2 510 123"
        ),
        Country(
            name: "Sudan", nameNative: "Sudan", alpha2: "SD", alpha3: "SDN", flag: "🇸🇩", dialCode: "249",
            primaryFormat: "+249 [00] [000] [0000]",
            affineFormats: [],
            exampleNumber: "+249911231234", exampleFormatted: "+249 91 123 1234"
        ),
        Country(
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
        ),
        Country(
            name: "Singapore", nameNative: "Singapore", alpha2: "SG", alpha3: "SGP", flag: "🇸🇬", dialCode: "65",
            primaryFormat: "+65 [0000] [0000]",
            affineFormats: [
                "+65 [0000] [000] [0000]",
                "+65 [0000] [0000] [000]",
                "+65 [000] [000] [0000]",
            ],
            exampleNumber: "+6581234567", exampleFormatted: "+65 8123 4567"
        ),
        Country(
            name: "St. Helena", nameNative: "St. Helena", alpha2: "SH", alpha3: "SHN", flag: "🇸🇭", dialCode: "290",
            primaryFormat: "+290 [00000]",
            affineFormats: [],
            exampleNumber: "+29051234", exampleFormatted: "+290 51234"
        ),
        Country(
            name: "Slovenia", nameNative: "Slovenija", alpha2: "SI", alpha3: "SVN", flag: "🇸🇮", dialCode: "386",
            primaryFormat: "+386 [00] [000] [000]",
            affineFormats: [
                "+386 [0] [000] [00] [00]",
                "+386 [00] [000000]",
                "+386 [000] [00000]",
                "+386 [00] [000999]",
            ],
            exampleNumber: "+38631234567", exampleFormatted: "+386 31 234 567"
        ),
        Country(
            name: "Svalbard & Jan Mayen", nameNative: "Svalbard og Jan Mayen", alpha2: "SJ", alpha3: "SJM", flag: "🇸🇯", dialCode: "47",
            primaryFormat: "+47 [00] [00] [00] [00]",
            affineFormats: [
                "+47 [000] [00] [000]",
                "+47 [00000]",
            ],
            exampleNumber: "+4741234567", exampleFormatted: "+47 41 23 45 67"
        ),
        Country(
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
        ),
        Country(
            name: "Sierra Leone", nameNative: "Sierra Leone", alpha2: "SL", alpha3: "SLE", flag: "🇸🇱", dialCode: "232",
            primaryFormat: "+232 [00] [000000]",
            affineFormats: [],
            exampleNumber: "+23225123456", exampleFormatted: "+232 25 123456"
        ),
        Country(
            name: "San Marino", nameNative: "San Marino", alpha2: "SM", alpha3: "SMR", flag: "🇸🇲", dialCode: "378",
            primaryFormat: "+378 [00] [00] [00] [00]",
            affineFormats: [
                "+378 [0000] [000000]",
            ],
            exampleNumber: "+37866661212", exampleFormatted: "+378 66 66 12 12"
        ),
        Country(
            name: "Senegal", nameNative: "Senegaal", alpha2: "SN", alpha3: "SEN", flag: "🇸🇳", dialCode: "221",
            primaryFormat: "+221 [00] [000] [00] [00]",
            affineFormats: [
                "+221 [000] [00] [00] [00]",
            ],
            exampleNumber: "+221701234567", exampleFormatted: "+221 70 123 45 67"
        ),
        Country(
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
        ),
        Country(
            name: "Suriname", nameNative: "Suriname", alpha2: "SR", alpha3: "SUR", flag: "🇸🇷", dialCode: "597",
            primaryFormat: "+597 [000]-[0000]",
            affineFormats: [
                "+597 [000]-[000]",
                "+597 [00]-[00]-[00]",
            ],
            exampleNumber: "+5977412345", exampleFormatted: "+597 741-2345"
        ),
        Country(
            name: "South Sudan", nameNative: "South Sudan", alpha2: "SS", alpha3: "SSD", flag: "🇸🇸", dialCode: "211",
            primaryFormat: "+211 [000] [000] [000]",
            affineFormats: [],
            exampleNumber: "+211977123456", exampleFormatted: "+211 977 123 456"
        ),
        Country(
            name: "São Tomé & Príncipe", nameNative: "São Tomé e Príncipe", alpha2: "ST", alpha3: "STP", flag: "🇸🇹", dialCode: "239",
            primaryFormat: "+239 [000] [0000]",
            affineFormats: [],
            exampleNumber: "+2399812345", exampleFormatted: "+239 981 2345"
        ),
        Country(
            name: "El Salvador", nameNative: "El Salvador", alpha2: "SV", alpha3: "SLV", flag: "🇸🇻", dialCode: "503",
            primaryFormat: "+503 [0000] [0000]",
            affineFormats: [
                "+503 [000] [0000]",
                "+503 [000] [0000] [0000]",
            ],
            exampleNumber: "+50370123456", exampleFormatted: "+503 7012 3456"
        ),
        Country(
            name: "Sint Maarten", nameNative: "Sint Maarten", alpha2: "SX", alpha3: "SXM", flag: "🇸🇽", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+17215205678", exampleFormatted: "+1 721-520-5678"
        ),
        Country(
            name: "Syria", nameNative: "سوريا", alpha2: "SY", alpha3: "SYR", flag: "🇸🇾", dialCode: "963",
            primaryFormat: "+963 [000] [000] [000]",
            affineFormats: [
                "+963 [00] [000] [0000]",
                "+963 [00] [000] [0009]",
            ],
            exampleNumber: "+963944567890", exampleFormatted: "+963 944 567 890"
        ),
        Country(
            name: "Eswatini", nameNative: "Eswatini", alpha2: "SZ", alpha3: "SWZ", flag: "🇸🇿", dialCode: "268",
            primaryFormat: "+268 [0000] [0000]",
            affineFormats: [
                "+268 [00000] [0000]",
            ],
            exampleNumber: "+26876123456", exampleFormatted: "+268 7612 3456"
        ),
        Country(
            name: "Tristan da Cunha", nameNative: nil, alpha2: "TA", alpha3: nil, flag: "🇹🇦", dialCode: "290",
            primaryFormat: "+290 [0000]",
            affineFormats: [],
            exampleNumber: "+2908999", exampleFormatted: "+290 8999"
        ),
        Country(
            name: "Turks & Caicos Islands", nameNative: "Turks & Caicos Islands", alpha2: "TC", alpha3: "TCA", flag: "🇹🇨", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+16492311234", exampleFormatted: "+1 649-231-1234"
        ),
        Country(
            name: "Chad", nameNative: "تشاد", alpha2: "TD", alpha3: "TCD", flag: "🇹🇩", dialCode: "235",
            primaryFormat: "+235 [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+23563012345", exampleFormatted: "+235 63 01 23 45"
        ),
        Country(
            name: "Togo", nameNative: "Togo", alpha2: "TG", alpha3: "TGO", flag: "🇹🇬", dialCode: "228",
            primaryFormat: "+228 [00] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+22890112345", exampleFormatted: "+228 90 11 23 45"
        ),
        Country(
            name: "Thailand", nameNative: "ไทย", alpha2: "TH", alpha3: "THA", flag: "🇹🇭", dialCode: "66",
            primaryFormat: "+66 [00] [000] [0000]",
            affineFormats: [
                "+66 [0] [000] [0000]",
                "+66 [0000] [000] [000]",
                "+66 [00] [000] [0009]",
            ],
            exampleNumber: "+66812345678", exampleFormatted: "+66 81 234 5678"
        ),
        Country(
            name: "Tajikistan", nameNative: "Тоҷикистон", alpha2: "TJ", alpha3: "TJK", flag: "🇹🇯", dialCode: "992",
            primaryFormat: "+992 [00] [000] [0000]",
            affineFormats: [
                "+992 [000] [00] [0000]",
                "+992 [000000] [0] [00]",
                "+992 [0000] [0] [0000]",
            ],
            exampleNumber: "+992917123456", exampleFormatted: "+992 91 712 3456"
        ),
        Country(
            name: "Tokelau", nameNative: "Tokelau", alpha2: "TK", alpha3: "TKL", flag: "🇹🇰", dialCode: "690",
            primaryFormat: "+690 [0000]",
            affineFormats: [],
            exampleNumber: "+6907290", exampleFormatted: "+690 7290"
        ),
        Country(
            name: "Timor-Leste", nameNative: "Timor-Leste", alpha2: "TL", alpha3: "TLS", flag: "🇹🇱", dialCode: "670",
            primaryFormat: "+670 [0000] [0000]",
            affineFormats: [
                "+670 [000] [0000]",
            ],
            exampleNumber: "+67077212345", exampleFormatted: "+670 7721 2345"
        ),
        Country(
            name: "Turkmenistan", nameNative: "Türkmenistan", alpha2: "TM", alpha3: "TKM", flag: "🇹🇲", dialCode: "993",
            primaryFormat: "+993 [00] [000000]",
            affineFormats: [
                "+993 [00] [00]-[00]-[00]",
                "+993 [000] [0]-[00]-[00]",
            ],
            exampleNumber: "+99366123456", exampleFormatted: "+993 66 123456"
        ),
        Country(
            name: "Tunisia", nameNative: "تونس", alpha2: "TN", alpha3: "TUN", flag: "🇹🇳", dialCode: "216",
            primaryFormat: "+216 [00] [000] [000]",
            affineFormats: [],
            exampleNumber: "+21620123456", exampleFormatted: "+216 20 123 456"
        ),
        Country(
            name: "Tonga", nameNative: "Tonga", alpha2: "TO", alpha3: "TON", flag: "🇹🇴", dialCode: "676",
            primaryFormat: "+676 [000] [0000]",
            affineFormats: [
                "+676 [00]-[000]",
                "+676 [0000] [000]",
            ],
            exampleNumber: "+6767715123", exampleFormatted: "+676 771 5123"
        ),
        Country(
            name: "Türkiye", nameNative: "Türkiye", alpha2: "TR", alpha3: "TUR", flag: "🇹🇷", dialCode: "90",
            primaryFormat: "+90 [000] [000] [00] [00]",
            affineFormats: [
                "+90 [000] [000] [0000]",
                "+90 [0000000]",
                "+90 [000] [000] [0000009]",
            ],
            exampleNumber: "+905012345678", exampleFormatted: "+90 501 234 56 78"
        ),
        Country(
            name: "Trinidad & Tobago", nameNative: "Trinidad & Tobago", alpha2: "TT", alpha3: "TTO", flag: "🇹🇹", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+18682911234", exampleFormatted: "+1 868-291-1234"
        ),
        Country(
            name: "Tuvalu", nameNative: "Tuvalu", alpha2: "TV", alpha3: "TUV", flag: "🇹🇻", dialCode: "688",
            primaryFormat: "+688 [00] [0000]",
            affineFormats: [
                "+688 [00] [000]",
                "+688 [00] [00000]",
            ],
            exampleNumber: "+688901234", exampleFormatted: "+688 90 1234"
        ),
        Country(
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
        ),
        Country(
            name: "Tanzania", nameNative: "Tanzania", alpha2: "TZ", alpha3: "TZA", flag: "🇹🇿", dialCode: "255",
            primaryFormat: "+255 [000] [000] [000]",
            affineFormats: [
                "+255 [00] [000] [0000]",
                "+255 [000] [00] [0000]",
                "+255 [00] [0000000]",
            ],
            exampleNumber: "+255621234567", exampleFormatted: "+255 621 234 567"
        ),
        Country(
            name: "Ukraine", nameNative: "Україна", alpha2: "UA", alpha3: "UKR", flag: "🇺🇦", dialCode: "380",
            primaryFormat: "+380 [00] [000] [0000]",
            affineFormats: [
                "+380 [0000] [00000]",
                "+380 [000] [000] [000]",
                "+380 [000] [000] [0009]",
            ],
            exampleNumber: "+380501234567", exampleFormatted: "+380 50 123 4567"
        ),
        Country(
            name: "Uganda", nameNative: "Uganda", alpha2: "UG", alpha3: "UGA", flag: "🇺🇬", dialCode: "256",
            primaryFormat: "+256 [000] [000000]",
            affineFormats: [
                "+256 [00] [0000000]",
                "+256 [0000] [00000]",
            ],
            exampleNumber: "+256712345678", exampleFormatted: "+256 712 345678"
        ),
        Country(
            name: "United States", nameNative: "United States", alpha2: "US", alpha3: "USA", flag: "🇺🇸", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+12015550123", exampleFormatted: "+1 201-555-0123"
        ),
        Country(
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
        ),
        Country(
            name: "Uzbekistan", nameNative: "Oʻzbekiston", alpha2: "UZ", alpha3: "UZB", flag: "🇺🇿", dialCode: "998",
            primaryFormat: "+998 [00] [000] [00] [00]",
            affineFormats: [],
            exampleNumber: "+998912345678", exampleFormatted: "+998 91 234 56 78"
        ),
        Country(
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
        ),
        Country(
            name: "St. Vincent & Grenadines", nameNative: "St. Vincent & Grenadines", alpha2: "VC", alpha3: "VCT", flag: "🇻🇨", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+17844301234", exampleFormatted: "+1 784-430-1234"
        ),
        Country(
            name: "Venezuela", nameNative: "Venezuela", alpha2: "VE", alpha3: "VEN", flag: "🇻🇪", dialCode: "58",
            primaryFormat: "+58 [000]-[0000000]",
            affineFormats: [],
            exampleNumber: "+584121234567", exampleFormatted: "+58 412-1234567"
        ),
        Country(
            name: "British Virgin Islands", nameNative: "British Virgin Islands", alpha2: "VG", alpha3: "VGB", flag: "🇻🇬", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+12843001234", exampleFormatted: "+1 284-300-1234"
        ),
        Country(
            name: "U.S. Virgin Islands", nameNative: "U.S. Virgin Islands", alpha2: "VI", alpha3: "VIR", flag: "🇻🇮", dialCode: "1",
            primaryFormat: "+1 [000]-[000]-[0000]",
            affineFormats: [],
            exampleNumber: "+13406421234", exampleFormatted: "+1 340-642-1234"
        ),
        Country(
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
        ),
        Country(
            name: "Vanuatu", nameNative: "Vanuatu", alpha2: "VU", alpha3: "VUT", flag: "🇻🇺", dialCode: "678",
            primaryFormat: "+678 [000] [0000]",
            affineFormats: [
                "+678 [00000]",
            ],
            exampleNumber: "+6785912345", exampleFormatted: "+678 591 2345"
        ),
        Country(
            name: "Wallis & Futuna", nameNative: "Wallis-et-Futuna", alpha2: "WF", alpha3: "WLF", flag: "🇼🇫", dialCode: "681",
            primaryFormat: "+681 [00] [00] [00]",
            affineFormats: [
                "+681 [000] [00] [00] [00]",
            ],
            exampleNumber: "+681821234", exampleFormatted: "+681 82 12 34"
        ),
        Country(
            name: "Samoa", nameNative: "Samoa", alpha2: "WS", alpha3: "WSM", flag: "🇼🇸", dialCode: "685",
            primaryFormat: "+685 [00] [00000]",
            affineFormats: [
                "+685 [00000]",
                "+685 [000] [000]",
                "+685 [000] [0009999]",
            ],
            exampleNumber: "+6857212345", exampleFormatted: "+685 72 12345"
        ),
        Country(
            name: "Kosovo", nameNative: "Kosovë", alpha2: "XK", alpha3: nil, flag: "🇽🇰", dialCode: "383",
            primaryFormat: "+383 [00] [000] [000]",
            affineFormats: [
                "+383 [000] [00000]",
                "+383 [000] [000] [000]",
                "+383 [00] [0000000999]",
            ],
            exampleNumber: "+38343201234", exampleFormatted: "+383 43 201 234"
        ),
        Country(
            name: "Yemen", nameNative: "اليمن", alpha2: "YE", alpha3: "YEM", flag: "🇾🇪", dialCode: "967",
            primaryFormat: "+967 [000] [000] [000]",
            affineFormats: [
                "+967 [0] [000] [000]",
                "+967 [0] [000] [0009]",
            ],
            exampleNumber: "+967712345678", exampleFormatted: "+967 712 345 678"
        ),
        Country(
            name: "Mayotte", nameNative: "Mayotte", alpha2: "YT", alpha3: "MYT", flag: "🇾🇹", dialCode: "262",
            primaryFormat: "+262 [000] [00] [00] [00]",
            affineFormats: [],
            exampleNumber: "+262639012345", exampleFormatted: "+262 639 01 23 45"
        ),
        Country(
            name: "South Africa", nameNative: "South Africa", alpha2: "ZA", alpha3: "ZAF", flag: "🇿🇦", dialCode: "27",
            primaryFormat: "+27 [00] [000] [0000]",
            affineFormats: [
                "+27 [000] [000] [000]",
                "+27 [00] [0009]",
                "+27 [00] [000] [009]",
                "+27 [000] [000] [0000]",
            ],
            exampleNumber: "+27711234567", exampleFormatted: "+27 71 123 4567"
        ),
        Country(
            name: "Zambia", nameNative: "Zambia", alpha2: "ZM", alpha3: "ZMB", flag: "🇿🇲", dialCode: "260",
            primaryFormat: "+260 [00] [0000000]",
            affineFormats: [
                "+260 [000] [000] [000]",
                "+260 [000000000]",
            ],
            exampleNumber: "+260955123456", exampleFormatted: "+260 95 5123456"
        ),
        Country(
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
        ),
    ]

    /// Dial codes shared by several regions: the regions in libphonenumber's order (main
    /// country first) and `prefix=AA,BB` entries, space separated, giving the candidate
    /// regions for national numbers that start with `prefix` (the longest listed prefix
    /// of the typed digits applies; none listed: every region of the code). Prefixes that
    /// start no region's numbers are not listed, so they keep their parent's candidates.
    static let generatedSharedDialCodes: [String: (regions: String, prefixes: String)] = [
        "1": ("US,AG,AI,AS,BB,BM,BS,CA,DM,DO,GD,GU,JM,KN,KY,LC,MP,MS,PR,SX,TC,TT,VC,VG,VI", "2=US,AG,AI,BB,BS,CA,VG 3=US,CA,KY,VI 4=US,BM,CA,GD 6=US,AS,CA,GU,JM,MP,MS,TC 7=US,CA,DM,LC,PR,SX,VC 20=US,CA 21=US 22=US,CA 23=US,CA 24=US,BB,BS,CA 25=US,CA 26=US,AG,AI,CA 27=US,CA 28=US,CA,VG 30=US,CA 31=US,CA 32=US 33=US 35=US,CA 36=US,CA 38=US,CA 40=US,CA 41=US,CA 42=US,CA 43=US,CA 44=US,BM 45=US,CA 46=US,CA 47=US,CA,GD 48=US 51=US,CA 55=US 60=US,CA 61=US,CA 62=US,CA 63=US,CA 64=US,CA,TC 65=US,JM 66=US,MS 67=US,CA,GU,MP 68=US,AS,CA 70=US,CA 71=US 72=US,SX 73=US 74=US,CA 75=US,CA,LC 76=US,DM 77=US,CA 78=US,CA,PR,VC 81=US,CA 82=US,CA,DO 91=US 92=US 93=US,PR 94=US,CA 95=US 97=US 98=US 201=US 202=US 203=US 204=CA 205=US 206=US 207=US 208=US 209=US 220=US 223=US 224=US 225=US 226=CA 227=US 228=US 229=US 231=US 234=US 235=US 236=CA 239=US 240=US 242=BS 246=BB 248=US 249=CA 250=CA 251=US 252=US 253=US 254=US 256=US 257=CA 260=US 262=US 263=CA 264=AI 267=US 268=AG 269=US 270=US 272=US 273=CA 274=US 276=US 279=US 281=US 283=US 284=VG 289=CA 301=US 302=US 303=US 304=US 305=US 306=CA 307=US 308=US 309=US 312=US 313=US 314=US 315=US 316=US 317=US 318=US 319=US 340=VI 341=US 343=CA 345=KY 346=US 347=US 350=US 351=US 352=US 353=US 354=CA 360=US 361=US 363=US 364=US 365=CA 367=CA 368=CA 369=US 380=US 382=CA 385=US 386=US 401=US 402=US 403=CA 404=US 405=US 406=US 407=US 408=US 409=US 410=US 412=US 413=US 414=US 415=US 416=CA 417=US 418=CA 419=US 423=US 424=US 425=US 428=CA 430=US 431=CA 432=US 434=US 435=US 437=CA 438=CA 440=US 441=BM 442=US 443=US 445=US 447=US 448=US 450=CA 458=US 463=US 464=US 468=CA 469=US 470=US 472=US 473=GD 474=CA 475=US 478=US 479=US 500=US,AG,AI,AS,BB,BM,BS,DM,DO,GD,GU,JM,KN,KY,LC,MP,MS,PR,SX,TC,TT,VC,VG,VI 501=US 502=US 503=US 504=US 505=US 506=CA 507=US 508=US 509=US 510=US 512=US 513=US 514=CA 515=US 516=US 517=US 518=US 519=CA 520=US 530=US 531=US 534=US 539=US 540=US 541=US 548=CA 561=US 562=US 563=US 564=US 567=US 570=US 571=US 572=US 573=US 574=US 575=US 579=CA 580=US 581=CA 582=US 584=CA 585=US 586=US 587=CA 600=CA 601=US 602=US 603=US 604=CA 605=US 606=US 607=US 608=US 609=US 610=US 612=US 613=CA 614=US 615=US 616=US 617=US 618=US 619=US 620=US 622=CA 623=US 626=US 628=US 629=US 630=US 631=US 633=CA 636=US 639=CA 640=US 641=US 645=US 646=US 647=CA 649=TC 650=US 651=US 656=US 657=US 658=JM 659=US 660=US 661=US 662=US 664=MS 667=US 669=US 670=MP 671=GU 672=CA 678=US 680=US 681=US 682=US 683=CA 684=AS 686=US 689=US 701=US 702=US 703=US 704=US 705=CA 706=US 707=US 708=US 709=CA 720=US 721=SX 724=US 725=US 726=US 727=US 728=US 740=US 742=CA 743=US 747=US 748=US 753=CA 754=US 757=US 758=LC 760=US 762=US 763=US 765=US 767=DM 769=US 770=US 771=US 772=US 773=US 774=US 775=US 778=CA 779=US 780=CA 781=US 782=CA 784=VC 785=US 786=US 787=PR 801=US 802=US 803=US 804=US 805=US 806=US 807=CA 808=US 809=DO 810=US 812=US 813=US 814=US 815=US 816=US 817=US 818=US 819=CA 820=US 821=US 825=CA 826=US 828=US 829=DO 830=US 831=US 832=US 835=US 838=US 839=US 840=US 843=US 845=US 847=US 848=US 849=DO 850=US 854=US 856=US 857=US 858=US 859=US 860=US 862=US 863=US 864=US 865=US 867=CA 868=TT 869=KN 870=US 872=US 873=CA 876=JM 878=US 879=CA 901=US 902=CA 903=US 904=US 905=CA 906=US 907=US 908=US 909=US 930=US 931=US 934=US 936=US 937=US 938=US 939=PR 940=US 941=US 942=CA 943=US 945=US 947=US 948=US 949=US 3100=CA 3101=CA 8001=DO"),
        "7": ("RU,KZ", "3=RU 4=RU 7=KZ 9=RU 82=RU 83=RU 84=RU 85=RU 86=RU 87=RU 88=RU 89=RU 801=RU 802=RU 803=RU 804=RU 805=RU 806=RU 807=RU 811=RU 812=RU 813=RU 814=RU 815=RU 816=RU 817=RU 818=RU 819=RU 8100=RU 8101=RU 8102=RU 8103=RU 8104=RU 8105=RU 8106=RU 8107=RU 8109=RU"),
        "39": ("IT,VA", "4=IT 01=IT 02=IT 03=IT 04=IT 05=IT 07=IT 09=IT 060=IT 061=IT 062=IT 063=IT 064=IT 065=IT 067=IT 068=IT 069=IT 080=IT 081=IT 082=IT 083=IT 085=IT 086=IT 088=IT 089=IT 0660=IT 0661=IT 0662=IT 0663=IT 0664=IT 0665=IT 0666=IT 0667=IT 0668=IT 0871=IT 0872=IT 0873=IT 0874=IT 0875=IT 06690=IT 06691=IT 06692=IT 06693=IT 06694=IT 06695=IT 06696=IT 06697=IT 06698=VA 06699=IT"),
        "44": ("GB,GG,IM,JE", "2=GB 11=GB 12=GB 13=GB 14=GB,GG 15=GB,JE 16=GB,IM 17=GB 18=GB 19=GB 71=GB 72=GB 73=GB 74=GB,IM 75=GB,IM,JE 77=GB,GG,JE 78=GB,GG,JE 91=GB,GG 98=GB,GG 140=GB 141=GB 142=GB 143=GB 144=GB 145=GB 146=GB 147=GB 149=GB 150=GB 151=GB 152=GB 154=GB 155=GB 156=GB 157=GB 158=GB 159=GB 160=GB 161=GB 163=GB 164=GB 165=GB 166=GB 167=GB 168=GB 169=GB 300=GB,GG,JE 301=GB,GG 302=GB,GG 303=GB,GG 304=GB,GG 305=GB,GG 306=GB,GG 307=GB,GG 309=GB,GG 340=GB,GG 341=GB,GG 342=GB,GG 343=GB,GG 346=GB,GG 347=GB,GG 348=GB,GG 349=GB,GG 371=GB,GG,JE 372=GB,GG,IM 373=GB,GG 374=GB,GG 375=GB,GG 376=GB,GG 377=GB,GG 378=GB,GG 379=GB,GG 700=GB,GG,IM 702=GB,GG,IM 703=GB,GG,IM 704=GB,GG,IM 705=GB,GG,IM 706=GB,GG,IM 707=GB,GG,IM 708=GB,GG,IM 709=GB,GG,IM 740=GB 741=GB 742=GB 743=GB 744=GB 746=GB 747=GB 748=GB 749=GB 750=GB,JE 751=GB 752=GB,IM 753=GB 754=GB 755=GB 756=GB 757=GB 758=GB 759=GB 760=GB,GG,JE 763=GB,GG,JE 764=GB,GG,JE 765=GB,GG,JE 766=GB,GG,JE 767=GB,GG,JE 768=GB,GG,JE 769=GB,GG,JE 770=GB,JE 771=GB 772=GB 773=GB 774=GB 775=GB 776=GB 777=GB 778=GB,GG 779=GB,JE 780=GB 781=GB 782=GB,JE 783=GB,GG 784=GB 785=GB 786=GB 787=GB 788=GB 789=GB 790=GB 791=GB,GG 792=GB,IM 793=GB,JE 794=GB 795=GB 796=GB 797=GB 798=GB 799=GB 800=GB,GG,JE 842=GB,GG 843=GB,GG 871=GB,GG,JE 872=GB,GG,IM 873=GB,GG 902=GB,GG 903=GB,GG 904=GB,GG 905=GB,GG 906=GB,GG,IM 908=GB,GG 909=GB,GG 980=GG 981=GG 984=GB 989=GB 1480=GB 1481=GG 1482=GB 1483=GB 1484=GB 1485=GB 1487=GB 1488=GB 1489=GB 1530=GB 1531=GB 1534=JE 1535=GB 1536=GB 1538=GB 1539=GB 1620=GB 1621=GB 1622=GB 1623=GB 1624=IM 1625=GB 1626=GB 1628=GB 1629=GB 3000=GB,GG 3001=GB,GG 3002=GB,GG 3003=GB,GG 3004=GB,GG 3005=GB,GG 3006=GB,GG 3008=GB,GG 3009=GB,GG 3080=GB,GG 3081=GB,GG,IM 3082=GB,GG 3083=GB,GG 3084=GB,GG 3085=GB,GG 3086=GB,GG 3087=GB,GG 3088=GB,GG 3089=GB,GG,JE 3440=GB,GG,IM 3441=GB,GG 3442=GB,GG 3443=GB,GG 3444=GB,GG,JE 3445=GB,GG 3446=GB,GG 3447=GB,GG,JE 3448=GB,GG 3449=GB,GG 3450=GB,GG,JE 3451=GB,GG 3452=GB,GG 3453=GB,GG 3454=GB,GG 3455=GB,GG 3456=GB,GG,IM 3457=GB,GG 3458=GB,GG,JE 3459=GB,GG 3700=GB,GG,JE 3701=GB,GG 3702=GB,GG 3703=GB,GG 3704=GB,GG 3705=GB,GG 3706=GB,GG,IM 3707=GB,GG 3708=GB,GG 3709=GB,GG 3710=GB,GG 3711=GB,GG 3713=GB,GG 3714=GB,GG 3715=GB,GG 3716=GB,GG 3717=GB,GG 3718=GB,GG 3719=GB,GG 3720=GB,GG 3721=GB,GG 3723=GB,GG 3724=GB,GG 3725=GB,GG 3726=GB,GG 3727=GB,GG 3728=GB,GG 3729=GB,GG 7010=GB,GG,IM 7011=GB,GG,IM 7012=GB,GG,IM 7013=GB,GG,IM 7014=GB,GG,IM 7016=GB,GG,IM 7017=GB,GG,IM 7018=GB,GG,IM 7019=GB,GG,IM 7450=GB 7451=GB 7452=GB 7453=GB 7454=GB 7455=GB 7456=GB 7458=GB 7459=GB 7500=GB 7501=GB 7502=GB 7503=GB 7504=GB 7505=GB 7506=GB 7507=GB 7508=GB 7509=JE 7520=GB 7521=GB 7522=GB 7523=GB 7524=IM 7525=GB 7526=GB 7527=GB 7528=GB 7529=GB 7623=GB,GG,JE 7624=IM 7625=GB,GG,JE 7626=GB,GG,JE 7701=GB 7702=GB 7703=GB 7704=GB 7705=GB 7706=GB 7707=GB 7708=GB 7709=GB 7780=GB 7781=GG 7782=GB 7783=GB 7784=GB 7785=GB 7786=GB 7787=GB 7788=GB 7789=GB 7790=GB 7791=GB 7792=GB 7793=GB 7794=GB 7795=GB 7796=GB 7797=JE 7798=GB 7799=GB 7820=GB 7821=GB 7822=GB 7823=GB 7824=GB 7825=GB 7826=GB 7827=GB 7828=GB 7829=JE 7830=GB 7831=GB 7832=GB 7833=GB 7834=GB 7835=GB 7836=GB 7837=GB 7838=GB 7839=GG 7910=GB 7912=GB 7913=GB 7914=GB 7915=GB 7916=GB 7917=GB 7918=GB 7919=GB 7920=GB 7921=GB 7922=GB 7923=GB 7925=GB 7926=GB 7927=GB 7928=GB 7929=GB 7930=GB 7931=GB 7932=GB 7933=GB 7934=GB 7935=GB 7936=GB 7937=JE 7938=GB 7939=GB 8000=GB,GG 8001=GB,GG 8002=GB,GG 8003=GB,GG 8004=GB,GG 8005=GB,GG 8006=GB,GG 8008=GB,GG 8009=GB,GG 8080=GB,GG 8081=GB,GG,IM 8082=GB,GG 8083=GB,GG 8084=GB,GG 8085=GB,GG 8086=GB,GG 8087=GB,GG 8088=GB,GG 8089=GB,GG,JE 8440=GB,GG,IM 8441=GB,GG 8442=GB,GG 8443=GB,GG 8444=GB,GG,JE 8445=GB,GG 8446=GB,GG 8447=GB,GG,JE 8448=GB,GG 8449=GB,GG 8450=GB,GG,JE 8451=GB,GG 8452=GB,GG 8453=GB,GG 8454=GB,GG 8455=GB,GG 8456=GB,GG,IM 8457=GB,GG 8458=GB,GG,JE 8459=GB,GG 8700=GB,GG,JE 8701=GB,GG 8702=GB,GG 8703=GB,GG 8704=GB,GG 8705=GB,GG 8706=GB,GG,IM 8707=GB,GG 8708=GB,GG 8709=GB,GG 8710=GB,GG 8711=GB,GG 8713=GB,GG 8714=GB,GG 8715=GB,GG 8716=GB,GG 8717=GB,GG 8718=GB,GG 8719=GB,GG 8720=GB,GG 8721=GB,GG 8723=GB,GG 8724=GB,GG 8725=GB,GG 8726=GB,GG 8727=GB,GG 8728=GB,GG 8729=GB,GG 9000=GB,GG 9001=GB,GG 9002=GB,GG 9003=GB,GG 9004=GB,GG 9005=GB,GG 9007=GB,GG 9008=GB,GG 9009=GB,GG 9010=GB,GG 9011=GB,GG 9012=GB,GG 9013=GB,GG 9014=GB,GG 9015=GB,GG 9016=GB,GG,IM 9017=GB,GG 9018=GB,GG,JE 9019=GB,GG 9060=GB,GG 9061=GB,GG 9062=GB,GG 9063=GB,GG 9064=GB,GG 9065=GB,GG 9067=GB,GG 9068=GB,GG 9069=GB,GG 9070=GB,GG 9071=GB,GG,JE 9072=GB,GG 9073=GB,GG 9074=GB,GG 9075=GB,GG 9076=GB,GG,IM 9077=GB,GG 9078=GB,GG 9079=GB,GG 30070=GB,GG 30071=GB,GG 30072=GB,GG 30074=GB,GG 30075=GB,GG 30076=GB,GG 30077=GB,GG 30079=GB,GG 30810=GB,GG 30811=GB,GG 30812=GB,GG 30813=GB,GG 30814=GB,GG 30815=GB,GG 30817=GB,GG 30818=GB,GG 30819=GB,GG 30891=GB,GG 30892=GB,GG 30893=GB,GG 30894=GB,GG 30895=GB,GG 30896=GB,GG 30897=GB,GG 30898=GB,GG 30899=GB,GG 34400=GB,GG 34401=GB,GG 34402=GB,GG 34403=GB,GG 34405=GB,GG 34406=GB,GG 34407=GB,GG 34408=GB,GG 34441=GB,GG 34442=GB,GG 34443=GB,GG 34445=GB,GG 34447=GB,GG 34448=GB,GG 34449=GB,GG 34471=GB,GG 34472=GB,GG 34473=GB,GG 34474=GB,GG 34475=GB,GG 34476=GB,GG 34477=GB,GG 34478=GB,GG 34479=GB,GG 34500=GB,GG 34501=GB,GG 34502=GB,GG 34503=GB,GG 34505=GB,GG 34506=GB,GG 34507=GB,GG 34508=GB,GG 34509=GB,GG 34560=GB,GG 34561=GB,GG 34563=GB,GG 34564=GB,GG 34565=GB,GG 34566=GB,GG 34567=GB,GG 34568=GB,GG 34569=GB,GG 34581=GB,GG 34582=GB,GG 34583=GB,GG 34584=GB,GG 34585=GB,GG 34586=GB,GG 34587=GB,GG 34588=GB,GG 34589=GB,GG 37001=GB,GG 37002=GB,GG 37003=GB,GG 37004=GB,GG 37005=GB,GG 37006=GB,GG 37007=GB,GG 37008=GB,GG 37009=GB,GG 37060=GB,GG 37061=GB,GG 37063=GB,GG 37064=GB,GG 37065=GB,GG 37066=GB,GG 37067=GB,GG 37068=GB,GG 37069=GB,GG 37121=GB,GG 37122=GB,GG 37123=GB,GG 37124=GB,GG 37125=GB,GG 37126=GB,GG 37127=GB,GG 37128=GB,GG 37129=GB,GG 37220=GB,GG 37221=GB,GG 37222=GB,GG 37223=GB,GG 37224=GB,GG 37225=GB,GG 37226=GB,GG 37227=GB,GG 37228=GB,GG 70150=GB,GG,IM 70152=GB,GG,IM 70153=GB,GG,IM 70154=GB,GG,IM 70155=GB,GG,IM 70156=GB,GG,IM 70157=GB,GG,IM 70158=GB,GG,IM 70159=GB,GG,IM 74570=GB 74571=GB 74572=GB 74573=GB 74574=GB 74575=GB 74576=IM 74577=GB 74578=GB 74579=GB 77000=GB 77001=GB 77003=JE 77007=JE 77008=JE 79110=GB 79111=GG 79112=GB 79117=GG 79118=GB 80070=GB,GG 80071=GB,GG 80072=GB,GG 80074=GB,GG 80075=GB,GG 80076=GB,GG 80077=GB,GG 80079=GB,GG 80810=GB,GG 80811=GB,GG 80812=GB,GG 80813=GB,GG 80814=GB,GG 80815=GB,GG 80817=GB,GG 80818=GB,GG 80819=GB,GG 80891=GB,GG 80892=GB,GG 80893=GB,GG 80894=GB,GG 80895=GB,GG 80896=GB,GG 80897=GB,GG 80898=GB,GG 80899=GB,GG 84400=GB,GG 84401=GB,GG 84402=GB,GG 84403=GB,GG 84405=GB,GG 84406=GB,GG 84407=GB,GG 84408=GB,GG 84441=GB,GG 84442=GB,GG 84443=GB,GG 84445=GB,GG 84447=GB,GG 84448=GB,GG 84449=GB,GG 84471=GB,GG 84472=GB,GG 84473=GB,GG 84474=GB,GG 84475=GB,GG 84476=GB,GG 84477=GB,GG 84478=GB,GG 84479=GB,GG 84500=GB,GG 84501=GB,GG 84502=GB,GG 84503=GB,GG 84505=GB,GG 84506=GB,GG 84507=GB,GG 84508=GB,GG 84509=GB,GG 84560=GB,GG 84561=GB,GG 84563=GB,GG 84564=GB,GG 84565=GB,GG 84566=GB,GG 84567=GB,GG 84568=GB,GG 84569=GB,GG 84581=GB,GG 84582=GB,GG 84583=GB,GG 84584=GB,GG 84585=GB,GG 84586=GB,GG 84587=GB,GG 84588=GB,GG 84589=GB,GG 87001=GB,GG 87002=GB,GG 87003=GB,GG 87004=GB,GG 87005=GB,GG 87006=GB,GG 87007=GB,GG 87008=GB,GG 87009=GB,GG 87060=GB,GG 87061=GB,GG 87063=GB,GG 87064=GB,GG 87065=GB,GG 87066=GB,GG 87067=GB,GG 87068=GB,GG 87069=GB,GG 87121=GB,GG 87122=GB,GG 87123=GB,GG 87124=GB,GG 87125=GB,GG 87126=GB,GG 87127=GB,GG 87128=GB,GG 87129=GB,GG 87220=GB,GG 87221=GB,GG 87222=GB,GG 87223=GB,GG 87224=GB,GG 87225=GB,GG 87226=GB,GG 87227=GB,GG 87228=GB,GG 90060=GB,GG 90061=GB,GG 90062=GB,GG,IM 90063=GB,GG 90064=GB,GG 90065=GB,GG 90066=GB,GG,JE 90067=GB,GG 90068=GB,GG 90069=GB,GG 90160=GB,GG 90161=GB,GG 90163=GB,GG 90164=GB,GG 90165=GB,GG 90166=GB,GG 90167=GB,GG 90168=GB,GG 90169=GB,GG 90180=GB,GG 90182=GB,GG 90183=GB,GG 90184=GB,GG 90185=GB,GG 90186=GB,GG 90187=GB,GG 90188=GB,GG 90189=GB,GG 90660=GB,GG 90661=GB,GG 90663=GB,GG 90664=GB,GG 90665=GB,GG 90666=GB,GG 90667=GB,GG 90668=GB,GG 90669=GB,GG 90711=GB,GG 90712=GB,GG 90713=GB,GG 90714=GB,GG 90716=GB,GG 90717=GB,GG 90718=GB,GG 90719=GB,GG 90760=GB,GG 90761=GB,GG 90763=GB,GG 90764=GB,GG 90765=GB,GG 90766=GB,GG 90767=GB,GG 90768=GB,GG 90769=GB,GG 300730=GB,GG 300731=GB,GG 300732=GB,GG 300733=GB,GG 300734=GB,GG 300736=GB,GG 300737=GB,GG 300738=GB,GG 300739=GB,GG 300780=GB,GG 300782=GB,GG 300783=GB,GG 300784=GB,GG 300785=GB,GG 300786=GB,GG 300787=GB,GG 300788=GB,GG 300789=GB,GG 308160=GB,GG 308161=GB,GG 308163=GB,GG 308164=GB,GG 308165=GB,GG 308166=GB,GG 308167=GB,GG 308168=GB,GG 308169=GB,GG 308900=GB,GG 308902=GB,GG 308903=GB,GG 308904=GB,GG 308905=GB,GG 308906=GB,GG 308907=GB,GG 308908=GB,GG 308909=GB,GG 344041=GB,GG 344042=GB,GG 344043=GB,GG 344044=GB,GG 344045=GB,GG 344046=GB,GG 344047=GB,GG 344048=GB,GG 344049=GB,GG 344091=GB,GG 344092=GB,GG 344093=GB,GG 344094=GB,GG 344095=GB,GG 344096=GB,GG 344097=GB,GG 344098=GB,GG 344099=GB,GG 344400=GB,GG 344401=GB,GG 344402=GB,GG 344403=GB,GG 344404=GB,GG 344406=GB,GG 344407=GB,GG 344408=GB,GG 344409=GB,GG 344440=GB,GG 344441=GB,GG 344443=GB,GG 344444=GB,GG 344445=GB,GG 344446=GB,GG 344447=GB,GG 344448=GB,GG 344449=GB,GG 344460=GB,GG 344461=GB,GG 344462=GB,GG 344463=GB,GG 344464=GB,GG 344465=GB,GG 344466=GB,GG 344467=GB,GG 344468=GB,GG 344700=GB,GG 344701=GB,GG 344702=GB,GG 344704=GB,GG 344705=GB,GG 344706=GB,GG 344707=GB,GG 344708=GB,GG 344709=GB,GG 345040=GB,GG 345042=GB,GG 345043=GB,GG 345044=GB,GG 345045=GB,GG 345046=GB,GG 345047=GB,GG 345048=GB,GG 345049=GB,GG 345620=GB,GG 345621=GB,GG 345622=GB,GG 345623=GB,GG 345625=GB,GG 345626=GB,GG 345627=GB,GG 345628=GB,GG 345629=GB,GG 345801=GB,GG 345802=GB,GG 345803=GB,GG 345804=GB,GG 345805=GB,GG 345806=GB,GG 345807=GB,GG 345808=GB,GG 345809=GB,GG 370000=GB,GG 370001=GB,GG 370003=GB,GG 370004=GB,GG 370005=GB,GG 370006=GB,GG 370007=GB,GG 370008=GB,GG 370009=GB,GG 370620=GB,GG 370621=GB,GG 370622=GB,GG 370623=GB,GG 370625=GB,GG 370626=GB,GG 370627=GB,GG 370628=GB,GG 370629=GB,GG 371200=GB,GG 371201=GB,GG 371202=GB,GG 371203=GB,GG 371204=GB,GG 371205=GB,GG 371207=GB,GG 371208=GB,GG 371209=GB,GG 372290=GB,GG 372291=GB,GG 372292=GB,GG 372293=GB,GG 372294=GB,GG 372295=GB,GG 372296=GB,GG 372297=GB,GG 372298=GB,GG 701510=GB,GG,IM 701512=GB,GG,IM 701513=GB,GG,IM 701514=GB,GG,IM 701515=GB,GG,IM 701516=GB,GG,IM 701517=GB,GG,IM 701518=GB,GG,IM 701519=GB,GG,IM 800730=GB,GG 800731=GB,GG 800732=GB,GG 800733=GB,GG 800734=GB,GG 800736=GB,GG 800737=GB,GG 800738=GB,GG 800739=GB,GG 800780=GB,GG 800782=GB,GG 800783=GB,GG 800784=GB,GG 800785=GB,GG 800786=GB,GG 800787=GB,GG 800788=GB,GG 800789=GB,GG 808160=GB,GG 808161=GB,GG 808163=GB,GG 808164=GB,GG 808165=GB,GG 808166=GB,GG 808167=GB,GG 808168=GB,GG 808169=GB,GG 808900=GB,GG 808902=GB,GG 808903=GB,GG 808904=GB,GG 808905=GB,GG 808906=GB,GG 808907=GB,GG 808908=GB,GG 808909=GB,GG 844041=GB,GG 844042=GB,GG 844043=GB,GG 844044=GB,GG 844045=GB,GG 844046=GB,GG 844047=GB,GG 844048=GB,GG 844049=GB,GG 844091=GB,GG 844092=GB,GG 844093=GB,GG 844094=GB,GG 844095=GB,GG 844096=GB,GG 844097=GB,GG 844098=GB,GG 844099=GB,GG 844400=GB,GG 844401=GB,GG 844402=GB,GG 844403=GB,GG 844404=GB,GG 844406=GB,GG 844407=GB,GG 844408=GB,GG 844409=GB,GG 844440=GB,GG 844441=GB,GG 844443=GB,GG 844444=GB,GG 844445=GB,GG 844446=GB,GG 844447=GB,GG 844448=GB,GG 844449=GB,GG 844460=GB,GG 844461=GB,GG 844462=GB,GG 844463=GB,GG 844464=GB,GG 844465=GB,GG 844466=GB,GG 844467=GB,GG 844468=GB,GG 844700=GB,GG 844701=GB,GG 844702=GB,GG 844704=GB,GG 844705=GB,GG 844706=GB,GG 844707=GB,GG 844708=GB,GG 844709=GB,GG 845040=GB,GG 845042=GB,GG 845043=GB,GG 845044=GB,GG 845045=GB,GG 845046=GB,GG 845047=GB,GG 845048=GB,GG 845049=GB,GG 845620=GB,GG 845621=GB,GG 845622=GB,GG 845623=GB,GG 845625=GB,GG 845626=GB,GG 845627=GB,GG 845628=GB,GG 845629=GB,GG 845801=GB,GG 845802=GB,GG 845803=GB,GG 845804=GB,GG 845805=GB,GG 845806=GB,GG 845807=GB,GG 845808=GB,GG 845809=GB,GG 870000=GB,GG 870001=GB,GG 870003=GB,GG 870004=GB,GG 870005=GB,GG 870006=GB,GG 870007=GB,GG 870008=GB,GG 870009=GB,GG 870620=GB,GG 870621=GB,GG 870622=GB,GG 870623=GB,GG 870625=GB,GG 870626=GB,GG 870627=GB,GG 870628=GB,GG 870629=GB,GG 871200=GB,GG 871201=GB,GG 871202=GB,GG 871203=GB,GG 871204=GB,GG 871205=GB,GG 871207=GB,GG 871208=GB,GG 871209=GB,GG 872290=GB,GG 872291=GB,GG 872292=GB,GG 872293=GB,GG 872294=GB,GG 872295=GB,GG 872296=GB,GG 872297=GB,GG 872298=GB,GG 900620=GB,GG 900621=GB,GG 900622=GB,GG 900623=GB,GG 900625=GB,GG 900626=GB,GG 900627=GB,GG 900628=GB,GG 900629=GB,GG 900660=GB,GG 900661=GB,GG 900662=GB,GG 900663=GB,GG 900664=GB,GG 900666=GB,GG 900667=GB,GG 900668=GB,GG 901620=GB,GG 901621=GB,GG 901622=GB,GG 901623=GB,GG 901625=GB,GG 901626=GB,GG 901627=GB,GG 901628=GB,GG 901629=GB,GG 901811=GB,GG 901812=GB,GG 901813=GB,GG 901814=GB,GG 901815=GB,GG 901816=GB,GG 901817=GB,GG 901818=GB,GG 901819=GB,GG 906620=GB,GG 906621=GB,GG 906622=GB,GG 906623=GB,GG 906625=GB,GG 906626=GB,GG 906627=GB,GG 906628=GB,GG 906629=GB,GG 907100=GB,GG 907101=GB,GG 907102=GB,GG 907103=GB,GG 907104=GB,GG 907105=GB,GG 907106=GB,GG 907108=GB,GG 907109=GB,GG 907150=GB,GG 907151=GB,GG 907152=GB,GG 907153=GB,GG 907154=GB,GG 907156=GB,GG 907157=GB,GG 907158=GB,GG 907159=GB,GG 907620=GB,GG 907621=GB,GG 907622=GB,GG 907623=GB,GG 907625=GB,GG 907626=GB,GG 907627=GB,GG 907628=GB,GG 907629=GB,GG"),
        "47": ("NO,SJ", "0=NO 2=NO 3=NO 5=NO 6=NO 42=NO 43=NO 44=NO 49=NO 70=NO 71=NO 72=NO 73=NO 74=NO 75=NO 76=NO 77=NO 78=NO 79=SJ 83=NO 84=NO 86=NO 87=NO 89=NO 802=NO 803=NO 804=NO 805=NO 806=NO 807=NO 808=NO 809=NO 811=NO 814=NO 816=NO 817=NO 818=NO 819=NO 821=NO 822=NO 823=NO 824=NO 825=NO 826=NO 827=NO 828=NO 856=NO 857=NO 858=NO 859=NO 881=NO 882=NO 883=NO 884=NO 885=NO 886=NO 887=NO 888=NO 889=NO 4536=NO 8109=NO"),
        "61": ("AU,CC,CX", "2=AU 3=AU 7=AU 16=AU 86=AU 87=AU 88=AU 855=AU 890=AU 892=AU 893=AU 894=AU 895=AU 896=AU 897=AU 898=AU 899=AU 8513=AU 8514=AU 8915=AU 8918=AU 85101=AU 85102=AU 85104=AU 85105=AU,CX 85106=AU,CC 85107=AU 85109=AU 85110=AU 85112=AU 85113=AU 85114=AU,CX 85115=AU 85116=AU 85118=AU 85119=AU 85120=AU 85121=AU 85123=AU,CX 85124=AU 85125=AU 85126=AU 85127=AU 85128=AU 85129=AU 89100=AU,CX 89101=AU,CC 89102=AU,CC 89103=AU 89104=AU 89105=AU 89106=AU 89107=AU 89108=AU 89109=AU 89110=AU 89111=AU 89113=AU 89114=AU,CX 89115=AU,CC 89116=AU 89119=AU 89120=AU,CX 89121=AU,CC 89122=AU 89123=AU 89124=AU 89125=AU 89127=AU 89128=AU 89129=AU 89130=AU,CC 89131=AU,CX 89133=AU 89134=AU 89135=AU 89136=AU,CC 89137=AU,CX 89138=AU 89139=AU 89140=AU 89141=AU 89142=AU,CC 89143=AU 89144=AU 89145=AU,CX 89146=AU 89147=AU 89148=AU 89160=AU 89161=AU 89162=CC 89163=AU 89164=CX 89165=AU 89166=AU 89167=AU 89168=AU 89169=AU 89171=AU,CX 89172=AU 89173=AU 89174=AU 89175=AU 89176=AU 89177=AU 89178=AU 89179=AU 89190=AU 89191=AU 89192=AU 89193=AU 89194=AU 89196=AU 89197=AU 89198=AU 89199=AU 851000=AU 851001=CX 851002=CC 851003=AU 851004=AU 851005=AU 851006=AU 851007=AU 851008=AU 851009=AU 851030=CX 851031=CC 851032=AU 851033=AU 851034=AU 851035=AU 851036=AU 851037=AU 851038=AU 851039=AU 851050=AU 851051=AU 851052=AU 851053=AU 851054=AU 851055=AU 851056=AU 851057=AU 851058=AU 851059=CX 851060=CC 851061=AU 851062=AU 851063=AU 851064=AU 851065=AU 851066=AU 851067=AU 851068=AU 851069=AU 851080=AU 851081=AU 851082=AU 851083=AU 851084=AU 851085=AU 851086=AU 851087=AU 851088=CX 851089=CC 851110=AU 851111=AU 851112=AU 851113=AU 851114=AU 851115=AU 851116=AU 851117=CX 851118=CC 851119=AU 851140=AU 851141=AU 851142=AU 851143=AU 851144=AU 851145=AU 851146=CX 851148=AU 851149=AU 851170=AU 851171=AU 851172=AU 851173=AU 851174=AU 851175=CX 851176=CC 851177=AU 851178=AU 851179=AU 851221=AU 851222=CX 851223=CC 851224=AU 851225=AU 851226=AU 851227=AU 851228=AU 851229=AU 851230=AU 851231=AU 851232=AU 851233=AU 851234=AU 851235=CX 851236=AU 851237=AU 851238=AU 851239=AU 891000=AU 891001=AU 891002=AU 891003=AU 891004=AU 891005=AU 891013=AU 891014=AU 891015=AU 891016=AU 891017=AU 891018=AU 891019=AU 891020=AU 891021=AU 891022=AU 891023=AU 891024=AU 891025=AU 891026=AU 891027=AU 891028=AU 891120=AU 891121=AU,CX 891122=AU,CC 891123=AU 891124=AU 891125=AU 891126=AU 891127=AU 891128=AU 891129=AU 891140=AU 891141=AU 891142=AU 891143=AU 891144=AU 891145=AU 891146=AU 891147=AU 891148=AU 891151=AU 891152=AU 891153=AU 891154=AU 891155=AU 891156=AU 891157=AU 891158=AU 891159=AU 891170=AU 891171=AU 891172=AU 891173=AU 891174=AU 891175=AU 891176=AU 891177=AU 891178=AU,CX 891179=AU,CC 891180=AU 891181=AU,CX 891182=AU,CC 891183=AU 891184=AU 891185=AU 891186=AU 891187=AU 891188=AU 891189=AU 891200=AU 891201=AU 891202=AU 891203=AU 891204=AU 891205=AU 891206=AU 891207=AU 891208=AU 891211=AU 891212=AU 891213=AU 891214=AU 891215=AU 891216=AU 891217=AU 891218=AU 891219=AU 891260=AU 891261=AU 891262=AU 891263=AU,CX 891264=AU,CC 891265=AU 891266=AU 891267=AU 891268=AU 891269=AU 891300=AU 891301=AU 891302=AU 891303=AU 891304=AU 891305=AU 891306=AU 891307=AU 891309=AU 891310=AU 891311=AU 891313=AU 891314=AU 891315=AU 891316=AU 891317=AU 891318=AU 891319=AU 891320=AU 891321=AU 891322=AU,CC 891323=AU 891324=AU 891325=AU 891326=AU,CX 891327=AU 891328=AU 891329=AU 891360=AU 891361=AU 891362=AU 891363=AU 891364=AU 891365=AU 891366=AU 891367=AU 891369=AU 891370=AU 891371=AU 891372=AU 891373=AU 891374=AU 891376=AU 891377=AU 891378=AU 891379=AU 891420=AU 891421=AU 891422=AU 891423=AU 891424=AU 891425=AU 891426=AU 891427=AU 891429=AU 891450=AU 891451=AU 891452=AU 891453=AU 891454=AU 891455=AU 891457=AU 891458=AU 891459=AU 891490=AU 891491=AU 891492=AU 891493=AU 891494=AU 891495=AU 891496=AU 891497=AU,CX 891498=AU,CC 891499=AU 891700=AU,CX 891701=AU,CX 891702=AU,CC 891703=CC 891704=AU 891705=AU 891706=AU 891707=AU 891708=AU 891709=AU 891713=AU 891714=AU 891715=AU 891716=AU 891717=AU 891718=AU 891719=AU 891950=AU 891951=AU 891952=AU 891953=AU 891954=AU 891955=AU 891956=AU 891957=AU 891958=CX 891959=AU,CC"),
        "212": ("MA,EH", "50=MA 51=MA 53=MA 54=MA 55=MA 56=MA 57=MA 58=MA 74=MA 79=MA 81=MA 82=MA 83=MA 84=MA 85=MA 86=MA 87=MA 88=MA 520=MA 521=MA 522=MA 523=MA 524=MA 525=MA 526=MA 527=MA 529=MA 590=MA 591=MA 593=MA 594=MA 595=MA 596=MA 597=MA 598=MA 599=MA 683=MA 685=MA 686=MA 729=MA 732=MA 733=MA 734=MA 735=MA 736=MA 737=MA 738=MA 739=MA 756=MA 757=MA 758=MA 759=MA 5280=MA 5281=MA 5282=MA 5283=MA 5284=MA 5285=MA 5286=MA 5287=MA 5920=MA 5921=MA 5922=MA 5923=MA 5925=MA 5926=MA 5927=MA 5928=MA 59243=MA 59244=MA 59245=MA 59246=MA 59247=MA 59248=MA 59249=MA 59290=MA 59291=MA 59292=MA 59294=MA 59295=MA 59296=MA 59297=MA 59298=MA 59299=MA"),
        "262": ("RE,YT", "63=YT 69=RE 81=RE 82=RE 88=RE 89=RE 262=RE 263=RE 269=YT 2688=RE 2689=YT 7092=RE 7093=YT 9398=YT 9399=RE 9478=YT 9479=RE 9762=RE 9763=RE 9769=YT"),
        "290": ("SH,TA", "2=SH 5=SH 6=SH 8=TA 9=SH"),
        "358": ("FI,AX", "9=FI 13=FI 14=FI 15=FI 16=FI 17=FI 18=AX 19=FI 21=FI 22=FI 23=FI 24=FI 25=FI 26=FI 27=FI 28=FI 31=FI 32=FI 33=FI 34=FI 35=FI 36=FI 37=FI 38=FI 49=FI 51=FI 52=FI 53=FI 54=FI 55=FI 56=FI 57=FI 58=FI 59=FI 61=FI 62=FI 63=FI 64=FI 65=FI 66=FI 67=FI 68=FI 69=FI 72=FI 74=FI 76=FI 77=FI 78=FI 79=FI 81=FI 82=FI 83=FI 84=FI 85=FI 86=FI 87=FI 88=FI 89=FI 603=FI 604=FI 605=FI 607=FI 608=FI 609=FI 706=FI 751=FI 752=FI 801=FI 802=FI 803=FI 804=FI 805=FI 806=FI 807=FI 808=FI 809=FI 7090=FI 7091=FI 7092=FI 7093=FI 7094=FI 7095=FI 7096=FI 7097=FI 7098=FI"),
        "590": ("GP,BL,MF", "5900=GP,MF 5901=GP,MF 5904=GP,MF 5906=GP 5907=GP,MF 5909=GP 59000=MF 59001=GP 59002=GP 59003=GP 59004=GP 59005=GP 59006=GP 59007=MF 59008=GP 59009=MF 59010=GP 59011=GP 59012=GP 59013=MF 59014=GP 59015=GP 59016=GP 59017=GP 59018=GP 59019=GP 59020=GP 59021=GP 59022=GP 59023=GP 59024=GP 59025=GP 59026=GP 59027=BL,MF 59028=GP,BL 59029=BL,MF 59030=MF 59031=GP 59032=GP 59038=GP 59039=GP 59040=GP 59041=GP 59042=GP 59043=MF 59044=GP 59045=GP 59046=GP 59047=GP 59048=GP 59049=GP 59050=MF 59051=BL,MF 59052=BL,MF 59053=GP 59054=GP 59055=GP 59056=MF 59057=GP 59058=MF 59059=GP 59070=GP 59077=MF 59078=GP 59079=MF 59080=GP 59081=GP 59082=GP 59083=GP 59084=GP 59085=GP 59086=GP 59087=BL,MF 59088=GP 59089=GP"),
        "599": ("CW,BQ", "3=BQ 4=BQ 6=CW 7=BQ 9=CW"),
    ]
}
