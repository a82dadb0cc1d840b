import DelegateProxyKit

/// The table view's proxy: everything the scroll view proxy does, plus the table methods.
///
/// Its forward delegate has the family's type, `any ScrollViewDelegate`; the table methods call it
/// only if it is a `TableViewDelegate`.
final class TableViewDelegateProxy: ScrollViewDelegateProxy, TableViewDelegate {
    static let didSelectRow = DelegateMethod("tableView(_:didSelectRowAt:)", TableView.self, Int.self)
    static let heightForRow = DelegateMethod(
        "tableView(_:heightForRowAt:)", TableView.self, Int.self, returns: Double.self)

    override class var selectors: [DelegateSelector] {
        super.selectors + [didSelectRow.selector, heightForRow.selector]
    }

    /// The table view, typed; the proxy holds it weakly, like `parentObject`.
    private(set) weak var tableView: TableView?

    init(tableView: TableView) {
        self.tableView = tableView
        super.init(scrollView: tableView)
    }

    func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
        dispatch(Self.didSelectRow, tableView, row) {
            ($0 as? any TableViewDelegate)?.tableView(tableView, didSelectRowAt: row)
        }
    }

    // A method with a result: the forward delegate answers — the `RowHeights` installed with
    // `installForwardDelegate`, like the seed's view controller answering MKMapView's
    // `rendererFor` — and without one the table's default row height is the answer.
    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double {
        dispatch(Self.heightForRow, tableView, row, default: tableView.rowHeight) {
            ($0 as? any TableViewDelegate)?.tableView(tableView, heightForRowAt: row) ?? tableView.rowHeight
        }
    }
}
