// RxSwift code that calls `Single.zip` / `Maybe.zip` inside a closure passed as an argument,
// reading the tuple in a `print`-like call that takes `Any...`: compiled in the Swift 6 language
// mode (ObservableCoreTests) and in the Swift 5 mode (SeedExamplesSwift5Tests, which compiles
// this same file through a symbolic link). In the Swift 5 mode only overloads of fixed arity
// declared where `Element == Any`, as RxSwift's, resolve it.
import ObservableCore
import Testing

private final class Output {
    var lines: [String] = []
}

@Suite struct TraitZipInAClosureTests {
    private let output = Output()

    private func print(_ items: Any...) {
        output.lines.append(items.map { "\($0)" }.joined(separator: " "))
    }

    private func run(_ body: () -> Void) { body() }

    @Test func singleZipOfTwoInAClosure() {
        run {
            _ = Single.zip(Single.just(1), Single.just(2)).subscribe(onSuccess: { print("zip", $0.0, $0.1) })
        }
        #expect(output.lines == ["zip 1 2"])
    }

    @Test func singleAndMaybeZipOfEightInAClosure() {
        run {
            _ = Single.zip(
                Single.just(1), Single.just("b"), Single.just(3), Single.just(4),
                Single.just(5), Single.just(6), Single.just(7), Single.just(8)
            ).subscribe(onSuccess: { print("single", $0.0, $0.1, $0.7) })
            _ = Maybe.zip(Maybe.just(1), Maybe.just("b")).subscribe(onSuccess: { print("maybe", $0.0, $0.1) })
            _ = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()).subscribe(
                onSuccess: { print("maybe", $0.0, $0.1) }, onCompleted: { print("empty") })
        }
        #expect(output.lines == ["single 1 b 8", "maybe 1 b", "empty"])
    }
}
