import DelegateProxyKit
import Foundation

#if !canImport(ObjectiveC)
    // Every NSObject has `.rx`; on Linux FileManager is not one.
    extension FileManager: ReactiveCompatible {}
#endif
