#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The delegate of a `UITextField` or `UITextView` that formats what people type with a mask:
/// input-mask 7.x's listener, under the same name and surface, built on this package's editing layer.
///
/// Set it as the field's delegate in code or in Interface Builder (an object of this class, its
/// `primaryMaskFormat` set in the inspector), keep a strong reference to it, and hear about edits
/// through ``listener`` or ``onMaskedTextChangedCallback``:
///
/// ```swift
/// let listener = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000]-[0000]")
/// listener.onMaskedTextChangedCallback = { _, value, complete, _ in print(value, complete) }
/// textField.delegate = listener
/// ```
///
/// Differences from 7.x (see "Migrating from input-mask 7"): offsets count UTF-16 code units
/// throughout; an invalid format leaves the text as typed and is reported in ``formatError`` and
/// ``onFormatError`` instead of trapping; a caret set later (``atomicCaretMovement`` off) is
/// dropped when the field's text or focus changed meanwhile; an input method's marked text is
/// left alone until committed; edits it formats tell UIKit observers (``sendsEditingChanged``);
/// focus and the clear button notify once, not twice.
@available(iOS 11, *)
@MainActor
@IBDesignable
open class MaskedTextInputListener: NSObject {
    /// Told after every formatted edit; held weakly.
    open weak var listener: OnMaskedTextChangedListener?
    /// Called after every formatted edit, after ``listener``.
    open var onMaskedTextChangedCallback: ((_ textInput: UITextInput, _ value: String, _ complete: Bool, _ tailPlaceholder: String) -> ())?
    /// Another delegate of text fields, held weakly: it sees every delegate call first and may refuse edits.
    open weak var textFieldDelegate: UITextFieldDelegate?
    /// Another delegate of text views, held weakly: it sees every delegate call first and may refuse edits.
    open weak var textViewDelegate: UITextViewDelegate?

    /// Every decision, shared with the other platforms.
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
    /// Whether an empty field shows the leading fixed characters when it gets focus; on by default.
    @IBInspectable open var autocompleteOnFocus: Bool {
        get { core.configuration.autocompleteOnFocus }
        set { core.configuration.autocompleteOnFocus = newValue }
    }
    /// Whether a backspace at the end also removes dangling fixed characters; off by default.
    @IBInspectable open var autoskip: Bool {
        get { core.configuration.autoskip }
        set { core.configuration.autoskip = newValue }
    }
    /// Whether the formats apply from the end of the text (`RTLMask`); off by default.
    @IBInspectable open var rightToLeft: Bool {
        get { core.configuration.rightToLeft }
        set { core.configuration.rightToLeft = newValue }
    }
    /// Whether a lone " " typed into an empty field passes unformatted, as the first step of a
    /// QuickType suggestion or one-time code does; on by default.
    @IBInspectable open var allowSuggestions: Bool {
        get { core.allowSuggestions }
        set { core.allowSuggestions = newValue }
    }
    /// Whether the caret moves at once; off by default: it then moves on the next main-queue turn,
    /// after UIKit has placed its own caret (after a paste), unless the text or focus changed meanwhile.
    @IBInspectable open var atomicCaretMovement: Bool {
        get { core.atomicCaretMovement }
        set { core.atomicCaretMovement = newValue }
    }
    /// Other formats the field switches to when they fit the text better.
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
    /// Whether formatted edits that change the text send `editingChanged` and post the
    /// text-did-change notification, as UIKit does for edits it applies; on by default (new).
    open var sendsEditingChanged: Bool {
        get { core.sendsTextDidChange }
        set { core.sendsTextDidChange = newValue }
    }
    /// Why the formats do not compile, or `nil` when they do (new). While it is set, text is left as typed.
    ///
    /// - Complexity: compiling the formats the mask cache lacks, on the first read after a change.
    public var formatError: MaskFormatError? { core.formatError }
    /// Called once for each set of formats that does not compile, when first used (new).
    public var onFormatError: ((MaskFormatError) -> Void)? {
        get { core.onFormatError }
        set { core.onFormatError = newValue }
    }

    /// The mask of ``primaryMaskFormat`` (an `RTLMask` when ``rightToLeft``); a mask that keeps
    /// any text as typed when a format does not compile.
    ///
    /// - Complexity: compiling the formats the mask cache lacks, on the first read after a change.
    open var primaryMask: Mask { core.primaryMask }

    /// Creates a listener.
    ///
    /// - Parameters:
    ///   - primaryFormat: the format used when no affine format fits better.
    ///   - autocomplete: add fixed characters after typing at the end.
    ///   - autocompleteOnFocus: show the leading fixed characters when an empty field gets focus.
    ///   - autoskip: remove dangling fixed characters after a backspace at the end.
    ///   - rightToLeft: apply the formats from the end of the text.
    ///   - affineFormats: other formats to switch to.
    ///   - affinityCalculationStrategy: how texts are scored against formats.
    ///   - customNotations: extra symbols for `[]` blocks.
    ///   - onMaskedTextChangedCallback: called after every formatted edit.
    ///   - allowSuggestions: let a lone " " pass, for QuickType suggestions.
    public init(
        primaryFormat: String = "",
        autocomplete: Bool = true,
        autocompleteOnFocus: Bool = true,
        autoskip: Bool = false,
        rightToLeft: Bool = false,
        affineFormats: [String] = [],
        affinityCalculationStrategy: AffinityCalculationStrategy = .wholeString,
        customNotations: [Notation] = [],
        onMaskedTextChangedCallback: ((_ textInput: UITextInput, _ value: String, _ complete: Bool, _ tailPlaceholder: String) -> ())? = nil,
        allowSuggestions: Bool = true
    ) {
        core = TextInputListenerCore(
            configuration: MaskedTextInput.Configuration(
                primaryFormat: primaryFormat, affineFormats: affineFormats, affinityStrategy: affinityCalculationStrategy,
                customNotations: customNotations, autocomplete: autocomplete, autoskip: autoskip, rightToLeft: rightToLeft,
                autocompleteOnFocus: autocompleteOnFocus),
            scheduleOnMainQueue: { work in DispatchQueue.main.async { work() } })
        core.allowSuggestions = allowSuggestions
        self.onMaskedTextChangedCallback = onMaskedTextChangedCallback
        super.init()
    }

    /// Creates a listener with the defaults, as Interface Builder does.
    public override convenience init() {
        self.init(primaryFormat: "")
    }

    /// The placeholder of the primary mask, such as `___-___` for `[000]-[000]`.
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
    /// - Parameters:
    ///   - text: the text, formatted or not.
    ///   - field: the field or text view.
    ///   - putAutocomplete: autocompletion for this call; ``autocomplete`` when `nil`.
    /// - Returns: what the mask made of it.
    /// - Complexity: one edit of the whole text.
    @discardableResult
    open func put(text: String, into field: UITextInput, autocomplete putAutocomplete: Bool? = nil) -> Mask.Result {
        core.put(text, into: UITextInputHost(field), autocomplete: putAutocomplete, hooks: hooks(for: field))
    }

    /// Formats the field's text with `range` replaced by `string`, shows it, and moves the caret.
    ///
    /// Called by the delegate methods; override it to handle edits yourself.
    /// - Parameters:
    ///   - textInput: the field or text view.
    ///   - range: what the edit replaces, in UTF-16 code units; clamped to the text.
    ///   - string: what replaces it.
    /// - Returns: ``Result/notifyListeners(result:)`` when the listener formatted the edit, or
    ///   ``Result/fallback`` when UIKit should apply it (a lone " " with ``allowSuggestions``).
    /// - Complexity: one apply per format, plus one affinity calculation per format with affine formats.
    @discardableResult
    open func textInput(_ textInput: UITextInput, isChangingCharactersIn range: NSRange, replacementString string: String) -> Result {
        switch core.edit(UITextInputHost(textInput), utf16Location: range.location, length: range.length, string: string,
                         hooks: hooks(for: textInput)) {
        case .fallback: return .fallback
        case .formatted(let result): return .notifyListeners(result: result)
        }
    }

    /// Whether an edit deletes: a range replaced with nothing, or an empty replacement at the
    /// start of a `UITextView` (its backspace at offset 0).
    ///
    /// - Complexity: O(1).
    open func isThisDeletion(inRange range: NSRange, string: String, field: UITextInput) -> Bool {
        string.isEmpty && (range.length > 0 || (field is UITextView && range.location == 0 && range.length == 0))
    }

    /// The text after replacing `range` (UTF-16 code units, clamped to the text) with `newText`.
    ///
    /// - Complexity: O(n) for a text of n bytes.
    open func replaceCharacters(inText text: String, range: NSRange, withCharacters newText: String) -> String {
        let clamped = TextInputListenerCore.clampedRange(location: range.location, length: range.length, count: text.utf16.count)
        return TextInputListenerCore.replacingCharacters(in: text, utf16Range: clamped, with: newText)
    }

    /// The mask for `text`: the primary mask, or the affine mask that fits the text better.
    ///
    /// - Complexity: one affinity calculation per format when there are affine formats; O(1) otherwise.
    open func pickMask(forText text: CaretString) -> Mask {
        core.defaultPickMask(for: text)
    }

    /// Tells ``listener``, then ``onMaskedTextChangedCallback``, about `result`.
    ///
    /// - Complexity: that of the listeners.
    open func notifyOnMaskedTextChangedListeners(forTextInput textInput: UITextInput, result: Mask.Result) {
        listener?.textInput(textInput, didExtractValue: result.extractedValue, didFillMandatoryCharacters: result.complete,
                            didComputeTailPlaceholder: result.tailPlaceholder)
        onMaskedTextChangedCallback?(textInput, result.extractedValue, result.complete, result.tailPlaceholder)
    }

    /// Moves the caret of `textInput` to `position` UTF-16 code units from the start: at once with
    /// ``atomicCaretMovement``, else on the next main-queue turn if the text and focus are unchanged.
    ///
    /// - Complexity: O(n) for a text of n bytes.
    open func setCaretPosition(_ position: Int, in textInput: UITextInput) {
        core.setCaret(position, in: UITextInputHost(textInput))
    }

    /// What ``textInput(_:isChangingCharactersIn:replacementString:)`` did.
    public enum Result {
        /// The edit was formatted; the listeners are to be told `result`.
        case notifyListeners(result: Mask.Result)
        /// UIKit applies the edit itself.
        case fallback
    }

    /// The listener as an Interface Builder outlet: connect it to an object that conforms to
    /// ``OnMaskedTextChangedListener``; other objects are ignored.
    @IBOutlet public var delegate: NSObject? {
        get { listener as? NSObject }
        set { if let newValue = newValue as? OnMaskedTextChangedListener { listener = newValue } }
    }

    /// The open methods as the core's hooks, for edits of `field`.
    func hooks(for field: UITextInput) -> ListenerHooks {
        ListenerHooks(
            replaceCharacters: { [unowned self] text, range, string in
                replaceCharacters(inText: text, range: NSRange(range), withCharacters: string)
            },
            isDeletion: { [unowned self] range, string in isThisDeletion(inRange: NSRange(range), string: string, field: field) },
            pickMask: { [unowned self] text in pickMask(forText: text) },
            setCaretPosition: { [unowned self] position in setCaretPosition(position, in: field) },
            notify: { [unowned self] result in notifyOnMaskedTextChangedListeners(forTextInput: field, result: result) })
    }
}
#endif
