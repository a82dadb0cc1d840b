import ObservableCore
import Synchronization

// The typed hand-offs: a pair (without and with a result) for each number of arguments from one to
// six. They take the method's arguments as they are, borrowed, and lend them to the observers as
// one tuple laid out bit for bit on the stack (`LentTuple`): a call copies and retains none of
// them, observed or not. A method with more arguments hands them off as one tuple, through the
// one-argument form. (Parameter packs would make this a single pair, but Swift 6.3 neither
// inlines a function with a pack parameter nor passes the pack without copying each argument into
// it: an unobserved call cost 655 instructions instead of 456.)

extension DelegateProxy {
    /// Hands a call of a method without a result to the dispatch table: `sentMessage` observers,
    /// then `forward` with the forward delegate (if any), then `methodInvoked` observers.
    ///
    /// ```swift
    /// func locationManagerDidPauseLocationUpdates(_ manager: LocationManager) {
    ///     dispatch(Self.didPause, manager) { $0.locationManagerDidPauseLocationUpdates(manager) }
    /// }
    /// ```
    ///
    /// Pass the method's arguments as they are, one to six of them (overloads of this method take
    /// each number): observers receive them as one tuple that borrows them, so a call copies and
    /// retains none of them. A method without arguments passes `()`; one with more than six passes
    /// them as one tuple, `(a, b, c, d, e, f, g)`, which is built (a copy, with a retain of each
    /// reference in it) even when nobody observes.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's argument.
    ///   - function: The calling method's name; leave it to default to `#function`. Debug builds
    ///     check that it is `method`'s name.
    ///   - forward: Calls the method on the forward delegate.
    @inlinable  // An unobserved call costs one atomic load and the forward delegate's call.
    public final func dispatch<First>(
        _ method: DelegateMethod<First, Void>,
        _ first: First,
        function: StaticString = #function,
        forward: (Delegate) -> Void
    ) {
        dispatchLent(method, function: function, forward: forward) {
            $0.append(first)
        }
    }

    /// Hands a call of a method with a result to the dispatch table and returns the forward
    /// delegate's answer, or `defaultValue` when there is no forward delegate. Observers see the
    /// arguments before the call and the arguments with the returned value after it.
    ///
    /// ```swift
    /// func numberOfRows(in tableView: TableView) -> Int {
    ///     dispatch(Self.numberOfRows, tableView, default: 0) { $0.numberOfRows(in: tableView) }
    /// }
    /// ```
    ///
    /// The arguments, one to six of them, are lent to the observers as in
    /// ``dispatch(_:_:function:forward:)``, and so is the result.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's argument.
    ///   - defaultValue: The result when there is no forward delegate.
    ///   - function: The calling method's name; leave it to default to `#function`. Debug builds
    ///     check that it is `method`'s name.
    ///   - forward: Calls the method on the forward delegate and returns its result.
    /// - Returns: The result.
    @inlinable  // Specialized for the arguments' and the result's types, as the one without.
    public final func dispatch<First, ReturnValue>(
        _ method: DelegateMethod<First, ReturnValue>,
        _ first: First,
        default defaultValue: @autoclosure () -> ReturnValue,
        function: StaticString = #function,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        dispatchLent(method, default: defaultValue(), function: function, forward: forward) {
            $0.append(first)
        }
    }

    /// Hands a call of a method without a result and with two arguments to the dispatch
    /// table, as ``dispatch(_:_:function:forward:)`` does.
    ///
    /// ```swift
    /// func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    ///     dispatch(Self.didUpdateLocations, manager, locations) {
    ///         $0.locationManager(manager, didUpdateLocations: locations)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate.
    @inlinable  // An unobserved call costs one atomic load and the forward delegate's call.
    public final func dispatch<First, Second>(
        _ method: DelegateMethod<(First, Second), Void>,
        _ first: First,
        _ second: Second,
        function: StaticString = #function,
        forward: (Delegate) -> Void
    ) {
        dispatchLent(method, function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
        }
    }

    /// Hands a call of a method with a result and with two arguments to the dispatch table,
    /// as ``dispatch(_:_:default:function:forward:)`` does, and returns the result.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double {
    ///     dispatch(Self.heightForRow, tableView, row, default: 44) {
    ///         $0.tableView(tableView, heightForRowAt: row)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - defaultValue: The result when there is no forward delegate.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate and returns its result.
    /// - Returns: The result.
    @inlinable  // Specialized for the arguments' and the result's types, as the one without.
    public final func dispatch<First, Second, ReturnValue>(
        _ method: DelegateMethod<(First, Second), ReturnValue>,
        _ first: First,
        _ second: Second,
        default defaultValue: @autoclosure () -> ReturnValue,
        function: StaticString = #function,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        dispatchLent(method, default: defaultValue(), function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
        }
    }

    /// Hands a call of a method without a result and with three arguments to the dispatch
    /// table, as ``dispatch(_:_:function:forward:)`` does.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - third: The method's third argument.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate.
    @inlinable  // An unobserved call costs one atomic load and the forward delegate's call.
    public final func dispatch<First, Second, Third>(
        _ method: DelegateMethod<(First, Second, Third), Void>,
        _ first: First,
        _ second: Second,
        _ third: Third,
        function: StaticString = #function,
        forward: (Delegate) -> Void
    ) {
        dispatchLent(method, function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
            $0.append(third)
        }
    }

    /// Hands a call of a method with a result and with three arguments to the dispatch table,
    /// as ``dispatch(_:_:default:function:forward:)`` does, and returns the result.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - third: The method's third argument.
    ///   - defaultValue: The result when there is no forward delegate.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate and returns its result.
    /// - Returns: The result.
    @inlinable  // Specialized for the arguments' and the result's types, as the one without.
    public final func dispatch<First, Second, Third, ReturnValue>(
        _ method: DelegateMethod<(First, Second, Third), ReturnValue>,
        _ first: First,
        _ second: Second,
        _ third: Third,
        default defaultValue: @autoclosure () -> ReturnValue,
        function: StaticString = #function,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        dispatchLent(method, default: defaultValue(), function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
            $0.append(third)
        }
    }

    /// Hands a call of a method without a result and with four arguments to the dispatch
    /// table, as ``dispatch(_:_:function:forward:)`` does.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - third: The method's third argument.
    ///   - fourth: The method's fourth argument.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate.
    @inlinable  // An unobserved call costs one atomic load and the forward delegate's call.
    public final func dispatch<First, Second, Third, Fourth>(
        _ method: DelegateMethod<(First, Second, Third, Fourth), Void>,
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        function: StaticString = #function,
        forward: (Delegate) -> Void
    ) {
        dispatchLent(method, function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
            $0.append(third)
            $0.append(fourth)
        }
    }

    /// Hands a call of a method with a result and with four arguments to the dispatch table,
    /// as ``dispatch(_:_:default:function:forward:)`` does, and returns the result.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - third: The method's third argument.
    ///   - fourth: The method's fourth argument.
    ///   - defaultValue: The result when there is no forward delegate.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate and returns its result.
    /// - Returns: The result.
    @inlinable  // Specialized for the arguments' and the result's types, as the one without.
    public final func dispatch<First, Second, Third, Fourth, ReturnValue>(
        _ method: DelegateMethod<(First, Second, Third, Fourth), ReturnValue>,
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        default defaultValue: @autoclosure () -> ReturnValue,
        function: StaticString = #function,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        dispatchLent(method, default: defaultValue(), function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
            $0.append(third)
            $0.append(fourth)
        }
    }

    /// Hands a call of a method without a result and with five arguments to the dispatch
    /// table, as ``dispatch(_:_:function:forward:)`` does.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - third: The method's third argument.
    ///   - fourth: The method's fourth argument.
    ///   - fifth: The method's fifth argument.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate.
    @inlinable  // An unobserved call costs one atomic load and the forward delegate's call.
    public final func dispatch<First, Second, Third, Fourth, Fifth>(
        _ method: DelegateMethod<(First, Second, Third, Fourth, Fifth), Void>,
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        function: StaticString = #function,
        forward: (Delegate) -> Void
    ) {
        dispatchLent(method, function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
            $0.append(third)
            $0.append(fourth)
            $0.append(fifth)
        }
    }

    /// Hands a call of a method with a result and with five arguments to the dispatch table,
    /// as ``dispatch(_:_:default:function:forward:)`` does, and returns the result.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - third: The method's third argument.
    ///   - fourth: The method's fourth argument.
    ///   - fifth: The method's fifth argument.
    ///   - defaultValue: The result when there is no forward delegate.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate and returns its result.
    /// - Returns: The result.
    @inlinable  // Specialized for the arguments' and the result's types, as the one without.
    public final func dispatch<First, Second, Third, Fourth, Fifth, ReturnValue>(
        _ method: DelegateMethod<(First, Second, Third, Fourth, Fifth), ReturnValue>,
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        default defaultValue: @autoclosure () -> ReturnValue,
        function: StaticString = #function,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        dispatchLent(method, default: defaultValue(), function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
            $0.append(third)
            $0.append(fourth)
            $0.append(fifth)
        }
    }

    /// Hands a call of a method without a result and with six arguments to the dispatch
    /// table, as ``dispatch(_:_:function:forward:)`` does.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - third: The method's third argument.
    ///   - fourth: The method's fourth argument.
    ///   - fifth: The method's fifth argument.
    ///   - sixth: The method's sixth argument.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate.
    @inlinable  // An unobserved call costs one atomic load and the forward delegate's call.
    public final func dispatch<First, Second, Third, Fourth, Fifth, Sixth>(
        _ method: DelegateMethod<(First, Second, Third, Fourth, Fifth, Sixth), Void>,
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        function: StaticString = #function,
        forward: (Delegate) -> Void
    ) {
        dispatchLent(method, function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
            $0.append(third)
            $0.append(fourth)
            $0.append(fifth)
            $0.append(sixth)
        }
    }

    /// Hands a call of a method with a result and with six arguments to the dispatch table,
    /// as ``dispatch(_:_:default:function:forward:)`` does, and returns the result.
    /// - Parameters:
    ///   - method: The method's descriptor; its name must be the calling method's `#function`.
    ///   - first: The method's first argument.
    ///   - second: The method's second argument.
    ///   - third: The method's third argument.
    ///   - fourth: The method's fourth argument.
    ///   - fifth: The method's fifth argument.
    ///   - sixth: The method's sixth argument.
    ///   - defaultValue: The result when there is no forward delegate.
    ///   - function: The calling method's name; leave it to default to `#function`.
    ///   - forward: Calls the method on the forward delegate and returns its result.
    /// - Returns: The result.
    @inlinable  // Specialized for the arguments' and the result's types, as the one without.
    public final func dispatch<First, Second, Third, Fourth, Fifth, Sixth, ReturnValue>(
        _ method: DelegateMethod<(First, Second, Third, Fourth, Fifth, Sixth), ReturnValue>,
        _ first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        default defaultValue: @autoclosure () -> ReturnValue,
        function: StaticString = #function,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        dispatchLent(method, default: defaultValue(), function: function, forward: forward) {
            $0.append(first)
            $0.append(second)
            $0.append(third)
            $0.append(fourth)
            $0.append(fifth)
            $0.append(sixth)
        }
    }

    // MARK: The shared body

    /// The body of every typed hand-off without a result. An unobserved call is one atomic load
    /// and the forward delegate's call; otherwise `layOut` writes the arguments into memory on the
    /// stack, and the delivery goes out of line (`dispatchObserved`). Inlined with the hand-off,
    /// so that its closures are too.
    @inlinable @inline(__always)
    final func dispatchLent<Arguments>(
        _ method: DelegateMethod<Arguments, Void>, function: StaticString, forward: (Delegate) -> Void,
        layOut: (inout LentTuple<Arguments>) -> Void
    ) {
        assert(isSelector(method.selector, in: function), handOffMismatch(method.selector, in: function))
        guard table.totalObservers.load(ordering: .acquiring) > 0 else {
            forwardDelegate.withDelegate(forward)
            return
        }
        var storage = LentStorage()
        withUnsafeMutablePointer(to: &storage) { storage in
            let arguments = LentStorage.memory(for: Arguments.self, in: storage)
            var tuple = LentTuple(arguments)
            layOut(&tuple)
            // `forward` goes in a closure of its own: passed as it is, the optimizer specializes
            // `dispatchObserved` for it, with the arguments it captures as owned values (a retain
            // of the parent on every call, observed or not).
            dispatchObserved(method, arguments, forward: { forward($0) })
            LentStorage.release(arguments, in: storage)
        }
    }

    /// The body of every typed hand-off with a result, as the one without: the arguments are laid
    /// out at the start of an `(arguments:returnValue:)` pair, with room for the result after them.
    @inlinable @inline(__always)
    final func dispatchLent<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>,
        default defaultValue: @autoclosure () -> ReturnValue,
        function: StaticString,
        forward: (Delegate) -> ReturnValue,
        layOut: (inout LentTuple<(arguments: Arguments, returnValue: ReturnValue)>) -> Void
    ) -> ReturnValue {
        assert(isSelector(method.selector, in: function), handOffMismatch(method.selector, in: function))
        guard table.totalObservers.load(ordering: .acquiring) > 0 else {
            return forwardDelegate.withDelegate(forward) ?? defaultValue()
        }
        var storage = LentStorage()
        return withUnsafeMutablePointer(to: &storage) { storage in
            let pair = LentStorage.memory(
                for: (arguments: Arguments, returnValue: ReturnValue).self, in: storage)
            var tuple = LentTuple(pair)
            layOut(&tuple)
            let result = dispatchObserved(method, pair, default: defaultValue(), forward: { forward($0) })
            LentStorage.release(pair, in: storage)
            return result
        }
    }

    /// Delivers a call whose arguments are lent in `arguments`, around the forward delegate's
    /// call. Inlinable, so that delivery is specialized for the arguments' types, but not inlined.
    @inlinable
    final func dispatchObserved<Arguments>(
        _ method: DelegateMethod<Arguments, Void>, _ arguments: UnsafeMutablePointer<Arguments>,
        forward: (Delegate) -> Void
    ) {
        // Borrowed: the table keeps its slots as long as the proxy (see `DispatchTable.slot`).
        table.slot(key: method.key, owner: method, selector: method.selector)._withUnsafeGuaranteedRef {
            slot in
            guard slot.isObserved else {
                forwardDelegate.withDelegate(forward)
                return
            }
            table.deliverLent(slot, phase: .sent, arguments, boxed: { method.boxArguments($0) })
            forwardDelegate.withDelegate(forward)
            table.deliverLent(slot, phase: .invoked, arguments, boxed: { method.boxArguments($0) })
        }
    }

    /// Delivers a call with a result whose arguments are lent at the start of `pair`, around the
    /// forward delegate's call; the result is laid out after them (lent too: it stays this call's
    /// own until it is returned).
    @inlinable
    final func dispatchObserved<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>,
        _ pair: UnsafeMutablePointer<(arguments: Arguments, returnValue: ReturnValue)>,
        default defaultValue: @autoclosure () -> ReturnValue, forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        // Borrowed: the table keeps its slots as long as the proxy (see `DispatchTable.slot`).
        table.slot(key: method.key, owner: method, selector: method.selector)._withUnsafeGuaranteedRef {
            slot in
            let arguments = UnsafeMutableRawPointer(pair).assumingMemoryBound(to: Arguments.self)
            table.deliverLent(slot, phase: .sent, arguments, boxed: { method.boxArguments($0) })
            let result = forwardDelegate.withDelegate(forward) ?? defaultValue()
            // Always laid out: `LentStorage.release` destroys the pair when it holds copies.
            var returnValue = LentTuple(pair, at: MemoryLayout<Arguments>.size)
            returnValue.append(result)
            table.deliverLent(
                slot, phase: .invoked, pair, boxed: { method.boxArguments($0.arguments) + [$0.returnValue] })
            return result
        }
    }
}

extension DispatchTable {
    /// Delivers one phase of a call whose payload is in `memory` (see ``LentTuple``): the payload
    /// is taken out as a value of this call's own, lent to every observer (see
    /// ``deliver(_:phase:payload:boxed:)``), and put back, so that it is never destroyed here.
    @inlinable @inline(__always)
    func deliverLent<Payload>(
        _ slot: MethodSlot, phase: DeliveryPhase, _ memory: UnsafeMutablePointer<Payload>,
        boxed: (Payload) -> [Any]
    ) {
        // Checked first: a phase nobody observes costs one load.
        guard slot.list(phase) != 0 else { return }
        let payload = memory.move()
        deliverListed(slot, phase: phase, payload: payload, boxed: boxed)
        memory.initialize(to: consume payload)
    }
}

/// Room on the caller's stack for a call's lent arguments (see ``LentTuple``): twelve words, more
/// than the arguments of nearly any delegate method take (`XMLParserDelegate`'s largest take
/// eight). Larger ones are laid out in memory allocated for the call.
@usableFromInline
struct LentStorage {
    @usableFromInline var words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    @inlinable
    init() {}

    /// Memory for a `Tuple`: `storage` when it fits (a test on the types alone, folded away where
    /// they are known), otherwise allocated.
    @inlinable @inline(__always)
    static func memory<Tuple>(
        for type: Tuple.Type, in storage: UnsafeMutablePointer<LentStorage>
    ) -> UnsafeMutablePointer<Tuple> {
        if MemoryLayout<Tuple>.size <= MemoryLayout<LentStorage>.size
            && MemoryLayout<Tuple>.alignment <= MemoryLayout<LentStorage>.alignment
        {
            return UnsafeMutableRawPointer(storage).assumingMemoryBound(to: Tuple.self)
        }
        return UnsafeMutablePointer<Tuple>.allocate(capacity: 1)
    }

    /// Destroys the tuple in `memory` if it holds copies (see ``LentTuple``) and frees the memory
    /// if ``memory(for:in:)`` allocated it.
    @inlinable @inline(__always)
    static func release<Tuple>(
        _ memory: UnsafeMutablePointer<Tuple>, in storage: UnsafeMutablePointer<LentStorage>
    ) {
        if !_isBitwiseTakable(Tuple.self) { memory.deinitialize(count: 1) }
        if UnsafeMutableRawPointer(memory) != UnsafeMutableRawPointer(storage) { memory.deallocate() }
    }
}

/// Writes a tuple's elements one after the other into memory that is then read as the tuple.
///
/// Each element is lent: its bits are copied, with no retain, and the tuple is never destroyed
/// (no release), so it borrows the elements and is valid only while they are; copying it out of
/// the memory is a real copy, with its retains. A tuple with an element whose bits cannot move
/// (one with an address of its own, such as a `weak` reference stored in a struct) gets real
/// copies instead, destroyed by ``LentStorage/release(_:in:)``.
@usableFromInline
struct LentTuple<Tuple> {
    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline var offset: Int

    @inlinable
    init(_ memory: UnsafeMutablePointer<Tuple>, at offset: Int = 0) {
        self.base = UnsafeMutableRawPointer(memory)
        self.offset = offset
    }

    /// Whether the elements are copied rather than lent: a test on the type alone, folded away
    /// where it is known.
    @inlinable
    var copies: Bool { !_isBitwiseTakable(Tuple.self) }

    /// Lays out `element` at the next offset its alignment allows (a tuple's layout: its elements
    /// in order, each at the first offset aligned for it).
    @inlinable @inline(__always)
    mutating func append<Element>(_ element: Element) {
        let alignment = MemoryLayout<Element>.alignment
        offset = (offset + alignment - 1) & ~(alignment - 1)
        if copies {
            (base + offset).assumingMemoryBound(to: Element.self).initialize(to: element)
        } else {
            withUnsafePointer(to: element) {
                (base + offset).copyMemory(from: $0, byteCount: MemoryLayout<Element>.size)
            }
        }
        offset += MemoryLayout<Element>.size
    }
}
