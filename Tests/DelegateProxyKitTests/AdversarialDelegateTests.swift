import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

/// A delegate protocol that is not class-bound: legal Swift, and then the parent holds its
/// delegate strongly, which may be a struct or an enum.
protocol TallyDelegate {
    func tally(_ tally: Tally, didCount value: Int) -> String
}

/// A parent of a protocol that is not class-bound: it holds its delegate strongly.
final class Tally: HasDelegate, HasAssociatedProxies, @unchecked Sendable {  // One thread per test.
    var delegate: (any TallyDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    func count(_ value: Int) -> String? { delegate?.tally(self, didCount: value) }
}

final class TallyDelegateProxy: DelegateProxy<Tally, any TallyDelegate>, DelegateProxyType, TallyDelegate,
    @unchecked Sendable
{
    static let didCount = DelegateMethod("tally(_:didCount:)", Tally.self, Int.self, returns: String.self)

    init(tally: Tally) { super.init(parentObject: tally) }

    static func registerKnownImplementations() { register { TallyDelegateProxy(tally: $0) } }

    func tally(_ tally: Tally, didCount value: Int) -> String {
        dispatch(Self.didCount, tally, value, default: "unanswered") { $0.tally(tally, didCount: value) }
    }
}

/// Counts the instances alive: what a value delegate holds must go with the value.
final class Tracked {
    private static let count = Atomic<Int>(0)
    static var alive: Int { count.load(ordering: .relaxed) }
    let name: String
    init(_ name: String) {
        self.name = name
        Self.count.add(1, ordering: .relaxed)
    }
    deinit { Self.count.subtract(1, ordering: .relaxed) }
}

/// The delegate kinds a non-class-bound protocol admits, each answering with all its fields, so
/// that a forward call reading the wrong bytes shows (and, under AddressSanitizer, traps).
struct SmallStruct: TallyDelegate {
    let prefix: String
    func tally(_ tally: Tally, didCount value: Int) -> String { "\(prefix) \(value)" }
}

/// Larger than an existential's inline buffer: stored out of line.
struct LargeStruct: TallyDelegate {
    let first: String
    let second: String
    let tracked: Tracked
    let number: Int
    func tally(_ tally: Tally, didCount value: Int) -> String {
        "\(first) \(second) \(tracked.name) \(number) \(value)"
    }
}

/// One class reference and nothing else: the layout of a class, but a value.
struct WrapperStruct: TallyDelegate {
    let tracked: Tracked
    func tally(_ tally: Tally, didCount value: Int) -> String { "\(tracked.name) \(value)" }
}

enum EnumDelegate: TallyDelegate {
    case plain
    case named(Tracked)
    func tally(_ tally: Tally, didCount value: Int) -> String {
        switch self {
        case .plain: "plain \(value)"
        case .named(let tracked): "\(tracked.name) \(value)"
        }
    }
}

final class ClassDelegate: TallyDelegate {
    let name: String
    init(_ name: String) { self.name = name }
    func tally(_ tally: Tally, didCount value: Int) -> String { "\(name) \(value)" }
}

/// Adversarial but legal delegate types against the forward delegate's hand-assembled existential
/// (`_WeakDelegate`, `_DispatchTable.withForwardDelegate`): each is read back whole, calls through
/// every witness table, and lets go of what it holds when the proxy does. Run under
/// AddressSanitizer too (a wrong word read is a wild access there).
@Suite(.serialized) struct AdversarialDelegateTests {
    @Test(arguments: [false, true])
    func aStructDelegateIsForwardedWhole(retained: Bool) {
        let tally = Tally()
        let proxy = TallyDelegateProxy.proxy(for: tally)
        proxy.setForwardToDelegate(SmallStruct(prefix: "small"), retainDelegate: retained)
        #expect(tally.count(1) == "small 1")
        #expect((proxy.forwardToDelegate() as? SmallStruct)?.prefix == "small")
    }

    @Test(arguments: [false, true])
    func aLargeStructAndAnEnumAreForwardedAndLetGoWithTheProxy(retained: Bool) {
        let before = Tracked.alive
        do {
            let tally = Tally()
            let proxy = TallyDelegateProxy.proxy(for: tally)
            proxy.setForwardToDelegate(
                LargeStruct(first: "a", second: "b", tracked: Tracked("t"), number: 9),
                retainDelegate: retained)
            #expect(tally.count(2) == "a b t 9 2")
            proxy.setForwardToDelegate(EnumDelegate.named(Tracked("e")), retainDelegate: retained)
            #expect(Tracked.alive == before + 1)  // the large struct went with its replacement
            #expect(tally.count(3) == "e 3")
            proxy.setForwardToDelegate(EnumDelegate.plain, retainDelegate: retained)
            #expect(tally.count(4) == "plain 4")
            proxy.setForwardToDelegate(WrapperStruct(tracked: Tracked("w")), retainDelegate: retained)
            #expect(tally.count(5) == "w 5")
        }
        #expect(Tracked.alive == before)
    }

    /// The parent's own struct delegate, found by `proxy(for:)`, keeps answering through the proxy.
    @Test func aStructDelegateOfTheParentBecomesTheForwardDelegate() {
        let tally = Tally()
        tally.delegate = SmallStruct(prefix: "own")
        let observed = Log()
        let subscription = TallyDelegateProxy.proxy(for: tally).methodInvoked(TallyDelegateProxy.didCount)
            .subscribe(onNext: { observed.append("\($0.arguments.1) -> \($0.returnValue)") })
        #expect(tally.count(6) == "own 6")
        #expect(observed.all == ["6 -> own 6"])
        subscription.dispose()
    }

    @Test func aClassDelegateOfANonClassBoundProtocolIsHeldWeakly() {
        let tally = Tally()
        let proxy = TallyDelegateProxy.proxy(for: tally)
        weak var gone: ClassDelegate?
        do {
            let delegate = ClassDelegate("class")
            gone = delegate
            proxy.setForwardToDelegate(delegate, retainDelegate: false)
            #expect(tally.count(7) == "class 7")
            #expect(proxy.forwardToDelegate() as? ClassDelegate === delegate)
        }
        #expect(gone == nil)
        #expect(tally.count(8) == "unanswered")
        let retained = ClassDelegate("kept")
        proxy.setForwardToDelegate(retained, retainDelegate: true)
        #expect(tally.count(9) == "kept 9")
    }

    /// `installForwardDelegate` with a value: its disposable removes it (a value's `AnyObject`
    /// form is a new box each time, so it is known by the box the proxy keeps).
    @Test func anInstalledStructDelegateIsRemovedByItsDisposable() {
        let tally = Tally()
        let installed = TallyDelegateProxy.installForwardDelegate(
            SmallStruct(prefix: "installed"), retainDelegate: false, onProxyForObject: tally)
        #expect(tally.count(1) == "installed 1")
        installed.dispose()
        #expect(tally.count(2) == "unanswered")
        let again = TallyDelegateProxy.installForwardDelegate(
            SmallStruct(prefix: "again"), retainDelegate: true, onProxyForObject: tally)
        #expect(tally.count(3) == "again 3")
        again.dispose()
    }

    // MARK: The table, with types no proxy in this file has

    protocol First { func first() -> Int }
    protocol Second { func second() -> Int }
    protocol Third { func third() -> Int }
    protocol BoundA: AnyObject { func a() -> Int }
    protocol BoundB: AnyObject { func b() -> Int }
    protocol BoundC: AnyObject { func c() -> Int }
    protocol BoundD: AnyObject { func d() -> Int }
    protocol BoundE: AnyObject { func e() -> Int }

    final class Everything: First, Second, Third, BoundA, BoundB, BoundC, BoundD, BoundE {
        func first() -> Int { 1 }
        func second() -> Int { 2 }
        func third() -> Int { 3 }
        func a() -> Int { 10 }
        func b() -> Int { 20 }
        func c() -> Int { 30 }
        func d() -> Int { 40 }
        func e() -> Int { 50 }
    }

    struct ValueOfThree: First, Second, Third {
        let tracked: Tracked
        let extra = (1, 2, 3, 4)
        func first() -> Int { 100 + extra.0 }
        func second() -> Int { 200 + extra.1 }
        func third() -> Int { 300 + extra.3 }
    }

    /// Seven words (an opaque existential of three protocols): too large for the layout, so held
    /// weakly behind a cast; a value of it is kept as a copy.
    @Test(arguments: [false, true])
    func aCompositionOfThreeProtocolsThatAreNotClassBound(retained: Bool) {
        typealias Three = any First & Second & Third
        let table = _DispatchTable()
        weak var gone: Everything?
        do {
            let object = Everything()
            gone = object
            table.setForwardDelegate(object as Three, retain: retained)
            #expect(
                table.withForwardDelegate { (found: Three) in found.first() + found.second() + found.third() }
                    == 6)
        }
        #expect((gone == nil) == !retained)
        let before = Tracked.alive
        table.setForwardDelegate(ValueOfThree(tracked: Tracked("v")) as Three, retain: retained)
        #expect(
            table.withForwardDelegate { (found: Three) in found.first() + found.second() + found.third() }
                == 607)
        table.setForwardDelegate(nil as Three?, retain: retained)
        #expect(Tracked.alive == before)
    }

    /// Six words (a class-bound existential of five protocols).
    @Test(arguments: [false, true])
    func aCompositionOfFiveClassBoundProtocols(retained: Bool) {
        typealias Five = any BoundA & BoundB & BoundC & BoundD & BoundE
        let table = _DispatchTable()
        weak var gone: Everything?
        do {
            let object = Everything()
            gone = object
            table.setForwardDelegate(object as Five, retain: retained)
            #expect(
                table.withForwardDelegate { (found: Five) in
                    found.a() + found.b() + found.c() + found.d() + found.e()
                } == 150)
        }
        #expect((gone == nil) == !retained)
    }

    /// A class delegate in an opaque existential (its buffer holds the reference, the rest is the
    /// type and a witness table), in `Any`, as `AnyObject`, and an optional class.
    @Test(arguments: [false, true])
    func aClassInOpaqueExistentialsAndOptionals(retained: Bool) {
        let table = _DispatchTable()
        let object = Everything()
        table.setForwardDelegate(object as any First, retain: retained)
        #expect(table.withForwardDelegate { (found: any First) in found.first() } == 1)
        table.setForwardDelegate(object as Any, retain: retained)
        let inAny = table.withForwardDelegate { (found: Any) in found as? Everything }
        #expect(inAny?.flatMap { $0 } === object)
        table.setForwardDelegate(object as AnyObject, retain: retained)
        #expect(table.withForwardDelegate { (found: AnyObject) in found } === object)
        let optional: Everything? = object
        table.setForwardDelegate(Optional.some(optional), retain: retained)
        let found = table.withForwardDelegate { (found: Everything?) in found }
        #expect(found?.flatMap { $0 } === object)
    }

    /// A metatype and a plain integer: values.
    @Test func aMetatypeAndAnIntegerAreValues() {
        let table = _DispatchTable()
        table.setForwardDelegate(Everything.self, retain: false)
        #expect(table.withForwardDelegate { (found: Everything.Type) in found == Everything.self } == true)
        table.setForwardDelegate(42, retain: false)
        #expect(table.withForwardDelegate { (found: Int) in found } == 42)
    }

    /// The layout check where values enter.
    @Test func onlyAClassInstanceFirstInItsRepresentationTakesTheLayout() {
        let object = Everything()
        #expect(_WeakDelegate.objectFirst(object) === object)
        #expect(_WeakDelegate.objectFirst(object as any First) === object)
        #expect(_WeakDelegate.objectFirst(object as any BoundA & BoundB) === object)
        #expect(_WeakDelegate.objectFirst(object as any First & Second & Third) == nil)  // seven words
        #expect(_WeakDelegate.objectFirst(WrapperStruct(tracked: Tracked("w"))) == nil)
        #expect(_WeakDelegate.objectFirst(EnumDelegate.named(Tracked("e"))) == nil)
        #expect(_WeakDelegate.objectFirst(SmallStruct(prefix: "s") as any TallyDelegate) == nil)
        #expect(_WeakDelegate.objectFirst(Optional(object)) == nil)
        #expect(_WeakDelegate.objectFirst(Everything.self) == nil)
    }
}

/// A generic parent and a generic proxy: one family per specialization's delegate type.
final class Crate<Content>: HasDelegate, HasAssociatedProxies, @unchecked Sendable {  // One thread per test.
    var delegate: (any TallyDelegate)?
    let associatedProxies = AssociatedProxyStorage()
    let tally = Tally()
    func count(_ value: Int) -> String? { delegate?.tally(tally, didCount: value) }
}

final class CrateDelegateProxy<Content>: DelegateProxy<Crate<Content>, any TallyDelegate>, DelegateProxyType,
    TallyDelegate, @unchecked Sendable
{
    /// A family of its own: the delegate type is `TallyDelegateProxy`'s too.
    static var identifier: ObjectIdentifier { ObjectIdentifier(CrateDelegateProxy<Content>.self) }
    init(crate: Crate<Content>) { super.init(parentObject: crate) }
    static func registerKnownImplementations() { register { CrateDelegateProxy(crate: $0) } }
    func tally(_ tally: Tally, didCount value: Int) -> String {
        dispatch(TallyDelegateProxy.didCount, tally, value, default: "unanswered") {
            $0.tally(tally, didCount: value)
        }
    }
}

@Suite struct AdversarialParentTests {
    @Test func aGenericParentForwardsToAStructDelegate() {
        let crate = Crate<[String]>()
        crate.delegate = SmallStruct(prefix: "crate")
        let proxy = CrateDelegateProxy<[String]>.proxy(for: crate)
        let observed = Log()
        let subscription = proxy.methodInvoked(TallyDelegateProxy.didCount).subscribe(onNext: {
            observed.append($0.returnValue)
        })
        #expect(crate.count(3) == "crate 3")
        #expect(observed.all == ["crate 3"])
        subscription.dispose()
    }
}
