import ObservableCore
import Synchronization

// What every typed hand-off (`dispatch`, generated in DelegateProxy+Dispatch.swift) shares: the
// check that the method is observed, and the delivery, around the forward delegate's call, of a
// call whose arguments are borrowed (laid out in ``_BorrowedArguments``). All of it is inlined into
// the proxy's method except the delivery to each phase's observers (`_DispatchTable.deliverListed`).
// The two-phase body must stay inlined too, not a function of its own called with the forward
// closure: then the forward delegate is called from the proxy's method with no closure in between
// (see Benchmarks/Profile `proxyTyped` and `proxyResult`).
//
// The slot is borrowed with `_withUnsafeGuaranteedRef`, with no retain and release of it per call
// (`takeUnretainedValue()` costs more than a tenth of `proxyTyped`, `proxyResult` and `proxyTuple`).
// Invariant: the table owns its slots and never removes one, and the proxy, which owns the table,
// is alive for the whole of its own delegate method, so the slot outlives the call.

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

    /// Delivers a call without a result whose arguments are borrowed in `arguments`, around the
    /// forward delegate's call, then releases them (see ``_BorrowedArgumentsStorage/release(_:in:)``).
    @inlinable @inline(__always)
    final func dispatchBorrowed<Arguments>(
        _ method: DelegateMethod<Arguments, Void>, _ slot: Unmanaged<_MethodSlot>,
        _ arguments: _BorrowedArguments<Arguments>,
        in storage: UnsafeMutablePointer<_BorrowedArgumentsStorage>,
        forward: (Delegate) -> Void
    ) {
        slot._withUnsafeGuaranteedRef { slot in
            table.deliverBorrowed(
                slot, phase: .sent, arguments.memory, boxed: { method.boxArguments($0, &$1) })
            table.withForwardDelegate(forward)
            table.deliverBorrowed(
                slot, phase: .invoked, arguments.memory, boxed: { method.boxArguments($0, &$1) })
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
        let result = slot._withUnsafeGuaranteedRef { slot in
            let arguments = UnsafeMutableRawPointer(pair.memory).assumingMemoryBound(to: Arguments.self)
            table.deliverBorrowed(slot, phase: .sent, arguments, boxed: { method.boxArguments($0, &$1) })
            let result = table.withForwardDelegate(forward) ?? defaultValue()
            // Always laid out: `_BorrowedArgumentsStorage.release` destroys the pair when it holds
            // copies.
            var returnValue = _BorrowedArguments(pair.memory, at: MemoryLayout<Arguments>.size)
            returnValue.append(result)
            table.deliverBorrowed(
                slot, phase: .invoked, pair.memory,
                boxed: {
                    method.boxArguments($0.arguments, &$1)
                    $1.append($0.returnValue)
                })
            return result
        }
        _BorrowedArgumentsStorage.release(pair.memory, in: storage)
        return result
    }
}
