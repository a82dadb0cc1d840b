import ObservableCore
import Synchronization

// What every typed hand-off (`dispatch`, generated in DelegateProxy+Dispatch.swift) shares: the
// check that the method is observed, the delivery of a call whose arguments are lent, and the
// stack memory they are laid out in. All of it is inlined into the proxy's method except the
// delivery to each phase's observers (`DispatchTable.deliverListed`). Inlining the delivery's
// two-phase body too (it was a function of its own, called with the forward closure) took the
// typed observer from 774 to 717 instructions per call and a method with a result from 805 to
// 721: the forward delegate is called with no closure in between.

extension DelegateProxy {
    /// The slot of `method` if it is observed (in either phase): `nil` at the cost of one atomic
    /// load when the proxy has no observers, and before any argument is laid out when only other
    /// methods are observed. Debug builds check that `method` is the calling method.
    @inlinable @inline(__always)
    final func observedSlot<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>, function: StaticString
    ) -> Unmanaged<MethodSlot>? {
        assert(isSelector(method.selector, in: function), handOffMismatch(method.selector, in: function))
        guard table.totalObservers.load(ordering: .acquiring) > 0 else { return nil }
        // Borrowed: the table keeps its slots as long as the proxy (see `DispatchTable.slot`).
        let slot = table.slot(key: method.key, owner: method, selector: method.selector)
        return slot._withUnsafeGuaranteedRef { $0.isObserved } ? slot : nil
    }

    /// Delivers a call without a result whose arguments are lent in `arguments`, around the
    /// forward delegate's call, then releases them (see ``LentStorage/release(_:in:)``).
    @inlinable @inline(__always)
    final func dispatchLent<Arguments>(
        _ method: DelegateMethod<Arguments, Void>, _ slot: Unmanaged<MethodSlot>,
        _ arguments: LentTuple<Arguments>, in storage: UnsafeMutablePointer<LentStorage>,
        forward: (Delegate) -> Void
    ) {
        slot._withUnsafeGuaranteedRef { slot in
            table.deliverLent(slot, phase: .sent, arguments.memory, boxed: { method.boxArguments($0) })
            forwardDelegate.withDelegate(forward)
            table.deliverLent(slot, phase: .invoked, arguments.memory, boxed: { method.boxArguments($0) })
        }
        LentStorage.release(arguments.memory, in: storage)
    }

    /// Delivers a call with a result whose arguments are lent at the start of `pair`, around the
    /// forward delegate's call, then releases them and returns the result. The result is laid
    /// out after the arguments (lent too: it stays this call's own until it is returned).
    @inlinable @inline(__always)
    final func dispatchLent<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>, _ slot: Unmanaged<MethodSlot>,
        _ pair: LentTuple<(arguments: Arguments, returnValue: ReturnValue)>,
        in storage: UnsafeMutablePointer<LentStorage>, default defaultValue: @autoclosure () -> ReturnValue,
        forward: (Delegate) -> ReturnValue
    ) -> ReturnValue {
        let result = slot._withUnsafeGuaranteedRef { slot in
            let arguments = UnsafeMutableRawPointer(pair.memory).assumingMemoryBound(to: Arguments.self)
            table.deliverLent(slot, phase: .sent, arguments, boxed: { method.boxArguments($0) })
            let result = forwardDelegate.withDelegate(forward) ?? defaultValue()
            // Always laid out: `LentStorage.release` destroys the pair when it holds copies.
            var returnValue = LentTuple(pair.memory, at: MemoryLayout<Arguments>.size)
            returnValue.append(result)
            table.deliverLent(
                slot, phase: .invoked, pair.memory,
                boxed: { method.boxArguments($0.arguments) + [$0.returnValue] })
            return result
        }
        LentStorage.release(pair.memory, in: storage)
        return result
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

    /// A tuple laid out in `storage`, or in memory allocated for it if it does not fit (see
    /// ``LentStorage/memory(for:in:)``).
    @inlinable @inline(__always)
    init(of type: Tuple.Type, in storage: UnsafeMutablePointer<LentStorage>) {
        self.init(LentStorage.memory(for: type, in: storage))
    }

    /// The memory the tuple is laid out in.
    @inlinable
    var memory: UnsafeMutablePointer<Tuple> { base.assumingMemoryBound(to: Tuple.self) }

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
