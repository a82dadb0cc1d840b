import Foundation
import ObservableCore

/// What a delegate proxy type provides so that `proxy(for:)` can create, attach and find it.
///
/// Conform a ``DelegateProxy`` subclass to it. With ``HasDelegate`` (or ``HasDataSource``) on the
/// parent, only ``registerKnownImplementations()`` is left to write.
///
/// ```swift
/// static func registerKnownImplementations() {
///     register { LocationManagerDelegateProxy(manager: $0) }
/// }
/// ```
public protocol DelegateProxyType: AnyObject {
    /// The type of the object whose delegate the proxy becomes.
    associatedtype ParentObject: AnyObject
    /// The delegate's type, usually a protocol existential.
    associatedtype Delegate

    /// Registers a factory for each parent class this proxy family supports, with `register`.
    /// Runs once, on the family's first use.
    ///
    /// ```swift
    /// static func registerKnownImplementations() {
    ///     register { LocationManagerDelegateProxy(manager: $0) }
    /// }
    /// ```
    static func registerKnownImplementations()

    /// Identifies the proxy family: one factory and one proxy per parent object for each
    /// identifier. By default the delegate type, so that a subclass proxy (a table view's, under a
    /// scroll view's) shares its base's family.
    static var identifier: ObjectIdentifier { get }

    /// Returns the parent's current delegate. ``HasDelegate`` and ``HasDataSource`` implement it;
    /// implement it yourself for a property with another name.
    ///
    /// ```swift
    /// static func currentDelegate(for object: Scanner) -> (any ScannerListener)? {
    ///     object.listener
    /// }
    /// ```
    /// - Parameter object: The parent object.
    /// - Returns: Its delegate.
    static func currentDelegate(for object: ParentObject) -> Delegate?

    /// Sets the parent's delegate. ``HasDelegate`` and ``HasDataSource`` implement it;
    /// implement it yourself for a property with another name.
    ///
    /// ```swift
    /// static func setCurrentDelegate(_ delegate: (any ScannerListener)?, to object: Scanner) {
    ///     object.listener = delegate
    /// }
    /// ```
    /// - Parameters:
    ///   - delegate: The new delegate.
    ///   - object: The parent object.
    static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

    /// The delegate calls are forwarded to.
    /// - Returns: The forward delegate, or `nil`.
    func forwardToDelegate() -> Delegate?

    /// Sets the delegate calls are forwarded to.
    /// - Parameters:
    ///   - forwardToDelegate: The forward delegate, or `nil`.
    ///   - retainDelegate: Whether the proxy keeps it alive.
    func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType {
    /// The proxies `object` keeps itself, if its class is ``HasAssociatedProxies``; `nil` sends
    /// the lookup to the global table.
    @inlinable
    static func associatedProxies(of object: ParentObject) -> AssociatedProxyStorage? {
        (object as? any HasAssociatedProxies)?.associatedProxies
    }

    /// The delegate type: proxies of one delegate protocol form one family.
    public static var identifier: ObjectIdentifier { ObjectIdentifier(Delegate.self) }

    /// Registers how to make a proxy for parents of class `Parent` (and its subclasses, unless a
    /// closer class is registered too). Call it from ``registerKnownImplementations()``, or
    /// later, before the first proxy of that class is needed.
    ///
    /// ```swift
    /// ScrollViewDelegateProxy.register { TableViewDelegateProxy(tableView: $0) }
    /// ```
    /// - Parameter make: Creates the proxy for a parent.
    /// - Precondition: `Parent` is not registered yet in this family.
    public static func register<Parent: AnyObject>(make: @escaping (Parent) -> Self) {
        DelegateProxyFactory.shared(for: self).register(make: make, proxyType: self)
    }

    /// Creates a new proxy for `object` with the factory of its closest registered class.
    ///
    /// ```swift
    /// let proxy = LocationManagerDelegateProxy.createProxy(for: manager)
    /// print(proxy === LocationManagerDelegateProxy.assignedProxy(for: manager)) // false
    /// ```
    /// - Parameter object: The parent object.
    /// - Returns: A new proxy; it is not attached to `object`.
    /// - Precondition: A factory is registered for `object`'s class or a superclass.
    public static func createProxy(for object: AnyObject) -> Self {
        let proxy = DelegateProxyFactory.makeProxy(for: object, proxyType: self)
        guard let typed = proxy as? Self else {
            fatalError(
                """
                DelegateProxy: the factory registered for \(type(of: object)) made a \(type(of: proxy)), \
                which is not a \(Self.self). Register a closure that returns a \(Self.self).
                """)
        }
        return typed
    }

    /// Returns the proxy of this family attached to `object`, creating and attaching it on first
    /// use. If `object`'s delegate is not the proxy, that delegate becomes the forward delegate
    /// and the proxy becomes `object`'s delegate.
    ///
    /// If the proxy was installed before and `object`'s delegate is something else now, code
    /// replaced it behind the proxy's back, and the proxy's observers missed every call since:
    /// the proxy is installed again, with that delegate as its forward delegate, as RxCocoa does;
    /// a debug build also writes a warning to standard error, once per parent, naming the parent,
    /// the delegate protocol and the fixes (``ProxiedDelegate``).
    ///
    /// Thread safety, as in RxCocoa: finding, creating and attaching the proxy is safe from any
    /// thread (the parent's proxy storage and the factory registry have their own locks; threads
    /// that race for the first proxy of a parent all get the same one). Reading and setting the
    /// parent's delegate property is not: nothing here can synchronize a property of your class
    /// or Foundation's, so call it where that property may be touched: on the main thread for a
    /// UI object, on the parent's own queue otherwise, as you would assign the delegate yourself.
    ///
    /// > Warning: Calls on one parent from two threads at once race on its delegate property.
    /// > The proxy lives as long as `object` (see ``HasAssociatedProxies`` for when a released
    /// > parent's proxy goes).
    ///
    /// ```swift
    /// let proxy = LocationManagerDelegateProxy.proxy(for: manager)
    /// print(proxy === LocationManagerDelegateProxy.proxy(for: manager)) // true
    /// ```
    /// - Parameter object: The parent object.
    /// - Returns: The proxy.
    @inlinable  // Specialized in the caller: no generic metadata lookups or bridging casts per proxy.
    public static func proxy(for object: ParentObject) -> Self {
        // Whether the parent keeps its proxies itself, asked once (a runtime conformance lookup;
        // the overload below answers it statically for a parent that is HasAssociatedProxies).
        attachedProxy(for: object, storage: associatedProxies(of: object))
    }

    /// ``proxy(for:)``'s work, given the proxies `object` keeps itself (`nil`: the global table's).
    @inlinable
    static func attachedProxy(for object: ParentObject, storage: AssociatedProxyStorage?) -> Self {
        let proxy: Self
        var isNew = false
        if let existing = _AssociatedProxies.proxy(for: object, storage: storage, identifier: identifier)
            as? Self
        {
            proxy = existing
        } else {
            let created = createProxy(for: object)
            if let winner = _AssociatedProxies.assign(
                created, to: object, storage: storage, identifier: identifier)
            {
                // Another thread attached one first.
                guard let typed = winner as? Self else { wrongFamily(winner, on: object) }
                proxy = typed
            } else {
                proxy = created
                isNew = true
            }
        }
        let current = currentDelegate(for: object)
        if (current as AnyObject?) !== proxy {
            if !isNew { checkNotReplaced(proxy, on: object, by: current) }
            // A proxy made by this call forwards to nobody yet: making it forward to nobody
            // again is skipped, as it would cost every proxy made the generic setter's work.
            if current != nil || !isNew { proxy.setForwardToDelegate(current, retainDelegate: false) }
            guard let asDelegate = proxy as? Delegate else { notADelegate() }
            setCurrentDelegate(asDelegate, to: object)
            checkInstalled(proxy, on: object)
            installed(proxy)
        }
        return proxy
    }

    /// Notes that `proxy` is its parent's delegate now (debug builds), so that a later
    /// ``proxy(for:)`` that finds another delegate knows it was replaced behind the proxy's back.
    @usableFromInline
    static func installed(_ proxy: Self) {
        #if DEBUG
            // Releasing: a thread that reads the flag set then reads the delegate set before it.
            (proxy as? DelegateProxy<ParentObject, Delegate>)?.wasInstalled.store(true, ordering: .releasing)
        #endif
    }

    /// Stops a debug build when the delegate property did not take `proxy`, as RxCocoa asserts:
    /// the property drops or wraps what it is given, or another thread set it at the same time
    /// (the property is the caller's to synchronize; see ``proxy(for:)``).
    @usableFromInline
    static func checkInstalled(_ proxy: Self, on object: ParentObject) {
        #if DEBUG
            let current = currentDelegate(for: object)
            guard (current as AnyObject?) !== proxy else { return }
            let found = current.map { "a \(type(of: $0 as AnyObject))" } ?? "nil"
            fatalError(
                """
                DelegateProxy: \(Self.self) set itself as the delegate of a \(ParentObject.self), which \
                then answered \(found). Make the delegate property store what it is given (a stored \
                property, or @ProxiedDelegate), and call proxy(for:) (every `rx` use) where that \
                property may be touched: on the main thread, or on the parent's own queue, never from \
                two threads at once.
                """)
        #endif
    }

    /// Warns once per proxy (so once per parent for this delegate family), in a debug build, when
    /// `object`'s delegate is no longer `proxy`, which was installed: code assigned the delegate
    /// behind the proxy's back, and its observers missed every call since. The caller then
    /// installs the proxy again, with `delegate` as its forward delegate, as RxCocoa does (which
    /// re-installs silently); a release build only re-installs.
    @usableFromInline
    static func checkNotReplaced(_ proxy: Self, on object: ParentObject, by delegate: Delegate?) {
        #if DEBUG
            guard let typed = proxy as? DelegateProxy<ParentObject, Delegate>,
                typed.wasInstalled.load(ordering: .acquiring),
                // Another thread may have installed the proxy since this one read the delegate.
                (currentDelegate(for: object) as AnyObject?) !== proxy,
                // Once: an app that re-assigns the delegate on purpose is told, not flooded.
                !typed.didWarnReplaced.exchange(true, ordering: .relaxed)
            else { return }
            let replacement = delegate.map { "a \(type(of: $0 as Any))" } ?? "nil"
            let described = String(describing: Delegate.self)
            let delegateName = described.hasPrefix("any ") ? String(described.dropFirst(4)) : described
            _DiagnosticOutput.write(
                """
                DelegateProxy warning: the \(delegateName) of this \(ParentObject.self) was set to \(replacement) \
                after its \(Self.self) was installed, so the proxy's observers missed every call since. \
                Declare the parent's property with @ProxiedDelegate (it then makes a delegate assigned \
                later the proxy's forward delegate), set the delegate before the first `rx` use, or hand \
                it to the proxy with setForwardToDelegate(_:retainDelegate:). The proxy is installed again, \
                with that delegate as its forward delegate; this is reported once per parent.
                """)
        #endif
    }

    @usableFromInline
    static func wrongFamily(_ winner: AnyObject, on object: ParentObject) -> Never {
        fatalError(
            """
            DelegateProxy: \(type(of: object)) already holds a \(type(of: winner)) for this delegate \
            family, not a \(Self.self). Get proxies through the family's base proxy type.
            """)
    }

    @usableFromInline
    static func notADelegate() -> Never {
        fatalError(
            """
            DelegateProxy: \(Self.self) does not conform to its delegate type \(Delegate.self). \
            Declare the conformance on the proxy class.
            """)
    }

    /// Sets `forwardDelegate` as the forward delegate of `object`'s proxy for as long as the
    /// returned disposable is not disposed. Use it for methods that return a value, which a stream
    /// cannot answer.
    ///
    /// ```swift
    /// TableViewDelegateProxy.installForwardDelegate(heights, retainDelegate: false, onProxyForObject: table)
    ///     .disposed(by: bag)
    /// ```
    /// - Parameters:
    ///   - forwardDelegate: The delegate that answers.
    ///   - retainDelegate: Whether the proxy keeps it alive.
    ///   - object: The parent object.
    /// - Returns: A disposable that removes the forward delegate.
    /// - Precondition: The proxy has no forward delegate yet: installing over one (for example a
    ///   delegate set on `object` before its proxy was created) stops a debug build with a message
    ///   naming it; a release build replaces it, as RxCocoa's (whose check is an `assert`).
    public static func installForwardDelegate(
        _ forwardDelegate: Delegate, retainDelegate: Bool, onProxyForObject object: ParentObject
    ) -> Disposable {
        let proxy = self.proxy(for: object)
        #if DEBUG
            if let existing = proxy.forwardToDelegate() {
                fatalError(
                    """
                    DelegateProxy: \(Self.self) for \(type(of: object)) already forwards to a \
                    \(type(of: existing as Any)); installing a \(type(of: forwardDelegate as Any)) would \
                    silently replace it. Remove the other delegate first (set the parent's delegate to nil \
                    before the proxy is created, or dispose the earlier installForwardDelegate).
                    """)
            }
        #endif
        proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
        // What holds the delegate in the proxy: the delegate itself, or the box that holds a value
        // delegate (whose `as AnyObject` would be a new box each time, never the same one).
        weak let installed = forwardIdentity(of: proxy) ?? (forwardDelegate as AnyObject)
        return Disposables.create { [weak proxy] in
            guard let proxy else { return }
            let current = forwardIdentity(of: proxy) ?? (proxy.forwardToDelegate() as AnyObject?)
            if current == nil || current === installed {
                proxy.setForwardToDelegate(nil, retainDelegate: retainDelegate)
            }
        }
    }

    /// The object that holds `proxy`'s forward delegate (see
    /// ``_DispatchTable/forwardDelegateIdentity()``), if `proxy` is a ``DelegateProxy``.
    private static func forwardIdentity(of proxy: Self) -> AnyObject? {
        (proxy as? DelegateProxy<ParentObject, Delegate>)?.table.forwardDelegateIdentity()
    }

    /// The proxy of this family attached to `object`, if any; unlike ``proxy(for:)``, it never
    /// creates one.
    ///
    /// ```swift
    /// print(LocationManagerDelegateProxy.assignedProxy(for: LocationManager()) == nil) // true
    /// ```
    /// - Parameter object: The parent object.
    /// - Returns: The proxy, or `nil`.
    public static func assignedProxy(for object: ParentObject) -> Self? {
        _AssociatedProxies.proxy(for: object, storage: associatedProxies(of: object), identifier: identifier)
            as? Self
    }

    /// Attaches `proxy` to `object` for this family, replacing any proxy attached before. It does
    /// not change `object`'s delegate; ``proxy(for:)`` does that.
    ///
    /// ```swift
    /// let proxy = LocationManagerDelegateProxy.createProxy(for: manager)
    /// LocationManagerDelegateProxy.assignProxy(proxy, toObject: manager)
    /// print(LocationManagerDelegateProxy.proxy(for: manager) === proxy) // true
    /// ```
    /// - Parameters:
    ///   - proxy: The proxy.
    ///   - object: The parent object.
    public static func assignProxy(_ proxy: Self, toObject object: ParentObject) {
        _AssociatedProxies.replace(
            proxy, on: object, storage: associatedProxies(of: object), identifier: identifier)
    }
}

extension DelegateProxyType where ParentObject: HasAssociatedProxies {
    /// Returns the proxy of this family attached to `object`, creating and attaching it on first
    /// use: ``proxy(for:)`` for a parent that keeps its proxies itself, whose storage is then
    /// reached with no runtime conformance lookup (on every `rx` access, not only the first).
    ///
    /// ```swift
    /// let proxy = TickerDelegateProxy.proxy(for: ticker)
    /// print(proxy === TickerDelegateProxy.proxy(for: ticker)) // true
    /// ```
    /// - Parameter object: The parent object.
    /// - Returns: The proxy.
    @_documentation(visibility: internal)  // The same function as proxy(for:), to the reader.
    @inlinable
    public static func proxy(for object: ParentObject) -> Self {
        attachedProxy(for: object, storage: object.associatedProxies)
    }
}

/// Where the library's warnings go: standard error, one line each, written whole.
@usableFromInline
enum _DiagnosticOutput {
    /// Writes `message` and a line break to standard error.
    @usableFromInline
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
