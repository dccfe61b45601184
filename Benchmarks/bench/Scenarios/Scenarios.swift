import InputMask

/// The benchmark suite: every scenario, in the order they run.
enum Suite {
    /// All scenarios: short masks (as Strings, as bytes, and the Strings alone), editing, long inputs, compilation, the cache, affinity, and the scaling sweep.
    static let scenarios: [Scenario] =
        applyScenarios + byteScenarios + floorScenarios + editScenarios + longInputScenarios + compileScenarios + cacheScenarios
        + affinityScenarios + sweepScenarios + keystrokeScenarios + listenerScenarios + editingScalingScenarios
        + formatterScalingScenarios + phoneScenarios + formatterKeystrokeScenarios + cardAndDateKeystrokeScenarios

    /// The input sizes of the scaling sweep, in Characters.
    static let sweepSizes = [10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// How many texts each short-input scenario cycles through: four of each typing style.
    static let shortInputCount = 16

    /// Forward gravity with autocompletion: what a text field passes after a keystroke.
    static let typing = CaretGravity.forward(autocomplete: true)

    /// Backward gravity with autoskip: what a text field passes after a backspace.
    static let deleting = CaretGravity.backward(autoskip: true)

    // MARK: - Short masks, caret at the end

    /// Short masks applied after typing, caret at the end.
    static let applyScenarios: [Scenario] = [
        apply("apply/phone", "Russian phone number typed in four styles", format: Formats.phone, typing: .phone, legacy: 2_800),
        apply("apply/us-phone", "US phone number typed in four styles", format: Formats.usPhone, typing: .usPhone),
        apply("apply/date", "date DD.MM.YYYY typed in four styles", format: Formats.date, typing: .date, legacy: 1_850),
        apply("apply/card", "16-digit card number typed in four styles", format: Formats.card, typing: .card, legacy: 3_900),
        apply("apply/iban", "IBAN (letters and digits) of six countries typed in four styles", format: Formats.iban, typing: .iban, legacy: 5_400),
        apply("apply/name", "a name into [A][-----…] (letters and digits, 54 at most)", format: Formats.name, typing: .name),
        apply("apply/decimal-custom", "amount into a mask of custom notations (d optional digit, s decimal separator)",
              format: Formats.decimal, notations: Formats.decimalNotations, typing: .decimal),
        apply("apply/rtl-number", "number grouped by thousands with RTLMask, typed in four styles",
              format: Formats.rightToLeftNumber, rightToLeft: true, typing: .rightToLeftNumber),
        apply("apply/escaped-brackets", "phone number into a format with escaped brackets \\[ \\]",
              format: Formats.escapedBrackets, typing: .bracketedPhone),
    ]

    // MARK: - Editing: caret in the middle, backspace

    /// Short masks applied after an edit in the middle or a backspace.
    static let editScenarios: [Scenario] = [
        edit("edit/phone-insert-middle", "a digit typed in the middle of a formatted phone number, caret after it",
             format: Formats.phone, kind: .insertDigit, typing: .phone),
        edit("edit/phone-backspace", "backspace anywhere in a formatted phone number (half at the end, with autoskip)",
             format: Formats.phone, kind: .backspace, typing: .phone),
        edit("edit/date-insert-middle", "a digit typed in the middle of a formatted date, caret after it",
             format: Formats.date, kind: .insertDigit, typing: .date),
        edit("edit/card-backspace", "backspace anywhere in a formatted card number (half at the end, with autoskip)",
             format: Formats.card, kind: .backspace, typing: .card),
    ]

    // MARK: - Long inputs to elliptical masks

    /// Elliptical masks applied to 100 B, 10 KB and 1 MB of each kind of long text, and their
    /// right-to-left twins to 1 MB of each.
    static let longInputScenarios: [Scenario] = LongText.allCases.flatMap { text in
        [(100, "100B"), (10_000, "10KB"), (1_000_000, "1MB")].map { bytes, label in
            longInput(text, bytes: bytes, label: label, rightToLeft: false)
        }
    } + LongText.allCases.map { longInput($0, bytes: 1_000_000, label: "1MB", rightToLeft: true) }

    // MARK: - Compilation

    /// `Mask(format:)` of short and long formats, with and without the graph interner's help.
    static let compileScenarios: [Scenario] = [
        Scenario(
            name: "compile/phone", summary: "Mask(format:) of the phone format; 7,921 variants in turn, so no graph is reused",
            recordedLegacyNanoseconds: 28_000,
            prepare: {
                Workloads.formats(Formats.variants(of: "XY ([000]) [000] [00] [00]"), parameters: ["graph": "compiled afresh (the graph interner misses)"]) {
                    try! Mask(format: $0)
                }
            }),
        Scenario(
            name: "compile/phone-interned", summary: "Mask(format:) of the same phone format again: the graph interner reuses its graph",
            recordedLegacyNanoseconds: 28_000,
            prepare: {
                Workloads.formats([Formats.phone], parameters: ["graph": "reused (the graph interner hits)"]) { try! Mask(format: $0) }
            }),
        Scenario(
            name: "compile/long", summary: "Mask(format:) of a 900-character format (128 groups); variants in turn, no graph reused",
            prepare: {
                let groups = String(repeating: "[0000]-", count: 128)
                return Workloads.formats(Formats.variants(of: "XY" + groups), parameters: ["graph": "compiled afresh (the graph interner misses)"]) {
                    try! Mask(format: $0)
                }
            }),
    ]

    // MARK: - The mask cache

    /// `Mask.getOrCreate`: hits on one and several threads, and misses that evict.
    static let cacheScenarios: [Scenario] = [
        Scenario(
            name: "cache/hit", summary: "Mask.getOrCreate of 16 cached formats in turn",
            prepare: cacheHitWorkload),
        Scenario(
            name: "cache/hit-2-threads", summary: "Mask.getOrCreate of 16 cached formats from 2 threads at once",
            threads: 2,
            prepare: cacheHitWorkload),
        Scenario(
            name: "cache/hit-4-threads", summary: "Mask.getOrCreate of 16 cached formats from 4 threads at once",
            threads: 4,
            prepare: cacheHitWorkload),
        Scenario(
            name: "cache/hit-4-threads-distinct", summary: "Mask.getOrCreate from 4 threads at once, each of 16 cached formats of its own",
            threads: 4,
            prepare: {
                // The 16 formats with a tag per set, so that no two threads look up the same mask.
                let sets = (0..<8).map { set in Formats.realWorld.map { $0 + "{\(set)}" } }
                for format in sets.joined() { _ = try! Mask.getOrCreate(withFormat: format) }
                return Workloads.formats(perThread: sets, parameters: ["cache": "holds every format; each thread its own 16"]) {
                    try! Mask.getOrCreate(withFormat: $0)
                }
            }),
        Scenario(
            name: "cache/shared-masks", summary: "no cache: the 16 masks of cache/hit taken from an array, retained and released",
            prepare: sharedMasksWorkload),
        Scenario(
            name: "cache/shared-masks-4-threads", summary: "no cache: the 16 masks of cache/hit taken from an array, retained and released, on 4 threads at once",
            threads: 4,
            prepare: sharedMasksWorkload),
        Scenario(
            name: "cache/miss-evict", summary: "Mask.getOrCreate of 7,921 formats in turn: every call compiles and evicts",
            prepare: {
                Workloads.formats(Formats.variants(of: "+7 ([000]) [000] [00] XY[00]"), parameters: ["cache": "full; CLOCK evicts on every call"]) {
                    try! Mask.getOrCreate(withFormat: $0)
                }
            }),
    ]

    // MARK: - Affinity

    /// Picking among affine masks with each affinity strategy.
    static let affinityScenarios: [Scenario] = [
        ("whole-string", AffinityCalculationStrategy.wholeString),
        ("prefix", .prefix),
        ("capacity", .capacity),
        ("extracted-value-capacity", .extractedValueCapacity),
    ].map { label, strategy in
        Scenario(
            name: "affinity/\(label)", summary: "pick among 3 affine phone masks with .\(strategy), then apply the best",
            prepare: {
                let name = "affinity/\(label)"
                let candidates = Formats.affinePhones.map { try! Mask(format: $0) }
                let texts = Typing.affinePhone.texts(shortInputCount, seed: name).map {
                    CaretString(string: $0, caretPosition: $0.endIndex, caretGravity: typing)
                }
                return Workloads.pickingMask(
                    among: candidates, strategy: strategy, texts: texts,
                    parameters: ["caret": "end", "gravity": "\(typing)"])
            })
    }

    // MARK: - Scaling sweep

    /// `[0…]` and `[A…]` applied to 10 to 1,000,000 Characters, to show how cost grows.
    static let sweepScenarios: [Scenario] = [LongText.digits, .cyrillic].flatMap { text in
        sweepSizes.map { size in
            let name = "sweep/\(text.sweepLabel)-\(Format.sizeLabel(size))"
            return Scenario(
                name: name, summary: "\(text.format) applied to \(Format.grouped(Double(size))) \(text.description)",
                recordedLegacyNanoseconds: text == .digits ? Legacy.digitsNanoseconds[size] : nil,
                prepare: {
                    var input = InputGenerator(name: name)
                    let texts = (0..<inputCount(forSize: size)).map { _ in
                        let string = input.text(characters: size, pieces: text.pieces)
                        return CaretString(string: string, caretPosition: string.endIndex, caretGravity: typing)
                    }
                    return Workloads.applying(
                        try! Mask(format: text.format), to: texts,
                        parameters: ["characters": String(size), "text": text.description, "caret": "end", "gravity": "\(typing)"])
                })
        }
    }

    // MARK: - Builders

    /// How many texts a long-input scenario cycles through: 16 up to 10 K, 4 up to 100 K, then 2
    /// (making the outputs for the copy baseline costs one apply per text).
    private static func inputCount(forSize size: Int) -> Int {
        size <= 10_000 ? shortInputCount : size <= 100_000 ? 4 : 2
    }

    /// A scenario that applies a short mask to typings of values, caret at the end, typing gravity.
    private static func apply(
        _ name: String, _ summary: String, format: String, rightToLeft: Bool = false, notations: [Notation] = [],
        typing values: Typing, legacy: Double? = nil
    ) -> Scenario {
        Scenario(name: name, summary: summary, recordedLegacyNanoseconds: legacy) {
            let mask = rightToLeft
                ? try! RTLMask(format: format, customNotations: notations)
                : try! Mask(format: format, customNotations: notations)
            let texts = values.texts(shortInputCount, seed: name).map {
                CaretString(string: $0, caretPosition: $0.endIndex, caretGravity: typing)
            }
            return Workloads.applying(mask, to: texts, parameters: [
                "caret": "end", "gravity": "\(typing)", "typing": "partial, complete, with junk, pasted with separators",
            ])
        }
    }

    /// What the person did to a formatted text just before the field applies the mask again.
    enum Edit {
        /// Typed a digit in the middle; the caret is after it.
        case insertDigit
        /// Pressed backspace; the caret is where the deleted Character was.
        case backspace
    }

    /// A scenario that applies a mask to formatted texts just edited in the middle or at the end.
    private static func edit(
        _ name: String, _ summary: String, format: String, kind: Edit, typing values: Typing
    ) -> Scenario {
        Scenario(name: name, summary: summary) {
            let mask = try! Mask(format: format)
            var input = InputGenerator(name: name)
            let texts = (0..<shortInputCount).map { index -> CaretString in
                var typed = values.value(&input)
                if index % 4 == 3 { typed = String(typed.prefix(input.number(in: 1...typed.count - 1))) }
                var characters = Array(mask.apply(toText: CaretString(string: typed, caretPosition: typed.endIndex, caretGravity: typing)).formattedText.string)
                let caret: Int
                let gravity: CaretGravity
                switch kind {
                case .insertDigit:
                    let position = input.number(in: min(4, characters.count - 1)...(characters.count - 1))
                    characters.insert(Character(String(input.number(in: 0...9))), at: position)
                    caret = position + 1
                    gravity = typing
                case .backspace:
                    let position = index % 2 == 0 ? characters.count : input.number(in: 1...characters.count)
                    characters.remove(at: position - 1)
                    caret = position - 1
                    gravity = deleting
                }
                return CaretString(string: String(characters), characterOffset: caret, caretGravity: gravity)
            }
            return Workloads.applying(mask, to: texts, parameters: [
                "caret": kind == .insertDigit ? "after the inserted digit" : "where the deleted Character was",
                "gravity": "\(kind == .insertDigit ? typing : deleting)",
            ])
        }
    }

    /// A scenario that applies an elliptical mask, `RTLMask` when `rightToLeft`, to long texts of
    /// about `bytes` UTF-8 bytes.
    private static func longInput(_ text: LongText, bytes: Int, label: String, rightToLeft: Bool) -> Scenario {
        let name = "long/\(text.longLabel)\(rightToLeft ? "-rtl" : "")-\(label)"
        return Scenario(
            name: name,
            summary: "\(rightToLeft ? "RTLMask " : "")\(text.format) applied to \(Format.byteSize(bytes)) of \(text.description)",
            recordedLegacyNanoseconds: text == .digits && bytes == 100 ? Legacy.digitsNanoseconds[100] : nil,
            prepare: {
                var input = InputGenerator(name: name)
                let texts = (0..<inputCount(forSize: bytes)).map { _ in
                    let string = input.text(utf8Bytes: bytes, pieces: text.pieces)
                    return CaretString(string: string, caretPosition: string.endIndex, caretGravity: typing)
                }
                return Workloads.applying(
                    rightToLeft ? try! RTLMask(format: text.format) as Mask : try! Mask(format: text.format), to: texts,
                    parameters: ["bytes": String(bytes), "text": text.description, "caret": "end", "gravity": "\(typing)"])
            })
    }

    /// The workload of the cache-hit scenarios: 16 real-world formats, all cached beforehand.
    @Sendable private static func cacheHitWorkload() -> Workload {
        let formats = Formats.realWorld
        for format in formats { _ = try! Mask.getOrCreate(withFormat: format) }
        return Workloads.formats(formats, parameters: ["cache": "holds every format"]) { try! Mask.getOrCreate(withFormat: $0) }
    }

    /// The workload of the shared-masks scenarios: the masks of the cache-hit scenarios, taken
    /// from an array, which is the least returning the same instance to every thread costs.
    @Sendable private static func sharedMasksWorkload() -> Workload {
        let formats = Formats.realWorld
        let masks = formats.map { try! Mask.getOrCreate(withFormat: $0) }
        return Workloads.takingShared(masks, formats: formats, parameters: ["cache": "none: an array of the masks"])
    }
}
