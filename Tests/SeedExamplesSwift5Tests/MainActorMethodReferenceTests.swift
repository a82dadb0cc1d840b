// RxCocoa-style code in the Swift 5 language mode where the class is `@MainActor`, as UIKit's view
// controllers are: a method reference handed to `drive`/`emit` compiles without a diagnostic.
import DelegateProxyKit
import Testing

@MainActor private final class TitleViewController {
    var titles: [String] = []
    var taps = 0
    // A method reference captures `self`, so the bag is emptied to end the subscriptions (the
    // relay's never end), as a view controller's bag is at its teardown.
    var disposeBag = DisposeBag()

    func show(_ title: String) { titles.append(title) }
    func tap() { taps += 1 }
    func finish() { titles.append("done") }

    func bind(titles: Driver<String>, taps: Signal<Void>) {
        titles.drive(onNext: show, onCompleted: finish).disposed(by: disposeBag)
        taps.emit(onNext: tap).disposed(by: disposeBag)
    }
}

@Suite @MainActor struct MainActorMethodReferenceTests {
    @Test func methodReferencesOfAMainActorClassDriveAndEmit() {
        weak var released: TitleViewController?
        do {
            let controller = TitleViewController()
            released = controller
            let taps = PublishRelay<Void>()
            controller.bind(titles: Driver.just("Hello"), taps: taps.asSignal())
            taps.accept(())
            #expect(controller.titles == ["Hello", "done"])
            #expect(controller.taps == 1)
            controller.disposeBag = DisposeBag()
        }
        #expect(released == nil)
    }
}
