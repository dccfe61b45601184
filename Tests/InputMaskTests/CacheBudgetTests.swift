import InputMask
import Testing

extension MaskCacheTests {
    /// The byte budget over cached masks and shared graphs: bounded charges, oversized masks left
    /// uncached, eviction when the budget shrinks, and emptying. Other suites may use the cache
    /// meanwhile, so each check holds whatever they add.
    @Suite("Cache byte budget")
    struct CacheBudgetTests {
        /// A format of about `kilobytes` KB, distinct for each `tag`.
        static func format(kilobytes: Int, tag: String) -> String {
            String(repeating: "[0]-", count: kilobytes * 250) + "{\(tag)}"
        }

        /// Runs `body` with the budget set to `bytes`, restoring the previous budget after it.
        static func withBudget(_ bytes: Int, _ body: () throws -> Void) rethrows {
            let saved = Mask.cacheByteBudget
            defer { Mask.cacheByteBudget = saved }
            Mask.cacheByteBudget = bytes
            try body()
        }

        // README, "A correct, bounded cache" and "Bounded memory": at most `Mask.cacheCapacity`
        // (1,024) masks, within `Mask.cacheByteBudget` (32 MiB by default). Only this serialized
        // suite changes the budget, and it restores it, so the default is what reads back here.
        @Test("By default the cache holds 1,024 masks within a 32 MiB byte budget")
        func defaultCapacityAndBudget() {
            #expect(Mask.cacheCapacity == 1_024)
            #expect(Mask.cacheByteBudget == 32 * 1_024 * 1_024)
        }

        @Test("The budget reads back as set, and a negative budget counts as 0")
        func budgetReadsBack() {
            Self.withBudget(10_000_001) { #expect(Mask.cacheByteBudget == 10_000_001) }
            Self.withBudget(-5) { #expect(Mask.cacheByteBudget == 0) }
            #expect(Mask.cacheByteBudget > 0)
        }

        @Test("The charged bytes stay within the budget however many large formats pass through")
        func chargesStayWithinTheBudget() throws {
            try Self.withBudget(1 << 20) {
                for index in 0..<40 {
                    let mask = try Mask.getOrCreate(withFormat: Self.format(kilobytes: 8, tag: "within-\(index)"))
                    #expect(mask.apply(toText: CaretString(string: "12", characterOffset: 2)).formattedText.string == "1-2")
                    #expect(Mask.cachedByteCount <= Mask.cacheByteBudget)
                }
            }
        }

        @Test("A mask charged more than the budget is returned, not cached", arguments: [false, true])
        func oversizedMasksAreNotCached(rightToLeft: Bool) throws {
            try Self.withBudget(64 << 10) {
                let format = Self.format(kilobytes: 16, tag: "oversized")
                let first = rightToLeft ? try RTLMask.getOrCreate(withFormat: format) : try Mask.getOrCreate(withFormat: format)
                let second = rightToLeft ? try RTLMask.getOrCreate(withFormat: format) : try Mask.getOrCreate(withFormat: format)
                #expect(first !== second)
                #expect(first.totalTextLength == second.totalTextLength)
                #expect(Mask.cachedByteCount <= Mask.cacheByteBudget)
            }
        }

        @Test("A mask within the budget stays the same instance")
        func smallMasksAreCached() throws {
            try Self.withBudget(1 << 30) {
                let format = Self.format(kilobytes: 16, tag: "cached")
                let first = try Mask.getOrCreate(withFormat: format)
                let second = try Mask.getOrCreate(withFormat: format)
                #expect(first === second)
            }
        }

        @Test("A smaller budget evicts down to it at once")
        func shrinkingEvicts() throws {
            try Self.withBudget(1 << 30) {
                let masks = try (0..<20).map { try Mask.getOrCreate(withFormat: Self.format(kilobytes: 8, tag: "shrink-\($0)")) }
                // Twenty masks of 8 KB formats are charged far more than 64 KiB.
                #expect(Mask.cachedByteCount > 64 << 10)
                Mask.cacheByteBudget = 64 << 10
                #expect(Mask.cachedByteCount <= 64 << 10)
                // Evicted masks still work.
                #expect(masks[0].apply(toText: CaretString(string: "1", characterOffset: 1)).formattedText.string == "1")
            }
        }

        @Test("Emptying the caches makes getOrCreate compile afresh; masks held stay valid")
        func emptying() throws {
            let format = "[00]-[00]-emptying"
            let before = try Mask.getOrCreate(withFormat: format)
            Mask.removeAllCachedMasks()
            let after = try Mask.getOrCreate(withFormat: format)
            #expect(before !== after)
            let text = CaretString(string: "1234", characterOffset: 4, caretGravity: .forward(autocomplete: true))
            #expect(before.apply(toText: text) == after.apply(toText: text))
            #expect(after.apply(toText: text).formattedText.string == "12-34-emptying")
        }

        @Test("A budget of 0 caches nothing")
        func zeroBudget() throws {
            try Self.withBudget(0) {
                let first = try Mask.getOrCreate(withFormat: "[0]-zero")
                let second = try Mask.getOrCreate(withFormat: "[0]-zero")
                #expect(first !== second)
                #expect(Mask.cachedByteCount == 0)
            }
        }
    }
}
