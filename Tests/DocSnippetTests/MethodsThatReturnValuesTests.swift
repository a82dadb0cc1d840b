// The samples of DelegateProxyKit's "Methods That Return Values" article, verbatim and in order.
import DelegateProxyKit
import Testing

protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double
}

final class TableView: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any TableViewDelegate)?
    let associatedProxies = AssociatedProxyStorage()

    /// Asks the delegate for each row's height, as a real table view does when it lays out.
    func layOut(rows: Int) -> [Double] {
        (0..<rows).map { delegate?.tableView(self, heightForRowAt: $0) ?? 44 }
    }
}

final class TableViewDelegateProxy:
    DelegateProxy<TableView, any TableViewDelegate>, DelegateProxyType, TableViewDelegate
{
    static let heightForRow = DelegateMethod(
        "tableView(_:heightForRowAt:)", TableView.self, Int.self, returns: Double.self)

    override class var selectors: [DelegateSelector] { [heightForRow.selector] }

    static func registerKnownImplementations() {
        register { TableViewDelegateProxy(parentObject: $0) }
    }

    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double {
        dispatch(Self.heightForRow, tableView, row, default: 44) {
            $0.tableView(tableView, heightForRowAt: row)
        }
    }
}

@Suite struct MethodsThatReturnValuesTests {
    @Test func theArticlesSamplesPrintWhatTheArticleSays() {
        capturingPrints { output in
            // Answer with a forward delegate
            let table = TableView()
            let proxy = TableViewDelegateProxy.proxy(for: table)
            print(table.layOut(rows: 2))
            // [44.0, 44.0]
            #expect(output.take() == ["[44.0, 44.0]"])

            final class Heights: TableViewDelegate {
                func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double {
                    row == 0 ? 80 : 30
                }
            }

            let heights = Heights()
            let installation = TableViewDelegateProxy.installForwardDelegate(
                heights, retainDelegate: false, onProxyForObject: table)
            print(table.layOut(rows: 2))
            // [80.0, 30.0]
            #expect(output.take() == ["[80.0, 30.0]"])

            // Observe the calls and the answers
            _ = proxy.sentMessage(TableViewDelegateProxy.heightForRow)
                .subscribe(onNext: { _, row in print("asking for row", row) })
            _ = proxy.methodInvoked(TableViewDelegateProxy.heightForRow)
                .subscribe(onNext: { call in print("row", call.arguments.1, "is", call.returnValue) })

            _ = table.layOut(rows: 1)
            // asking for row 0
            // row 0 is 80.0
            #expect(output.take() == ["asking for row 0", "row 0 is 80.0"])

            installation.dispose()
            print(table.layOut(rows: 1))
            // asking for row 0
            // row 0 is 44.0
            // [44.0]
            #expect(output.take() == ["asking for row 0", "row 0 is 44.0", "[44.0]"])

            // Untyped observers
            _ = proxy.methodInvoked("tableView(_:heightForRowAt:)")
                .compactMap { $0[2] as? Double }
                .subscribe(onNext: { print("returned", $0) })
            _ = table.layOut(rows: 1)
            // asking for row 0
            // row 0 is 44.0
            // returned 44.0
            #expect(output.take() == ["asking for row 0", "row 0 is 44.0", "returned 44.0"])
        }
    }
}
