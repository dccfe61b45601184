// The card brands, one line each, with the public source of its ranges at the end of the line.
// A new brand is one more line. Each range is a closed range of prefixes of one length
// (`2221...2720` covers every number whose first four digits are 2221 to 2720); where ranges of
// brands overlap, the longest matching prefix wins, then the earlier line (`CardBrand/detect`).
// Groups are listed for the lengths not written in fours; `cvc` is the security code's length.
//
// Sources:
// [W] https://en.wikipedia.org/wiki/Payment_card_number (IIN ranges, lengths, validation)
// [B] https://github.com/braintree/credit-card-type (README, "Pattern Detection"; Elo, Verve ranges)
// [V] https://github.com/braintree/card-validator (README: UnionPay numbers need not pass Luhn)
// [M] https://www.mastercard.us/en-us/business/overview/support/2-series-bin-expansion.html

extension CardBrand {
    /// Every brand the field detects, in table order.
    ///
    /// - Complexity: O(1).
    public static let all: [CardBrand] = [
        CardBrand("visa", "Visa", ranges: [4...4], lengths: [13, 16, 19], cvc: 3), // [W]
        CardBrand("mastercard", "Mastercard", ranges: [51...55, 2221...2720], lengths: [16], cvc: 3), // [W] [M]
        CardBrand("amex", "American Express", ranges: [34...34, 37...37], lengths: [15], groups: [15: [4, 6, 5]], cvc: 4), // [W]
        CardBrand("diners", "Diners Club", ranges: [300...305, 3095...3095, 36...36, 38...39], lengths: [14, 15, 16, 17, 18, 19], groups: [14: [4, 6, 4]], cvc: 3), // [W]
        CardBrand("discover", "Discover", ranges: [6011...6011, 644...649, 65...65, 622126...622925], lengths: [16, 17, 18, 19], cvc: 3), // [W]
        CardBrand("jcb", "JCB", ranges: [3528...3589], lengths: [16, 17, 18, 19], cvc: 3), // [W]
        CardBrand("unionpay", "UnionPay", ranges: [62...62, 81...81], lengths: [16, 17, 18, 19], cvc: 3, luhn: false), // [W] [V]
        CardBrand("maestro", "Maestro", ranges: [5018...5018, 5020...5020, 5038...5038, 5893...5893, 6304...6304, 6759...6759, 6761...6763], lengths: [12, 13, 14, 15, 16, 17, 18, 19], cvc: 3), // [W]
        CardBrand("mir", "Mir", ranges: [2200...2204], lengths: [16, 17, 18, 19], cvc: 3), // [W]
        CardBrand("elo", "Elo", ranges: [401178...401179, 431274...431274, 438935...438935, 451416...451416, 457393...457393, 457631...457632, 504175...504175, 506699...506778, 509000...509999, 627780...627780, 636297...636297, 636368...636368, 650031...650033, 650035...650051, 650405...650439, 650485...650538, 650541...650598, 650700...650718, 650720...650727, 650901...650978, 651652...651679, 655000...655019, 655021...655058], lengths: [16], cvc: 3), // [B]
        CardBrand("hipercard", "Hipercard", ranges: [606282...606282, 384100...384100, 384140...384140, 384160...384160], lengths: [16, 19], cvc: 3), // [W] [B]
        CardBrand("rupay", "RuPay", ranges: [60...60, 65...65, 82...82, 508...508, 353...353, 356...356], lengths: [16], cvc: 3), // [W]
        CardBrand("troy", "Troy", ranges: [9792...9792], lengths: [16], cvc: 3), // [W]
        CardBrand("verve", "Verve", ranges: [506099...506198, 507865...507964, 650002...650027], lengths: [16, 18, 19], cvc: 3), // [W] [B]
        CardBrand("uatp", "UATP", ranges: [1...1], lengths: [15], groups: [15: [4, 5, 6]], cvc: 3), // [W]
    ]
}
