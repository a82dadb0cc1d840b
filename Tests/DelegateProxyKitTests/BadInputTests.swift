@testable import DelegateProxyKit
import Dispatch
import Foundation
import TestSupport
import Testing

/// Wrong input at run time: each case is a clear error for the one stream concerned, and the
/// proxy, its other observers and the forward delegate carry on.
@Suite struct BadInputTests {
    struct ObserverError: Error, CustomStringConvertible {
        var description: String { "observer failed" }
    }

    @Test func failingCastErrorsThatStreamOnlyNamingBothTypes() {
        let widget = Widget()
        let forward = RecordingWidgetDelegate()
        widget.delegate = forward
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var events: [String] = []
        let bag = DisposeBag()
        proxy.methodInvoked("widget(_:didChange:)").map { try castOrThrow(String.self, $0[1]) }
            .subscribe(onNext: { events.append("bad \($0)") }, onError: { events.append("bad error: \($0)") })
            .disposed(by: bag)
        proxy.methodInvoked("widget(_:didChange:)").map { try castOptionalOrThrow(Double.self, $0[0]) }
            .subscribe(onError: { events.append("optional error: \($0)") }).disposed(by: bag)
        widget.rx.didChange.subscribe(onNext: { events.append("good \($0)") }).disposed(by: bag)

        widget.change(3)
        widget.change(4)
        #expect(
            events == [
                "bad error: Cannot cast 3 of type Int to String.",
                "optional error: Cannot cast DelegateProxyKitTests.Widget of type Widget to Double.",
                "good 3", "good 4",
            ])
        #expect(forward.calls == ["didChange(3)", "didChange(4)"])
    }

    /// A proxy that lists its selectors reports another untyped selector at once; a typed
    /// descriptor needs no list, so it gets a stream that receives the method's calls.
    @Test func unknownSelectorErrorsAtOnceNamingTheKnownOnes() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let unlisted = DelegateMethod("widget(_:didExplode:)", Widget.self, Int.self)
        var events: [String] = []
        _ = proxy.sentMessage(unlisted).subscribe(
            onNext: { events.append("typed: \($0.1)") }, onError: { events.append("typed: \($0)") })
        _ = proxy.methodInvoked("widgetDidExplode(_:)").subscribe(onError: { events.append("untyped: \($0)") }
        )
        let subscription = widget.rx.didChange.subscribe(onNext: { events.append("good \($0)") })
        widget.change(1)
        subscription.dispose()
        let known = "Selectors it dispatches: widget(_:didChange:), widgetDidReset(_:), widget(_:heightFor:)."
        #expect(
            events == [
                "untyped: WidgetDelegateProxy does not dispatch `widgetDidExplode(_:)`. \(known)",
                "good 1",
            ])
    }

    /// A delegate set on the parent after the proxy was installed takes over: calls bypass the
    /// proxy (as with RxCocoa, nothing can notice). Asking for the proxy again, which every
    /// `rx` accessor does, puts it back and makes the new delegate its forward delegate;
    /// subscriptions made before keep working.
    @Test func delegateReplacedBehindTheProxysBackIsAdoptedOnTheNextProxyLookup() {
        let widget = Widget()
        let original = RecordingWidgetDelegate()
        widget.delegate = original
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var received: [Int] = []
        let subscription = proxy.methodInvoked(WidgetDelegateProxy.didChange)
            .subscribe(onNext: { received.append($0.1) })

        let replacement = RecordingWidgetDelegate()
        widget.delegate = replacement
        widget.change(1)  // straight to `replacement`
        #expect(received == [])

        #expect(WidgetDelegateProxy.proxy(for: widget) === proxy)
        #expect(widget.delegate === proxy)
        #expect(proxy.forwardToDelegate() === replacement)
        widget.change(2)
        subscription.dispose()

        #expect(received == [2])
        #expect(replacement.calls == ["didChange(1)", "didChange(2)"])
        #expect(original.calls == [])
    }

    @Test func delegateClearedBehindTheProxysBackLeavesNoForwardDelegate() {
        let widget = Widget()
        let original = RecordingWidgetDelegate()
        widget.delegate = original
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        widget.delegate = nil
        widget.change(1)  // nobody
        #expect(WidgetDelegateProxy.proxy(for: widget) === proxy)
        #expect(proxy.forwardToDelegate() == nil)
        #expect(widget.height(for: 0) == 44)  // the default, not the old delegate's answer
        #expect(original.calls == [])
    }

    /// The last outside reference to the parent goes away on another thread while a call is
    /// being delivered: the call finishes (the caller holds the parent), then the parent, the
    /// proxy and its streams end, with `completed` after the call's event.
    @Test func parentReleasedOnAnotherThreadMidDelivery() async {
        let holder = WidgetHolder(Widget())
        let delivering = TestSignal()
        let released = TestSignal()
        let finished = TestSignal()
        let log = Log()
        weak let weakProxy = WidgetDelegateProxy.proxy(for: holder.widget!)
        let subscription = holder.widget!.rx.didChange.subscribe(
            onNext: { value in
                log.append("next \(value)")
                delivering.fire()
                _ = released.block()  // the caller's own thread, held until the parent is gone
                log.append("delivered \(value)")
            }, onCompleted: { log.append("completed") })
        let caller = Thread {
            if let widget = holder.widget { widget.change(1) }
            finished.fire()
        }
        caller.start()
        #expect(await delivering.wait())
        holder.widget = nil
        log.append("released")
        released.fire()
        #expect(await finished.wait())
        #expect(log.all == ["next 1", "released", "delivered 1", "completed"])
        #expect(weakProxy == nil)
        subscription.dispose()
    }

    @Test func parentReleasedByItsOwnObserverMidDelivery() {
        var widget: Widget? = Widget()
        var events: [String] = []
        let subscription = widget!.rx.didChange.subscribe(
            onNext: { value in
                events.append("next \(value)")
                widget = nil
                events.append("after release")
            }, onCompleted: { events.append("completed") })
        widget!.change(1)
        #expect(events == ["next 1", "after release", "completed"])
        subscription.dispose()
    }

    @Test func observerThatThrowsIsStoppedAndReleasedOthersCarryOn() {
        let widget = Widget()
        let forward = RecordingWidgetDelegate()
        widget.delegate = forward
        var events: [String] = []
        weak var weakToken: Token?
        let bag = DisposeBag()
        do {
            let token = Token()
            weakToken = token
            widget.rx.didChange.map { value -> Int in
                withExtendedLifetime(token) {}
                if value == 2 { throw ObserverError() }
                return value
            }
            .subscribe(
                onNext: { events.append("throwing \($0)") }, onError: { events.append("error: \($0)") }
            )
            .disposed(by: bag)
        }
        widget.rx.didChange.subscribe(onNext: { events.append("other \($0)") }).disposed(by: bag)
        for value in 1...3 { widget.change(value) }
        #expect(events == ["throwing 1", "other 1", "error: observer failed", "other 2", "other 3"])
        #expect(forward.calls == ["didChange(1)", "didChange(2)", "didChange(3)"])
        #expect(weakToken == nil, "the failed subscription still holds its closure")
    }

    @Test func observersDisposingDuringDeliveryGetNothingMore() {
        let widget = Widget()
        var events: [String] = []
        var second: Disposable?
        var itself: Disposable?
        var late: Disposable?
        let first = widget.rx.didChange.subscribe(onNext: { value in
            events.append("first \(value)")
            if value == 2 { second?.dispose() }  // `second` is next in line for this call
            if value == 1 {
                late = widget.rx.didChange.subscribe(onNext: { events.append("late \($0)") })
            }
        })
        second = widget.rx.didChange.subscribe(onNext: { events.append("second \($0)") })
        itself = widget.rx.didChange.subscribe(onNext: { value in
            events.append("itself \(value)")
            itself?.dispose()
        })
        for value in 1...3 { widget.change(value) }
        #expect(
            events == [
                "first 1", "second 1", "itself 1",
                "first 2", "late 2",
                "first 3", "late 3",
            ])
        first.dispose()
        late?.dispose()
        second = nil  // the closure holds it: break the cycle
        itself = nil  // the closure holds it: break the cycle
        late = nil  // the closure holds it: break the cycle
    }
}

/// Shares a parent between threads; the test drops it by setting `widget` to `nil`.
final class WidgetHolder: @unchecked Sendable {  // `lock` guards `storage`.
    private let lock = NSLock()
    private var storage: Widget?
    init(_ widget: Widget) { storage = widget }
    var widget: Widget? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}

/// An object whose release shows that a closure holding it was released.
final class Token {}
