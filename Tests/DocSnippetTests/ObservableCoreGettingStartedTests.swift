// The samples of ObservableCore's "Getting Started" article, verbatim and in order.
import ObservableCore
import Testing

@Suite struct ObservableCoreGettingStartedTests {
    @Test func theArticlesSamplesPrintWhatTheArticleSays() async throws {
        try await capturingPrints { output in
            // Subscribe to a sequence
            _ = Observable.of(1, 2, 3, 4)
                .filter { $0.isMultiple(of: 2) }
                .map { $0 * 10 }
                .subscribe(
                    onNext: { print("next", $0) },
                    onCompleted: { print("done") })
            // next 20
            // next 40
            // done
            #expect(output.take() == ["next 20", "next 40", "done"])

            _ = Observable.of("a", "b").subscribe { event in print(event) }
            // next(a)
            // next(b)
            // completed
            #expect(output.take() == ["next(a)", "next(b)", "completed"])

            // Create your own sequence
            let countdown = Observable<Int>.create { observer in
                for value in stride(from: 3, through: 1, by: -1) {
                    observer.onNext(value)
                }
                observer.onCompleted()
                return Disposables.create { print("cleaned up") }
            }
            _ = countdown.subscribe(onNext: { print($0) })
            // 3
            // 2
            // 1
            // cleaned up
            #expect(output.take() == ["3", "2", "1", "cleaned up"])

            struct NotANumber: Error {}

            _ = Observable.of("1", "x", "3")
                .map { text -> Int in
                    guard let number = Int(text) else { throw NotANumber() }
                    return number
                }
                .subscribe(onNext: { print($0) }, onError: { print("error:", $0) })
            // 1
            // error: NotANumber()
            #expect(output.take() == ["1", "error: NotANumber()"])

            // Dispose of subscriptions
            final class Screen {
                let disposeBag = DisposeBag()

                init(ticks: Observable<Int>) {
                    ticks
                        .subscribe(onNext: { print("tick", $0) })
                        .disposed(by: disposeBag)
                }
            }

            let ticks = PublishSubject<Int>()
            var screen: Screen? = Screen(ticks: ticks)
            ticks.onNext(1)
            screen = nil  // the bag goes, and the subscription with it
            ticks.onNext(2)
            // tick 1
            _ = screen  // in a function, a variable only written to is a warning; not at top level
            #expect(output.take() == ["tick 1"])

            // Subjects and relays
            let temperature = BehaviorRelay(value: 20)
            _ = temperature.subscribe(onNext: { print("now", $0) })
            temperature.accept(22)
            print(temperature.value)
            // now 20
            // now 22
            // 22
            #expect(output.take() == ["now 20", "now 22", "22"])

            // Combine sequences
            let first = PublishSubject<String>()
            let last = PublishSubject<String>()
            _ = Observable.combineLatest(first, last) { "\($0) \($1)" }
                .subscribe(onNext: { print($0) })
            first.onNext("Ada")
            last.onNext("Lovelace")
            first.onNext("Augusta")
            // Ada Lovelace
            // Augusta Lovelace
            #expect(output.take() == ["Ada Lovelace", "Augusta Lovelace"])
            // Not in the article: ending the sources ends the subscription it leaves undisposed.
            first.onCompleted()
            last.onCompleted()

            let query = PublishSubject<String>()
            _ = query.flatMapLatest { text in Observable.of(text.uppercased(), text + "!") }
                .subscribe(onNext: { print($0) })
            query.onNext("hi")
            // HI
            // hi!
            #expect(output.take() == ["HI", "hi!"])
            query.onCompleted()  // not in the article: ends the subscription it leaves undisposed

            // Share one subscription
            let work = Observable<Int>.create { observer in
                print("working")
                observer.onNext(42)
                return Disposables.create()
            }
            .share(replay: 1)

            let bag = DisposeBag()  // `work` never ends: dispose of what subscribes to it
            work.subscribe(onNext: { print("A", $0) }).disposed(by: bag)
            work.subscribe(onNext: { print("B", $0) }).disposed(by: bag)
            // working
            // A 42
            // B 42
            #expect(output.take() == ["working", "A 42", "B 42"])

            // Traits
            _ = Observable.of(1, 2, 3).toArray()
                .subscribe(onSuccess: { print($0) }, onFailure: { print($0) })
            // [1, 2, 3]
            #expect(output.take() == ["[1, 2, 3]"])

            // Swift concurrency
            for try await value in Observable.of(1, 2).values {
                print(value)
            }
            // 1
            // 2
            #expect(output.take() == ["1", "2"])

            let rates = PublishSubject<Double>()
            let everyRate = rates.stream()
            let latestRate = rates.stream(bufferingPolicy: .bufferingNewest(1))
            rates.onNext(1.0)
            rates.onNext(0.5)
            rates.onCompleted()
            for await rate in everyRate {
                print("every", rate)
            }
            for await rate in latestRate {
                print("latest", rate)
            }
            // every 1.0
            // every 0.5
            // latest 0.5
            #expect(output.take() == ["every 1.0", "every 0.5", "latest 0.5"])
        }
    }
}
