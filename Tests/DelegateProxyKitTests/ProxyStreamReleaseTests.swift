import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

/// What a proxy stream's subscription held (the subscriber's closures and what they capture) is
/// released at `dispose()` while the caller still holds the `Disposable`, and when the parent goes
/// (the stream completes), as RxSwift releases a subscription's closures. Also when the disposal
/// races a delivery on another thread: the delivering thread lets go of the replaced observer list
/// as it gives its turn back, not at the proxy's next call.
@Suite struct ProxyStreamReleaseTests {
    /// Counted instances: captured by a subscriber's closure.
    final class Captured: Sendable {
        let released: Released
        init(_ released: Released) { self.released = released }
        deinit { released.flag.store(true, ordering: .relaxed) }
        func touch() {}
    }

    /// Whether a ``Captured`` was released (read from any thread).
    final class Released: Sendable {
        let flag = Atomic<Bool>(false)
        var isSet: Bool { flag.load(ordering: .relaxed) }
    }

    enum Stream: CaseIterable {
        case rx, typedSent, typedInvoked, untypedSent, untypedInvoked
    }

    /// Subscribes `stream` with an observer whose closure captures `captured`. For the proxy's
    /// own streams the disposable is the slot's observer itself, which lets go of the closure;
    /// through an operator (`rx`'s `map`) and `subscribe(onNext:)`, ObservableCore's sink holds
    /// it too (see ``sinkForms``).
    static func subscribe(_ stream: Stream, of widget: Widget, _ captured: Captured) -> Disposable {
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        switch stream {
        case .rx:
            return widget.rx.didChange.subscribe(onNext: { _ in captured.touch() })
        case .typedSent:
            return proxy.sentMessage(WidgetDelegateProxy.didChange).subscribe(
                AnyObserver { _ in captured.touch() })
        case .typedInvoked:
            return proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(
                AnyObserver { _ in captured.touch() })
        case .untypedSent:
            return proxy.sentMessage("widget(_:didChange:)").subscribe(AnyObserver { _ in captured.touch() })
        case .untypedInvoked:
            return proxy.methodInvoked("widget(_:didChange:)").subscribe(
                AnyObserver { _ in captured.touch() })
        }
    }

    @Test(arguments: Stream.allCases)
    func disposingReleasesTheClosuresWhileTheDisposableIsHeld(stream: Stream) {
        let widget = Widget()
        let released = Released()
        let subscription = Self.subscribe(stream, of: widget, Captured(released))
        widget.change(1)
        #expect(!released.isSet)
        subscription.dispose()
        #expect(released.isSet)
        withExtendedLifetime(subscription) {}
    }

    @Test(arguments: Stream.allCases)
    func theParentsReleaseCompletesAndReleasesTheClosuresWhileTheDisposableIsHeld(stream: Stream) {
        let released = Released()
        var widget: Widget? = Widget()
        let subscription = Self.subscribe(stream, of: widget!, Captured(released))
        widget!.change(1)
        #expect(!released.isSet)
        widget = nil
        #expect(released.isSet)
        withExtendedLifetime(subscription) {}
    }

    /// A disposal on this thread while another thread delivers (holding the proxy's turn, inside
    /// an observer): the replaced list waits for the delivery, and the delivering thread frees it
    /// as it gives the turn back, so the disposed subscription's closure is gone once the call
    /// returns, with no later call to the proxy.
    @Test(arguments: Stream.allCases)
    func aDisposalDuringAnotherThreadsDeliveryReleasesWhenThatDeliveryEnds(stream: Stream) async {
        let widget = Widget()
        let delivering = TestSignal()
        let disposed = TestSignal()
        let returned = TestSignal()
        let blocker = widget.rx.didChange.subscribe(onNext: { _ in
            delivering.fire()
            _ = disposed.block()
        })
        let released = Released()
        let subscription = Self.subscribe(stream, of: widget, Captured(released))
        let caller = Thread {
            widget.change(1)
            returned.fire()
        }
        caller.start()
        #expect(await delivering.wait())
        subscription.dispose()
        #expect(!released.isSet)  // the delivery may still read its list
        disposed.fire()
        #expect(await returned.wait())
        #expect(released.isSet)
        blocker.dispose()
        withExtendedLifetime(subscription) {}
    }

    /// The window the previous check missed, replayed step by step on the table: the holder of
    /// the turn has looked for retired lists and found none; a subscriber then replaces a list,
    /// sees the turn taken and files the old one as retired; the holder gives the turn back. It
    /// must see the filed list and free it then.
    @Test func aListRetiredAfterTheHoldersLastLookIsFreedAsTheTurnIsGivenBack() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let table = proxy.table
        let released = Released()
        let subscription = Self.subscribe(.typedInvoked, of: widget, Captured(released))
        let took = table.turn.take()
        #expect(took)  // a delivery holds the turn
        #expect(table.retiredCount.load(ordering: .relaxed) == 0)  // and has looked: none retired
        subscription.dispose()  // files the old list: the turn is taken
        #expect(!released.isSet)
        #expect(table.retiredCount.load(ordering: .relaxed) == 1)
        // The holder gives the turn back (`endTurn` past its first look).
        if table.giveBackTurn() { table.drain() }
        #expect(released.isSet)
        #expect(table.retiredCount.load(ordering: .relaxed) == 0)
        let isTaken = table.turn.isTaken
        #expect(!isTaken)
        withExtendedLifetime(subscription) {}
    }
}
