import ObservableCore
import ObservableCoreTesting
// The Observation bridge in the Swift 5 language mode: a model observed by closure and by key
// path, and fed through its `rx` binders, as RxSwift-era code would write it.
import Observation
import Testing

@Observable private final class Swift5Model {
    var count = 0
    var label = ""
}

@Suite struct ObservationSwift5Tests {
    @Test func observedAndFedInTheSwift5Mode() {
        let model = Swift5Model()
        let scheduler = TestScheduler(initialClock: 0)
        var labels: [String] = []
        var counts: [Int] = []
        let bag = DisposeBag()
        Observable.observations(scheduler: scheduler) { "\(model.label) \(model.count)" }
            .subscribe(onNext: { labels.append($0) })
            .disposed(by: bag)
        model.rx.observe(\.count, scheduler: scheduler)
            .subscribe(onNext: { counts.append($0) })
            .disposed(by: bag)
        Observable.just(2)
            .subscribe(Binder(model, scheduler: scheduler) { model, count in model.count = count })
            .disposed(by: bag)
        model.label = "items"
        scheduler.start()
        #expect(labels == [" 0", "items 2"])
        #expect(counts == [0, 2])
    }
}
