import ObservableCore

// What every typed hand-off (`dispatch`, generated in DelegateProxy+Dispatch.swift) shares once
// its method is observed (see `observedSlot`): the delivery of a call whose arguments are borrowed
// (laid out in ``_BorrowedArguments``), in the order of `handOff`. All of it is inlined into the
// proxy's method except the delivery to each phase's observers (`_DispatchTable.deliverListed`).
//
// The slot is borrowed with `_withUnsafeGuaranteedRef`, with no retain and release of it per call
// (see Benchmarks/Profile `proxyTyped`, `proxyResult` and `proxyTuple`). Invariant: the table owns
// its slots and never removes one, and the proxy, which owns the table, is alive for the whole of
// its own delegate method, so the slot outlives the call.

extension DelegateProxy {
    /// Delivers a call without a result whose arguments are borrowed in `arguments`, around the
    /// forward delegate's call, then releases them (see ``_BorrowedArgumentsStorage/release(_:in:)``).
    @inlinable @inline(__always)
    final func dispatchBorrowed<Arguments>(
        _ method: DelegateMethod<Arguments, Void>, _ slot: Unmanaged<_MethodSlot>,
        _ arguments: _BorrowedArguments<Arguments>,
        in storage: UnsafeMutablePointer<_BorrowedArgumentsStorage>,
        forward: (Delegate) -> Void
    ) {
        arguments.assertLaidOut(as: Arguments.self)
        slot._withUnsafeGuaranteedRef { slot in
            handOff(
                sent: {
                    table.deliverBorrowed(
                        slot, phase: .sent, arguments.memory, boxed: { method.boxArguments($0, &$1) })
                },
                forward: { table.withForwardDelegate(forward) },
                invoked: { _ in
                    table.deliverBorrowed(
                        slot, phase: .invoked, arguments.memory, boxed: { method.boxArguments($0, &$1) })
                })
        }
        _BorrowedArgumentsStorage.release(arguments.memory, in: storage)
    }

    /// Delivers a call with a result whose arguments are borrowed at the start of `pair`, around
    /// the forward delegate's call, then releases them and returns the result. The result is laid
    /// out after the arguments (borrowed too: it stays this call's own until it is returned).
    @inlinable @inline(__always)
    final func dispatchBorrowed<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>, _ slot: Unmanaged<_MethodSlot>,
        _ pair: _BorrowedArguments<(arguments: Arguments, returnValue: ReturnValue)>,
        in storage: UnsafeMutablePointer<_BorrowedArgumentsStorage>,
        default defaultValue: @autoclosure () -> ReturnValue,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        pair.assertLaidOut(as: Arguments.self)
        let result = slot._withUnsafeGuaranteedRef { slot in
            handOff(
                sent: {
                    let arguments = UnsafeMutableRawPointer(pair.memory).assumingMemoryBound(
                        to: Arguments.self)
                    table.deliverBorrowed(
                        slot, phase: .sent, arguments, boxed: { method.boxArguments($0, &$1) })
                },
                forward: { table.withForwardDelegate(forward) ?? defaultValue() },
                invoked: { result in
                    // Always laid out: `_BorrowedArgumentsStorage.release` destroys the pair when it
                    // holds copies.
                    var returnValue = _BorrowedArguments(pair.memory, at: MemoryLayout<Arguments>.size)
                    returnValue.append(result)
                    returnValue.assertLaidOut(as: (arguments: Arguments, returnValue: ReturnValue).self)
                    table.deliverBorrowed(
                        slot, phase: .invoked, pair.memory,
                        boxed: {
                            method.boxArguments($0.arguments, &$1)
                            $1.append($0.returnValue)
                        })
                })
        }
        _BorrowedArgumentsStorage.release(pair.memory, in: storage)
        return result
    }
}
