// How a StateGraph is built: one state at a time, straight into the block the graph will own.

import Foundation

extension StateGraph {
    /// Builds a graph one state at a time, writing each record and its bytes straight into the
    /// block the graph will own, rather than into a list of drafts that two more passes would read
    /// again and copy.
    ///
    /// The block is sized from capacities given up front. Each append counts its state's kind and
    /// notes the last state that input must reach (a value slot or a fixed literal); `finish()`
    /// derives the lengths from the counts and marks completeness after that state alone, so no
    /// second pass reads every record again.
    struct Builder {
        /// The graph being built, which the caller keeps alive (see `init`): a counted reference of
        /// the builder's own would cost a retain and a release per compile, and one more of each
        /// per copy. Its header is reached through `withFields`, never kept.
        private unowned(unsafe) let graph: StateGraph
        private let block: Block
        /// The graph's states and placeholder: pointers into the block the graph owns (its tail, or
        /// its `malloc`ed block), which stay valid while the graph lives, and the caller keeps it
        /// alive for as long as the builder is used.
        private let states: UnsafeMutablePointer<State>
        private let placeholder: UnsafeMutablePointer<UInt8>
        private var count = 0
        /// States by kind, for the lengths.
        private var freeCount = 0
        private var fixedCount = 0
        /// Value slots and the ellipsis.
        private var mandatoryCount = 0
        private var optionalCount = 0
        private var fixedLiteralBytes = 0
        /// One past the last value slot or fixed literal: input is complete from there on.
        private var completeFrom = 0
        private var literalBytes = 0
        private var placeholderBytes = 0
        private var literalsArePlain = true

        /// Builds into `graph`, from `StateGraph.allocate` for `block`, which the caller keeps alive
        /// until `finish()` has returned, and after that as long as it uses the graph.
        ///
        /// Allocation is apart from `init`, so that the builder is neither optional nor thrown
        /// through: either makes the compiler copy it, once per compile.
        /// - Parameters:
        ///   - block: the layout the graph was allocated for: its capacities bound what is appended.
        ///   - normalizedFormat: the normalised format's UTF-8 bytes, copied into the block for the graph.
        init(graph: StateGraph, block: Block, normalizedFormat: UnsafeBufferPointer<UInt8>) {
            self.graph = graph
            self.block = block
            states = UnsafeMutablePointer(mutating: graph.statePointer)
            placeholder = UnsafeMutablePointer(mutating: graph.bytePointer)
            // In bounds: the block was laid out with `normalizedByteCount` bytes for the format there.
            assert(normalizedFormat.count == block.normalizedByteCount, "normalised format not the size the block was laid out for")
            let format = UnsafeMutablePointer(mutating: graph.normalizedFormat.baseAddress!)
            format.initialize(from: normalizedFormat.baseAddress ?? UnsafePointer(format), count: normalizedFormat.count)
        }

        /// Adds a class for value slots and returns its index.
        mutating func addClass(_ characterClass: CharacterClass) -> UInt32 {
            graph.withFields { fields in
                precondition(fields.pointee.classes.count < block.classCapacity, "more classes than the builder was sized for")
                fields.pointee.classes.append(characterClass)
                return UInt32(fields.pointee.classes.count - 1)
            }
        }

        /// Appends a free or fixed state showing the ASCII character `byte`.
        mutating func appendLiteral(_ kind: Kind, ascii byte: UInt8) {
            // In bounds: every unit so far showed at most its own bytes, and the placeholder has room
            // for every unit's bytes (`FormatText.byteCapacity`), this one's byte included.
            assert(placeholderBytes < block.placeholderCapacity, "placeholder larger than sized for")
            placeholder[placeholderBytes] = byte
            guard byte != 0x0D else {
                // CR can join a following LF, so it is compared as a Character.
                appendLiteral(kind, asciiCharacters[Int(byte)], length: 1)
                return
            }
            countLiteral(kind, length: 1)
            append(State(kind: kind, asciiLiteral: byte, literalCount: 1, placeholderStart: placeholderBytes))
            literalBytes += 1
            placeholderBytes += 1
        }

        /// Counts a free or fixed literal state of `length` bytes about to be appended.
        @inline(__always)
        private mutating func countLiteral(_ kind: Kind, length: Int) {
            if kind == .fixed {
                fixedCount += 1
                fixedLiteralBytes += length
                completeFrom = count + 1
            } else {
                freeCount += 1
            }
        }

        /// Appends a free or fixed state showing `character`, which is not ASCII.
        mutating func appendLiteral(_ kind: Kind, _ character: Character) {
            var length = 0
            for byte in character.utf8 {
                // In bounds: `character` is its unit's Character, whose bytes the placeholder was
                // sized for (`FormatText.byteCapacity`), after at most their own bytes for the units before.
                assert(placeholderBytes + length < block.placeholderCapacity, "placeholder larger than sized for")
                placeholder[placeholderBytes + length] = byte
                length += 1
            }
            appendLiteral(kind, character, length: length)
        }

        /// Appends a literal state compared as a Character, whose `length` bytes are written.
        private mutating func appendLiteral(_ kind: Kind, _ character: Character, length: Int) {
            literalsArePlain = false
            countLiteral(kind, length: length)
            let index = graph.withFields { fields in
                fields.pointee.literals.append(character)
                return UInt32(fields.pointee.literals.count - 1)
            }
            append(State(kind: kind, index: index, literalCount: Int32(length), placeholderStart: placeholderBytes))
            literalBytes += length
            placeholderBytes += length
        }

        /// Appends a value or optional value state of class `classIndex`, whose placeholder symbol is the ASCII `symbol`.
        mutating func appendSlot(_ kind: Kind, classIndex: UInt32, symbol: UInt8) {
            // In bounds: a built-in symbol shows one byte for its unit of one byte, which the
            // placeholder was sized for (`FormatText.byteCapacity`).
            assert(placeholderBytes < block.placeholderCapacity, "placeholder larger than sized for")
            placeholder[placeholderBytes] = symbol
            appendSlot(kind, classIndex: classIndex, symbolLength: 1)
        }

        /// Appends a value or optional value state of class `classIndex`, whose placeholder symbol is `symbol`.
        mutating func appendSlot(_ kind: Kind, classIndex: UInt32, symbol: Character) {
            // The compiler sizes the placeholder for the symbols it will show; this guards the block.
            precondition(placeholderBytes + symbol.utf8.count <= block.placeholderCapacity, "placeholder larger than sized for")
            var length = 0
            for byte in symbol.utf8 {
                // In bounds: checked for the whole symbol just above.
                placeholder[placeholderBytes + length] = byte
                length += 1
            }
            appendSlot(kind, classIndex: classIndex, symbolLength: length)
        }

        private mutating func appendSlot(_ kind: Kind, classIndex: UInt32, symbolLength: Int) {
            precondition(kind == .value || kind == .optionalValue, "not a slot")
            if kind == .value {
                mandatoryCount += 1
                completeFrom = count + 1
            } else {
                optionalCount += 1
            }
            append(State(kind: kind, index: classIndex, placeholderStart: placeholderBytes))
            placeholderBytes += symbolLength
        }

        /// Appends an ellipsis of class `classIndex`; it shows nothing in the placeholder.
        mutating func appendEllipsis(classIndex: UInt32) {
            mandatoryCount += 1
            append(State(kind: .ellipsis, index: classIndex, placeholderStart: placeholderBytes))
        }

        private mutating func append(_ state: State) {
            // Each unit appends at most one state, and the block has one per unit and one for `.end`.
            precondition(count < block.stateCapacity, "more states than the builder was sized for")
            (states + count).initialize(to: state)
            count += 1
        }

        /// Appends the `.end` state unless the last state is an ellipsis, and completes the graph's fields.
        ///
        /// - Complexity: O(number of states + placeholder bytes).
        mutating func finish() {
            if count == 0 || states[count - 1].kind != .ellipsis {
                append(State(kind: .end, placeholderStart: placeholderBytes))
            }
            // Every state was appended incomplete; input is complete after the last value slot or
            // fixed literal, since only the end or an ellipsis, both last, would make it complete again.
            // In bounds: `count` states were appended, each checked against `stateCapacity` (`append`).
            for index in completeFrom..<count { states[index].completeAfter = true }
            let acceptableValue = mandatoryCount + fixedCount
            var slots = 0
            while slots < count && (states[slots].kind == .value || states[slots].kind == .optionalValue) { slots += 1 }
            var ellipsisSlots = -1
            if slots < count && states[slots].kind == .ellipsis
                && (0..<slots).allSatisfy({ states[$0].classIndex == states[slots].classIndex }) {
                ellipsisSlots = slots
            }
            graph.withFields { fields in
                // Every count is bounded by the format's bytes or the placeholder's, both under `Int32.max`.
                fields.pointee.stateCount = Int32(truncatingIfNeeded: count)
                fields.pointee.byteCount = Int32(truncatingIfNeeded: placeholderBytes)
                fields.pointee.literalByteTotal = Int32(truncatingIfNeeded: literalBytes)
                fields.pointee.fixedLiteralByteTotal = Int32(truncatingIfNeeded: fixedLiteralBytes)
                fields.pointee.literalsArePlain = literalsArePlain
                fields.pointee.ellipsisSlots = Int32(truncatingIfNeeded: ellipsisSlots)
                fields.pointee.acceptableValueLength = Int32(truncatingIfNeeded: acceptableValue)
                fields.pointee.totalValueLength = Int32(truncatingIfNeeded: acceptableValue + optionalCount)
                fields.pointee.acceptableTextLength = Int32(truncatingIfNeeded: acceptableValue + freeCount)
                fields.pointee.totalTextLength = Int32(truncatingIfNeeded: acceptableValue + freeCount + optionalCount)
                if block.sharedTables == nil {
                    // In bounds: the block has two words for each class it was sized for, which
                    // bound `classes` (`addClass`).
                    let tables = UnsafeMutablePointer(mutating: fields.pointee.asciiTablePointer)
                    assert(fields.pointee.classes.count <= block.classCapacity, "more classes than the tables were sized for")
                    for index in fields.pointee.classes.indices {
                        tables[2 * index] = fields.pointee.classes[index].asciiLow
                        tables[2 * index + 1] = fields.pointee.classes[index].asciiHigh
                    }
                }
                // The block was sized for a state per unit; brackets make no state, so large formats
                // leave much of its end unused. A separate block shrinks to fit when that frees a page
                // or more: smaller ones are not worth the call, and a tail block is never that large.
                let usedByteCount = block.usedByteCount(stateCount: count)
                if let separateBlock = fields.pointee.separateBlock, fields.pointee.blockByteCount - usedByteCount >= 4_096,
                   // Shrinking keeps the contents, and fails, if ever, leaving the block as it was.
                   let shrunk = realloc(separateBlock, usedByteCount) {
                    fields.pointee.separateBlock = shrunk
                    fields.pointee.blockByteCount = usedByteCount
                    fields.pointee.point(into: shrunk, block)
                }
            }
        }
    }
}
