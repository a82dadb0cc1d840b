import Testing

@testable import DelegateProxyKit

/// A forward delegate is kept as a weak reference (or a strong one) and the existential's other
/// words, its witness tables; a read puts the object back in front of them. These tests read
/// existentials of one, two and three words back and call through every witness table.
@Suite struct WeakDelegateTests {
    protocol Named: AnyObject { var name: String { get } }
    protocol Counted: AnyObject { func count() -> Int }

    final class Delegate: Named, Counted {
        let name: String
        init(_ name: String) { self.name = name }
        func count() -> Int { name.count }
    }

    @Test(arguments: [false, true])
    func anExistentialOfTwoProtocolsIsReadBackWhole(retained: Bool) {
        let table = _DispatchTable()
        let delegate = Delegate("three")
        table.setForwardDelegate(delegate as any Named & Counted, retain: retained)
        let read = table.withForwardDelegate { (found: any Named & Counted) in
            "\(found.name) \(found.count())"
        }
        #expect(read == "three 5")
        #expect(table.forwardDelegate(as: (any Named & Counted).self) === delegate)
    }

    @Test(arguments: [false, true])
    func anExistentialOfOneProtocolAndAClassAreReadBack(retained: Bool) {
        let table = _DispatchTable()
        let delegate = Delegate("two")
        table.setForwardDelegate(delegate as any Counted, retain: retained)
        #expect(table.withForwardDelegate { (found: any Counted) in found.count() } == 3)
        table.setForwardDelegate(delegate, retain: retained)
        #expect(table.withForwardDelegate { (found: Delegate) in found.name } == "two")
    }

    @Test func aWeaklyHeldDelegateThatIsGoneReadsAsNone() {
        let table = _DispatchTable()
        do {
            let delegate = Delegate("gone")
            table.setForwardDelegate(delegate as any Named & Counted, retain: false)
            #expect(table.forwardDelegate(as: (any Named & Counted).self) === delegate)
        }
        #expect(table.forwardDelegate(as: (any Named & Counted).self) == nil)
    }

    @Test func aRetainedDelegateIsLetGoWhenReplacedOrTheTableCompletes() {
        let table = _DispatchTable()
        weak var first: Delegate?
        weak var second: Delegate?
        do {
            let delegate = Delegate("first")
            first = delegate
            table.setForwardDelegate(delegate as any Named, retain: true)
        }
        #expect(first != nil)
        do {
            let delegate = Delegate("second")
            second = delegate
            table.setForwardDelegate(delegate as any Named, retain: true)
        }
        #expect(first == nil)
        #expect(table.withForwardDelegate { (found: any Named) in found.name } == "second")
        table.complete(listed: { [] })
        #expect(second == nil)
        #expect(table.forwardDelegate(as: (any Named).self) == nil)
    }
}
