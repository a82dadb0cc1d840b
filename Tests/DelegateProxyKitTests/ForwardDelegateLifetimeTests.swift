import DelegateProxyKit
import TestSupport
import Testing

/// The forward delegate is read by moving the delegate existential's bits by hand around the
/// strong reference its weak load makes (`_DispatchTable.withForwardDelegate`). The call must own
/// that reference: a delegate whose last other reference goes away during its own method, or a
/// retained delegate replaced during it, stays alive until the method returns and is released
/// once after it. Were the reference not owned, the method's use of its own storage after letting
/// go would be a use after free (AddressSanitizer, in CI's sanitizer run); were it released
/// twice, the runtime would trap.
@Suite struct ForwardDelegateLifetimeTests {
    /// What a delegate's method records, outside the delegate.
    final class Log {
        var entries: [String] = []
    }

    /// A reference the delegate owns, read after the delegate lets go of itself.
    final class Token {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    /// A delegate that, during its method, lets go of what keeps it alive, then reads its storage.
    final class LettingGoDelegate: WidgetDelegate, @unchecked Sendable {  // One thread per test.
        let log: Log
        let tokens = [Token(1), Token(2)]
        var letGo: () -> Void = {}

        init(log: Log) { self.log = log }

        func widget(_ widget: Widget, didChange value: Int) {
            letGo()
            log.entries.append("didChange(\(value)) \(tokens.map(\.id))")
        }

        func widget(_ widget: Widget, heightFor row: Int) -> Double {
            letGo()
            log.entries.append("heightFor(\(row)) \(tokens.map(\.id))")
            return Double(tokens.count)
        }
    }

    /// What holds a delegate strongly outside the proxy.
    final class Holder {
        var delegate: LettingGoDelegate?
    }

    @Test(arguments: [false, true])
    func aWeakForwardDelegateReleasedDuringItsCallLivesUntilItReturns(observed: Bool) {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let bag = DisposeBag()
        var observedValues: [Int] = []
        if observed {
            proxy.methodInvoked(WidgetDelegateProxy.didChange)
                .subscribe(onNext: { observedValues.append($0.1) }).disposed(by: bag)
        }
        let log = Log()
        let holder = Holder()
        weak var released: LettingGoDelegate?
        weak var token: Token?
        do {
            let delegate = LettingGoDelegate(log: log)
            released = delegate
            token = delegate.tokens[0]
            holder.delegate = delegate
            delegate.letGo = { [unowned holder] in holder.delegate = nil }
            proxy.setForwardToDelegate(delegate, retainDelegate: false)
        }
        #expect(released != nil)
        widget.change(5)
        #expect(log.entries == ["didChange(5) [1, 2]"])
        #expect(released == nil)  // released once, after the call
        #expect(token == nil)
        #expect(proxy.forwardToDelegate() == nil)
        widget.change(6)  // no forward delegate: nothing to call
        #expect(log.entries == ["didChange(5) [1, 2]"])
        #expect(observedValues == (observed ? [5, 6] : []))
    }

    @Test(arguments: [false, true])
    func aRetainedForwardDelegateReplacedDuringItsCallLivesUntilItReturns(observed: Bool) {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let bag = DisposeBag()
        var observedRows: [String] = []
        if observed {
            proxy.methodInvoked(WidgetDelegateProxy.heightFor)
                .subscribe(onNext: { observedRows.append("\($0.arguments.1) -> \($0.returnValue)") })
                .disposed(by: bag)
        }
        let log = Log()
        let next = RecordingWidgetDelegate()
        weak var released: LettingGoDelegate?
        weak var token: Token?
        do {
            let delegate = LettingGoDelegate(log: log)
            released = delegate
            token = delegate.tokens[1]
            delegate.letGo = { [unowned proxy] in proxy.setForwardToDelegate(next, retainDelegate: true) }
            proxy.setForwardToDelegate(delegate, retainDelegate: true)
        }
        #expect(released != nil)  // kept by the proxy alone
        #expect(widget.height(for: 3) == 2)  // answered by the delegate replaced during the call
        #expect(log.entries == ["heightFor(3) [1, 2]"])
        #expect(released == nil)
        #expect(token == nil)
        #expect(widget.height(for: 4) == 7)
        #expect(next.calls == ["heightFor(4)"])
        #expect(observedRows == (observed ? ["3 -> 2.0", "4 -> 7.0"] : []))
        proxy.setForwardToDelegate(nil, retainDelegate: false)
    }

    /// The forward delegate is part of the proxy's dispatch table, which a subscription keeps
    /// after the proxy is gone: a delegate the proxy retained still goes with the proxy.
    @Test(arguments: [false, true])
    func theForwardDelegateGoesWithTheProxyWhileASubscriptionOutlivesIt(retained: Bool) {
        var widget: Widget? = Widget()
        var delegate: RecordingWidgetDelegate? = RecordingWidgetDelegate()
        weak let released = delegate
        weak var proxy: WidgetDelegateProxy?
        var events: [String] = []
        let subscription: Disposable
        do {
            let made = WidgetDelegateProxy.proxy(for: widget!)
            proxy = made
            // An observer, not `subscribe(onNext:)`, whose sink would let go of the subscription
            // when the stream completes: this disposable is the proxy's own, and it holds the
            // table until disposed.
            subscription = made.methodInvoked(WidgetDelegateProxy.didChange)
                .subscribe(
                    AnyObserver { event in
                        switch event {
                        case .next(let call): events.append("next \(call.1)")
                        case .error(let error): events.append("error \(error)")
                        case .completed: events.append("completed")
                        }
                    })
            made.setForwardToDelegate(delegate, retainDelegate: retained)
        }
        if retained { delegate = nil }  // kept by the proxy alone
        widget!.change(1)
        #expect(released?.calls == ["didChange(1)"])
        widget = nil
        #expect(proxy == nil)
        #expect(events == ["next 1", "completed"])
        // Retained, it lived as long as the proxy; held weakly, it lives as long as its owner.
        #expect((released == nil) == retained)
        delegate = nil
        #expect(released == nil)
        subscription.dispose()
    }
}
