// Where the parts of a graph's block go, and where the block comes from.

import Foundation

extension StateGraph {
    /// Where the parts of a graph's block go, for capacities known before compiling: the class
    /// tables unless the graph shares them, the normalised format, the placeholder, then the states.
    ///
    /// What is known exactly comes first and the states, of which only an upper bound is known
    /// (brackets make none), last: what a format leaves unused is one run at the end, never
    /// touched, which a large block gives back by shrinking without moving anything.
    struct Block {
        let classCapacity: Int
        /// The class tables when the graph shares them (those of the built-in classes, for graphs
        /// without custom ones: 48 bytes less to write and keep per graph); nil when they start
        /// the block, two words per class.
        let sharedTables: UnsafePointer<UInt64>?
        let formatOffset: Int
        let normalizedByteCount: Int
        let placeholderOffset: Int
        let placeholderCapacity: Int
        let stateOffset: Int
        let stateCapacity: Int
        /// The bytes of the whole block.
        let byteCount: Int

        /// Blocks of up to this many bytes are the graph object's tail; larger ones come from
        /// `malloc`, whose failure throws `.tooLarge` where a failed object allocation would trap.
        /// A tail block is never shrunk, so this bound is also the most a format can leave unused
        /// there: less than the page a separate block must free to be shrunk.
        ///
        /// The block in the object saves a compile one `malloc` and one `free`, and puts the header
        /// and the states the apply loop reads first in adjacent memory.
        static let tailByteLimit = 4_096

        /// - Parameters:
        ///   - stateCapacity: the most states.
        ///   - classCapacity: the most classes.
        ///   - sharedTables: the tables of every class the graph can have, if they are shared,
        ///     valid for as long as the graph; nil to have them in the block.
        ///   - placeholderByteCapacity: the most placeholder bytes.
        ///   - normalizedByteCount: the bytes of the normalised format.
        init(stateCapacity: Int, classCapacity: Int, sharedTables: UnsafePointer<UInt64>?, placeholderByteCapacity: Int,
             normalizedByteCount: Int) {
            self.classCapacity = classCapacity
            self.sharedTables = sharedTables
            formatOffset = sharedTables == nil ? MemoryLayout<UInt64>.stride * 2 * classCapacity : 0
            self.normalizedByteCount = normalizedByteCount
            placeholderOffset = formatOffset + normalizedByteCount
            placeholderCapacity = max(1, placeholderByteCapacity)
            // States start at a multiple of their 16-byte stride, so that in a 16-byte aligned block
            // (malloc's, or the object's tail after its 16-byte header and 112 bytes of fields) no
            // state straddles two cache lines: at 4-byte alignment one state in four of the phone
            // and card masks did, and apply read them split.
            let stride = MemoryLayout<State>.stride
            stateOffset = (placeholderOffset + placeholderCapacity + stride - 1) / stride * stride
            self.stateCapacity = stateCapacity
            byteCount = stateOffset + MemoryLayout<State>.stride * stateCapacity
        }

        /// The bytes up to the end of the first `stateCount` states: all a finished graph uses.
        func usedByteCount(stateCount: Int) -> Int {
            stateOffset + MemoryLayout<State>.stride * stateCount
        }
    }

    /// A graph with room for `block`, its fields pointing into it, with `classes` and otherwise
    /// empty, for `Builder` to fill; nil when there is not enough memory.
    ///
    /// - Complexity: O(1).
    static func allocate(_ block: Block, classes: [CharacterClass]) -> StateGraph? {
        let storage: Storage
        if block.byteCount <= Block.tailByteLimit {
            let words = (block.byteCount + 7) / 8
            storage = Storage(bufferClass: StateGraph.self, minimumCapacity: words) { object, _ in
                // The tail's address is known before the header is written: the object exists. Its
                // words are 8-aligned, which suits the states and the tables. The fields keep
                // pointers into the tail, storage the object itself owns at an offset that never
                // changes: they are valid for as long as the object, and every reader reaches them
                // through a graph it holds (`statePointer`, `bytePointer`...), so the object
                // outlives every use.
                Storage(unsafeBufferObject: object).withUnsafeMutablePointerToElements { elements in
                    Fields(pointingInto: UnsafeMutableRawPointer(elements), block, classes: classes,
                           separateBlock: nil, blockByteCount: 8 * words)
                }
            }
        } else {
            // `malloc`, not `UnsafeMutableRawPointer.allocate`: that takes the runtime's aligned path
            // (`posix_memalign`), which does more work than the alignment needed here; malloc's
            // alignment suits the states and the tables' UInt64 words.
            // The graph owns the block: `deinit` frees it, so the pointers into it live as the graph does.
            guard let base = malloc(block.byteCount) else { return nil }
            storage = Storage(bufferClass: StateGraph.self, minimumCapacity: 0) { _, _ in
                Fields(pointingInto: base, block, classes: classes, separateBlock: base, blockByteCount: block.byteCount)
            }
        }
        return unsafeDowncast(storage.buffer, to: StateGraph.self)
    }
}

extension StateGraph.Fields {
    /// Fields whose pointers point into `base`, laid out as `block`, with `classes` and nothing compiled yet.
    init(pointingInto base: UnsafeMutableRawPointer, _ block: StateGraph.Block, classes: [CharacterClass],
         separateBlock: UnsafeMutableRawPointer?, blockByteCount: Int) {
        self.classes = classes
        literals = []
        (statePointer, asciiTablePointer, bytePointer, normalizedFormatStart) = Self.pointers(into: base, block)
        self.separateBlock = separateBlock
        self.blockByteCount = blockByteCount
        normalizedFormatCount = Int32(truncatingIfNeeded: block.normalizedByteCount)
    }

    /// Points the fields' pointers at the parts of a block that moved to `base`.
    mutating func point(into base: UnsafeMutableRawPointer, _ block: StateGraph.Block) {
        (statePointer, asciiTablePointer, bytePointer, normalizedFormatStart) = Self.pointers(into: base, block)
    }

    /// The states, the tables, the placeholder and the normalised format of a block at `base`
    /// laid out as `block`.
    private static func pointers(into base: UnsafeMutableRawPointer, _ block: StateGraph.Block) -> (
        UnsafePointer<StateGraph.State>, UnsafePointer<UInt64>, UnsafePointer<UInt8>, UnsafePointer<UInt8>
    ) {
        (UnsafePointer((base + block.stateOffset).bindMemory(to: StateGraph.State.self, capacity: block.stateCapacity)),
         block.sharedTables ?? UnsafePointer(base.bindMemory(to: UInt64.self, capacity: 2 * block.classCapacity)),
         UnsafePointer((base + block.placeholderOffset).bindMemory(to: UInt8.self, capacity: block.placeholderCapacity)),
         UnsafePointer((base + block.formatOffset).bindMemory(to: UInt8.self, capacity: block.normalizedByteCount)))
    }
}
