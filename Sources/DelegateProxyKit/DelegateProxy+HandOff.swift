import ObservableCore
import Synchronization

// The one order of a delegate call, which every hand-off follows: `sentMessage` observers, the
// forward delegate (or the default when there is none), then `methodInvoked` observers, if the
// forward delegate returned. Each hand-off (the typed ones, whose arguments are borrowed; the
// untyped ones, with `[Any]`; the effectful ones, `throws` and `async`) finds its slot with
// `observedSlot` and calls `handOff` with how it delivers each phase and calls the forward delegate.
//
// `handOff` and the closures it is given are inlined into the hand-off, and with it into the
// proxy's method: the forward delegate is called from the proxy's method with nothing in between
// (see Benchmarks/Profile `proxyTyped` and `proxyResult`). `handOff` and `forwardOrDefault` have
// an `async` twin each: Swift has no `reasync`, and a synchronous hand-off cannot call an `async`
// function; `rethrows` serves the throwing hand-offs and the others alike.

extension DelegateProxy {
    /// The slot of `method` if it is observed (in either phase): `nil` at the cost of one atomic
    /// load when the proxy has no observers, and before any argument is laid out when only other
    /// methods are observed. Debug builds check that `method` is the calling method.
    @inlinable @inline(__always)
    final func observedSlot<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>, function: StaticString
    ) -> Unmanaged<_MethodSlot>? {
        assert(isSelector(method.selector, in: function), handOffMismatch(method.selector, in: function))
        guard table.totalObservers.load(ordering: .acquiring) > 0 else { return nil }
        // Borrowed: the table keeps its slots as long as the proxy (see `_DispatchTable.slot`).
        let slot = table.slot(key: method.key, owner: method, selector: method.selector)
        return slot._withUnsafeGuaranteedRef { $0.isObserved } ? slot : nil
    }

    /// The slot of the method named `selector` (an untyped hand-off's `#function`) if it is
    /// observed, as ``observedSlot(_:function:)`` finds a typed one's.
    final func observedSlot(named selector: StaticString) -> _MethodSlot? {
        guard table.totalObservers.load(ordering: .acquiring) > 0 else { return nil }
        let slot = table.slot(named: selector).takeUnretainedValue()
        return slot.isObserved ? slot : nil
    }

    /// Runs one delegate call in order: `sent` (the `sentMessage` observers), then `forward` (the
    /// forward delegate's call, or the default when there is none), then `invoked` with its result
    /// (the `methodInvoked` observers), unless `forward` threw.
    ///
    /// A hand-off whose forward delegate cannot throw passes
    /// `{ table.withForwardDelegate(forward) ?? defaultValue() }`, as its unobserved path calls it:
    /// `withForwardDelegate` lends the delegate to the call, where ``forwardOrDefault(_:default:)``,
    /// which the throwing ones need, returns it first (see Benchmarks/Profile `proxyTyped`).
    /// - Returns: The result of `forward`.
    @inlinable @inline(__always)
    final func handOff<Result>(
        sent: () -> Void,
        forward: () throws -> Result,
        invoked: (Result) -> Void
    ) rethrows -> Result {
        sent()
        let result = try forward()
        invoked(result)
        return result
    }

    /// ``handOff(sent:forward:invoked:)`` for an `async` forward delegate, awaited between the
    /// phases; the observers run in `isolation`, the caller's.
    @inlinable
    final func handOff<Result>(
        isolation: isolated (any Actor)?,
        sent: () -> Void,
        forward: () async throws -> Result,
        invoked: (Result) -> Void
    ) async rethrows -> Result {
        sent()
        let result = try await forward()
        invoked(result)
        return result
    }

    /// Calls `forward` with the forward delegate, or `defaultValue` when there is none.
    @inlinable @inline(__always)
    final func forwardOrDefault<Result>(
        _ forward: (Delegate) throws -> Result, default defaultValue: () throws -> Result
    ) rethrows -> Result {
        if let delegate = table.forwardDelegate(as: Delegate.self) {
            return try forward(delegate)
        }
        return try defaultValue()
    }

    /// ``forwardOrDefault(_:default:)`` for an `async` forward delegate.
    @inlinable
    final func forwardOrDefault<Result>(
        isolation: isolated (any Actor)?,
        _ forward: (Delegate) async throws -> Result, default defaultValue: () async throws -> Result
    ) async rethrows -> Result {
        if let delegate = table.forwardDelegate(as: Delegate.self) {
            return try await forward(delegate)
        }
        return try await defaultValue()
    }
}
