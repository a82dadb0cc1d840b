import InternalReactiveUtilities

extension ObservableType {
    /// Subscribes to the sequences one after another, moving to the next each time one fails,
    /// until one completes; if they all fail, the result fails with the last error (and an
    /// empty collection completes at once).
    ///
    /// ```swift
    /// struct Failure: Error {}
    /// _ = Observable.catch(sequence: [
    ///     Observable.concat(Observable.just(1), Observable.error(Failure())),
    ///     Observable.of(2, 3),
    /// ])
    /// .subscribe { print($0) }
    /// // next(1)
    /// // next(2)
    /// // next(3)
    /// // completed
    /// ```
    /// - Parameter sequence: The sequences to try in order; iterated anew for each subscription.
    /// - Returns: The elements of each attempt, up to the first that completes.
    public static func `catch`<Sequence: Swift.Sequence>(
        sequence: Sequence
    ) -> Observable<Element> where Sequence.Element == Observable<Element> {
        Producer { downstream in
            let sink = CatchSequenceSink(sources: sequence.makeIterator(), downstream: downstream)
            sink.start()
            return sink
        }
    }

    /// The RxSwift 5 spelling of ``catch(sequence:)``.
    /// - Parameter sequence: The sequences to try in order.
    /// - Returns: The elements of each attempt, up to the first that completes.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(
        _ sequence: Sequence
    ) -> Observable<Element> where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

/// Moves to the next source after each error. As in ``RetrySink``, a source that fails while
/// being subscribed asks the running loop to go round again, so the stack stays flat.
final class CatchSequenceSink<Sources: IteratorProtocol>: _Sink<Sources.Element.Element>, @unchecked Sendable
where Sources.Element: ObservableType {
    // `loop` guards `Loop`, including the iterator; `serial` is thread-safe.
    typealias Element = Sources.Element.Element

    private struct Loop {
        var sources: Sources
        var lastError: Swift.Error?
        var isSubscribing = true
        var isMoveRequested = false
    }

    private let serial = SerialDisposable()
    private let loop: Locked<Loop>

    init(sources: Sources, downstream: @escaping EventHandler<Element>) {
        loop = Locked(Loop(sources: sources))
        super.init(downstream: downstream)
    }

    func start() {
        setUpstream(serial)
        moveLoop()
    }

    private func moveLoop() {
        while true {
            if isDisposed {
                loop.withLock { $0.isSubscribing = false }
                return
            }
            // `next()` runs under the lock: iterating a sequence is no call into observers.
            let next = loop.withLock { loop -> Result<Observable<Element>, Swift.Error>? in
                guard let next = loop.sources.next() else {
                    return loop.lastError.map { .failure($0) }
                }
                return .success(next.asObservable())
            }
            switch next {
            case .none:
                forwardCompleted()
                return
            case .failure(let error):
                forwardError(error)
                return
            case .success(let source):
                let subscription = SingleAssignmentDisposable()
                serial.disposable = subscription
                subscription.setDisposable(source.subscribeHandler { [self] in on($0) })
            }
            let again = loop.withLock { loop -> Bool in
                if loop.isMoveRequested {
                    loop.isMoveRequested = false
                    return true
                }
                loop.isSubscribing = false
                return false
            }
            if !again { return }
        }
    }

    private func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            forwardNext(element)
        case .completed:
            forwardCompleted()
        case .error(let error):
            let start = loop.withLock { loop -> Bool in
                loop.lastError = error
                if loop.isSubscribing {
                    loop.isMoveRequested = true
                    return false
                }
                loop.isSubscribing = true
                return true
            }
            if start { moveLoop() }
        }
    }
}
