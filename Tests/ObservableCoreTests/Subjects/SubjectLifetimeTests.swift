import TestSupport

#if TRACE_RESOURCES
    import ObservableCore
    import Testing

    /// A subscription whose disposable is thrown away is owned by its subject alone, as in
    /// RxSwift: once the subject (or relay, or shared source) is released, the observer, the
    /// sink behind `subscribe(onNext:…)` and everything the closures capture are released too.
    ///
    /// The observer and the sink are internal, so they are counted with
    /// `Resources.threadBalance` (everything here is made and released on the test's thread);
    /// what the closures capture is watched with a weak reference.
    @Suite struct SubjectLifetimeTests {
        /// What a subscriber's closures capture.
        final class Capture: Sendable {}

        /// Subscribes closures capturing a fresh `Capture` to `source`, discards the
        /// disposable, sends through `send`, releases everything `make` returned, and checks
        /// that the subject, the capture, the observer and the sink are all gone.
        func expectReleased<Source: AnyObject, Element>(
            _ make: () -> (Source, Observable<Element>),
            send: (Source) -> Void = { _ in },
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let before = Resources.threadBalance
            weak var weakSource: Source?
            weak var weakCapture: Capture?
            var received = 0
            do {
                let (source, observable) = make()
                weakSource = source
                let capture = Capture()
                weakCapture = capture
                _ = observable.subscribe(
                    onNext: { _ in
                        withExtendedLifetime(capture) { received += 1 }
                    },
                    onError: { _ in withExtendedLifetime(capture) {} },
                    onDisposed: { withExtendedLifetime(capture) {} })
                send(source)
            }
            #expect(received > 0, sourceLocation: sourceLocation)
            #expect(weakSource == nil, sourceLocation: sourceLocation)
            #expect(weakCapture == nil, sourceLocation: sourceLocation)
            #expect(Resources.threadBalance == before, sourceLocation: sourceLocation)
        }

        @Test func aPublishSubjectReleasedTakesItsSubscriptionsWithIt() {
            expectReleased {
                let subject = PublishSubject<Int>()
                return (subject, subject.asObservable())
            } send: {
                $0.onNext(1)
            }
        }

        @Test func aBehaviorSubjectReleasedTakesItsSubscriptionsWithIt() {
            expectReleased {
                let subject = BehaviorSubject(value: 0)
                return (subject, subject.asObservable())
            } send: {
                $0.onNext(1)
            }
        }

        @Test func aReplaySubjectReleasedTakesItsSubscriptionsWithIt() {
            expectReleased {
                let subject = ReplaySubject<Int>.create(bufferSize: 2)
                subject.onNext(0)
                return (subject, subject.asObservable())
            } send: {
                $0.onNext(1)
            }
            expectReleased {
                let subject = ReplaySubject<Int>.createUnbounded()
                subject.onNext(0)
                return (subject, subject.asObservable())
            } send: {
                $0.onNext(1)
            }
        }

        @Test func anAsyncSubjectReleasedBeforeItEndsTakesItsSubscriptionsWithIt() {
            let before = Resources.threadBalance
            weak var weakCapture: Capture?
            do {
                let subject = AsyncSubject<Int>()
                let capture = Capture()
                weakCapture = capture
                _ = subject.subscribe(onNext: { _ in withExtendedLifetime(capture) {} })
                subject.onNext(1)
            }
            #expect(weakCapture == nil)
            #expect(Resources.threadBalance == before)
        }

        @Test func aSubjectDisposedThenReleasedTakesItsSubscriptionsWithIt() {
            expectReleased {
                let subject = PublishSubject<Int>()
                return (subject, subject.asObservable())
            } send: {
                $0.onNext(1)
                $0.dispose()
            }
            expectReleased {
                let subject = BehaviorSubject(value: 0)
                return (subject, subject.asObservable())
            } send: {
                $0.dispose()
            }
            expectReleased {
                let subject = ReplaySubject<Int>.create(bufferSize: 1)
                subject.onNext(0)
                return (subject, subject.asObservable())
            } send: {
                $0.dispose()
            }
        }

        @Test func relaysReleasedTakeTheirSubscriptionsWithThem() {
            expectReleased {
                let relay = PublishRelay<Int>()
                return (relay, relay.asObservable())
            } send: {
                $0.accept(1)
            }
            expectReleased {
                let relay = BehaviorRelay(value: 0)
                return (relay, relay.asObservable())
            } send: {
                $0.accept(1)
            }
            expectReleased {
                let relay = ReplayRelay<Int>.create(bufferSize: 1)
                relay.accept(0)
                return (relay, relay.asObservable())
            } send: {
                $0.accept(1)
            }
        }

        @Test func aSubscriptionDisposedBeforeTheSubjectGoesIsReleasedAtOnce() {
            let before = Resources.threadBalance
            let subject = PublishSubject<Int>()
            weak var weakCapture: Capture?
            do {
                let capture = Capture()
                weakCapture = capture
                let subscription = subject.subscribe(onNext: { _ in withExtendedLifetime(capture) {} })
                subject.onNext(1)
                subscription.dispose()
            }
            #expect(weakCapture == nil)
            #expect(Resources.threadBalance == before + 1)  // the subject, an observable, still held
            #expect(!subject.hasObservers)
        }
    }
#endif
