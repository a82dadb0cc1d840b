import DelegateProxyKit
import TestSupport
import Testing

/// The `[Any]` a call is boxed in is made once per call for all its untyped observers, in storage
/// the slot reuses from call to call: what each observer sees, and keeps, stays the call's own.
@Suite struct UntypedDeliveryTests {
    /// `arguments` as text: the widget by name, the others as they print.
    private static func describe(_ arguments: [Any], widget: Widget) -> String {
        arguments.map { ($0 as? Widget) === widget ? "widget" : "\($0)" }.joined(separator: ", ")
    }

    @Test func severalUntypedObserversSeeTheSameArguments() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        let bag = DisposeBag()
        for name in ["a", "b", "c"] {
            proxy.methodInvoked("widget(_:didChange:)")
                .subscribe(onNext: { log.append("\(name): \(Self.describe($0, widget: widget))") })
                .disposed(by: bag)
        }
        proxy.sentMessage("widget(_:didChange:)")
            .subscribe(onNext: { log.append("sent: \(Self.describe($0, widget: widget))") })
            .disposed(by: bag)
        widget.change(1)
        widget.change(2)
        #expect(
            log.all == [
                "sent: widget, 1", "a: widget, 1", "b: widget, 1", "c: widget, 1",
                "sent: widget, 2", "a: widget, 2", "b: widget, 2", "c: widget, 2",
            ])
    }

    @Test func typedAndUntypedObserversOfOneMethodSeeEachCallInTheOrderSubscribed() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        let bag = DisposeBag()
        proxy.methodInvoked(WidgetDelegateProxy.didChange)
            .subscribe(onNext: { log.append("typed \($0.1)") }).disposed(by: bag)
        proxy.methodInvoked("widget(_:didChange:)")
            .subscribe(onNext: { log.append("untyped \(Self.describe($0, widget: widget))") }).disposed(
                by: bag)
        proxy.methodInvoked(WidgetDelegateProxy.didChange)
            .map { $0.1 * 10 }
            .subscribe(onNext: { log.append("mapped \($0)") }).disposed(by: bag)
        widget.change(1)
        widget.change(2)
        #expect(
            log.all == [
                "typed 1", "untyped widget, 1", "mapped 10",
                "typed 2", "untyped widget, 2", "mapped 20",
            ])
    }

    @Test func argumentsAnObserverKeepsStayThoseOfTheirCall() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var kept: [[Any]] = []
        var seen: [String] = []
        let bag = DisposeBag()
        // One observer keeps every array, the next only looks at it: the storage reused for the
        // next call is never the one kept.
        proxy.methodInvoked("widget(_:didChange:)").subscribe(onNext: { kept.append($0) }).disposed(by: bag)
        proxy.methodInvoked("widget(_:didChange:)")
            .subscribe(onNext: { seen.append(Self.describe($0, widget: widget)) }).disposed(by: bag)
        for value in 1...3 { widget.change(value) }
        #expect(kept.map { Self.describe($0, widget: widget) } == ["widget, 1", "widget, 2", "widget, 3"])
        #expect(seen == ["widget, 1", "widget, 2", "widget, 3"])
    }

    @Test func argumentsWithTheResultAppendedAreRebuiltForEveryCall() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var kept: [[Any]] = []
        let subscription = proxy.methodInvoked("widget(_:heightFor:)").subscribe(onNext: { kept.append($0) })
        #expect(widget.height(for: 1) == 44)
        #expect(widget.height(for: 2) == 44)
        subscription.dispose()
        #expect(kept.map { Self.describe($0, widget: widget) } == ["widget, 1, 44.0", "widget, 2, 44.0"])
    }

    @Test func anUntypedObserverCausingAnotherCallSeesBothCallsArguments() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        let subscription = proxy.methodInvoked("widget(_:didChange:)").subscribe(onNext: { arguments in
            log.append("begin \(Self.describe(arguments, widget: widget))")
            if arguments[1] as? Int == 1 { widget.change(2) }
            log.append("end \(Self.describe(arguments, widget: widget))")
        })
        widget.change(1)
        subscription.dispose()
        #expect(log.all == ["begin widget, 1", "end widget, 1", "begin widget, 2", "end widget, 2"])
    }

    /// The reused storage is emptied after each call: it holds no argument, so it does not keep
    /// the parent (which owns the proxy, which owns the slot) alive.
    @Test func theReusedStorageKeepsNoArgumentAlive() {
        weak var released: Widget?
        let subscription: Disposable = {
            let widget = Widget()
            released = widget
            let subscription = WidgetDelegateProxy.proxy(for: widget).methodInvoked("widget(_:didChange:)")
                .subscribe()
            widget.change(1)
            return subscription
        }()
        #expect(released == nil)
        subscription.dispose()
    }
}
