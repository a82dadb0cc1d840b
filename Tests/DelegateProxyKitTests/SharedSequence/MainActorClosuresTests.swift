import DelegateProxyKit
import Dispatch
import ObservableCoreTesting
import TestSupport
import Testing

/// Main-actor state, as a view model or a view holds it.
@MainActor private final class Screen {
    var titles: [String] = []
    var ends: [String] = []
}

// Nonisolated code, as setup code often is: the closures below touch main-actor state with no
// `MainActor.assumeIsolated`. That compiles in the Swift 6 language mode (this target's) only
// because `drive`, `emit` and `Binder`'s closures are `@MainActor`.

private func drive(_ titles: Driver<String>, into screen: Screen) -> Disposable {
    titles.drive(
        onNext: { screen.titles.append($0) }, onCompleted: { screen.ends.append("completed") },
        onDisposed: { screen.ends.append("disposed") })
}

private func drive(_ titles: Driver<String>, with screen: Screen) -> Disposable {
    titles.drive(
        with: screen, onNext: { screen, title in screen.titles.append(title) },
        onCompleted: { $0.ends.append("completed") }, onDisposed: { $0.ends.append("disposed") })
}

private func emit(_ titles: Signal<String>, into screen: Screen) -> Disposable {
    titles.emit(
        onNext: { screen.titles.append($0) }, onCompleted: { screen.ends.append("completed") },
        onDisposed: { screen.ends.append("disposed") })
}

private func emit(_ titles: Signal<String>, with screen: Screen) -> Disposable {
    titles.emit(
        with: screen, onNext: { screen, title in screen.titles.append(title) },
        onCompleted: { $0.ends.append("completed") }, onDisposed: { $0.ends.append("disposed") })
}

private func titleBinder(of screen: Screen) -> Binder<String> {
    Binder(screen) { screen, title in screen.titles.append(title) }
}

@Suite @MainActor struct MainActorClosuresTests {
    // On the main thread a driver's or a signal's element arrives at once when it is sent from
    // code that is not itself delivering one (MainScheduler queues a nested delivery): relays
    // sent to from the test show the closures run at once.

    @Test func driveRunsItsClosuresOnTheMainActorAtOnce() {
        let screen = Screen()
        let title = BehaviorRelay(value: "a")
        let subscription = drive(title.asDriver(), into: screen)
        #expect(screen.titles == ["a"])
        title.accept("b")
        #expect(screen.titles == ["a", "b"])
        subscription.dispose()
        #expect(screen.ends == ["disposed"])
        title.accept("c")
        #expect(screen.titles == ["a", "b"])
    }

    @Test func driveWithAnObjectRunsItsClosuresOnTheMainActor() {
        let screen = Screen()
        let title = BehaviorRelay(value: "a")
        let subscription = drive(title.asDriver(), with: screen)
        title.accept("b")
        #expect(screen.titles == ["a", "b"])
        subscription.dispose()
        #expect(screen.ends == ["disposed"])
    }

    @Test func emitRunsItsClosuresOnTheMainActor() {
        let screen = Screen()
        let taps = PublishRelay<String>()
        let subscription = emit(taps.asSignal(), into: screen)
        taps.accept("a")
        taps.accept("b")
        #expect(screen.titles == ["a", "b"])
        subscription.dispose()
        #expect(screen.ends == ["disposed"])
        let withScreen = emit(taps.asSignal(), with: screen)
        taps.accept("c")
        #expect(screen.titles == ["a", "b", "c"])
        withScreen.dispose()
        #expect(screen.ends == ["disposed", "disposed"])
    }

    @Test func onCompletionTheClosuresRunOnTheMainActor() {
        let scheduler = TestScheduler(initialClock: 0)
        let screen = Screen()
        SharingScheduler.mock(scheduler: scheduler) {
            _ = drive(Driver.of("a"), with: screen)
            _ = emit(Signal.of("b"), into: screen)
            scheduler.start()
        }
        #expect(screen.titles == ["a", "b"])
        #expect(screen.ends == ["completed", "disposed", "completed", "disposed"])
    }

    @Test func onVirtualTimeTheClosuresRunAsTheSchedulerAdvances() {
        let scheduler = TestScheduler(initialClock: 0)
        let screen = Screen()
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
            _ = drive(source.asDriver(onErrorJustReturn: "-"), into: screen)
            scheduler.advanceTo(15)
            #expect(screen.titles == ["a"])
            scheduler.start()
        }
        #expect(screen.titles == ["a", "b"])
        #expect(screen.ends == ["completed", "disposed"])
    }

    @Test func aMainThreadBinderRunsItsClosureOnTheMainActor() {
        let screen = Screen()
        _ = Observable.of("a", "b").bind(to: titleBinder(of: screen))
        #expect(screen.titles == ["a", "b"])
        _ = Driver.just("c").drive(titleBinder(of: screen))
        #expect(screen.titles == ["a", "b", "c"])
    }

    @Test func aDisposalOffTheMainThreadRunsOnDisposedOnTheMainQueue() async {
        let screen = Screen()
        let disposed = TestSignal()
        let subscription = Driver<String>.never().drive(onDisposed: {
            screen.ends.append("disposed on the main thread: \(MainScheduler.isMainThread)")
            disposed.fire()
        })
        // A queue of its own: its work is never on the main queue, whichever thread runs it.
        DispatchQueue(label: "off-main").sync { subscription.dispose() }
        #expect(screen.ends == [])  // queued behind this test's turn on the main actor
        #expect(await disposed.wait())
        #expect(screen.ends == ["disposed on the main thread: true"])
    }

    @Test func aSignalDeliversOnTheMainQueueWhenItsSourceIsElsewhere() async {
        let screen = Screen()
        let delivered = TestSignal()
        let titles = PublishRelay<String>()
        let subscription = titles.asSignal().emit(onNext: {
            screen.titles.append("\($0) on the main thread: \(MainScheduler.isMainThread)")
            delivered.fire()
        })
        DispatchQueue(label: "off-main").sync { titles.accept("a") }
        #expect(await delivered.wait())
        #expect(screen.titles == ["a on the main thread: true"])
        subscription.dispose()
    }
}
