import FoundationProxies

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLSession` whose data delegate's calls are streams: FoundationProxies'
/// `ObservedURLSession`, which creates its session with the proxy already in place.
///
/// `URLSession` takes its delegate once, at creation, and keeps it strongly, so a proxy cannot
/// slip in later as it does with a weak, settable `delegate`. The delegate given to `init`
/// becomes the proxy's forward delegate and receives every session call through it; to add one
/// later, use `URLSessionDataDelegateProxy.installForwardDelegate`.
typealias HTTPClient = ObservedURLSession<any URLSessionDataDelegate>
