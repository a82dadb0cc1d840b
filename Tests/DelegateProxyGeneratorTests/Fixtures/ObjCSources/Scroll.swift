// Fixture source of the generator's golden tests: compiled into the module `ObjCFixtures` with
// Objective-C interop (`-enable-objc-interop -disable-objc-attr-requires-foundation-module`) by
// Scripts/refresh-generator-goldens.sh, never by the package, so that its graph has the
// `optionalRequirementOf` relationships of Apple's `@objc` delegate protocols.

/// What scrolls: the protocol an `@objc` requirement names its parent by.
@objc public protocol Scrolling: AnyObject {}

/// A scroll view.
public final class ScrollView: Scrolling {
    /// Hears about the scroll view.
    public weak var delegate: (any ScrollViewDelegate)?
    /// A scroll view without a delegate.
    public init() {}
}

/// As UIScrollViewDelegate: optional requirements without and with a result, and a required one.
@objc public protocol ScrollViewDelegate: AnyObject {
    @objc optional func scrollViewDidScroll(_ scrollView: any Scrolling)
    @objc optional func scrollViewShouldScrollToTop(_ scrollView: any Scrolling) -> Bool
    @objc optional func scrollViewWillEndDragging(_ scrollView: any Scrolling, withVelocity velocity: Double)
    func scrollViewDidEndDragging(_ scrollView: any Scrolling, willDecelerate decelerate: Bool)
}
