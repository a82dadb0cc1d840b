/// The observers of one phase of one method at one moment: never changed once published.
///
/// One allocation: the observers are stored in the object's own tail, each retained by the list,
/// so a delivery walks them in place without reference counting (an array would be retained
/// for the walk) and the list needs no second block for them. Each observer also counts the lists
/// holding it (see ``_SlotObserver/listDidRetain()``): a disposed observer lets go of its
/// subscriber's handler once no list, and so no delivery, can reach it.
@usableFromInline
final class _ObserverList: ManagedBuffer<_ObserverListHeader, Unmanaged<_SlotObserver>> {
    /// A list of `count` observers, which `fill` initializes (each retained: the list releases
    /// them when freed).
    private static func make(
        count: Int, typedPayload: UInt, hasUntyped: Bool,
        _ fill: (UnsafeMutablePointer<Unmanaged<_SlotObserver>>) -> Void
    ) -> _ObserverList {
        let buffer = create(minimumCapacity: count) { _ in
            _ObserverListHeader(typedPayload: typedPayload, count: Int32(count), hasUntyped: hasUntyped)
        }
        // `create` allocates an instance of the class it is called on.
        let list = unsafeDowncast(buffer, to: _ObserverList.self)
        list.withUnsafeMutablePointerToElements(fill)
        return list
    }

    /// The observers of `list` (none if `nil`) followed by `observer`.
    static func make(appending observer: _SlotObserver, to list: _ObserverList?) -> _ObserverList {
        let old = list?.entries ?? UnsafeMutableBufferPointer(start: nil, count: 0)
        let header = list?.withUnsafeMutablePointerToHeader { $0.pointee }
        let typedPayload = _ObserverListHeader.typedPayload(header?.typedPayload ?? 0, adding: observer)
        let hasUntyped = (header?.hasUntyped ?? false) || !observer.isTyped
        return make(count: old.count + 1, typedPayload: typedPayload, hasUntyped: hasUntyped) { elements in
            for (index, entry) in old.enumerated() { (elements + index).initialize(to: held(entry)) }
            (elements + old.count).initialize(to: held(.passUnretained(observer)))
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
        var typedPayload: UInt = 0
        var hasUntyped = false
        for entry in kept {
            entry._withUnsafeGuaranteedRef { kept in
                typedPayload = _ObserverListHeader.typedPayload(typedPayload, adding: kept)
                hasUntyped = hasUntyped || !kept.isTyped
            }
        }
        return Self.make(count: old.count - 1, typedPayload: typedPayload, hasUntyped: hasUntyped) {
            elements in
            for (index, entry) in kept.enumerated() { (elements + index).initialize(to: Self.held(entry)) }
        }
    }

    /// `entry` retained, and counted as held by one more list.
    private static func held(_ entry: Unmanaged<_SlotObserver>) -> Unmanaged<_SlotObserver> {
        entry._withUnsafeGuaranteedRef { $0.listDidRetain() }
        return entry.retain()
    }

    deinit {
        // The header is destroyed by `ManagedBuffer`; the entries are the list's own retains.
        withUnsafeMutablePointers { header, elements in
            for index in 0..<Int(header.pointee.count) {
                elements[index]._withUnsafeGuaranteedRef { $0.listDidRelease() }
                elements[index].release()
            }
        }
    }

    /// The observers, unretained for the reader: the list keeps them alive while it is.
    /// (Through the header's pointer, not `header`: reading a class's stored `var` costs a
    /// dynamic exclusivity check on every delivery.)
    @inlinable var entries: UnsafeMutableBufferPointer<Unmanaged<_SlotObserver>> {
        withUnsafeMutablePointers { header, elements in
            UnsafeMutableBufferPointer(start: elements, count: Int(header.pointee.count))
        }
    }

    /// The payload type of the typed observers (see ``_ObserverListHeader/typedPayload``).
    @inlinable var typedPayload: UInt { withUnsafeMutablePointerToHeader { $0.pointee.typedPayload } }

    /// Whether an observer wants `[Any]`: only then are the arguments boxed.
    @inlinable var hasUntyped: Bool { withUnsafeMutablePointerToHeader { $0.pointee.hasUntyped } }

    /// The list at `address`, borrowed (no retain): the caller guarantees it is alive.
    @inlinable
    static func withList<Result>(at address: UInt, _ body: (_ObserverList) -> Result) -> Result {
        Unmanaged<_ObserverList>.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef(body)
    }

    /// The entries of the list at `address`, the payload type of its typed observers and whether
    /// it has untyped ones, read without a retain of the list: the caller guarantees it stays
    /// alive while they are used. (A delivery walks them in place: handed a closure, as
    /// ``withList(at:_:)`` does, the walk was not inlined.)
    @inlinable
    static func contents(at address: UInt) -> (
        entries: UnsafeMutableBufferPointer<Unmanaged<_SlotObserver>>, typedPayload: UInt, hasUntyped: Bool
    ) {
        withList(at: address) { list in
            list.withUnsafeMutablePointers { header, elements in
                (
                    UnsafeMutableBufferPointer(start: elements, count: Int(header.pointee.count)),
                    header.pointee.typedPayload, header.pointee.hasUntyped
                )
            }
        }
    }
}

/// What an ``_ObserverList`` stores ahead of its observers: sixteen bytes, so that a list of one
/// observer stays in a 48-byte heap block.
@usableFromInline
struct _ObserverListHeader {
    /// The payload type every typed observer of the list receives (they are of one phase of one
    /// method), as the bits of its `ObjectIdentifier`: a delivery checks it once for the list.
    /// 0 when the list has no typed observer; ``mixedPayloads`` when its typed observers want
    /// different types, which no delivery can serve.
    @usableFromInline let typedPayload: UInt
    /// How many observers follow.
    @usableFromInline let count: Int32
    /// Whether an observer wants `[Any]`: only then are the arguments boxed.
    @usableFromInline let hasUntyped: Bool

    /// ``typedPayload`` of typed observers wanting different types: no type's address.
    @usableFromInline static let mixedPayloads: UInt = 1

    /// `typedPayload` of a list, once `observer` joins it.
    static func typedPayload(_ typedPayload: UInt, adding observer: _SlotObserver) -> UInt {
        guard let payload = observer.payloadType else { return typedPayload }
        let bits = UInt(bitPattern: payload)
        return typedPayload == 0 || typedPayload == bits ? bits : mixedPayloads
    }
}
