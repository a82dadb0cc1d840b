/// The `rx` namespace: extend `Reactive where Base: YourType` to add streams, and reach them as
/// `value.rx.name`.
///
/// ```swift
/// extension Reactive where Base: LocationManager {
///     var didUpdateLocations: Observable<[Location]> { ... }
/// }
/// manager.rx.didUpdateLocations.subscribe(onNext: { print($0) })
/// ```
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    ///
    /// ```swift
    /// extension Reactive where Base: LocationManager {
    ///     var delegate: LocationManagerDelegateProxy { LocationManagerDelegateProxy.proxy(for: base) }
    /// }
    /// ```
    public let base: Base

    /// Wraps a value.
    /// - Parameter base: The value to extend.
    public init(_ base: Base) {
        self.base = base
    }
}

extension Reactive where Base: AnyObject {
    /// A ``Binder`` that sets the writable property at `keyPath` of ``base``, as RxSwift's
    /// `base.rx.someProperty`: it holds the object weakly and sets the property on the main
    /// thread.
    ///
    /// ```swift
    /// final class Label: ReactiveCompatible { var text = "" }
    /// let label = Label()
    /// _ = Observable.just("Hello").bind(to: label.rx.text)
    /// print(label.text)  // on the main thread
    /// // Hello
    /// ```
    /// - Parameter keyPath: The property to set.
    /// - Returns: A binder of the property's values.
    public subscript<Property>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
    ) -> Binder<Property> {
        // A main scheduler of its own, as the binder's default (see Binder.init(_:binding:)).
        Binder(base, scheduler: MainScheduler()) { base, value in base[keyPath: keyPath] = value }
    }
}

/// A type with the `rx` namespace.
///
/// ```swift
/// extension LocationManager: ReactiveCompatible {}
/// _ = manager.rx // Reactive<LocationManager>
/// ```
public protocol ReactiveCompatible {
    /// The extended type.
    associatedtype ReactiveBase

    /// The reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of the value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Settable so that `Reactive` extensions can offer mutating members.
        set {}  // swift-format-ignore
    }

    /// The reactive extensions of the value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Settable so that `Reactive` extensions can offer mutating members.
        set {}  // swift-format-ignore
    }
}
