import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

/// Delegate calls from many threads while observers subscribe and dispose and the parent is
/// released: every call made while the parent lived reaches a steady observer exactly once, one
/// call at a time, then `completed` once; nothing deadlocks; the proxy goes with its parent.
/// (`ConcurrencyTests` covers calls with churn on a parent that stays, and proxy creation.)
@Suite struct ProxyStressTests {
    static let callers = 6
    static let rounds = 20
    static let callsPerCaller = 300
    static let stride = 1_000_000

    @Test func callsFromManyThreadsWhileObserversChurnAndTheParentIsReleased() async {
        for round in 0..<Self.rounds {
            let holder = WidgetHolder(Widget())
            let forward = RecordingWidgetDelegate()
            holder.widget!.delegate = forward
            let typed = GrammarChecker<Int>()
            let untyped = GrammarChecker<Int>()
            weak let weakProxy = WidgetDelegateProxy.proxy(for: holder.widget!)
            let bag = DisposeBag()
            holder.widget!.rx.didChange.subscribe(typed).disposed(by: bag)
            holder.widget!.rx.delegate.sentMessage("widget(_:didChange:)")
                .map { try castOrThrow(Int.self, $0[1]) }.subscribe(untyped).disposed(by: bag)
            let made = CallLog()
            let churnProblems = CallLog()
            let weakWidget = WeakWidget(holder.widget!)
            let flowing = TestSignal()

            let finished = await Watchdog.run(threads: Self.callers + 2) { thread in
                switch thread {
                case ..<Self.callers:
                    var index = 0
                    while let widget = weakWidget.value, index < Self.callsPerCaller {
                        let value = thread * Self.stride + index
                        widget.change(value)
                        made.append(value)
                        if made.count >= Self.callsPerCaller { flowing.fire() }
                        index += 1
                    }
                case Self.callers:
                    // Observers come and go, through the parent while it lives.
                    while let widget = weakWidget.value {
                        let checker = GrammarChecker<Int>()
                        let subscription = widget.rx.didChange.subscribe(checker)
                        _ = WidgetDelegateProxy.proxy(for: widget)
                        subscription.dispose()
                        if !checker.violations.isEmpty { churnProblems.append(round) }
                    }
                default:
                    // Release the parent once calls are flowing.
                    _ = flowing.block()
                    holder.widget = nil
                }
            }
            #expect(finished, "deadlock in round \(round)")
            #expect(weakWidget.value == nil && weakProxy == nil)
            let calls = made.all.sorted()
            #expect(typed.violations == [] && untyped.violations == [])
            #expect(typed.received.sorted() == calls)
            #expect(untyped.received.sorted() == calls)
            #expect(forward.calls.count == calls.count)
            #expect(typed.stopEvents == ["completed"] && untyped.stopEvents == ["completed"])
            #expect(churnProblems.count == 0)
            if !(typed.received.sorted() == calls) { break }
        }
    }
}

/// A parent held weakly by the threads that call it, so that releasing it is up to the test.
final class WeakWidget: @unchecked Sendable {  // `lock` guards `storage`.
    private let lock = NSLock()
    private weak var storage: Widget?
    init(_ widget: Widget) { storage = widget }
    var value: Widget? { lock.withLock { storage } }
}

/// Integers appended from several threads.
final class CallLog: @unchecked Sendable {  // `lock` guards `values`.
    private let lock = NSLock()
    private var values: [Int] = []
    func append(_ value: Int) { lock.withLock { values.append(value) } }
    var all: [Int] { lock.withLock { values } }
    var count: Int { lock.withLock { values.count } }
}
