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
/// Classes that do not conform (Foundation's, for example) still work: their proxies live in a
/// global table keyed by object identity that holds the parent weakly, so a new object at a
/// reused address never sees a dead object's proxy. Entries of released parents are dropped
/// later: when a proxy is attached once the table has grown, when a new object appears at the
/// same address, or by ``AssociatedProxyStorage/removeReleasedParents()``.
///
/// > Warning: A proxy in the global table outlives its parent until the table notices (see
/// > ``AssociatedProxyStorage/removeReleasedParents()``); its streams complete only then.
/// > Adopt this protocol in every class you own.
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
