import DelegateProxyKit
import TestSupport
import Testing

/// The typed hand-offs box a call's arguments for untyped observers themselves, one element per
/// argument the method declares: every number of arguments (one to six), with and without a
/// result, in both phases; a method declared with another number of arguments than its hand-off
/// passes (one argument whose type is a tuple, seven or more passed as one tuple, none) is boxed
/// as it declares. What the arrays hold is released with them (`Marker.alive`, and the sanitizers
/// in CI). Nested in `BorrowedDispatchTests`, whose tests count the same live tokens: serialized
/// with them.
extension BorrowedDispatchTests {
    @Suite struct ArgumentBoxingTests {
        /// `arguments` as text: the probe by name, markers by id, optionals unwrapped, others as they
        /// print.
        private static func describe(_ arguments: [Any], probe: Probe) -> String {
            arguments.map { element -> String in
                if (element as? Probe) === probe { return "probe" }
                if let marker = element as? Marker { return "#\(marker.id)" }
                if let markers = element as? [Marker] { return "\(markers.map(\.id))" }
                if let marker = element as? Marker? { return marker.map { "#\($0.id)" } ?? "nil" }
                return "\(element)"
            }.joined(separator: " ")
        }

        /// The selectors of `ProbeDelegate`'s methods without a result, by number of arguments.
        private static let selectors: [DelegateSelector] = [
            "probe(_:)", "probe(_:token:)", "probe(_:token:text:)", "probe(_:token:text:number:)",
            "probe(_:token:text:number:list:)", "probe(_:token:text:number:list:other:)",
        ]

        @Test func everyNumberOfArgumentsIsBoxedOneElementPerArgumentInBothPhases() {
            let before = Marker.alive
            do {
                let (probe, logger, proxy) = observableProbe()
                var seen: [String] = []
                var kept: [[Any]] = []
                let bag = DisposeBag()
                for selector in Self.selectors {
                    proxy.sentMessage(selector)
                        .subscribe(onNext: { seen.append("sent \(Self.describe($0, probe: probe))") })
                        .disposed(by: bag)
                    proxy.methodInvoked(selector)
                        .subscribe(onNext: {
                            kept.append($0)
                            seen.append("invoked \(Self.describe($0, probe: probe))")
                        })
                        .disposed(by: bag)
                }
                let delegate = probe.delegate
                delegate?.probe(probe)
                delegate?.probe(probe, token: Marker(20))
                delegate?.probe(probe, token: Marker(30), text: "three")
                delegate?.probe(probe, token: Marker(40), text: "four", number: 4)
                delegate?.probe(probe, token: Marker(50), text: "five", number: 5, list: [Marker(51)])
                delegate?.probe(probe, token: Marker(60), text: "six", number: 6, list: [], other: Marker(62))
                delegate?.probe(probe, token: Marker(70), text: "six", number: 7, list: [], other: nil)
                #expect(
                    seen == [
                        "sent probe", "invoked probe",
                        "sent probe #20", "invoked probe #20",
                        "sent probe #30 three", "invoked probe #30 three",
                        "sent probe #40 four 4", "invoked probe #40 four 4",
                        "sent probe #50 five 5 [51]", "invoked probe #50 five 5 [51]",
                        "sent probe #60 six 6 [] #62", "invoked probe #60 six 6 [] #62",
                        "sent probe #70 six 7 [] nil", "invoked probe #70 six 7 [] nil",
                    ])
                #expect(logger.log.count == 7)
                // The arrays an observer keeps keep their tokens: 20, 30, 40, 50 and 51, 60 and 62, 70.
                #expect(Marker.alive == before + 8)
                #expect(kept.map(\.count) == [1, 2, 3, 4, 5, 6, 6])
            }
            #expect(Marker.alive == before)
        }

        @Test func everyNumberOfArgumentsWithAResultIsBoxedWithTheResultAfterTheCall() {
            let before = Marker.alive
            do {
                let (probe, logger, proxy) = observableProbe()
                var seen: [String] = []
                let bag = DisposeBag()
                let selectors: [DelegateSelector] = [
                    "probeAnswer(_:)", "probeAnswer(_:token:)", "probeAnswer(_:token:text:)",
                    "probeAnswer(_:token:text:number:)", "probeAnswer(_:token:text:number:list:)",
                    "probeAnswer(_:token:text:number:list:other:)",
                ]
                for selector in selectors {
                    proxy.sentMessage(selector)
                        .subscribe(onNext: { seen.append("sent \(Self.describe($0, probe: probe))") })
                        .disposed(by: bag)
                    proxy.methodInvoked(selector)
                        .subscribe(onNext: { seen.append("invoked \(Self.describe($0, probe: probe))") })
                        .disposed(by: bag)
                }
                let delegate = probe.delegate
                #expect(delegate?.probeAnswer(probe).id == 1)
                #expect(delegate?.probeAnswer(probe, token: Marker(20)).id == 2)
                #expect(delegate?.probeAnswer(probe, token: Marker(30), text: "three").id == 3)
                #expect(delegate?.probeAnswer(probe, token: Marker(40), text: "four", number: 4).id == 4)
                #expect(
                    delegate?.probeAnswer(probe, token: Marker(50), text: "five", number: 5, list: []).id == 5
                )
                #expect(
                    delegate?.probeAnswer(
                        probe, token: Marker(60), text: "six", number: 6, list: [Marker(61)], other: nil
                    ).id == 6)
                #expect(
                    seen == [
                        "sent probe", "invoked probe #1",
                        "sent probe #20", "invoked probe #20 #2",
                        "sent probe #30 three", "invoked probe #30 three #3",
                        "sent probe #40 four 4", "invoked probe #40 four 4 #4",
                        "sent probe #50 five 5 []", "invoked probe #50 five 5 [] #5",
                        "sent probe #60 six 6 [61] nil", "invoked probe #60 six 6 [61] nil #6",
                    ])
                withExtendedLifetime(logger) {}
            }
            #expect(Marker.alive == before)
        }

        @Test func typedAndUntypedObserversOfEveryNumberOfArgumentsSeeTheSameCall() {
            let before = Marker.alive
            do {
                let (probe, logger, proxy) = observableProbe()
                var seen: [String] = []
                let bag = DisposeBag()
                proxy.methodInvoked(ProbeDelegateProxy.three)
                    .subscribe(onNext: { seen.append("typed \($0.1.id) \($0.2)") }).disposed(by: bag)
                proxy.methodInvoked("probe(_:token:text:)")
                    .subscribe(onNext: { seen.append("untyped \(Self.describe($0, probe: probe))") })
                    .disposed(by: bag)
                proxy.methodInvoked(ProbeDelegateProxy.answerTwo)
                    .subscribe(onNext: { seen.append("typed \($0.arguments.1.id) -> \($0.returnValue.id)") })
                    .disposed(by: bag)
                proxy.methodInvoked("probeAnswer(_:token:)")
                    .subscribe(onNext: { seen.append("untyped \(Self.describe($0, probe: probe))") })
                    .disposed(by: bag)
                probe.delegate?.probe(probe, token: Marker(30), text: "three")
                _ = probe.delegate?.probeAnswer(probe, token: Marker(20))
                #expect(
                    seen == [
                        "typed 30 three", "untyped probe #30 three", "typed 20 -> 2", "untyped probe #20 #2",
                    ])
                withExtendedLifetime(logger) {}
            }
            #expect(Marker.alive == before)
        }

        /// Methods declared with another number of arguments than their hand-off passes: each is
        /// boxed one element per declared argument.
        @Test func aMethodDeclaredWithAnotherNumberOfArgumentsIsBoxedAsDeclared() {
            let abacus = Abacus()
            let proxy = AbacusDelegateProxy.proxy(for: abacus)
            var seen: [String] = []
            let bag = DisposeBag()
            let selectors: [DelegateSelector] = [
                "abacusDidReset()", "abacusDidSet(_:)", "abacus(_:_:_:_:_:_:_:)",
            ]
            for selector in selectors {
                proxy.methodInvoked(selector)
                    .subscribe(onNext: { seen.append("\(selector.name): \($0.count) \($0.map { "\($0)" })") })
                    .disposed(by: bag)
            }
            proxy.methodInvoked(AbacusDelegateProxy.didSet)
                .subscribe(onNext: { seen.append("typed \($0.0) \($0.1)") }).disposed(by: bag)
            abacus.delegate?.abacusDidReset()
            abacus.delegate?.abacusDidSet((1, "one"))
            abacus.delegate?.abacus(1, 2, 3, 4, 5, 6, 7)
            #expect(
                seen == [
                    "abacusDidReset(): 0 []",
                    #"abacusDidSet(_:): 1 ["(1, \"one\")"]"#, "typed 1 one",
                    #"abacus(_:_:_:_:_:_:_:): 7 ["1", "2", "3", "4", "5", "6", "7"]"#,
                ])
        }
    }
}

/// A delegate protocol whose methods' hand-offs pass another number of arguments than the
/// methods declare: none, one whose type is a tuple (handed off as a tuple, as two arguments
/// are), seven (handed off as one tuple).
protocol AbacusDelegate: AnyObject {
    func abacusDidReset()
    func abacusDidSet(_ pair: (Int, String))
    func abacus(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int)
}

final class Abacus: HasDelegate, HasAssociatedProxies {
    weak var delegate: (any AbacusDelegate)?
    let associatedProxies = AssociatedProxyStorage()
}

final class AbacusDelegateProxy: DelegateProxy<Abacus, any AbacusDelegate>, DelegateProxyType, AbacusDelegate
{
    static let didReset = DelegateMethod("abacusDidReset()")
    static let didSet = DelegateMethod("abacusDidSet(_:)", (Int, String).self)
    static let seven = DelegateMethod(
        "abacus(_:_:_:_:_:_:_:)", Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self)

    static func registerKnownImplementations() {
        register { AbacusDelegateProxy(parentObject: $0) }
    }

    func abacusDidReset() {
        dispatch(Self.didReset, ()) { $0.abacusDidReset() }
    }

    func abacusDidSet(_ pair: (Int, String)) {
        dispatch(Self.didSet, pair) { $0.abacusDidSet(pair) }
    }

    func abacus(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int) {
        dispatch(Self.seven, (a, b, c, d, e, f, g)) { $0.abacus(a, b, c, d, e, f, g) }
    }
}
