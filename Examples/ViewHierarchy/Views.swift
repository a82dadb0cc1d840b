import DelegateProxyKit

/// What a scroll view tells its delegate — modelled on `UIScrollViewDelegate`.
protocol ScrollViewDelegate: AnyObject {
    func scrollView(_ scrollView: ScrollView, didScrollTo offset: Double)
}

/// A table view's delegate is also a scroll view delegate, as in UIKit.
protocol TableViewDelegate: ScrollViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int)
    /// Asked during layout; the answer matters, so a stream alone cannot provide it.
    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double
}

// Swift's stand-in for `@objc optional`: a delegate implements only what it cares about.
extension ScrollViewDelegate {
    func scrollView(_ scrollView: ScrollView, didScrollTo offset: Double) {}
}

extension TableViewDelegate {
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {}
    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double { tableView.rowHeight }
}

/// A stand-in for `UIScrollView`: a view with a weak `delegate`.
///
/// It owns the storage of its proxies (`HasAssociatedProxies`), so its proxy goes away with it.
class ScrollView: HasDelegate, HasAssociatedProxies, ReactiveCompatible {
    weak var delegate: (any ScrollViewDelegate)?
    let associatedProxies = AssociatedProxyStorage()
    private(set) var contentOffset = 0.0

    init() {}

    /// What a drag does: move, then tell the delegate.
    func scroll(to offset: Double) {
        contentOffset = offset
        delegate?.scrollView(self, didScrollTo: offset)
    }
}

/// A stand-in for `UITableView`, a scroll view subclass.
///
/// UIKit redeclares `delegate` with the narrower `UITableViewDelegate` type; Swift cannot, so the
/// table view checks whether its delegate is a table view delegate before calling table methods —
/// what UIKit does with `respondsToSelector:`.
final class TableView: ScrollView {
    let numberOfRows: Int
    /// The height of a row nobody gave an answer for.
    let rowHeight: Double
    /// The heights found by the last `reloadData()`.
    private(set) var rowHeights: [Double] = []

    init(numberOfRows: Int, rowHeight: Double = 44) {
        self.numberOfRows = numberOfRows
        self.rowHeight = rowHeight
    }

    private var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

    /// Lays the rows out again, asking the delegate for each height.
    func reloadData() {
        rowHeights = (0..<numberOfRows).map { row in
            tableDelegate?.tableView(self, heightForRowAt: row) ?? rowHeight
        }
    }

    /// What a tap on a row does.
    func selectRow(at row: Int) {
        tableDelegate?.tableView(self, didSelectRowAt: row)
    }
}
