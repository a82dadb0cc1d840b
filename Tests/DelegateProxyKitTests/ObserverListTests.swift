import DelegateProxyKit
import TestSupport
import Testing

/// An observer list keeps the payload type of its typed observers in its header: a delivery checks
/// it once for the list, and a typed observer of another type still stops the program with the
/// message that names the method and the fix.
@Suite struct ObserverListTests {
    /// `widget(_:didChange:)` described with the wrong argument type.
    static let didChangeToText = DelegateMethod("widget(_:didChange:)", Widget.self, String.self)

    @Test func aTypedObserverOfAnotherPayloadTypeStopsWithTheMessageWhenACallComes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let widget = Widget()
            let proxy = WidgetDelegateProxy.proxy(for: widget)
            let subscription = proxy.methodInvoked(ObserverListTests.didChangeToText).subscribe()
            widget.change(1)
            subscription.dispose()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("`widget(_:didChange:)` is observed with a typed DelegateMethod"))
        #expect(message.contains("(Widget, Int)"))
        #expect(message.contains("dispatch(Self.<method>, arguments…)"))
    }

    @Test func aTypedObserverOfAnotherPayloadTypeBesideOneOfTheRightTypeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let widget = Widget()
            let proxy = WidgetDelegateProxy.proxy(for: widget)
            let bag = DisposeBag()
            proxy.methodInvoked(WidgetDelegateProxy.didChange).subscribe().disposed(by: bag)
            proxy.methodInvoked("widget(_:didChange:)").subscribe().disposed(by: bag)
            proxy.methodInvoked(ObserverListTests.didChangeToText).subscribe().disposed(by: bag)
            widget.change(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("`widget(_:didChange:)` is observed with a typed DelegateMethod"))
    }

    /// The header is made again from the observers left: once the observer of the wrong type is
    /// gone, the others get every call.
    @Test func aDisposedObserverOfAnotherPayloadTypeLeavesTheOthersTheirCalls() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        let bag = DisposeBag()
        proxy.methodInvoked(WidgetDelegateProxy.didChange)
            .subscribe(onNext: { log.append("typed \($0.1)") }).disposed(by: bag)
        let wrong = proxy.methodInvoked(Self.didChangeToText).subscribe()
        proxy.methodInvoked("widget(_:didChange:)")
            .subscribe(onNext: { log.append("untyped \($0[1])") }).disposed(by: bag)
        proxy.sentMessage(Self.didChangeToText).subscribe().dispose()
        wrong.dispose()
        widget.change(1)
        widget.change(2)
        #expect(log.all == ["typed 1", "untyped 1", "typed 2", "untyped 2"])
    }

    /// A list with no typed observer serves any hand-off; one with only typed observers boxes
    /// nothing for them.
    @Test func typedAndUntypedObserversComeAndGoInAnyOrder() {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let log = Log()
        let untyped = proxy.sentMessage("widget(_:didChange:)").subscribe(onNext: {
            log.append("untyped \($0[1])")
        })
        widget.change(1)
        let typed = proxy.sentMessage(WidgetDelegateProxy.didChange).subscribe(onNext: {
            log.append("typed \($0.1)")
        })
        widget.change(2)
        untyped.dispose()
        widget.change(3)
        typed.dispose()
        widget.change(4)
        #expect(log.all == ["untyped 1", "untyped 2", "typed 2", "typed 3"])
    }
}
