import DelegateProxyKit

/// The delegate proxy of `ScrollView`, and the base of its family: `TableViewDelegateProxy` is a
/// subclass for table views, as `RxTableViewDelegateProxy` is under `RxScrollViewDelegateProxy`.
///
/// Both share one identifier (the `any ScrollViewDelegate` type), so a table view has ONE proxy,
/// whichever type asks for it; the registry picks the class from the parent's class.
class ScrollViewDelegateProxy: DelegateProxy<ScrollView, any ScrollViewDelegate>, DelegateProxyType,
    ScrollViewDelegate
{
    static let didScroll = DelegateMethod("scrollView(_:didScrollTo:)", ScrollView.self, Double.self)

    override class var selectors: [DelegateSelector] { [didScroll.selector] }

    init(scrollView: ScrollView) {
        super.init(parentObject: scrollView)
    }

    // Every class of the family is registered here, as RxCocoa does: the registry then finds the
    // closest one for a parent — `TableViewDelegateProxy` for a `TableView`, this class for any
    // other scroll view.
    static func registerKnownImplementations() {
        register { ScrollViewDelegateProxy(scrollView: $0) }
        register { TableViewDelegateProxy(tableView: $0) }
    }

    func scrollView(_ scrollView: ScrollView, didScrollTo offset: Double) {
        dispatch(Self.didScroll, scrollView, offset) { $0.scrollView(scrollView, didScrollTo: offset) }
    }
}
