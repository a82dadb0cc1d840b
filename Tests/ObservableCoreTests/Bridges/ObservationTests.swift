import Dispatch
import ObservableCore
import ObservableCoreTesting
import Observation
import TestSupport
import Testing

// Swift Observation as a source (`Observable.observations`, `Observable.observe`, `rx.observe`)
// and as a target (`model.rx.property` binders). Changes are read on a TestScheduler: nothing
// arrives until the test runs it, so every step is explicit.

@Observable private final class Person {
    var first = "Ada"
    var last = "Lovelace"
    var usesNickname = false
    var nickname = "Countess"
}

@Observable private final class Counter {
    var count = 0
    let released: (() -> Void)?

    init(count: Int = 0, released: (() -> Void)? = nil) {
        self.count = count
        self.released = released
    }

    deinit { released?() }
}

@Observable private final class Compatible: ReactiveCompatible {
    var count = 0
}

@MainActor @Observable private final class ScreenModel {
    var title = ""
    var count = 0
}

/// Counts calls of a closure, from the test's thread.
private final class Calls {
    var count = 0
}

@Suite struct ObservationSourceTests {
    @Test func theFirstValueComesAtSubscribeOnTheSubscribingThread() {
        let person = Person()
        let scheduler = TestScheduler(initialClock: 0)
        let (recorder, subscription) = Observable.observations(scheduler: scheduler) {
            person.first + " " + person.last
        }.record()
        #expect(recorder.events == [.next("Ada Lovelace")])
        subscription.dispose()
    }

    @Test func aChangeIsReadAfterTheMutationOnTheScheduler() {
        let person = Person()
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let subscription = Observable.observations(scheduler: scheduler) { person.first + " " + person.last }
            .subscribe(observer)
        scheduler.scheduleAt(100) { person.last = "Byron" }
        scheduler.scheduleAt(200) { person.first = "Augusta" }
        scheduler.start()
        // Read after each mutation (a tick later: the test scheduler's processing delay), with
        // the new value, never the old one `willSet` would have shown.
        #expect(
            observer.events == [
                .next(0, "Ada Lovelace"), .next(101, "Ada Byron"), .next(201, "Augusta Byron"),
            ])
        subscription.dispose()
    }

    @Test func nothingIsSentUntilTheSchedulerRuns() {
        let counter = Counter()
        let scheduler = TestScheduler(initialClock: 0)
        let (recorder, subscription) = Observable.observations(scheduler: scheduler) { counter.count }
            .record()
        counter.count = 1
        #expect(recorder.events == [.next(0)])
        scheduler.start()
        #expect(recorder.events == [.next(0), .next(1)])
        subscription.dispose()
    }

    @Test func changesBeforeTheReadCoalesceIntoTheLatestValue() {
        let counter = Counter()
        let scheduler = TestScheduler(initialClock: 0)
        let reads = Calls()
        let (recorder, subscription) = Observable.observations(scheduler: scheduler) {
            reads.count += 1
            return counter.count
        }.record()
        counter.count = 1
        counter.count = 2
        counter.count = 3
        scheduler.start()
        #expect(recorder.events == [.next(0), .next(3)])
        #expect(reads.count == 2)
        counter.count = 4
        scheduler.start()
        #expect(recorder.events == [.next(0), .next(3), .next(4)])
        subscription.dispose()
    }

    @Test func anAssignmentOfAnEqualValueIsNoChangeButABurstBackToTheSameValueIsSent() {
        let counter = Counter(count: 7)
        let scheduler = TestScheduler(initialClock: 0)
        let (recorder, subscription) = Observable.observations(scheduler: scheduler) { counter.count }
            .record()
        // `@Observable` does not report the assignment of an equal value of an Equatable property.
        counter.count = 7
        scheduler.start()
        #expect(recorder.events == [.next(7)])
        // A change and its undoing before the read: one read, of the same value.
        counter.count = 8
        counter.count = 7
        scheduler.start()
        #expect(recorder.events == [.next(7), .next(7)])
        let (distinct, distinctSubscription) = Observable.observations(scheduler: scheduler) { counter.count }
            .distinctUntilChanged().record()
        counter.count = 8
        counter.count = 7
        scheduler.start()
        #expect(distinct.events == [.next(7)])
        subscription.dispose()
        distinctSubscription.dispose()
    }

    @Test func eachReadIsTrackedAnewSoOnlyWhatTheLastCallReadCounts() {
        let person = Person()
        let scheduler = TestScheduler(initialClock: 0)
        let (recorder, subscription) = Observable.observations(scheduler: scheduler) {
            person.usesNickname ? person.nickname : person.first
        }.record()
        person.nickname = "Enchantress"  // not read yet: no element
        scheduler.start()
        person.usesNickname = true
        scheduler.start()
        person.first = "Augusta"  // no longer read: no element
        scheduler.start()
        person.nickname = "Countess"
        scheduler.start()
        #expect(recorder.events == [.next("Ada"), .next("Enchantress"), .next("Countess")])
        subscription.dispose()
    }

    @Test func disposalCancelsAQueuedReadAndEndsTracking() {
        let counter = Counter()
        let scheduler = TestScheduler(initialClock: 0)
        let reads = Calls()
        let (recorder, subscription) = Observable.observations(scheduler: scheduler) {
            reads.count += 1
            return counter.count
        }.record()
        counter.count = 1  // queues a read
        subscription.dispose()
        scheduler.start()
        counter.count = 2
        scheduler.start()
        #expect(recorder.events == [.next(0)])
        #expect(reads.count == 1)
    }

    @Test func disposalReleasesTheClosureAndWhatItCaptured() {
        let scheduler = TestScheduler(initialClock: 0)
        var counter: Counter? = Counter()
        weak let weakCounter = counter
        let subscription = Observable.observations(scheduler: scheduler) { [counter = counter!] in
            counter.count
        }
        .subscribe()
        counter = nil
        #expect(weakCounter != nil)  // captured strongly: the stream keeps it, as asked
        subscription.dispose()
        #expect(weakCounter == nil)
    }

    @Test func aWeaklyCapturedModelThatGoesCompletesTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        var counter: Counter? = Counter(count: 1)
        let (recorder, subscription) = Observable.observations(scheduler: scheduler) { [weak counter] in
            counter?.count ?? -1
        }.record()
        counter = nil
        #expect(recorder.events == [.next(1)])
        scheduler.start()
        #expect(recorder.events == [.next(1), .completed])
        subscription.dispose()
    }

    @Test func aModelGoingDuringTheSendCompletesAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var counter: Counter? = Counter(count: 1)
        let recorder = Recorder<Int>()
        let subscription = Observable.observations(scheduler: scheduler) { [weak counter] in
            counter?.count ?? -1
        }
        .subscribe(
            onNext: { value in
                recorder.on(.next(value))
                counter = nil
            }, onCompleted: { recorder.on(.completed) })
        #expect(recorder.events == [.next(1), .completed])
        subscription.dispose()
    }

    @Test func aClosureThatReadsNoObservablePropertyIsSentThenCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let (recorder, subscription) = Observable.observations(scheduler: scheduler) { 42 }.record()
        #expect(recorder.events == [.next(42), .completed])
        subscription.dispose()
    }

    @Test func aSubscriberThatMutatesTheModelGetsTheNextValueLaterNotReentrantly() {
        let counter = Counter()
        let scheduler = TestScheduler(initialClock: 0)
        var depth = 0
        var maximumDepth = 0
        var values: [Int] = []
        let subscription = Observable.observations(scheduler: scheduler) { counter.count }
            .subscribe(onNext: { value in
                depth += 1
                maximumDepth = max(maximumDepth, depth)
                values.append(value)
                if value < 3 { counter.count = value + 1 }
                depth -= 1
            })
        #expect(values == [0])
        scheduler.start()
        #expect(values == [0, 1, 2, 3])
        #expect(maximumDepth == 1)
        subscription.dispose()
    }

    @Test func severalSubscriptionsTrackIndependently() {
        let counter = Counter()
        let scheduler = TestScheduler(initialClock: 0)
        let stream = Observable.observations(scheduler: scheduler) { counter.count }
        let (first, firstSubscription) = stream.record()
        counter.count = 1
        scheduler.start()
        let (second, secondSubscription) = stream.record()
        firstSubscription.dispose()
        counter.count = 2
        scheduler.start()
        #expect(first.events == [.next(0), .next(1)])
        #expect(second.events == [.next(1), .next(2)])
        secondSubscription.dispose()
    }
}

@Suite struct ObservationKeyPathTests {
    @Test func observeSendsThePropertyAndItsChanges() {
        let counter = Counter()
        let scheduler = TestScheduler(initialClock: 0)
        let (recorder, subscription) = Observable.observe(counter, \.count, scheduler: scheduler).record()
        counter.count = 1
        counter.count = 2
        scheduler.start()
        counter.count = 3
        scheduler.start()
        #expect(recorder.events == [.next(0), .next(2), .next(3)])
        subscription.dispose()
    }

    @Test func rxObserveIsTheSameStream() {
        let counter = Counter()
        let compatible = Compatible()
        let scheduler = TestScheduler(initialClock: 0)
        let (recorder, subscription) = counter.rx.observe(\.count, scheduler: scheduler).record()
        let (compatibleRecorder, compatibleSubscription) = compatible.rx.observe(
            \.count, scheduler: scheduler
        )
        .record()
        counter.count = 5
        compatible.count = 6
        scheduler.start()
        #expect(recorder.events == [.next(0), .next(5)])
        #expect(compatibleRecorder.events == [.next(0), .next(6)])
        subscription.dispose()
        compatibleSubscription.dispose()
    }

    @Test func theModelIsNotRetainedAndItsDeallocationCompletesTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        var deinits = 0
        var counter: Counter? = Counter(count: 1, released: { deinits += 1 })
        weak let weakCounter = counter
        let (recorder, subscription) = counter!.rx.observe(\.count, scheduler: scheduler).record()
        counter = nil
        #expect(weakCounter == nil)
        #expect(deinits == 1)
        scheduler.start()
        #expect(recorder.events == [.next(1), .completed])
        subscription.dispose()
    }

    @Test func aModelGoneBeforeTheQueuedReadCompletesTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        var counter: Counter? = Counter()
        let (recorder, subscription) = Observable.observe(counter!, \.count, scheduler: scheduler).record()
        counter!.count = 1  // queues a read
        counter = nil
        scheduler.start()
        #expect(recorder.events == [.next(0), .completed])
        subscription.dispose()
    }
}

@Suite struct ObservationTargetTests {
    @Test @MainActor func aStreamBindsToAPropertyOfAMainActorModelOnTheMainThread() {
        let model = ScreenModel()
        let subscription = Observable.of("a", "b").bind(to: model.rx.title)
        // On the main thread the main scheduler applies at once.
        #expect(model.title == "b")
        subscription.dispose()
    }

    @Test @MainActor func aRelayFeedsTheModelUntilDisposed() {
        let model = ScreenModel()
        let relay = BehaviorRelay(value: 1)
        let relaySubscription = relay.bind(to: model.rx.count)
        #expect(model.count == 1)
        relay.accept(2)
        #expect(model.count == 2)
        relaySubscription.dispose()
        relay.accept(3)
        #expect(model.count == 2)
    }

    @Test @MainActor func aMainActorModelIsObservedFromTheMainActor() async {
        let model = ScreenModel()
        let recorder = Recorder<String>()
        let subscription = Observable.observations { model.title.uppercased() }.subscribe(recorder)
        #expect(recorder.events == [.next("")])
        model.title = "home"
        // Queued on the main queue; it runs when this test yields the main actor.
        #expect(await recorder.wait(forEvents: 2))
        #expect(recorder.events == [.next(""), .next("HOME")])
        subscription.dispose()
    }

    @Test func aModelOwnedByAQueueIsReadOnThatQueue() async {
        let queue = DispatchQueue(label: "model")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "model.scheduler")
        let counter = queue.sync { QueueOwnedModel(Counter()) }
        let recorder = Recorder<Int>()
        let subscription = queue.sync {
            Observable.observations(scheduler: scheduler) { counter.value.count }.subscribe(recorder)
        }
        queue.async { counter.value.count = 1 }
        #expect(await recorder.wait(forEvents: 2))
        #expect(recorder.events == [.next(0), .next(1)])
        subscription.dispose()
    }

    @Test func theRoundTripBindsOneModelToAnotherWithoutLoopOrCycle() {
        let scheduler = TestScheduler(initialClock: 0)
        var source: Counter? = Counter(count: 1)
        var target: Counter? = Counter()
        weak let weakSource = source
        weak let weakTarget = target
        let binding = source!.rx.observe(\.count, scheduler: scheduler)
            .map { $0 * 10 }
            .subscribe(Binder(target!, scheduler: scheduler) { target, value in target.count = value })
        let (targetRecorder, targetSubscription) = target!.rx.observe(\.count, scheduler: scheduler).record()
        scheduler.start()
        source!.count = 2
        scheduler.start()
        #expect(target!.count == 20)
        // Setting the target does not feed back into the source.
        target!.count = 5
        scheduler.start()
        #expect(source!.count == 2)
        // Neither model is kept alive by the streams; both streams complete when their model goes.
        source = nil
        target = nil
        #expect(weakSource == nil)
        #expect(weakTarget == nil)
        scheduler.start()
        #expect(targetRecorder.events == [.next(0), .next(10), .next(20), .next(5), .completed])
        binding.dispose()
        targetSubscription.dispose()
    }
}

/// Hands a model that is only touched on its queue to that queue.
private struct QueueOwnedModel<Value>: @unchecked Sendable {  // the model is touched only on its queue.
    let value: Value
    init(_ value: Value) { self.value = value }
}
