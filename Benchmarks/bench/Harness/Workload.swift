// What the runner measures of a scenario, and the one way scenarios build it: a loop over inputs
// taken in turn, and the copy baseline that creates the operation's output strings from their bytes.

/// A loop that performs a scenario's operation `count` times and returns a checksum of the
/// results, so that the optimizer cannot remove the work.
typealias OperationLoop = (_ count: Int) -> Int

/// A scenario made ready to measure: its timed operation, the copy baseline, and what describes its inputs.
struct Workload: Sendable {
    /// What describes the inputs, such as the format, the number of inputs and their mean size.
    var parameters: [String: String]
    /// The mean UTF-8 bytes of input read by one operation, for MB/s.
    var inputBytesPerOperation: Double
    /// The Characters of input per operation, for the scaling sweep's cost per character.
    var charactersPerOperation: Double
    /// How many distinct inputs the operation takes in turn before it starts again.
    var inputCount: Int
    /// Makes a fresh loop over the inputs; every thread gets its own.
    var makeOperation: @Sendable () -> OperationLoop
    /// Makes a loop that only creates the operation's output strings from their bytes: the copy baseline.
    var makeCopyBaseline: @Sendable () -> OperationLoop
}

extension Workload {
    /// A workload whose operation takes `inputs` in turn, with the copy baseline that creates each
    /// operation's output strings from their bytes: the one way a scenario builds what is timed.
    ///
    /// - Parameters:
    ///   - inputs: what the operation reads, one per operation in turn; their mean size in bytes and
    ///     Characters make the row's MB/s and cost per Character.
    ///   - parameters: what describes the inputs; their number and mean size are added as `inputs`
    ///     and `meanInputBytes`.
    ///   - outputs: the strings each operation outputs, as bytes, which the copy baseline creates
    ///     in turn (as many as there are inputs, or one cycle of its own).
    ///   - makeOperation: makes a fresh timed loop over the inputs; every thread gets its own.
    init<Input: CharacterSource>(
        inputs: [Input], parameters: [String: String], outputs: [OutputBytes],
        makeOperation: @escaping @Sendable () -> OperationLoop
    ) {
        let meanInputBytes = Double(inputs.map(\.inputBytes).reduce(0, +)) / Double(inputs.count)
        var parameters = parameters
        parameters["inputs"] = String(inputs.count)
        parameters["meanInputBytes"] = Format.decimal(meanInputBytes, digits: 1)
        self.init(
            parameters: parameters,
            inputBytesPerOperation: meanInputBytes,
            charactersPerOperation: Double(inputs.map(\.inputCharacters).reduce(0, +)) / Double(inputs.count),
            inputCount: inputs.count,
            makeOperation: makeOperation,
            makeCopyBaseline: Self.copying(outputs))
    }

    /// A workload whose operation is `operation` on each of `inputs` in turn (see
    /// ``init(inputs:parameters:outputs:makeOperation:)``).
    init<Input: CharacterSource & Sendable>(
        inputs: [Input], parameters: [String: String], outputs: [OutputBytes],
        operation: @escaping @Sendable (Input) -> Int
    ) {
        self.init(inputs: inputs, parameters: parameters, outputs: outputs, makeOperation: Self.cycling(inputs, operation))
    }

    /// The copy baseline: a loop factory that creates each of `outputs`' strings from their bytes
    /// in turn, validating them as `String(decoding:as:)` does.
    static func copying(_ outputs: [OutputBytes]) -> @Sendable () -> OperationLoop {
        cycling(outputs) { output in
            String(decoding: output.first, as: UTF8.self).utf8.count
                &+ String(decoding: output.second, as: UTF8.self).utf8.count
        }
    }

    /// A loop factory that takes `inputs` in turn, carrying on where the previous batch stopped,
    /// and adds up what `operation` returns.
    ///
    /// Each input is copied out of the array for the call, which the harness overhead (measured on
    /// Strings) counts as one reference retained and released. An input that holds a field, whose
    /// copy retains each of the field's references, is therefore a class: its copy then costs what
    /// a String's does, and the operation's own copy of the field is what the row measures.
    static func cycling<Input: Sendable>(_ inputs: [Input], _ operation: @escaping @Sendable (Input) -> Int) -> @Sendable () -> OperationLoop {
        {
            var cursor = 0
            return { count in
                var checksum = 0
                for _ in 0..<count {
                    checksum &+= operation(inputs[cursor])
                    cursor += 1
                    if cursor == inputs.count { cursor = 0 }
                }
                return checksum
            }
        }
    }
}

/// The UTF-8 of the (at most two) strings one operation outputs, which the copy baseline creates.
struct OutputBytes: Sendable {
    /// The first output, such as the formatted text.
    var first: [UInt8]
    /// The second output, such as the extracted value; empty when there is none.
    var second: [UInt8]

    /// The given bytes.
    init(first: [UInt8], second: [UInt8]) {
        self.first = first
        self.second = second
    }

    /// The bytes of a text and its value, such as an edit's.
    init(text: String, value: String) {
        self.init(first: Array(text.utf8), second: Array(value.utf8))
    }
}

/// An input whose size in bytes and Characters the report shows.
protocol CharacterSource {
    /// The UTF-8 bytes read.
    var inputBytes: Int { get }
    /// The Characters read.
    var inputCharacters: Int { get }
}

extension String: CharacterSource {
    var inputBytes: Int { utf8.count }
    var inputCharacters: Int { count }
}
