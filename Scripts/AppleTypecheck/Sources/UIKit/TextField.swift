// Stand-in: UITextField and UITextView with their delegates (UIKit, iOS 18 SDK).

@MainActor @preconcurrency @objc
open class UITextField: UIControl, UITextInput {
    @objc public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    @objc public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    @objc public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    public override init() { super.init() }
    open var text: String?
    open var placeholder: String?
    open weak var delegate: UITextFieldDelegate?
    open var textColor: UIColor?
    open var font: UIFont?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: UITextField.BorderStyle = .none
    open var clearsOnBeginEditing: Bool = false
    open var clearsOnInsertion: Bool = false
    open var adjustsFontSizeToFitWidth: Bool = false
    open var minimumFontSize: CGFloat = 0
    open var background: UIImage?
    open var disabledBackground: UIImage?
    open var clearButtonMode: UITextField.ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: UITextField.ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: UITextField.ViewMode = .never
    private var storedInputView: UIView?
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputAccessoryView: UIView?
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically: Bool = false
    open var isSecureTextEntry: Bool = false
    open var textContentType: UITextContentType!
    open var passwordRules: UITextInputPasswordRules?

    // UITextInput
    open var hasText: Bool { false }
    open func insertText(_ text: String) {}
    open func deleteBackward() {}
    open func text(in range: UITextRange) -> String? { nil }
    open func replace(_ range: UITextRange, withText text: String) {}
    open var selectedTextRange: UITextRange?
    open var markedTextRange: UITextRange? { nil }
    open var beginningOfDocument: UITextPosition { UITextPosition() }
    open var endOfDocument: UITextPosition { UITextPosition() }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
}

@MainActor @preconcurrency @objc
open class UITextView: UIView, UITextInput {
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    public override init() { super.init() }
    open var text: String!
    open weak var delegate: UITextViewDelegate?

    // UITextInput
    open var hasText: Bool { false }
    open func insertText(_ text: String) {}
    open func deleteBackward() {}
    open func text(in range: UITextRange) -> String? { nil }
    open func replace(_ range: UITextRange, withText text: String) {}
    open var selectedTextRange: UITextRange?
    open var markedTextRange: UITextRange? { nil }
    open var beginningOfDocument: UITextPosition { UITextPosition() }
    open var endOfDocument: UITextPosition { UITextPosition() }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
}

@MainActor @preconcurrency @objc
public protocol UITextFieldDelegate {
    @objc optional func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    @objc optional func textFieldDidBeginEditing(_ textField: UITextField)
    @objc optional func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    @objc optional func textFieldDidEndEditing(_ textField: UITextField)
    @objc optional func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    @objc optional func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    @available(iOS 13.0, tvOS 13.0, *)
    @objc optional func textFieldDidChangeSelection(_ textField: UITextField)
    @objc optional func textFieldShouldClear(_ textField: UITextField) -> Bool
    @objc optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
    @available(iOS 16.0, tvOS 16.0, *)
    @objc optional func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

@MainActor @preconcurrency @objc
public protocol UITextViewDelegate {
    @objc optional func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    @objc optional func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    @objc optional func textViewDidBeginEditing(_ textView: UITextView)
    @objc optional func textViewDidEndEditing(_ textView: UITextView)
    @objc optional func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    @objc optional func textViewDidChange(_ textView: UITextView)
    @objc optional func textViewDidChangeSelection(_ textView: UITextView)
    @available(iOS, introduced: 10.0, deprecated: 17.0)
    @objc(textView:shouldInteractWithURL:inRange:interaction:)
    optional func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool
    @available(iOS, introduced: 10.0, deprecated: 17.0)
    @objc(textView:shouldInteractWithTextAttachment:inRange:interaction:)
    optional func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool
    @available(iOS 16.0, tvOS 16.0, *)
    @objc optional func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}
