import DelegateProxyKit
import Dispatch
import TestSupport
import Testing

@Suite @MainActor struct ControlPropertyTests {
    final class Field {
        var text: String? = "initial"
        var sets: [String?] = []
    }

    /// A property over `field.text` whose values come from `changes` (the current value first).
    private func property(_ field: Field, changes: SharedManualSource<String?>) -> ControlProperty<String?> {
        let values = Observable<String?>.create { observer in
            observer.onNext(field.text)
            return changes.observable.subscribe(observer)
        }
        let sink = Binder(field, scheduler: CurrentThreadScheduler.instance) { field, text in
            field.text = text
            field.sets.append(text)
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    @Test func subscribingGivesTheCurrentValueThenChanges() {
        let field = Field()
        let changes = SharedManualSource<String?>()
        let (recorder, subscription) = property(field, changes: changes).record()
        changes.send(.next("typed"))
        changes.send(.next(nil))
        #expect(recorder.events == [.next("initial"), .next("typed"), .next(nil)])
        subscription.dispose()
    }

    @Test func changedSkipsTheCurrentValue() {
        let field = Field()
        let changes = SharedManualSource<String?>()
        let (recorder, _) = property(field, changes: changes).changed.record()
        changes.send(.next("a"))
        changes.send(.completed)
        #expect(recorder.events == [.next("a"), .completed])
    }

    @Test func sendingValuesSetsTheProperty() {
        let field = Field()
        let text = property(field, changes: SharedManualSource())
        _ = Observable.of("x", "y").subscribe(text)
        #expect(field.sets == ["x", "y"])
        #expect(field.text == "y")
    }

    @Test func orEmptyReadsNilAsEmptyAndWritesThrough() {
        let field = Field()
        let changes = SharedManualSource<String?>()
        let text = property(field, changes: changes).orEmpty
        let (recorder, subscription) = text.record()
        changes.send(.next(nil))
        changes.send(.next("b"))
        subscription.dispose()
        changes.send(.next("after dispose"))
        text.onNext("set")
        #expect(recorder.events == [.next("initial"), .next(""), .next("b")])
        #expect(field.sets == ["set"])
        #expect(changes.disposals == 1)
    }

    @Test func offTheMainThreadItSubscribesOnTheMainThread() async {
        let log = EventLog()
        let source = Observable<Int>.create { observer in
            log.append("subscribed main=\(MainScheduler.isMainThread)")
            observer.onNext(1)
            return Disposables.create()
        }
        let text = ControlProperty(values: source, valueSink: AnyObserver<Int> { _ in })
        let recorder = Recorder<Int>()
        let subscription = DispatchQueue(label: "background").sync { text.subscribe(recorder) }
        #expect(await recorder.wait(forEvents: 1))
        #expect(log.all == ["subscribed main=true"])
        subscription.dispose()
    }

    @Test func anErrorSentToThePropertyStopsTheProgramInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            let property = ControlProperty(
                values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in })
            property.onError(TestError(id: 1))
        }
    }
}
