import DelegateProxyKit
import TestSupport
import Testing

/// The typed hand-off takes a method's arguments one by one and lends them to the observers, laid
/// out bit for bit without a retain: every number of arguments (one to six), with and without a
/// result, gives observers the arguments and the result, in order, around the forward delegate's
/// call; what observers keep stays alive after the call, and nothing leaks or is released twice
/// (`Marker.alive`, and the sanitizers in CI). Serialized: the tests count live tokens.
@Suite(.serialized) struct BorrowedDispatchTests {
    @Test func everyNumberOfArgumentsReachesObserversAndTheForwardDelegate() {
        let before = Marker.alive
        do {
            let (probe, logger, proxy) = observableProbe()
            var seen: [String] = []
            let bag = DisposeBag()
            proxy.sentMessage(ProbeDelegateProxy.one)
                .subscribe(onNext: { seen.append("sent 1 \($0 === probe)") }).disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.one)
                .subscribe(onNext: { seen.append("invoked 1 \($0 === probe)") }).disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.two)
                .subscribe(onNext: { seen.append("2 \($0.1.id)") }).disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.three)
                .subscribe(onNext: { seen.append("3 \($0.1.id) \($0.2)") }).disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.four)
                .subscribe(onNext: { seen.append("4 \($0.1.id) \($0.2) \($0.3)") }).disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.five)
                .subscribe(onNext: { seen.append("5 \($0.1.id) \($0.2) \($0.3) \($0.4.map(\.id))") })
                .disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.six)
                .subscribe(onNext: {
                    seen.append("6 \($0.1.id) \($0.2) \($0.3) \($0.4.map(\.id)) \($0.5?.id ?? 0)")
                })
                .disposed(by: bag)

            let delegate = probe.delegate
            delegate?.probe(probe)
            delegate?.probe(probe, token: Marker(20))
            delegate?.probe(probe, token: Marker(30), text: "three")
            delegate?.probe(probe, token: Marker(40), text: "four", number: 4)
            delegate?.probe(
                probe, token: Marker(50), text: "five", number: 5, list: [Marker(51), Marker(52)])
            delegate?.probe(
                probe, token: Marker(60), text: "six", number: 6, list: [Marker(61)], other: Marker(62))
            delegate?.probe(probe, token: Marker(70), text: "six", number: 7, list: [], other: nil)

            #expect(
                seen == [
                    "sent 1 true", "invoked 1 true", "2 20", "3 30 three", "4 40 four 4",
                    "5 50 five 5 [51, 52]",
                    "6 60 six 6 [61] 62", "6 70 six 7 [] 0",
                ])
            #expect(
                logger.log == [
                    "1", "2 20", "3 30 three", "4 40 four 4", "5 50 five 5 [51, 52]", "6 60 six 6 [61] 62",
                    "6 70 six 7 [] 0",
                ])
        }
        #expect(Marker.alive == before)
    }

    @Test func everyNumberOfArgumentsWithAResultReturnsAndLendsTheResult() {
        let before = Marker.alive
        do {
            let (probe, logger, proxy) = observableProbe()
            var seen: [String] = []
            let bag = DisposeBag()
            proxy.sentMessage(ProbeDelegateProxy.answerOne)
                .subscribe(onNext: { seen.append("sent \($0 === probe)") }).disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.answerOne)
                .subscribe(onNext: { seen.append("1 -> \($0.returnValue.id)") }).disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.answerTwo)
                .subscribe(onNext: { seen.append("2 \($0.arguments.1.id) -> \($0.returnValue.id)") })
                .disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.answerThree)
                .subscribe(onNext: { seen.append("3 \($0.arguments.2) -> \($0.returnValue.id)") })
                .disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.answerFour)
                .subscribe(onNext: { seen.append("4 \($0.arguments.3) -> \($0.returnValue.id)") })
                .disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.answerFive)
                .subscribe(onNext: { seen.append("5 \($0.arguments.4.map(\.id)) -> \($0.returnValue.id)") })
                .disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.answerSix)
                .subscribe(onNext: { seen.append("6 \($0.arguments.5?.id ?? 0) -> \($0.returnValue.id)") })
                .disposed(by: bag)

            let delegate = probe.delegate
            let answers = [
                delegate?.probeAnswer(probe),
                delegate?.probeAnswer(probe, token: Marker(20)),
                delegate?.probeAnswer(probe, token: Marker(30), text: "three"),
                delegate?.probeAnswer(probe, token: Marker(40), text: "four", number: 4),
                delegate?.probeAnswer(probe, token: Marker(50), text: "five", number: 5, list: [Marker(51)]),
                delegate?.probeAnswer(
                    probe, token: Marker(60), text: "six", number: 6, list: [], other: Marker(62)),
            ]
            #expect(answers.map { $0?.id } == [1, 2, 3, 4, 5, 6])
            #expect(
                seen == [
                    "sent true", "1 -> 1", "2 20 -> 2", "3 three -> 3", "4 4 -> 4", "5 [51] -> 5",
                    "6 62 -> 6",
                ])

            // Without a forward delegate: the default, lent to observers as the result.
            proxy.setForwardToDelegate(nil, retainDelegate: false)
            seen = []
            let fallback = probe.delegate?.probeAnswer(probe, token: Marker(21))
            #expect(fallback?.id == -2)
            #expect(seen == ["2 21 -> -2"])
            withExtendedLifetime(logger) {}
        }
        #expect(Marker.alive == before)
    }

    @Test func whatObserversKeepOutlivesTheCallAndIsReleasedWithThem() {
        let before = Marker.alive
        var kept: [(Probe, Marker, String, Int, [Marker], Marker?)] = []
        var keptAnswers: [(arguments: (Probe, Marker), returnValue: Marker)] = []
        do {
            let (probe, logger, proxy) = observableProbe()
            let bag = DisposeBag()
            proxy.methodInvoked(ProbeDelegateProxy.six).subscribe(onNext: { kept.append($0) }).disposed(
                by: bag)
            proxy.sentMessage(ProbeDelegateProxy.six).subscribe(onNext: { kept.append($0) }).disposed(by: bag)
            proxy.methodInvoked(ProbeDelegateProxy.answerTwo).subscribe(onNext: { keptAnswers.append($0) })
                .disposed(by: bag)
            for index in 1...3 {
                // Everything the call gets is made here and released when the call returns,
                // unless an observer kept it.
                probe.delegate?.probe(
                    probe, token: Marker(index), text: "text \(index)", number: index,
                    list: [Marker(index * 10)],
                    other: Marker(index * 100))
                _ = probe.delegate?.probeAnswer(probe, token: Marker(index + 1000))
            }
            #expect(Marker.alive == before + 3 * 3 + 3 * 2)
            withExtendedLifetime(logger) {}
        }
        #expect(kept.count == 6)
        #expect(kept.map(\.1.id) == [1, 1, 2, 2, 3, 3])
        #expect(kept.map(\.2) == ["text 1", "text 1", "text 2", "text 2", "text 3", "text 3"])
        #expect(kept.map { $0.4.map(\.id) } == [[10], [10], [20], [20], [30], [30]])
        #expect(kept.map { $0.5?.id } == [100, 100, 200, 200, 300, 300])
        #expect(keptAnswers.map(\.arguments.1.id) == [1001, 1002, 1003])
        #expect(keptAnswers.map(\.returnValue.id) == [2, 2, 2])
        kept = []
        keptAnswers = []
        #expect(Marker.alive == before)
    }

    @Test func argumentsLargerThanTheStackRoomAreLaidOutInAllocatedMemory() {
        let before = Marker.alive
        do {
            let (probe, logger, proxy) = observableProbe()
            var seen: [Large] = []
            let subscription = proxy.methodInvoked(ProbeDelegateProxy.large).subscribe(onNext: {
                seen.append($0.1)
                seen.append($0.2)
            })
            let first = Large(
                first: "a", second: "b", third: "c", fourth: String(repeating: "d", count: 40), token: 1)
            let second = Large(first: "e", second: "f", third: "g", fourth: "h", token: 2)
            probe.delegate?.probe(probe, large: first, second)
            subscription.dispose()
            #expect(MemoryLayout<(Probe, Large, Large)>.size > 12 * MemoryLayout<Int>.size)
            #expect(seen == [first, second])
            #expect(logger.log == ["large a 2"])
        }
        #expect(Marker.alive == before)
    }

    @Test func anArgumentWhoseBitsCannotMoveIsCopiedAndReleased() {
        let before = Marker.alive
        do {
            let (probe, logger, proxy) = observableProbe()
            let token = Marker(7)
            var seen: [String] = []
            var kept: [Held] = []
            let subscription = proxy.methodInvoked(ProbeDelegateProxy.held).subscribe(onNext: { call in
                seen.append(
                    "\(call.arguments.1.label) \(call.arguments.1.token?.id ?? 0) -> \(call.returnValue.label)"
                )
                kept.append(call.returnValue)
            })
            let answer = probe.delegate?.probe(probe, held: Held(token: token, label: "held"))
            subscription.dispose()
            #expect(answer?.label == "held!")
            #expect(answer?.token === token)
            #expect(seen == ["held 7 -> held!"])
            #expect(kept.first?.token === token)
            withExtendedLifetime(logger) {}
        }
        #expect(Marker.alive == before)
    }

    @Test func anArgumentWhoseBitsCannotMoveIsCopiedAndReleasedByACallWithoutAResult() {
        let before = Marker.alive
        do {
            let (probe, logger, proxy) = observableProbe()
            var seen: [Int] = []
            let subscription = proxy.methodInvoked(ProbeDelegateProxy.pinned).subscribe(onNext: {
                seen.append($0.1.token.id)
            })
            let token = Marker(8)
            probe.delegate?.probe(probe, pinned: Pinned(watched: token, token: token))
            subscription.dispose()
            #expect(seen == [8])
            #expect(logger.log == ["pinned 8"])
        }
        // The hand-off's copy of the argument held the token too.
        #expect(Marker.alive == before)
    }

    @Test func aCallQueuedBehindAnotherKeepsItsArguments() {
        let before = Marker.alive
        do {
            let (probe, logger, proxy) = observableProbe()
            var seen: [String] = []
            let subscription = proxy.methodInvoked(ProbeDelegateProxy.three).subscribe(onNext: { call in
                seen.append("begin \(call.1.id) \(call.2)")
                // Made while this call is delivered: queued, delivered after this one returns,
                // when the arguments of the inner call have been released by their caller.
                if call.1.id == 1 { probe.delegate?.probe(probe, token: Marker(2), text: "inner \(call.2)") }
                seen.append("end \(call.1.id)")
            })
            probe.delegate?.probe(probe, token: Marker(1), text: "outer")
            subscription.dispose()
            #expect(seen == ["begin 1 outer", "end 1", "begin 2 inner outer", "end 2"])
            withExtendedLifetime(logger) {}
        }
        #expect(Marker.alive == before)
    }

    @Test func anUnobservedMethodOfAnObservedProxyOnlyForwards() {
        let (probe, logger, proxy) = observableProbe()
        var seen = 0
        let subscription = proxy.methodInvoked(ProbeDelegateProxy.two).subscribe(onNext: { _ in seen += 1 })
        probe.delegate?.probe(probe, token: Marker(3), text: "three")
        let answer = probe.delegate?.probeAnswer(probe, token: Marker(4), text: "three")
        subscription.dispose()
        #expect(seen == 0)
        #expect(answer?.id == 3)
        #expect(logger.log == ["3 3 three"])
    }
}
