// The sample of ObservableCore's overview page, verbatim.
import ObservableCore
import Testing

@Suite struct ObservableCoreOverviewTests {
    @Test func theOverviewSamplePrintsWhatThePageSays() {
        capturingPrints { output in
            let bag = DisposeBag()
            Observable.of("Lisbon", "Oslo", "Lima")
                .filter { $0.hasPrefix("L") }
                .map { $0.uppercased() }
                .subscribe(onNext: { print($0) })
                .disposed(by: bag)
            // LISBON
            // LIMA
            #expect(output.take() == ["LISBON", "LIMA"])
        }
    }
}
