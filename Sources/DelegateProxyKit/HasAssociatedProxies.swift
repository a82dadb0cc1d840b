/// A parent object that owns the storage of its delegate proxies, so that they are released,
/// and their streams complete, the moment it is.
///
/// ```swift
/// final class Ticker: HasDelegate, HasAssociatedProxies {
///     weak var delegate: (any TickerDelegate)?
///     let associatedProxies = AssociatedProxyStorage()
/// }
/// var ticker: Ticker? = Ticker()
/// _ = TickerDelegateProxy.proxy(for: ticker!).methodInvoked(TickerDelegateProxy.didTick)
///     .subscribe(onCompleted: { print("completed") })
/// ticker = nil
/// // completed
/// ```
///
/// What you get:
/// - A conforming parent: its proxies are released, and their streams complete, in its
///   deinitialization, on the thread that releases it.
/// - Any other class (Foundation's `XMLParser`, another module's class): its proxies live in a
///   global table keyed by object identity that holds the parent weakly, so a new object at a
///   reused address never sees a dead object's proxy. Swift gives no hook at such a parent's
///   deinitialization, so a sweeper finds it: while the table holds entries, it runs once a
///   second on a private serial queue, and releases the proxies of released parents there. Their
///   streams complete on that queue, within one second of the release (plus the time the queue
///   takes to get a thread); never inside another parent's ``DelegateProxyType/proxy(for:)``.
///   ``AssociatedProxyStorage/removeReleasedParents()`` sweeps at once.
///
/// > Tip: Adopt this protocol in every class you own: one stored property buys exact, immediate
/// > completion on the releasing thread.
public protocol HasAssociatedProxies: AnyObject {
    /// The storage; a stored `let` of the parent.
    ///
    /// ```swift
    /// let associatedProxies = AssociatedProxyStorage()
    /// ```
    ///
    /// > Warning: A computed property that returns new storage each time loses the proxy at
    /// > once; the storage must live exactly as long as the parent.
    var associatedProxies: AssociatedProxyStorage { get }
}
