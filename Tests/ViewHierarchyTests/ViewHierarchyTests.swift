import DelegateProxyKit
import TestSupport
import Testing

@testable import ViewHierarchy

/// A table view delegate the app set itself; records its calls.
private final class TableLog: TableViewDelegate {
    var calls: [String] = []
    var height = 60.0

    func scrollView(_ scrollView: ScrollView, didScrollTo offset: Double) {
        calls.append("didScroll \(offset)")
    }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) { calls.append("didSelect \(row)") }
    func tableView(_ tableView: TableView, heightForRowAt row: Int) -> Double {
        calls.append("height \(row)")
        return height
    }
}

/// A delegate of the base protocol only: it cannot answer table questions.
private final class ScrollLog: ScrollViewDelegate {
    var offsets: [Double] = []
    func scrollView(_ scrollView: ScrollView, didScrollTo offset: Double) { offsets.append(offset) }
}

@Suite struct ViewProxyRegistryTests {
    @Test func aPlainScrollViewGetsTheBaseProxy() {
        let scrollView = ScrollView()
        let proxy = ScrollViewDelegateProxy.proxy(for: scrollView)
        #expect(type(of: proxy) == ScrollViewDelegateProxy.self)
        #expect(scrollView.delegate === proxy)
        #expect(scrollView.rx.delegate === proxy)
    }

    @Test func aTableViewGetsTheSubclassProxyWhicheverTypeAsks() {
        let table = TableView(numberOfRows: 1)
        let proxy = ScrollViewDelegateProxy.proxy(for: table)
        #expect(proxy is TableViewDelegateProxy)
        #expect(TableViewDelegateProxy.proxy(for: table) === proxy)
        #expect(table.rx.tableDelegate === proxy)
        #expect(table.delegate === proxy)
        #expect(table.rx.tableDelegate.tableView === table)
    }

    @Test func theDelegateSetBeforeTheProxyKeepsReceivingEveryCall() {
        let table = TableView(numberOfRows: 2)
        let log = TableLog()
        table.delegate = log
        let selected = History(table.rx.itemSelected)
        #expect(table.rx.tableDelegate.forwardToDelegate() === log)
        table.scroll(to: 10)
        table.selectRow(at: 1)
        table.reloadData()
        #expect(log.calls == ["didScroll 10.0", "didSelect 1", "height 0", "height 1"])
        #expect(selected.events == [.next(1)])
        #expect(table.rowHeights == [60, 60])
    }
}

@Suite struct TableViewStreamTests {
    @Test func didScrollAndItemSelectedStreamEachCall() {
        let table = TableView(numberOfRows: 3)
        let offsets = History(table.rx.didScroll)
        let selected = History(table.rx.itemSelected)
        table.scroll(to: 50)
        table.selectRow(at: 0)
        table.scroll(to: 75.5)
        table.selectRow(at: 2)
        #expect(offsets.events == [.next(50), .next(75.5)])
        #expect(selected.events == [.next(0), .next(2)])
        #expect(table.contentOffset == 75.5)
    }

    @Test func aPlainScrollViewStreamsItsScrolls() {
        let scrollView = ScrollView()
        let offsets = History(scrollView.rx.didScroll)
        scrollView.scroll(to: 1)
        scrollView.scroll(to: 2)
        #expect(offsets.events == [.next(1), .next(2)])
    }

    @Test func observersBeforeAndAfterTheForwardDelegateInOrder() {
        final class Recorder: TableViewDelegate {
            var order: [String] = []
            func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
                order.append("delegate \(row)")
            }
        }
        let table = TableView(numberOfRows: 1)
        let recorder = Recorder()
        table.delegate = recorder
        let proxy = table.rx.tableDelegate
        let bag = DisposeBag()
        proxy.sentMessage(TableViewDelegateProxy.didSelectRow)
            .subscribe(onNext: { recorder.order.append("sentMessage \($0.1)") }).disposed(by: bag)
        proxy.methodInvoked(TableViewDelegateProxy.didSelectRow)
            .subscribe(onNext: { recorder.order.append("methodInvoked \($0.1)") }).disposed(by: bag)
        table.selectRow(at: 4)
        #expect(recorder.order == ["sentMessage 4", "delegate 4", "methodInvoked 4"])
    }
}

@Suite struct RowHeightTests {
    private struct Height: Equatable {
        let row: Int
        let height: Double
    }

    @Test func withoutAForwardDelegateEveryRowGetsTheDefault() {
        let table = TableView(numberOfRows: 2, rowHeight: 30)
        let heights = History(table.rx.heightForRow.map { Height(row: $0.row, height: $0.height) })
        table.reloadData()
        #expect(table.rowHeights == [30, 30])
        #expect(heights.events == [.next(Height(row: 0, height: 30)), .next(Height(row: 1, height: 30))])
    }

    @Test func theInstalledForwardDelegateAnswersUntilDisposed() {
        let table = TableView(numberOfRows: 3)
        let answers = RowHeights([0: 88, 2: 120])
        let heights = History(table.rx.heightForRow.map { Height(row: $0.row, height: $0.height) })

        let installation = table.rx.setDelegate(answers)
        #expect(table.rx.tableDelegate.forwardToDelegate() === answers)
        table.reloadData()
        #expect(table.rowHeights == [88, 44, 120])

        installation.dispose()
        #expect(table.rx.tableDelegate.forwardToDelegate() == nil)
        table.reloadData()
        #expect(table.rowHeights == [44, 44, 44])

        #expect(
            heights.events == [
                .next(Height(row: 0, height: 88)), .next(Height(row: 1, height: 44)),
                .next(Height(row: 2, height: 120)),
                .next(Height(row: 0, height: 44)), .next(Height(row: 1, height: 44)),
                .next(Height(row: 2, height: 44)),
            ])
    }

    @Test func unobservedCallsAreAnsweredToo() {
        let table = TableView(numberOfRows: 2)
        let answers = RowHeights([1: 10])
        let installation = table.rx.setDelegate(answers)
        table.reloadData()
        #expect(table.rowHeights == [44, 10])
        installation.dispose()
    }

    @Test func aForwardDelegateOfTheBaseProtocolGetsScrollsAndTheDefaultHeight() {
        let table = TableView(numberOfRows: 2, rowHeight: 20)
        let scrollLog = ScrollLog()
        let installation = TableViewDelegateProxy.installForwardDelegate(
            scrollLog, retainDelegate: false, onProxyForObject: table)
        table.scroll(to: 3)
        table.reloadData()
        #expect(scrollLog.offsets == [3])
        #expect(table.rowHeights == [20, 20])
        installation.dispose()
    }

    @Test func installingOverAnExistingForwardDelegateStops() async {
        await #expect(processExitsWith: .failure) {
            let table = TableView(numberOfRows: 1)
            let first = RowHeights([:])
            let second = RowHeights([:])
            let installation = table.rx.setDelegate(first)
            _ = table.rx.setDelegate(second)
            installation.dispose()
        }
    }
}

@Suite struct ViewLifetimeTests {
    @Test func releasingTheTableViewCompletesTheStreamsAndReleasesTheProxy() {
        weak var weakTable: TableView?
        weak var weakProxy: ScrollViewDelegateProxy?
        let answers = RowHeights([0: 1])
        var offsets: History<Double>?
        var selected: History<Int>?
        var heights: History<Double>?
        var installation: Disposable?
        do {
            let table = TableView(numberOfRows: 1)
            weakTable = table
            weakProxy = table.rx.delegate
            offsets = History(table.rx.didScroll)
            selected = History(table.rx.itemSelected)
            heights = History(table.rx.heightForRow.map(\.height))
            installation = table.rx.setDelegate(answers)
            table.scroll(to: 9)
            table.reloadData()
        }
        #expect(weakTable == nil)
        #expect(weakProxy == nil)
        #expect(offsets?.events == [.next(9), .completed])
        #expect(selected?.events == [.completed])
        #expect(heights?.events == [.next(1), .completed])
        installation?.dispose()  // after the proxy is gone: nothing to do, no crash
    }

    @Test func theProxyDoesNotKeepAWeaklyInstalledDelegateAlive() {
        let table = TableView(numberOfRows: 1)
        weak var weakAnswers: RowHeights?
        var installation: Disposable?
        do {
            let answers = RowHeights([0: 5])
            weakAnswers = answers
            installation = table.rx.setDelegate(answers)
        }
        #expect(weakAnswers == nil)
        table.reloadData()
        #expect(table.rowHeights == [44])
        installation?.dispose()
    }

    @Test func aRetainedForwardDelegateLivesAsLongAsTheTableView() {
        weak var weakAnswers: RowHeights?
        var table: TableView? = TableView(numberOfRows: 1)
        do {
            let answers = RowHeights([0: 5])
            weakAnswers = answers
            _ = TableViewDelegateProxy.installForwardDelegate(
                answers, retainDelegate: true, onProxyForObject: table!)
        }
        table?.reloadData()
        #expect(table?.rowHeights == [5])
        #expect(weakAnswers != nil)
        table = nil
        #expect(weakAnswers == nil)
    }
}
