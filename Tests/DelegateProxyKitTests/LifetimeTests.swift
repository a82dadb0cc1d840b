import DelegateProxyKit
import TestSupport
import Testing

@Suite struct LifetimeTests {
    @Test func parentKeepsProxyAliveAndProxyDoesNotKeepParent() {
        weak var weakProxy: WidgetDelegateProxy?
        weak var weakWidget: Widget?
        do {
            let widget = Widget()
            weakWidget = widget
            weakProxy = WidgetDelegateProxy.proxy(for: widget)
            #expect(weakProxy != nil)
            #expect(weakProxy?.parentObject === widget)
        }
        #expect(weakWidget == nil)
        #expect(weakProxy == nil)
    }

    @Test func streamsCompleteWhenTheParentIsReleased() {
        var events: [String] = []
        var widget: Widget? = Widget()
        let bag = DisposeBag()
        widget!.rx.didChange.subscribe(
            onNext: { events.append("next \($0)") }, onCompleted: { events.append("typed completed") }
        ).disposed(by: bag)
        widget!.rx.delegate.sentMessage("widget(_:didChange:)").subscribe(
            onNext: { _ in events.append("sent") }, onCompleted: { events.append("sent completed") }
        ).disposed(by: bag)
        widget!.change(1)
        widget = nil
        #expect(events == ["sent", "next 1", "sent completed", "typed completed"])
    }

    @Test func cachedStreamsAreReleasedWithTheProxy() {
        // They used to hold the dispatch table, which held them: every proxy's table leaked.
        weak var weakSent: Observable<[Any]>?
        weak var weakInvoked: Observable<[Any]>?
        do {
            let widget = Widget()
            let proxy = WidgetDelegateProxy.proxy(for: widget)
            weakSent = proxy.sentMessage("widget(_:didChange:)")
            weakInvoked = proxy.methodInvoked("widgetDidReset(_:)")
            #expect(weakSent != nil && weakInvoked != nil)
        }
        #expect(weakSent == nil)
        #expect(weakInvoked == nil)
    }

    @Test func subscribingAfterTheProxyIsGoneCompletesAtOnce() {
        var widget: Widget? = Widget()
        let stream = widget!.rx.delegate.methodInvoked("widget(_:didChange:)")
        widget = nil
        var events: [String] = []
        _ = stream.subscribe(
            onNext: { _ in events.append("next") }, onCompleted: { events.append("completed") })
        #expect(events == ["completed"])
    }

    @Test func typedStreamsTakenBeforeTheReleaseCompleteAtOnceWhenSubscribedAfter() {
        // A typed stream holds the dispatch table itself, not a handle the release empties: the
        // table must remember that it completed.
        var widget: Widget? = Widget()
        let invoked = widget!.rx.delegate.methodInvoked(WidgetDelegateProxy.didChange)
        let sent = widget!.rx.delegate.sentMessage(WidgetDelegateProxy.heightFor)
        widget = nil
        var events: [String] = []
        _ = invoked.subscribe(
            onNext: { _ in events.append("invoked next") },
            onCompleted: { events.append("invoked completed") })
        _ = sent.subscribe(
            onNext: { _ in events.append("sent next") }, onCompleted: { events.append("sent completed") })
        #expect(events == ["invoked completed", "sent completed"])
    }

    @Test func subscriptionsDoNotKeepTheProxyAlive() {
        weak var weakProxy: WidgetDelegateProxy?
        var widget: Widget? = Widget()
        let subscription = widget!.rx.didChange.subscribe()
        weakProxy = WidgetDelegateProxy.proxy(for: widget!)
        widget = nil
        #expect(weakProxy == nil)
        subscription.dispose()
    }

    /// What a subscriber's observer receives, kept where the test can see it go.
    final class Received {
        var values: [Int] = []
    }

    /// The disposable of a subscription may outlive its disposal (a bag or a serial disposable
    /// can keep it): it lets go of the subscriber when disposed, not when released.
    @Test(arguments: [false, true])
    func aDisposedSubscriptionLetsGoOfItsSubscriberWhileStillHeld(invoked: Bool) {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        weak var released: Received?
        let subscription: Disposable
        do {
            let received = Received()
            released = received
            let stream =
                invoked
                ? proxy.methodInvoked(WidgetDelegateProxy.didChange)
                : proxy.sentMessage(WidgetDelegateProxy.didChange)
            // An observer, not `subscribe(onNext:)`: the disposable is the proxy's own, no sink
            // between.
            subscription = stream.subscribe(
                AnyObserver { event in
                    if case .next(let call) = event { received.values.append(call.1) }
                })
        }
        widget.change(2)
        #expect(released?.values == [2])
        subscription.dispose()
        #expect(released == nil)
        widget.change(3)
        withExtendedLifetime(subscription) {}
    }

    @Test func parentsThatDoNotOwnStorageReleaseProxiesWhenSwept() {
        weak var weakProxy: GadgetDelegateProxy?
        var completed = false
        var subscription: Disposable?
        do {
            let gadget = Gadget()
            let proxy = GadgetDelegateProxy.proxy(for: gadget)
            weakProxy = proxy
            subscription = proxy.methodInvoked("gadget(_:didEmit:)").subscribe(onCompleted: {
                completed = true
            })
        }
        AssociatedProxyStorage.removeReleasedParents()
        #expect(weakProxy == nil)
        #expect(completed)
        subscription?.dispose()
    }

    @Test func theGlobalTableKeepsLiveParentsAsItGrowsAndSweepsReleasedOnes() {
        weak var releasedParentsProxy: GadgetDelegateProxy?
        do {
            let gadget = Gadget()
            releasedParentsProxy = GadgetDelegateProxy.proxy(for: gadget)
        }
        // Many new parents: attaching their proxies releases nobody's (see
        // ReleasedParentSweepTests); the sweep does.
        let gadgets = (0..<1_000).map { _ in Gadget() }
        let proxies = gadgets.map { GadgetDelegateProxy.proxy(for: $0) }
        AssociatedProxyStorage.removeReleasedParents()
        #expect(releasedParentsProxy == nil)
        #expect(zip(gadgets, proxies).allSatisfy { GadgetDelegateProxy.proxy(for: $0) === $1 })
        #expect(zip(gadgets, proxies).allSatisfy { $0.delegate === $1 })
    }

    @Test func newObjectAtAReusedAddressNeverSeesADeadObjectsProxy() {
        // A stale entry would hand back the dead object's proxy, whose parent is gone.
        var seen: Set<ObjectIdentifier> = []
        var reused = 0
        for _ in 0..<200 {
            do {
                let gadget = Gadget()
                let proxy = GadgetDelegateProxy.proxy(for: gadget)
                #expect(proxy.parentObject === gadget)
                #expect(gadget.delegate === proxy)
                if !seen.insert(ObjectIdentifier(gadget)).inserted { reused += 1 }
            }
            // Swept here; the test below leaves the released parent's entry in the table.
            AssociatedProxyStorage.removeReleasedParents()
        }
        // The allocator hands back freed addresses, so the case was really exercised (except
        // under AddressSanitizer, whose quarantine delays reuse past this loop).
        #expect(reused > 0 || Sanitizers.isAddressSanitizerActive)
    }

    @Test func anObjectAtAReleasedParentsAddressGetsAProxyOfItsOwnWhileTheOldOneLives() {
        // The proxy's reference to its parent is weak: it does not keep the parent's memory, so a
        // new object may take the address while the old proxy, and the table's entry (not swept
        // here), still live. Neither may be taken for the new object's.
        var gadget: Gadget? = Gadget()
        let address = ObjectIdentifier(gadget!)
        let proxy = GadgetDelegateProxy.proxy(for: gadget!)
        gadget = nil
        var reused = 0
        var mistaken = 0
        for _ in 0..<200 {
            let other = Gadget()
            if ObjectIdentifier(other) == address { reused += 1 }
            let otherProxy = GadgetDelegateProxy.proxy(for: other)
            if otherProxy === proxy || otherProxy.parentObject !== other || other.delegate !== otherProxy {
                mistaken += 1
            }
        }
        #expect(mistaken == 0)
        #expect(proxy.parentObject == nil)
        // The allocator hands back freed addresses, so the case was really exercised (except
        // under AddressSanitizer, whose quarantine delays reuse past this loop).
        #expect(reused > 0 || Sanitizers.isAddressSanitizerActive)
    }
}
