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
    /// `Boxing` appends them to an untyped observer's `[Any]` (see ``_ArgumentBoxing``).
    @inlinable @inline(__always)
    final func dispatchBorrowed<Arguments, Boxing: _ArgumentBoxing>(
        _ method: DelegateMethod<Arguments, Void>, _ slot: Unmanaged<_MethodSlot>,
        _ arguments: _BorrowedArguments<Arguments>,
        in storage: UnsafeMutablePointer<_BorrowedArgumentsStorage>,
        boxing: Boxing.Type,
        forward: (Delegate) -> Void
    ) where Boxing.Arguments == Arguments {
        arguments.assertLaidOut(as: Arguments.self)
        slot._withUnsafeGuaranteedRef { slot in
            handOff(
                sent: {
                    table.deliverBorrowed(
                        slot, phase: .sent, arguments.memory, boxed: { Boxing.box($0, of: method, into: &$1) }
                    )
                },
                forward: { table.withForwardDelegate(forward) },
                invoked: { _ in
                    table.deliverBorrowed(
                        slot, phase: .invoked, arguments.memory,
                        boxed: { Boxing.box($0, of: method, into: &$1) })
                })
        }
        _BorrowedArgumentsStorage.release(arguments.memory, in: storage)
    }

    /// Delivers a call with a result whose arguments are borrowed at the start of `pair`, around
    /// the forward delegate's call, then releases them and returns the result. The result is laid
    /// out after the arguments (borrowed too: it stays this call's own until it is returned).
    /// `Boxing` appends the arguments to an untyped observer's `[Any]`, as in the one without.
    @inlinable @inline(__always)
    final func dispatchBorrowed<Arguments, ReturnValue, Boxing: _ArgumentBoxing>(
        _ method: DelegateMethod<Arguments, ReturnValue>, _ slot: Unmanaged<_MethodSlot>,
        _ pair: _BorrowedArguments<(arguments: Arguments, returnValue: ReturnValue)>,
        in storage: UnsafeMutablePointer<_BorrowedArgumentsStorage>,
        boxing: Boxing.Type,
        default defaultValue: @autoclosure () -> ReturnValue,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue where Boxing.Arguments == Arguments {
        pair.assertLaidOut(as: Arguments.self)
        let result = slot._withUnsafeGuaranteedRef { slot in
            handOff(
                sent: {
                    let arguments = UnsafeMutableRawPointer(pair.memory).assumingMemoryBound(
                        to: Arguments.self)
                    table.deliverBorrowed(
                        slot, phase: .sent, arguments, boxed: { Boxing.box($0, of: method, into: &$1) })
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
                            Boxing.box($0.arguments, of: method, into: &$1)
                            $1.append($0.returnValue)
                        })
                })
        }
        _BorrowedArgumentsStorage.release(pair.memory, in: storage)
        return result
    }
}

// How the typed hand-offs box a call's arguments as `[Any]` for untyped observers. The method's
// own `boxArguments` expands a parameter pack, which copies each argument into a temporary first
// (for a class, a retain and a release more per call, and for a parent, which its proxy's weak
// reference gives a side table, both on the runtime's slow path; see Benchmarks/Profile
// `proxyUntyped`). A hand-off knows how many arguments it takes: it names a boxing for that
// number, which appends them itself, each copied once, straight into the array, unless the method
// was declared with another number of arguments (one argument whose type is a tuple), which the
// method's own closure boxes as declared. A type rather than a closure: the delivery's closures
// then capture the method alone, as they did (a closure made by the hand-off kept the proxy's
// method from being inlined whole; see Benchmarks/Profile `proxyTyped`).

/// How a typed hand-off appends a call's arguments to an untyped observer's `[Any]`: one type per
/// number of arguments (the others are generated with the hand-offs).
@usableFromInline
protocol _ArgumentBoxing {
    /// The hand-off's arguments.
    associatedtype Arguments
    /// Appends `arguments` to `boxed`, one element per argument `method` declares.
    static func box<ReturnValue>(
        _ arguments: Arguments, of method: DelegateMethod<Arguments, ReturnValue>, into boxed: inout [Any])
}

/// The boxing of a one-argument hand-off: one element, unless the method declares another number
/// of arguments (a hand-off of seven or more passes them as one tuple; one of none passes `()`).
@usableFromInline
enum _SingleArgumentBoxing<Arguments>: _ArgumentBoxing {
    @inlinable @inline(__always)
    static func box<ReturnValue>(
        _ arguments: Arguments, of method: DelegateMethod<Arguments, ReturnValue>, into boxed: inout [Any]
    ) {
        guard method.argumentCount == 1 else { return method.boxArguments(arguments, &boxed) }
        boxed.append(arguments)
    }
}
