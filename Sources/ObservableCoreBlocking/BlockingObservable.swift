import Dispatch
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
/// > Warning: The wait blocks the thread. A source that delivers on that thread's queue (the
/// > main queue from the main thread, a serial queue from itself) never gets to deliver: the
/// > wait ends only at its timeout.
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
        try single(from: source)
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
        try single(from: source.filter(predicate))
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

    private func single(from source: Observable<Element>) throws -> Element {
        let result = BlockingObservable(source: source, timeout: timeout).run(stopAfter: 2)
        if let error = result.error { throw error }
        switch result.elements.count {
        case 0: throw RxError.noElements
        case 1: return result.elements[0]
        default: throw RxError.moreThanOneElement
        }
    }

    /// Subscribes, waits until the sequence ends, `stopAfter` elements arrived or the timeout
    /// passed, then disposes the subscription.
    private func run(stopAfter: Int?) -> (elements: [Element], error: Swift.Error?) {
        let run = BlockingRun<Element>(stopAfter: stopAfter)
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
    }

    private let stopAfter: Int?
    private let state = Locked(State())
    private let done = DispatchSemaphore(value: 0)

    init(stopAfter: Int?) {
        self.stopAfter = stopAfter
    }

    func on(_ event: Event<Element>) {
        let finished = state.withLock { state -> Bool in
            guard !state.isDone else { return false }
            switch event {
            case .next(let element):
                state.elements.append(element)
                guard let stopAfter, state.elements.count >= stopAfter else { return false }
            case .error(let error):
                state.error = error
            case .completed:
                break
            }
            state.isDone = true
            return true
        }
        if finished { done.signal() }
    }

    func wait(timeout: Double?) {
        guard let timeout else {
            done.wait()
            return
        }
        let nanoseconds = Int(clamping: Int64((max(timeout, 0) * 1e9).rounded()))
        guard done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .timedOut else { return }
        state.withLock { state in
            guard !state.isDone else { return }
            state.isDone = true
            state.error = RxError.timeout
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
