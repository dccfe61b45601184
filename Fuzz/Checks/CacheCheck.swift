#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
        for _ in 0..<2 {
            for index in orders[thread] {
                if let failure = operationList[index].checkCached() { return failure }
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
    func checkCached() -> String? {
        let context = {
            "\(spec.describe(rightToLeft: self.rightToLeft)) text \(show(self.text.string)) caret \(self.text.caretCharacterOffset) "
                + "gravity \(self.text.caretGravity)"
        }
        let mask: Mask
        do {
            mask = try spec.cached(rightToLeft: rightToLeft)
        } catch {
            guard case .failure(let expectedError) = expected, (error as? MaskFormatError) == expectedError else {
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
        let outcome = FreshOutcome(mask: mask, result: mask.apply(toText: text))
        guard outcome == fresh else {
            return "cached mask differs from a fresh one: \(context())\n  cached \(outcome)\n  fresh  \(fresh)"
        }
        return nil
    }
}

/// What a mask gives for one operation: its metrics and its result.
private struct FreshOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The placeholder and the four lengths.
    let metrics: [String]
    /// The result of applying it to the operation's text.
    let result: Mask.Result

    /// Reads the metrics of `mask` and keeps `result`.
    init(mask: Mask, result: Mask.Result) {
        metrics = [mask.placeholder, "\(mask.acceptableTextLength)", "\(mask.totalTextLength)",
                   "\(mask.acceptableValueLength)", "\(mask.totalValueLength)"]
        self.result = result
    }

    /// The metrics and the result on one line.
    var description: String { "metrics \(metrics.map(show)) \(render(result))" }
}

/// Runs `body(0)` on a new POSIX thread and `body(1)` on the calling thread at the same time, and
/// returns both reports once both are done. POSIX threads (not Dispatch) so that ThreadSanitizer
/// sees the create/join ordering.
private func runOnTwoThreads(_ body: @escaping @Sendable (Int) -> String?) -> [String?] {
    let thread = SpawnedThread(body)
    let mine = body(1)
    return [thread.join(), mine]
}

/// A POSIX thread running `body(0)`, whose report is read after joining it.
private final class SpawnedThread: @unchecked Sendable {
    private let body: @Sendable (Int) -> String?
    /// Written by the thread, read only after `pthread_join`.
    private var report: String?
    private var thread = pthread_t()

    /// Starts the thread.
    init(_ body: @escaping @Sendable (Int) -> String?) {
        self.body = body
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            let spawned = Unmanaged<SpawnedThread>.fromOpaque(context!).takeRetainedValue()
            spawned.report = spawned.body(0)
            return nil
        }, context)
        precondition(created == 0, "pthread_create failed: \(created)")
    }

    /// Waits for the thread and returns its report.
    func join() -> String? {
        pthread_join(thread, nil)
        return report
    }
}
