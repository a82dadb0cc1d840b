import DelegateProxyKit

// swift run ViewHierarchy: a scroll view / table view proxy family, and a delegate method with a
// result answered by an installed forward delegate.

let bag = DisposeBag()
weak var releasedTable: TableView?
weak var releasedProxy: ScrollViewDelegateProxy?

// One registry, two proxy classes: each view gets the closest registered one.
let plain = ScrollView()
print("a ScrollView gets a \(type(of: plain.rx.delegate))")

do {
    let table = TableView(numberOfRows: 4)
    print("a TableView gets a \(type(of: ScrollViewDelegateProxy.proxy(for: table)))")

    // Streams of the void methods.
    table.rx.didScroll
        .subscribe(onNext: { print("scrolled to \($0)") }, onCompleted: { print("didScroll: completed") })
        .disposed(by: bag)
    table.rx.itemSelected
        .subscribe(onNext: { print("selected row \($0)") }, onCompleted: { print("itemSelected: completed") })
        .disposed(by: bag)
    // The method with a result can still be observed: each call with the value returned.
    table.rx.heightForRow
        .subscribe(
            onNext: { print("  height of row \($0.row): \($0.height)") },
            onCompleted: { print("heightForRow: completed") }
        )
        .disposed(by: bag)

    table.scroll(to: 120)
    table.selectRow(at: 2)

    // A stream cannot answer "how tall is row 0?"; an installed forward delegate can.
    let heights = RowHeights([0: 88, 3: 120])
    let installation = table.rx.setDelegate(heights)
    print("layout with RowHeights installed:")
    table.reloadData()

    installation.dispose()
    print("layout after disposing the installation (default heights again):")
    table.reloadData()

    releasedTable = table
    releasedProxy = ScrollViewDelegateProxy.assignedProxy(for: table)
    print("releasing the table view…")
}

print("table view released: \(releasedTable == nil), its proxy released: \(releasedProxy == nil)")
