/// The observers of one phase of one method at one moment: never changed once published.
@usableFromInline
final class _ObserverList: @unchecked Sendable {  // immutable.
    /// The observers, unretained, in memory the list owns: a delivery walks them without
    /// reference counting (an array would be retained for the walk). `owners` keeps them alive.
    @usableFromInline let entries: UnsafeMutableBufferPointer<Unmanaged<_SlotObserver>>
    private let owners: [_SlotObserver]
    /// Whether an observer wants `[Any]`: only then are the arguments boxed.
    @usableFromInline let hasUntyped: Bool

    init(_ observers: [_SlotObserver]) {
        owners = observers
        entries = .allocate(capacity: observers.count)
        _ = entries.initialize(from: observers.lazy.map { Unmanaged.passUnretained($0) })
        hasUntyped = observers.contains { $0.payloadType == nil }
    }

    deinit {
        // `Unmanaged` is trivial: nothing to deinitialize.
        entries.deallocate()
    }

    /// The list at `address`, borrowed (no retain): the caller guarantees it is alive.
    @inlinable
    static func withList<Result>(at address: UInt, _ body: (_ObserverList) -> Result) -> Result {
        Unmanaged<_ObserverList>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef(body)
    }

    /// The entries of the list at `address`, read without a retain of the list: the caller
    /// guarantees it stays alive while they are used. (A delivery walks them in place: handed
    /// a closure, as ``withList(at:_:)`` does, the walk was not inlined.)
    @inlinable
    static func entries(at address: UInt) -> UnsafeMutableBufferPointer<Unmanaged<_SlotObserver>> {
        withList(at: address) { $0.entries }
    }
}
