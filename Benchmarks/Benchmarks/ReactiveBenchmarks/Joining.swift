import Benchmark
import ObservableCore
import OpenCombine

// The joining and sharing operators (issue 11), ours and, where OpenCombine 0.14 has the
// operator, theirs: it has `Zip` and `FlatMap` but no `CombineLatest` and no `Merge`.
func joiningBenchmarks() {
    Benchmark("merge of two subjects, per event · ours") { benchmark in
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var sum = 0
        let subscription = Observable.merge(first, second).subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations {
                if i & 1 == 0 { first.onNext(i) } else { second.onNext(i) }
            }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("zip of two subjects, per event · ours") { benchmark in
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var sum = 0
        let subscription = Observable.zip(first, second) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations {
                if i & 1 == 0 { first.onNext(i) } else { second.onNext(i) }
            }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("zip of two subjects, per event · OpenCombine") { benchmark in
        let first = OpenCombine.PassthroughSubject<Int, Never>()
        let second = OpenCombine.PassthroughSubject<Int, Never>()
        var sum = 0
        let subscription = first.zip(second).map { $0 &+ $1 }.sink { sum &+= $0 }
        measure(benchmark) {
            for i in benchmark.scaledIterations {
                if i & 1 == 0 { first.send(i) } else { second.send(i) }
            }
        }
        subscription.cancel()
        blackHole(sum)
    }

    Benchmark("withLatestFrom, per event · ours") { benchmark in
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var sum = 0
        let subscription = first.withLatestFrom(second) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
        second.onNext(1)
        measure(benchmark) {
            for i in benchmark.scaledIterations { first.onNext(i) }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("flatMap, per inner event · ours") { benchmark in
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        var sum = 0
        let subscription = outer.flatMap { _ in inner }.subscribe(onNext: { sum &+= $0 })
        outer.onNext(0)
        measure(benchmark) {
            for i in benchmark.scaledIterations { inner.onNext(i) }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("flatMap, per inner event · OpenCombine") { benchmark in
        let outer = OpenCombine.PassthroughSubject<Int, Never>()
        let inner = OpenCombine.PassthroughSubject<Int, Never>()
        var sum = 0
        let subscription = outer.flatMap { _ in inner }.sink { sum &+= $0 }
        outer.send(0)
        measure(benchmark) {
            for i in benchmark.scaledIterations { inner.send(i) }
        }
        subscription.cancel()
        blackHole(sum)
    }

    Benchmark("concatMap, per element (inner just) · ours") { benchmark in
        let outer = PublishSubject<Int>()
        var sum = 0
        let subscription = outer.concatMap { Observable.just($0) }.subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations { outer.onNext(i) }
        }
        subscription.dispose()
        blackHole(sum)
    }

    Benchmark("concatMap, per element (inner just) · OpenCombine") { benchmark in
        let outer = OpenCombine.PassthroughSubject<Int, Never>()
        var sum = 0
        let subscription = outer.flatMap(maxPublishers: .max(1)) { OpenCombine.Just($0) }.sink { sum &+= $0 }
        measure(benchmark) {
            for i in benchmark.scaledIterations { outer.send(i) }
        }
        subscription.cancel()
        blackHole(sum)
    }

    Benchmark("combineLatest of three BehaviorRelays → map → distinctUntilChanged, per accept · ours") {
        benchmark in
        let width = BehaviorRelay(value: 1)
        let height = BehaviorRelay(value: 1)
        let depth = BehaviorRelay(value: 1)
        var sum = 0
        let subscription = Observable.combineLatest(width, height, depth)
            .map { $0 &* $1 &* $2 }
            .distinctUntilChanged()
            .subscribe(onNext: { sum &+= $0 })
        measure(benchmark) {
            for i in benchmark.scaledIterations {
                switch i % 3 {
                case 0: width.accept(i)
                case 1: height.accept(i)
                default: depth.accept(i)
                }
            }
        }
        subscription.dispose()
        blackHole(sum)
    }
}
