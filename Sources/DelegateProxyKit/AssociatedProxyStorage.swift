import InternalReactiveUtilities

/// Storage a parent object owns for its proxies: opt in with ``HasAssociatedProxies`` for exact,
/// immediate release — the proxies go (and their streams complete) the moment the parent does.
///
/// ```swift
/// final class LocationManager: HasDelegate, HasAssociatedProxies {
///     weak var delegate: (any LocationManagerDelegate)?
///     let associatedProxies = AssociatedProxyStorage()
/// }
/// ```
public final class AssociatedProxyStorage: @unchecked Sendable {  // `proxies`: guarded by `lock`.
    // In place, not a `Locked` box: one heap block per parent, not two (see Benchmarks/Profile
    // `proxyCreation`, `proxyMemory`). Its critical sections are a lookup or an insertion, and
    // never call out.
    private let lock = InlineLock()
    @exclusivity(unchecked) private var proxies = FamilyProxies()

    /// Creates empty storage: one per parent object, held in a stored `let`.
    ///
    /// ```swift
    /// let associatedProxies = AssociatedProxyStorage()
    /// ```
    public init() {}

    /// Runs `body` with exclusive access to the proxies.
    func withProxies<Result>(_ body: (inout FamilyProxies) -> Result) -> Result {
        lock.lock(owner: ObjectIdentifier(self))
        defer { lock.unlock(owner: ObjectIdentifier(self)) }
        return body(&proxies)
    }
}

extension AssociatedProxyStorage {
    /// Releases the proxies of every parent in the global table (parents that do not adopt
    /// ``HasAssociatedProxies``) that has been deallocated, completing their streams. The table's
    /// sweeper does this on its own within a second of a release; call it to do it now (after
    /// closing a screen, or in a test before asserting that streams completed).
    ///
    /// ```swift
    /// var parser: XMLParser? = XMLParser(data: Data("<a/>".utf8))
    /// _ = XMLParserDelegateProxy.proxy(for: parser!).methodInvoked(XMLParserDelegateProxy.didStartElement)
    ///     .subscribe(onCompleted: { print("completed") })
    /// parser = nil
    /// print(AssociatedProxyStorage.removeReleasedParents())
    /// // completed
    /// // 1
    /// ```
    ///
    /// > Warning: The streams complete on the sweeper's serial queue, while the caller waits for
    /// > it (called from that queue, in a completion, it sweeps at once). Do not call it while
    /// > holding a lock that a completion takes. It returns 0 for parents the sweeper released
    /// > already.
    /// - Returns: How many released parents were removed.
    @discardableResult
    public static func removeReleasedParents() -> Int {
        _AssociatedProxies.global.removeReleasedParents()
    }
}
