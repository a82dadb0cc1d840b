import TestSupport
import Testing

@testable import DelegateProxyKit

@Suite struct DelegateProxyTests {
    @Test func proxyBecomesTheDelegateAndTheOldDelegateTheForwardDelegate() {
        let widget = Widget()
        let original = RecordingWidgetDelegate()
        widget.delegate = original
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        #expect(widget.delegate === proxy)
        #expect(proxy.forwardToDelegate() === original)
        #expect(WidgetDelegateProxy.proxy(for: widget) === proxy)
        // Installing made no call on the old delegate.
        #expect(original.calls.isEmpty)
    }

    @Test func unobservedAndObservedCallsAreForwarded() {
        let widget = Widget()
        let original = RecordingWidgetDelegate()
        widget.delegate = original
        widget.change(1)
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        widget.change(2)
        let subscription = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe()
        widget.change(3)
        subscription.dispose()
        #expect(original.calls == ["didChange(1)", "didChange(2)", "didChange(3)"])
    }

    @Test func orderIsSentMessageThenForwardDelegateThenMethodInvoked() {
        let widget = Widget()
        let log = Log()
        let original = RecordingWidgetDelegate()
        original.onChange = { log.append("forward(\($0))") }
        widget.delegate = original
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let bag = DisposeBag()
        proxy.sentMessage(WidgetDelegateProxy.didChange)
            .subscribe(onNext: { log.append("sent(\($0.1))") }).disposed(by: bag)
        proxy.methodInvoked(WidgetDelegateProxy.didChange)
            .subscribe(onNext: { log.append("invoked(\($0.1))") }).disposed(by: bag)
        proxy.sentMessage("widget(_:didChange:)")
            .subscribe(onNext: { log.append("sentAny(\($0[1]))") }).disposed(by: bag)
        proxy.methodInvoked("widget(_:didChange:)")
            .subscribe(onNext: { log.append("invokedAny(\($0[1]))") }).disposed(by: bag)
        widget.change(5)
        #expect(log.all == ["sent(5)", "sentAny(5)", "forward(5)", "invoked(5)", "invokedAny(5)"])
    }

    @Test func disposingOneSubscriptionTwiceStopsOnlyThatOne() {
        let widget = Widget()
        let log = Log()
        let first = widget.rx.didChange.subscribe(onNext: { log.append("first \($0)") })
        let second = widget.rx.didChange.subscribe(onNext: { log.append("second \($0)") })
        widget.change(1)
        first.dispose()
        first.dispose()
        widget.change(2)
        second.dispose()
        widget.change(3)
        #expect(log.all == ["first 1", "second 1", "second 2"])
    }

    @Test func subscribersComeAndGoInAnyOrderAndTheRestKeepTheirOrder() {
        let widget = Widget()
        let log = Log()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let a = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(onNext: {
            log.append("a\($0.1)")
        })
        let b = proxy.methodInvoked("widget(_:didChange:)").subscribe(onNext: { log.append("b\($0[1])") })
        let c = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(onNext: {
            log.append("c\($0.1)")
        })
        let s = proxy.sentMessage(WidgetDelegateProxy.didChange).subscribe(onNext: { log.append("s\($0.1)") })
        widget.change(1)
        // The middle one (the only untyped one) goes; the sent phase is untouched.
        b.dispose()
        widget.change(2)
        let d = proxy.methodInvoked("widget(_:didChange:)").subscribe(onNext: { log.append("d\($0[1])") })
        a.dispose()
        widget.change(3)
        c.dispose()
        d.dispose()
        widget.change(4)
        s.dispose()
        widget.change(5)
        #expect(
            log.all == [
                "s1", "a1", "b1", "c1",
                "s2", "a2", "c2",
                "s3", "c3", "d3",
                "s4",
            ])
    }

    @Test func aDisposedSubscriptionReleasesWhatItsHandlerHolds() {
        final class Token {}
        let widget = Widget()
        weak var weakToken: Token?
        do {
            let token = Token()
            weakToken = token
            let subscription = widget.rx.didChange.subscribe(onNext: { _ in withExtendedLifetime(token) {} })
            widget.change(1)
            subscription.dispose()
        }
        // The proxy is alive: only disposal can have let go of the subscriber.
        #expect(WidgetDelegateProxy.assignedProxy(for: widget) != nil)
        #expect(weakToken == nil)
    }

    @Test func proxyForwardsToTheDelegateTheParentHasWhenAsked() {
        // A proxy attached with `assignProxy` is not installed yet: the delegate set meanwhile
        // is the parent's own, not one set behind an installed proxy's back.
        let widget = Widget()
        let proxy = WidgetDelegateProxy.createProxy(for: widget)
        WidgetDelegateProxy.assignProxy(proxy, toObject: widget)
        #expect(proxy.forwardToDelegate() == nil)
        let original = RecordingWidgetDelegate()
        widget.delegate = original
        #expect(WidgetDelegateProxy.proxy(for: widget) === proxy)
        #expect(proxy.forwardToDelegate() === original)
        #expect(widget.delegate === proxy)
    }

    @Test func disposalStopsEvents() {
        let widget = Widget()
        var received: [Int] = []
        let subscription = widget.rx.didChange.subscribe(onNext: { received.append($0) })
        widget.change(1)
        subscription.dispose()
        widget.change(2)
        #expect(received == [1])
    }

    @Test func methodsTheForwardDelegateLeavesOutCanStillBeObserved() {
        let widget = Widget()
        let original = RecordingWidgetDelegate()  // relies on the default widgetDidReset
        widget.delegate = original
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var resets = 0
        let subscription = proxy.methodInvoked(WidgetDelegateProxy.didReset).subscribe(onNext: { _ in
            resets += 1
        })
        widget.reset()
        widget.reset()
        subscription.dispose()
        #expect(resets == 2)
        #expect(original.calls.isEmpty)
    }

    @Test func untypedStreamIsTheSameObservableEveryTime() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        #expect(proxy.methodInvoked("widget(_:didChange:)") === proxy.methodInvoked("widget(_:didChange:)"))
        #expect(proxy.sentMessage("widget(_:didChange:)") === proxy.sentMessage("widget(_:didChange:)"))
        #expect(proxy.sentMessage("widget(_:didChange:)") !== proxy.methodInvoked("widget(_:didChange:)"))
    }

    @Test func typedAndUntypedStreamsCarryTheArguments() {
        let widget = Widget()
        var typed: [Int] = []
        var untyped: [Int] = []
        let bag = DisposeBag()
        widget.rx.didChange.subscribe(onNext: { typed.append($0) }).disposed(by: bag)
        widget.rx.didChangeUntyped.subscribe(onNext: { untyped.append($0) }).disposed(by: bag)
        widget.change(4)
        widget.change(9)
        #expect(typed == [4, 9])
        #expect(untyped == [4, 9])
    }

    @Test func unknownSelectorIsAnErrorNamingTheKnownOnes() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var message = ""
        _ = proxy.methodInvoked("widget(_:didExplode:)").subscribe(onError: { message = "\($0)" })
        #expect(message.contains("widget(_:didExplode:)"))
        #expect(message.contains("widget(_:didChange:)"))
        #expect(message.contains("widgetDidReset(_:)"))
        #expect(message.contains("WidgetDelegateProxy"))
    }

    @Test func failingCastIsAnErrorEventNamingBothTypes() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var message = ""
        _ = proxy.methodInvoked("widget(_:didChange:)")
            .map { try castOrThrow(String.self, $0[1]) }
            .subscribe(onError: { message = "\($0)" })
        widget.change(3)
        #expect(message == "Cannot cast 3 of type Int to String.")
    }

    @Test func castOptionalOrThrowKeepsNil() throws {
        let absent: Int? = nil
        let present: Int? = 2
        #expect(try castOptionalOrThrow(Int.self, absent as Any) == nil)
        #expect(try castOptionalOrThrow(Int.self, present as Any) == 2)
        #expect(throws: RxCocoaError.self) { try castOptionalOrThrow(String.self, present as Any) }
    }

    @Test func methodWithAResultUsesTheDefaultWithoutForwardDelegate() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var calls: [String] = []
        let subscription = proxy.methodInvoked(WidgetDelegateProxy.heightFor)
            .subscribe(onNext: { calls.append("row \($0.arguments.1) -> \($0.returnValue)") })
        #expect(widget.height(for: 3) == 44)
        subscription.dispose()
        #expect(calls == ["row 3 -> 44.0"])
    }

    @Test func methodWithAResultIsAnsweredByTheForwardDelegateAndStillObserved() {
        let widget = Widget()
        let answering = RecordingWidgetDelegate()
        answering.height = 120
        let installed = WidgetDelegateProxy.installForwardDelegate(
            answering, retainDelegate: false, onProxyForObject: widget)
        var sent: [Int] = []
        var returned: [[String]] = []
        let bag = DisposeBag()
        widget.rx.delegate.sentMessage(WidgetDelegateProxy.heightFor)
            .subscribe(onNext: { sent.append($0.1) }).disposed(by: bag)
        widget.rx.delegate.methodInvoked("widget(_:heightFor:)")
            .subscribe(onNext: { returned.append($0.dropFirst().map { "\($0)" }) }).disposed(by: bag)
        #expect(widget.height(for: 2) == 120)
        installed.dispose()
        #expect(widget.height(for: 5) == 44)
        #expect(sent == [2, 5])
        #expect(returned == [["2", "120.0"], ["5", "44.0"]])
        #expect(answering.calls == ["heightFor(2)"])
    }

    /// Code generic over the result reaches the general `methodInvoked` for a method without
    /// one too: its descriptor pairs the arguments with `()`.
    @Test func genericCodeObservesCallsWithAndWithoutAResult() {
        func calls<Arguments, ReturnValue>(
            _ proxy: WidgetDelegateProxy, _ method: DelegateMethod<Arguments, ReturnValue>
        ) -> Observable<(arguments: Arguments, returnValue: ReturnValue)> {
            proxy.methodInvoked(method)
        }
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var log: [String] = []
        let bag = DisposeBag()
        calls(proxy, WidgetDelegateProxy.didChange)
            .subscribe(onNext: { log.append("didChange \($0.arguments.1) \($0.returnValue)") }).disposed(
                by: bag)
        calls(proxy, WidgetDelegateProxy.heightFor)
            .subscribe(onNext: { log.append("heightFor \($0.arguments.1) \($0.returnValue)") }).disposed(
                by: bag)
        widget.change(3)
        _ = widget.height(for: 7)
        #expect(log == ["didChange 3 ()", "heightFor 7 44.0"])
    }

    @Test func installForwardDelegateForwardsUntilDisposed() {
        let widget = Widget()
        let forward = RecordingWidgetDelegate()
        let installed = WidgetDelegateProxy.installForwardDelegate(
            forward, retainDelegate: false, onProxyForObject: widget)
        widget.change(1)
        installed.dispose()
        widget.change(2)
        #expect(forward.calls == ["didChange(1)"])
        #expect(WidgetDelegateProxy.proxy(for: widget).forwardToDelegate() == nil)
    }

    @Test func retainedForwardDelegateStaysAliveWeakOneDoesNot() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        weak var weakOne: RecordingWidgetDelegate?
        weak var strongOne: RecordingWidgetDelegate?
        do {
            let delegate = RecordingWidgetDelegate()
            weakOne = delegate
            proxy.setForwardToDelegate(delegate, retainDelegate: false)
        }
        #expect(weakOne == nil)
        #expect(proxy.forwardToDelegate() == nil)
        do {
            let delegate = RecordingWidgetDelegate()
            strongOne = delegate
            proxy.setForwardToDelegate(delegate, retainDelegate: true)
        }
        #expect(strongOne != nil)
        #expect(proxy.forwardToDelegate() === strongOne)
        proxy.setForwardToDelegate(nil, retainDelegate: false)
        #expect(strongOne == nil)
    }

    @Test func callsReachWhicheverForwardDelegateIsSetRetainedOrWeak() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let weakOne = RecordingWidgetDelegate()
        weak var retainedOne: RecordingWidgetDelegate?
        do {
            let delegate = RecordingWidgetDelegate()
            retainedOne = delegate
            proxy.setForwardToDelegate(delegate, retainDelegate: true)
        }
        widget.change(1)
        #expect(retainedOne?.calls == ["didChange(1)"])  // kept alive by the proxy alone
        proxy.setForwardToDelegate(weakOne, retainDelegate: false)
        #expect(retainedOne == nil)  // let go of when replaced
        widget.change(2)
        let again = RecordingWidgetDelegate()
        proxy.setForwardToDelegate(again, retainDelegate: true)
        widget.change(3)
        proxy.setForwardToDelegate(nil, retainDelegate: true)
        widget.change(4)
        #expect(weakOne.calls == ["didChange(2)"])
        #expect(again.calls == ["didChange(3)"])
        #expect(proxy.forwardToDelegate() == nil)
    }

    @Test func untypedHandOffWithFunctionSelector() {
        let gadget = Gadget()
        var values: [String] = []
        let subscription = GadgetDelegateProxy.proxy(for: gadget).methodInvoked("gadget(_:didEmit:)")
            .map { try castOrThrow(String.self, $0[1]) }
            .subscribe(onNext: { values.append($0) })
        gadget.emit("a")
        gadget.emit("b")
        subscription.dispose()
        #expect(values == ["a", "b"])
    }

    // RxCocoa's initializer sets the proxy up as the other one does: the selectors its class lists
    // are the ones it answers for, and errors name the class.
    @Test func aProxyMadeWithRxCocoasInitializerKnowsTheSelectorsItLists() {
        let gadget = Gadget()
        let proxy = GadgetDelegateProxy.proxy(for: gadget)
        var events: [String] = []
        _ = proxy.sentMessage("gadget(_:didExplode:)").subscribe(onError: { events.append("\($0)") })
        let subscription = proxy.sentMessage("gadget(_:didEmit:)").subscribe(onNext: {
            events.append("emitted \($0[1])")
        })
        gadget.emit("a")
        subscription.dispose()
        #expect(
            events == [
                "GadgetDelegateProxy does not dispatch `gadget(_:didExplode:)`. Selectors it dispatches: "
                    + "gadget(_:didEmit:).",
                "emitted a",
            ])
    }

    @Test func observerCausingAnotherDelegateCallDoesNotDeadlockAndIsDeliveredAfter() {
        let widget = Widget()
        let log = Log()
        let bag = DisposeBag()
        widget.rx.didChange.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { widget.change(2) }
            log.append("end \(value)")
        }).disposed(by: bag)
        widget.change(1)
        #expect(log.all == ["begin 1", "end 1", "begin 2", "end 2"])
    }

    // A slot observer holds the subscriber's handler itself (no sink between them), so it is the
    // one that keeps the grammar: a subscription disposed while the call is being delivered
    // receives nothing more, even though the delivery already holds the list it was in.
    @Test func anObserverDisposedDuringADeliveryReceivesNothingMore() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        var second: Disposable?
        let typedFirst = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(onNext: {
            log.append("first \($0.1)")
            second?.dispose()
        })
        second = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(onNext: {
            log.append("second \($0.1)")
        })
        let untypedFirst = proxy.methodInvoked("widget(_:didChange:)").subscribe(onNext: { _ in
            log.append("untyped")
        })
        widget.change(1)
        widget.change(2)
        typedFirst.dispose()
        untypedFirst.dispose()
        #expect(log.all == ["first 1", "untyped", "first 2", "untyped"])
    }

    // An observer subscribed as an `ObserverType` (no `subscribe(onNext:)` sink of its own, so no
    // element entry) gets events through its handler, and only the slot observer keeps its grammar.
    @Test func anObserverWithoutASinkReceivesCallsAndNothingAfterItsDisposalDuringADelivery() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        var typedSecond: Disposable?
        var untypedSecond: Disposable?
        let first = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(onNext: {
            log.append("first \($0.1)")
            if $0.1 == 2 {
                typedSecond?.dispose()
                untypedSecond?.dispose()
            }
        })
        typedSecond = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(
            AnyObserver { event in
                if case .next(let call) = event { log.append("typed \(call.1)") }
            })
        untypedSecond = proxy.methodInvoked("widget(_:didChange:)").subscribe(
            AnyObserver { event in
                if case .next(let arguments) = event { log.append("untyped \(arguments[1])") }
            })
        widget.change(1)
        widget.change(2)
        widget.change(3)
        first.dispose()
        #expect(log.all == ["first 1", "typed 1", "untyped 1", "first 2", "first 3"])
    }

    @Test func releasingTheProxyCompletesEachStreamOnceAndADisposedOneNot() {
        var widget: Widget? = Widget()
        let log = Log()
        let (live, untyped, disposed) = { (proxy: WidgetDelegateProxy) in
            (
                proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(
                    onNext: { log.append("next \($0.1)") }, onCompleted: { log.append("completed") }),
                proxy.sentMessage("widget(_:didChange:)").subscribe(
                    onCompleted: { log.append("untyped completed") }),
                proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(
                    onCompleted: { log.append("disposed one completed") })
            )
        }(WidgetDelegateProxy.proxy(for: widget!))
        widget!.change(1)
        disposed.dispose()
        widget = nil
        #expect(
            log.all == ["next 1", "untyped completed", "completed"]
                || log.all == ["next 1", "completed", "untyped completed"])
        live.dispose()
        untyped.dispose()
    }
}
