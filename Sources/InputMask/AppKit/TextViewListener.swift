#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// The delegate of an AppKit `NSTextView` that formats what people type with a mask
/// (input-mask 7.x's listener of the same name and surface).
///
/// ```swift
/// let listener = TextViewListener(primaryFormat: "+1 ([000]) [000]-[0000]")
/// listener.attachDelegateToTextView(textView)
/// ```
///
/// Differences from 7.x: edits are formatted before the text view applies them
/// (`textView(_:shouldChangeTextIn:replacementString:)`), so a forward delete is a deletion and
/// offsets count UTF-16 code units; an input method's marked text is formatted when committed;
/// an invalid format leaves the text as typed (``formatError``). It is not built for Mac
/// Catalyst, where UIKit's ``MaskedTextInputListener`` applies.
@MainActor
@IBDesignable
open class TextViewListener: NSObject, NSTextViewDelegate {
    /// Told after every formatted edit; held weakly.
    open weak var listener: OnMaskedTextViewChangedListener?
    /// Called after every formatted edit, after ``listener``.
    open var onMaskedTextViewChangedCallback: ((_ textView: NSTextView, _ value: String, _ complete: Bool, _ tailPlaceholder: String) -> ())?

    let core: TextInputListenerCore

    /// The format used when no affine format fits better.
    @IBInspectable open var primaryMaskFormat: String {
        get { core.configuration.primaryFormat }
        set { core.configuration.primaryFormat = newValue }
    }
    /// Whether typing at the end adds the fixed characters that follow; on by default.
    @IBInspectable open var autocomplete: Bool {
        get { core.configuration.autocomplete }
        set { core.configuration.autocomplete = newValue }
    }
    /// Whether a backspace at the end also removes dangling fixed characters; off by default.
    @IBInspectable open var autoskip: Bool {
        get { core.configuration.autoskip }
        set { core.configuration.autoskip = newValue }
    }
    /// Whether the formats apply from the end of the text; off by default.
    @IBInspectable open var rightToLeft: Bool {
        get { core.configuration.rightToLeft }
        set { core.configuration.rightToLeft = newValue }
    }
    /// Other formats the text view switches to when they fit the text better.
    open var affineFormats: [String] {
        get { core.configuration.affineFormats }
        set { core.configuration.affineFormats = newValue }
    }
    /// How the text is scored against the formats; `.wholeString` by default.
    open var affinityCalculationStrategy: AffinityCalculationStrategy {
        get { core.configuration.affinityStrategy }
        set { core.configuration.affinityStrategy = newValue }
    }
    /// Extra symbols for the formats' `[]` blocks.
    open var customNotations: [Notation] {
        get { core.configuration.customNotations }
        set { core.configuration.customNotations = newValue }
    }
    /// Why the formats do not compile, or `nil` when they do (new).
    public var formatError: MaskFormatError? { core.formatError }
    /// The mask of ``primaryMaskFormat``; a mask that keeps any text when a format does not compile.
    open var primaryMask: Mask { core.primaryMask }

    /// Makes this listener the delegate of `textView`.
    open func attachDelegateToTextView(_ textView: NSTextView) {
        textView.delegate = self
    }

    /// Creates a listener; `allowSuggestions` is accepted and ignored, as in 7.x.
    public init(
        primaryFormat: String = "",
        autocomplete: Bool = true,
        autoskip: Bool = false,
        rightToLeft: Bool = false,
        affineFormats: [String] = [],
        affinityCalculationStrategy: AffinityCalculationStrategy = .wholeString,
        customNotations: [Notation] = [],
        onMaskedTextViewChangedCallback: ((_ textView: NSTextView, _ value: String, _ complete: Bool, _ tailPlaceholder: String) -> ())? = nil,
        allowSuggestions: Bool = true
    ) {
        core = TextInputListenerCore(
            configuration: MaskedTextInput.Configuration(
                primaryFormat: primaryFormat, affineFormats: affineFormats, affinityStrategy: affinityCalculationStrategy,
                customNotations: customNotations, autocomplete: autocomplete, autoskip: autoskip, rightToLeft: rightToLeft,
                autocompleteOnFocus: false),
            scheduleOnMainQueue: { work in DispatchQueue.main.async { work() } })
        // AppKit does not move the caret after the delegate refused an edit: the caret moves at once.
        core.atomicCaretMovement = true
        core.allowSuggestions = false
        self.onMaskedTextViewChangedCallback = onMaskedTextViewChangedCallback
        super.init()
    }

    /// Creates a listener with the defaults, as Interface Builder does.
    public override convenience init() {
        self.init(primaryFormat: "")
    }

    /// The placeholder of the primary mask.
    open var placeholder: String { primaryMask.placeholder }
    /// How many Characters the primary mask needs at least.
    open var acceptableTextLength: Int { primaryMask.acceptableTextLength }
    /// How many Characters the primary mask takes at most.
    open var totalTextLength: Int { primaryMask.totalTextLength }
    /// How many Characters of value the primary mask needs at least.
    open var acceptableValueLength: Int { primaryMask.acceptableValueLength }
    /// How many Characters of value the primary mask takes at most.
    open var totalValueLength: Int { primaryMask.totalValueLength }

    /// Formats `text` into `field` from code, caret at the end, and tells the listeners.
    ///
    /// - Complexity: one edit of the whole text.
    @discardableResult
    open func put(text: String, into field: NSTextView, autocomplete putAutocomplete: Bool? = nil) -> Mask.Result {
        core.put(text, into: NSTextViewHost(field), autocomplete: putAutocomplete, hooks: hooks(for: field))
    }

    /// The mask for `text`: the primary mask, or the affine mask that fits the text better.
    ///
    /// - Complexity: one affinity calculation per format when there are affine formats; O(1) otherwise.
    open func pickMask(forText text: CaretString) -> Mask {
        core.defaultPickMask(for: text)
    }

    /// Tells ``listener``, then ``onMaskedTextViewChangedCallback``, about `result`.
    open func notifyOnMaskedTextChangedListeners(forTextView textView: NSTextView, result: Mask.Result) {
        listener?.textView(textView, didExtractValue: result.extractedValue, didFillMandatoryCharacters: result.complete,
                           didComputeTailPlaceholder: result.tailPlaceholder)
        onMaskedTextViewChangedCallback?(textView, result.extractedValue, result.complete, result.tailPlaceholder)
    }

    /// The listener as an Interface Builder outlet, for objects that conform to ``OnMaskedTextViewChangedListener``.
    @IBOutlet public var delegate: NSObject? {
        get { listener as? NSObject }
        set { if let newValue = newValue as? OnMaskedTextViewChangedListener { listener = newValue } }
    }

    /// Formats the edit before the text view applies it, unless an input method is composing.
    public func textView(_ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?) -> Bool {
        guard let replacementString else { return true }
        let host = NSTextViewHost(textView)
        let hooks = hooks(for: textView)
        return core.shouldChangeCharacters(in: host, hooks: hooks) {
            core.edit(host, utf16Location: affectedCharRange.location, length: affectedCharRange.length, string: replacementString, hooks: hooks)
        }
    }

    /// Formats the text an input method has just committed; the selection is taken as proposed.
    public func textView(
        _ textView: NSTextView, willChangeSelectionFromCharacterRange oldSelectedCharRange: NSRange,
        toCharacterRange newSelectedCharRange: NSRange
    ) -> NSRange {
        core.selectionDidChange(NSTextViewHost(textView), hooks: hooks(for: textView))
        return newSelectedCharRange
    }

    private func hooks(for textView: NSTextView) -> ListenerHooks {
        var hooks = core.defaultHooks(for: NSTextViewHost(textView), isTextView: false)
        hooks.pickMask = { [unowned self] text in pickMask(forText: text) }
        hooks.notify = { [unowned self] result in notifyOnMaskedTextChangedListeners(forTextView: textView, result: result) }
        return hooks
    }
}
#endif
