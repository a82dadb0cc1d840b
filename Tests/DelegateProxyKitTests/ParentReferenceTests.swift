import DelegateProxyKit
import Synchronization
import TestSupport
import Testing

/// How a proxy refers to its parent: it answers `nil` once the parent's deinitialization has
/// begun, and never keeps it alive (a weak reference; see `ParentReference`).
@Suite struct ParentReferenceTests {
    /// A parent that owns its proxies and runs `onDeinit` from its deinitializer.
    final class ClosingWidget: Widget, @unchecked Sendable {  // `onDeinit` is set before sharing.
        let marker = 42
        var onDeinit: (() -> Void)?
        deinit { onDeinit?() }
    }

    @Test func aProxyHeldAfterItsParentOwningItAnswersNil() {
        var widget: ClosingWidget? = ClosingWidget()
        weak let released: ClosingWidget? = widget
        let proxy = WidgetDelegateProxy.proxy(for: widget!)
        #expect(proxy.parentObject === widget)
        widget = nil
        #expect(released == nil)
        #expect(proxy.parentObject == nil)
    }

    @Test func aProxyHeldAfterItsParentInTheGlobalTableAnswersNil() {
        var gadget: Gadget? = Gadget()
        weak let released: Gadget? = gadget
        let proxy = GadgetDelegateProxy.proxy(for: gadget!)
        #expect(proxy.parentObject === gadget)
        gadget = nil
        #expect(released == nil)
        #expect(proxy.parentObject == nil)
        // Swept (here or by another suite's sweep): the proxy alone refers to the parent now.
        AssociatedProxyStorage.removeReleasedParents()
        #expect(proxy.parentObject == nil)
    }

    @Test func aParentIsGoneForItsProxyOnceItsDeinitializerRuns() {
        var seenFromDeinit: [Bool] = []
        var widget: ClosingWidget? = ClosingWidget()
        let proxy = WidgetDelegateProxy.proxy(for: widget!)
        widget!.onDeinit = { seenFromDeinit.append(proxy.parentObject != nil) }
        widget = nil
        #expect(seenFromDeinit == [false])
    }

    /// The parent released on one thread while another reads it through its proxy: each read
    /// gets the whole parent (retained: it stays usable after the release) or `nil`, never a
    /// parent being torn down, and once the release is done every read is `nil`.
    @Test func readsRacingTheParentsReleaseGetItWholeOrNil() async {
        final class Round: @unchecked Sendable {  // each thread touches its own fields.
            var widget: ClosingWidget?
            let proxy: WidgetDelegateProxy
            let released = Atomic<Bool>(false)
            var markers: [Int] = []
            var nilAfterRelease = false
            init() {
                let widget = ClosingWidget()
                self.widget = widget
                proxy = WidgetDelegateProxy.proxy(for: widget)
            }
        }
        let rounds = (0..<300).map { _ in Round() }
        let finished = await Watchdog.run(rounds: rounds.count, threads: 2) { thread, index in
            let round = rounds[index]
            if thread == 0 {
                round.widget = nil
                round.released.store(true, ordering: .releasing)
            } else {
                while true {
                    let wasReleased = round.released.load(ordering: .acquiring)
                    guard let parent = round.proxy.parentObject as? ClosingWidget else {
                        round.nilAfterRelease = true
                        break
                    }
                    round.markers.append(parent.marker)
                    #expect(!wasReleased)
                }
            }
        }
        #expect(finished)
        #expect(rounds.allSatisfy { $0.markers.allSatisfy { $0 == 42 } && $0.nilAfterRelease })
        #expect(rounds.allSatisfy { $0.proxy.parentObject == nil })
    }
}
