import ObservableCore
import ObservableCoreTesting
// The samples of ObservableCore's "Observation" article (and the README's Observation section),
// verbatim. The models are declared at file scope: `@Observable` adds an extension, which a
// local type cannot have.
import Observation
import Testing

@Observable final class Person {
    var first = "Ada"
    var last = "Lovelace"
}

@Observable final class Counter {
    var count = 0
}

@MainActor @Observable final class NowPlaying {
    var title = ""
}

@Suite struct ObservationArticleTests {
    @Test func aClosuresValueThenItsChanges() {
        capturingPrints { output in
            let person = Person()
            let scheduler = TestScheduler(initialClock: 0)
            let names = Observable.observations(scheduler: scheduler) { person.first + " " + person.last }
            let subscription = names.subscribe(onNext: { print($0) })
            // Ada Lovelace
            person.first = "Augusta"
            person.last = "King"
            scheduler.start()
            // Augusta King
            subscription.dispose()
            #expect(output.take() == ["Ada Lovelace", "Augusta King"])
        }
    }

    @Test func aPropertyByKeyPath() {
        capturingPrints { output in
            let scheduler = TestScheduler(initialClock: 0)
            var counter: Counter? = Counter()
            let subscription = counter!.rx.observe(\.count, scheduler: scheduler)
                .subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            // 0
            counter!.count = 1
            counter!.count = 2
            scheduler.start()
            // 2
            counter = nil
            scheduler.start()
            // completed
            subscription.dispose()
            #expect(output.take() == ["0", "2", "completed"])
        }
    }

    @Test @MainActor func streamsIntoAModel() {
        capturingPrints { output in
            let model = NowPlaying()
            let titles = PublishRelay<String>()  // a delegate proxy's stream, say
            let binding = titles.bind(to: model.rx.title)
            titles.accept("Blue in Green")
            print(model.title)
            // Blue in Green
            binding.dispose()
            #expect(output.take() == ["Blue in Green"])
        }
    }

    @Test func theRoundTrip() {
        capturingPrints { output in
            let scheduler = TestScheduler(initialClock: 0)
            let source = Counter()
            let target = Counter()
            let binding = source.rx.observe(\.count, scheduler: scheduler)
                .map { $0 * 10 }
                .subscribe(Binder(target, scheduler: scheduler) { target, value in target.count = value })
            source.count = 4
            scheduler.start()
            print(target.count)
            // 40
            binding.dispose()
            #expect(output.take() == ["40"])
        }
    }
}
