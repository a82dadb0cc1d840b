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
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}
