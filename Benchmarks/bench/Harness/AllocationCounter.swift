#if os(Linux) && canImport(Glibc)
import Glibc
#endif
import Synchronization

/// What the allocation counter saw during one counted run.
struct AllocationTally: Sendable {
    /// Calls to the allocating functions.
    var allocations: Int
    /// Bytes requested by those calls.
    var bytes: Int
}

/// Counts heap allocations for real: every call to `malloc`, `calloc`, `realloc`, `posix_memalign`
/// and `aligned_alloc` made by this executable and the loaded shared libraries while a counted run is in progress.
///
/// glibc's `mallinfo2()` cannot do this: its fields describe the heap at one moment (bytes in use,
/// free chunks, mmapped regions), so an allocation that is freed again leaves no trace in a delta.
/// Instead, for the duration of `count(_:)` only, the counter points the entries for those functions in
/// the global offset tables (GOT) of this executable and every loaded library except libc and the
/// dynamic linker at counting wrappers, and restores them afterwards. The Swift runtime
/// (`libswiftCore.so`) allocates every object, array and string buffer through its GOT entry for
/// `malloc`, and the InputMask module, linked into this executable, calls `malloc` through the
/// executable's own entry, so everything it allocates is seen. Timed runs are never patched, so
/// counting costs them nothing.
/// Limits: Linux with glibc only; calls that libc makes to itself are not seen, nor are libraries
/// loaded after the counter first ran; `realloc` counts as one allocation whether or not it moves.
enum AllocationCounter {
    /// How allocations are counted, in one paragraph for the report.
    static let method = """
        counted calls to malloc/calloc/realloc/posix_memalign/aligned_alloc: while allocations are counted \
        (never while timing), the GOT entries of those functions in bench itself and every loaded shared library \
        except libc point at counting wrappers; the Swift runtime allocates every object and buffer through them, \
        and InputMask, linked into bench, calls malloc directly for graphs. \
        Counted on one thread after the timed samples, over whole cycles of the scenario's inputs \
        (at most 256 operations or about 20 ms, at least one operation).
        """

    /// The result of counting known cases at start-up; figures are reported only when it passed.
    static let selfCheck = SelfCheck.run()

    /// Runs `body` while counting its allocations, or returns nil where counting is not available.
    ///
    /// Not reentrant, and other threads must not start or stop counting meanwhile.
    static func count(_ body: () -> Void) -> AllocationTally? {
        #if os(Linux) && canImport(Glibc)
        let slots = GOTSlot.all
        guard !slots.isEmpty, Libc.isResolved else { return nil }
        allocationCount.store(0, ordering: .relaxed)
        allocatedBytes.store(0, ordering: .relaxed)
        let originals = slots.map { $0.install() }
        body()
        for (slot, original) in zip(slots, originals) { slot.restore(original) }
        return AllocationTally(
            allocations: allocationCount.load(ordering: .relaxed),
            bytes: allocatedBytes.load(ordering: .relaxed))
        #else
        body()
        return nil
        #endif
    }
}

/// The counter checked against allocations whose count is known, so that a wrong figure cannot pass unnoticed.
struct SelfCheck: Sendable {
    /// Whether every known case counted exactly as expected.
    let passed: Bool
    /// The cases and what was counted, such as `[Int](repeating:count:1000) 1.00/op (expect 1)`.
    let summary: String

    /// Counts 1,000 runs of each known case.
    static func run() -> SelfCheck {
        let cases: [(name: String, expected: Int, body: () -> Void)] = [
            ("[Int](repeating:count:1000)", 1, { keepAlive([Int](repeating: 7, count: 1000)) }),
            ("5-byte String (stored inline)", 0, { keepAlive(String(repeating: "a", count: 5)) }),
            ("100-byte String", 1, { keepAlive(String(repeating: "a", count: 100)) }),
        ]
        let runs = 1_000
        var passed = true
        var parts: [String] = []
        for known in cases {
            guard let tally = AllocationCounter.count({ for _ in 0..<runs { known.body() } }) else {
                return SelfCheck(passed: false, summary: "allocation counting needs Linux with glibc")
            }
            passed = passed && tally.allocations == known.expected * runs
            parts.append("\(known.name) \(Format.decimal(Double(tally.allocations) / Double(runs), digits: 2))/op (expect \(known.expected))")
        }
        return SelfCheck(passed: passed, summary: (passed ? "passed: " : "FAILED: ") + parts.joined(separator: "; "))
    }
}

/// Takes a value the optimizer cannot see through, so the known cases really allocate.
@inline(never) @_optimize(none)
private func keepAlive<T>(_ value: T) {}

#if os(Linux) && canImport(Glibc)
private let allocationCount = Atomic<Int>(0)
private let allocatedBytes = Atomic<Int>(0)

@inline(__always)
private func record(bytes: Int) {
    allocationCount.add(1, ordering: .relaxed)
    allocatedBytes.add(bytes, ordering: .relaxed)
}

/// libc's allocating functions, looked up once by name. The wrappers call them through these
/// pointers rather than by name, so that this executable's own GOT can be patched too: code linked
/// statically into it (the InputMask module itself) may call `malloc` directly, as the graph
/// builder does, and a wrapper calling `malloc` by name would then call itself.
private enum Libc {
    typealias Malloc = @convention(c) (Int) -> UnsafeMutableRawPointer?
    typealias Calloc = @convention(c) (Int, Int) -> UnsafeMutableRawPointer?
    typealias Realloc = @convention(c) (UnsafeMutableRawPointer?, Int) -> UnsafeMutableRawPointer?
    typealias PosixMemalign = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>, Int, Int) -> Int32
    typealias AlignedAlloc = @convention(c) (Int, Int) -> UnsafeMutableRawPointer?

    static let malloc: Malloc? = find("malloc")
    static let calloc: Calloc? = find("calloc")
    static let realloc: Realloc? = find("realloc")
    static let posixMemalign: PosixMemalign? = find("posix_memalign")
    static let alignedAlloc: AlignedAlloc? = find("aligned_alloc")

    /// Whether every function was found; also initialises them all before any GOT entry points at a wrapper.
    static let isResolved = malloc != nil && calloc != nil && realloc != nil && posixMemalign != nil && alignedAlloc != nil

    private static func find<Function>(_ name: String) -> Function? {
        // RTLD_DEFAULT: the executable only imports these, so the first definition is libc's.
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: Function.self) }
    }
}

private let countingMalloc: @convention(c) (Int) -> UnsafeMutableRawPointer? = { size in
    record(bytes: size)
    return Libc.malloc.unsafelyUnwrapped(size)
}
private let countingCalloc: @convention(c) (Int, Int) -> UnsafeMutableRawPointer? = { count, size in
    record(bytes: count &* size)
    return Libc.calloc.unsafelyUnwrapped(count, size)
}
private let countingRealloc: @convention(c) (UnsafeMutableRawPointer?, Int) -> UnsafeMutableRawPointer? = { pointer, size in
    record(bytes: size)
    return Libc.realloc.unsafelyUnwrapped(pointer, size)
}
private let countingPosixMemalign: @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>, Int, Int) -> Int32 = { result, alignment, size in
    record(bytes: size)
    return Libc.posixMemalign.unsafelyUnwrapped(result, alignment, size)
}
private let countingAlignedAlloc: @convention(c) (Int, Int) -> UnsafeMutableRawPointer? = { alignment, size in
    record(bytes: size)
    return Libc.alignedAlloc.unsafelyUnwrapped(alignment, size)
}

/// The first fields of glibc's `struct dl_phdr_info`, which the Glibc module does not import.
private struct LoadedObject {
    var address: UInt
    var name: UnsafePointer<CChar>?
    var programHeaders: UnsafePointer<Elf64_Phdr>
    var programHeaderCount: UInt16
}

/// One GOT entry of an allocating function in a loaded library, and its counting replacement.
// Unchecked: the addresses are this process's own relocated tables, written only by the thread
// that counts, while no other thread runs (`AllocationCounter.count`).
private struct GOTSlot: @unchecked Sendable {
    let entry: UnsafeMutablePointer<UInt>
    let replacement: UInt
    /// Whether the entry lies in a segment made read-only after relocation (RELRO).
    let isReadOnly: Bool

    /// Every such entry of the libraries loaded now (found once, on first use).
    static let all: [GOTSlot] = findAll()

    private static let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))

    private static let replacements: [String: UInt] = [
        "malloc": unsafeBitCast(countingMalloc, to: UInt.self),
        "calloc": unsafeBitCast(countingCalloc, to: UInt.self),
        "realloc": unsafeBitCast(countingRealloc, to: UInt.self),
        "posix_memalign": unsafeBitCast(countingPosixMemalign, to: UInt.self),
        "aligned_alloc": unsafeBitCast(countingAlignedAlloc, to: UInt.self),
    ]

    /// Points the entry at the counting wrapper and returns what it held.
    func install() -> UInt {
        let original = entry.pointee
        setWritable(true)
        entry.pointee = replacement
        return original
    }

    /// Puts back what the entry held before `install()`.
    func restore(_ original: UInt) {
        entry.pointee = original
        setWritable(false)
    }

    private func setWritable(_ writable: Bool) {
        guard isReadOnly else { return }
        let page = UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: entry) & ~(Self.pageSize - 1))
        let result = mprotect(page, Int(Self.pageSize), writable ? PROT_READ | PROT_WRITE : PROT_READ)
        precondition(result == 0, "mprotect of a GOT page failed")
    }

    private final class Finder {
        var slots: [GOTSlot] = []
    }

    private static func findAll() -> [GOTSlot] {
        typealias Visitor = @convention(c) (UnsafeMutableRawPointer?, Int, UnsafeMutableRawPointer?) -> Int32
        typealias IteratePhdr = @convention(c) (Visitor, UnsafeMutableRawPointer?) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dl_iterate_phdr") else { return [] }
        let iterate = unsafeBitCast(symbol, to: IteratePhdr.self)
        let finder = Finder()
        withExtendedLifetime(finder) {
            _ = iterate({ info, _, context in
                guard let info, let context else { return 0 }
                let object = info.assumingMemoryBound(to: LoadedObject.self).pointee
                Unmanaged<Finder>.fromOpaque(context).takeUnretainedValue().slots += GOTSlot.slots(of: object)
                return 0
            }, Unmanaged.passUnretained(finder).toOpaque())
        }
        return finder.slots
    }

    /// The entries of one loaded object, this executable (whose name is empty) included; none for
    /// libc, the dynamic linker and the vDSO.
    private static func slots(of object: LoadedObject) -> [GOTSlot] {
        let name = object.name.map { String(cString: $0) } ?? ""
        let skipped = ["libc.so", "ld-linux", "ld64.so", "linux-vdso", "linux-gate"]
        if skipped.contains(where: name.contains) { return [] }

        let base = object.address
        var dynamicSection: UnsafePointer<Elf64_Dyn>?
        var readOnlyRange: Range<UInt> = 0..<0
        for header in UnsafeBufferPointer(start: object.programHeaders, count: Int(object.programHeaderCount)) {
            let start = base + UInt(header.p_vaddr)
            if header.p_type == UInt32(PT_DYNAMIC) { dynamicSection = UnsafePointer(bitPattern: start) }
            if header.p_type == UInt32(PT_GNU_RELRO) { readOnlyRange = start..<(start + UInt(header.p_memsz)) }
        }
        guard var entry = dynamicSection else { return [] }

        var table: [Int64: UInt] = [:]
        while entry.pointee.d_tag != Int64(DT_NULL) {
            table[entry.pointee.d_tag] = UInt(entry.pointee.d_un.d_ptr)
            entry += 1
        }
        // glibc relocates the pointers of the dynamic section in place on most architectures, not on all.
        func address(_ tag: Int32) -> UInt? {
            guard let value = table[Int64(tag)], value != 0 else { return nil }
            return value < base ? value + base : value
        }
        guard let symbols = address(DT_SYMTAB), let strings = address(DT_STRTAB) else { return [] }

        var found: [GOTSlot] = []
        let relocationTables = [(address(DT_JMPREL), table[Int64(DT_PLTRELSZ)]), (address(DT_RELA), table[Int64(DT_RELASZ)])]
        for case let (start?, size?) in relocationTables {
            let relocations = UnsafeBufferPointer(
                start: UnsafePointer<Elf64_Rela>(bitPattern: start),
                count: Int(size) / MemoryLayout<Elf64_Rela>.stride)
            for relocation in relocations where bindsFunction(type: relocation.r_info & 0xFFFF_FFFF) {
                let symbol = UnsafePointer<Elf64_Sym>(bitPattern: symbols)![Int(relocation.r_info >> 32)]
                let symbolName = String(cString: UnsafePointer<CChar>(bitPattern: strings + UInt(symbol.st_name))!)
                guard let replacement = replacements[symbolName] else { continue }
                let entryAddress = base + UInt(relocation.r_offset)
                found.append(GOTSlot(
                    entry: UnsafeMutablePointer(bitPattern: entryAddress)!,
                    replacement: replacement,
                    isReadOnly: readOnlyRange.contains(entryAddress)))
            }
        }
        return found
    }

    /// Whether a relocation type fills a GOT entry with a function's address (for a call or a load).
    private static func bindsFunction(type: UInt64) -> Bool {
        #if arch(x86_64)
        return type == 6 || type == 7  // R_X86_64_GLOB_DAT, R_X86_64_JUMP_SLOT
        #elseif arch(arm64)
        return type == 1025 || type == 1026  // R_AARCH64_GLOB_DAT, R_AARCH64_JUMP_SLOT
        #else
        return false
        #endif
    }
}
#endif
