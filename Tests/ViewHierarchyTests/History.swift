import DelegateProxyKit

/// A comparable copy of an event, so that tests assert whole histories with `==`.
enum Recorded<Element: Equatable>: Equatable {
    case next(Element)
    case error(String)
    case completed
}

/// Every event a subscription received, in order.
final class History<Element: Equatable> {
    private(set) var events: [Recorded<Element>] = []
    private(set) var subscription: Disposable = Disposables.create()

    init(_ source: Observable<Element>) {
        subscription = source.subscribe(
            onNext: { [unowned self] in events.append(.next($0)) },
            onError: { [unowned self] in events.append(.error("\($0)")) },
            onCompleted: { [unowned self] in events.append(.completed) })
    }

    deinit { subscription.dispose() }
}
