import InternalReactiveUtilities

/// A type that can be turned into a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// Returns the control property this value represents.
    /// - Returns: The control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A UI property as RxCocoa defines it: observing it gives the current value first, then
/// every change, on the main thread; it never fails. Sending values to it (it is also an
/// observer) sets the property.
///
/// ```swift
/// final class TextField { var text = "" }
/// let field = TextField()
/// let texts = Observable.just("initial")
/// let text = ControlProperty(
///     values: texts,
///     valueSink: Binder(field, scheduler: CurrentThreadScheduler.instance) { $0.text = $1 })
/// text.onNext("typed")
/// print(field.text)
/// // typed
/// ```
///
/// As with ``ControlEvent``, "never fails" is a promise the `values` source keeps. An `error`
/// sent *to* the property is a programmer error, as in RxCocoa: it stops the program in debug
/// builds and is printed and ignored in release builds (see `Binder`).
///
/// > Warning: Subscribing happens on `ConcurrentMainScheduler`: at once on the main thread,
/// > otherwise later, on the main queue — which on Linux only runs once the program calls
/// > `dispatchMain()` (or runs a `RunLoop`, or awaits in an `async` `main`).
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's values.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Creates a property from the stream of its values and the observer that sets it.
    /// - Parameters:
    ///   - values: The current value followed by every change; must not fail.
    ///   - valueSink: Sets the property; usually a `Binder`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == Element, Sink.Element == Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes an observer to the property's values.
    /// - Parameter observer: Receives the current value, then every change.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes only, without the current value.
    ///
    /// ```swift
    /// _ = property.changed.subscribe(onNext: { print($0) })
    /// ```
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// Returns the values as a plain observable.
    /// - Returns: The current value and every change, subscribed on the main thread.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns `self`.
    /// - Returns: This control property.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property on `.next`; forwards `.completed` to the value sink; treats `.error`
    /// as a programmer error.
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            valueSink.on(event)
        case .error(let error):
            bindingErrorToInterface(error)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as `""`.
    ///
    /// ```swift
    /// _ = textField.rx.text.orEmpty.subscribe(onNext: { print("[\($0)]") })
    /// // []
    /// ```
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        return ControlProperty<String>(
            values: original.values.map { $0 ?? "" },
            valueSink: original.valueSink.mapObserver { Optional($0) })
    }
}
