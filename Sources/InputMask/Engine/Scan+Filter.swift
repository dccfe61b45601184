// The scan of the filtering pass (ApplyEngine+Filter.swift): the Characters a class takes, copied in
// order, found with the Character rules of Scan+Characters.swift and the runs of
// Scan+EllipsisRuns.swift.

extension Scan {
    /// What a filtering scan leaves behind: the kept bytes are the first `outputCount` of its output.
    struct FilterPass {
        var outputCount = 0
        /// Characters kept and dropped.
        var kept = 0
        var dropped = 0
        /// Characters kept wholly before the caret (a caret inside a Character counts as at its
        /// start), and their bytes.
        var keptBeforeCaret = 0
        var keptBytesBeforeCaret = 0
        /// Whether every Character kept is a lone ASCII byte other than CR or a single simple scalar,
        /// so that none merges with another in the output: its Characters are the ones kept.
        var keptAreSimple = true
    }

    /// Copies the Characters of the input that class `classIndex` takes to `output`, in order, and
    /// drops the rest: the scan of a format of mandatory slots of that class and then an ellipsis
    /// of it. Nil when `keepingApartReversed` and the text has a Character that could merge with
    /// its neighbours or split when the Characters are read in another order
    /// (`ReversedReading.keepsApart`).
    ///
    /// - Parameters:
    ///   - source: the String whose UTF-8 the input is, for `String`'s grapheme breaking.
    ///   - output: room for the input's bytes (`StateGraph.outputRoom(forInput:)`).
    /// - Complexity: O(n) for n bytes of input.
    func runFilter(
        classIndex: UInt32, source: String, output: UnsafeMutablePointer<UInt8>, keepingApartReversed: Bool
    ) -> FilterPass? {
        var slow = SlowPath()
        return withUnsafeMutablePointer(to: &slow) { slow in
            withUnsafePointer(to: source) { source in
                filter(classIndex: classIndex, output: output, slow: slow, source: source, keepingApartReversed: keepingApartReversed)
            }
        }
    }

    /// The loop of `runFilter`: runs of single-scalar Characters the class takes copied in one go,
    /// every other Character measured, classified, and copied or dropped.
    private func filter(
        classIndex: UInt32, output: UnsafeMutablePointer<UInt8>,
        slow: UnsafeMutablePointer<SlowPath>, source: UnsafePointer<String>, keepingApartReversed: Bool
    ) -> FilterPass? {
        let scalarBits = CharacterClass.twoByteScalarBits, table = ScalarTable.shared
        let builtInMask = classIndex <= FormatCompiler.alphanumericsClass ? CharacterClass.builtInBitMask(classIndex: classIndex) : 0
        // Read once: each read of the unowned reference in the loop would retain and release it.
        let graph = self.graph
        var pass = FilterPass()
        var caretByte = self.caretByte
        var position = 0
        // In bounds, every write to `output`: each input byte is copied at most once, in order, so
        // the output never passes `position`.
        while position < inputCount {
            // A run ends at the caret, so that a run before it is wholly before it.
            let limit = position < caretByte ? caretByte : inputCount
            let lead = input[position]
            var run = (end: position, characters: 0)
            if builtInMask != 0 && lead >= 0xC2 && lead <= 0xEF {
                // Letters of two or three bytes, short runs between emoji: inline, not called.
                run = builtInScalarRun(from: position, to: limit, builtInMask: builtInMask, scalarBits: scalarBits, table: table)
            } else if builtInMask == 0 || lead < 0xF0 {
                // A four-byte lead under a built-in class is most often an emoji, taken by the emoji run
                // below rather than tried as a run of letters first.
                run = characterRun(from: position, to: limit, classIndex: classIndex, scalarBits: scalarBits, table: table)
            }
            if run.end > position {
                let count = run.end &- position
                assert(pass.outputCount &+ count <= run.end && outputHasRoom(upTo: pass.outputCount &+ count))
                (output + pass.outputCount).update(from: input + position, count: count)
                if position < caretByte {
                    pass.keptBeforeCaret &+= run.characters
                    pass.keptBytesBeforeCaret &+= count
                }
                pass.outputCount &+= count
                pass.kept &+= run.characters
                position = run.end
                guard position < inputCount else { break }
            }
            if builtInMask != 0 && input[position] >= 0xE0 {
                // Emoji the class drops, one after another: found and counted without measuring
                // each as a Character first.
                let emoji = EmojiCluster.droppedRun(
                    from: position, to: position < caretByte ? caretByte : inputCount, in: input, count: inputCount,
                    builtInMask: builtInMask, keepingApartReversed: keepingApartReversed, scalarBits: scalarBits, table: table)
                if emoji.characters > 0 {
                    pass.dropped &+= emoji.characters
                    position = emoji.end
                    continue
                }
            }
            var character = RunCharacter(at: position, in: input, count: inputCount)
            let isEmojiCluster = measure(&character, slow: slow, source: source, scalarBits: scalarBits, table: table)
            let length = character.length
            caretByte = character.caret(caretByte)
            if keepingApartReversed && !ReversedReading.keepsApart(character, isEmojiCluster: isEmojiCluster, in: input) {
                return nil
            }
            if character.belongs(
                to: classIndex, of: graph, input: input, count: inputCount,
                asciiTables: asciiTables, scalarBits: scalarBits, table: table) {
                assert(pass.outputCount &+ length <= position &+ length && outputHasRoom(upTo: pass.outputCount &+ length))
                (output + pass.outputCount).update(from: input + position, count: length)
                if position < caretByte {
                    pass.keptBeforeCaret &+= 1
                    pass.keptBytesBeforeCaret &+= length
                }
                pass.outputCount &+= length
                pass.kept &+= 1
                if !character.isSimplePiece { pass.keptAreSimple = false }
            } else {
                pass.dropped &+= 1
            }
            position &+= length
        }
        return pass
    }

    /// Measures `character`, at a Character boundary, and says whether `EmojiCluster` found it.
    // Transparent: the compiler inlines an `@inline(__always)` function this large only into a
    // small caller (see `RunCursor`).
    @_transparent
    private func measure(
        _ character: inout RunCharacter, slow: UnsafeMutablePointer<SlowPath>, source: UnsafePointer<String>,
        scalarBits: UnsafePointer<UInt8>, table: ScalarTable
    ) -> Bool {
        var isEmojiCluster = false
        if character.byte >= 0xE0 {
            // Most Characters a run stops at with a lead byte of three or four bytes are emoji
            // the class drops: `EmojiCluster` finds them at once, where measuring would try them
            // as single scalars, then call it through the slow path. It finds the same length
            // either way, and so the same Character.
            character.length = EmojiCluster.length(
                at: character.position, in: input, count: inputCount, scalarBits: scalarBits, table: table)
            isEmojiCluster = character.length > 0
        }
        if character.isCluster && !isEmojiCluster {
            character.measure(in: input, count: inputCount, scalarBits: scalarBits, table: table, slow: slow, source: source)
            isEmojiCluster = !character.isSingleScalar && slow.pointee.isEmojiCluster
        }
        return isEmojiCluster
    }
}
