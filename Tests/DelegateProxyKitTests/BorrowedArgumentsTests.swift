import DelegateProxyKit
import TestSupport
import Testing

/// A typed stream lends a call's arguments to a subscriber that takes elements one by one
/// (`map`, `subscribe(onNext:)`) and sends other subscribers a `next` event: both ways keep the
/// event grammar and the order of delivery.
@Suite struct BorrowedArgumentsTests {
    @Test func mapAndSubscribeReceiveEveryCallInOrder() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var received: [Int] = []
        let subscription = proxy.methodInvoked(WidgetDelegateProxy.didChange)
            .map { widget, value in value * 10 }
            .subscribe(onNext: { received.append($0) })
        for value in 1...3 { widget.change(value) }
        subscription.dispose()
        widget.change(4)
        #expect(received == [10, 20, 30])
    }

    @Test func borrowingAndEventSubscribersOfOneMethodGetEveryCallInSubscriptionOrder() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        let bag = DisposeBag()
        let stream = proxy.methodInvoked(WidgetDelegateProxy.didChange)
        stream.map(\.1).subscribe(onNext: { log.append("map(\($0))") }).disposed(by: bag)
        stream.filter { $0.1 > 0 }.subscribe(onNext: { log.append("filter(\($0.1))") }).disposed(by: bag)
        stream.subscribe(onNext: { log.append("onNext(\($0.1))") }).disposed(by: bag)
        stream.subscribe { log.append("event(\($0.element.map { String($0.1) } ?? "stop"))") }
            .disposed(by: bag)
        widget.change(1)
        widget.change(2)
        #expect(
            log.all == [
                "map(1)", "filter(1)", "onNext(1)", "event(1)",
                "map(2)", "filter(2)", "onNext(2)", "event(2)",
            ])
    }

    @Test func aThrowingMapEndsWithOneErrorAndNothingAfterIt() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let recorder = Recorder<Int>()
        let subscription = proxy.methodInvoked(WidgetDelegateProxy.didChange)
            .map { widget, value -> Int in
                if value == 2 { throw TestError(id: value) }
                return value
            }
            .subscribe(recorder)
        for value in 1...4 { widget.change(value) }
        subscription.dispose()
        #expect(recorder.events == [.next(1), .error("TestError(2)")])
    }

    @Test func aSubscriptionDisposedWhileItReceivesGetsNoMoreCalls() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        var received: [Int] = []
        var subscription: Disposable?
        subscription = proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe(onNext: { _, value in
            received.append(value)
            subscription?.dispose()
        })
        widget.change(1)
        widget.change(2)
        #expect(received == [1])
        subscription = nil  // The closure holds the variable that holds the subscription: a cycle.
    }

    @Test func aCallMadeDuringAnotherCallsDeliveryIsDeliveredAfterIt() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        let subscription = proxy.methodInvoked(WidgetDelegateProxy.didChange)
            .map(\.1)
            .subscribe(onNext: { value in
                log.append("begin(\(value))")
                if value == 1 { widget.change(2) }
                log.append("end(\(value))")
            })
        widget.change(1)
        subscription.dispose()
        #expect(log.all == ["begin(1)", "end(1)", "begin(2)", "end(2)"])
    }

    @Test func bothPhasesAndTheReturnedValueAreBorrowed() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        let bag = DisposeBag()
        proxy.sentMessage(WidgetDelegateProxy.heightFor)
            .map { _, row in "sent(\(row))" }
            .subscribe(onNext: log.append).disposed(by: bag)
        proxy.methodInvoked(WidgetDelegateProxy.heightFor)
            .subscribe(onNext: { call in log.append("invoked(\(call.arguments.1), \(call.returnValue))") })
            .disposed(by: bag)
        #expect(widget.height(for: 3) == 44)
        #expect(log.all == ["sent(3)", "invoked(3, 44.0)"])
    }

    @Test func streamsCompleteWhenTheProxyGoes() {
        var widget: Widget? = Widget()
        let recorder = Recorder<Int>()
        let subscription = WidgetDelegateProxy.proxy(for: widget!)
            .methodInvoked(WidgetDelegateProxy.didChange).map(\.1).subscribe(recorder)
        widget?.change(7)
        widget = nil
        subscription.dispose()
        #expect(recorder.events == [.next(7), .completed])
    }
}
