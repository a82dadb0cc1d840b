import ObservableCore
import TestSupport
import Testing

/// The filtering examples of seed 000 that have no operator suite of their own here.
@Suite struct SeedFilteringTests {
    @Test func filterKeepsTheEvenNumbers() {
        let disposeBag = DisposeBag()
        var printed: [Int] = []
        Observable.of(1, 2, 3, 4, 5, 6)
            .filter { $0.isMultiple(of: 2) }
            .subscribe(onNext: {
                printed.append($0)
            })
            .disposed(by: disposeBag)
        #expect(printed == [2, 4, 6])
    }
}
