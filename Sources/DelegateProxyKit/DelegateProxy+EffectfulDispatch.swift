import ObservableCore

// The hand-offs of methods with effects: `throws`, `async`, `async throws`. They take the
// method's arguments as one value (`arguments:`, a tuple for several, `()` for none), so that
// none of them competes in overload resolution with the hand-offs of DelegateProxy+Dispatch.swift,
// which take them one by one; the payload is this call's own and is delivered as the untyped
// hand-off delivers its `[Any]` (`_DispatchTable.deliver`). An async forward delegate may suspend,
// and borrowed arguments (`_BorrowedArguments`) may not outlive the stack frame that lends them.
//
// Each follows the order every hand-off follows (`handOff`, in DelegateProxy+HandOff.swift): the
// forward delegate is loaded once per call and called outside any lock; nothing is held across an
// `await` but the loaded delegate itself. An error thrown by the forward delegate (or by the
// default) leaves the call before the `methodInvoked` phase.

extension DelegateProxy {
    /// Hands a call of a throwing method without a result to the dispatch table: `sentMessage`
    /// observers, then `forward` with the forward delegate (if any), then `methodInvoked`
    /// observers, if `forward` returned.
    ///
    /// ```swift
    /// func recorder(_ recorder: Recorder, validate take: Take) throws {
    ///     try dispatch(Self.validate, arguments: (recorder, take)) {
    ///         try $0.recorder(recorder, validate: take)
    ///     }
    /// }
    /// ```
    ///
    /// An error the forward delegate throws is rethrown to the caller: `sentMessage` observers
    /// saw the call, `methodInvoked` observers do not see it (the method did not return), and no
    /// stream fails, since the stream reports calls, not their outcome.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - arguments: The method's arguments as one value: the argument itself, a tuple of
    ///     several, or `()` for none.
    ///   - function: The calling method's name; leave it to default to `#function`. Debug builds
    ///     check that it is `method`'s name.
    ///   - forward: Calls the method on the forward delegate.
    public final func dispatch<Arguments>(
        _ method: DelegateMethod<Arguments, Void>,
        arguments: Arguments,
        function: StaticString = #function,
        forward: (Delegate) throws -> Void
    ) rethrows {
        let slot = observedSlot(method, function: function)
        try handOff(
            sent: { deliver(method, slot, phase: .sent, arguments) },
            forward: { try forwardOrDefault(forward, default: {}) },
            invoked: { deliver(method, slot, phase: .invoked, arguments) })
    }

    /// Hands a call of a throwing method with a result to the dispatch table and returns the
    /// forward delegate's answer, or `defaultValue` when there is no forward delegate. Observers
    /// see the arguments before the call and the arguments with the returned value after it.
    ///
    /// ```swift
    /// func recorder(_ recorder: Recorder, gainFor take: Take) throws -> Double {
    ///     try dispatch(Self.gainFor, arguments: (recorder, take), default: 1) {
    ///         try $0.recorder(recorder, gainFor: take)
    ///     }
    /// }
    /// ```
    ///
    /// An error thrown by the forward delegate or by `defaultValue` is rethrown to the caller:
    /// `sentMessage` observers saw the call, `methodInvoked` observers do not see it (there is no
    /// value to show them), and no stream fails.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - arguments: The method's arguments as one value: the argument itself, a tuple of
    ///     several, or `()` for none.
    ///   - defaultValue: The result when there is no forward delegate.
    ///   - function: The calling method's name; leave it to default to `#function`. Debug builds
    ///     check that it is `method`'s name.
    ///   - forward: Calls the method on the forward delegate and returns its result.
    /// - Returns: The result.
    public final func dispatch<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>,
        arguments: Arguments,
        default defaultValue: @autoclosure () throws -> ReturnValue,
        function: StaticString = #function,
        forward: (Delegate) throws -> ReturnValue
    ) rethrows -> ReturnValue {
        let slot = observedSlot(method, function: function)
        return try handOff(
            sent: { deliver(method, slot, phase: .sent, arguments) },
            forward: { try forwardOrDefault(forward, default: defaultValue) },
            invoked: { deliverInvoked(method, slot, arguments, $0) })
    }

    /// Hands a call of an async method without a result to the dispatch table: `sentMessage`
    /// observers, then `forward` with the forward delegate (if any), awaited, then
    /// `methodInvoked` observers, if `forward` returned. Throwing or not, as `forward` is.
    ///
    /// ```swift
    /// func recorder(_ recorder: Recorder, upload take: Take) async throws {
    ///     try await dispatch(Self.upload, arguments: (recorder, take)) {
    ///         try await $0.recorder(recorder, upload: take)
    ///     }
    /// }
    /// ```
    ///
    /// An error the forward delegate throws is rethrown to the caller: `sentMessage` observers
    /// saw the call, `methodInvoked` observers do not see it (the method did not return), and no
    /// stream fails, since the stream reports calls, not their outcome.
    ///
    /// Observers run in the caller's isolation, synchronously, before and after the `await`:
    /// a proxy method isolated to the main actor delivers to its observers on the main actor.
    /// Each phase goes to the observers subscribed when it is delivered, so an observer that
    /// subscribes while the forward delegate is awaited sees the call return.
    ///
    /// > Warning: As for any delegate call, a delivery that finds another delivery of this proxy
    /// > in progress on another thread is queued and run by that thread, outside the caller's
    /// > isolation: call an isolated proxy from its actor only.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - arguments: The method's arguments as one value: the argument itself, a tuple of
    ///     several, or `()` for none.
    ///   - isolation: The actor the observers run on; leave it to default to the caller's.
    ///   - function: The calling method's name; leave it to default to `#function`. Debug builds
    ///     check that it is `method`'s name.
    ///   - forward: Calls the method on the forward delegate.
    public final func dispatch<Arguments>(
        _ method: DelegateMethod<Arguments, Void>,
        arguments: Arguments,
        isolation: isolated (any Actor)? = #isolation,
        function: StaticString = #function,
        forward: (Delegate) async throws -> Void
    ) async rethrows {
        try await handOff(
            isolation: isolation,
            sent: { deliver(method, observedSlot(method, function: function), phase: .sent, arguments) },
            forward: { try await forwardOrDefault(isolation: isolation, forward, default: {}) },
            invoked: { _ in
                // Looked up again: observers subscribed while the call was awaited see it return.
                deliver(method, observedSlot(method, function: function), phase: .invoked, arguments)
            })
    }

    /// Hands a call of an async method with a result to the dispatch table and returns the
    /// forward delegate's answer, awaited, or `defaultValue` when there is no forward delegate.
    /// Observers see the arguments before the call and the arguments with the returned value
    /// after it. Throwing or not, as `forward` and `defaultValue` are.
    ///
    /// ```swift
    /// func recorder(_ recorder: Recorder, load name: String) async throws -> Take {
    ///     try await dispatch(Self.load, arguments: (recorder, name), default: Take(name)) {
    ///         try await $0.recorder(recorder, load: name)
    ///     }
    /// }
    /// ```
    ///
    /// An error thrown by the forward delegate or by `defaultValue` is rethrown to the caller:
    /// `sentMessage` observers saw the call, `methodInvoked` observers do not see it (there is no
    /// value to show them), and no stream fails.
    ///
    /// Observers run in the caller's isolation, as with ``dispatch(_:arguments:isolation:function:forward:)``.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - arguments: The method's arguments as one value: the argument itself, a tuple of
    ///     several, or `()` for none.
    ///   - defaultValue: The result when there is no forward delegate.
    ///   - isolation: The actor the observers run on; leave it to default to the caller's.
    ///   - function: The calling method's name; leave it to default to `#function`. Debug builds
    ///     check that it is `method`'s name.
    ///   - forward: Calls the method on the forward delegate and returns its result.
    /// - Returns: The result.
    public final func dispatch<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>,
        arguments: Arguments,
        default defaultValue: @autoclosure () async throws -> ReturnValue,
        isolation: isolated (any Actor)? = #isolation,
        function: StaticString = #function,
        forward: (Delegate) async throws -> ReturnValue
    ) async rethrows -> ReturnValue {
        try await handOff(
            isolation: isolation,
            sent: { deliver(method, observedSlot(method, function: function), phase: .sent, arguments) },
            forward: { try await forwardOrDefault(isolation: isolation, forward, default: defaultValue) },
            invoked: {
                // Looked up again: observers subscribed while the call was awaited see it return.
                deliverInvoked(method, observedSlot(method, function: function), arguments, $0)
            })
    }

    // MARK: Delivering an owned payload

    /// Delivers one phase of a call of `method` whose payload is its arguments (the `sentMessage`
    /// phase of any method, the `methodInvoked` phase of one without a result) to the observers
    /// of `slot`, the method's slot if it is observed (see ``observedSlot(_:function:)``).
    private func deliver<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>, _ slot: Unmanaged<_MethodSlot>?,
        phase: _DeliveryPhase, _ arguments: Arguments
    ) {
        guard let slot = slot?.takeUnretainedValue() else { return }
        table.deliver(slot, phase: phase, payload: arguments, boxed: { method.boxArguments($0, &$1) })
    }

    /// Delivers the `methodInvoked` phase of a call of a method with a result: the arguments and
    /// the value returned, as the typed `methodInvoked` gives them, and the arguments with the
    /// value appended to untyped observers.
    private func deliverInvoked<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>, _ slot: Unmanaged<_MethodSlot>?,
        _ arguments: Arguments, _ result: ReturnValue
    ) {
        guard let slot = slot?.takeUnretainedValue() else { return }
        table.deliver(
            slot, phase: .invoked, payload: (arguments: arguments, returnValue: result),
            boxed: {
                method.boxArguments($0.arguments, &$1)
                $1.append($0.returnValue)
            })
    }
}
