import ObservableCore
import Synchronization
import TestSupport

// Test-only stand-ins for `PublishSubject` and `BehaviorSubject`, which another part of the
// project provides. Swap them for the real subjects once both are in the same tree.

/// A hot observable that forwards what it is sent to its current observers; safe from any thread.
final class TestPublishSubject<Element>: ObservableType, ObserverType, @unchecked Sendable {
    // `observers`, `nextKey`, `stopEvent` and `latest` are guarded by `lock`.
    private let lock = TestLock()
    private var observers: [Int: (Event<Element>) -> Void] = [:]
    private var nextKey = 0
    private var stopEvent: Event<Element>?
    fileprivate var latest: Element?

    init() {}

    var observerCount: Int { lock.withLock { observers.count } }

    func on(_ event: Event<Element>) {
        let targets = lock.withLock { () -> [(Event<Element>) -> Void] in
            guard stopEvent == nil else { return [] }
            if case .next(let element) = event, latest != nil { latest = element }
            let targets = observers.sorted { $0.key < $1.key }.map(\.value)
            if event.isStopEvent {
                stopEvent = event
                observers = [:]
            }
            return targets
        }
        for target in targets { target(event) }
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(observer)
    }

    func asObservable() -> Observable<Element> {
        Observable.create { [self] observer in
            let (key, initial) = lock.withLock { () -> (Int?, Event<Element>?) in
                if let stopEvent { return (nil, stopEvent) }
                nextKey += 1
                observers[nextKey] = observer.on
                return (nextKey, latest.map { .next($0) })
            }
            if let initial { observer.on(initial) }
            guard let key else { return Disposables.create() }
            return Disposables.create { [weak self] in
                guard let self else { return }
                _ = lock.withLock { observers.removeValue(forKey: key) }
            }
        }
    }
}

/// A ``TestPublishSubject`` that starts with a value and replays the latest one on subscribe.
final class TestBehaviorSubject<Element>: ObservableType, ObserverType, @unchecked Sendable {
    private let subject = TestPublishSubject<Element>()

    init(value: Element) {
        subject.latest = value
    }

    var observerCount: Int { subject.observerCount }

    func on(_ event: Event<Element>) { subject.on(event) }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// Subscribes a fresh recorder through `body`, then drops everything `body` made; returns
/// whether the recorder was freed. Operator sinks hold their downstream, so a leaked sink keeps
/// the recorder alive.
func recorderIsReleased<Element: Equatable>(_ body: (Recorder<Element>) -> Void) -> Bool {
    weak var weakRecorder: Recorder<Element>?
    do {
        let recorder = Recorder<Element>()
        weakRecorder = recorder
        body(recorder)
    }
    return weakRecorder == nil
}

/// An observer that checks that deliveries never overlap and records every element.
final class OverlapProbe<Element>: ObserverType, @unchecked Sendable {
    // `elements` and `stops` are guarded by `lock`.
    private let lock = TestLock()
    private let inside = Atomic<Int>(0)
    private let overlaps = Atomic<Int>(0)
    private var elements: [Element] = []
    private var stops: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        lock.withLock {
            switch event {
            case .next(let element): elements.append(element)
            case .error, .completed: stops.append(event)
            }
        }
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }

    var overlapCount: Int { overlaps.load(ordering: .relaxed) }
    var received: [Element] { lock.withLock { elements } }
    var stopEvents: [String] { lock.withLock { stops.map { "\($0)" } } }
}
