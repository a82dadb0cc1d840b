import ObservableCore

/// Declares a parent's `delegate` (or `dataSource`) so that a delegate assigned after its proxy
/// was installed becomes the proxy's forward delegate, instead of replacing the proxy.
///
/// With a plain `weak var delegate`, code that assigns the delegate after `rx` was used replaces
/// the proxy, and observers stop receiving calls. Declared with `@ProxiedDelegate`, the property
/// keeps the proxy once one is installed: an assignment sets the proxy's forward delegate, so the
/// delegate assigned receives every call and observers keep receiving them too.
///
/// ```swift
/// final class Downloader: HasDelegate {
///     @ProxiedDelegate var delegate: (any DownloaderDelegate)?
/// }
/// let downloader = Downloader()
/// _ = downloader.rx.didReceive.subscribe(onNext: { print("observed", $0) })
/// downloader.delegate = ProgressPrinter()  // becomes the proxy's forward delegate
/// downloader.delegate?.downloader(downloader, didReceive: 42)
/// // printed 42
/// // observed 42
/// ```
///
/// The property holds its delegate weakly, as a `weak var` does, and the proxy holds a delegate
/// assigned while it is installed weakly too: declaring the property this way retains no
/// delegate of yours. It holds the installed proxy, which the parent keeps for its whole life
/// anyway (the *Lifetimes and Memory* article), so that reading the property returns it with no
/// dynamic cast.
///
/// Reading the property returns what the parent calls: the proxy, once one is installed (as
/// RxCocoa's parents do), or the delegate assigned, before. The delegate assigned after the
/// proxy is the proxy's ``DelegateProxyType/forwardToDelegate()``; assigning `nil` removes it
/// and keeps the proxy.
///
/// > Warning: Like a plain stored property, it is not synchronized: assign and read it on the
/// > thread or actor that owns the parent.
@propertyWrapper
public struct ProxiedDelegate<Delegate> {
    /// The delegate, or the proxy that is installed.
    @usableFromInline weak var object: AnyObject?
    /// The installed proxy as `Delegate`, so that the getter, which the parent runs before every
    /// delegate call, returns it without a dynamic cast (a runtime conformance lookup of the
    /// object's class on each read). Held strongly: the weak `object` cannot be typed `Delegate`
    /// (`weak` needs a class-bound type, which a generic parameter is not), and holding the
    /// proxy changes no lifetime, since the parent keeps its proxy as long as it lives, through
    /// its `AssociatedProxyStorage` or the global table. `nil` while no proxy is installed;
    /// otherwise the same object as `object`.
    @usableFromInline var proxy: Delegate?

    /// A property with no delegate yet.
    ///
    /// ```swift
    /// @ProxiedDelegate var delegate: (any DownloaderDelegate)?
    /// ```
    public init() {}

    /// A property with `wrappedValue` as its delegate.
    ///
    /// ```swift
    /// @ProxiedDelegate var delegate: (any DownloaderDelegate)? = nil
    /// ```
    /// - Parameter wrappedValue: The first delegate, held weakly.
    public init(wrappedValue: Delegate?) {
        store(wrappedValue, as: wrappedValue.map { $0 as AnyObject })
    }

    /// The proxy once one is installed, otherwise the delegate assigned. Assigning while a
    /// proxy is installed makes the new value the proxy's forward delegate; the proxy stays.
    ///
    /// ```swift
    /// downloader.delegate = ProgressPrinter()
    /// print(downloader.delegate is DownloaderDelegateProxy) // true, once `rx` was used
    /// ```
    public var wrappedValue: Delegate? {
        // Inlinable, so that the parent's accessor reads the fields of its own specialization
        // rather than calling the generic getter, which looks up the wrapper's metadata and
        // copies it through value witnesses on every read.
        @inlinable get {
            if let proxy { return proxy }
            return object.flatMap { $0 as? Delegate }
        }
        set {
            let newObject = newValue.map { $0 as AnyObject }
            if let installed = object, installed !== newObject,
                let proxy = installed as? any DelegateProxyType,
                !(newObject is any DelegateProxyType)
            {
                Self.forward(newValue, through: proxy)
            } else {
                store(newValue, as: newObject)
            }
        }
    }

    /// Makes `value` (whose object is `object`) the property's value, keeping it typed when it is
    /// a proxy (see `proxy`).
    private mutating func store(_ value: Delegate?, as object: AnyObject?) {
        self.object = object
        proxy = object is any DelegateProxyType ? value : nil
    }

    /// Makes `delegate` the forward delegate of `proxy`, held weakly, as the property holds it.
    private static func forward<Proxy: DelegateProxyType>(_ delegate: Delegate?, through proxy: Proxy) {
        guard let delegate else {
            proxy.setForwardToDelegate(nil, retainDelegate: false)
            return
        }
        guard let forward = delegate as? Proxy.Delegate else {
            fatalError(
                """
                ProxiedDelegate: a \(type(of: delegate as AnyObject)) was assigned, but the installed \
                \(Proxy.self) forwards to \(Proxy.Delegate.self). Declare the property with the proxy's \
                delegate type.
                """)
        }
        proxy.setForwardToDelegate(forward, retainDelegate: false)
    }
}
