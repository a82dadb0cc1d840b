import InternalReactiveUtilities
import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

/// How a delegate call finds its slot by key (the address of its descriptor or `#function`
/// string), and how a proxy class finds its listed selectors: the first answer stays, whichever
/// threads ask at once.
@Suite struct SlotKeysTests {
    private final class Keeper: Sendable {}

    @Test func keysAskedFromManyThreadsAtOnceFindOneSlotPerMethod() async {
        let table = _DispatchTable()
        let keys = 64
        let methods = 4
        let answers = Locked<[UInt: Set<UInt>]>([:])
        await performConcurrently(iterations: 8) { _ in
            for key in 1...UInt(keys) {
                let selector = DelegateSelector("method\(key % UInt(methods))")
                let slot = table.slot(key: key, owner: nil, selector: selector)
                let address = UInt(bitPattern: slot.toOpaque())
                answers.withLock { _ = $0[key, default: []].insert(address) }
            }
        }
        let found = answers.withLock { $0 }
        // Each key always got the same slot, and keys of one method share that method's slot.
        #expect(found.count == keys)
        #expect(found.values.allSatisfy { $0.count == 1 })
        let slotsByMethod = Dictionary(grouping: found, by: { $0.key % UInt(methods) })
            .mapValues { Set($0.flatMap(\.value)) }
        #expect(slotsByMethod.count == methods)
        #expect(slotsByMethod.values.allSatisfy { $0.count == 1 })
        #expect(table.withLock { $0.keys.count } == keys)
        #expect(table.withLock { $0.slots.count } == methods)
    }

    /// A slot with a key is one a delegate call reached: an unknown selector's error names it
    /// beside the listed ones, and not a slot only a typed observer made.
    @Test func anUnknownSelectorsErrorNamesTheListedAndTheDispatchedSelectors() {
        let table = _DispatchTable()
        table.configure(owner: Keeper.self)
        _ = table.slot(key: 1, owner: nil, selector: "dispatched(_:)")
        _ = table.slot(for: "observed(_:)")
        _ = table.slot(key: 2, owner: nil, selector: "listed(_:)")
        var message = ""
        _ = table.untypedStream(for: "unknown(_:)", phase: .invoked, listed: ["listed(_:)"])
            .subscribe(onError: { message = "\($0)" })
        #expect(
            message
                == "Keeper does not dispatch `unknown(_:)`. Selectors it dispatches: listed(_:), dispatched(_:)."
        )
    }

    @Test func theObjectAKeyIsTheAddressOfLivesAsLongAsTheTable() {
        weak var kept: Keeper?
        do {
            let table = _DispatchTable()
            let keeper = Keeper()
            kept = keeper
            let key = UInt(bitPattern: ObjectIdentifier(keeper))
            let first = table.slot(key: key, owner: keeper, selector: DelegateSelector("method"))
            let again = table.slot(key: key, owner: keeper, selector: DelegateSelector("other"))
            #expect(first.toOpaque() == again.toOpaque())
            #expect(kept != nil)
        }
        #expect(kept == nil)
    }

    @Test func aHandOffNamedByAOneCharacterStringFindsItsSlotByName() {
        let table = _DispatchTable()
        // A one-scalar literal read as a unicode scalar literal is a StaticString without a
        // pointer: it has no address to key by.
        let short = ScalarName("x").name
        #expect(!short.hasPointerRepresentation)
        let byName = table.slot(named: short)
        #expect(table.slot(named: short).toOpaque() == byName.toOpaque())
        #expect(table.slot(for: DelegateSelector("x")) === byName.takeUnretainedValue())
        let long: StaticString = "meter(_:didMeasure:)"
        #expect(long.hasPointerRepresentation)
        #expect(table.slot(named: long).toOpaque() != byName.toOpaque())
        #expect(table.withLock { $0.keys.count } == 1)
    }

    /// Makes a one-scalar `StaticString` the compiler keeps without a pointer.
    private struct ScalarName: ExpressibleByUnicodeScalarLiteral {
        let name: StaticString
        init(unicodeScalarLiteral name: StaticString) { self.name = name }
        init(_ name: Self) { self = name }
    }

    @Test func aClassIsAskedItsSelectorsOnceAndDuplicatesAreDropped() async {
        final class Listing {}
        let asked = Atomic<Int>(0)
        let answers = Locked<Set<[DelegateSelector]>>([])
        await performConcurrently(iterations: 8) { _ in
            let selectors = ListedSelectors.entry(of: Listing.self) {
                asked.add(1, ordering: .relaxed)
                return [DelegateSelector("a"), DelegateSelector("b"), DelegateSelector("a")]
            }.selectors
            answers.withLock { _ = $0.insert(selectors) }
        }
        // Threads that asked before the first answer was kept may have asked too; all got it.
        #expect(asked.load(ordering: .relaxed) >= 1)
        #expect(answers.withLock { $0 } == [[DelegateSelector("a"), DelegateSelector("b")]])
        let later = ListedSelectors.entry(of: Listing.self) {
            Issue.record("asked again once known")
            return []
        }.selectors
        #expect(later == [DelegateSelector("a"), DelegateSelector("b")])
    }
}
