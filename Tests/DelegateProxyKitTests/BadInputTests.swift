import Dispatch
import Foundation
import TestSupport
import Testing

@testable import DelegateProxyKit

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

    /// A delegate set on a plain `weak var` after the proxy was installed takes over, and the
    /// proxy's observers miss the calls: the next `proxy(for:)` (every `rx` accessor asks for it)
    /// installs the proxy again with that delegate as its forward delegate, as RxCocoa does, and
    /// a debug build warns on standard error, once per parent, naming the parent, the delegate
    /// protocol and the fixes. The child process checks what the warning leaves behind and exits
    /// normally.
    @Test func delegateReplacedBehindTheProxysBackWarnsOncePerParentAndReinstalls() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let widget = Widget()
            let proxy = WidgetDelegateProxy.proxy(for: widget)
            let replacement = RecordingWidgetDelegate()
            widget.delegate = replacement
            var seen: [Int] = []
            let subscription = widget.rx.didChange.subscribe(onNext: { seen.append($0) })
            precondition(widget.delegate === proxy, "the proxy is its parent's delegate again")
            widget.change(1)
            precondition(seen == [1] && replacement.calls == ["didChange(1)"], "observed and forwarded")
            // Replaced again on the same parent: re-installed, not reported again.
            widget.delegate = RecordingWidgetDelegate()
            _ = WidgetDelegateProxy.proxy(for: widget)
            precondition(widget.delegate === proxy, "re-installed again")
            // Another parent is reported on its own.
            let other = Widget()
            _ = WidgetDelegateProxy.proxy(for: other)
            other.delegate = nil
            _ = other.rx.didChange
            subscription.dispose()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let warnings = message.components(separatedBy: "DelegateProxy warning:").count - 1
        #expect(warnings == 2)
        #expect(message.contains("the WidgetDelegate of this Widget was set to a RecordingWidgetDelegate"))
        #expect(message.contains("after its WidgetDelegateProxy was installed"))
        #expect(message.contains("@ProxiedDelegate"))
        #expect(message.contains("the WidgetDelegate of this Widget was set to nil"))
        #expect(message.contains("installed again"))
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
