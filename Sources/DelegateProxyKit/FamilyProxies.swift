/// The proxies of one parent, one per delegate family. Most parents have one: it is kept inline,
/// so attaching and finding it neither hashes nor allocates: the state of
/// ``AssociatedProxyStorage``, behind its lock.
struct FamilyProxies {
    private var first: (family: ObjectIdentifier, proxy: AnyObject)?
    private var rest: [(family: ObjectIdentifier, proxy: AnyObject)] = []

    /// The proxy of `family`, if one is attached.
    subscript(family: ObjectIdentifier) -> AnyObject? {
        if let first, first.family == family { return first.proxy }
        return rest.first { $0.family == family }?.proxy
    }

    /// Makes `proxy` the one of `family` unless there is one already.
    /// - Returns: The proxy already there, or `nil` if `proxy` was added.
    mutating func insert(_ proxy: AnyObject, forKey family: ObjectIdentifier) -> AnyObject? {
        guard let current = first else {
            first = (family, proxy)
            return nil
        }
        if current.family == family { return current.proxy }
        if let existing = rest.first(where: { $0.family == family }) { return existing.proxy }
        rest.append((family, proxy))
        return nil
    }

    /// Makes `proxy` the one of `family`; returns the one it replaces.
    @discardableResult
    mutating func updateValue(_ proxy: AnyObject, forKey family: ObjectIdentifier) -> AnyObject? {
        guard let current = first else {
            first = (family, proxy)
            return nil
        }
        if current.family == family {
            first = (family, proxy)
            return current.proxy
        }
        if let index = rest.firstIndex(where: { $0.family == family }) {
            defer { rest[index].proxy = proxy }
            return rest[index].proxy
        }
        rest.append((family, proxy))
        return nil
    }
}
