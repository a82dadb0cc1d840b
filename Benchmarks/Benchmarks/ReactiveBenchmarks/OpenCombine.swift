import Benchmark
import OpenCombine

// The same workloads with OpenCombine, the Linux-capable Combine: `PassthroughSubject` for
// `PublishSubject`, `CurrentValueSubject` for `BehaviorRelay`, `switchToLatest` for
// `flatMapLatest`, `share()` (a multicast through a `PassthroughSubject`, no replay) for
// `share(replay: 1)`. OpenCombine 0.14 has no `combineLatest`, so that row has no peer.
func openCombineBenchmarks() {
    Benchmark("PublishSubject.onNext, 1 subscriber · OpenCombine") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let subscription = subject.sink { sum &+= $0 }
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.send(i) }
        }
        subscription.cancel()
        blackHole(sum)
    }

    Benchmark("PublishSubject.onNext, 10 subscribers · OpenCombine") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        var subscriptions: [AnyCancellable] = []
        for _ in 0..<10 { subscriptions.append(subject.sink { sum &+= $0 }) }
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.send(i) }
        }
        subscriptions.removeAll()
        blackHole(sum)
    }

    Benchmark("from(array).map.filter, per element · OpenCombine") { benchmark in
        var sum = 0
        measure(benchmark) {
            _ = elements.publisher
                .map { $0 &* 3 }
                .filter { $0 & 1 == 0 }
                .sink { sum &+= $0 }
        }
        blackHole(sum)
    }

    Benchmark("subject.map.filter, per element · OpenCombine") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        let subscription = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.sink { sum &+= $0 }
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.send(i) }
        }
        subscription.cancel()
        blackHole(sum)
    }

    Benchmark("subscribe + dispose on a subject · OpenCombine") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        var sum = 0
        measure(benchmark) {
            for _ in benchmark.scaledIterations {
                subject.sink { sum &+= $0 }.cancel()
            }
        }
        blackHole(sum)
    }

    Benchmark("just.map.subscribe · OpenCombine") { benchmark in
        var sum = 0
        measure(benchmark) {
            for i in benchmark.scaledIterations {
                _ = Just(i).map { $0 &+ 1 }.sink { sum &+= $0 }
            }
        }
        blackHole(sum)
    }

    Benchmark("flatMapLatest, per switch · OpenCombine") { benchmark in
        let outer = PassthroughSubject<Int, Never>()
        let inner = PassthroughSubject<Int, Never>()
        var sum = 0
        let subscription = outer.map { _ in inner }.switchToLatest().sink { sum &+= $0 }
        measure(benchmark) {
            for i in benchmark.scaledIterations { outer.send(i) }
        }
        inner.send(1)
        subscription.cancel()
        blackHole(sum)
    }

    Benchmark("BehaviorRelay.accept, 1 subscriber · OpenCombine") { benchmark in
        let subject = CurrentValueSubject<Int, Never>(0)
        var sum = 0
        let subscription = subject.sink { sum &+= $0 }
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.send(i) }
        }
        subscription.cancel()
        blackHole(sum)
    }

    Benchmark("share(replay: 1), 2 subscribers, per event · OpenCombine") { benchmark in
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.share()
        var sum = 0
        let first = shared.sink { sum &+= $0 }
        let second = shared.sink { sum &+= $0 }
        measure(benchmark) {
            for i in benchmark.scaledIterations { subject.send(i) }
        }
        first.cancel()
        second.cancel()
        blackHole(sum)
    }

    Benchmark(
        "memory per subscription to subject.map.filter · OpenCombine", configuration: memoryConfiguration
    ) {
        benchmark in
        let subject = PassthroughSubject<Int, Never>()
        let chain = subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }
        var sum = 0
        measure(benchmark) {
            for _ in benchmark.scaledIterations {
                chain.sink { sum &+= $0 }.cancel()
            }
        }
        blackHole(sum)
    }
}
