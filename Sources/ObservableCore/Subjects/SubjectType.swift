/// A type that is both an observable sequence and an observer: events sent to it through
/// ``asObserver()`` are broadcast to its subscribers.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.asObserver().onNext(1)
/// // 1
/// ```
public protocol SubjectType: ObservableType {
    /// The observer side of the subject.
    associatedtype Observer: ObserverType

    /// Returns the observer side of the subject.
    /// - Returns: An observer that sends events to the subject's subscribers.
    func asObserver() -> Observer
}
