// `import FoundationProxies` is all a user writes: the proxy runtime, and the Foundation modules
// whose delegates it observes (on Linux, URLSession and XMLParser live in modules of their own).
@_exported import DelegateProxyKit
@_exported import Foundation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
#if canImport(FoundationXML)
    @_exported import FoundationXML
#endif
