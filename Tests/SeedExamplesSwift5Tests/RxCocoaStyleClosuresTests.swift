// RxCocoa-style code in the Swift 5 language mode (this target's): `drive`, `emit` and `Binder`
// take `@MainActor` closures, and code written for RxCocoa's plain closures compiles unchanged —
// closure literals capturing a non-Sendable `self`, a method reference, a stored closure, a
// `Binder` an extension author builds over a class the compiler does not know to be main-actor.
import DelegateProxyKit
import Testing

/// A view class as Swift 5 code sees one that is not annotated.
private final class Label {
    var text = ""
}

extension Label: ReactiveCompatible {}

extension Reactive where Base: Label {
    fileprivate var text: Binder<String> {
        Binder(base) { label, text in label.text = text }
    }
}

private final class CounterViewController {
    let label = Label()
    var taps = 0
    var log: [String] = []
    let disposeBag = DisposeBag()

    func handle(_ title: String) { log.append("handled \(title)") }

    func bind(titles: Driver<String>, taps: Signal<Void>) {
        titles.drive(label.rx.text).disposed(by: disposeBag)
        titles.drive(onNext: { [weak self] title in self?.log.append("title \(title)") }).disposed(
            by: disposeBag)
        titles.drive(onNext: handle).disposed(by: disposeBag)
        let stored: (String) -> Void = { [weak self] in self?.log.append("stored \($0)") }
        titles.drive(onNext: stored, onCompleted: nil, onDisposed: nil).disposed(by: disposeBag)
        titles.drive(with: self, onNext: { owner, title in owner.log.append("with \(title)") })
            .disposed(by: disposeBag)
        taps.emit(onNext: { [weak self] in self?.taps += 1 }).disposed(by: disposeBag)
        taps.emit(with: self, onNext: { owner, _ in owner.taps += 10 }).disposed(by: disposeBag)
    }
}

@Suite @MainActor struct RxCocoaStyleClosuresTests {
    @Test func rxCocoaStyleBindingsCompileAndRun() {
        let controller = CounterViewController()
        // Relays, so that each element arrives at once on the main thread.
        let title = BehaviorRelay(value: "Hello")
        let taps = PublishRelay<Void>()
        controller.bind(titles: title.asDriver(), taps: taps.asSignal())
        taps.accept(())
        #expect(controller.label.text == "Hello")
        #expect(controller.log == ["title Hello", "handled Hello", "stored Hello", "with Hello"])
        #expect(controller.taps == 11)
    }
}
