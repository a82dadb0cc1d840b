/// The observers of one phase of one method at one moment: never changed once published.
///
/// One allocation: the observers are stored in the object's own tail, each retained by the list,
/// so a delivery walks them in place without reference counting (an array would be retained
/// for the walk) and the list needs no second block for them.
@usableFromInline
final class _ObserverList: ManagedBuffer<_ObserverListHeader, Unmanaged<_SlotObserver>> {
    /// A list of `count` observers, which `fill` initializes (each retained: the list releases
    /// them when freed).
    private static func make(
        count: Int, hasUntyped: Bool, _ fill: (UnsafeMutablePointer<Unmanaged<_SlotObserver>>) -> Void
    ) -> _ObserverList {
        let buffer = create(minimumCapacity: count) { _ in
            _ObserverListHeader(count: count, hasUntyped: hasUntyped)
        }
        // `create` allocates an instance of the class it is called on.
        let list = unsafeDowncast(buffer, to: _ObserverList.self)
        list.withUnsafeMutablePointerToElements(fill)
        return list
    }

    /// The observers of `list` (none if `nil`) followed by `observer`.
    static func make(appending observer: _SlotObserver, to list: _ObserverList?) -> _ObserverList {
        let old = list?.entries ?? UnsafeMutableBufferPointer(start: nil, count: 0)
        let hasUntyped = (list?.hasUntyped ?? false) || observer.payloadType == nil
        return make(count: old.count + 1, hasUntyped: hasUntyped) { elements in
            for (index, entry) in old.enumerated() { (elements + index).initialize(to: entry.retain()) }
            (elements + old.count).initialize(to: .passRetained(observer))
        }
    }

    /// The observers of this list without `observer`, or `nil` when none is left; `self` when
    /// `observer` is not in it.
    func removing(_ observer: _SlotObserver) -> _ObserverList? {
        let old = entries
        guard
            let position = old.firstIndex(where: {
                $0.toOpaque() == Unmanaged.passUnretained(observer).toOpaque()
            })
        else { return self }
        guard old.count > 1 else { return nil }
        let kept = old.enumerated().lazy.filter { $0.offset != position }.map(\.element)
        let hasUntyped = kept.contains { $0._withUnsafeGuaranteedRef { $0.payloadType == nil } }
        return Self.make(count: old.count - 1, hasUntyped: hasUntyped) { elements in
            for (index, entry) in kept.enumerated() { (elements + index).initialize(to: entry.retain()) }
        }
    }

    deinit {
        // The header is destroyed by `ManagedBuffer`; the entries are the list's own retains.
        withUnsafeMutablePointers { header, elements in
            for index in 0..<header.pointee.count { elements[index].release() }
        }
    }

    /// The observers, unretained for the reader: the list keeps them alive while it is.
    /// (Through the header's pointer, not `header`: reading a class's stored `var` costs a
    /// dynamic exclusivity check on every delivery.)
    @inlinable var entries: UnsafeMutableBufferPointer<Unmanaged<_SlotObserver>> {
        withUnsafeMutablePointers { header, elements in
            UnsafeMutableBufferPointer(start: elements, count: header.pointee.count)
        }
    }

    /// Whether an observer wants `[Any]`: only then are the arguments boxed.
    @inlinable var hasUntyped: Bool { withUnsafeMutablePointerToHeader { $0.pointee.hasUntyped } }

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

/// What an ``_ObserverList`` stores ahead of its observers.
@usableFromInline
struct _ObserverListHeader {
    /// How many observers follow.
    @usableFromInline let count: Int
    /// Whether an observer wants `[Any]`: only then are the arguments boxed.
    @usableFromInline let hasUntyped: Bool
}
