import ObservableCore

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
/// One initializer takes any number of argument types; a method with a result adds `returns:`.
/// Observing a method with a result yields the arguments and the value the method returned.
/// The proxy keys its observers by the descriptor: a proxy needs no list of the methods it
/// dispatches.
public final class DelegateMethod<Arguments, ReturnValue>: Sendable {
    /// The method's selector: the name the untyped `sentMessage(_:)` / `methodInvoked(_:)` take.
    ///
    /// ```swift
    /// print(LocationManagerDelegateProxy.didUpdateLocations.selector)
    /// // locationManager(_:didUpdateLocations:)
    /// ```
    public let selector: DelegateSelector

    /// Appends the arguments, as RxCocoa's `[Any]` (one element per argument), to an empty array
    /// it is given: the dispatch table hands it the array of the slot's previous call, emptied,
    /// so that a call reuses its storage.
    @usableFromInline let boxArguments: @Sendable (Arguments, inout [Any]) -> Void

    /// The number of argument types the method was declared with: the typed hand-offs box a
    /// call's arguments themselves, with no parameter pack, when it is the number they take
    /// (see `_ArgumentBoxing`).
    @usableFromInline let argumentCount: Int

    /// The typed `methodInvoked` stream of the method's slot, as calls and their results: made
    /// by the initializer the compiler chose, which knows whether the method has a result (a
    /// method without one hands off its arguments alone, which this pairs with `()`).
    @usableFromInline let invokedCalls:
        @Sendable (_DispatchTable, _MethodSlot) -> Observable<
            (arguments: Arguments, returnValue: ReturnValue)
        >

    /// What a proxy's dispatch table finds the method's slot by: the descriptor's address.
    @inlinable var key: UInt { UInt(bitPattern: ObjectIdentifier(self)) }

    @usableFromInline
    init(
        _ name: String, argumentCount: Int, box: @escaping @Sendable (Arguments, inout [Any]) -> Void,
        invokedCalls:
            @escaping @Sendable (_DispatchTable, _MethodSlot) -> Observable<
                (arguments: Arguments, returnValue: ReturnValue)
            >
    ) {
        self.selector = DelegateSelector(name)
        self.argumentCount = argumentCount
        self.boxArguments = box
        self.invokedCalls = invokedCalls
    }

}

extension DelegateMethod where ReturnValue == Void {
    /// A method without a result, with any number of arguments: their types, in order.
    ///
    /// ```swift
    /// static let didFinish = DelegateMethod("managerDidFinish()")
    /// static let didPause = DelegateMethod("locationManagerDidPauseLocationUpdates(_:)", LocationManager.self)
    /// static let didUpdateLocations = DelegateMethod(
    ///     "locationManager(_:didUpdateLocations:)", LocationManager.self, [Location].self)
    /// // observed as `Void`, `LocationManager` and `(LocationManager, [Location])` respectively
    /// ```
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - argumentTypes: The type of each argument, in order.
    @inlinable  // The boxing closure is made, specialized, where the method is declared.
    public convenience init<each Argument>(_ name: String, _ argumentTypes: repeat (each Argument).Type)
    where Arguments == (repeat each Argument) {
        // The arguments as RxCocoa's `[Any]`, one element per argument, in at most one
        // allocation (none when the array given has room). A `for argument in repeat each
        // arguments` loop copied each argument into the loop variable first; the expansion below
        // still copies the tuple's elements into a temporary (a retain and a release more for a
        // class), so the typed hand-offs of one to six arguments box them without it
        // (`_ArgumentBoxing`), and this closure serves the other hand-offs.
        var count = 0
        for _ in repeat each argumentTypes { count += 1 }
        self.init(
            name, argumentCount: count,
            box: { [count] arguments, boxed in
                // `capacity` first: `reserveCapacity` checks that the array is uniquely
                // referenced even when it has room (as the slot's reused array has).
                if boxed.capacity < count { boxed.reserveCapacity(count) }
                repeat boxed.append(each arguments)
            },
            invokedCalls: { table, slot in
                let arguments: Observable<Arguments> = table.typedStream(slot, phase: .invoked)
                return arguments.map { (arguments: $0, returnValue: ()) }
            })
    }
}

extension DelegateMethod {
    /// A method with a result, with any number of arguments: their types, in order, then the
    /// result's type.
    ///
    /// ```swift
    /// static let heightForRow = DelegateMethod(
    ///     "tableView(_:heightForRowAt:)", TableView.self, Int.self, returns: Double.self)
    /// // observed with `methodInvoked` as ((TableView, Int), Double)
    /// ```
    /// - Parameters:
    ///   - name: The name as `#function` spells it.
    ///   - argumentTypes: The type of each argument, in order.
    ///   - returns: The result's type.
    @inlinable  // The boxing closure is made, specialized, where the method is declared.
    public convenience init<each Argument>(
        _ name: String, _ argumentTypes: repeat (each Argument).Type, returns: ReturnValue.Type
    ) where Arguments == (repeat each Argument) {
        // The arguments as RxCocoa's `[Any]`, one element per argument, in at most one
        // allocation (none when the array given has room). A `for argument in repeat each
        // arguments` loop copied each argument into the loop variable first; the expansion below
        // still copies the tuple's elements into a temporary (a retain and a release more for a
        // class), so the typed hand-offs of one to six arguments box them without it
        // (`_ArgumentBoxing`), and this closure serves the other hand-offs.
        var count = 0
        for _ in repeat each argumentTypes { count += 1 }
        self.init(
            name, argumentCount: count,
            box: { [count] arguments, boxed in
                // `capacity` first: `reserveCapacity` checks that the array is uniquely
                // referenced even when it has room (as the slot's reused array has).
                if boxed.capacity < count { boxed.reserveCapacity(count) }
                repeat boxed.append(each arguments)
            },
            invokedCalls: { table, slot in table.typedStream(slot, phase: .invoked) })
    }
}
