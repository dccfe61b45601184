extension DateBlocks {
    /// What is typed into one block: how many digits, and the number they make (for AM/PM: one
    /// "digit", 0 for AM and 1 for PM).
    struct Typed: Hashable {
        /// Kept in 32 bits each (a block has at most four digits), so that a field copies little.
        private var storedCount: Int32
        private var storedValue: Int32

        var count: Int {
            get { Int(storedCount) }
            set { storedCount = Int32(newValue) }
        }

        var value: Int {
            get { Int(storedValue) }
            set { storedValue = Int32(newValue) }
        }

        init(count: Int = 0, value: Int = 0) {
            storedCount = Int32(count)
            storedValue = Int32(value)
        }
    }

    /// What is typed into each block of a pattern, held inline: a pattern has at most one block of
    /// each kind, so one slot per kind holds any, and copying a field copies no array.
    struct TypedList {
        /// The most blocks a pattern has: one of each kind.
        static let capacity = DatePattern.Block.allCases.count

        private var slots = (Typed(), Typed(), Typed(), Typed(), Typed(), Typed(), Typed(), Typed(), Typed())

        /// What is typed into block `index` (0 to ``capacity`` - 1).
        subscript(index: Int) -> Typed {
            get {
                switch index {
                case 0: slots.0
                case 1: slots.1
                case 2: slots.2
                case 3: slots.3
                case 4: slots.4
                case 5: slots.5
                case 6: slots.6
                case 7: slots.7
                case 8: slots.8
                default: preconditionFailure("a pattern has at most one block of each kind")
                }
            }
            set {
                switch index {
                case 0: slots.0 = newValue
                case 1: slots.1 = newValue
                case 2: slots.2 = newValue
                case 3: slots.3 = newValue
                case 4: slots.4 = newValue
                case 5: slots.5 = newValue
                case 6: slots.6 = newValue
                case 7: slots.7 = newValue
                case 8: slots.8 = newValue
                default: preconditionFailure("a pattern has at most one block of each kind")
                }
            }
        }
    }
}
