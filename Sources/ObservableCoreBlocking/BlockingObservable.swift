import Dispatch
import Foundation
import InternalReactiveUtilities
import ObservableCore

/// An observable whose elements are read by blocking the calling thread until it ends: RxBlocking's
/// `BlockingObservable`, for tests and command-line tools.
///
/// ```swift
/// let values = try Observable.of(1, 2, 3).toBlocking().toArray()
/// print(values)
/// // [1, 2, 3]
/// ```
///
/// Each method subscribes once, waits for the sequence to end (or for what it needs, as
/// ``first()`` does), disposes the subscription and returns. With a `timeout`, a sequence that
/// has not ended in time is disposed and `RxError.timeout` is thrown.
///
/// On the main thread the wait keeps the current run loop turning, as RxBlocking's does, so a
/// source that delivers on the main queue (`MainScheduler`) delivers while the main thread
/// waits. Any other thread blocks until the sequence ends.
///
/// > Warning: A source that delivers on the queue the waiting thread is running (a serial
/// > queue from one of its own actions, or the main queue from inside a block the main queue
/// > is running, which no run loop may drain again) never gets to deliver: the wait ends only
/// > at its timeout.
public struct BlockingObservable<Element> {
    let source: Observable<Element>
    let timeout: Double?

    /// Every element, once the sequence completes.
    ///
    /// ```swift
    /// print(try Observable.of(1, 2).toBlocking().toArray())
    /// // [1, 2]
    /// ```
    /// - Returns: The elements in order.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        let result = run(stopAfter: nil)
        if let error = result.error { throw error }
        return result.elements
    }

    /// The first element, or `nil` if the sequence completes without one; the subscription is
    /// disposed as soon as the first element arrives.
    ///
    /// ```swift
    /// print(try Observable.of(1, 2).toBlocking().first() as Any)
    /// // Optional(1)
    /// ```
    /// - Returns: The first element, if any.
    /// - Throws: The sequence's error before an element, or `RxError.timeout`.
    public func first() throws -> Element? {
        let result = run(stopAfter: 1)
        if let element = result.elements.first { return element }
        if let error = result.error { throw error }
        return nil
    }

    /// The last element, or `nil` if the sequence completes without one.
    ///
    /// ```swift
    /// print(try Observable.of(1, 2).toBlocking().last() as Any)
    /// // Optional(2)
    /// ```
    /// - Returns: The last element, if any.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        let result = run(stopAfter: nil)
        if let error = result.error { throw error }
        return result.elements.last
    }

    /// The only element of a sequence that must have exactly one.
    ///
    /// ```swift
    /// print(try Observable.just(7).toBlocking().single())
    /// // 7
    /// ```
    /// - Returns: The element.
    /// - Throws: `RxError.noElements` or `RxError.moreThanOneElement` (as soon as a second
    ///   element arrives), the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single(matching: nil)
    }

    /// The only element that satisfies `predicate`, of a sequence that must have exactly one.
    ///
    /// ```swift
    /// print(try Observable.of(1, 2, 3).toBlocking().single { $0 % 2 == 0 })
    /// // 2
    /// ```
    /// - Parameter predicate: Which elements count; an error it throws is thrown.
    /// - Returns: The element.
    /// - Throws: As ``single()``, counting only the elements that satisfy `predicate`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        try single(matching: predicate)
    }

    /// How the sequence ended, with the elements before: it never throws.
    ///
    /// ```swift
    /// switch Observable.of(1, 2).toBlocking().materialize() {
    /// case .completed(let elements): print(elements)
    /// case .failed(let elements, let error): print(elements, error)
    /// }
    /// // [1, 2]
    /// ```
    /// - Returns: `.completed(elements:)` or `.failed(elements:error:)`; a timeout is a failure
    ///   with `RxError.timeout`.
    public func materialize() -> MaterializedSequenceResult<Element> {
        let result = run(stopAfter: nil)
        if let error = result.error { return .failed(elements: result.elements, error: error) }
        return .completed(elements: result.elements)
    }

    /// Stops at the second element that `predicate` accepts: it is not called again after that,
    /// as RxBlocking's, even for elements a synchronous source has already sent.
    private func single(matching predicate: ((Element) throws -> Bool)?) throws -> Element {
        let result = run(stopAfter: 2, counting: predicate)
        if let error = result.error { throw error }
        switch result.elements.count {
        case 0: throw RxError.noElements
        case 1: return result.elements[0]
        default: throw RxError.moreThanOneElement
        }
    }

    /// Subscribes, waits until the sequence ends, `stopAfter` elements (that `counting`
    /// accepts) arrived or the timeout passed, then disposes the subscription.
    private func run(
        stopAfter: Int?, counting predicate: ((Element) throws -> Bool)? = nil
    ) -> (elements: [Element], error: Swift.Error?) {
        let run = BlockingRun<Element>(stopAfter: stopAfter, predicate: predicate)
        let subscription = source.subscribe(run.on)
        run.wait(timeout: timeout)
        subscription.dispose()
        return run.result()
    }
}

/// How a sequence read by ``BlockingObservable/materialize()`` ended.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after these elements.
    case completed(elements: [T])
    /// The sequence failed with `error` after these elements.
    case failed(elements: [T], error: Swift.Error)
}

/// The state of one blocking read: what arrived, and the signal that ends the wait.
final class BlockingRun<Element>: @unchecked Sendable {  // `state` is guarded by its own lock.
    private struct State {
        var elements: [Element] = []
        var error: Swift.Error?
        var isDone = false
        /// Whether the waiter turns the main run loop, which then needs waking when the read
        /// ends on another thread.
        var isWaitingOnMainRunLoop = false
    }

    private let stopAfter: Int?
    private let predicate: ((Element) throws -> Bool)?
    private let state = Locked(State())
    private let done = DispatchSemaphore(value: 0)

    init(stopAfter: Int?, predicate: ((Element) throws -> Bool)?) {
        self.stopAfter = stopAfter
        self.predicate = predicate
    }

    func on(_ event: Event<Element>) {
        var event = event
        if case .next(let element) = event, let predicate {
            // Called outside the lock: it is the user's code.
            guard !state.withLock({ $0.isDone }) else { return }
            do {
                guard try predicate(element) else { return }
            } catch {
                event = .error(error)
            }
        }
        let finished = state.withLock { state -> (isFinished: Bool, wakesMainRunLoop: Bool) in
            guard !state.isDone else { return (false, false) }
            switch event {
            case .next(let element):
                state.elements.append(element)
                guard let stopAfter, state.elements.count >= stopAfter else { return (false, false) }
            case .error(let error):
                state.error = error
            case .completed:
                break
            }
            state.isDone = true
            return (true, state.isWaitingOnMainRunLoop)
        }
        guard finished.isFinished else { return }
        done.signal()
        // The main run loop wakes for work on the main queue.
        if finished.wakesMainRunLoop && !Thread.isMainThread { DispatchQueue.main.async {} }
    }

    func wait(timeout: Double?) {
        let seconds = timeout.map { min(max($0, 0), 1e9) }
        let deadline =
            seconds.map { DispatchTime.now() + .nanoseconds(Int(($0 * 1e9).rounded())) } ?? .distantFuture
        if Thread.isMainThread {
            turnMainRunLoop(until: seconds.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture)
        }
        guard done.wait(timeout: deadline) == .timedOut else { return }
        state.withLock { state in
            guard !state.isDone else { return }
            state.isDone = true
            state.error = RxError.timeout
        }
    }

    /// Runs the main run loop, and so the main queue's work, until the read ends or `limit`
    /// passes; returns early, leaving the rest of the wait to the semaphore, when the run loop
    /// cannot run (inside a block the main queue is running, it may not drain the queue again).
    private func turnMainRunLoop(until limit: Date) {
        let isDone = state.withLock { state -> Bool in
            state.isWaitingOnMainRunLoop = !state.isDone
            return state.isDone
        }
        guard !isDone else { return }
        defer { state.withLock { $0.isWaitingOnMainRunLoop = false } }
        while !state.withLock({ $0.isDone }), Date() < limit {
            guard RunLoop.current.run(mode: .default, before: limit) else { return }
        }
    }

    func result() -> (elements: [Element], error: Swift.Error?) {
        state.withLock { ($0.elements, $0.error) }
    }
}

extension ObservableConvertibleType {
    /// This sequence read by blocking the calling thread, as RxBlocking's `toBlocking(timeout:)`.
    ///
    /// ```swift
    /// let first = try Observable.of("a", "b").toBlocking(timeout: 1).first()
    /// print(first as Any)
    /// // Optional("a")
    /// ```
    /// - Parameter timeout: Seconds to wait at most, or `nil` to wait until the sequence ends;
    ///   RxSwift's `TimeInterval`, a `Double`.
    /// - Returns: The blocking view of the sequence.
    public func toBlocking(timeout: Double? = nil) -> BlockingObservable<Element> {
        BlockingObservable(source: asObservable(), timeout: timeout)
    }
}
