@_exported import DelegateProxyKit
