import InputMask

/// Builds scenario workloads over the public API: the timed loop, its copy baseline and its parameters.
enum Workloads {
    /// The workload that applies `mask` to each text in turn and reads the formatted text and value.
    ///
    /// Its copy baseline creates, for each text, the two output strings (formatted text and value)
    /// from their bytes.
    static func applying(_ mask: Mask, to texts: [CaretString], parameters: [String: String]) -> Workload {
        let results = texts.map { mask.apply(toText: $0) }
        var parameters = parameters
        parameters["format"] = mask.description
        parameters["mask"] = String(describing: type(of: mask))
        parameters["complete"] = "\(results.filter(\.complete).count) of \(texts.count)"
        return Workload(
            inputs: texts, parameters: parameters,
            outputs: results.map(OutputBytes.init),
            operation: { text in
                let result = mask.apply(toText: text)
                return result.formattedText.string.utf8.count &+ result.extractedValue.utf8.count
            })
    }

    /// The workload that scores each text against every candidate with `strategy`, picks the best
    /// (the first on ties, as input-mask does) and applies it: what a text field does per keystroke
    /// with affine formats.
    static func pickingMask(
        among candidates: [Mask], strategy: AffinityCalculationStrategy, texts: [CaretString],
        parameters: [String: String]
    ) -> Workload {
        @Sendable func best(for text: CaretString) -> Mask {
            var best = candidates[0]
            var bestAffinity = strategy.calculateAffinity(ofMask: best, forText: text, autocomplete: true)
            for candidate in candidates.dropFirst() {
                let affinity = strategy.calculateAffinity(ofMask: candidate, forText: text, autocomplete: true)
                if affinity > bestAffinity {
                    best = candidate
                    bestAffinity = affinity
                }
            }
            return best
        }
        let results = texts.map { best(for: $0).apply(toText: $0) }
        var parameters = parameters
        parameters["formats"] = candidates.map(\.description).joined(separator: " | ")
        parameters["strategy"] = "\(strategy)"
        return Workload(
            inputs: texts, parameters: parameters,
            outputs: results.map(OutputBytes.init),
            operation: { text in
                let result = best(for: text).apply(toText: text)
                return result.formattedText.string.utf8.count &+ result.extractedValue.utf8.count
            })
    }

    /// The workload that performs `operation` (compiling, or getting from the cache) on each format in turn.
    ///
    /// Its copy baseline creates each format string from its bytes: the least a compiler or a cache
    /// lookup must read.
    static func formats(_ formats: [String], parameters: [String: String], operation: @escaping @Sendable (String) -> Mask) -> Workload {
        var parameters = parameters
        parameters["formats"] = formats.count == 1 ? formats[0] : "\(formats.count) distinct, such as \(formats[0])"
        return Workload(
            inputs: formats, parameters: parameters,
            outputs: formats.map { OutputBytes(first: Array($0.utf8), second: []) },
            operation: { format in operation(format).totalTextLength })
    }

    /// The workload that performs `operation` on formats of its own for each thread: each loop it
    /// makes takes the next of `formatSets` (in turn, starting again after the last), so that as
    /// many threads as there are sets look up no format another thread does.
    ///
    /// Its copy baseline creates each format string of the loop's set from its bytes.
    static func formats(perThread formatSets: [[String]], parameters: [String: String], operation: @escaping @Sendable (String) -> Mask) -> Workload {
        var parameters = parameters
        parameters["formats"] = "\(formatSets.count) sets of \(formatSets[0].count), such as \(formatSets[0][0])"
        let single = Workload(
            inputs: formatSets[0], parameters: parameters,
            outputs: formatSets[0].map { OutputBytes(first: Array($0.utf8), second: []) },
            operation: { format in operation(format).totalTextLength })
        let operations = formatSets.map { Workload.cycling($0) { format in operation(format).totalTextLength } }
        let baselines = formatSets.map { set in
            Workload.cycling(set.map { Array($0.utf8) }) { String(decoding: $0, as: UTF8.self).utf8.count }
        }
        let nextOperation = Locked(0)
        let nextBaseline = Locked(0)
        var result = single
        result.makeOperation = { operations[nextOperation.withLock { next in defer { next = (next + 1) % operations.count }; return next }]() }
        result.makeCopyBaseline = { baselines[nextBaseline.withLock { next in defer { next = (next + 1) % baselines.count }; return next }]() }
        return result
    }

    /// The workload that takes `masks` in turn from an array, retains each, reads one of its
    /// figures and releases it: no cache, only what returning a mask that every thread shares costs
    /// (a caller of `getOrCreate` gets its mask retained, and releases it).
    ///
    /// Its copy baseline creates each mask's format string from its bytes, as the cache rows' does.
    static func takingShared(_ masks: [Mask], formats: [String], parameters: [String: String]) -> Workload {
        var parameters = parameters
        parameters["formats"] = "\(formats.count) distinct, such as \(formats[0])"
        var result = Workload(
            inputs: formats, parameters: parameters,
            outputs: formats.map { OutputBytes(first: Array($0.utf8), second: []) },
            operation: { $0.utf8.count })
        // Unmanaged, so that taking one from the array counts nothing; the retain and release are
        // explicit, so that the optimizer keeps both (`masks`, captured, keeps every mask alive).
        let unmanaged = masks.map { Unmanaged.passUnretained($0) }
        result.makeOperation = Workload.cycling(unmanaged) { mask in
            let taken = mask.retain()
            defer { taken.release() }
            return withExtendedLifetime(masks) { taken.takeUnretainedValue().totalTextLength }
        }
        return result
    }
}

extension OutputBytes {
    /// The bytes of a result's formatted text and extracted value.
    init(_ result: Mask.Result) {
        self.init(text: result.formattedText.string, value: result.extractedValue)
    }
}

extension CaretString: CharacterSource {
    var inputBytes: Int { string.utf8.count }
    var inputCharacters: Int { string.count }
}
