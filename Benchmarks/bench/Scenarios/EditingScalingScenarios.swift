import InputMask

extension Suite {
    // MARK: - Scaling of the editing layer

    /// The sizes of the editing layer's scaling rows, in Characters: a field of 10 K Characters is
    /// already long, and their per-Character cost at 1 M is compared with that at 10 K.
    static let editingSweepSizes = [10_000, 100_000, 1_000_000]

    /// Pastes into empty fields, single keystrokes (kept and rejected) at the end of long fields in
    /// both directions, and right-to-left apply of combining marks and flags, from 10 K to 1 M Characters.
    static let editingScalingScenarios: [Scenario] = EditingScaling.Series.allCases.flatMap { series in
        editingSweepSizes.map { size in
            let name = "sweep/\(series.label)-\(Format.sizeLabel(size))"
            return Scenario(
                name: name, summary: "\(series.summary), \(Format.grouped(Double(size))) Characters",
                prepare: { series.workload(size: size, name: name) })
        }
    }
}

/// The series of the editing layer's scaling rows and their workloads.
enum EditingScaling {
    enum Series: CaseIterable {
        /// A paste of n Characters, one in four a letter, into an empty field of n digit slots.
        case pasteLeftToRight, pasteRightToLeft
        /// A digit typed at the end of a `[0…]` field of n digits.
        case typeLeftToRight, typeRightToLeft
        /// A letter typed at the end of a `[0…]` field of n digits: dropped, and reported with its reason.
        case rejectLeftToRight, rejectRightToLeft
        /// `RTLMask` `[A…]` applied to letters, letters with combining marks and flags.
        case rightToLeftMarksAndFlags

        /// The name part of the series' scenarios.
        var label: String {
            switch self {
            case .pasteLeftToRight: "edit-paste-ltr"
            case .pasteRightToLeft: "edit-paste-rtl"
            case .typeLeftToRight: "edit-type-ltr"
            case .typeRightToLeft: "edit-type-rtl"
            case .rejectLeftToRight: "edit-reject-ltr"
            case .rejectRightToLeft: "edit-reject-rtl"
            case .rightToLeftMarksAndFlags: "rtl-apply-marks-flags"
            }
        }

        /// What one operation does, for `--list` and the scaling line.
        var summary: String {
            switch self {
            case .pasteLeftToRight: "paste into an empty field of that many [0] slots, one Character in four a letter (dropped)"
            case .pasteRightToLeft: "the same paste into a right-to-left field"
            case .typeLeftToRight: "one digit typed at the end of a [0…] field of digits"
            case .typeRightToLeft: "one digit typed at the end of a right-to-left [0…] field of digits"
            case .rejectLeftToRight: "one letter typed (and dropped) at the end of a [0…] field of digits"
            case .rejectRightToLeft: "one letter typed (and dropped) at the end of a right-to-left [0…] field of digits"
            case .rightToLeftMarksAndFlags: "RTLMask [A…] applied to letters, letters with combining marks and flags (dropped)"
            }
        }

        var isRightToLeft: Bool {
            switch self {
            case .pasteRightToLeft, .typeRightToLeft, .rejectRightToLeft, .rightToLeftMarksAndFlags: true
            case .pasteLeftToRight, .typeLeftToRight, .rejectLeftToRight: false
            }
        }

        func workload(size: Int, name: String) -> Workload {
            var generator = InputGenerator(name: name)
            // Each input holds up to a megabyte twice over (the field and its result), so few of them.
            let inputs = size <= 10_000 ? 4 : 2
            switch self {
            case .pasteLeftToRight, .pasteRightToLeft:
                let configuration = MaskedTextInput.Configuration(
                    primaryFormat: "[" + String(repeating: "0", count: size) + "]", rightToLeft: isRightToLeft)
                let empty = try! MaskedTextInput(configuration: configuration)
                let keys = (0..<inputs).map { _ in
                    Keystrokes.Key(field: empty, caret: 0,
                                   key: generator.text(characters: size, pieces: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "x"]))
                }
                return EditingScaling.workload(keys, parameters: ["format": "[0 × \(size)]", "edit": "paste into an empty field"])
            case .typeLeftToRight, .typeRightToLeft, .rejectLeftToRight, .rejectRightToLeft:
                let configuration = MaskedTextInput.Configuration(primaryFormat: "[0…]", rightToLeft: isRightToLeft)
                let keys = (0..<inputs).map { _ in
                    var field = try! MaskedTextInput(configuration: configuration)
                    field.setText(generator.digits(size))
                    let key = self == .rejectLeftToRight || self == .rejectRightToLeft ? "x" : "5"
                    return Keystrokes.Key(field: field, caret: field.text.utf16.count, key: key)
                }
                return EditingScaling.workload(keys, parameters: ["format": "[0…]", "edit": "one key at the end"])
            case .rightToLeftMarksAndFlags:
                let texts = (0..<inputs).map { _ in
                    let string = generator.text(characters: size, pieces: ["a", "ж", "e\u{301}", "o\u{308}\u{304}", "🇫🇷", "🇯🇵"])
                    return CaretString(string: string, caretPosition: string.endIndex, caretGravity: .forward(autocomplete: true))
                }
                return Workloads.applying(try! RTLMask(format: "[A…]"), to: texts, parameters: ["characters": String(size)])
            }
        }
    }

    /// The workload of `Keystrokes.editing` over `keys`, with how many Characters the first edit dropped.
    static func workload(_ keys: [Keystrokes.Key], parameters: [String: String]) -> Workload {
        let results = keys.map { $0.edit() }
        var parameters = parameters
        parameters["dropped"] = String(results[0].dropped.count)
        return Keystrokes.editing(keys, results: results, parameters: parameters)
    }
}
