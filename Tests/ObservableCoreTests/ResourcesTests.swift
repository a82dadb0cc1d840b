import TestSupport

#if TRACE_RESOURCES
    import ObservableCore
    import Testing

    /// Live-object accounting: a set of pipelines, disposed or completed, leaves the count where
    /// it was.
    ///
    /// Swift Testing runs tests in parallel in one process, so the process-wide
    /// `Resources.total` moves under any test's feet. These tests compare the calling thread's
    /// balance instead (`Resources.threadBalance`): everything here is synchronous, made and
    /// released on the test's own thread, and a synchronous test keeps its thread to itself.
    @Suite struct ResourcesTests {
        @Test func pipelinesDisposedOrCompletedLeaveNothingBehind() {
            let before = Resources.threadBalance
            do {
                let bag = DisposeBag()
                let subject = PublishSubject<Int>()
                let behavior = BehaviorSubject(value: 0)
                let replay = ReplaySubject<Int>.create(bufferSize: 2)
                let relay = BehaviorRelay(value: 1)
                let trigger = PublishSubject<Void>()

                subject.map { $0 + 1 }.filter { $0 > 0 }.scan(0, accumulator: +)
                    .subscribe(onNext: { _ in }).disposed(by: bag)
                Observable.combineLatest(subject, behavior, relay.asObservable()) { $0 + $1 + $2 }
                    .subscribe().disposed(by: bag)
                Observable.zip(subject, replay).subscribe().disposed(by: bag)
                Observable.merge(subject, behavior.asObservable(), replay.asObservable())
                    .take(until: trigger).subscribe().disposed(by: bag)
                subject.flatMapLatest { value in Observable.of(value, value) }.subscribe().disposed(by: bag)
                subject.map { Observable.just($0) }.switchLatest().distinctUntilChanged()
                    .subscribe().disposed(by: bag)
                let shared = subject.share(replay: 1)
                shared.subscribe().disposed(by: bag)
                shared.subscribe().disposed(by: bag)
                #expect(Resources.threadBalance > before)

                for value in 0..<10 {
                    subject.onNext(value)
                    behavior.onNext(value)
                    replay.onNext(value)
                    relay.accept(value)
                }
                trigger.onNext(())

                // Completed, not disposed: released by the stop event.
                _ = Observable.of(1, 2, 3).concat(Observable.range(start: 0, count: 5)).toArray()
                    .subscribe(onSuccess: { _ in })
                _ = Observable<Int>.error(TestError()).catchAndReturn(0).subscribe()
                _ = Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onCompleted()
                    return Disposables.create()
                }.retry(2).subscribe()
            }
            #expect(Resources.threadBalance == before)
        }

        @Test func aForgottenSubscriptionShowsUpUntilDisposed() {
            let before = Resources.threadBalance
            let subject = PublishSubject<Int>()
            do {
                let subscription = subject.map { $0 }.subscribe(onNext: { _ in })
                // The subject subscription, the map sink, subscribe's sink.
                #expect(Resources.threadBalance - before == 3)
                subscription.dispose()
                // Only the disposable the caller still holds: subscribe's sink.
                #expect(Resources.threadBalance - before == 1)
            }
            #expect(Resources.threadBalance == before)
        }
    }
#endif
