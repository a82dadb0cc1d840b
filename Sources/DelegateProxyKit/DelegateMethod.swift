/// A delegate method described with the types of its arguments and of its result, so that its
/// calls can be observed without `[Any]` casts.
///
/// Declare one per method on the proxy, hand calls to it from the method, and observe it:
///
/// ```swift
/// extension LocationManagerDelegateProxy {
///     static let didUpdateLocations = DelegateMethod(
///         "locationManager(_:didUpdateLocations:)", LocationManager.self, [Location].self)
/// }
/// proxy.methodInvoked(LocationManagerDelegateProxy.didUpdateLocations)
///     .subscribe(onNext: { manager, locations in print(locations.count) })
/// ```
///
/// A method with a result is declared with `returns:`; observing it yields the arguments and the
/// value the method returned.
public final class DelegateMethod<Arguments, ReturnValue>: Sendable {
    /// The method's selector: what ``DelegateProxy/selectors`` lists.
    ///
    /// ```swift
    /// override class var selectors: [DelegateSelector] { [didUpdateLocations.selector] }
    /// ```
    public let selector: DelegateSelector

    @usableFromInline let boxArguments: @Sendable (Arguments) -> [Any]

    private init(_ name: String, box: @escaping @Sendable (Arguments) -> [Any]) {
        self.selector = DelegateSelector(name)
        self.boxArguments = box
    }
}

extension DelegateMethod where ReturnValue == Void {
    /// A method without arguments.
    ///
    /// ```swift
    /// static let didFinish = DelegateMethod("managerDidFinish()")
    /// ```
    /// - Parameter name: The name as `#function` spells it.
    public convenience init(_ name: String) where Arguments == Void {
        self.init(name, box: { _ in [] })
    }

    /// A method with one argument.
    ///
    /// ```swift
    /// static let didPause = DelegateMethod("locationManagerDidPauseLocationUpdates(_:)", LocationManager.self)
    /// // hand off with: dispatch(Self.didPause, manager) { $0.locationManagerDidPauseLocationUpdates(manager) }
    /// ```
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - argument: The argument's type.
    public convenience init(_ name: String, _ argument: Arguments.Type) {
        self.init(name, box: { [$0] })
    }

    /// A method with two arguments.
    ///
    /// ```swift
    /// static let didUpdateLocations = DelegateMethod(
    ///     "locationManager(_:didUpdateLocations:)", LocationManager.self, [Location].self)
    /// ```
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - a: The type of the first argument.
    ///   - b: The type of the second argument.
    public convenience init<A, B>(_ name: String, _ a: A.Type, _ b: B.Type) where Arguments == (A, B) {
        self.init(name, box: { [$0.0, $0.1] })
    }

    /// A method with three arguments.
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - a: The type of the first argument.
    ///   - b: The type of the second argument.
    ///   - c: The type of the third argument.
    public convenience init<A, B, C>(_ name: String, _ a: A.Type, _ b: B.Type, _ c: C.Type)
    where Arguments == (A, B, C) {
        self.init(name, box: { [$0.0, $0.1, $0.2] })
    }

    /// A method with four arguments.
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - a: The type of the first argument.
    ///   - b: The type of the second argument.
    ///   - c: The type of the third argument.
    ///   - d: The type of the fourth argument.
    public convenience init<A, B, C, D>(
        _ name: String, _ a: A.Type, _ b: B.Type, _ c: C.Type, _ d: D.Type
    ) where Arguments == (A, B, C, D) {
        self.init(name, box: { [$0.0, $0.1, $0.2, $0.3] })
    }

    /// A method with five arguments.
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - a: The type of the first argument.
    ///   - b: The type of the second argument.
    ///   - c: The type of the third argument.
    ///   - d: The type of the fourth argument.
    ///   - e: The type of the fifth argument.
    public convenience init<A, B, C, D, E>(
        _ name: String, _ a: A.Type, _ b: B.Type, _ c: C.Type, _ d: D.Type, _ e: E.Type
    ) where Arguments == (A, B, C, D, E) {
        self.init(name, box: { [$0.0, $0.1, $0.2, $0.3, $0.4] })
    }
}

extension DelegateMethod {
    /// A method with one argument and a result.
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - argument: The argument's type.
    ///   - returns: The result's type.
    public convenience init(_ name: String, _ argument: Arguments.Type, returns: ReturnValue.Type) {
        self.init(name, box: { [$0] })
    }

    /// A method with two arguments and a result.
    ///
    /// ```swift
    /// static let heightForRow = DelegateMethod(
    ///     "tableView(_:heightForRowAt:)", TableView.self, Int.self, returns: Double.self)
    /// ```
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - a: The type of the first argument.
    ///   - b: The type of the second argument.
    ///   - returns: The result's type.
    public convenience init<A, B>(_ name: String, _ a: A.Type, _ b: B.Type, returns: ReturnValue.Type)
    where Arguments == (A, B) {
        self.init(name, box: { [$0.0, $0.1] })
    }

    /// A method with three arguments and a result.
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - a: The type of the first argument.
    ///   - b: The type of the second argument.
    ///   - c: The type of the third argument.
    ///   - returns: The result's type.
    public convenience init<A, B, C>(
        _ name: String, _ a: A.Type, _ b: B.Type, _ c: C.Type, returns: ReturnValue.Type
    ) where Arguments == (A, B, C) {
        self.init(name, box: { [$0.0, $0.1, $0.2] })
    }

    /// A method with four arguments and a result.
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - a: The type of the first argument.
    ///   - b: The type of the second argument.
    ///   - c: The type of the third argument.
    ///   - d: The type of the fourth argument.
    ///   - returns: The result's type.
    public convenience init<A, B, C, D>(
        _ name: String, _ a: A.Type, _ b: B.Type, _ c: C.Type, _ d: D.Type, returns: ReturnValue.Type
    ) where Arguments == (A, B, C, D) {
        self.init(name, box: { [$0.0, $0.1, $0.2, $0.3] })
    }
}
