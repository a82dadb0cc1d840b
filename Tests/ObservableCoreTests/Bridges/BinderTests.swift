import Dispatch
import Foundation
import ObservableCore
import TestSupport
import Testing

@Suite struct BinderTests {
    final class Label: @unchecked Sendable {  // `lock` guards `storage`.
        private let lock = NSLock()
        private var storage: (texts: [String], threads: [Bool]) = ([], [])
        var texts: [String] {
            get { lock.withLock { storage.texts } }
            set { lock.withLock { storage.texts = newValue } }
        }
        var threads: [Bool] {
            get { lock.withLock { storage.threads } }
            set { lock.withLock { storage.threads = newValue } }
        }
    }

    @Test func appliesEachElementToTheTargetOnTheGivenScheduler() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in
            label.texts.append(text)
        }
        _ = Observable.of("a", "b", "c").subscribe(binder)
        #expect(label.texts == ["a", "b", "c"])
    }

    @Test func completedIsIgnoredAndEmptyChangesNothing() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in
            label.texts.append(text)
        }
        _ = Observable<String>.empty().subscribe(binder)
        binder.onCompleted()
        binder.onNext("after completed")
        #expect(label.texts == ["after completed"])
    }

    @Test func byDefaultItAppliesOnTheMainThread() async {
        let label = Label()
        let done = TestSignal()
        let binder = Binder(label) { label, text in
            label.texts.append(text)
            label.threads.append(MainScheduler.isMainThread)
            if text == "b" { done.fire() }
        }
        _ = Observable.of("a", "b").subscribe(binder)
        #expect(await done.wait())
        #expect(label.texts == ["a", "b"])
        #expect(label.threads == [true, true])
    }

    @Test @MainActor func onTheMainThreadItAppliesAtOnce() {
        let label = Label()
        let binder = Binder(label, scheduler: MainScheduler()) { label, text in
            label.texts.append(text)
        }
        binder.onNext("now")
        #expect(label.texts == ["now"])
    }

    /// As RxCocoa's: each default binder has a main scheduler of its own, so one binder's work on the
    /// main queue (here: the first binder's element, being applied) does not defer another's.
    @Test @MainActor func defaultBindersOnTheMainThreadDoNotWaitForEachOther() {
        let first = Label()
        let second = Label()
        let toSecond = Binder(second) { second, text in second.texts.append(text) }
        var secondWhileFirstApplied: [String] = []
        let toFirst = Binder(first) { first, text in
            first.texts.append(text)
            toSecond.onNext(text + "!")
            secondWhileFirstApplied = second.texts
        }
        toFirst.onNext("a")
        #expect(first.texts == ["a"])
        #expect(secondWhileFirstApplied == ["a!"])
    }

    @Test func itDoesNotKeepItsTargetAlive() {
        var label: Label? = Label()
        weak let weakLabel = label
        let applied = TallyCounter()
        let binder = Binder(label!, scheduler: CurrentThreadScheduler.instance) { (_, _: String) in
            applied.increment()
        }
        binder.onNext("while alive")
        label = nil
        #expect(weakLabel == nil)
        binder.onNext("after release")
        #expect(applied.current == 1)
    }

    @Test func disposingTheSubscriptionMidwayStopsUpdates() {
        let label = Label()
        let source = SharedManualSource<String>()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in
            label.texts.append(text)
        }
        let subscription = source.observable.subscribe(binder)
        source.send(.next("a"))
        subscription.dispose()
        source.send(.next("b"))
        #expect(label.texts == ["a"])
    }

    @Test func aBindingThatUpdatesTheSourceAgainIsApplied() {
        let label = Label()
        let source = SharedManualSource<String>()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in
            label.texts.append(text)
            if text == "a" { source.send(.next("b")) }
        }
        let subscription = source.observable.subscribe(binder)
        source.send(.next("a"))
        #expect(label.texts == ["a", "b"])
        subscription.dispose()
    }

    @Test func asObserverForwardsToTheBinder() {
        let label = Label()
        let observer = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in
            label.texts.append(text)
        }
        .asObserver()
        observer.onNext("x")
        #expect(label.texts == ["x"])
    }

    @Test func anErrorStopsTheProgramInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            final class Target {}
            let target = Target()
            let binder = Binder(target, scheduler: CurrentThreadScheduler.instance) { (_, _: Int) in }
            binder.onError(TestError(id: 1))
        }
    }
}
