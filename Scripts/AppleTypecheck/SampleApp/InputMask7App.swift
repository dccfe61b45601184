// App code written against input-mask 7.x's UI layer, using every public member of InputMask's
// UIKit, SwiftUI and AppKit layer; Scripts/typecheck-apple.sh type-checks it.
import InputMask
import SwiftUI
import UIKit

// MARK: - UIKit: a view controller with a storyboard-style listener

final class PhoneViewController: UIViewController, OnMaskedTextChangedListener {
    let field = UITextField()
    let notes = UITextView()
    let tailLabel = UILabel()
    let listener = MaskedTextInputListener()
    let otherDelegate = RefusingDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        listener.primaryMaskFormat = "+1 ([000]) [000]-[0000]"
        listener.autocomplete = true
        listener.autocompleteOnFocus = true
        listener.autoskip = false
        listener.rightToLeft = false
        listener.allowSuggestions = true
        listener.atomicCaretMovement = false
        listener.affineFormats = ["+1 [000] [000] [0000]"]
        listener.affinityCalculationStrategy = .prefix
        listener.customNotations = [Notation(character: "$", characterSet: .decimalDigits, isOptional: true)]
        listener.listener = self
        listener.delegate = self
        listener.textFieldDelegate = otherDelegate
        listener.textViewDelegate = otherDelegate
        listener.sendsEditingChanged = true
        listener.onFormatError = { error in print("bad format:", error) }
        listener.onMaskedTextChangedCallback = { [weak self] input, value, complete, tail in
            self?.tailLabel.text = tail
            print(input.allText, value, complete)
        }
        field.delegate = listener
        notes.delegate = listener
        field.placeholder = listener.placeholder
        let lengths = [listener.acceptableTextLength, listener.totalTextLength, listener.acceptableValueLength, listener.totalValueLength]
        print(lengths, listener.primaryMask.placeholder, listener.formatError as Any, listener.delegate as Any)
        let result: Mask.Result = listener.put(text: "5551234567", into: field)
        listener.put(text: "555", into: notes, autocomplete: false)
        print(result.extractedValue, result.complete)
        field.allText = "+1 (555"
        field.caretPosition = field.allText.utf16.count
        print(field.caretPosition, field.allTextRange as Any)
        if let font = field.font { print(field.allText.boxSizeWithFont(font).width) }
    }

    func textInput(_ textInput: UITextInput, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
                   didComputeTailPlaceholder tailPlaceholder: String) {
        print(value, complete, tailPlaceholder)
    }

    /// Every delegate method, as UIKit calls them.
    func driveDelegates() {
        let range = NSRange(location: 0, length: 0)
        _ = listener.textFieldShouldBeginEditing(field)
        listener.textFieldDidBeginEditing(field)
        _ = listener.textField(field, shouldChangeCharactersIn: range, replacementString: "5")
        listener.textFieldDidChangeSelection(field)
        _ = listener.textFieldShouldClear(field)
        _ = listener.textFieldShouldReturn(field)
        _ = listener.textFieldShouldEndEditing(field)
        listener.textFieldDidEndEditing(field)
        listener.textFieldDidEndEditing(field, reason: .committed)
        _ = listener.textField(field, editMenuForCharactersIn: range, suggestedActions: [])
        _ = listener.textViewShouldBeginEditing(notes)
        listener.textViewDidBeginEditing(notes)
        _ = listener.textView(notes, shouldChangeTextIn: range, replacementText: "5")
        listener.textViewDidChange(notes)
        listener.textViewDidChangeSelection(notes)
        _ = listener.textViewShouldEndEditing(notes)
        listener.textViewDidEndEditing(notes)
        _ = listener.textView(notes, editMenuForTextIn: range, suggestedActions: [])
        switch listener.textInput(field, isChangingCharactersIn: range, replacementString: "5") {
        case .notifyListeners(let result): print(result.formattedText.string)
        case .fallback: print("UIKit applies it")
        }
    }
}

/// A delegate wrapped by the listener, as apps keep their own validation.
final class RefusingDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !string.contains("#")
    }
}

// MARK: - Subclasses overriding every open hook

final class LoggingListener: MaskedTextInputListener {
    override func put(text: String, into field: UITextInput, autocomplete putAutocomplete: Bool? = nil) -> Mask.Result {
        super.put(text: text, into: field, autocomplete: putAutocomplete)
    }

    override func textInput(_ textInput: UITextInput, isChangingCharactersIn range: NSRange, replacementString string: String) -> Result {
        super.textInput(textInput, isChangingCharactersIn: range, replacementString: string)
    }

    override func isThisDeletion(inRange range: NSRange, string: String, field: UITextInput) -> Bool {
        super.isThisDeletion(inRange: range, string: string, field: field)
    }

    override func replaceCharacters(inText text: String, range: NSRange, withCharacters newText: String) -> String {
        super.replaceCharacters(inText: text, range: range, withCharacters: newText)
    }

    override func pickMask(forText text: CaretString) -> Mask {
        super.pickMask(forText: text)
    }

    override func notifyOnMaskedTextChangedListeners(forTextInput textInput: UITextInput, result: Mask.Result) {
        super.notifyOnMaskedTextChangedListeners(forTextInput: textInput, result: result)
    }

    override func setCaretPosition(_ position: Int, in textInput: UITextInput) {
        super.setCaretPosition(position, in: textInput)
    }

    override var primaryMask: Mask { super.primaryMask }

    override var placeholder: String { super.placeholder }

    override func textFieldDidBeginEditing(_ textField: UITextField) {
        super.textFieldDidBeginEditing(textField)
    }

    override func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        super.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
    }

    override func textFieldShouldClear(_ textField: UITextField) -> Bool {
        super.textFieldShouldClear(textField)
    }

    override func textViewDidBeginEditing(_ textView: UITextView) {
        super.textViewDidBeginEditing(textView)
    }

    override func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        super.textView(textView, shouldChangeTextIn: range, replacementText: text)
    }
}

// MARK: - Phone and number listeners

@MainActor
func configurePhoneAndAmount(phone: UITextField, amount: UITextField) -> [AnyObject] {
    let phoneListener = PhoneInputListener(primaryFormat: "+[000] [000] [000] [00] [00]", autocomplete: true,
                                           autocompleteOnFocus: true, autoskip: false, rightToLeft: false, affineFormats: [],
                                           affinityCalculationStrategy: .wholeString, customNotations: [],
                                           onMaskedTextChangedCallback: nil, allowSuggestions: true)
    phoneListener.enableCountries = ["UA", "PL"]
    phoneListener.disableCountries = ["RU"]
    phoneListener.customCountries = Country.all.filter { $0.dialCode.hasPrefix("3") }
    phone.delegate = phoneListener
    let country: Country? = phoneListener.computedCountry
    let countries: [Country] = phoneListener.computedCountries
    print(country?.name ?? "none", countries.count)

    let amountListener = NumberInputListener()
    amountListener.formatter?.maximumFractionDigits = 2
    amountListener.formatter = NumberFormatter()
    amount.delegate = amountListener
    print(amountListener.placeholder)
    return [phoneListener, amountListener]
}

// MARK: - SwiftUI

struct PaymentForm: View {
    @State var phone = ""
    @State var phoneValue = ""
    @State var phoneComplete = false

    var body: some View {
        MaskedTextField(
            text: $phone, value: $phoneValue, complete: $phoneComplete, placeholder: "Phone",
            primaryMaskFormat: "+1 ([000]) [000]-[0000]", autocomplete: true, autocompleteOnFocus: true, autoskip: false,
            rightToLeft: false, allowSuggestions: true, affineFormats: [], affinityCalculationStrategy: .wholeString,
            customNotations: []
        )
        .textColor(.black)
        .fontFromUIFont(UIFont.systemFont(ofSize: 17))
        .textAlignement(.left)
        .borderStyle(.roundedRect)
        .tintColor(.black)
        .clearsOnBeginEditing(false)
        .clearsOnInsertion(false)
        .adjustsFontSizeToFitWidth(true)
        .minimumFontSize(12)
        .backgroundImage(UIImage())
        .disabledBackgroundImage(UIImage())
        .clearButtonMode(.whileEditing)
        .leftView(UIView())
        .leftViewMode(.always)
        .rightView(UIView())
        .rightViewMode(.never)
        .inputView(UIView())
        .inputAccessoryView(UIView())
        .isUserInteractionEnabled(true)
        .autocapitalizationType(.none)
        .autocorrectionType(.no)
        .spellCheckingType(.no)
        .smartQuotesType(.no)
        .smartDashesType(.no)
        .smartInsertDeleteType(.no)
        .keyboardType(.phonePad)
        .keyboardAppearance(.dark)
        .returnKeyType(.done)
        .enablesReturnKeyAutomatically(true)
        .isSecureTextEntry(false)
        .textContentType(.telephoneNumber)
        .passwordRules(UITextInputPasswordRules(descriptor: "required: digit;"))
        .contentHuggingPriorityVertical(.defaultHigh)
        .contentHuggingPriorityHorizontal(.defaultLow)
        .contentCompressionResistancePriorityHorizontal(.defaultLow)
        .contentCompressionResistancePriorityVertical(.required)
        .onSubmit { field in print(field.text ?? "") }
        .onFocus { field in print(field.isFirstResponder) }
        .monospacedDigit(size: 16, weight: .medium)
        .monospaced()
        .fontSizeWeight(16, .bold)
        .bold(18)
        .italic()
    }
}

@MainActor
func inspect(_ field: MaskedTextField) {
    let coordinator: MaskedTextField.Coordinator = field.makeCoordinator()
    coordinator.onSubmit = { _ in }
    coordinator.onFocus = nil
    let custom = MaskedTextField.Coordinator(primaryFormat: "[00]", onSubmit: { _ in }, onFocus: { _ in })
    let event: MaskedTextField.UITextFieldEvent = { _ in }
    print(custom.primaryMaskFormat, field.text, field.value, field.complete, field.placeholder, field.primaryMaskFormat,
          field.autocomplete, field.autocompleteOnFocus, field.autoskip, field.rightToLeft, field.allowSuggestions,
          field.atomicCursorMovement, field.affineFormats, field.affinityCalculationStrategy, field.customNotations,
          field.textColor as Any, field.font as Any, field.textAlignement as Any, field.borderStyle as Any, field.tintColor as Any,
          field.clearsOnBeginEditing as Any, field.clearsOnInsertion as Any, field.adjustsFontSizeToFitWidth as Any,
          field.minimumFontSize as Any, field.background as Any, field.disabledBackground as Any, field.clearButtonMode as Any,
          field.leftView as Any, field.leftViewMode as Any, field.rightView as Any, field.rightViewMode as Any,
          field.inputView as Any, field.inputAccessoryView as Any, field.isUserInteractionEnabled as Any,
          field.autocapitalizationType as Any, field.autocorrectionType as Any, field.spellCheckingType as Any,
          field.smartQuotesType as Any, field.smartDashesType as Any, field.smartInsertDeleteType as Any,
          field.keyboardType as Any, field.keyboardAppearance as Any, field.returnKeyType as Any,
          field.enablesReturnKeyAutomatically as Any, field.isSecureTextEntry as Any, field.textContentType as Any,
          field.passwordRules as Any, field.contentHuggingPriorityVertical, field.contentHuggingPriorityHorizontal as Any,
          field.contentCompressionResistancePriorityHorizontal, field.contentCompressionResistancePriorityVertical as Any,
          field.onSubmit.map { _ in event } as Any, field.onFocus as Any)
}
