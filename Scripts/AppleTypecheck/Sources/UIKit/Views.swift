// Stand-in: UIKit's responder, view and control classes, as far as InputMask and its sample use them.
@_exported import ObjectiveC

@MainActor @preconcurrency @objc
open class UIResponder: NSObject {
    public override init() { super.init() }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { false }
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
}

@MainActor @preconcurrency @objc
open class UIView: UIResponder {
    public override init() { super.init() }
    open var tintColor: UIColor!
    open var isUserInteractionEnabled: Bool = true
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
}

@MainActor @preconcurrency @objc
open class UIViewController: UIResponder {
    open var view: UIView!
    open func viewDidLoad() {}
}

@MainActor @preconcurrency @objc
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let valueChanged = Event(rawValue: 1 << 12)
    }
    open var isEnabled: Bool = true
    open func sendActions(for controlEvents: UIControl.Event) {}
}

@MainActor @preconcurrency @objc
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
}

public struct NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

@objc public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

open class UIColor: NSObject, @unchecked Sendable {
    public static let black = UIColor()
    public static let label = UIColor()
}

open class UIImage: NSObject, @unchecked Sendable {}

open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let bold = Weight(rawValue: 0.4)
    }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
}

open class UIMenuElement: NSObject, @unchecked Sendable {}
open class UIMenu: UIMenuElement, @unchecked Sendable {}
open class NSTextAttachment: NSObject {}

@objc public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction, presentActions, preview }

extension NSAttributedString.Key {
    /// `NSAttributedString.Key.font`, declared by UIKit.
    public static let font = NSAttributedString.Key("NSFont")
}

extension NSString {
    /// UIKit's string drawing: the size of the string in one line with `attrs`.
    @nonobjc public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { .zero }
}
