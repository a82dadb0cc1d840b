import ObservableCore
import TestSupport
import Testing

/// Serialized: two of these tests change the global hooks (and restore them).
@Suite(.serialized) struct HooksTests {
    /// Runs `body` with a scoped handler; returns what the handler saw.
    private func unhandled(_ body: () -> Void) -> [String] {
        var log: [String] = []
        Hooks.withDefaultErrorHandler({ stack, error in log.append("\(stack) \(error)") }, operation: body)
        return log
    }

    @Test func errorWithoutOnErrorGoesToTheHook() {
        let log = unhandled {
            _ = Observable<Int>.error(TestError(id: 1)).subscribe(onNext: { _ in })
            _ = Observable<Int>.error(TestError(id: 2)).subscribe()
        }
        #expect(log == ["[] TestError(1)", "[] TestError(2)"])
    }

    @Test func handledErrorsAndOtherEventsDoNotReachTheHook() {
        var handled: [String] = []
        let log = unhandled {
            _ = Observable<Int>.error(TestError(id: 1)).subscribe(onError: { handled.append("\($0)") })
            _ = Observable.of(1, 2).subscribe(onNext: { _ in })
            _ = Observable<Int>.never().subscribe(onNext: { _ in }).dispose()
            _ = Observable<Int>.error(TestError(id: 2)).subscribe { _ in }
        }
        #expect(log == [])
        #expect(handled == ["TestError(1)"])
    }

    @Test func traitsWithoutAnErrorHandlerGoToTheHook() {
        var handled: [String] = []
        let log = unhandled {
            _ = Single<Int>.error(TestError(id: 1)).subscribe(onSuccess: { _ in })
            _ = Maybe<Int>.error(TestError(id: 2)).subscribe(onSuccess: { _ in })
            _ = Completable.error(TestError(id: 3)).subscribe(onCompleted: {})
            _ = Single<Int>.error(TestError(id: 4)).subscribe(onFailure: { handled.append("\($0)") })
            _ = Maybe<Int>.error(TestError(id: 5)).subscribe(onError: { handled.append("\($0)") })
            _ = Completable.error(TestError(id: 6)).subscribe(onError: { handled.append("\($0)") })
        }
        #expect(log == ["[] TestError(1)", "[] TestError(2)", "[] TestError(3)"])
        #expect(handled == ["TestError(4)", "TestError(5)", "TestError(6)"])
    }

    @Test func weakFormsAndBindingsDoNotReachTheHook() {
        final class Owner {}
        let owner = Owner()
        let log = unhandled {
            _ = Observable<Int>.error(TestError(id: 1)).subscribe(with: owner, onNext: { _, _ in })
            _ = Observable<Int>.error(TestError(id: 2)).bind(onNext: { _ in })
        }
        #expect(log == [])
    }

    @Test func errorsFromAnotherThreadGoToTheGlobalHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let seen = Recorder<String>()
        // Other tests may run meanwhile: keep only this test's error.
        Hooks.defaultErrorHandler = { _, error in
            if let error = error as? TestError, error.id == 901 { seen.on(.next("\(error)")) }
        }
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { _ in })
        subject.onError(TestError(id: 901))
        #expect(seen.events == [.next("TestError(901)")])
    }

    @Test func callStackIsRecordedWhenAskedFor() {
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.recordCallStackOnError = false
            Hooks.customCaptureSubscriptionCallstack = previousCapture
        }
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
        let subject = PublishSubject<Int>()
        let log = unhandled {
            _ = subject.subscribe(onNext: { _ in })
            Hooks.recordCallStackOnError = true
            _ = subject.subscribe(onNext: { _ in })
            #expect(Hooks.recordCallStackOnError)
            subject.onError(TestError(id: 1))
        }
        #expect(log == ["[] TestError(1)", "[\"frame 1\", \"frame 2\"] TestError(1)"])
    }

    @Test func defaultHandlerPrintsAsRxSwiftDoes() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            _ = Observable<Int>.error(RxError.noElements).subscribe(onNext: { _ in })
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(output.contains("Unhandled error happened: Sequence doesn't contain any elements.\n"))
    }
}
