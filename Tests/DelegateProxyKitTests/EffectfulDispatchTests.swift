import DelegateProxyKit
import TestSupport
import Testing

/// The hand-offs of `throws`, `async` and `async throws` requirements: `sentMessage` observers,
/// then the forward delegate (awaited), then `methodInvoked` observers, typed and untyped; an
/// error from the forward delegate reaches the caller, and `methodInvoked` observers do not see
/// the call; the default answers without a forward delegate; nothing is kept after the call.
@Suite struct EffectfulDispatchTests {
    /// A deck whose proxy retains a logging forward delegate.
    private func deckWithLogger(log: Log, failing: Set<String> = []) -> (Deck, DeckDelegateProxy) {
        let deck = Deck()
        let proxy = DeckDelegateProxy.proxy(for: deck)
        proxy.setForwardToDelegate(DeckLogger(log: log, failing: failing), retainDelegate: true)
        return (deck, proxy)
    }

    /// Logs both phases of `method` as typed observers see them, and the untyped `methodInvoked`.
    private func observe<Arguments, ReturnValue>(
        _ method: DelegateMethod<Arguments, ReturnValue>, on proxy: DeckDelegateProxy, log: Log,
        bag: DisposeBag
    ) {
        let name = method.selector.name
        proxy.sentMessage(method).subscribe(onNext: { log.append("sent \(name) \($0)") }).disposed(by: bag)
        proxy.methodInvoked(method)
            .subscribe(onNext: { log.append("invoked \(name) \($0.arguments) -> \($0.returnValue)") })
            .disposed(by: bag)
        proxy.methodInvoked(method.selector).subscribe(onNext: { log.append("untyped \(name) \($0)") })
            .disposed(by: bag)
    }

    // MARK: Order and streams

    @Test func throwingMethodsDeliverSentThenForwardThenInvoked() throws {
        let log = Log()
        let (deck, proxy) = deckWithLogger(log: log)
        let bag = DisposeBag()
        observe(DeckDelegateProxy.validate, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.gainFor, on: proxy, log: log, bag: bag)

        try proxy.deck(deck, validate: Take("a"))
        let gain = try proxy.deck(deck, gainFor: Take("b"))

        #expect(gain == 0.5)
        #expect(
            log.all == [
                "sent deck(_:validate:) (deck, a)", "forward validate a",
                "invoked deck(_:validate:) (deck, a) -> ()", "untyped deck(_:validate:) [deck, a]",
                "sent deck(_:gainFor:) (deck, b)", "forward gainFor b",
                "invoked deck(_:gainFor:) (deck, b) -> 0.5", "untyped deck(_:gainFor:) [deck, b, 0.5]",
            ])
    }

    @Test func asyncMethodsDeliverSentThenForwardThenInvoked() async {
        let log = Log()
        let (deck, proxy) = deckWithLogger(log: log)
        let bag = DisposeBag()
        observe(DeckDelegateProxy.prepare, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.lengthOf, on: proxy, log: log, bag: bag)

        await proxy.deck(deck, prepare: Take("a"))
        let length = await proxy.deck(deck, lengthOf: Take("four"))

        #expect(length == 4)
        #expect(
            log.all == [
                "sent deck(_:prepare:) (deck, a)", "forward prepare a",
                "invoked deck(_:prepare:) (deck, a) -> ()", "untyped deck(_:prepare:) [deck, a]",
                "sent deck(_:lengthOf:) (deck, four)", "forward lengthOf four",
                "invoked deck(_:lengthOf:) (deck, four) -> 4", "untyped deck(_:lengthOf:) [deck, four, 4]",
            ])
    }

    @Test func asyncThrowingMethodsDeliverSentThenForwardThenInvoked() async throws {
        let log = Log()
        let (deck, proxy) = deckWithLogger(log: log)
        let bag = DisposeBag()
        observe(DeckDelegateProxy.upload, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.load, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.willEject, on: proxy, log: log, bag: bag)

        try await proxy.deck(deck, upload: Take("a"), quality: 3)
        let loaded = try await proxy.deck(deck, load: "b")
        try await proxy.deckWillEject()

        #expect(loaded.name == "loaded b")
        #expect(
            log.all == [
                "sent deck(_:upload:quality:) (deck, a, 3)", "forward upload a 3",
                "invoked deck(_:upload:quality:) (deck, a, 3) -> ()",
                "untyped deck(_:upload:quality:) [deck, a, 3]",
                "sent deck(_:load:) (deck, \"b\")", "forward load b",
                "invoked deck(_:load:) (deck, \"b\") -> loaded b",
                "untyped deck(_:load:) [deck, \"b\", loaded b]",
                // No arguments: `()`, and an empty `[Any]`.
                "sent deckWillEject() ()", "forward willEject ", "invoked deckWillEject() () -> ()",
                "untyped deckWillEject() []",
            ])
    }

    // MARK: Errors

    /// The forward delegate's error reaches the caller; `sentMessage` observers saw the call,
    /// `methodInvoked` observers do not, and no stream fails: later calls are delivered.
    @Test func anErrorOfTheForwardDelegateReachesTheCallerAndSkipsMethodInvoked() async throws {
        let log = Log()
        let (deck, proxy) = deckWithLogger(
            log: log, failing: ["validate", "gainFor", "upload", "load", "willEject"])
        let bag = DisposeBag()
        for method in [DeckDelegateProxy.validate, DeckDelegateProxy.prepare] {
            observe(method, on: proxy, log: log, bag: bag)
        }
        observe(DeckDelegateProxy.gainFor, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.upload, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.load, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.willEject, on: proxy, log: log, bag: bag)

        #expect(throws: DeckError(method: "validate")) { try proxy.deck(deck, validate: Take("a")) }
        #expect(throws: DeckError(method: "gainFor")) { try proxy.deck(deck, gainFor: Take("b")) }
        await #expect(throws: DeckError(method: "upload")) {
            try await proxy.deck(deck, upload: Take("c"), quality: 1)
        }
        await #expect(throws: DeckError(method: "load")) { _ = try await proxy.deck(deck, load: "d") }
        await #expect(throws: DeckError(method: "willEject")) { try await proxy.deckWillEject() }
        await proxy.deck(deck, prepare: Take("e"))

        #expect(
            log.all == [
                "sent deck(_:validate:) (deck, a)", "forward validate a",
                "sent deck(_:gainFor:) (deck, b)", "forward gainFor b",
                "sent deck(_:upload:quality:) (deck, c, 1)", "forward upload c 1",
                "sent deck(_:load:) (deck, \"d\")", "forward load d",
                "sent deckWillEject() ()", "forward willEject ",
                "sent deck(_:prepare:) (deck, e)", "forward prepare e",
                "invoked deck(_:prepare:) (deck, e) -> ()", "untyped deck(_:prepare:) [deck, e]",
            ])
    }

    /// A default that throws, with no forward delegate: the same as the forward delegate's error.
    @Test func anErrorOfTheDefaultReachesTheCallerAndSkipsMethodInvoked() async throws {
        let log = Log()
        let deck = Deck()
        let proxy = DeckDelegateProxy.proxy(for: deck)
        let bag = DisposeBag()
        observe(DeckDelegateProxy.load, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.gainFor, on: proxy, log: log, bag: bag)
        func noDefault<Value>(_ method: String) throws -> Value { throw DeckError(method: method) }

        #expect(throws: DeckError(method: "gainFor")) {
            try proxy.dispatch(
                DeckDelegateProxy.gainFor, arguments: (deck, Take("a")), default: try noDefault("gainFor"),
                function: "deck(_:gainFor:)"
            ) { try $0.deck(deck, gainFor: Take("a")) }
        }
        await #expect(throws: DeckError(method: "load")) {
            _ = try await proxy.dispatch(
                DeckDelegateProxy.load, arguments: (deck, "b"), default: try noDefault("load"),
                function: "deck(_:load:)"
            ) { try await $0.deck(deck, load: "b") }
        }

        #expect(log.all == ["sent deck(_:gainFor:) (deck, a)", "sent deck(_:load:) (deck, \"b\")"])
    }

    // MARK: Without a forward delegate, without observers

    @Test func withoutAForwardDelegateTheDefaultAnswersAndObserversSeeIt() async throws {
        let log = Log()
        let deck = Deck()
        let proxy = DeckDelegateProxy.proxy(for: deck)
        let bag = DisposeBag()
        observe(DeckDelegateProxy.validate, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.gainFor, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.lengthOf, on: proxy, log: log, bag: bag)
        observe(DeckDelegateProxy.load, on: proxy, log: log, bag: bag)

        try proxy.deck(deck, validate: Take("a"))
        let gain = try proxy.deck(deck, gainFor: Take("b"))
        let length = await proxy.deck(deck, lengthOf: Take("c"))
        let loaded = try await proxy.deck(deck, load: "d")

        #expect(gain == 1)
        #expect(length == -1)
        #expect(loaded.name == "blank d")
        #expect(
            log.all == [
                "sent deck(_:validate:) (deck, a)", "invoked deck(_:validate:) (deck, a) -> ()",
                "untyped deck(_:validate:) [deck, a]",
                "sent deck(_:gainFor:) (deck, b)", "invoked deck(_:gainFor:) (deck, b) -> 1.0",
                "untyped deck(_:gainFor:) [deck, b, 1.0]",
                "sent deck(_:lengthOf:) (deck, c)", "invoked deck(_:lengthOf:) (deck, c) -> -1",
                "untyped deck(_:lengthOf:) [deck, c, -1]",
                "sent deck(_:load:) (deck, \"d\")", "invoked deck(_:load:) (deck, \"d\") -> blank d",
                "untyped deck(_:load:) [deck, \"d\", blank d]",
            ])
    }

    /// Unobserved, with no observer at all or with only another method observed: the forward
    /// delegate is called and answers, and nothing else happens.
    @Test func unobservedCallsOnlyReachTheForwardDelegate() async throws {
        let log = Log()
        let (deck, proxy) = deckWithLogger(log: log)

        try proxy.deck(deck, validate: Take("a"))
        let gain = try proxy.deck(deck, gainFor: Take("b"))
        await proxy.deck(deck, prepare: Take("c"))
        let length = await proxy.deck(deck, lengthOf: Take("dd"))
        let bag = DisposeBag()
        observe(DeckDelegateProxy.willEject, on: proxy, log: log, bag: bag)
        try await proxy.deck(deck, upload: Take("e"), quality: 2)
        let loaded = try await proxy.deck(deck, load: "f")

        #expect(gain == 0.5)
        #expect(length == 2)
        #expect(loaded.name == "loaded f")
        #expect(
            log.all == [
                "forward validate a", "forward gainFor b", "forward prepare c", "forward lengthOf dd",
                "forward upload e 2", "forward load f",
            ])
    }

    /// Each phase of an async call goes to the observers there are when it is delivered: one
    /// that subscribes while the forward delegate is awaited sees the call return.
    @Test func anObserverSubscribedWhileTheCallIsAwaitedSeesItReturn() async throws {
        let log = Log()
        let deck = Deck()
        let logger = DeckLogger(log: log)
        let proxy = DeckDelegateProxy.proxy(for: deck)
        proxy.setForwardToDelegate(logger, retainDelegate: false)
        let bag = DisposeBag()
        logger.onCall = { _ in
            proxy.methodInvoked(DeckDelegateProxy.load)
                .subscribe(onNext: { log.append("invoked \($0.arguments.1) -> \($0.returnValue)") })
                .disposed(by: bag)
        }

        _ = try await proxy.deck(deck, load: "a")

        #expect(log.all == ["forward load a", "invoked a -> loaded a"])
    }

    // MARK: Isolation

    /// A proxy method isolated to the main actor: its observers and its forward delegate run
    /// there, before and after the `await`.
    @MainActor @Test func observersOfAMainActorProxyRunOnTheMainActor() async throws {
        let log = Log()
        let stage = Stage()
        let director = StageDirector(log: log)
        stage.delegate = director
        let proxy = StageDelegateProxy.proxy(for: stage)
        let bag = DisposeBag()
        for phase in ["sent", "invoked"] {
            let stream =
                phase == "sent"
                ? proxy.sentMessage(StageDelegateProxy.present).map { "\($0.1)" }
                : proxy.methodInvoked(StageDelegateProxy.present).map {
                    "\($0.arguments.1) -> \($0.returnValue)"
                }
            stream.subscribe(onNext: {
                MainActor.assertIsolated()
                log.append("\(phase) present \($0)")
            })
            .disposed(by: bag)
        }
        proxy.methodInvoked(StageDelegateProxy.didFinish).subscribe(onNext: {
            MainActor.assertIsolated()
            log.append("invoked didFinish \($0.1)")
        })
        .disposed(by: bag)

        let presented = try await proxy.stage(stage, present: "intro")
        await proxy.stage(stage, didFinish: "intro")
        await #expect(throws: DeckError(method: "present")) {
            try await proxy.stage(stage, present: "missing")
        }

        #expect(presented)
        #expect(
            log.all == [
                "sent present intro", "forward present intro", "invoked present intro -> true",
                "forward didFinish intro", "invoked didFinish intro",
                "sent present missing", "forward present missing",
            ])
        withExtendedLifetime(director) {}
    }

    /// Called directly from the main actor, a hand-off runs its observers and its `forward`
    /// closure there: the isolation is the caller's (`#isolation`), whatever the proxy's is.
    @MainActor @Test func aHandOffCalledFromTheMainActorDeliversOnTheMainActor() async {
        let log = Log()
        let (deck, proxy) = deckWithLogger(log: log)
        let bag = DisposeBag()
        proxy.sentMessage(DeckDelegateProxy.lengthOf).subscribe(onNext: { _ in
            MainActor.assertIsolated()
            log.append("sent")
        })
        .disposed(by: bag)
        proxy.methodInvoked(DeckDelegateProxy.lengthOf).subscribe(onNext: { _ in
            MainActor.assertIsolated()
            log.append("invoked")
        })
        .disposed(by: bag)

        let length = await proxy.dispatch(
            DeckDelegateProxy.lengthOf, arguments: (deck, Take("abc")), default: 0,
            function: "deck(_:lengthOf:)"
        ) { (_: any DeckDelegate) async in
            MainActor.assertIsolated()
            log.append("forward")
            return 3
        }

        #expect(length == 3)
        #expect(log.all == ["sent", "forward", "invoked"])
    }

    // MARK: Lifetime

    /// After calls of every kind, observed, thrown or answered by the default: the arguments and
    /// results, the forward delegate, the proxy and the parent are all released.
    @Test func nothingIsKeptAfterTheCalls() async throws {
        weak var weakDeck: Deck?
        weak var weakProxy: DeckDelegateProxy?
        weak var weakLogger: DeckLogger?
        weak var weakTake: Take?
        weak var weakLoaded: Take?
        weak var weakBlank: Take?
        do {
            let log = Log()
            let deck = Deck()
            let proxy = DeckDelegateProxy.proxy(for: deck)
            let logger = DeckLogger(log: log, failing: ["upload", "validate"])
            proxy.setForwardToDelegate(logger, retainDelegate: true)
            let bag = DisposeBag()
            for method in [DeckDelegateProxy.validate, DeckDelegateProxy.prepare] {
                observe(method, on: proxy, log: log, bag: bag)
            }
            observe(DeckDelegateProxy.gainFor, on: proxy, log: log, bag: bag)
            observe(DeckDelegateProxy.upload, on: proxy, log: log, bag: bag)
            observe(DeckDelegateProxy.load, on: proxy, log: log, bag: bag)
            let take = Take("a")
            (weakDeck, weakProxy, weakLogger, weakTake) = (deck, proxy, logger, take)

            #expect(throws: DeckError(method: "validate")) { try proxy.deck(deck, validate: take) }
            _ = try proxy.deck(deck, gainFor: take)
            await proxy.deck(deck, prepare: take)
            await #expect(throws: DeckError.self) { try await proxy.deck(deck, upload: take, quality: 1) }
            weakLoaded = try await proxy.deck(deck, load: "b")
            proxy.setForwardToDelegate(nil, retainDelegate: false)
            weakBlank = try await proxy.deck(deck, load: "c")
            #expect(log.all.count == 19)
        }
        #expect(weakTake == nil)
        #expect(weakLoaded == nil)
        #expect(weakBlank == nil)
        #expect(weakLogger == nil)
        #expect(weakProxy == nil)
        #expect(weakDeck == nil)
    }

    #if TRACE_RESOURCES
        /// The synchronous hand-offs' observers, subscriptions and proxies are counted while
        /// alive: with the parent gone, the count is back where it was.
        @Test func throwingHandOffsLeaveNoResourcesBehind() {
            let before = Resources.threadBalance
            do {
                let log = Log()
                let (deck, proxy) = deckWithLogger(log: log, failing: ["gainFor"])
                let bag = DisposeBag()
                observe(DeckDelegateProxy.validate, on: proxy, log: log, bag: bag)
                observe(DeckDelegateProxy.gainFor, on: proxy, log: log, bag: bag)
                #expect(Resources.threadBalance > before)
                try? proxy.deck(deck, validate: Take("a"))
                _ = try? proxy.deck(deck, gainFor: Take("b"))
            }
            #expect(Resources.threadBalance == before)
        }
    #endif
}
