import Foundation
import ObservableCore
import Synchronization
import TestSupport
import Testing

/// Many threads sending to one subject while observers come and go: a steady observer gets
/// every value exactly once, and every observer sees each sender's values in order.
@Suite struct SubjectHammerTests {
    static let senders = 8
    static let valuesPerSender = 2_000
    static let churners = 2
    static let churnRounds = 300

    @Test func publishSubject() {
        let subject = PublishSubject<Int>()
        let steady = Recorder<Int>()
        let subscription = subject.subscribe(steady)
        let churnFailures = hammer(send: subject.onNext, subscribe: { subject.subscribe($0) })
        subscription.dispose()
        #expect(Self.isComplete(steady.events))
        #expect(churnFailures == 0)
        #expect(!subject.hasObservers)
    }

    @Test func replaySubject() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        let steady = Recorder<Int>()
        let subscription = subject.subscribe(steady)
        let churnFailures = hammer(send: subject.onNext, subscribe: { subject.subscribe($0) })
        subscription.dispose()
        #expect(Self.isComplete(steady.events))
        #expect(churnFailures == 0)
        #expect(!subject.hasObservers)
    }

    @Test func behaviorSubject() {
        let subject = BehaviorSubject(value: -1)
        let steady = Recorder<Int>()
        let subscription = subject.subscribe(steady)
        let churnFailures = hammer(send: subject.onNext, subscribe: { subject.subscribe($0) })
        subscription.dispose()
        #expect(steady.events.first == .next(-1))
        #expect(Self.isComplete(Array(steady.events.dropFirst())))
        #expect(churnFailures == 0)
        #expect(!subject.hasObservers)
    }

    @Test func behaviorRelay() {
        let relay = BehaviorRelay(value: -1)
        let steady = Recorder<Int>()
        let subscription = relay.subscribe(steady)
        let churnFailures = hammer(send: relay.accept, subscribe: { relay.subscribe($0) })
        subscription.dispose()
        #expect(steady.events.first == .next(-1))
        #expect(Self.isComplete(Array(steady.events.dropFirst())))
        #expect(churnFailures == 0)
    }

    @Test func publishRelay() {
        let relay = PublishRelay<Int>()
        let steady = Recorder<Int>()
        let subscription = relay.subscribe(steady)
        let churnFailures = hammer(send: relay.accept, subscribe: { relay.subscribe($0) })
        subscription.dispose()
        #expect(Self.isComplete(steady.events))
        #expect(churnFailures == 0)
    }

    @Test func disposingWhileOthersSendAndSubscribeIsHarmless() {
        let subject = BehaviorSubject(value: -1)
        let steady = Recorder<Int>()
        _ = subject.subscribe(steady)
        let disposer = Thread {
            for _ in 0..<100 where subject.hasObservers { _ = steady.events.count }
            subject.dispose()
        }
        disposer.start()
        _ = hammer(send: subject.onNext, subscribe: { subject.subscribe($0) })
        while !subject.isDisposed { _ = steady.events.count }
        // Whatever arrived before the disposal is a clean prefix: no duplicates, in order.
        let values = steady.elements.dropFirst().map { $0 }
        #expect(steady.events.first == .next(-1))
        #expect(Self.isOrderedPerSender(values))
        let disposed = String(describing: RxError.disposed(object: "BehaviorSubject<Int>"))
        #expect(subject.record().0.events == [.error(disposed)])
    }

    /// Runs the senders and the churners on their own threads; returns how many churning
    /// observers saw a duplicate or a sender's values out of order.
    private func hammer(
        send: @escaping @Sendable (Int) -> Void,
        subscribe: @escaping @Sendable (Recorder<Int>) -> Disposable
    ) -> Int {
        let failures = Atomic<Int>(0)
        let done = DispatchGroup()
        for sender in 0..<Self.senders {
            done.enter()
            Thread {
                for index in 0..<Self.valuesPerSender { send(sender * Self.valuesPerSender + index) }
                done.leave()
            }.start()
        }
        for _ in 0..<Self.churners {
            done.enter()
            Thread {
                for _ in 0..<Self.churnRounds {
                    let recorder = Recorder<Int>()
                    let subscription = subscribe(recorder)
                    // Stay subscribed for a moment so deliveries overlap the disposal.
                    for _ in 0..<20 where recorder.events.count > 1_000 { break }
                    subscription.dispose()
                    let seen = recorder.elements.filter { $0 >= 0 }
                    if !Self.isOrderedPerSender(seen) || Set(seen).count != seen.count {
                        failures.add(1, ordering: .relaxed)
                    }
                }
                done.leave()
            }.start()
        }
        done.wait()
        return failures.load(ordering: .acquiring)
    }

    /// Every value of every sender, exactly once, each sender's in order, and nothing else.
    private static func isComplete(_ events: [RecordedEvent<Int>]) -> Bool {
        let values = events.compactMap { event -> Int? in
            if case .next(let value) = event { value } else { nil }
        }
        guard values.count == events.count, values.count == senders * valuesPerSender else { return false }
        return values.sorted() == Array(0..<senders * valuesPerSender) && isOrderedPerSender(values)
    }

    private static func isOrderedPerSender(_ values: [Int]) -> Bool {
        var last = [Int](repeating: -1, count: senders)
        for value in values {
            let sender = value / valuesPerSender
            guard value > last[sender] else { return false }
            last[sender] = value
        }
        return true
    }
}
