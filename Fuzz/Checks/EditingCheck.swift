import InputMask

/// The `editing` fuzz target's check: decodes a `MaskedTextInput.Configuration` (a primary format
/// with custom notations, up to two affine formats, an affinity strategy, both directions, every
/// flag) and a sequence of up to 12 operations (replacements with UTF-16 ranges anywhere, also stale,
/// out of range or splitting surrogate pairs, the `NSRange` form with `NSNotFound` and overflowing
/// lengths, `String.Index` ranges of a stale text, backspaces, focus, clear, marked text, commits,
/// `setText` with pastes of up to 64 KiB), checks every result with `EditingInvariants`, and replays
/// the operations through the listener logic behind `MaskedTextInputListener` (`ListenerInvariants.swift`).
///
/// Byte layout: spec; affine format count and each format (real or structured); strategy; the
/// four flags (the second bits of the autocomplete and autoskip bytes: `normalizesDigits` and
/// `normalizesDashes`); operation count; then each operation's kind and arguments.
///
/// - Throws: `InvariantViolation` describing the first broken invariant.
public func checkEditing(_ data: [UInt8]) throws(InvariantViolation) {
    var input = FuzzInput(data)
    let spec = MaskSpecDecoder.spec(&input)
    var configuration = MaskedTextInput.Configuration(primaryFormat: spec.format, customNotations: spec.notations)
    configuration.affineFormats = (0..<input.int(in: 0...2)).map { _ in
        input.bool() ? input.pick(plainRealFormats) : MaskSpecDecoder.structuredFormat(&input, notations: spec.notations)
    }
    configuration.affinityStrategy = input.pick([.wholeString, .prefix, .capacity, .extractedValueCapacity])
    // The second bits of these two bytes turn the normalisations on, so the layout of earlier inputs stays.
    (configuration.autocomplete, configuration.normalizesDigits) = input.twoBools()
    (configuration.autoskip, configuration.normalizesDashes) = input.twoBools()
    configuration.rightToLeft = input.bool()
    configuration.autocompleteOnFocus = input.bool()

    let model = EditingModel(configuration)
    let field: MaskedTextInput
    do {
        field = try MaskedTextInput(configuration: configuration)
    } catch {
        try require(model == nil && error is MaskFormatError,
                    "MaskedTextInput throws \(error) where every format compiles: \(describe(configuration))")
        // The listener logic never throws: it must leave the text as typed.
        var operations: [EditingOperation] = []
        for _ in 1...input.int(in: 1...12) { operations.append(EditingOperation.decode(&input, text: "", spec: spec)) }
        try checkListener(configuration, compiles: false, operations: operations)
        return
    }
    guard let model else {
        throw InvariantViolation("MaskedTextInput compiles a format that Mask rejects: \(describe(configuration))")
    }
    var session = EditingInvariants(configuration: configuration, model: model, field: field)
    var operations: [EditingOperation] = []
    let count = input.int(in: 1...12)
    for step in 1...count {
        let operation = EditingOperation.decode(&input, text: session.field.text, spec: spec)
        operations.append(operation)
        try session.perform(operation, last: step == count)
    }
    try checkListener(configuration, compiles: true, operations: operations)
}

/// Replays `operations` through the listener logic behind `MaskedTextInputListener` (see
/// `listenerViolation`); libFuzzer and the regression replay call checks on the main thread.
private func checkListener(_ configuration: MaskedTextInput.Configuration, compiles: Bool,
                           operations: [EditingOperation]) throws(InvariantViolation) {
    let report = MainActor.assumeIsolated { listenerViolation(configuration, compiles: compiles, operations: operations) }
    if let report { throw InvariantViolation(report) }
}

/// The real formats without custom notations, which any configuration can take as affine formats.
private let plainRealFormats = RealMasks.all.filter(\.notations.isEmpty).map(\.format)

/// A report line for a configuration: its formats, notations and options.
func describe(_ configuration: MaskedTextInput.Configuration) -> String {
    let spec = MaskSpec(configuration.primaryFormat, configuration.customNotations)
    return "\(spec.describe(rightToLeft: configuration.rightToLeft)) affine \(configuration.affineFormats.map(show)) "
        + "strategy \(configuration.affinityStrategy) autocomplete \(configuration.autocomplete) autoskip \(configuration.autoskip) "
        + "autocompleteOnFocus \(configuration.autocompleteOnFocus) normalizesDigits \(configuration.normalizesDigits) "
        + "normalizesDashes \(configuration.normalizesDashes)"
}

/// One operation on a `MaskedTextInput`, as decoded from fuzzer bytes.
enum EditingOperation: CustomStringConvertible {
    case replace(Range<Int>, String)
    case replaceNSRange(location: Int, length: Int, String)
    case replaceIndices(Range<String.Index>, stale: String, String)
    case backspace
    case focus
    case clear
    case setMarkedText(String, selectedRange: Range<Int>?, replacing: Range<Int>?)
    case unmarkText
    case setText(String)

    /// The largest paste, in UTF-8 bytes: a quadratic path on it costs billions of steps (a timeout),
    /// while a linear one, checks, AddressSanitizer and coverage included, stays well under a second
    /// or two (at 256 KiB several edits of one field under load came near the 5 s limit).
    static let maximumPaste = 65_536

    /// Decodes one operation on a field showing `text`.
    static func decode(_ input: inout FuzzInput, text: String, spec: MaskSpec) -> EditingOperation {
        let length = text.utf16.count
        switch input.int(in: 0...11) {
        case 0, 1, 2:
            return .replace(range(&input, length: length), TextDecoder.text(&input, mask: spec, limit: maximumPaste))
        case 3:
            let location = input.int(in: 0...7) == 0 ? Int.max : offset(&input, length: length)
            let count = input.int(in: 0...7) == 0 ? Int.max : input.int(in: -3...(length + 3))
            return .replaceNSRange(location: location, length: count, TextDecoder.text(&input, mask: spec))
        case 4:
            // Indices of a stale text (what the field showed earlier, or something else), possibly past
            // the end of the current one or inside one of its scalars.
            let stale = input.bool() ? text : TextDecoder.text(&input, mask: spec)
            let bounds = [input.int(in: 0...stale.utf8.count), input.int(in: 0...stale.utf8.count)].sorted()
            let lower = stale.utf8.index(stale.startIndex, offsetBy: bounds[0])
            let upper = stale.utf8.index(stale.startIndex, offsetBy: bounds[1])
            return .replaceIndices(lower..<upper, stale: stale, input.bool() ? "" : TextDecoder.text(&input, mask: spec))
        case 5: return .backspace
        case 6: return .focus
        case 7: return .clear
        case 8:
            let marked = TextDecoder.text(&input, mask: spec)
            let selected = input.bool() ? range(&input, length: marked.utf16.count) : nil
            return .setMarkedText(marked, selectedRange: selected, replacing: input.bool() ? range(&input, length: length) : nil)
        case 9: return .unmarkText
        default: return .setText(TextDecoder.text(&input, mask: spec, limit: maximumPaste))
        }
    }

    /// A UTF-16 offset around a text of `length` code units: usually within it or just past either
    /// end (so inside surrogate pairs too), sometimes far outside.
    private static func offset(_ input: inout FuzzInput, length: Int) -> Int {
        switch input.int(in: 0...15) {
        case 0: return Int.min
        case 1: return Int.max
        case 2: return -1_000_000
        default: return input.int(in: -2...(length + 2))
        }
    }

    /// A range of two such offsets, in order.
    private static func range(_ input: inout FuzzInput, length: Int) -> Range<Int> {
        let bounds = [offset(&input, length: length), offset(&input, length: length)].sorted()
        return bounds[0]..<bounds[1]
    }

    /// The operation as code, strings through `show`.
    var description: String {
        switch self {
        case .replace(let range, let string): "replace(utf16Range: \(range), with: \(show(string)))"
        case .replaceNSRange(let location, let length, let string):
            "replace(utf16Location: \(location), length: \(length), with: \(show(string)))"
        case .replaceIndices(let range, let stale, let string):
            "replace(UTF-8 offsets \(stale.utf8.distance(from: stale.startIndex, to: range.lowerBound))..<"
                + "\(stale.utf8.distance(from: stale.startIndex, to: range.upperBound)) of stale \(show(stale)), with: \(show(string)))"
        case .backspace: "backspace at the caret"
        case .focus: "focus()"
        case .clear: "clear()"
        case .setMarkedText(let marked, let selected, let replacing):
            "setMarkedText(\(show(marked)), selectedRange: \(selected.map { "\($0)" } ?? "nil"), "
                + "replacing: \(replacing.map { "\($0)" } ?? "nil"))"
        case .unmarkText: "unmarkText()"
        case .setText(let text): "setText(\(show(text)))"
        }
    }
}
