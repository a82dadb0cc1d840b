import Observation

// Swift Observation as a source. `ObservableCore.Observable` shadows `Observation.Observable` in a
// file that imports both modules (ObservableCore imports Observation), so `Observable<Int>` keeps
// naming this module's class and `@Observable` keeps naming the macro.

extension Observable {
    /// An observable of the value of `read`, a closure that reads properties of `@Observable`
    /// models: the value at subscription, synchronously, then the value after each change to
    /// anything the last call read, re-tracked on every call.
    ///
    /// ```swift
    /// @Observable final class Person {
    ///     var first = "Ada"
    ///     var last = "Lovelace"
    /// }
    /// let person = Person()
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let names = Observable.observations(scheduler: scheduler) { person.first + " " + person.last }
    /// let subscription = names.subscribe(onNext: { print($0) })
    /// // Ada Lovelace
    /// person.first = "Augusta"
    /// scheduler.start()
    /// // Augusta Lovelace
    /// subscription.dispose()
    /// ```
    ///
    /// What a subscriber sees:
    /// - **First value**: at `subscribe`, on the subscribing thread.
    /// - **Changes**: Observation reports a change in the property's `willSet`, before the new
    ///   value is stored, so the closure is called again later, queued on `scheduler`, and its
    ///   value sent from there. The main schedulers queue too (on the main queue, as
    ///   ``MainScheduler/asyncInstance``), even when the change is made on the main thread; a
    ///   scheduler of your own must queue what it is given, never run it at once.
    /// - **Coalesced**: several changes before that call give one element, the latest value, as
    ///   Observation's own `Observations` sequence and SwiftUI do. A subscriber that needs one
    ///   element per assignment wants a ``BehaviorRelay``, not a model property.
    /// - **Equal values**: `@Observable` reports no change when an `Equatable` property is
    ///   assigned an equal value, so nothing is read; but changes that end at the value last sent
    ///   (`1`, then back to `0`) send it again. Add `distinctUntilChanged()` to drop repeats.
    /// - **Disposal** cancels a queued call; the model keeps a weak reference to the
    ///   subscription until its next change, when it is dropped without calling `read`.
    /// - **Lifetime**: the stream holds `read`, and with it whatever `read` captures, until
    ///   disposal or completion. Capture a model weakly to let it go: once every model the last
    ///   call read is deallocated, the stream completes (on `scheduler`); a call that reads no
    ///   observable property is sent, then the stream completes, since nothing it read can change.
    ///
    /// > Warning: `read` runs on the subscribing thread and then on `scheduler`: both must be the
    /// > model's isolation. A `@MainActor` model is read on the main thread, the default (work
    /// > queued there runs once the program runs its main loop or awaits on the main actor); a
    /// > model owned by a serial queue wants a ``SerialDispatchQueueScheduler`` on that queue.
    /// - Parameters:
    ///   - scheduler: Where changes are read and sent: the main queue by default.
    ///   - read: Reads the models; called once per element.
    /// - Returns: An observable that never fails; it completes only as described above.
    public static func observations(
        scheduler: SchedulerType = MainScheduler.asyncInstance, _ read: @escaping () -> Element
    ) -> Observable<Element> {
        tracked(scheduler: scheduler) { .some(read()) }
    }

    /// An observable of the property at `keyPath` of an `@Observable` model, held weakly: its
    /// value at subscription, then its value after each change, completed when the model is
    /// deallocated. The form for any `@Observable` class; `model.rx.observe(\.count)` spells the
    /// same.
    ///
    /// ```swift
    /// @Observable final class Counter { var count = 0 }
    /// let counter = Counter()
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let subscription = Observable.observe(counter, \.count, scheduler: scheduler)
    ///     .subscribe(onNext: { print($0) })
    /// // 0
    /// counter.count = 1
    /// counter.count = 2
    /// scheduler.start()
    /// // 2
    /// subscription.dispose()
    /// ```
    ///
    /// Timing, coalescing and equal values are those of
    /// ``observations(scheduler:_:)``.
    ///
    /// > Warning: The property is read on the subscribing thread and then on `scheduler`: both
    /// > must be the model's isolation (the main thread, the default, for a `@MainActor` model).
    /// - Parameters:
    ///   - model: The model; not retained.
    ///   - keyPath: The property.
    ///   - scheduler: Where changes are read and sent: the main queue by default.
    /// - Returns: An observable that completes when the model is deallocated.
    public static func observe<Model: Observation.Observable & AnyObject>(
        _ model: Model, _ keyPath: KeyPath<Model, Element>,
        scheduler: SchedulerType = MainScheduler.asyncInstance
    ) -> Observable<Element> {
        tracked(scheduler: scheduler) { [weak model] in model?[keyPath: keyPath] }
    }

    /// The observable both public forms share: `read` returns `nil` once its source is gone.
    static func tracked(scheduler: ImmediateSchedulerType, read: @escaping () -> Element?) -> Observable<
        Element
    > {
        Observable.create { observer in
            let tracker = ObservationTracker(read: read, observer: observer, scheduler: scheduler)
            tracker.track()
            return tracker
        }
    }
}

extension Reactive where Base: Observation.Observable & AnyObject {
    /// An observable of the property at `keyPath`, RxCocoa's KVO `rx.observe` for an
    /// `@Observable` model: its value at subscription, then its value after each change; the
    /// model is not retained and the stream completes when it is deallocated.
    ///
    /// ```swift
    /// @Observable final class Counter { var count = 0 }
    /// let counter = Counter()
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let subscription = counter.rx.observe(\.count, scheduler: scheduler)
    ///     .subscribe(onNext: { print($0) })
    /// // 0
    /// counter.count = 5
    /// scheduler.start()
    /// // 5
    /// subscription.dispose()
    /// ```
    ///
    /// Timing, coalescing and equal values are those of
    /// ``Observable/observations(scheduler:_:)``.
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - scheduler: Where changes are read and sent: the main queue by default.
    /// - Returns: An observable that completes when the model is deallocated.
    public func observe<Value>(
        _ keyPath: KeyPath<Base, Value>, scheduler: SchedulerType = MainScheduler.asyncInstance
    ) -> Observable<Value> {
        Observable.observe(base, keyPath, scheduler: scheduler)
    }
}

extension Observation.Observable where Self: AnyObject {
    /// The reactive extensions of an `@Observable` model: `model.rx.observe(\.count)` reads a
    /// property as a stream and `model.rx.count` is a ``Binder`` that sets it on the main thread.
    ///
    /// ```swift
    /// @Observable final class Counter { var count = 0 }
    /// let counter = Counter()
    /// _ = Observable.just(3).bind(to: counter.rx.count)  // on the main thread
    /// print(counter.count)
    /// // 3
    /// ```
    public var rx: Reactive<Self> {
        Reactive(self)
    }
}

extension Observation.Observable where Self: AnyObject & ReactiveCompatible {
    /// The reactive extensions of an `@Observable` model that is also ``ReactiveCompatible``;
    /// this more specific member keeps `model.rx` unambiguous.
    ///
    /// ```swift
    /// @Observable final class Counter: ReactiveCompatible { var count = 0 }
    /// _ = Counter().rx  // Reactive<Counter>
    /// ```
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Settable, as ReactiveCompatible's, so that `Reactive` extensions can offer mutating members.
        set {}  // swift-format-ignore
    }
}
