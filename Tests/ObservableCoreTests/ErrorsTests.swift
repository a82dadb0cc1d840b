import ObservableCore
import TestSupport
import Testing

@Suite struct ErrorsTests {
    @Test func descriptionsAreRxSwiftsWordForWord() {
        let cases: [(RxError, String)] = [
            (.unknown, "Unknown error occurred."),
            (.disposed(object: "PublishSubject<Int>"), "Object `PublishSubject<Int>` was already disposed."),
            (.overflow, "Arithmetic overflow occurred."),
            (.argumentOutOfRange, "Argument out of range."),
            (.noElements, "Sequence doesn't contain any elements."),
            (.moreThanOneElement, "Sequence contains more than one element."),
            (.timeout, "Sequence timeout."),
        ]
        for (error, text) in cases {
            #expect(error.debugDescription == text)
            #expect("\(error)" == text)
        }
    }

    @Test func operatorsSendThem() {
        let (empty, _) = Observable<Int>.empty().asSingle().asObservable().record()
        #expect(empty.events == [.error("Sequence doesn't contain any elements.")])
        let (outOfRange, _) = Observable.of(1).element(at: 3).record()
        #expect(outOfRange.events == [.error("Argument out of range.")])
    }
}
