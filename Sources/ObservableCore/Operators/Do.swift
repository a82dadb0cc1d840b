import Synchronization

extension ObservableType {
    /// Runs side effects for the events and the lifetime of each subscription, without changing
    /// the sequence.
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is delivered, the `after…`
    /// closures right after it. A throwing closure replaces the event with an `error` event
    /// and ends the subscription. `onSubscribe` runs before subscribing to `self`,
    /// `onSubscribed` after, and `onDispose` once when the subscription ends, for whatever
    /// reason (after the `after…` closure of a stop event).
    ///
    /// ```swift
    /// _ = Observable.of(1, 2)
    ///     .do(onNext: { print("will emit \($0)") }, onCompleted: { print("will complete") },
    ///         onDispose: { print("disposed") })
    ///     .subscribe(onNext: { print($0) })
    /// // will emit 1
    /// // 1
    /// // will emit 2
    /// // 2
    /// // will complete
    /// // disposed
    /// ```
    /// - Parameters:
    ///   - onNext: Runs with each element before it is delivered.
    ///   - afterNext: Runs with each element after it is delivered.
    ///   - onError: Runs with the error before it is delivered.
    ///   - afterError: Runs with the error after it is delivered.
    ///   - onCompleted: Runs before completion is delivered.
    ///   - afterCompleted: Runs after completion is delivered.
    ///   - onSubscribe: Runs before subscribing to the source.
    ///   - onSubscribed: Runs after subscribing to the source.
    ///   - onDispose: Runs once when the subscription ends.
    /// - Returns: The same sequence, with the side effects attached.
    @inlinable  // Specializes the per-event path for the caller's element type.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        let handlers = _DoHandlers(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted)
        return Producer { downstream in
            onSubscribe?()
            let sink = _DoSink<Element>(handlers: handlers, onDispose: onDispose, downstream: downstream)
            sink.setUpstream(source.subscribeHandler(sink.on))
            onSubscribed?()
            sink.endSubscribe()
            return sink
        }
    }
}

@usableFromInline
struct _DoHandlers<Element> {
    @usableFromInline let onNext: ((Element) throws -> Void)?
    @usableFromInline let afterNext: ((Element) throws -> Void)?
    @usableFromInline let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline let onCompleted: (() throws -> Void)?
    @usableFromInline let afterCompleted: (() throws -> Void)?

    @inlinable
    init(
        onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }
}

@usableFromInline
final class _DoSink<Element>: _Sink<Element>, @unchecked Sendable {
    // `handlers` is immutable. `onDispose` is read once, by whoever sets `_DisposalBits.ran`.
    @usableFromInline let handlers: _DoHandlers<Element>
    @usableFromInline var onDispose: (() -> Void)?

    /// Decides when `onDispose` runs. RxSwift runs it after the `after…` closure of a stop
    /// event, and after `onSubscribed` when the source stops while being subscribed; but an
    /// observer that disposes while it handles the stop event releases the sink at once. So a
    /// release while a stop event is in flight or while subscribing only records itself, and
    /// whichever of those ends last runs `onDispose`.
    @usableFromInline let disposal = Atomic<Int>(_DisposalBits.subscribing)

    @inlinable
    init(
        handlers: _DoHandlers<Element>, onDispose: (() -> Void)?,
        downstream: @escaping EventHandler<Element>
    ) {
        self.handlers = handlers
        self.onDispose = onDispose
        super.init(downstream: downstream)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                try handlers.onNext?(element)
                forwardNext(element)
                try handlers.afterNext?(element)
            } catch {
                forwardError(error)
            }
        case .error(let error):
            do {
                try handlers.onError?(error)
            } catch {
                forwardError(error)
                return
            }
            deliverStop(event) { try self.handlers.afterError?(error) }
        case .completed:
            do {
                try handlers.onCompleted?()
            } catch {
                forwardError(error)
                return
            }
            deliverStop(event) { try self.handlers.afterCompleted?() }
        }
    }

    @usableFromInline
    func deliverStop(_ event: Event<Element>, after: () throws -> Void) {
        disposal.bitwiseOr(_DisposalBits.stopInFlight, ordering: .acquiringAndReleasing)
        // `after` runs before the source is released, and `onDispose` after, as in RxSwift.
        stop(event) { event in
            downstream(event)
            // The subscription is over: an error thrown here has nowhere to go, as in RxSwift.
            try? after()
        }
        let previous = disposal.bitwiseAnd(~_DisposalBits.stopInFlight, ordering: .acquiringAndReleasing)
            .oldValue
        if previous & _DisposalBits.releaseRequested != 0 && previous & _DisposalBits.subscribing == 0 {
            runOnDispose()
        }
    }

    /// Called once `onSubscribed` has run.
    @usableFromInline
    func endSubscribe() {
        let previous = disposal.bitwiseAnd(~_DisposalBits.subscribing, ordering: .acquiringAndReleasing)
            .oldValue
        if previous & _DisposalBits.releaseRequested != 0 && previous & _DisposalBits.stopInFlight == 0 {
            runOnDispose()
        }
    }

    override func disposeResources() {
        let previous = disposal.bitwiseOr(_DisposalBits.releaseRequested, ordering: .acquiringAndReleasing)
            .oldValue
        if previous & (_DisposalBits.stopInFlight | _DisposalBits.subscribing) == 0 { runOnDispose() }
    }

    private func runOnDispose() {
        let previous = disposal.bitwiseOr(_DisposalBits.ran, ordering: .acquiringAndReleasing).oldValue
        guard previous & _DisposalBits.ran == 0 else { return }
        let onDispose = self.onDispose
        self.onDispose = nil
        onDispose?()
    }
}

/// The bits of `_DoSink.disposal`.
@usableFromInline
enum _DisposalBits {
    @usableFromInline static let stopInFlight = 1
    @usableFromInline static let releaseRequested = 2
    @usableFromInline static let subscribing = 4
    /// Set by whoever runs `onDispose`, so it runs once.
    @usableFromInline static let ran = 8
}
