// AppKit app code written against input-mask 7.3.2's TextViewListener.
#if canImport(AppKit)
import AppKit
import InputMask

final class NotesController: NSObject, OnMaskedTextViewChangedListener {
    let textView = NSTextView()
    let listener = TextViewListener(primaryFormat: "[00]{.}[00]{.}[0000]", autocomplete: true, autoskip: false, rightToLeft: false,
                                    affineFormats: [], affinityCalculationStrategy: .wholeString, customNotations: [],
                                    onMaskedTextViewChangedCallback: nil, allowSuggestions: true)

    @MainActor
    func setUp() {
        listener.listener = self
        listener.delegate = self
        listener.onMaskedTextViewChangedCallback = { view, value, complete, tail in print(view.string, value, complete, tail) }
        listener.primaryMaskFormat = "[00]{.}[00]{.}[0000]"
        listener.autocomplete = true
        listener.autoskip = true
        listener.rightToLeft = false
        listener.affineFormats = []
        listener.affinityCalculationStrategy = .capacity
        listener.customNotations = []
        listener.attachDelegateToTextView(textView)
        let result = listener.put(text: "23022022", into: textView)
        listener.put(text: "2302", into: textView, autocomplete: false)
        print(result.extractedValue, listener.placeholder, listener.acceptableTextLength, listener.totalTextLength,
              listener.acceptableValueLength, listener.totalValueLength, listener.primaryMask, listener.formatError as Any,
              listener.delegate as Any, TextViewListener().primaryMaskFormat)
        let range = NSRange(location: 0, length: 0)
        _ = listener.textView(textView, shouldChangeTextIn: range, replacementString: "1")
        _ = listener.textView(textView, willChangeSelectionFromCharacterRange: range, toCharacterRange: range)
    }

    func textView(_ textView: NSTextView, didExtractValue value: String, didFillMandatoryCharacters complete: Bool,
                  didComputeTailPlaceholder tailPlaceholder: String) {
        print(value, complete, tailPlaceholder)
    }
}

final class DateListener: TextViewListener {
    override func pickMask(forText text: CaretString) -> Mask { super.pickMask(forText: text) }

    override func notifyOnMaskedTextChangedListeners(forTextView textView: NSTextView, result: Mask.Result) {
        super.notifyOnMaskedTextChangedListeners(forTextView: textView, result: result)
    }

    override func put(text: String, into field: NSTextView, autocomplete putAutocomplete: Bool? = nil) -> Mask.Result {
        super.put(text: text, into: field, autocomplete: putAutocomplete)
    }

    override func attachDelegateToTextView(_ textView: NSTextView) { super.attachDelegateToTextView(textView) }
}
#endif
