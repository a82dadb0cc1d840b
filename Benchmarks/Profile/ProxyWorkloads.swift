import DelegateProxyKit
import Foundation

// The proxy rows of ProxyCalls.swift, without the harness.

func adapterTyped(_ count: Int) {
    let gauge = Gauge()
    let delegate = SummingDelegate()
    let adapter = GaugeAdapter(forward: delegate)
    gauge.delegate = adapter
    var sum = 0
    let subscription = adapter.didChange.subscribe(onNext: { sum &+= $0 })
    for i in 0..<count { gauge.change(i) }
    subscription.dispose()
    sink(sum)
}

func directResult(_ count: Int) {
    let dial = Dial()
    let delegate = DoublingDelegate()
    dial.delegate = delegate
    var sum = 0
    for i in 0..<count { sum &+= dial.value(for: i) }
    sink(sum)
}

/// `proxyResult` written by hand: the adapter forwards and feeds the result to a subject.
func adapterResult(_ count: Int) {
    let dial = Dial()
    let delegate = DoublingDelegate()
    let adapter = DialAdapter(forward: delegate)
    dial.delegate = adapter
    var sum = 0
    var observed = 0
    let subscription = adapter.valueFor.subscribe(onNext: { observed &+= $0 })
    for i in 0..<count { sum &+= dial.value(for: i) }
    subscription.dispose()
    sink(sum)
    sink(observed)
}

func proxyResult(_ count: Int) {
    let dial = Dial()
    let delegate = DoublingDelegate()
    dial.delegate = delegate
    let proxy = DialDelegateProxy.proxy(for: dial)
    var sum = 0
    var observed = 0
    let subscription = proxy.methodInvoked(DialDelegateProxy.valueFor).subscribe(onNext: {
        observed &+= $0.returnValue
    })
    for i in 0..<count { sum &+= dial.value(for: i) }
    subscription.dispose()
    sink(sum)
    sink(observed)
}

/// `count` is the number of parses of a 1,000-element document.
func xmlByHand(_ count: Int) {
    let document = syntheticCatalog(books: 200)
    for _ in 0..<count { sink(summarizeByHand(document)) }
}

func xmlPipeline(_ count: Int) {
    let document = syntheticCatalog(books: 200)
    for _ in 0..<count { sink(summarizeWithProxy(document)) }
}

/// `count` is the number of parses of an 8 MB document (`largeCatalog`): the criterion,
/// XMLEvents on an 8 MB document against a hand-written delegate.
func xmlByHandLarge(_ count: Int) {
    let document = largeCatalog()
    for _ in 0..<count { sink(summarizeByHand(document)) }
}

func xmlPipelineLarge(_ count: Int) {
    let document = largeCatalog()
    for _ in 0..<count { sink(summarizeWithProxy(document)) }
}
