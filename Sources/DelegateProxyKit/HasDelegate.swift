import ObservableCore

/// A parent object with a settable `delegate`: proxies of it get ``DelegateProxyType``'s
/// `currentDelegate(for:)` and `setCurrentDelegate(_:to:)` for free.
///
/// ```swift
/// extension LocationManager: HasDelegate {}  // LocationManager has `weak var delegate`
/// ```
public protocol HasDelegate: AnyObject {
    /// The delegate's type, usually a protocol existential such as `any LocationManagerDelegate`.
    associatedtype Delegate

    /// The parent's delegate.
    var delegate: Delegate? { get set }
}

extension DelegateProxyType where ParentObject: HasDelegate, Delegate == ParentObject.Delegate {
    /// Returns `object.delegate`.
    /// - Parameter object: The parent object.
    /// - Returns: Its delegate.
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.delegate
    }

    /// Sets `object.delegate`.
    /// - Parameters:
    ///   - delegate: The new delegate.
    ///   - object: The parent object.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.delegate = delegate
    }
}
