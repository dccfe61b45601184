import Foundation

/// Every decision of input-mask 7.x's `MaskedTextInputListener`, without UIKit: what an edit
/// becomes, where the caret goes and when, what focus, the clear button and input-method
/// composition do, and which masks the formats give.
///
/// The Apple listeners are thin shells around one core: each delegate method calls one method
/// here with the field wrapped as a ``TextInputHost`` and the listener's open methods as
/// ``ListenerHooks``. Ranges and carets count UTF-16 code units, as `NSRange` does.
///
/// An invalid format never traps: the field is then left unformatted (``passThroughMask``), and
/// the error is kept in ``formatError`` and handed to ``onFormatError`` once per configuration.
@MainActor
package final class TextInputListenerCore {
    /// The formats and options, as `MaskedTextInput` takes them.
    package var configuration: MaskedTextInput.Configuration {
        didSet { if configuration != oldValue { compiled = nil } }
    }
    /// Whether a lone " " typed into an empty field passes unformatted (the first step of a
    /// QuickType suggestion, which then replaces it).
    package var allowSuggestions = true
    /// Whether the caret moves at once; otherwise on the next main-queue turn, after UIKit has set
    /// its own selection (as it does after a paste).
    package var atomicCaretMovement = false
    /// Whether an edit that changes the text tells the platform's observers (``TextInputHost/sendTextDidChange()``).
    package var sendsTextDidChange = true
    /// Told once for each configuration whose formats do not compile.
    package var onFormatError: ((MaskFormatError) -> Void)?
    /// Runs work later on the main actor; the caret of a non-atomic move goes through it.
    package var scheduleOnMainQueue: (@escaping @MainActor () -> Void) -> Void

    /// The masks of the configuration, or the error that stopped them.
    private var compiled: (chooser: AffineMaskChooser?, error: MaskFormatError?)?
    /// The field whose input method is composing, and which is formatted when it commits.
    weak var composingField: AnyObject?

    /// Creates a core.
    ///
    /// - Parameters:
    ///   - configuration: the formats and options.
    ///   - scheduleOnMainQueue: runs work on a later main-queue turn.
    package init(configuration: MaskedTextInput.Configuration,
                 scheduleOnMainQueue: @escaping (@escaping @MainActor () -> Void) -> Void) {
        self.configuration = configuration
        self.scheduleOnMainQueue = scheduleOnMainQueue
    }

    // MARK: - Masks

    /// Why the formats do not compile, or `nil` when they do.
    ///
    /// - Complexity: compiling the formats the mask cache does not hold yet, on the first read after a change.
    package var formatError: MaskFormatError? { masks().error }

    /// The primary mask, or ``passThroughMask`` when a format does not compile.
    package var primaryMask: Mask { masks().chooser?.primary ?? Self.passThroughMask }

    /// The mask 7.x's `pickMask(forText:)` gives: the primary mask without affine formats, else the
    /// one with the highest affinity, the primary on a tie, then the affine format listed first.
    ///
    /// - Complexity: one affinity calculation per format when there are affine formats.
    package func defaultPickMask(for text: CaretString) -> Mask {
        masks().chooser?.choose(for: text).mask ?? Self.passThroughMask
    }

    /// A mask that keeps every Character: what a field with an invalid format shows is what was typed.
    package static let passThroughMask: Mask = {
        let anything = Notation(character: "X", characterSet: CharacterSet().inverted, isOptional: true)
        do {
            return try Mask.getOrCreate(withFormat: "[X…]", customNotations: [anything])
        } catch {
            preconditionFailure("the pass-through format compiles: \(error)")
        }
    }()

    private func masks() -> (chooser: AffineMaskChooser?, error: MaskFormatError?) {
        if let compiled { return compiled }
        let built: (chooser: AffineMaskChooser?, error: MaskFormatError?)
        do {
            built = (try AffineMaskChooser(configuration: configuration), nil)
        } catch let error as MaskFormatError {
            built = (nil, error)
        } catch {
            preconditionFailure("compiling a format throws only MaskFormatError: \(error)")
        }
        compiled = built
        if let error = built.error { onFormatError?(error) }
        return built
    }

    // MARK: - Hooks

    /// The hooks of a listener that overrides none of its open methods.
    ///
    /// - Parameter host: the field the hooks act on.
    package func defaultHooks(for host: any TextInputHost, isTextView: Bool) -> ListenerHooks {
        ListenerHooks(
            replaceCharacters: { text, range, string in Self.replacingCharacters(in: text, utf16Range: range, with: string) },
            isDeletion: { range, string in Self.isDeletion(utf16Range: range, string: string, isTextView: isTextView) },
            pickMask: { [unowned self] text in defaultPickMask(for: text) },
            setCaretPosition: { [unowned self] offset in setCaret(offset, in: host) },
            notify: { _ in })
    }

    /// 7.x's `replaceCharacters(inText:range:withCharacters:)`, counted in UTF-16 code units: the
    /// range is clamped to the text and widened off the halves of surrogate pairs.
    ///
    /// - Complexity: O(n) for a text of n bytes.
    package static func replacingCharacters(in text: String, utf16Range: Range<Int>, with string: String) -> String {
        text.splicing(lowerUTF16: utf16Range.lowerBound, upperUTF16: utf16Range.upperBound, with: string, isPlain: false).text
    }

    /// 7.x's `isThisDeletion(inRange:string:field:)`: a non-empty range replaced with nothing, or,
    /// in a text view, an empty replacement at offset 0 (a backspace at the start).
    ///
    /// - Complexity: O(1).
    package static func isDeletion(utf16Range: Range<Int>, string: String, isTextView: Bool) -> Bool {
        string.isEmpty && (!utf16Range.isEmpty || (isTextView && utf16Range == 0..<0))
    }

    /// The UTF-16 range an `NSRange` stands for in a text of `count` units, clamped to the text
    /// (an undo may replay a range of an older, longer text; `NSNotFound` is past any text).
    ///
    /// - Complexity: O(1).
    package static func clampedRange(location: Int, length: Int, count: Int) -> Range<Int> {
        let lower = min(max(location, 0), count)
        let (end, overflow) = lower.addingReportingOverflow(max(length, 0))
        return lower..<(overflow ? count : min(end, count))
    }
}
