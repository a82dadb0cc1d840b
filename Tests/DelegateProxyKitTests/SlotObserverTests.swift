import DelegateProxyKit
import Foundation
import Synchronization
import TestSupport
import Testing

/// A slot's observer is its subscription's disposable. A subscriber usually holds its disposable
/// while the observer holds the subscriber's handler: once disposed, and once no observer list (no
/// delivery) can reach it, the observer lets go of the handler, so that the subscriber is released.
/// Never earlier: a delivery calls the handler in place, a completion calls it too, and a handler
/// that disposes its own subscription keeps running (these tests go on using its captures after
/// disposing).
@Suite struct SlotObserverTests {
    /// A subscriber that keeps its own subscription, as a view model keeps its bag: its handler
    /// holds it, and it holds the observer.
    final class Subscriber: @unchecked Sendable {  // Touched by one thread at a time.
        var subscription: Disposable?
        var events: [String] = []
    }

    enum Stream: CaseIterable {
        case typedSent, typedInvoked, untypedSent, untypedInvoked
    }

    /// `widget(_:didChange:)` as `stream` delivers it, each call as the value passed.
    static func values(_ stream: Stream, of proxy: WidgetDelegateProxy) -> Observable<Int> {
        switch stream {
        case .typedSent: proxy.sentMessage(WidgetDelegateProxy.didChange).map(\.1)
        case .typedInvoked: proxy.methodInvoked(WidgetDelegateProxy.didChange).map(\.1)
        case .untypedSent: proxy.sentMessage("widget(_:didChange:)").map { $0[1] as? Int ?? -1 }
        case .untypedInvoked: proxy.methodInvoked("widget(_:didChange:)").map { $0[1] as? Int ?? -1 }
        }
    }

    /// The observable the proxy hands out for `stream`, without an operator: subscribed with an
    /// observer, its disposable is the slot's observer itself, no sink between.
    static func subscribe(
        _ stream: Stream, of proxy: WidgetDelegateProxy, _ on: @escaping (Event<Int>) -> Void
    ) -> Disposable {
        switch stream {
        case .typedSent:
            proxy.sentMessage(WidgetDelegateProxy.didChange).subscribe(AnyObserver { on($0.map(\.1)) })
        case .typedInvoked:
            proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(AnyObserver { on($0.map(\.1)) })
        case .untypedSent:
            proxy.sentMessage("widget(_:didChange:)").subscribe(
                AnyObserver { on($0.map { $0[1] as? Int ?? -1 }) })
        case .untypedInvoked:
            proxy.methodInvoked("widget(_:didChange:)").subscribe(
                AnyObserver { on($0.map { $0[1] as? Int ?? -1 }) })
        }
    }

    @Test(arguments: Stream.allCases)
    func aSubscriberHoldingItsDisposableIsReleasedWhenItDisposes(stream: Stream) {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        weak var released: Subscriber?
        weak var observer: AnyObject?
        do {
            let subscriber = Subscriber()
            released = subscriber
            let subscription = Self.subscribe(stream, of: proxy) { subscriber.events.append("\($0)") }
            subscriber.subscription = subscription
            observer = subscription as AnyObject
        }
        widget.change(1)
        #expect(released?.events == ["next(1)"])
        #expect(observer != nil)
        released?.subscription?.dispose()
        #expect(released == nil)
        #expect(observer == nil)
        widget.change(2)
    }

    /// Disposed by its own handler during a delivery, the observer stays in the list that
    /// delivery reads: the subscriber goes when the delivery ends, not before.
    @Test(arguments: Stream.allCases)
    func aSubscriberDisposingDuringADeliveryIsReleasedWhenTheDeliveryEnds(stream: Stream) {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        weak var released: Subscriber?
        do {
            let subscriber = Subscriber()
            released = subscriber
            subscriber.subscription = Self.subscribe(stream, of: proxy) { event in
                subscriber.subscription?.dispose()
                subscriber.subscription?.dispose()
                // The handler runs on after its disposal: its captures are still there.
                subscriber.events.append("\(event)")
            }
        }
        var aliveDuringDelivery: [Bool] = []
        let witness = Self.values(stream, of: proxy).subscribe(onNext: { _ in
            aliveDuringDelivery.append(released != nil)
        })
        widget.change(1)
        #expect(aliveDuringDelivery == [true])
        #expect(released == nil)
        widget.change(2)
        #expect(aliveDuringDelivery == [true, false])
        witness.dispose()
    }

    /// An observer object that disposes its own subscription when it gets an event, then goes on
    /// using itself. Subscribed with `subscribe(_:)`, it is held only by the handler the slot's
    /// observer holds, which an optimized build's delivery calls in place (no retain): were the
    /// handler dropped at disposal, the object would be freed under its running `on`, which
    /// AddressSanitizer reports in an optimized build (a debug build retains the handler for the
    /// call; there `aSubscriberDisposingDuringADeliveryIsReleasedWhenTheDeliveryEnds` shows when
    /// the handler goes).
    final class SelfDisposingObserver<Element>: ObserverType {
        var subscription: Disposable?
        let log: Log

        init(log: Log) {
            self.log = log
        }

        func on(_ event: Event<Element>) {
            subscription?.dispose()
            log.append(event.element == nil ? "\(event)" : "next")
        }
    }

    /// `observer` subscribed to `stream` with no operator: the slot's observer holds its `on`.
    static func subscribe(
        _ stream: Stream, of proxy: WidgetDelegateProxy, log: Log
    ) -> AnyObject {
        func subscribed<Element>(_ observable: Observable<Element>) -> AnyObject {
            let observer = SelfDisposingObserver<Element>(log: log)
            observer.subscription = observable.subscribe(observer)
            return observer
        }
        switch stream {
        case .typedSent: return subscribed(proxy.sentMessage(WidgetDelegateProxy.didChange))
        case .typedInvoked: return subscribed(proxy.methodInvoked(WidgetDelegateProxy.didChange))
        case .untypedSent: return subscribed(proxy.sentMessage("widget(_:didChange:)"))
        case .untypedInvoked: return subscribed(proxy.methodInvoked("widget(_:didChange:)"))
        }
    }

    @Test(arguments: Stream.allCases)
    func anObserverObjectDisposingItselfDuringADeliveryOutlivesTheDelivery(stream: Stream) {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        weak var released: AnyObject?
        released = Self.subscribe(stream, of: proxy, log: log)
        widget.change(1)
        #expect(released == nil)
        widget.change(2)
        #expect(log.all == ["next"])
    }

    /// A call queued behind the one being delivered keeps the observers it was queued with: one
    /// disposed meanwhile is skipped, and released once the queued delivery is over.
    @Test func anObserverDisposedWhileACallIsQueuedForItIsReleasedAfterThatCall() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        weak var released: Subscriber?
        var log: [String] = []
        let first = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(onNext: { _, value in
            log.append("first \(value)")
            guard value == 1 else { return }
            widget.change(2)  // queued: this call is being delivered
            released?.subscription?.dispose()
            log.append("disposed, alive: \(released != nil)")
        })
        do {
            let subscriber = Subscriber()
            released = subscriber
            subscriber.subscription = Self.subscribe(.typedInvoked, of: proxy) { event in
                subscriber.events.append("\(event)")
                log.append("second \(event)")
            }
        }
        let last = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(onNext: { _, value in
            log.append("last \(value), second alive: \(released != nil)")
        })
        widget.change(1)
        #expect(
            log == [
                "first 1", "disposed, alive: true", "last 1, second alive: true", "first 2",
                "last 2, second alive: true",
            ])
        #expect(released == nil)
        first.dispose()
        last.dispose()
    }

    /// The subscriber's own disposal when it sees `completed` leaves the handler to the
    /// completion, which is running it; the handler goes once the completion ends.
    @Test(arguments: Stream.allCases)
    func aSubscriberDisposingOnCompletionIsReleasedAfterIt(stream: Stream) {
        var widget: Widget? = Widget()
        weak var released: Subscriber?
        weak var weakProxy: WidgetDelegateProxy?
        var log: [String] = []
        do {
            let proxy = WidgetDelegateProxy.proxy(for: widget!)
            weakProxy = proxy
            let subscriber = Subscriber()
            released = subscriber
            subscriber.subscription = Self.subscribe(stream, of: proxy) { event in
                subscriber.events.append("\(event)")
                guard event.isStopEvent else { return }
                subscriber.subscription?.dispose()
                // The handler runs on after its disposal: its captures are still there.
                log = subscriber.events + ["disposed"]
            }
        }
        widget!.change(1)
        #expect(released != nil)
        widget = nil
        #expect(log == ["next(1)", "completed", "disposed"])
        #expect(weakProxy == nil)
        #expect(released == nil)
    }

    /// After a completion with no disposal, the subscription lets go of the handler at once, even
    /// while the subscriber still holds the disposable (issue 47).
    @Test func aSubscriberHoldingItsDisposableIsReleasedAtTheCompletion() {
        var widget: Widget? = Widget()
        weak var released: Subscriber?
        var events: [String] = []
        do {
            let subscriber = Subscriber()
            released = subscriber
            let proxy = WidgetDelegateProxy.proxy(for: widget!)
            subscriber.subscription = Self.subscribe(.typedInvoked, of: proxy) {
                subscriber.events.append("\($0)")
                events.append("\($0)")
            }
        }
        widget!.change(1)
        widget = nil
        #expect(events == ["next(1)", "completed"])
        #expect(released == nil)
    }

    /// A subscription made after the proxy is gone completes at once and holds nothing.
    @Test func aSubscriptionAfterTheProxyIsGoneCompletesAndKeepsNothing() {
        var widget: Widget? = Widget()
        let stream = widget!.rx.delegate.methodInvoked(WidgetDelegateProxy.didChange)
        widget = nil
        weak var released: Subscriber?
        var log: [String] = []
        do {
            let subscriber = Subscriber()
            released = subscriber
            subscriber.subscription = stream.subscribe(
                AnyObserver { event in
                    subscriber.events.append("\(event.map(\.1))")
                    log = subscriber.events
                })
        }
        #expect(log == ["completed"])
        #expect(released == nil)
    }

    /// What one round of the race holds: the widget, taken by the thread that releases it; the
    /// subscription, taken by the thread that disposes it; weak references to what must go.
    final class Round: @unchecked Sendable {  // Set up before the threads start; each takes its own field.
        var widget: Widget?
        var subscription: Disposable?
        let completions = SharedCount()
        /// Set once the disposing thread's `dispose()` returned.
        let disposed = Atomic<Bool>(false)
        weak var subscriber: Subscriber?
        weak var observer: AnyObject?
        weak var proxy: WidgetDelegateProxy?

        init(_ stream: Stream) {
            let widget = Widget()
            let proxy = WidgetDelegateProxy.proxy(for: widget)
            let subscriber = Subscriber()
            let completions = completions
            let subscription = SlotObserverTests.subscribe(stream, of: proxy) { [unowned self] event in
                subscriber.events.append("\(event)")
                guard case .completed = event else { return }
                completions.add()
                // A completion that won holds its handler until the disposal on the other thread
                // returned: that disposal must leave the handler to it.
                while !disposed.load(ordering: .acquiring) {}
            }
            subscriber.subscription = subscription
            self.widget = widget
            self.subscription = subscription
            self.subscriber = subscriber
            self.observer = subscription as AnyObject
            self.proxy = proxy
            widget.change(0)
        }
    }

    /// The proxy released on one thread while the subscription is disposed on another: the
    /// subscriber gets `completed` at most once, and the subscriber, the observer and the proxy
    /// are all released, whichever comes first. When the completion wins, the disposal runs while
    /// the completion is in the handler, which must stay the completion's until it returns.
    @Test(arguments: [Stream.typedInvoked, .untypedSent])
    func disposalRacingTheCompletionDeliversItAtMostOnceAndLeaksNothing(stream: Stream) async {
        let rounds = (0..<300).map { _ in Round(stream) }
        let finished = await Watchdog.run(rounds: rounds.count, threads: 2) { thread, index in
            let round = rounds[index]
            if thread == 0 {
                round.widget = nil
            } else {
                let subscription = round.subscription
                round.subscription = nil
                subscription?.dispose()
                round.disposed.store(true, ordering: .releasing)
            }
        }
        #expect(finished)
        #expect(rounds.allSatisfy { $0.completions.current <= 1 })
        #expect(rounds.allSatisfy { $0.subscriber == nil })
        #expect(rounds.allSatisfy { $0.observer == nil })
        #expect(rounds.allSatisfy { $0.proxy == nil })
    }
}
