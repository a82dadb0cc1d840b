import ObservableCore
import TestSupport
import Testing

@Suite struct BindTests {
    @Test func bindToObserversForwardsEveryEventToEachInOrder() {
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        var log: [String] = []
        let logger = AnyObserver<Int> { log.append("\($0)") }
        _ = Observable.of(1, 2).bind(to: first.asObserver(), second.asObserver(), logger)
        #expect(first.events == [.next(1), .next(2), .completed])
        #expect(second.events == [.next(1), .next(2), .completed])
        #expect(log == ["next(1)", "next(2)", "completed"])
    }

    @Test func bindToSubjectForwardsCompletionAndErrors() {
        let completed = PublishSubject<Int>()
        let (recorder, _) = completed.record()
        _ = Observable.just(1).bind(to: completed)
        #expect(recorder.events == [.next(1), .completed])

        let failed = PublishSubject<Int>()
        let (failures, _) = failed.record()
        _ = Observable<Int>.error(TestError(id: 1)).bind(to: failed)
        #expect(failures.events == [.error("TestError(1)")])
    }

    @Test func bindToOptionalObserversWrapsElements() {
        let subject = BehaviorSubject<String?>(value: nil)
        let (recorder, _) = subject.record()
        _ = Observable.of("A").bind(to: subject)
        #expect(recorder.events == [.next(nil), .next("A"), .completed])
    }

    @Test func bindToPublishRelaysForwardsElementsButNeverStopEvents() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let (firstRecorder, _) = first.record()
        let (secondRecorder, _) = second.record()
        _ = Observable.of(1, 2).bind(to: first, second)
        _ = Observable<Int>.error(TestError()).bind(to: first)
        first.accept(3)
        #expect(firstRecorder.events == [.next(1), .next(2), .next(3)])
        #expect(secondRecorder.events == [.next(1), .next(2)])
    }

    @Test func bindToOptionalPublishRelay() {
        let relay = PublishRelay<Int?>()
        let (recorder, _) = relay.record()
        _ = Observable.of(1).bind(to: relay)
        #expect(recorder.events == [.next(1)])
    }

    @Test func bindToBehaviorRelaysKeepsThemAliveAfterTheSourceEnds() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let (recorder, _) = first.record()
        _ = Observable.of(1, 2).bind(to: first, second)
        _ = Observable<Int>.error(TestError()).bind(to: first)
        first.accept(3)
        #expect(recorder.events == [.next(0), .next(1), .next(2), .next(3)])
        #expect(second.value == 2)
    }

    @Test func bindToOptionalBehaviorRelay() {
        let relay = BehaviorRelay<Int?>(value: nil)
        _ = Observable.of(1, 2).bind(to: relay)
        #expect(relay.value == 2)
    }

    @Test func emptySourceBindsNothing() {
        let relay = BehaviorRelay(value: 0)
        let (recorder, _) = relay.record()
        _ = Observable<Int>.empty().bind(to: relay)
        #expect(recorder.events == [.next(0)])
    }

    @Test func disposingTheBindingStopsForwarding() {
        let source = PublishSubject<Int>()
        let relay = PublishRelay<Int>()
        let (recorder, _) = relay.record()
        let binding = source.bind(to: relay)
        source.onNext(1)
        binding.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(!source.hasObservers)
    }

    @Test func bindOnNextIgnoresStopEvents() {
        var log: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { log.append($0) })
        _ = Observable<Int>.error(TestError()).bind(onNext: { log.append($0) })
        #expect(log == [1, 2])
    }

    @Test func bindWithObjectHoldsItWeakly() {
        final class Screen { var titles: [String] = [] }
        let source = PublishSubject<String>()
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        _ = source.bind(with: screen!, onNext: { screen, title in screen.titles.append(title) })
        source.onNext("A")
        #expect(screen?.titles == ["A"])
        screen = nil
        #expect(weakScreen == nil)
        source.onNext("B")
    }

    @Test func bindToBinderFunctions() {
        func collect(_ numbers: Observable<Int>) -> [Int] {
            var values: [Int] = []
            _ = numbers.subscribe(onNext: { values.append($0) })
            return values
        }
        func collect(_ numbers: Observable<Int>) -> (Int) -> [Int] {
            { factor in collect(numbers.map { $0 * factor }) }
        }
        let source = Observable.of(1, 2)
        let plain: [Int] = source.bind(to: collect)
        #expect(plain == [1, 2])
        #expect(source.bind(to: collect, curriedArgument: 10) == [10, 20])
    }

    @Test func relayFedBackFromItsOwnBindingIsNotBlocked() {
        let source = PublishSubject<Int>()
        let relay = PublishRelay<Int>()
        var log: [Int] = []
        let subscription = relay.subscribe(onNext: { value in
            log.append(value)
            if value == 1 { source.onNext(2) }
        })
        let subscription2 = source.bind(to: relay)
        source.onNext(1)
        #expect(log == [1, 2])
        subscription.dispose()
        subscription2.dispose()
    }

    @Test func bindingIsReleasedAfterDispose() {
        let source = PublishSubject<Int>()
        weak var weakRelay: PublishRelay<Int>?
        var binding: Disposable?
        do {
            let relay = PublishRelay<Int>()
            weakRelay = relay
            binding = source.bind(to: relay)
        }
        #expect(weakRelay != nil)
        binding?.dispose()
        binding = nil
        #expect(weakRelay == nil)
    }
}
