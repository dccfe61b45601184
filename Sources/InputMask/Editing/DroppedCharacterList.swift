/// The dropped Characters of one result: none, given, or worked out when first read.
///
/// Most edits drop nothing, and the engine tells so: the plain pass of a plain edit
/// (`Mask.applyPlain(toBytes:caretByte:gravity:)`), or one short walk
/// (`Mask.keptCharacters(of:isPlain:)`); then there is no report to make. The
/// report of an edit that dropped something (`DroppedCharacterAnalysis`) is made when
/// ``EditResult/dropped`` is first read, once for the result and all its copies, so an edit whose
/// drops nobody reads (a pasted phone number of a million digits) costs its apply and no more.
struct DroppedCharacterList: Sendable {
    private enum Storage: Sendable {
        /// Nothing dropped: no array to retain when results are copied.
        case none
        case made(DroppedCharacters)
        case deferred(Locked<Report>)
    }

    /// A report to make, or made.
    private enum Report {
        case pending(mask: Mask, text: String, editedUTF16Range: Range<Int>)
        case made(DroppedCharacters)
    }

    private let storage: Storage

    /// The list of an edit that dropped nothing.
    static var none: DroppedCharacterList { DroppedCharacterList(storage: .none) }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A list given as it is.
    init(_ characters: DroppedCharacters) {
        storage = characters.isEmpty ? .none : .made(characters)
    }

    /// The Characters of `text` that `mask` drops, as `DroppedCharacterAnalysis` finds them, found
    /// when ``characters`` is first read, unless `kept` tells already that there are none.
    ///
    /// - Parameters:
    ///   - mask: the mask the text was formatted with.
    ///   - text: the text given to the mask.
    ///   - kept: what the engine told of the text (`Mask.keptCharacters(of:isPlain:)`).
    ///   - editedUTF16Range: the UTF-16 offsets in `text` of what the edit inserted.
    /// - Complexity: O(1).
    init(droppedBy mask: Mask, in text: String, kept: ApplyEngine.KeptCharacters, editedUTF16Range: Range<Int>) {
        if case .all = kept {
            storage = .none
        } else {
            storage = .deferred(Locked(.pending(mask: mask, text: text, editedUTF16Range: editedUTF16Range)))
        }
    }

    /// The dropped Characters, in input order.
    ///
    /// - Complexity: O(n + m) for n bytes of text and a mask of m states on the first read of a
    ///   deferred report; O(1) otherwise.
    var characters: DroppedCharacters {
        switch storage {
        case .none:
            return DroppedCharacters(runs: [], text: "")
        case .made(let characters):
            return characters
        case .deferred(let report):
            return report.withLock { report in
                switch report {
                case .made(let characters):
                    return characters
                case .pending(let mask, let text, let editedUTF16Range):
                    let characters = DroppedCharacterAnalysis.dropped(by: mask, in: text, editedUTF16Range: editedUTF16Range)
                    report = .made(characters)
                    return characters
                }
            }
        }
    }
}
