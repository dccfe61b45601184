#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A ``MaskedTextInputListener`` for numbers: as the number grows, its format is rebuilt from a
/// `NumberFormatter`, so that `1234567.8` shows as `1,234,567.8` (input-mask 7.x's listener of the
/// same name, which it marks as in development).
///
/// ```swift
/// let listener = NumberInputListener()
/// listener.formatter?.maximumFractionDigits = 2
/// amountField.delegate = listener
/// ```
///
/// Focus and the clear button put `0` into the field and tell the listeners once. Differences
/// from 7.x: fixed characters of the formatter's output that are brackets or backslashes are
/// escaped in the format, and the integer part is read as digits in any locale. For amounts with
/// currency, locales and a decimal keyboard, `NumberField` in `InputMaskFormatters` does more.
@available(iOS 11, *)
open class NumberInputListener: MaskedTextInputListener {
    /// How the number is shown; `nil` accepts any digits. The default groups by thousands with
    /// "," as `en_US` does, with the current locale's decimal separator, no minimum fraction, rounding down.
    open var formatter: NumberFormatter? = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        formatter.decimalSeparator = Locale.current.decimalSeparator ?? "."
        formatter.minimumFractionDigits = 0
        formatter.roundingMode = .floor
        return formatter
    }()

    /// The placeholder of the format for `0`.
    open override var placeholder: String {
        let text = "0"
        return pickMask(forText: CaretString(string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false))).placeholder
    }

    /// Builds the format for `text` from ``formatter``, keeps it as ``primaryMaskFormat`` (with the
    /// non-zero digit `1` in ``customNotations``), and returns its mask.
    ///
    /// - Complexity: O(n) for a text of n bytes, plus the formatter's cost.
    open override func pickMask(forText text: CaretString) -> Mask {
        primaryMaskFormat = NumberMaskFormat.format(for: text.string, formatter: formatter)
        customNotations = [NumberMaskFormat.nonZeroDigit]
        return super.pickMask(forText: text)
    }

    /// Puts `0` into an empty field, and tells the listeners once.
    open override func textFieldDidBeginEditing(_ textField: UITextField) {
        textFieldDelegate?.textFieldDidBeginEditing?(textField)
        if autocompleteOnFocus && (textField.text ?? "").isEmpty { put(text: "0", into: textField, autocomplete: true) }
    }

    /// Puts `0` into the field, tells the listeners once, and lets UIKit clear it.
    open override func textFieldShouldClear(_ textField: UITextField) -> Bool {
        if textFieldDelegate?.textFieldShouldClear?(textField) == false { return false }
        put(text: "0", into: textField, autocomplete: false)
        return true
    }

    /// Puts `0` into an empty text view, and tells the listeners once.
    open override func textViewDidBeginEditing(_ textView: UITextView) {
        textViewDelegate?.textViewDidBeginEditing?(textView)
        if autocompleteOnFocus && textView.text.isEmpty { put(text: "0", into: textView, autocomplete: true) }
    }
}
#endif
