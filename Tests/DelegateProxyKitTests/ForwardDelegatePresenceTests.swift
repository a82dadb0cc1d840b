import DelegateProxyKit
import Synchronization
import TestSupport
import Testing

/// A delegate call reads the forward delegate only when the proxy has one: a flag beside the
/// table's lock, set with the forward delegate, lets a call skip the locked read otherwise
/// (`_DispatchTable.hasForwardDelegate`). Whichever way the delegate was set, cleared or let go,
/// a call must reach exactly the forward delegate set when it is made.
@Suite struct ForwardDelegatePresenceTests {
    @Test(arguments: [false, true])
    func aCallReachesTheForwardDelegateExactlyWhileOneIsSet(retained: Bool) {
        let widget = Widget()
        let proxy = WidgetDelegateProxy.proxy(for: widget)
        let bag = DisposeBag()
        var observed: [Int] = []
        proxy.methodInvoked(WidgetDelegateProxy.didChange)
            .subscribe(onNext: { observed.append($0.1) }).disposed(by: bag)
        let delegate = RecordingWidgetDelegate()
        delegate.height = 3

        widget.change(1)  // none set yet
        #expect(widget.height(for: 1) == 44)  // the method's default
        proxy.setForwardToDelegate(delegate, retainDelegate: retained)
        widget.change(2)
        #expect(widget.height(for: 2) == 3)
        proxy.setForwardToDelegate(nil, retainDelegate: retained)
        widget.change(3)
        #expect(widget.height(for: 3) == 44)
        proxy.setForwardToDelegate(delegate, retainDelegate: !retained)
        widget.change(4)

        #expect(delegate.calls == ["didChange(2)", "heightFor(2)", "didChange(4)"])
        #expect(observed == [1, 2, 3, 4])
    }

    @Test func aForwardDelegateSetBeforeTheProxyIsReachedAndAReleasedOneIsNot() {
        let widget = Widget()
        var delegate: RecordingWidgetDelegate? = RecordingWidgetDelegate()
        widget.delegate = delegate
        let proxy = WidgetDelegateProxy.proxy(for: widget)  // takes the delegate as its forward one
        widget.change(1)
        #expect(delegate?.calls == ["didChange(1)"])
        weak let released = delegate
        delegate = nil
        #expect(released == nil)
        widget.change(2)  // the flag is still set; the weak read finds nothing
        #expect(widget.height(for: 2) == 44)
        #expect(proxy.forwardToDelegate() == nil)
    }

    /// Setting and clearing the forward delegate on one thread while the parent calls its
    /// delegate on another: each call reaches the delegate or not, never a released one, and the
    /// flag is read without the lock (ThreadSanitizer, in CI's sanitizer run, checks that the
    /// two threads share no unsynchronized memory).
    @Test func settingTheForwardDelegateRacesDelegateCalls() async {
        final class Round: @unchecked Sendable {  // Each thread writes its own fields; read after joining.
            let widget = Widget()
            let proxy: WidgetDelegateProxy
            let delegate = RecordingWidgetDelegate()
            var heights: [Double] = []
            init() { proxy = WidgetDelegateProxy.proxy(for: widget) }
        }
        let rounds = (0..<300).map { _ in Round() }
        let finished = await Watchdog.run(rounds: rounds.count, threads: 2) { thread, index in
            let round = rounds[index]
            if thread == 0 {
                round.proxy.setForwardToDelegate(round.delegate, retainDelegate: index.isMultiple(of: 2))
                round.proxy.setForwardToDelegate(nil, retainDelegate: false)
                round.proxy.setForwardToDelegate(round.delegate, retainDelegate: false)
            } else {
                for row in 0..<3 { round.heights.append(round.widget.height(for: row) ?? -1) }
            }
        }
        #expect(finished)
        for round in rounds {
            // Each call found the delegate (7) or none (the default, 44), and the delegate saw
            // exactly the calls that found it.
            #expect(round.heights.allSatisfy { $0 == 7 || $0 == 44 })
            let reached = round.heights.enumerated().filter { $0.element == 7 }.map {
                "heightFor(\($0.offset))"
            }
            #expect(round.delegate.calls == reached)
            // Once both threads are done, the last setting holds.
            #expect(round.widget.height(for: 9) == 7)
        }
    }
}
