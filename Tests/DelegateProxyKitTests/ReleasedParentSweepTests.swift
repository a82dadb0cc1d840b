import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parent that cannot keep its own proxies (a Foundation class, a plain class) is found released
/// by the global table's sweeper, which runs on its own queue while the table holds entries: its
/// proxies go, and its streams complete, on that queue within one sweep period of the release, and
/// never inside another parent's `proxy(for:)`. The bound is checked in virtual time on a table of
/// the test's own; the global table's queue with an explicit sweep.
@Suite struct ReleasedParentSweepTests {
    /// A sweeper's clock the test moves: a sweep scheduled runs, on the sweeper's queue (the test
    /// waits for it there), when `advance(by:)` passes its time.
    final class ManualSweepClock: SweepClock {
        private struct Scheduled {
            let due: Duration
            let queue: DispatchQueue
            let sweep: @Sendable () -> Void
        }
        private let state = Mutex<(now: Duration, scheduled: [Scheduled])>((.zero, []))

        func schedule(after delay: Duration, on queue: DispatchQueue, _ sweep: @escaping @Sendable () -> Void)
        {
            state.withLock { $0.scheduled.append(Scheduled(due: $0.now + delay, queue: queue, sweep: sweep)) }
        }

        /// Sweeps scheduled and not run yet.
        var pending: Int { state.withLock { $0.scheduled.count } }

        func advance(by interval: Duration) {
            let target = state.withLock { $0.now + interval }
            while true {
                let next = state.withLock { state -> Scheduled? in
                    guard
                        let index = state.scheduled.indices.min(by: {
                            state.scheduled[$0].due < state.scheduled[$1].due
                        }),
                        state.scheduled[index].due <= target
                    else { return nil }
                    state.now = state.scheduled[index].due
                    return state.scheduled.remove(at: index)
                }
                guard let next else { break }
                next.queue.sync(execute: next.sweep)
            }
            state.withLock { $0.now = target }
        }
    }

    /// A proxy for `XMLParser`, a Foundation class that cannot keep its proxies.
    final class ParserProxy: DelegateProxy<XMLParser, any XMLParserDelegate>, DelegateProxyType,
        XMLParserDelegate
    {
        init(parser: XMLParser) {
            super.init(parentObject: parser)
        }

        static func registerKnownImplementations() {
            register { ParserProxy(parser: $0) }
        }

        static func currentDelegate(for object: XMLParser) -> (any XMLParserDelegate)? {
            object.delegate
        }

        static func setCurrentDelegate(_ delegate: (any XMLParserDelegate)?, to object: XMLParser) {
            object.delegate = delegate
        }
    }

    /// Where a stream's completion ran: on `table`'s sweeper queue or elsewhere.
    final class Completions: Sendable {
        private let places = Mutex<[Bool]>([])
        func record(onSweeperQueue: Bool) { places.withLock { $0.append(onSweeperQueue) } }
        var onSweeperQueue: [Bool] { places.withLock { $0 } }
    }

    enum ParentKind: CaseIterable, Sendable {
        case foundation, plain
    }

    /// A parent of `kind` and a proxy for it, made (not attached) with the family's factory.
    private static func parentAndProxy(_ kind: ParentKind) -> (AnyObject, AnyObject, ObjectIdentifier) {
        let parent = parent(kind)
        let (proxy, family) = proxy(for: parent, kind)
        return (parent, proxy, family)
    }

    /// A parent of `kind`, with no proxy.
    private static func parent(_ kind: ParentKind) -> AnyObject {
        switch kind {
        case .foundation: XMLParser(data: Data("<a/>".utf8))
        case .plain: Gadget()
        }
    }

    /// A proxy for `parent`, a parent of `kind`, made (not attached) with the family's factory,
    /// and its family.
    private static func proxy(for parent: AnyObject, _ kind: ParentKind) -> (AnyObject, ObjectIdentifier) {
        switch kind {
        case .foundation:
            (ParserProxy.createProxy(for: parent as! XMLParser), ParserProxy.identifier)
        case .plain:
            (GadgetDelegateProxy.createProxy(for: parent as! Gadget), GadgetDelegateProxy.identifier)
        }
    }

    /// Subscribes to a stream of `proxy`, recording where its completion runs.
    private static func observeCompletion(
        of proxy: AnyObject, in table: _ProxyTable, into completions: Completions
    ) -> Disposable {
        let stream: Observable<[Any]> =
            (proxy as? ParserProxy)?.methodInvoked("parserDidStartDocument(_:)")
            ?? (proxy as! GadgetDelegateProxy).methodInvoked("gadget(_:didEmit:)")
        return stream.subscribe(onCompleted: { completions.record(onSweeperQueue: table.isOnSweeperQueue) })
    }

    @Test(arguments: ParentKind.allCases)
    func aReleasedParentsStreamsCompleteWithinOnePeriodOnTheSweepersQueue(kind: ParentKind) {
        let clock = ManualSweepClock()
        let table = _ProxyTable(clock: clock)
        let period = _ProxyTable.sweepPeriod
        let completions = Completions()
        weak var weakProxy: AnyObject?
        var parent: AnyObject?
        var subscription: Disposable?
        do {
            let (made, proxy, family) = Self.parentAndProxy(kind)
            parent = made
            weakProxy = proxy
            #expect(table.assign(proxy, to: made, identifier: family) == nil)
            subscription = Self.observeCompletion(of: proxy, in: table, into: completions)
        }
        // Alive over several periods: kept.
        clock.advance(by: period * 3)
        #expect(weakProxy != nil)
        #expect(completions.onSweeperQueue.isEmpty)
        // Released at some point inside a period: the next sweep, at most one period later,
        // releases the proxy on the sweeper's queue.
        clock.advance(by: period / 4)
        parent = nil
        clock.advance(by: period * 3 / 4 - .nanoseconds(1))
        #expect(weakProxy != nil)
        #expect(completions.onSweeperQueue.isEmpty)
        clock.advance(by: .nanoseconds(1))
        #expect(weakProxy == nil)
        #expect(completions.onSweeperQueue == [true])
        #expect(table.entryCount == 0)
        withExtendedLifetime(parent) {}
        subscription?.dispose()
    }

    @Test func theBoundHoldsWhereverInAPeriodTheParentIsReleased() {
        let period = _ProxyTable.sweepPeriod
        for step in 0..<8 {
            let clock = ManualSweepClock()
            let table = _ProxyTable(clock: clock)
            let completions = Completions()
            var parent: Gadget? = Gadget()
            var subscription: Disposable?
            do {
                let proxy = GadgetDelegateProxy.createProxy(for: parent!)
                _ = table.assign(proxy, to: parent!, identifier: GadgetDelegateProxy.identifier)
                subscription = Self.observeCompletion(of: proxy, in: table, into: completions)
            }
            clock.advance(by: period / 8 * step)
            parent = nil
            clock.advance(by: period)
            #expect(completions.onSweeperQueue == [true])
            subscription?.dispose()
        }
    }

    @Test func theSweeperRunsOnlyWhileTheTableHoldsEntries() {
        let clock = ManualSweepClock()
        let table = _ProxyTable(clock: clock)
        let period = _ProxyTable.sweepPeriod
        #expect(clock.pending == 0)
        var first: Gadget? = Gadget()
        var second: Gadget? = Gadget()
        _ = table.assign(
            GadgetDelegateProxy.createProxy(for: first!), to: first!,
            identifier: GadgetDelegateProxy.identifier)
        _ = table.assign(
            GadgetDelegateProxy.createProxy(for: second!), to: second!,
            identifier: GadgetDelegateProxy.identifier)
        // One sweep scheduled however many parents come.
        #expect(clock.pending == 1)
        first = nil
        clock.advance(by: period)
        // `second` lives: the next sweep is scheduled.
        #expect(table.entryCount == 1)
        #expect(clock.pending == 1)
        second = nil
        clock.advance(by: period * 2)
        // The table is empty after the sweep that removed `second`: nothing is scheduled.
        #expect(table.entryCount == 0)
        #expect(clock.pending == 0)
        // A new entry starts the sweeper again.
        let third = Gadget()
        _ = table.assign(
            GadgetDelegateProxy.createProxy(for: third), to: third, identifier: GadgetDelegateProxy.identifier
        )
        #expect(clock.pending == 1)
        withExtendedLifetime((first, second, third)) {}
    }

    /// Parents made and released faster than the period: once the table has doubled it asks
    /// for a sweep at once, on the sweeper's queue, so it does not grow until the next period.
    @Test func aTableThatDoublesIsSweptAtOnceOnTheSweepersQueue() {
        let clock = ManualSweepClock()
        let table = _ProxyTable(clock: clock)
        let completions = Completions()
        let bag = DisposeBag()
        for _ in 0..<63 {
            let gadget = Gadget()
            let proxy = GadgetDelegateProxy.createProxy(for: gadget)
            _ = table.assign(proxy, to: gadget, identifier: GadgetDelegateProxy.identifier)
            Self.observeCompletion(of: proxy, in: table, into: completions).disposed(by: bag)
        }
        // The periodic sweep only.
        #expect(clock.pending == 1)
        #expect(completions.onSweeperQueue.isEmpty)
        let last = Gadget()
        _ = table.assign(
            GadgetDelegateProxy.createProxy(for: last), to: last, identifier: GadgetDelegateProxy.identifier)
        #expect(clock.pending == 2)
        // Not in the caller: nothing completed until the queue runs the sweep.
        #expect(completions.onSweeperQueue.isEmpty)
        clock.advance(by: .zero)
        #expect(completions.onSweeperQueue.count == 63)
        #expect(completions.onSweeperQueue.allSatisfy { $0 })
        #expect(table.entryCount == 1)
        #expect(clock.pending == 1)
        withExtendedLifetime(last) {}
    }

    /// Other parents' proxies made and looked up (at the released parent's address too, when the
    /// allocator hands it back) never release the released parent's proxy: the sweep does.
    @Test(arguments: ParentKind.allCases)
    func anotherParentsLookupNeverCompletesAReleasedParentsStreams(kind: ParentKind) {
        let clock = ManualSweepClock()
        let table = _ProxyTable(clock: clock)
        let completions = Completions()
        var parent: AnyObject?
        var subscription: Disposable?
        var address: ObjectIdentifier?
        do {
            let (made, proxy, family) = Self.parentAndProxy(kind)
            parent = made
            address = ObjectIdentifier(made)
            _ = table.assign(proxy, to: made, identifier: family)
            subscription = Self.observeCompletion(of: proxy, in: table, into: completions)
        }
        parent = nil
        // Parents of the same kind, all kept, until one is at the released parent's address: the
        // allocator hands a freed block back, and with none of this loop's own parents freed it
        // cannot keep handing back theirs instead (a parent released per round would be reused by
        // the next round, while the released parent's block waits behind a full per-thread cache).
        // Under AddressSanitizer, whose quarantine delays reuse past any bound, none is.
        var others: [AnyObject] = []
        var atReleasedAddress: AnyObject?
        while atReleasedAddress == nil && others.count < 10_000 {
            let other = Self.parent(kind)
            if ObjectIdentifier(other) == address { atReleasedAddress = other } else { others.append(other) }
        }
        #expect(atReleasedAddress != nil || Sanitizers.isAddressSanitizerActive)
        for other in [atReleasedAddress].compactMap({ $0 }) + others.prefix(200) {
            let (proxy, family) = Self.proxy(for: other, kind)
            #expect(table.proxy(for: other, identifier: family) == nil)
            #expect(table.assign(proxy, to: other, identifier: family) == nil)
            #expect(table.proxy(for: other, identifier: family) === proxy)
        }
        others.removeAll()
        atReleasedAddress = nil
        #expect(completions.onSweeperQueue.isEmpty)
        clock.advance(by: _ProxyTable.sweepPeriod)
        #expect(completions.onSweeperQueue == [true])
        #expect(table.entryCount == 0)
        withExtendedLifetime(parent) {}
        subscription?.dispose()
    }

    /// Through `proxy(for:)` and the global table: the streams of a released Foundation parent
    /// and of a released plain one complete on the sweeper's queue (run by its timer, or by the
    /// explicit sweep, which waits for it), never on the thread of another parent's `proxy(for:)`.
    @Test func theGlobalTablesReleasedParentsCompleteOnItsQueue() {
        let table = _AssociatedProxies.global
        let completions = Completions()
        var parser: XMLParser? = XMLParser(data: Data("<a/>".utf8))
        var gadget: Gadget? = Gadget()
        let bag = DisposeBag()
        Self.observeCompletion(of: ParserProxy.proxy(for: parser!), in: table, into: completions).disposed(
            by: bag)
        Self.observeCompletion(of: GadgetDelegateProxy.proxy(for: gadget!), in: table, into: completions)
            .disposed(by: bag)
        parser = nil
        gadget = nil
        let others = (0..<100).map { _ in (XMLParser(data: Data()), Gadget()) }
        for (otherParser, otherGadget) in others {
            _ = ParserProxy.proxy(for: otherParser)
            _ = GadgetDelegateProxy.proxy(for: otherGadget)
        }
        #expect(completions.onSweeperQueue.allSatisfy { $0 })
        AssociatedProxyStorage.removeReleasedParents()
        #expect(completions.onSweeperQueue == [true, true])
        withExtendedLifetime(others) {}
    }

    /// A completion that sweeps again (it runs on the sweeper's queue) does not wait for itself.
    @Test func sweepingFromACompletionDoesNotDeadlock() {
        var gadget: Gadget? = Gadget()
        var swept: Int?
        let subscription = GadgetDelegateProxy.proxy(for: gadget!).methodInvoked("gadget(_:didEmit:)")
            .subscribe(onCompleted: { swept = AssociatedProxyStorage.removeReleasedParents() })
        gadget = nil
        AssociatedProxyStorage.removeReleasedParents()
        #expect(swept != nil)
        subscription.dispose()
    }
}
