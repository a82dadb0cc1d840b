import ObservableCore

/// A hot source driven by hand from the test's thread, that counts subscriptions and
/// disposals. It lets tests send events at chosen points, from inside observers too.
package final class ManualSource<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0
    package private(set) var subscribeCount = 0
    package private(set) var disposeCount = 0

    package init() {}

    /// How many subscriptions are live.
    package var observerCount: Int { observers.count }

    package var observable: Observable<Element> {
        Observable.create { [weak self] observer in
            guard let self else { return Disposables.create() }
            subscribeCount += 1
            nextKey += 1
            let key = nextKey
            observers[key] = observer
            return Disposables.create { [weak self] in
                guard let self else { return }
                observers[key] = nil
                disposeCount += 1
            }
        }
    }

    package func onNext(_ element: Element) { send(.next(element)) }
    package func onError(_ error: Error) { send(.error(error)) }
    package func onCompleted() { send(.completed) }

    private func send(_ event: Event<Element>) {
        for (_, observer) in observers.sorted(by: { $0.key < $1.key }) { observer.on(event) }
    }
}

/// Whether a subscription let go of its observer once it ended: subscribes a recorder made in
/// here, lets `drive` end the subscription (dispose it, or complete the source), drops it,
/// and checks a weak reference. Only the operator's sinks hold the recorder, so a sink that is
/// still referenced from the source keeps it alive.
package func observerIsReleased<Element: Equatable>(
    _ observable: Observable<Element>, drive: (Disposable) -> Void
) -> Bool {
    weak var weakRecorder: Recorder<Element>?
    do {
        let recorder = Recorder<Element>()
        weakRecorder = recorder
        let subscription = observable.subscribe(recorder)
        drive(subscription)
    }
    return weakRecorder == nil
}
