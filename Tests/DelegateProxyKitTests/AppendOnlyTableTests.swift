import InternalReactiveUtilities
import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

@Suite struct AppendOnlyTableTests {
    private final class Keeper: Sendable {}

    @Test func eachKeyGetsTheFirstValueAddedEvenWhenThreadsAddItAtOnce() async {
        let table = Holder()
        let threads = 8
        let keys = 64
        let answers = Locked<[UInt: Set<Int>]>([:])
        await performConcurrently(iterations: threads) { thread in
            for key in 1...UInt(keys) {
                let held = table.values.add(thread, for: key)
                answers.withLock { _ = $0[key, default: []].insert(held) }
            }
        }
        // Every thread was answered the one value the table kept for each key.
        let kept = answers.withLock { $0 }
        #expect(kept.count == keys)
        #expect(kept.values.allSatisfy { $0.count == 1 })
        for key in 1...UInt(keys) {
            #expect(table.values.value(for: key).map { kept[key] == [$0] } == true)
        }
        #expect(table.values.value(for: 0) == nil)
        #expect(table.values.value(for: UInt(keys) + 1) == nil)
    }

    @Test func aKeeperLivesAsLongAsTheTableAndNoLonger() {
        weak var kept: Keeper?
        do {
            let table = _AppendOnlyTable<String>()
            let keeper = Keeper()
            kept = keeper
            let key = UInt(bitPattern: ObjectIdentifier(keeper))
            #expect(table.add("first", for: key, keeper: keeper) == "first")
            #expect(table.add("second", for: key, keeper: keeper) == "first")
            #expect(table.add("other", for: key + 1) == "other")
            #expect(table.value(for: key) == "first")
            #expect(kept != nil)
        }
        #expect(kept == nil)
    }

    @Test func typesAreKeysByTheirIdentity() {
        let table = _AppendOnlyTable<String>()
        table.add("int", for: ObjectIdentifier(Int.self))
        table.add("string", for: ObjectIdentifier(String.self))
        #expect(table.value(for: ObjectIdentifier(Int.self)) == "int")
        #expect(table.value(for: ObjectIdentifier(String.self)) == "string")
        #expect(table.value(for: ObjectIdentifier(Double.self)) == nil)
    }

    private final class Holder: Sendable {
        let values = _AppendOnlyTable<Int>()
    }
}
