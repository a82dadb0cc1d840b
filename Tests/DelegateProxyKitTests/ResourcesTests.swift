import TestSupport

#if TRACE_RESOURCES
    import DelegateProxyKit
    import Testing

    /// Proxies are counted while alive: parents released, subscriptions disposed, the count is
    /// back where it was. (The calling thread's balance: see the note in ObservableCoreTests.)
    @Suite struct ProxyResourcesTests {
        @Test func proxiesAndTheirSubscriptionsAreReleasedWithTheirParents() {
            let before = Resources.threadBalance
            do {
                let bag = DisposeBag()
                for value in 0..<20 {
                    let widget = Widget()
                    widget.rx.didChange.subscribe(onNext: { _ in }).disposed(by: bag)
                    widget.rx.didChangeUntyped.subscribe().disposed(by: bag)
                    WidgetDelegateProxy.proxy(for: widget).sentMessage("widgetDidReset(_:)").subscribe()
                        .disposed(by: bag)
                    widget.change(value)
                    widget.reset()
                }
            }
            // Parents gone: proxies released, their streams completed, their sinks released.
            #expect(Resources.threadBalance == before)
            let widget = Widget()
            do {
                let subscription = widget.rx.didChange.subscribe()
                #expect(Resources.threadBalance > before)
                subscription.dispose()
            }
            #expect(Resources.threadBalance == before + 1)  // the proxy, still owned by `widget`
            withExtendedLifetime(widget) {}
        }
    }
#endif
