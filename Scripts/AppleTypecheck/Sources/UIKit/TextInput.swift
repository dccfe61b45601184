// Stand-in: UIKit's text input protocols and classes.

@MainActor @preconcurrency @objc
open class UITextPosition: NSObject {}

@MainActor @preconcurrency @objc
open class UITextRange: NSObject {
    open var isEmpty: Bool { true }
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
}

@objc public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
@objc public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
@objc public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
@objc public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
@objc public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
@objc public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }
@objc public enum UIKeyboardType: Int, Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad }
@objc public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }
@objc public enum UIReturnKeyType: Int, Sendable { case `default`, go, next, done, send }

public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

open class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    public init(descriptor: String) { super.init() }
}

@MainActor @preconcurrency @objc
public protocol UITextInputTraits {}

@MainActor @preconcurrency @objc
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

@MainActor @preconcurrency @objc
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}
