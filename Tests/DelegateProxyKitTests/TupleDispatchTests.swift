import DelegateProxyKit
import TestSupport
import Testing

/// A parent whose proxy is written in RxCocoa's tuple style: `dispatch(Self.didTick, (ticker, value))`.
protocol TickerDelegate: AnyObject {
    func ticker(_ ticker: Ticker, didTick value: Int)
    func ticker(_ ticker: Ticker, didMove from: Int, to: Int)
    func ticker(_ ticker: Ticker, scale value: Int) -> Double
}

final class Ticker: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any TickerDelegate)?
    let associatedProxies = AssociatedProxyStorage()
    func tick(_ value: Int) { delegate?.ticker(self, didTick: value) }
    func move(from: Int, to: Int) { delegate?.ticker(self, didMove: from, to: to) }
    func scale(_ value: Int) -> Double? { delegate?.ticker(self, scale: value) }
}

final class TickerDelegateProxy: DelegateProxy<Ticker, any TickerDelegate>, DelegateProxyType, TickerDelegate
{
    static let didTick = DelegateMethod("ticker(_:didTick:)", Ticker.self, Int.self)
    static let didMove = DelegateMethod("ticker(_:didMove:to:)", Ticker.self, Int.self, Int.self)
    static let scale = DelegateMethod("ticker(_:scale:)", Ticker.self, Int.self, returns: Double.self)

    static func registerKnownImplementations() {
        register { TickerDelegateProxy(parentObject: $0) }
    }

    func ticker(_ ticker: Ticker, didTick value: Int) {
        dispatch(Self.didTick, (ticker, value)) { $0.ticker(ticker, didTick: value) }
    }

    func ticker(_ ticker: Ticker, didMove from: Int, to: Int) {
        dispatch(Self.didMove, (ticker, from, to)) { $0.ticker(ticker, didMove: from, to: to) }
    }

    func ticker(_ ticker: Ticker, scale value: Int) -> Double {
        dispatch(Self.scale, (ticker, value), default: 1) { $0.ticker(ticker, scale: value) }
    }
}

final class RecordingTickerDelegate: TickerDelegate {
    var calls: [String] = []
    func ticker(_ ticker: Ticker, didTick value: Int) { calls.append("didTick(\(value))") }
    func ticker(_ ticker: Ticker, didMove from: Int, to: Int) { calls.append("didMove(\(from), \(to))") }
    func ticker(_ ticker: Ticker, scale value: Int) -> Double {
        calls.append("scale(\(value))")
        return Double(value) * 2
    }
}

/// The tuple form hands a call off as the form taking the arguments one by one does: the same
/// phases, in the same order, to typed and untyped observers, and the forward delegate's answer.
@Suite struct TupleDispatchTests {
    @Test func tupleFormDeliversEveryPhaseAndForwards() {
        let ticker = Ticker()
        let original = RecordingTickerDelegate()
        ticker.delegate = original
        let proxy = TickerDelegateProxy.proxy(for: ticker)
        var log: [String] = []
        let bag = DisposeBag()
        proxy.sentMessage(TickerDelegateProxy.didTick)
            .subscribe(onNext: { log.append("sent \($0.0 === ticker) \($0.1)") }).disposed(by: bag)
        proxy.methodInvoked(TickerDelegateProxy.didTick)
            .subscribe(onNext: { log.append("invoked \($0.1)") }).disposed(by: bag)
        proxy.methodInvoked("ticker(_:didTick:)")
            .subscribe(onNext: { log.append("untyped \($0[1])") }).disposed(by: bag)
        proxy.methodInvoked(TickerDelegateProxy.didMove)
            .subscribe(onNext: { log.append("moved \($0.1) \($0.2)") }).disposed(by: bag)
        ticker.tick(1)
        ticker.move(from: 2, to: 3)
        ticker.tick(4)
        #expect(
            log == [
                "sent true 1", "invoked 1", "untyped 1", "moved 2 3", "sent true 4", "invoked 4", "untyped 4",
            ])
        #expect(original.calls == ["didTick(1)", "didMove(2, 3)", "didTick(4)"])
    }

    @Test func tupleFormWithAResultReturnsTheAnswerOrTheDefault() {
        let ticker = Ticker()
        let proxy = TickerDelegateProxy.proxy(for: ticker)
        var log: [String] = []
        let subscription = proxy.methodInvoked(TickerDelegateProxy.scale)
            .subscribe(onNext: { log.append("\($0.arguments.1) -> \($0.returnValue)") })
        #expect(ticker.scale(3) == 1)
        let original = RecordingTickerDelegate()
        proxy.setForwardToDelegate(original, retainDelegate: true)
        #expect(ticker.scale(5) == 10)
        subscription.dispose()
        #expect(log == ["3 -> 1.0", "5 -> 10.0"])
        #expect(original.calls == ["scale(5)"])
    }

    @Test func unobservedTupleFormOnlyForwards() {
        let ticker = Ticker()
        let original = RecordingTickerDelegate()
        ticker.delegate = original
        _ = TickerDelegateProxy.proxy(for: ticker)
        ticker.tick(7)
        #expect(ticker.scale(2) == 4)
        #expect(original.calls == ["didTick(7)", "scale(2)"])
    }
}
