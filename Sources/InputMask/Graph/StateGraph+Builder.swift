// How a StateGraph is built: one state at a time, straight into the block the graph will own.

import Foundation

extension StateGraph {
    /// Builds a graph one state at a time, writing each record and its bytes straight into the
    /// block the graph will own: a list of drafts read again in two passes cost about 200
    /// instructions per state (measured).
    ///
    /// The block is sized from capacities given up front. Each append counts its state's kind and
    /// notes the last state that input must reach (a value slot or a fixed literal); `finish()`
    /// derives the lengths from the counts and marks completeness after that state alone: a second
    /// pass over every record cost about 14 instructions per state, the counts about 5 (callgrind).
    struct Builder {
        /// Totals that become the graph's lengths and byte counts.
        struct Metrics {
            var literalBytes = 0
            var fixedLiteralBytes = 0
            var acceptableText = 0
            var totalText = 0
            var acceptableValue = 0
            var totalValue = 0
            var literalsArePlain = true
            var ellipsisSlots = -1
        }

        private let block: UnsafeMutableRawPointer
        private let states: UnsafeMutablePointer<State>
        private let stateCapacity: Int
        private let tableOffset: Int
        private let classCapacity: Int
        private let byteOffset: Int
        private let formatOffset: Int
        private let placeholder: UnsafeMutablePointer<UInt8>
        private let normalizedFormat: UnsafeBufferPointer<UInt8>
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
        private var literals: [Character] = []
        private(set) var classes: [CharacterClass]

        /// The bytes of the block for the given capacities.
        static func blockByteCount(
            stateCapacity: Int, classCapacity: Int, placeholderByteCapacity: Int, normalizedByteCount: Int
        ) -> Int {
            MemoryLayout<State>.stride * stateCapacity + MemoryLayout<UInt64>.stride * 2 * classCapacity
                + max(1, placeholderByteCapacity) + normalizedByteCount
        }

        /// Allocates a block of `byteCount` bytes for a builder; nil when there is not enough memory.
        ///
        /// Apart from `init`, so that the builder is neither optional nor thrown through: either
        /// made the compiler copy it, retaining its arrays: about 190 more instructions per compile
        /// (callgrind).
        static func allocateBlock(byteCount: Int) -> UnsafeMutableRawPointer? {
            // `malloc`, not `UnsafeMutableRawPointer.allocate`: that takes the runtime's aligned path
            // (`posix_memalign`), about 80 more instructions per compile (measured). malloc's
            // alignment suits the states and the tables' UInt64 words.
            malloc(byteCount)
        }

        /// Takes over `block`, from `allocateBlock(byteCount:)` with the size `blockByteCount` gives
        /// for the same capacities.
        ///
        /// - Parameters:
        ///   - stateCapacity: the most states that will be appended.
        ///   - classes: the classes known up front; `classCapacity` bounds them with those added.
        ///   - placeholderByteCapacity: the most placeholder bytes: literal bytes plus slot symbols.
        ///   - normalizedFormat: the normalised format's UTF-8 bytes, copied into the block for the graph.
        init(
            block: UnsafeMutableRawPointer, stateCapacity: Int, classes: [CharacterClass], classCapacity: Int,
            placeholderByteCapacity: Int, normalizedFormat: UnsafeBufferPointer<UInt8>
        ) {
            self.stateCapacity = stateCapacity
            self.classCapacity = classCapacity
            self.classes = classes
            tableOffset = MemoryLayout<State>.stride * stateCapacity
            byteOffset = tableOffset + MemoryLayout<UInt64>.stride * 2 * classCapacity
            // The normalised format's bytes follow the placeholder's.
            formatOffset = byteOffset + max(1, placeholderByteCapacity)
            self.block = block
            states = block.bindMemory(to: State.self, capacity: stateCapacity)
            placeholder = (block + byteOffset).bindMemory(to: UInt8.self, capacity: max(1, placeholderByteCapacity))
            let format = (block + formatOffset).bindMemory(to: UInt8.self, capacity: normalizedFormat.count)
            format.initialize(from: normalizedFormat.baseAddress ?? UnsafePointer(format), count: normalizedFormat.count)
            self.normalizedFormat = UnsafeBufferPointer(start: format, count: normalizedFormat.count)
        }

        /// Adds a class for value slots and returns its index.
        mutating func addClass(_ characterClass: CharacterClass) -> UInt32 {
            precondition(classes.count < classCapacity, "more classes than the builder was sized for")
            classes.append(characterClass)
            return UInt32(classes.count - 1)
        }

        /// Appends a free or fixed state showing the ASCII character `byte`.
        mutating func appendLiteral(_ kind: Kind, ascii byte: UInt8) {
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
                placeholder[placeholderBytes + length] = byte
                length += 1
            }
            appendLiteral(kind, character, length: length)
        }

        /// Appends a literal state compared as a Character, whose `length` bytes are written.
        private mutating func appendLiteral(_ kind: Kind, _ character: Character, length: Int) {
            literalsArePlain = false
            countLiteral(kind, length: length)
            append(State(kind: kind, index: UInt32(literals.count), literalCount: Int32(length), placeholderStart: placeholderBytes))
            literals.append(character)
            literalBytes += length
            placeholderBytes += length
        }

        /// Appends a value or optional value state of class `classIndex`, whose placeholder symbol is the ASCII `symbol`.
        mutating func appendSlot(_ kind: Kind, classIndex: UInt32, symbol: UInt8) {
            placeholder[placeholderBytes] = symbol
            appendSlot(kind, classIndex: classIndex, symbolLength: 1)
        }

        /// Appends a value or optional value state of class `classIndex`, whose placeholder symbol is `symbol`.
        mutating func appendSlot(_ kind: Kind, classIndex: UInt32, symbol: Character) {
            // The compiler sizes the placeholder for the symbols it will show; this guards the block.
            precondition(placeholderBytes + symbol.utf8.count <= formatOffset - byteOffset, "placeholder larger than sized for")
            var length = 0
            for byte in symbol.utf8 {
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
            precondition(count < stateCapacity, "more states than the builder was sized for")
            (states + count).initialize(to: state)
            count += 1
        }

        /// Frees the block of a graph that will not be finished (the format was rejected).
        func abandon() {
            free(block)
        }

        /// Appends the `.end` state unless the last state is an ellipsis, and hands the block to the graph.
        ///
        /// - Complexity: O(number of states + placeholder bytes).
        mutating func finish() -> StateGraph {
            if count == 0 || states[count - 1].kind != .ellipsis {
                append(State(kind: .end, placeholderStart: placeholderBytes))
            }
            // Every state was appended incomplete; input is complete after the last value slot or
            // fixed literal, since only the end or an ellipsis, both last, would make it complete again.
            for index in completeFrom..<count { states[index].completeAfter = true }
            let acceptableValue = mandatoryCount + fixedCount
            var slots = 0
            while slots < count && (states[slots].kind == .value || states[slots].kind == .optionalValue) { slots += 1 }
            var ellipsisSlots = -1
            if slots < count && states[slots].kind == .ellipsis
                && (0..<slots).allSatisfy({ states[$0].classIndex == states[slots].classIndex }) {
                ellipsisSlots = slots
            }
            let metrics = Metrics(
                literalBytes: literalBytes, fixedLiteralBytes: fixedLiteralBytes,
                acceptableText: acceptableValue + freeCount, totalText: acceptableValue + freeCount + optionalCount,
                acceptableValue: acceptableValue, totalValue: acceptableValue + optionalCount,
                literalsArePlain: literalsArePlain, ellipsisSlots: ellipsisSlots)
            var block = block, tableOffset = tableOffset, byteOffset = byteOffset, normalizedFormat = normalizedFormat
            var blockByteCount = formatOffset + normalizedFormat.count
            // The block was sized for a state per unit and the longest placeholder; brackets make
            // no state, so large formats leave much of it unused. It shrinks to fit when that
            // frees a page or more: smaller formats are not worth the copies.
            let fittedTableOffset = MemoryLayout<State>.stride * count
            let fittedByteOffset = fittedTableOffset + MemoryLayout<UInt64>.stride * 2 * classes.count
            let fittedFormatOffset = fittedByteOffset + max(1, placeholderBytes)
            if blockByteCount - (fittedFormatOffset + normalizedFormat.count) >= 4_096 {
                memmove(block + fittedByteOffset, block + byteOffset, placeholderBytes)
                memmove(block + fittedFormatOffset, UnsafeRawPointer(normalizedFormat.baseAddress!), normalizedFormat.count)
                blockByteCount = fittedFormatOffset + normalizedFormat.count
                // Shrinking keeps the contents, and fails, if ever, leaving the block as it was.
                block = realloc(block, blockByteCount) ?? block
                tableOffset = fittedTableOffset
                byteOffset = fittedByteOffset
                normalizedFormat = UnsafeBufferPointer(
                    start: (block + fittedFormatOffset).assumingMemoryBound(to: UInt8.self), count: normalizedFormat.count)
            }
            let tables = (block + tableOffset).bindMemory(to: UInt64.self, capacity: 2 * classes.count)
            for (index, characterClass) in classes.enumerated() {
                tables[2 * index] = characterClass.asciiLow
                tables[2 * index + 1] = characterClass.asciiHigh
            }
            return StateGraph(
                block: block, blockByteCount: blockByteCount, stateCount: count, tableOffset: tableOffset, byteOffset: byteOffset,
                byteCount: placeholderBytes, normalizedFormat: normalizedFormat,
                literals: literals, classes: classes, metrics: metrics)
        }
    }
}
