import InternalReactiveUtilities
import Synchronization
import TestSupport
import Testing

@testable import DelegateProxyKit

/// The per-proxy state behind the package's lock (``Locked``): a dispatch table's and a parent's
/// proxy storage, used from several threads at once. Under ThreadSanitizer these tests fail if
/// `withLock` stops taking the lock: each touches its owner's state from every thread, so an
/// unguarded access is a data race it reports.
@Suite struct ProxyStateLockTests {
    private final class Target: @unchecked Sendable {  // immutable.
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func theForwardDelegateIsReadWhileOtherThreadsReplaceIt() async {
        let table = _DispatchTable()
        let targets = [Target("a"), Target("b")]
        let threads = 8
        let torn = Atomic<Int>(0)
        await performConcurrently(iterations: threads) { thread in
            for step in 0..<500 {
                if thread % 2 == 0 {
                    table.setForwardDelegate(targets[step % 2], retain: step % 4 < 2)
                } else if let name = table.withForwardDelegate({ (target: Target) in target.name }) {
                    if name != "a" && name != "b" { torn.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(torn.load(ordering: .relaxed) == 0)
        #expect(table.forwardDelegate(as: Target.self) === targets[1])
    }

    @Test func aParentsProxiesAreAttachedFromEightThreadsAtOnce() async {
        let storage = AssociatedProxyStorage()
        let threads = 8
        let proxies = (0..<threads).map { Target("\($0)") }
        let families = (0..<threads).map { _ in Target("family") }
        await performConcurrently(iterations: threads) { thread in
            let family = ObjectIdentifier(families[thread])
            for _ in 0..<200 {
                _ = storage.withProxies { $0.updateValue(proxies[thread], forKey: family) }
                _ = storage.withProxies { $0[family] }
            }
        }
        for thread in 0..<threads {
            #expect(storage.withProxies { $0[ObjectIdentifier(families[thread])] } === proxies[thread])
        }
    }

    @Test func aTablesSlotsAreMadeFromEightThreadsAtOnce() async {
        let table = _DispatchTable()
        let threads = 8
        let names = (0..<16).map { DelegateSelector("method\($0)(_:)") }
        let made = Locked<[ObjectIdentifier: Int]>([:])
        await performConcurrently(iterations: threads) { thread in
            for round in 0..<50 {
                let selector = names[(thread + round) % names.count]
                let slot = table.slot(for: selector)
                made.withLock { $0[ObjectIdentifier(slot), default: 0] += 1 }
            }
        }
        // One slot per selector, whichever thread asked first.
        #expect(made.withLock { $0.count } == names.count)
        #expect(made.withLock { $0.values.reduce(0, +) } == threads * 50)
        #expect(
            table.withLock { $0.slots.map(\.selector) }.sorted { $0.name < $1.name }
                == names.sorted { $0.name < $1.name })
    }
}
