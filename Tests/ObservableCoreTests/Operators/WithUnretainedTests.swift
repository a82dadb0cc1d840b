import ObservableCore
import TestSupport
import Testing

@Suite struct WithUnretainedTests {
    private final class Owner {
        let name: String
        init(name: String) { self.name = name }
    }

    @Test func combinesTheObjectWithEachElement() {
        let owner = Owner(name: "home")
        let (recorder, _) = Observable.of(1, 2).withUnretained(owner) { "\($0.name) \($1)" }.record()
        #expect(recorder.events == [.next("home 1"), .next("home 2"), .completed])
        var tuples: [String] = []
        _ = Observable.just(3).withUnretained(owner).subscribe(onNext: { tuples.append("\($0.name) \($1)") })
        #expect(tuples == ["home 3"])
    }

    @Test func completesAtTheNextElementOnceTheObjectIsGone() {
        let source = ManualSource<Int>()
        var owner: Owner? = Owner(name: "a")
        let (recorder, _) = source.observable.withUnretained(owner!) { "\($0.name)\($1)" }.record()
        source.onNext(1)
        owner = nil
        #expect(recorder.events == [.next("a1")])
        source.onNext(2)
        #expect(recorder.events == [.next("a1"), .completed])
        #expect(source.observerCount == 0)
    }

    @Test func holdsTheObjectWeakly() {
        weak var released: Owner?
        let source = ManualSource<Int>()
        var subscription: Disposable?
        do {
            let owner = Owner(name: "b")
            released = owner
            subscription = source.observable.withUnretained(owner).subscribe()
        }
        #expect(released == nil)
        subscription?.dispose()
    }

    @Test func errorEmptyNeverAndDisposal() {
        let owner = Owner(name: "c")
        #expect(
            Observable<Int>.error(TestError(id: 1)).withUnretained(owner) { $1 }.record().0.events == [
                .error("TestError(1)")
            ])
        #expect(Observable<Int>.empty().withUnretained(owner) { $1 }.record().0.events == [.completed])
        let source = ManualSource<Int>()
        let (recorder, subscription) = source.observable.withUnretained(owner) { $1 }.record()
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
    }

    @Test func observerFeedingTheSourceBack() {
        let owner = Owner(name: "d")
        let source = PublishSubject<Int>()
        var log: [Int] = []
        let subscription = source.withUnretained(owner).subscribe(onNext: { _, value in
            log.append(value)
            if value == 1 { source.onNext(2) }
        })
        source.onNext(1)
        #expect(log == [1, 2])
        subscription.dispose()
    }
}
