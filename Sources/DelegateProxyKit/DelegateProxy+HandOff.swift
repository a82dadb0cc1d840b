import ObservableCore
import Synchronization

// The one order of a delegate call, which every hand-off follows: `sentMessage` observers, the
// forward delegate (or the default when there is none), then `methodInvoked` observers, if the
// forward delegate returned. Each hand-off (the typed ones, whose arguments are borrowed; the
// untyped ones, with `[Any]`; the effectful ones, `throws` and `async`) calls `handOff` with how it
// delivers each phase, and finds its slot with `observedSlot`.
//
// `handOff` is inlined whole into the hand-off, and with it into the proxy's method, so that the
// forward delegate is called from the proxy's method with no closure in between (see
// Benchmarks/Profile `proxyTyped` and `proxyResult`). There are two of it, one for synchronous forward delegates (`rethrows`
// serves the throwing ones) and one for `async` ones: Swift has no `reasync`, and an `async`
// function cannot be called from a synchronous hand-off.

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

    /// Runs one delegate call in order: `sent` (the `sentMessage` observers), then `forward` with
    /// the forward delegate, or `defaultValue` when there is none, then `invoked` with the result
    /// (the `methodInvoked` observers), unless `forward` or `defaultValue` threw.
    /// - Returns: The result of `forward` or `defaultValue`.
    @inlinable @inline(__always)
    final func handOff<Result>(
        sent: () -> Void,
        forward: (Delegate) throws -> Result,
        default defaultValue: () throws -> Result,
        invoked: (Result) -> Void
    ) rethrows -> Result {
        sent()
        let result: Result
        if let delegate = table.forwardDelegate(as: Delegate.self) {
            result = try forward(delegate)
        } else {
            result = try defaultValue()
        }
        invoked(result)
        return result
    }

    /// ``handOff(sent:forward:default:invoked:)`` for an `async` forward delegate, awaited between
    /// the phases; the observers run in `isolation`, the caller's.
    @inlinable
    final func handOff<Result>(
        isolation: isolated (any Actor)?,
        sent: () -> Void,
        forward: (Delegate) async throws -> Result,
        default defaultValue: () async throws -> Result,
        invoked: (Result) -> Void
    ) async rethrows -> Result {
        sent()
        let result: Result
        if let delegate = table.forwardDelegate(as: Delegate.self) {
            result = try await forward(delegate)
        } else {
            result = try await defaultValue()
        }
        invoked(result)
        return result
    }
}
