#if canImport(Foundation)
    import Foundation

    /// Every `NSObject` has the `rx` namespace, as in RxCocoa (`parser.rx.…` for an `XMLParser`).
    extension NSObject: ReactiveCompatible {}
#endif
