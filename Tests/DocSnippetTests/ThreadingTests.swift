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
