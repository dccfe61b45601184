// Text whose Characters are all single simple scalars (Cyrillic, Greek, accented Latin, CJK,
// kana, Hangul syllables, ASCII mixed in) read by `Scan.runPlain`: one table lookup per scalar
// tells both that it is a Character of its own and which built-in classes take it.

extension Scan {
    /// Reads every scalar as a Character when it is simple (`SingleScalarCharacter`) or ASCII other
    /// than CR, and refuses any other. No grapheme rule joins two such scalars, so
    /// a text of them has a Character per scalar, and so has any output pieced together from them and
    /// ASCII literals.
    struct SingleScalars: PlainCharacters {
        /// Unowned: the mask applying the graph keeps it alive for the whole pass.
        unowned(unsafe) let graph: StateGraph
        let asciiTables: UnsafePointer<UInt64>
        /// `CharacterClass.twoByteScalarBits` and `ScalarTable.shared`, read once per pass.
        let scalarBits: UnsafePointer<UInt8>
        let table: ScalarTable

        init(_ scan: Scan) {
            graph = scan.graph
            asciiTables = scan.asciiTables
            scalarBits = CharacterClass.twoByteScalarBits
            table = ScalarTable.shared
        }

        /// The reader of `graph`'s passes, for reading outside a pass (`ReversedReading.readBack`).
        init(_ graph: StateGraph) {
            self.graph = graph
            asciiTables = graph.asciiTablePointer
            scalarBits = CharacterClass.twoByteScalarBits
            table = ScalarTable.shared
        }

        /// The scalar at `position` with its table bits; `ScalarTable.knownBit` is set for those
        /// below U+0800, which the two-byte table knows all of.
        @inline(__always)
        func character(at position: UnsafePointer<UInt8>) -> PlainCharacter {
            // Whole: the input is valid UTF-8 (it is a String's), so every continuation byte a
            // lead byte announces is there.
            let (scalar, length) = UTF8Scalar.decodeWhole(at: position)
            if length == 1 { return PlainCharacter(length: scalar == 0x0D ? 0 : 1, bits: 0) }
            // In bounds: a scalar of two bytes is below U+0800, the two-byte table's size.
            let bits = length == 2 ? scalarBits[Int(scalar)] | ScalarTable.knownBit : table.bits(of: scalar)
            // Both tables mark simple scalars with the same bit.
            return bits & ScalarTable.simpleBit != 0 ? PlainCharacter(length: length, bits: bits) : PlainCharacter(length: 0, bits: 0)
        }

        /// Whether `character(at:)` takes every Character of `bytes`, valid UTF-8.
        ///
        /// - Complexity: O(n) for n bytes.
        func takesEvery(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard var position = bytes.baseAddress else { return true }
            let end = position + bytes.count
            while position < end {
                let length = character(at: position).length
                guard length > 0 else { return false }
                position += length
            }
            return true
        }

        @inline(__always)
        func belongs(_ character: PlainCharacter, at position: UnsafePointer<UInt8>, to classIndex: UInt32) -> Bool {
            if character.length == 1 { return Scan.asciiBelongs(position.pointee, to: asciiTables + 2 &* Int(classIndex)) }
            if classIndex <= FormatCompiler.alphanumericsClass && character.bits & ScalarTable.knownBit != 0 {
                return character.bits & CharacterClass.builtInBitMask(classIndex: classIndex) != 0
            }
            // A custom class, or a scalar newer than the table: asked of the class itself.
            return Scan.belongs(UnsafeBufferPointer(start: position, count: character.length), to: graph, classIndex: classIndex)
        }

        // Out of line: called once per ellipsis run, and inlined it crowds the registers of the feed.
        @inline(never)
        func run(from start: UnsafePointer<UInt8>, to limit: UnsafePointer<UInt8>, classIndex: UInt32)
            -> (end: UnsafePointer<UInt8>, characters: Int) {
            var end = start, characters = 0
            // `limit` is a Character boundary, so a Character that starts before it ends by it.
            while end < limit {
                let character = character(at: end)
                guard character.length > 0 && belongs(character, at: end, to: classIndex) else { break }
                end += character.length
                characters &+= 1
            }
            return (end, characters)
        }
    }
}
