import TestSupport
import Testing

@testable import ObservableCore

@Suite struct DebugTests {
    /// Records what `debug` prints, with each line's timestamp checked and removed.
    private final class Lines {
        var lines: [String] = []
        var badTimestamps: [String] = []

        func append(_ line: String) {
            // `yyyy-MM-dd HH:mm:ss.SSS: ` is 25 characters.
            let prefix = line.prefix(25)
            let shape = prefix.map { $0.isNumber ? "9" : String($0) }.joined()
            if shape != "9999-99-99 99:99:99.999: " { badTimestamps.append(line) }
            lines.append(String(line.dropFirst(25)))
        }
    }

    private func debugged<Element>(
        _ source: Observable<Element>, _ identifier: String? = "id", trimOutput: Bool = false,
        into lines: Lines
    ) -> Observable<Element> {
        source.debug(
            identifier, trimOutput: trimOutput, file: "/path/to/File.swift", line: 12, function: "run()",
            output: lines.append)
    }

    @Test func printsSubscriptionEventsAndDisposal() {
        let lines = Lines()
        let (recorder, _) = debugged(Observable.of(1, 2), into: lines).record()
        #expect(recorder.events == [.next(1), .next(2), .completed])
        #expect(
            lines.lines == [
                "id -> subscribed", "id -> Event next(1)", "id -> Event next(2)", "id -> Event completed",
                "id -> isDisposed",
            ])
        #expect(lines.badTimestamps.isEmpty)
    }

    @Test func defaultIdentifierNamesFileLineAndFunction() {
        let lines = Lines()
        _ = debugged(Observable<Int>.empty(), nil, into: lines).subscribe()
        #expect(
            lines.lines == [
                "File.swift:12 (run()) -> subscribed", "File.swift:12 (run()) -> Event completed",
                "File.swift:12 (run()) -> isDisposed",
            ])
    }

    @Test func trimsLongEvents() {
        let lines = Lines()
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        _ = debugged(Observable.just(long), trimOutput: true, into: lines).subscribe()
        let event = "next(\(long))"
        #expect(lines.lines[1] == "id -> Event \(event.prefix(20))...\(event.suffix(20))")
        #expect(lines.lines[2] == "id -> Event completed")
    }

    @Test func error() {
        let lines = Lines()
        let (recorder, _) = debugged(Observable<Int>.error(TestError(id: 1)), into: lines).record()
        #expect(recorder.events == [.error("TestError(1)")])
        #expect(lines.lines == ["id -> subscribed", "id -> Event error(TestError(1))", "id -> isDisposed"])
    }

    @Test func disposalMidwayPrintsIsDisposedOnce() {
        let source = ManualSource<Int>()
        let lines = Lines()
        let (recorder, subscription) = debugged(source.observable, into: lines).record()
        source.onNext(1)
        subscription.dispose()
        subscription.dispose()
        source.onNext(2)
        #expect(recorder.events == [.next(1)])
        #expect(lines.lines == ["id -> subscribed", "id -> Event next(1)", "id -> isDisposed"])
        #expect(source.observerCount == 0)
    }

    @Test func observerFeedingTheSourceBack() {
        let source = ManualSource<Int>()
        let lines = Lines()
        let subscription = debugged(source.observable, into: lines).subscribe(onNext: { value in
            if value == 1 { source.onNext(2) }
        })
        source.onNext(1)
        #expect(lines.lines == ["id -> subscribed", "id -> Event next(1)", "id -> Event next(2)"])
        subscription.dispose()
    }

    @Test func publicFormPrints() {
        let (recorder, _) = Observable.of(1).debug("DebugTests.publicFormPrints").record()
        #expect(recorder.events == [.next(1), .completed])
    }

    @Test func sinksAreReleased() {
        let source = ManualSource<Int>()
        let lines = Lines()
        #expect(observerIsReleased(debugged(source.observable, into: lines)) { $0.dispose() })
        #expect(observerIsReleased(debugged(source.observable, into: lines)) { _ in source.onCompleted() })
        #expect(source.observerCount == 0)
    }
}
