import DelegateProxyKit

// The joining and sharing workloads of the benchmarks (issue 11); `count` events each.

func combineLatest(_ count: Int) {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var sum = 0
    let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
    first.onNext(0)
    for i in 0..<count {
        if i & 1 == 0 { first.onNext(i) } else { second.onNext(i) }
    }
    subscription.dispose()
    sink(sum)
}

func combineLatest3Relays(_ count: Int) {
    let width = BehaviorRelay(value: 1)
    let height = BehaviorRelay(value: 1)
    let depth = BehaviorRelay(value: 1)
    var sum = 0
    let subscription = Observable.combineLatest(width, height, depth)
        .map { $0 &* $1 &* $2 }
        .distinctUntilChanged()
        .subscribe(onNext: { sum &+= $0 })
    for i in 0..<count {
        switch i % 3 {
        case 0: width.accept(i)
        case 1: height.accept(i)
        default: depth.accept(i)
        }
    }
    subscription.dispose()
    sink(sum)
}

func merge(_ count: Int) {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var sum = 0
    let subscription = Observable.merge(first, second).subscribe(onNext: { sum &+= $0 })
    for i in 0..<count {
        if i & 1 == 0 { first.onNext(i) } else { second.onNext(i) }
    }
    subscription.dispose()
    sink(sum)
}

func zip(_ count: Int) {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var sum = 0
    let subscription = Observable.zip(first, second) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
    for i in 0..<count {
        if i & 1 == 0 { first.onNext(i) } else { second.onNext(i) }
    }
    subscription.dispose()
    sink(sum)
}

func withLatestFrom(_ count: Int) {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var sum = 0
    let subscription = first.withLatestFrom(second) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
    second.onNext(1)
    for i in 0..<count { first.onNext(i) }
    subscription.dispose()
    sink(sum)
}

func flatMap(_ count: Int) {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    var sum = 0
    let subscription = outer.flatMap { _ in inner }.subscribe(onNext: { sum &+= $0 })
    outer.onNext(0)
    for i in 0..<count { inner.onNext(i) }
    subscription.dispose()
    sink(sum)
}

func concatMap(_ count: Int) {
    let outer = PublishSubject<Int>()
    var sum = 0
    let subscription = outer.concatMap { Observable.just($0) }.subscribe(onNext: { sum &+= $0 })
    for i in 0..<count { outer.onNext(i) }
    subscription.dispose()
    sink(sum)
}

/// The workloads above by name, for `main.swift`.
func joiningWorkloads() -> [String: (Int) -> Void] {
    [
        "combineLatest": combineLatest,
        "combineLatest3Relays": combineLatest3Relays,
        "merge": merge,
        "zip": zip,
        "withLatestFrom": withLatestFrom,
        "flatMap": flatMap,
        "concatMap": concatMap,
    ]
}
