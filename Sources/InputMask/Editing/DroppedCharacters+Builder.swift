extension DroppedCharacters {
    /// Makes a list from dropped Characters of one text appended in input order, extending the last
    /// run while each new Character continues its spacing, length, origin and reason.
    struct Builder {
        private(set) var runs: [Run] = []
        private var total = 0

        /// Appends the Character of `byteLength` bytes at the given offsets of the text.
        ///
        /// - Complexity: amortised O(1).
        mutating func append(
            offset: Int, utf16Offset: Int, byteOffset: Int, byteLength: Int, isFromEdit: Bool, reason: DroppedCharacter.Reason
        ) {
            defer { total += 1 }
            if let last = runs.indices.last, runs[last].byteLength == byteLength, runs[last].isFromEdit == isFromEdit,
               runs[last].reason == reason {
                let run = runs[last]
                if run.count == 1, offset > run.offset {
                    runs[last].offsetStride = offset - run.offset
                    runs[last].utf16Stride = utf16Offset - run.utf16Offset
                    runs[last].byteStride = byteOffset - run.byteOffset
                    runs[last].count = 2
                    return
                }
                if offset == run.offset + run.count * run.offsetStride, utf16Offset == run.utf16Offset + run.count * run.utf16Stride,
                   byteOffset == run.byteOffset + run.count * run.byteStride {
                    runs[last].count += 1
                    return
                }
            }
            runs.append(Run(
                firstIndex: total, count: 1, offset: offset, utf16Offset: utf16Offset, byteOffset: byteOffset,
                offsetStride: 0, utf16Stride: 0, byteStride: 0, byteLength: byteLength, isFromEdit: isFromEdit,
                reason: reason, character: nil))
        }

        /// Appends `count` one-byte Characters of plain ASCII text from `offset` on, `stride` apart
        /// (positive when `count` > 1), split where they cross into or out of `edited`.
        ///
        /// - Complexity: O(1) amortised: at most three segments, each one or two runs.
        mutating func appendASCII(offset: Int, stride: Int, count: Int, edited: Range<Int>, reason: DroppedCharacter.Reason) {
            var k = 0
            while k < count {
                let start = offset + k * stride
                let isFromEdit = edited.contains(start)
                // How many of the rest share `isFromEdit`: the edited range is one interval.
                let boundary = isFromEdit ? edited.upperBound : (start < edited.lowerBound ? edited.lowerBound : Int.max)
                let segment = stride == 0 || boundary == Int.max ? count - k : Swift.min(count - k, (boundary - start + stride - 1) / stride)
                appendSegment(start: start, stride: stride, count: segment, isFromEdit: isFromEdit, reason: reason)
                k += segment
            }
        }

        /// Appends `count` one-byte Characters `stride` apart from `start`, all of one origin.
        private mutating func appendSegment(start: Int, stride: Int, count: Int, isFromEdit: Bool, reason: DroppedCharacter.Reason) {
            append(offset: start, utf16Offset: start, byteOffset: start, byteLength: 1, isFromEdit: isFromEdit, reason: reason)
            guard count > 1 else { return }
            var rest = count - 1
            if runs[runs.count - 1].count > 1 && runs[runs.count - 1].offsetStride != stride {
                // The first Character continued a run of another spacing: the rest start their own.
                append(offset: start + stride, utf16Offset: start + stride, byteOffset: start + stride, byteLength: 1,
                       isFromEdit: isFromEdit, reason: reason)
                rest -= 1
                guard rest > 0 else { return }
            }
            let last = runs.count - 1
            if runs[last].count == 1 {
                runs[last].offsetStride = stride
                runs[last].utf16Stride = stride
                runs[last].byteStride = stride
            }
            runs[last].count += rest
            total += rest
        }

        /// The list over `text`.
        func list(over text: String) -> DroppedCharacters {
            DroppedCharacters(runs: runs, text: text)
        }
    }
}

extension DroppedCharacters {
    /// ASCII digits that a mask whose slots are all filled drops, one after another, after
    /// `characters` Characters (`utf16` UTF-16 code units) of its input; part of the edit, as the
    /// whole text is when a field sets it: what a field that cuts a number reports as dropped.
    ///
    /// - Complexity: O(n) for n digits, held as one run.
    package init(cutDigits digits: ArraySlice<UInt8>, afterCharacters characters: Int, utf16: Int) {
        let run = Run(
            firstIndex: 0, count: digits.count, offset: characters, utf16Offset: utf16, byteOffset: 0, offsetStride: 1, utf16Stride: 1,
            byteStride: 1, byteLength: 1, isFromEdit: true, reason: .maskFull, character: nil)
        self.init(runs: digits.isEmpty ? [] : [run], text: String(decoding: digits, as: UTF8.self))
    }
}
