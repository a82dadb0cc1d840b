import Benchmark
import ObservableCore

func observableBenchmarks() {
    Benchmark("PublishSubject.onNext, 1 subscriber · ours") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.onNext(i) }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("PublishSubject.onNext, 1 subscriber (subscribe(_ on:)) · ours") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.subscribe { event in
            if case .next(let value) = event { sum &+= value }
        }
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.onNext(i) }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("PublishSubject.onNext, 10 subscribers · ours") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        let bag = DisposeBag()
        for _ in 0..<10 { subject.subscribe(onNext: { sum &+= $0 }).disposed(by: bag) }
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.onNext(i) }
        }
        blackHole(sum)
    }

    Benchmark("from(array).map.filter, per element · ours") { benchmark in
        var sum = 0
        measure(benchmark) {
            _ = Observable.from(elements)
                .map { $0 &* 3 }
                .filter { $0 & 1 == 0 }
                .subscribe(onNext: { sum &+= $0 })
        }
        blackHole(sum)
    }

    Benchmark("subject.map.filter, per element · ours") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.onNext(i) }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("subscribe + dispose on a subject · ours") { benchmark in
        let subject = PublishSubject<Int>()
        var sum = 0
        measure(benchmark) {
            for _ in benchmark.scaledIterations {
                subject.subscribe(onNext: { sum &+= $0 }).dispose()
            }
        }
        blackHole(sum)
    }

    Benchmark("just.map.subscribe · ours") { benchmark in
        var sum = 0
        measure(benchmark) {
            for i in benchmark.scaledIterations {
                _ = Observable.just(i).map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 })
            }
        }
        blackHole(sum)
    }

    Benchmark("flatMapLatest, per switch · ours") { benchmark in
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var sum = 0
        let subscription = outer.flatMapLatest { _ in inner }.subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations { outer.onNext(i) }
        }
        inner.onNext(1)
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("combineLatest of two subjects, per event · ours") { benchmark in
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var sum = 0
        let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }.subscribe(onNext: {
            sum &+= $0
        })
        first.onNext(0)
        measure(benchmark) {
            for i in benchmark.scaledIterations {
                if i & 1 == 0 { first.onNext(i) } else { second.onNext(i) }
            }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("BehaviorRelay.accept, 1 subscriber · ours") { benchmark in
        let relay = BehaviorRelay(value: 0)
        var sum = 0
        let subscription = relay.subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations { relay.accept(i) }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("share(replay: 1), 2 subscribers, per event · ours") { benchmark in
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var sum = 0
        let first = shared.subscribe(onNext: { sum &+= $0 })
        let second = shared.subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.onNext(i) }
        }
        first.dispose()
        second.dispose()
        blackHole(sum)
    }

    Benchmark("memory per subscription to subject.map.filter · ours", configuration: memoryConfiguration) {
        benchmark in
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }
        var sum = 0
        measure(benchmark) {
            for _ in benchmark.scaledIterations {
                chain.subscribe(onNext: { sum &+= $0 }).dispose()
            }
        }
        blackHole(sum)
    }
}
