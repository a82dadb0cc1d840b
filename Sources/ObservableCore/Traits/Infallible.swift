/// A type that is an ``Infallible``: a sequence that never fails.
///
/// Its extensions hold the operators that keep the sequence infallible.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that never emits an error: elements, then maybe `completed`.
///
/// Make one from any sequence by saying what to do with its error
/// (``ObservableConvertibleType/asInfallible(onErrorJustReturn:)``,
/// ``ObservableConvertibleType/asInfallible(onErrorFallbackTo:)``,
/// ``ObservableConvertibleType/asInfallible(onErrorRecover:)``), or with
/// ``Infallible/create(subscribe:)``, ``InfallibleType/just(_:)``, ``Infallible/of(_:scheduler:)``, …
/// Subscribing takes no error handler.
///
/// ```swift
/// struct Offline: Error {}
/// let names = Observable<String>.error(Offline()).asInfallible(onErrorJustReturn: "guest")
/// _ = names.subscribe(onNext: { print($0) }, onCompleted: { print("done") })
/// // guest
/// // done
/// ```
///
/// > Warning: The operators that take another sequence (`flatMap`, `concat`, `take(until:)`,
/// > `skip(until:)`, …) accept any
/// > observable, as in RxSwift; an error from one of them breaks the contract and reaches the
/// > subscriber as an unhandled error (``Hooks``). Make such a sequence infallible first.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps an observable that already keeps the contract.
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// Returns the sequence as a plain ``Observable``.
    ///
    /// ```swift
    /// _ = Infallible.just(1).asObservable().subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    /// - Returns: The observable, which never fails.
    public func asObservable() -> Observable<Element> { source }
}

@available(
    *, unavailable, message: "an Infallible wraps an Observable, whose subscribe closure is not @Sendable"
)
extension Infallible: Sendable {}

/// What an ``Infallible`` delivers: `.next(element)` or `.completed`.
///
/// ```swift
/// let event = InfallibleEvent<Int>.next(1)
/// print(event.event) // next(1)
/// ```
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)

    /// The end of the sequence.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an ``Event``.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

extension Infallible {
    /// The closure an `Infallible.create(subscribe:)` body calls with each event.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an infallible sequence from a subscribe function that runs once per
    /// subscription; it reports elements and the completion, never an error.
    ///
    /// ```swift
    /// let ticks = Infallible<Int>.create { observer in
    ///     observer(.next(1))
    ///     observer(.next(2))
    ///     observer(.completed)
    ///     return Disposables.create()
    /// }
    /// _ = ticks.subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    /// - Parameter subscribe: Reports the events for one subscriber; returns what to release
    ///   when the subscription ends.
    /// - Returns: The infallible sequence.
    public static func create(
        subscribe: @escaping (@escaping InfallibleObserver) -> Disposable
    ) -> Infallible<Element> {
        Infallible(
            Observable.create { observer in
                subscribe { event in observer.on(event.event) }
            })
    }
}

extension InfallibleType {
    /// Subscribes closures for the elements, the completion and the end of the subscription.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).subscribe(
    ///     onNext: { print($0) }, onCompleted: { print("done") }, onDisposed: { print("disposed") })
    /// // 1
    /// // 2
    /// // done
    /// // disposed
    /// ```
    /// - Parameters:
    ///   - onNext: Called for each element.
    ///   - onCompleted: Called if the sequence completes.
    ///   - onDisposed: Called once when the subscription ends, whatever ended it.
    /// - Returns: The subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, which is held weakly: once it is gone,
    /// the closures are no longer called.
    ///
    /// ```swift
    /// final class Screen { var title = "" }
    /// let screen = Screen()
    /// _ = Infallible.just("Hi").subscribe(with: screen, onNext: { screen, text in screen.title = text })
    /// print(screen.title) // Hi
    /// ```
    /// - Parameters:
    ///   - object: The object handed to the closures, held weakly.
    ///   - onNext: Called for each element.
    ///   - onCompleted: Called if the sequence completes.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event.
    ///
    /// ```swift
    /// _ = Infallible.just(1).subscribe { event in print(event) }
    /// // next(1)
    /// // completed
    /// ```
    ///
    /// An error, which only a sequence that broke the contract can send, is reported to
    /// ``Hooks`` as unhandled (RxSwift stops a debug build instead).
    /// - Parameter on: Receives `.next(element)` and `.completed`.
    /// - Returns: The subscription.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe(
            onNext: { on(.next($0)) }, onError: { Hooks.reportUnhandled($0, callStack: []) },
            onCompleted: { on(.completed) })
    }
}

extension ObservableConvertibleType {
    /// Makes the sequence infallible: an error is replaced by `element`, then completion.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// _ = Observable<Int>.error(Offline()).asInfallible(onErrorJustReturn: 0)
    ///     .subscribe { print($0) }
    /// // next(0)
    /// // completed
    /// ```
    /// - Parameter element: What to emit instead of the error.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// Makes the sequence infallible: on an error it continues with `infallible`.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// _ = Observable.of(1).concat(Observable.error(Offline()))
    ///     .asInfallible(onErrorFallbackTo: .of(8, 9))
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 8
    /// // 9
    /// ```
    /// - Parameter infallible: The sequence to continue with.
    /// - Returns: The infallible sequence.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// Makes the sequence infallible: on an error it continues with the infallible sequence
    /// `onErrorRecover` makes from the error.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// _ = Observable<String>.error(Offline())
    ///     .asInfallible(onErrorRecover: { error in .just("failed: \(error)") })
    ///     .subscribe(onNext: { print($0) })
    /// // failed: Offline()
    /// ```
    /// - Parameter onErrorRecover: Makes the sequence to continue with.
    /// - Returns: The infallible sequence.
    public func asInfallible(
        onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>
    ) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
