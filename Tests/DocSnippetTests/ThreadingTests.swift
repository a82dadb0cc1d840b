// The sample of ObservableCore's "Threading" article, verbatim.
import Dispatch
import ObservableCore
import Testing

@Suite struct ThreadingArticleTests {
    @Test func mergeSerializesTwoThreadsSending() {
        capturingPrints { output in
            let left = PublishSubject<Int>()
            let right = PublishSubject<Int>()
            var received = 0  // not locked: `merge` serializes the calls
            let subscription = Observable.merge(left, right).subscribe(onNext: { _ in received += 1 })

            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let subject = index == 0 ? left : right
                for value in 0..<1_000 { subject.onNext(value) }
            }
            subscription.dispose()
            print(received)
            // 2000
            #expect(output.take() == ["2000"])
        }
    }
}

@Suite struct ThreadingArticleSchedulingTests {
    /// Where the work and the results of the scheduling sample run, as `loadThumbnails` and `show`
    /// see them.
    struct Observed: Equatable {
        var thumbnails: [String]
        var loadedOnMain: Bool
        var shownOnMain: Bool
    }

    @Test @MainActor func subscribeOnStartsTheWorkElsewhereAndObserveOnDeliversOnMain() async {
        let observed = await withCheckedContinuation { (continuation: CheckedContinuation<Observed, Never>) in
            var loadedOnMain = true
            func loadThumbnails() -> Observable<[String]> {
                Observable.deferred {
                    loadedOnMain = MainScheduler.isMainThread
                    return .just(["a.png", "b.png"])
                }
            }
            func show(_ thumbnails: [String]) {
                continuation.resume(
                    returning: Observed(
                        thumbnails: thumbnails, loadedOnMain: loadedOnMain,
                        shownOnMain: MainScheduler.isMainThread))
            }

            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            _ = loadThumbnails()  // heavy work
                .subscribe(on: scheduler)  // …starts on the background queue
                .observe(on: MainScheduler.instance)  // results arrive on the main thread
                .subscribe(onNext: { show($0) })
        }
        #expect(observed == Observed(thumbnails: ["a.png", "b.png"], loadedOnMain: false, shownOnMain: true))
    }
}
