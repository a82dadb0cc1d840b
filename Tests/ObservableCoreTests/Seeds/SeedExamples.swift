// The seeds' RxSwift code (shared/seeds/000), unchanged but for the import, compiled in both the
// Swift 6 language mode (ObservableCoreTests) and the Swift 5 mode (SeedExamplesSwift5Tests,
// which compiles this same file through a symbolic link). `print` is captured so that the
// output the seeds show can be asserted.
import ObservableCore
import TestSupport
import Testing

private final class Output {
    var lines: [String] = []
}

@Suite struct SeedExamples {
    private let output = Output()

    private func print(_ items: Any..., separator: String = " ") {
        output.lines.append(items.map { "\($0)" }.joined(separator: separator))
    }

    private func print<T: CustomStringConvertible>(label: String, event: Event<T>) {
        print(label, (event.element ?? event.error) ?? event)
    }

    private func example(of description: String, action: () -> Void) {
        action()
    }

    struct Student {
        let score: BehaviorSubject<Int>
    }

    @Test func subscribingPrintsEventsThenElements() {
        let observable = Observable.of(1, 2, 3)
        let subscription = observable.subscribe { event in
            print(event)
            if let element = event.element {
                print(element)
            }
        }
        subscription.dispose()
        #expect(output.lines == ["next(1)", "1", "next(2)", "2", "next(3)", "3", "completed"])
    }

    @Test func disposeBag() {
        let disposeBag = DisposeBag()
        Observable.of("A", "B", "C")
            .subscribe(onNext: { print($0) })
            .disposed(by: disposeBag)
        #expect(output.lines == ["A", "B", "C"])
    }

    @Test func replaySubjectReplaysItsBuffer() {
        let subject = ReplaySubject<String>.create(bufferSize: 2)
        let disposeBag = DisposeBag()
        subject.onNext("1")
        subject.onNext("2")
        subject.onNext("3")
        subject
            .subscribe {
                print(label: "1)", event: $0)
            }
            .disposed(by: disposeBag)
        subject
            .subscribe {
                print(label: "2)", event: $0)
            }
            .disposed(by: disposeBag)
        #expect(output.lines == ["1) 2", "1) 3", "2) 2", "2) 3"])
    }

    @Test func relays() {
        let relay = PublishRelay<String>()
        let disposeBag = DisposeBag()
        relay
            .subscribe(onNext: {
                print($0)
            })
            .disposed(by: disposeBag)
        relay.accept("1")

        let behavior = BehaviorRelay(value: "Initial value")
        behavior.accept("New initial value")
        behavior
            .subscribe {
                print(label: "1)", event: $0)
            }
            .disposed(by: disposeBag)
        #expect(output.lines == ["1", "1) New initial value"])
    }

    @Test func ignoreElementsPrintsOnceOnCompletion() {
        let strikes = PublishSubject<String>()
        let disposeBag = DisposeBag()
        strikes
            .ignoreElements()
            .subscribe { _ in
                print("You're out!")
            }
            .disposed(by: disposeBag)
        strikes.onNext("X")
        strikes.onNext("X")
        strikes.onNext("X")
        strikes.onCompleted()
        #expect(output.lines == ["You're out!"])
    }

    @available(*, deprecated, message: "uses the seeds' RxSwift 5 names on purpose")
    @Test func filteringWithTheSeedsNames() {
        let disposeBag = DisposeBag()
        let strikes = PublishSubject<String>()
        strikes
            .elementAt(2)
            .subscribe(onNext: { _ in
                print("You're out!")
            })
            .disposed(by: disposeBag)
        strikes.onNext("X")
        strikes.onNext("X")
        strikes.onNext("X")
        Observable.of(1, 2, 3, 4, 5, 6)
            .filter { $0.isMultiple(of: 2) }
            .subscribe(onNext: {
                print($0)
            })
            .disposed(by: disposeBag)
        Observable.of("A", "B", "C", "D", "E", "F")
            .skip(3)
            .subscribe(onNext: {
                print($0)
            })
            .disposed(by: disposeBag)
        Observable.of(1, 2, 3, 4, 5, 6)
            .take(3)
            .subscribe(onNext: {
                print($0)
            })
            .disposed(by: disposeBag)
        Observable.of(1, 2, 3, 4)
            .takeWhile { $0 < 3 }
            .subscribe(onNext: { print($0) })
            .disposed(by: disposeBag)
        Observable.of(1, 2, 3)
            .takeUntil(.inclusive) { $0 > 1 }
            .subscribe(onNext: { print($0) })
            .disposed(by: disposeBag)
        Observable.of("A", "A", "B", "B", "A")
            .distinctUntilChanged()
            .subscribe(onNext: {
                print($0)
            })
            .disposed(by: disposeBag)
        #expect(
            output.lines == [
                "You're out!", "2", "4", "6", "D", "E", "F", "1", "2", "3", "1", "2", "1", "2", "A", "B", "A",
            ])
    }

    @Test func toArray() {
        let disposeBag = DisposeBag()
        Observable.of("A", "B", "C")
            .toArray()
            .subscribe(onSuccess: {
                print($0)
            })
            .disposed(by: disposeBag)
        #expect(output.lines == [#"["A", "B", "C"]"#])
    }

    @Test func flatMapAndFlatMapLatest() {
        example(of: "flatMap") {
            let disposeBag = DisposeBag()
            let laura = Student(score: BehaviorSubject(value: 80))
            let charlotte = Student(score: BehaviorSubject(value: 90))
            let student = PublishSubject<Student>()
            student
                .flatMap {
                    $0.score
                }
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
            student.onNext(laura)
            laura.score.onNext(85)
            student.onNext(charlotte)
            laura.score.onNext(95)
            charlotte.score.onNext(100)
        }
        example(of: "flatMapLatest") {
            let disposeBag = DisposeBag()
            let laura = Student(score: BehaviorSubject(value: 80))
            let charlotte = Student(score: BehaviorSubject(value: 90))
            let student = PublishSubject<Student>()
            student
                .flatMapLatest {
                    $0.score
                }
                .subscribe(onNext: {
                    print($0)
                })
                .disposed(by: disposeBag)
            student.onNext(laura)
            laura.score.onNext(85)
            student.onNext(charlotte)
            laura.score.onNext(95)
            charlotte.score.onNext(100)
        }
        #expect(output.lines == ["80", "85", "90", "95", "100", "80", "85", "90", "100"])
    }

    @Test func combining() {
        let numbers = Observable.of(2, 3, 4)
        let observable = numbers.startWith(1)
        _ = observable.subscribe(onNext: { value in
            print(value)
        })
        let germanCities = Observable.of("Berlin", "Münich", "Frankfurt")
        let spanishCities = Observable.of("Madrid", "Barcelona", "Valencia")
        _ = germanCities.concat(spanishCities).subscribe(onNext: { print($0) })
        let sequences = [
            "German cities": Observable.of("Berlin", "Münich", "Frankfurt"),
            "Spanish cities": Observable.of("Madrid", "Barcelona", "Valencia"),
        ]
        _ = Observable.of("German cities", "Spanish cities")
            .concatMap { country in sequences[country] ?? .empty() }
            .subscribe(onNext: { string in
                print(string)
            })
        #expect(
            output.lines == [
                "1", "2", "3", "4",
                "Berlin", "Münich", "Frankfurt", "Madrid", "Barcelona", "Valencia",
                "Berlin", "Münich", "Frankfurt", "Madrid", "Barcelona", "Valencia",
            ])
    }

    @Test func mergeAndCombineLatest() {
        let left = PublishSubject<String>()
        let right = PublishSubject<String>()
        let source = Observable.of(left.asObservable(), right.asObservable())
        _ = source.merge().subscribe(onNext: { value in
            print(value)
        })
        left.onNext("Left: Berlin")
        right.onNext("Right: Madrid")
        left.onCompleted()
        right.onCompleted()

        let first = PublishSubject<String>()
        let second = PublishSubject<String>()
        let combined = Observable.combineLatest(first, second) {
            lastLeft, lastRight in
            "\(lastLeft) \(lastRight)"
        }
        let subscription = combined.subscribe(onNext: { value in
            print(value)
        })
        first.onNext("Hello,")
        second.onNext("world")
        second.onNext("RxSwift")
        first.onNext("Have a good day,")
        subscription.dispose()
        #expect(
            output.lines == [
                "Left: Berlin", "Right: Madrid", "Hello, world", "Hello, RxSwift", "Have a good day, RxSwift",
            ])
    }

    @Test func zipWeather() {
        example(of: "zip") {
            enum Weather {
                case cloudy
                case sunny
            }
            let left: Observable<Weather> = Observable.of(.sunny, .cloudy, .cloudy, .sunny)
            let right = Observable.of("Lisbon", "Copenhagen", "London", "Madrid", "Vienna")
            let observable = Observable.zip(left, right) { weather, city in
                return "It's \(weather) in \(city)"
            }
            _ = observable.subscribe(onNext: { value in
                print(value)
            })
        }
        #expect(
            output.lines == [
                "It's sunny in Lisbon", "It's cloudy in Copenhagen", "It's cloudy in London",
                "It's sunny in Madrid",
            ])
    }

    @Test func withLatestFrom() {
        example(of: "withLatestFrom") {
            let button = PublishSubject<Void>()
            let textField = PublishSubject<String>()
            let observable = button.withLatestFrom(textField)
            let subscription = observable.subscribe(onNext: { value in
                print(value)
            })
            textField.onNext("Par")
            textField.onNext("Pari")
            textField.onNext("Paris")
            button.onNext()
            button.onNext()
            subscription.dispose()
        }
        #expect(output.lines == ["Paris", "Paris"])
    }

    @Test func switchLatest() {
        example(of: "switchLatest") {
            let one = PublishSubject<String>()
            let two = PublishSubject<String>()
            let three = PublishSubject<String>()
            let source = PublishSubject<Observable<String>>()
            let observable = source.switchLatest()
            let disposable = observable.subscribe(onNext: { value in
                print(value)
            })
            source.onNext(one)
            one.onNext("Some text from sequence one")
            two.onNext("Some text from sequence two")
            source.onNext(two)
            two.onNext("More text from sequence two")
            one.onNext("and also from sequence one")
            source.onNext(three)
            two.onNext("Why don't you see me?")
            one.onNext("I'm alone, help me")
            three.onNext("Hey it's three. I win.")
            source.onNext(one)
            one.onNext("Nope. It's me, one!")
            disposable.dispose()
        }
        #expect(
            output.lines == [
                "Some text from sequence one", "More text from sequence two", "Hey it's three. I win.",
                "Nope. It's me, one!",
            ])
    }

    @available(*, deprecated, message: "uses the seeds' RxSwift 5 names on purpose")
    @Test func shareReplayWithFourBindings() {
        final class Label {
            var text: String?
        }
        struct Weather {
            let temperature = 21
            let icon = "☀️"
            let humidity = 40
            let cityName = "Lisbon"
            static let empty = Weather()
        }
        let searchCityName = PublishSubject<String>()
        var calls = 0
        let tempLabel = Label()
        let iconLabel = Label()
        let humidityLabel = Label()
        let cityNameLabel = Label()
        let bag = DisposeBag()
        let search =
            searchCityName
            .filter { !$0.isEmpty }
            .flatMapLatest { text -> Observable<Weather> in
                calls += 1
                return Observable.just(Weather()).catchErrorJustReturn(.empty)
            }
            .share(replay: 1)
            .observeOn(CurrentThreadScheduler.instance)
        search.map { "\($0.temperature)° C" }
            .bind(onNext: { tempLabel.text = $0 })
            .disposed(by: bag)
        search.map(\.icon)
            .bind(onNext: { iconLabel.text = $0 })
            .disposed(by: bag)
        search.map { "\($0.humidity)%" }
            .bind(onNext: { humidityLabel.text = $0 })
            .disposed(by: bag)
        search.map(\.cityName)
            .bind(onNext: { cityNameLabel.text = $0 })
            .disposed(by: bag)
        searchCityName.onNext("Lisbon")
        #expect(calls == 1)
        #expect(tempLabel.text == "21° C")
        #expect(iconLabel.text == "☀️")
        #expect(humidityLabel.text == "40%")
        #expect(cityNameLabel.text == "Lisbon")
    }
}
