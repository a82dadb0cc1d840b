/// A subject's observers, replaced as a whole on subscribe and unsubscribe so that sending an
/// event only copies this value under the lock. One observer, the common case, needs no array.
@usableFromInline
enum _SubjectObservers {
    case none
    case one(_SubjectObserverBase)
    case many(ContiguousArray<_SubjectObserverBase>)

    var isEmpty: Bool {
        if case .none = self { return true }
        return false
    }

    mutating func insert(_ observer: _SubjectObserverBase) {
        switch self {
        case .none: self = .one(observer)
        case .one(let first): self = .many([first, observer])
        case .many(let observers):
            var copy = observers
            copy.append(observer)
            self = .many(copy)
        }
    }

    /// Adds the observers of `other` after these.
    mutating func append(contentsOf other: _SubjectObservers) {
        switch other {
        case .none: break
        case .one(let observer): insert(observer)
        case .many(let observers): for observer in observers { insert(observer) }
        }
    }

    /// Retires every observer (see ``_SubjectObserverBase/retire()``).
    func retire() {
        switch self {
        case .none: break
        case .one(let observer): observer.retire()
        case .many(let observers): for observer in observers { observer.retire() }
        }
    }

    /// Removes the observer; returns it so that it is released after the lock, not under it.
    mutating func remove(_ id: ObjectIdentifier) -> _SubjectObserverBase? {
        switch self {
        case .none:
            return nil
        case .one(let only):
            guard ObjectIdentifier(only) == id else { return nil }
            self = .none
            return only
        case .many(let observers):
            guard let index = observers.firstIndex(where: { ObjectIdentifier($0) == id }) else { return nil }
            var copy = observers
            let removed = copy.remove(at: index)
            self = copy.count == 1 ? .one(copy[0]) : .many(copy)
            return removed
        }
    }

    /// Every observer in the list was made by a subject of `Element`, so the downcast holds.
    @inlinable
    func deliverNext<Element>(_ event: Event<Element>) {
        switch self {
        case .none:
            break
        case .one(let observer):
            unsafeDowncast(observer, to: _SubjectObserver<Element>.self).deliverNext(event)
        case .many(let observers):
            for observer in observers {
                unsafeDowncast(observer, to: _SubjectObserver<Element>.self).deliverNext(event)
            }
        }
    }

    @usableFromInline
    func deliverStop<Element>(_ event: Event<Element>) {
        switch self {
        case .none:
            break
        case .one(let observer):
            unsafeDowncast(observer, to: _SubjectObserver<Element>.self).deliverStop(event)
        case .many(let observers):
            for observer in observers {
                unsafeDowncast(observer, to: _SubjectObserver<Element>.self).deliverStop(event)
            }
        }
    }
}
