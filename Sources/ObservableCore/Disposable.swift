/// A resource that can be released, most often a subscription.
///
/// Calling `dispose()` more than once is harmless.
///
/// ```swift
/// let subscription = Observable<Int>.never().subscribe { print($0) }
/// subscription.dispose()
/// ```
public protocol Disposable {
    /// Releases the resource; later calls do nothing.
    func dispose()

    /// Internal to the library; not for users to implement or call. The disposable as an
    /// object, for a subscription to keep in two words rather than five; `nil` for one whose
    /// `dispose()` does nothing.
    ///
    /// A class's is itself, and any other type's a new object that holds it: the default
    /// implementations give both.
    var _disposableObject: (any Disposable & AnyObject)? { get }
}

extension Disposable {
    /// Internal to the library: this disposable in an object of its own (see the requirement).
    public var _disposableObject: (any Disposable & AnyObject)? { BoxedDisposable(self) }
}

extension Disposable where Self: AnyObject {
    /// Internal to the library: this disposable itself (see the requirement).
    public var _disposableObject: (any Disposable & AnyObject)? { self }
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}
