import Dispatch
import ObservableCore
import ObservableCoreTesting
import TestSupport
import Testing

@Suite struct DisposeBagBuilderTests {
    @Test func theBuilderInitHoldsEveryStatementUntilTheBagGoes() {
        let log = EventLog()
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { log.append("a") }
            Disposables.create { log.append("b") }
            Disposables.create { log.append("c") }
        }
        #expect(log.all == [])
        _ = bag
        bag = nil
        #expect(log.all == ["a", "b", "c"])
    }

    @Test func insertWithTheBuilderAddsInOrder() {
        let log = EventLog()
        var bag: DisposeBag? = DisposeBag()
        bag?.insert(Disposables.create { log.append("first") })
        bag?.insert {
            Observable<Int>.never().subscribe(onDisposed: { log.append("second") })
            Observable<Int>.never().subscribe(onDisposed: { log.append("third") })
        }
        bag?.insert([Disposables.create { log.append("fourth") }])
        bag = nil
        #expect(log.all == ["first", "second", "third", "fourth"])
    }

    @Test func anEmptyBuilderMakesAnEmptyBag() {
        var bag: DisposeBag? = DisposeBag {}
        _ = bag
        bag = nil
        #expect(bag == nil)
    }

    @Test func insertingDoesNotDisposeWhileTheBagLives() {
        let calls = TallyCounter()
        let bag = DisposeBag()
        bag.insert {
            Disposables.create { _ = calls.increment() }
        }
        #expect(calls.current == 0)
    }
}

@Suite struct CompositeDisposableArityTests {
    @Test func fourAndMoreAreDisposedTogetherInOrder() {
        let log = EventLog()
        let group = CompositeDisposable(
            Disposables.create { log.append("1") }, Disposables.create { log.append("2") },
            Disposables.create { log.append("3") }, Disposables.create { log.append("4") },
            Disposables.create { log.append("5") })
        #expect(group.count == 5)
        group.dispose()
        group.dispose()
        #expect(log.all.sorted() == ["1", "2", "3", "4", "5"])
        #expect(group.isDisposed)
    }
}

@Suite struct RefCountDisposableTests {
    @Test func withoutDependentsTheFirstDisposeReleases() {
        let log = EventLog()
        let shared = RefCountDisposable(disposable: Disposables.create { log.append("released") })
        #expect(!shared.isDisposed)
        shared.dispose()
        shared.dispose()
        #expect(log.all == ["released"])
        #expect(shared.isDisposed)
    }

    @Test func theLastOfThePrimaryAndItsDependentsReleases() {
        let log = EventLog()
        let shared = RefCountDisposable(disposable: Disposables.create { log.append("released") })
        let first = shared.retain()
        let second = shared.retain()
        shared.dispose()
        first.dispose()
        first.dispose()  // counted once
        #expect(log.all == [])
        #expect(!shared.isDisposed)
        second.dispose()
        #expect(log.all == ["released"])
        #expect(shared.isDisposed)
    }

    @Test func dependentsAloneDoNotRelease() {
        let log = EventLog()
        let shared = RefCountDisposable(disposable: Disposables.create { log.append("released") })
        shared.retain().dispose()
        shared.retain().dispose()
        #expect(log.all == [])
        shared.dispose()
        #expect(log.all == ["released"])
    }

    @Test func retainAfterTheReleaseGivesANoOp() {
        let log = EventLog()
        let shared = RefCountDisposable(disposable: Disposables.create { log.append("released") })
        shared.dispose()
        let late = shared.retain()
        late.dispose()
        #expect(log.all == ["released"])
    }

    @Test func theUnderlyingDisposableMayDisposeTheSharedOneAgain() {
        let log = EventLog()
        let holder = SerialDisposable()
        let shared = RefCountDisposable(
            disposable: Disposables.create {
                log.append("released")
                holder.dispose()
            })
        holder.disposable = shared
        let dependent = shared.retain()
        shared.dispose()
        dependent.dispose()
        #expect(log.all == ["released"])
    }

    @Test func dependentsReleasedFromEightThreadsReleaseOnce() async {
        let released = TallyCounter()
        let shared = RefCountDisposable(disposable: Disposables.create { _ = released.increment() })
        // Each thread disposes its own stride of the array, which nobody mutates.
        nonisolated(unsafe) let dependents = (0..<800).map { _ in shared.retain() }
        shared.dispose()
        let done = TestSignal(count: 8)
        for thread in 0..<8 {
            DispatchQueue.global().async {
                for index in stride(from: thread, to: 800, by: 8) { dependents[index].dispose() }
                done.fire()
            }
        }
        #expect(await done.wait())
        #expect(released.current == 1)
        #expect(shared.isDisposed)
    }
}

@Suite struct ScheduledDisposableTests {
    @Test func disposesOnTheSchedulerOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = EventLog()
        let scheduled = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create { log.append("disposed at \(scheduler.clock)") })
        scheduler.scheduleAt(10) { scheduled.dispose() }
        scheduler.scheduleAt(20) { scheduled.dispose() }
        scheduler.advanceTo(10)
        #expect(!scheduled.isDisposed)
        #expect(log.all == [])
        scheduler.start()
        #expect(scheduled.isDisposed)
        #expect(log.all == ["disposed at 11"])
    }

    @Test func onTheCurrentThreadItDisposesAtOnce() {
        let log = EventLog()
        let scheduled = ScheduledDisposable(
            scheduler: CurrentThreadScheduler.instance,
            disposable: Disposables.create { log.append("disposed") })
        #expect(scheduled.scheduler is CurrentThreadScheduler)
        scheduled.dispose()
        #expect(log.all == ["disposed"])
        #expect(scheduled.isDisposed)
    }
}
