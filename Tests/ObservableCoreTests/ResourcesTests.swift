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
            do {
                let subject = PublishSubject<Int>()
                let subscription = subject.map { $0 }.subscribe(onNext: { _ in })
                // The subject (an observable), its subscription, the map sink, subscribe's sink;
                // not the map observable, which nothing holds once subscribed.
                #expect(Resources.threadBalance - before == 4)
                subscription.dispose()
                // The subject, and the disposable the caller still holds: subscribe's sink.
                #expect(Resources.threadBalance - before == 2)
            }
            #expect(Resources.threadBalance == before)
        }

        @Test func everyLiveObservableCounts() {
            let before = Resources.threadBalance
            do {
                // As in RxSwift: `Observable.just(1)` alive adds one.
                let just = Observable.just(1)
                #expect(Resources.threadBalance - before == 1)
                // `map` holds its source: two observables.
                let mapped = just.map { $0 + 1 }
                #expect(Resources.threadBalance - before == 2)
                // On a serial dispatch queue, `observe(on:)` counts twice, as in RxSwift: as an
                // observable and as a serial-queue observable; on another scheduler once.
                let serial = mapped.observe(
                    on: SerialDispatchQueueScheduler(internalSerialQueueName: "resources"))
                #expect(Resources.threadBalance - before == 4)
                let concurrent = mapped.observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
                #expect(Resources.threadBalance - before == 5)
                withExtendedLifetime((serial, concurrent)) {}
            }
            #expect(Resources.threadBalance == before)
        }

        @Test func incrementTotalAndDecrementTotalMoveTheCount() {
            let before = Resources.threadBalance
            let total: Int32 = Resources.incrementTotal()
            #expect(Resources.threadBalance - before == 1)
            #expect(total != 0)  // this test's own increment, at least, is live
            _ = Resources.decrementTotal()
            #expect(Resources.threadBalance == before)
        }

        /// RxSwift's figures, exactly, on the process-wide counts: taken in a process of their
        /// own, where no other test moves them.
        @Test func processWideCountsAreRxSwifts() async {
            let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
                let before = Resources.total
                do {
                    let just = Observable.just(1)
                    print("just", Resources.total - before, Resources.numberOfSerialDispatchQueueObservables)
                    do {
                        let onMain = just.observe(on: MainScheduler.instance)
                        print(
                            "main", Resources.total - before, Resources.numberOfSerialDispatchQueueObservables
                        )
                        let onWorker = just.observe(
                            on: SerialDispatchQueueScheduler(internalSerialQueueName: "worker"))
                        print(
                            "serial", Resources.total - before,
                            Resources.numberOfSerialDispatchQueueObservables)
                        let onConcurrent = just.observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
                        print(
                            "concurrent", Resources.total - before,
                            Resources.numberOfSerialDispatchQueueObservables)
                        withExtendedLifetime((onMain, onWorker, onConcurrent)) {}
                    }
                    print(
                        "released", Resources.total - before, Resources.numberOfSerialDispatchQueueObservables
                    )
                    withExtendedLifetime(just) {}
                }
                let incremented = Resources.incrementTotal()
                print("increment", incremented - before, incremented == Resources.total)
                let decremented = Resources.decrementTotal()
                print("decrement", decremented - before, decremented == Resources.total)
            }
            let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
            #expect(
                output == """
                    just 1 0
                    main 3 1
                    serial 5 2
                    concurrent 6 2
                    released 1 0
                    increment 1 true
                    decrement 0 true

                    """)
        }
    }
#endif
