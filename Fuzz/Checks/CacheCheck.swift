import InputMask

/// The `cache` fuzz target's check: decodes up to six operations (a spec, possibly invalid, a
/// direction, a text with caret and gravity), computes each with a freshly compiled mask, then runs
/// them through `Mask.getOrCreate` / `RTLMask.getOrCreate` from two threads at once, in two orders,
/// twice each, and checks that every cached mask has the right class, format and metrics, gives the
/// fresh mask's results, and that invalid formats throw the same error.
///
/// - Throws: `InvariantViolation` describing the first broken invariant.
public func checkCache(_ data: [UInt8]) throws(InvariantViolation) {
    var input = FuzzInput(data)
    var operations: [CacheOperation] = []
    for _ in 0..<input.int(in: 1...6) {
        let spec = input.bool() ? MaskSpecDecoder.spec(&input) : MaskSpecDecoder.literal(&input)
        let rightToLeft = input.bool()
        let text = TextDecoder.text(&input, mask: spec)
        let gravity = TextDecoder.gravity(&input)
        let (caretString, _) = TextDecoder.caretString(&input, text: text, gravity: gravity)
        operations.append(CacheOperation(spec: spec, rightToLeft: rightToLeft, text: caretString))
    }
    let reversed = input.bool()
    let operationList = operations
    let orders: [[Int]] = [Array(operations.indices), reversed ? operations.indices.reversed() : Array(operations.indices)]
    let failures = runOnTwoThreads { thread in
        // The masks this thread has applied and found right, by operation: a later lookup that returns
        // the same instance (the cache's promise while the mask stays cached) is checked for class,
        // format and metrics but not applied again, as the same immutable mask gives the same result
        // for the same text. Each thread still applies every mask it gets, so the two threads apply
        // shared masks concurrently.
        var verified = [Mask?](repeating: nil, count: operationList.count)
        for _ in 0..<2 {
            for index in orders[thread] {
                if let failure = operationList[index].checkCached(verified: &verified[index]) { return failure }
            }
        }
        return nil
    }
    if let failure = failures.compactMap({ $0 }).first {
        throw InvariantViolation(failure)
    }
}

/// One cache operation: a spec, a direction and a text, with the outcome of a freshly compiled mask.
private struct CacheOperation: Sendable {
    /// The format and notations.
    let spec: MaskSpec
    /// Whether the mask is an `RTLMask`.
    let rightToLeft: Bool
    /// The text given to `apply(toText:)`.
    let text: CaretString
    /// The fresh mask's metrics and result, or the error it threw.
    let expected: Result<FreshOutcome, MaskFormatError>

    /// Creates the operation, compiling a fresh mask to know what the cache must give.
    init(spec: MaskSpec, rightToLeft: Bool, text: CaretString) {
        self.spec = spec
        self.rightToLeft = rightToLeft
        self.text = text
        do {
            let mask = try spec.compile(rightToLeft: rightToLeft)
            expected = .success(FreshOutcome(mask: mask, result: mask.apply(toText: text)))
        } catch let error as MaskFormatError {
            expected = .failure(error)
        } catch {
            fatalError("untyped error compiling \(spec.describe(rightToLeft: rightToLeft)): \(error)")
        }
    }

    /// Runs the operation through the cache; returns a report when it differs from the fresh mask.
    ///
    /// - Parameter verified: the mask this thread last found right for this operation; the mask is
    ///   applied only when the cache returns another instance, which then becomes `verified`.
    func checkCached(verified: inout Mask?) -> String? {
        let context = {
            "\(spec.describe(rightToLeft: self.rightToLeft)) text \(show(self.text.string)) caret \(self.text.caretCharacterOffset) "
                + "gravity \(self.text.caretGravity)"
        }
        let mask: Mask
        do {
            mask = try spec.cached(rightToLeft: rightToLeft)
        } catch {
            guard case .failure(let expectedError) = expected, let error = error as? MaskFormatError, sameError(error, expectedError) else {
                return "cache throws where a fresh mask does not: \(context())\n  cache \(error)\n  fresh \(expected)"
            }
            return nil
        }
        guard case .success(let fresh) = expected else {
            return "cache compiles what a fresh mask rejects: \(context())\n  fresh \(expected)"
        }
        guard (mask is RTLMask) == rightToLeft, mask.description == spec.format else {
            return "cache returns the wrong mask: \(context())\n  got \(mask.debugDescription)"
        }
        guard fresh.sameMetrics(as: mask) else {
            return "cached mask's metrics differ from a fresh one's: \(context())\n  cached \(FreshOutcome(mask: mask, result: nil))\n  fresh  \(fresh)"
        }
        if mask === verified { return nil }
        let result = mask.apply(toText: text)
        guard let freshResult = fresh.result, sameResult(result, freshResult) else {
            return "cached mask differs from a fresh one: \(context())\n  cached \(render(result))\n  fresh  \(fresh)"
        }
        verified = mask
        return nil
    }
}

/// What a mask gives for one operation: its metrics and its result.
private struct FreshOutcome: Sendable, CustomStringConvertible {
    /// The placeholder.
    let placeholder: String
    /// The four lengths: acceptable and total text, acceptable and total value. Numbers, not the
    /// Strings of a report: formatting them cost more than the cached mask's lookup (every check
    /// reads them four times, on two threads).
    let lengths: [Int]
    /// The result of applying it to the operation's text (`nil` in a report of metrics alone).
    let result: Mask.Result?

    /// Reads the metrics of `mask` and keeps `result`.
    init(mask: Mask, result: Mask.Result?) {
        placeholder = mask.placeholder
        lengths = [mask.acceptableTextLength, mask.totalTextLength, mask.acceptableValueLength, mask.totalValueLength]
        self.result = result
    }

    /// Whether `mask` has these metrics, read without building an outcome.
    func sameMetrics(as mask: Mask) -> Bool {
        mask.placeholder == placeholder && mask.acceptableTextLength == lengths[0] && mask.totalTextLength == lengths[1]
            && mask.acceptableValueLength == lengths[2] && mask.totalValueLength == lengths[3]
    }

    /// The metrics and the result on one line.
    var description: String { "metrics \(show(placeholder)) \(lengths)\(result.map { " " + render($0) } ?? "")" }
}
