import DelegateProxyKit

extension Reactive where Base: ScrollView {
    /// The view's delegate proxy: a `TableViewDelegateProxy` for a table view.
    var delegate: ScrollViewDelegateProxy { ScrollViewDelegateProxy.proxy(for: base) }

    /// Each new content offset.
    var didScroll: Observable<Double> {
        delegate.methodInvoked(ScrollViewDelegateProxy.didScroll).map { _, offset in offset }
    }
}

extension Reactive where Base: TableView {
    /// The table view's proxy, typed.
    var tableDelegate: TableViewDelegateProxy { TableViewDelegateProxy.proxy(for: base) }

    /// Each selected row (RxCocoa's `itemSelected`).
    var itemSelected: Observable<Int> {
        tableDelegate.methodInvoked(TableViewDelegateProxy.didSelectRow).map { _, row in row }
    }

    /// Each height asked for, with the answer given — by the forward delegate or the default.
    var heightForRow: Observable<(row: Int, height: Double)> {
        tableDelegate.methodInvoked(TableViewDelegateProxy.heightForRow)
            .map { call in (row: call.arguments.1, height: call.returnValue) }
    }

    /// Lets `delegate` answer the table's questions (row heights) for as long as the returned
    /// disposable lives — the seed's `mapView.rx.setDelegate(self)`.
    func setDelegate(_ delegate: any TableViewDelegate) -> Disposable {
        TableViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }
}
