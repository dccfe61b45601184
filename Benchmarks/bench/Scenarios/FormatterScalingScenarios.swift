import InputMaskFormatters

extension Suite {
    // MARK: - Scaling of the formatters

    /// The input sizes of the formatter scaling rows, in Characters: the cost per Character at
    /// the largest is compared with that at the smallest.
    static let formatterSweepSizes = [10_000, 1_000_000]

    /// The entry points of InputMaskFormatters whose cost must grow linearly with the input.
    static let formatterEntryPoints: [FormatterEntryPoint] = [
        FormatterEntryPoint(label: "phone-detect", entryPoint: "PhoneNumberDetector.detect",
                            input: "\"+44 7400\" and random digits") { size, input in
            "+44 7400" + input.digits(size - 8)
        } makeOperation: {
            let detector = PhoneNumberDetector()
            return { text in
                let detection = detector.detect(text)
                return (detection.digits, detection.candidates.first?.alpha2 ?? "")
            }
        },
        FormatterEntryPoint(label: "phone-field", entryPoint: "PhoneNumberField.setText",
                            input: "\"+1 204\" and random digits, pasted") { size, input in
            "+1 204" + input.digits(size - 6)
        } makeOperation: {
            let empty = try! PhoneNumberField()
            return { text in
                var field = empty
                let result = field.setText(text)
                return (result.text, result.value)
            }
        },
        FormatterEntryPoint(label: "number-field", entryPoint: "NumberField.setText",
                            input: "random digits, `.` and two fraction digits, pasted in en_US") { size, input in
            String(input.number(in: 1...9)) + input.digits(size - 4) + "." + input.digits(2)
        } makeOperation: {
            let empty = NumberField(configuration: .init(locale: .enUS))
            return { text in
                var field = empty
                let result = field.setText(text)
                return (result.text, result.value)
            }
        },
        FormatterEntryPoint(label: "decorated-format", entryPoint: "DecoratedFormat.format(raw:)",
                            input: "random digits into a US phone format with no length limit") { size, input in
            input.digits(size)
        } makeOperation: {
            { raw in (unlimitedUSPhone.format(raw: raw), "") }
        },
        FormatterEntryPoint(label: "decorated-raw", entryPoint: "DecoratedFormat.raw(from:)",
                            input: "the same, formatted, with an extension decoration far ahead") { size, input in
            unlimitedUSPhone.format(raw: input.digits(size - 4))
        } makeOperation: {
            { formatted in (unlimitedUSPhone.raw(from: formatted), "") }
        },
    ]

    /// The formatter scaling rows: each entry point at each size of ``formatterSweepSizes``.
    static let formatterScalingScenarios: [Scenario] = formatterEntryPoints.flatMap { entry in
        formatterSweepSizes.map { size in
            let name = "sweep/\(entry.label)-\(Format.sizeLabel(size))"
            return Scenario(
                name: name, summary: "\(entry.entryPoint) of \(Format.grouped(Double(size))) Characters: \(entry.input)",
                prepare: {
                    var input = InputGenerator(name: name)
                    let texts = (0..<(size <= 10_000 ? shortInputCount : 2)).map { _ in entry.makeInput(size, &input) }
                    return entry.workload(texts, parameters: ["characters": String(size), "text": entry.input])
                })
        }
    }

    /// A US phone format without a length limit, and an extension decoration that no benchmark
    /// text reaches, so that `raw(from:)` always has a decoration ahead.
    private static let unlimitedUSPhone = DecoratedFormat(
        allowedCharacters: Set("0123456789"), maximumLength: nil,
        decorations: [
            .init(string: "(", position: 0, displaysAt: 4),
            .init(string: ") ", position: 3, displaysAt: 4),
            .init(string: "-", position: 6, displaysAt: 7),
            .init(string: " ext. ", position: 10_000_000, displaysAt: 10_000_001),
        ])
}

/// One public entry point of InputMaskFormatters, how to make its inputs and how to call it.
struct FormatterEntryPoint: Sendable {
    /// The name part of its scenarios, such as `number-field`.
    let label: String
    /// The entry point, such as `NumberField.setText`.
    let entryPoint: String
    /// The input in words.
    let input: String
    /// Makes one input of exactly the given number of Characters.
    let makeInput: @Sendable (Int, inout InputGenerator) -> String
    /// Makes the operation: the call and its (at most two) output strings.
    let makeOperation: @Sendable () -> @Sendable (String) -> (String, String)

    /// The workload that calls the entry point on each text in turn; its copy baseline creates
    /// the two output strings from their bytes.
    func workload(_ texts: [String], parameters: [String: String]) -> Workload {
        let operation = makeOperation()
        let outputs = texts.map(operation).map { OutputBytes(text: $0.0, value: $0.1) }
        var parameters = parameters
        parameters["entryPoint"] = entryPoint
        return Workload(inputs: texts, parameters: parameters, outputs: outputs) { text in
            let (first, second) = operation(text)
            return first.utf8.count &+ second.utf8.count
        }
    }
}
